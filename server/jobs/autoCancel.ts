// The auto-cancel job: runs the sweep of server/services/autoCancel.ts on a timer in this process.
import type { Database } from '../db/client.ts';
import { sweepNotAcceptedOrders, type SweepResult } from '../services/autoCancel.ts';

type CancelledRow = SweepResult['cancelled'][number];

export interface AutoCancelJobOptions {
  /** Time between the end of one sweep and the start of the next (default 30 s). */
  intervalMs?: number;
  /** Called once per cancelled order, after the sweep committed (e.g. to emit a real-time event). */
  onCancelled?: (row: CancelledRow) => void;
  log?: (msg: string, err?: unknown) => void;
}

/**
 * Runs the sweep every intervalMs. The next sweep is scheduled only when the previous one ended, so sweeps never
 * overlap; errors are logged and the job goes on. The timers are unref'd: the job never keeps the process alive.
 * Returns stop().
 */
export function startAutoCancelJob(database: Database, opts: AutoCancelJobOptions = {}): () => void {
  const intervalMs = opts.intervalMs ?? 30_000;
  const log = opts.log ?? ((msg: string, err?: unknown) => console.error(msg, err));
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const tick = async () => {
    try {
      const { cancelled } = await sweepNotAcceptedOrders(database);
      for (const row of cancelled) {
        try {
          opts.onCancelled?.(row);
        } catch (err) {
          log(`auto-cancel: onCancelled failed for order ${row.id}`, err);
        }
      }
    } catch (err) {
      log('auto-cancel: sweep failed', err);
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
