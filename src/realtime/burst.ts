// One call for a burst of events: the first event of a burst schedules `run` after `delayMs`; the events until then
// join it. A page's socket handlers use it so that a hundred events refetch once (order list, dashboard, live map).
export interface Burst {
  /** An event arrived: run once `delayMs` after the first of the burst. */
  add(): void;
  /** The page closed: the pending run is dropped. */
  cancel(): void;
}

export const burst = (run: () => void, delayMs: number): Burst => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    add() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        run();
      }, delayMs);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
};
