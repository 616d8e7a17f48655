// The OpenAPI texts of the notifications routes (server/routes/notifications.ts): each route's summary and description,
// and the texts they share. A route spreads its entry into its schema
// (`schema: { tags, ...notificationsDocs.<route>, body }`), so the route file reads as routing and the prose reads
// here; the generated document (/api/docs) is the same. Each entry also carries the route's answer schemas
// (`response`): the serializer sends exactly their fields.
import { z } from 'zod';
import {
  NOTIFICATION_BODY_MIN,
  NOTIFICATION_TITLE_MIN,
  type NotificationRecipientsResponse,
  type NotificationSendResponse,
} from '../../../domain/notificationSchemas.ts';

const sentAnswer = z.object({
  notificationId: z.number().int(),
  recipients: z.number().int().describe('The drivers it was delivered to'),
}) satisfies z.ZodType<NotificationSendResponse>;

const recipientsAnswer = z.object({
  count: z.number().int().describe('The drivers a notification with these filters would reach'),
}) satisfies z.ZodType<NotificationRecipientsResponse>;

export const notificationsDocs = {
  send: {
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
    response: { 200: sentAnswer },
  },
  recipients: {
    summary: 'How many drivers a notification would reach (ours: the send dialog shows it before sending)',
    description: [
      'Query: `regions` comma-joined region names ("*" = every region the caller may see), `status` online, offline or all,',
      '`companyId` optional. The same targeting as POST /notification/send: active, not blocked drivers of those regions,',
      'status and company within the caller’s tenant (blocked and deactivated drivers never count). Answers `{count}`.',
      '400 `validation_failed` (`regions` also for an unknown region name), 403 `region_not_allowed` for a region outside',
      'the caller’s, 403 `insufficient_permissions` without notifications.canSend. Nothing is stored.',
    ].join(' '),
    response: { 200: recipientsAnswer },
  },
};
