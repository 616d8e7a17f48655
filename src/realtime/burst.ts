// One call for a burst of events: the first event of a burst schedules `run` after `delayMs`; the events until then
// join it. A page's socket handlers use it so that a hundred events refetch once (order list, dashboard, live map);
// `spacedBurst` also keeps its runs EVENT_REREAD_MIN_GAP_MS apart, so that a steady stream of events reads at most
// once every few seconds.

/**
 * The shortest time between two reads that order events cause on one page (the order list's, the dashboard's, the
 * live map's): 5 s, at most 0.2 reads a second per console whatever the rate of events (issue 38's figure). The
 * order list applies most events without reading (src/realtime/orderListCache.ts); these reads are what the events
 * cannot tell.
 */
export const EVENT_REREAD_MIN_GAP_MS = 5_000;
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

/**
 * A burst whose runs are spaced: the first event after a quiet spell runs `run` `delayMs` later, as `burst`; an event
 * within `minGapMs` of the last run waits until that gap is over, the events meanwhile joining it. However many events
 * arrive, `run` runs at most once every `minGapMs` (the reads that events cause: the order list's, the dashboard's,
 * the live map's).
 */
export const spacedBurst = (run: () => void, delayMs: number, minGapMs: number): Burst => {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastRun = -Infinity;
  return {
    add() {
      if (timer) return;
      const wait = Math.max(delayMs, lastRun + minGapMs - Date.now());
      timer = setTimeout(() => {
        timer = null;
        lastRun = Date.now();
        run();
      }, wait);
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
};
