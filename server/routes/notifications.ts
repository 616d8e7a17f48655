// POST /api/notification/send: an operator's push notification to drivers.
// The drivers' side (fetch and acknowledge) is part of the driver API, server/routes/driver.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationRecipientsQuerySchema, notificationSendSchema } from '../../domain/notificationSchemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import { countRecipients, sendNotification } from '../services/notifications.ts';
import { notificationsDocs } from './docs/notifications.ts';
import { pushNotificationsNow } from '../plugins/jobs.ts';

export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/notification/send',
    {
      schema: {
        tags: ['Back office: notifications'],
        ...notificationsDocs.send,
        body: notificationSendSchema,
      },
      onRequest: requireAuth(app, 'notifications.canSend'),
    },
    async (request) => {
      const principal = principalOf(request);
      const sent = await sendNotification(
        app.database.db,
        { actor: actorOf(principal), tenant: principal.tenant },
        request.body,
      );
      // The drivers' phones are woken at once (Web Push); the answer does not wait for the push services.
      if (app.config.runJobs)
        pushNotificationsNow(app).catch((err: unknown) =>
          request.log.error({ err }, 'pushing the notification failed'),
        );
      return sent;
    },
  );

  r.get(
    '/notification/recipients',
    {
      schema: {
        tags: ['Back office: notifications'],
        ...notificationsDocs.recipients,
        querystring: notificationRecipientsQuerySchema,
      },
      onRequest: requireAuth(app, 'notifications.canSend'),
    },
    async (request) => countRecipients(app.database.db, principalOf(request).tenant, request.query),
  );
}
