// Background jobs of this process (every process may run them: each job is one SQL statement safe to run at once).
import type { FastifyInstance } from 'fastify';
import { notAcceptedOrderEvent, startAutoCancelJob } from '../jobs/autoCancel.ts';
import { startPeriodicJob, type JobOutcome, type StopJob } from '../jobs/periodic.ts';
import { jobFailureLog } from '../db/availability.ts';
import { purgeExpired } from '../services/housekeeping.ts';
import { foldOrderDayCounts } from '../services/orderCounts.ts';
import { deliverDueWebhooks } from '../services/webhookDelivery.ts';
import { pushDueNotifications } from '../services/driverPush.ts';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
/** The order list's day-count changes are folded this often (a total reads the changes not folded yet too). */
const DAY_COUNTS_FOLD_INTERVAL_MS = 10_000;
/** The webhook outbox is read this often (and at start: deliveries left waiting while the process was down). */
const WEBHOOK_DELIVERY_INTERVAL_MS = 3_000;
/**
 * Notifications are pushed to the drivers' phones this often (POST /notification/send also starts a run at once; this
 * one takes what a process that stopped right after a send left).
 */
const PUSH_INTERVAL_MS = 5_000;

/** One run of the Web Push job with the app's settings. */
export const pushNotificationsNow = (app: FastifyInstance) =>
  pushDueNotifications(app.database.db, {
    allowPrivate: app.config.webhooksAllowPrivate,
    subject: app.config.webPushSubject,
  });

export function registerJobs(app: FastifyInstance) {
  if (!app.config.runJobs) return;
  const stops: StopJob[] = [];
  app.addHook('onReady', async () => {
    const log = jobFailureLog(app.database.outage, (message, err) => app.log.error({ err }, message));
    // Each run's outcome and time, by the job's name (GET /api/metrics).
    const measured = (job: string) => (outcome: JobOutcome, seconds: number) =>
      app.metrics.jobRun(job, outcome, seconds);
    stops.push(
      startPeriodicJob('housekeeping', async () => void (await purgeExpired(app.database.db)), {
        intervalMs: HOUSEKEEPING_INTERVAL_MS,
        log,
        onRun: measured('housekeeping'),
      }),
    );
    stops.push(
      startPeriodicJob('order day counts', async () => void (await foldOrderDayCounts(app.database.db)), {
        intervalMs: DAY_COUNTS_FOLD_INTERVAL_MS,
        log,
        onRun: measured('order day counts'),
      }),
    );
    stops.push(
      startPeriodicJob(
        'webhook deliveries',
        async () => void (await deliverDueWebhooks(app.database.db, { allowPrivate: app.config.webhooksAllowPrivate })),
        { intervalMs: WEBHOOK_DELIVERY_INTERVAL_MS, log, runAtStart: true, onRun: measured('webhook deliveries') },
      ),
    );
    stops.push(
      startPeriodicJob('web push', async () => void (await pushNotificationsNow(app)), {
        intervalMs: PUSH_INTERVAL_MS,
        log,
        runAtStart: true,
        onRun: measured('web push'),
      }),
    );
    stops.push(
      startAutoCancelJob(app.database, {
        // Orders not accepted in time leave the consoles' lists as cancelled; their company's users are told why.
        onCancelled: (order) => app.realtime.emitOrderEvent('notAcceptedOrder', notAcceptedOrderEvent(order)),
        log,
        onRun: measured('auto-cancel'),
      }),
    );
  });
  // A sweep in progress ends before the database closes.
  app.addHook('onClose', async () => void (await Promise.all(stops.map((stop) => stop()))));
}
