// A background job on a timer: the next run is scheduled only when the previous one ended, so runs never overlap;
// errors are logged and the job goes on. The timers are unref'd: a job never keeps the process alive.
export interface PeriodicJobOptions {
  intervalMs: number;
  /** Run once right away too (a sweep whose backlog built up while the process was down). */
  runAtStart?: boolean;
  log: (msg: string, err?: unknown) => void;
}

/** Runs `run` every intervalMs (first run after one interval, or at once with runAtStart). Returns stop(). */
export function startPeriodicJob(name: string, run: () => Promise<void>, { intervalMs, log, runAtStart = false }: PeriodicJobOptions): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      await run();
    } catch (err) {
      log(`${name}: sweep failed`, err);
    }
    schedule();
  };
  const schedule = (delay = intervalMs) => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  };
  schedule(runAtStart ? 0 : intervalMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
