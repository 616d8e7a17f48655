// The auto-cancel job: runs the sweep of server/services/autoCancel.ts on a timer in this process.
import type { Database } from '../db/client.ts';
import { sweepNotAcceptedOrders, type SweepResult } from '../services/autoCancel.ts';
import { startPeriodicJob, type PeriodicJobOptions, type StopJob } from './periodic.ts';

type CancelledRow = SweepResult['cancelled'][number];

/**
 * The real-time event of an order the sweep cancelled (`notAcceptedOrder`): the order and its place as the statement
 * read it, so it reaches the rooms of every reach that covers the order (the company's own users among them), a region
 * created after this process started included.
 */
export const notAcceptedOrderEvent = (row: CancelledRow) => ({
  orderId: row.id,
  companyId: row.companyId,
  regionName: row.regionName,
  pickupLocationId: row.pickupLocationId,
});

export interface AutoCancelJobOptions {
  /** Time between the end of one sweep and the start of the next (default 30 s). */
  intervalMs?: number;
  /** Called once per cancelled order, after the sweep committed (e.g. to emit a real-time event). */
  onCancelled?: (row: CancelledRow) => void;
  log?: (msg: string, err?: unknown) => void;
  /** Called after each sweep with how it ended and how long it took (see startPeriodicJob). */
  onRun?: PeriodicJobOptions['onRun'];
}

/** Runs the sweep every intervalMs (see startPeriodicJob). Returns stop(). */
export function startAutoCancelJob(database: Database, opts: AutoCancelJobOptions = {}): StopJob {
  const log = opts.log ?? ((msg: string, err?: unknown) => console.error(msg, err));
  return startPeriodicJob(
    'auto-cancel',
    async () => {
      const { cancelled } = await sweepNotAcceptedOrders(database);
      for (const row of cancelled) {
        try {
          opts.onCancelled?.(row);
        } catch (err) {
          log(`auto-cancel: onCancelled failed for order ${row.id}`, err);
        }
      }
    },
    // At start too: orders left unaccepted while the server was down leave the lists at once, not after 30 s.
    { intervalMs: opts.intervalMs ?? 30_000, log, runAtStart: true, onRun: opts.onRun },
  );
}
