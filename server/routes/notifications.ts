// POST /api/notification/send: an operator's push notification to drivers.
// The drivers' side (fetch and acknowledge) is part of the driver API, server/routes/driver.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationRecipientsQuerySchema,
  notificationSendSchema,
  NOTIFICATION_BODY_MIN,
  NOTIFICATION_TITLE_MIN,
} from '../../src/domain/notificationSchemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import { countRecipients, sendNotification } from '../services/notifications.ts';

export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/notification/send', {
    schema: {
      tags: ['notifications'],
      summary: 'Sends a push notification to the drivers of some regions (or all) and a status',
      description: [
        `Body: \`regions\` (region names, at least one; \`["*"]\` = every region, and "*" among names counts as every region),`,
        '`status` online, offline or all (empty = all), ours: `companyId` (only the drivers who may deliver for it), `short {title, body}` required',
        `(title at least ${NOTIFICATION_TITLE_MIN} characters, body at least ${NOTIFICATION_BODY_MIN}), \`long {title, body}\` optional`,
        `(title at least ${NOTIFICATION_TITLE_MIN} when given); the long part is stored only when both its title and body are non-empty.`,
        'Targets the active, not blocked drivers of those regions and that status, within the caller’s tenant: an operator',
        'limited to some regions may name only those ("*" means its regions; another region answers 403 `region_not_allowed`),',
        'one limited to some companies reaches the drivers it sees on the drivers page. One transaction stores the notification,',
        'one delivery row per driver (INSERT … SELECT), the number of recipients and the audit entry. Each driver’s app fetches',
        'it with GET /api/driver/notifications and acknowledges it with POST /api/driver/notifications/ack.',
        'Answers `{notificationId, recipients}` (recipients may be 0). 400 `validation_failed` with field errors (`short.title`,',
        '`short.body`, `long.title`, `regions` also for an unknown region name), 403 `insufficient_permissions` without',
        'notifications.canSend (Notifications scope or SuperAdmin).',
      ].join(' '),
      body: notificationSendSchema,
    },
    onRequest: requireAuth(app, 'notifications.canSend'),
  }, async (request) => {
    const principal = principalOf(request);
    return sendNotification(app.database.db, { actor: actorOf(principal), tenant: principal.tenant }, request.body);
  });

  r.get('/notification/recipients', {
    schema: {
      tags: ['notifications'],
      summary: 'How many drivers a notification would reach (ours: the send dialog shows it before sending)',
      description: [
        'Query: `regions` comma-joined region names ("*" = every region the caller may see), `status` online, offline or all,',
        '`companyId` optional. The same targeting as POST /notification/send: active, not blocked drivers of those regions,',
        'status and company within the caller’s tenant (blocked and deactivated drivers never count). Answers `{count}`.',
        '400 `validation_failed` (`regions` also for an unknown region name), 403 `region_not_allowed` for a region outside',
        'the caller’s, 403 `insufficient_permissions` without notifications.canSend. Nothing is stored.',
      ].join(' '),
      querystring: notificationRecipientsQuerySchema,
    },
    onRequest: requireAuth(app, 'notifications.canSend'),
  }, async (request) => countRecipients(app.database.db, principalOf(request).tenant, request.query));
}
