// Push notifications to drivers: the send-notification dialog's form values, the body of POST /api/notification/send,
// and what the driver API serves. One set of rules for the dialog and the server: shortTitle at least 5 characters,
// shortBody at least 10, longTitle optional but at least 5 when given, at least one region (message "required"),
// status online / offline / all (empty = all).
import { z } from 'zod';
import { csvList, idRule, msg, QUERY_LIST_MAX, REGION_NAME_MAX, text } from './schemas.ts';
import { ALL_REGIONS } from './driverSchemas.ts';
import { NOTIFICATION_BATCH_MAX } from './constants.ts';

export const NOTIFICATION_TITLE_MIN = 5;
export const NOTIFICATION_BODY_MIN = 10;
/** Ours: upper limits (a phone's notification shows far less). */
export const NOTIFICATION_SHORT_TITLE_MAX = 100;
export const NOTIFICATION_SHORT_BODY_MAX = 500;
export const NOTIFICATION_LONG_TITLE_MAX = 150;
export const NOTIFICATION_LONG_BODY_MAX = 5000;
export { NOTIFICATION_BATCH_MAX };

/** Which drivers a notification targets by status; "all" (or nothing) means both. */
export const NOTIFICATION_STATUSES = ['all', 'online', 'offline'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

const limits = (min: number, max: number) => ({ min, max });
const requiredText = ({ min, max }: { min: number; max: number }) =>
  text(max)
    .min(1, { error: msg.required, abort: true })
    .min(min, { error: msg.minLength, params: { min } } as never);
/** Optional: blank is "not given"; when given, at least min characters. */
const optionalText = ({ min, max }: { min: number; max: number }) =>
  z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    text(max, { error: msg.invalid })
      .min(min, { error: msg.minLength, params: { min } } as never)
      .optional(),
  );

const shortTitle = requiredText(limits(NOTIFICATION_TITLE_MIN, NOTIFICATION_SHORT_TITLE_MAX));
const shortBody = requiredText(limits(NOTIFICATION_BODY_MIN, NOTIFICATION_SHORT_BODY_MAX));
const longTitle = optionalText(limits(NOTIFICATION_TITLE_MIN, NOTIFICATION_LONG_TITLE_MAX));
const longBody = optionalText(limits(1, NOTIFICATION_LONG_BODY_MAX));
/** Optional: nothing or empty is "all". */
const status = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.enum(NOTIFICATION_STATUSES, { error: msg.invalid }).optional(),
);
const regions = z
  .array(text(REGION_NAME_MAX, { error: msg.invalid }).min(1, { error: msg.invalid }), { error: msg.required })
  .min(1, { error: msg.required })
  .max(QUERY_LIST_MAX, { error: msg.tooManyItems, params: { max: QUERY_LIST_MAX } } as never);

/**
 * POST /api/notification/send: regions are region names, or ["*"] for every region; the long part is
 * stored (and shown to drivers) only when both its title and body are non-empty.
 */
export const notificationSendSchema = z.object({
  regions,
  status,
  /** Ours: only the drivers who may deliver for this company (the drivers page's company filter). */
  companyId: idRule().optional(),
  short: z.object({ title: shortTitle, body: shortBody }, { error: msg.required }),
  long: z.object({ title: longTitle, body: longBody }).optional(),
});
export type NotificationSendInput = z.infer<typeof notificationSendSchema>;

/**
 * GET /api/notification/recipients (ours): how many drivers a notification of these regions (comma-joined names, "*"
 * for every region), status and company would reach, before sending it.
 */
export const notificationRecipientsQuerySchema = z.object({
  regions: csvList(text(REGION_NAME_MAX, { error: msg.invalid }).min(1, { error: msg.invalid })).refine(
    (names) => names.length > 0,
    { error: msg.required },
  ),
  status,
  companyId: idRule().optional(),
});
export type NotificationRecipientsQuery = z.infer<typeof notificationRecipientsQuerySchema>;
export interface NotificationRecipientsResponse {
  count: number;
}

/** The dialog's values: "all regions" disables the region choices and sends "*". */
export interface NotificationFormValues {
  allRegions: boolean;
  regions: string[];
  status: NotificationStatus;
  /** Ours: only the drivers who may deliver for this company (null: every company). */
  companyId?: number | null;
  shortTitle: string;
  shortBody: string;
  longTitle: string;
  longBody: string;
}

export const emptyNotificationForm = (): NotificationFormValues => ({
  allRegions: false,
  regions: [],
  status: 'all',
  companyId: null,
  shortTitle: '',
  shortBody: '',
  longTitle: '',
  longBody: '',
});

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** The request body of the dialog's values (the long part only when both long fields are non-empty). */
export const toNotificationBody = (values: NotificationFormValues): NotificationSendInput => ({
  regions: values.allRegions ? [ALL_REGIONS] : (values.regions ?? []),
  status: values.status || 'all',
  ...(values.companyId ? { companyId: values.companyId } : {}),
  short: { title: values.shortTitle ?? '', body: values.shortBody ?? '' },
  ...(!blank(values.longTitle) && !blank(values.longBody)
    ? { long: { title: values.longTitle, body: values.longBody } }
    : {}),
});

/** Body path → the dialog's field. */
export const NOTIFICATION_FORM_FIELDS: Record<string, keyof NotificationFormValues> = {
  regions: 'regions',
  status: 'status',
  'short.title': 'shortTitle',
  'short.body': 'shortBody',
  'long.title': 'longTitle',
  'long.body': 'longBody',
};

/**
 * The dialog's rules: the body's schema, plus longTitle's minimum whenever it is typed (the long part is left out of
 * the body until both fields are filled, but a too-short long title is still an error). Field → first message.
 */
export function notificationFormIssues(
  values: NotificationFormValues,
): Map<keyof NotificationFormValues, { message: string; args: Record<string, number> }> {
  const issues = new Map<keyof NotificationFormValues, { message: string; args: Record<string, number> }>();
  const add = (
    field: keyof NotificationFormValues | undefined,
    issue: { message: string; minimum?: unknown; maximum?: unknown },
  ) => {
    if (!field || issues.has(field)) return;
    const args: Record<string, number> = {};
    if (issue.minimum !== undefined) args.min = Number(issue.minimum);
    if (issue.maximum !== undefined) args.max = Number(issue.maximum);
    issues.set(field, { message: issue.message, args });
  };
  const parsed = notificationSendSchema.safeParse(toNotificationBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      add(NOTIFICATION_FORM_FIELDS[path.slice(0, 2).join('.')] ?? NOTIFICATION_FORM_FIELDS[path[0]], issue as never);
    }
  }
  for (const [field, schema] of [
    ['longTitle', longTitle],
    ['longBody', longBody],
  ] as const) {
    const result = schema.safeParse(values[field]);
    if (!result.success) add(field, result.error.issues[0] as never);
  }
  return issues;
}

/** A notification as the driver API serves it (GET /api/driver/notifications). */
export interface DriverNotification {
  id: number;
  short: { title: string; body: string };
  long: { title: string; body: string } | null;
  createdAt: string;
  /** When the driver's app first fetched it. */
  deliveredAt: string;
}

export interface DriverNotificationsResponse {
  notifications: DriverNotification[];
}

/** POST /api/driver/notifications/ack: the ids of notifications the driver has seen. */
export const notificationAckSchema = z.object({
  ids: z
    .array(idRule(), { error: msg.required })
    .min(1, { error: msg.required })
    .max(NOTIFICATION_BATCH_MAX, { error: msg.invalid }),
});
export type NotificationAckInput = z.infer<typeof notificationAckSchema>;

export interface NotificationAckResponse {
  /** How many of the ids were the driver's and not acknowledged yet. */
  acknowledged: number;
}

/** POST /api/notification/send answers the stored notification and how many drivers it was delivered to. */
export interface NotificationSendResponse {
  notificationId: number;
  recipients: number;
}
