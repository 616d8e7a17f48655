// A background job on a timer: the next run is scheduled only when the previous one ended, so runs never overlap;
// errors are logged and the job goes on. The timers are unref'd: a job never keeps the process alive.
export interface PeriodicJobOptions {
  intervalMs: number;
  log: (msg: string, err?: unknown) => void;
}

/** Runs `run` every intervalMs (first run after one interval). Returns stop(). */
export function startPeriodicJob(name: string, run: () => Promise<void>, { intervalMs, log }: PeriodicJobOptions): () => void {
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
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void tick(), intervalMs);
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
