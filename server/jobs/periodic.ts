// A background job on a timer: the next run is scheduled only when the previous one ended, so runs never overlap;
// errors are logged and the job goes on. The timers are unref'd: a job never keeps the process alive.
/** How a run ended: `failed` when it threw. */
export type JobOutcome = 'ok' | 'failed';

export interface PeriodicJobOptions {
  intervalMs: number;
  /** Run once right away too (a sweep whose backlog built up while the process was down). */
  runAtStart?: boolean;
  log: (msg: string, err?: unknown) => void;
  /** Called after each run with how it ended and how long it took (the metrics); an error it throws is logged. */
  onRun?: (outcome: JobOutcome, seconds: number) => void;
}

/** Stops the job; resolves once a run in progress has ended (the database may be closed after it). */
export type StopJob = () => Promise<void>;

/** Runs `run` every intervalMs (first run after one interval, or at once with runAtStart). Returns stop(). */
export function startPeriodicJob(
  name: string,
  run: () => Promise<void>,
  { intervalMs, log, runAtStart = false, onRun }: PeriodicJobOptions,
): StopJob {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  const tick = async () => {
    const started = performance.now();
    let outcome: JobOutcome = 'ok';
    try {
      await run();
    } catch (err) {
      outcome = 'failed';
      log(`${name}: sweep failed`, err);
    }
    try {
      onRun?.(outcome, (performance.now() - started) / 1000);
    } catch (err) {
      log(`${name}: onRun failed`, err);
    }
    running = undefined;
    schedule();
  };
  const schedule = (delay = intervalMs) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick();
    }, delay);
    timer.unref();
  };
  schedule(runAtStart ? 0 : intervalMs);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
