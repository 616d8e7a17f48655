// Background jobs of this process (every process may run them: each job is one SQL statement safe to run at once).
import type { FastifyInstance } from 'fastify';
import { startAutoCancelJob } from '../jobs/autoCancel.ts';
import { regionNames } from '../services/catalog.ts';

export function registerJobs(app: FastifyInstance) {
  if (!app.config.runJobs) return;
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    const names = await regionNames(app.database.db);
    stop = startAutoCancelJob(app.database, {
      // Orders not accepted in time leave the consoles' lists as cancelled.
      onCancelled: (order) =>
        app.realtime.emitOrderEvent('notAcceptedOrder', { orderId: order.id, companyId: order.companyId, regionName: names.get(order.regionId) ?? '' }),
      log: (message, err) => app.log.error({ err }, message),
    });
  });
  app.addHook('onClose', async () => stop?.());
}
