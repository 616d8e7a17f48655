// Webhooks of a shop (issue 37): the order events a client company's endpoints may receive, the schemas of the
// settings' webhook calls (/api/@me/webhooks…), the shapes they answer, and the order as an event carries it: the
// fields the company's own client user may see (its canView flags, the rules of orderVisibility.ts). Messages are
// i18n keys. Shared by the console's webhooks card and the server.
import { z } from 'zod';
import type { OrderDetails, OrderStageTimes } from './api.ts';
import type { CanView, OrderStatus, OrderType, PackageSize } from './enums.ts';
import { hiddenReceiver } from './orderVisibility.ts';
import { idRule, msg, pageRule, text, wholeNumber } from './schemas.ts';

// ---- Events ---------------------------------------------------------------------------------------------------------

/** The order events an endpoint may subscribe to, in the order of an order's life. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.accepted',
  'order.picked_up',
  'order.delivered',
  'order.cancelled',
  'order.hold',
  'order.driver_changed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** The event "Send test event" posts (to one endpoint, whatever its events). */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Every event name a delivery may carry. */
export type WebhookDeliveryEvent = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

/** The message key part of an event's name (`order.picked_up` → `order_picked_up`: a key without a dot). */
export const webhookEventKey = (event: string) => event.replace('.', '_');

/** A delivery's state: waiting for its first or next attempt, delivered (2xx), or given up after its retries. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Every secret starts with this (the whole secret, prefix included, is the HMAC key). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

// ---- Limits ---------------------------------------------------------------------------------------------------------

export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** Endpoints a company may hold at once (removed ones do not count). */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_DELIVERIES_PER_PAGE_MAX = 100;

export const webhookMsg = {
  url: 'settings.webhooks.validation.url',
  httpsOnly: 'settings.webhooks.validation.httpsOnly',
  privateAddress: 'settings.webhooks.validation.privateAddress',
  unresolvable: 'settings.webhooks.validation.unresolvable',
  events: 'settings.webhooks.validation.events',
} as const;

/**
 * The URL's own shape: http or https, a host, no user name or password in it, no fragment. Whether http is allowed
 * and where the host points is the server's check (its configuration, and DNS).
 */
export function webhookUrlProblem(value: string): string | null {
  if (!URL.canParse(value)) return webhookMsg.url;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return webhookMsg.url;
  if (!url.hostname || url.username || url.password || url.hash) return webhookMsg.url;
  return null;
}

const urlRule = () =>
  text(WEBHOOK_URL_MAX)
    .min(1, { error: msg.required })
    .superRefine((value, ctx) => {
      if (!value) return;
      const problem = webhookUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const eventsRule = () =>
  z
    .array(z.enum(WEBHOOK_EVENTS, { error: msg.invalid }), { error: webhookMsg.events })
    .min(1, { error: webhookMsg.events })
    .max(WEBHOOK_EVENTS.length, { error: msg.tooManyItems, params: { max: WEBHOOK_EVENTS.length } } as never)
    .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

const descriptionRule = () =>
  text(WEBHOOK_DESCRIPTION_MAX)
    .nullish()
    .transform((v) => (v ? v : null));

// ---- Calls ----------------------------------------------------------------------------------------------------------

/** POST /api/@me/webhooks/create */
export const createWebhookSchema = z.object({
  url: urlRule(),
  events: eventsRule(),
  description: descriptionRule(),
});
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;
/** What the form sends (before the schema's clean-up). */
export type CreateWebhookBody = z.input<typeof createWebhookSchema>;

/** POST /api/@me/webhooks/update: the fields given change, the others stay. */
export const updateWebhookSchema = z.object({
  id: idRule(),
  url: urlRule().optional(),
  events: eventsRule().optional(),
  description: descriptionRule().optional(),
  enabled: z.boolean({ error: msg.invalid }).optional(),
});
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;

/** POST /api/@me/webhooks/delete, /rotate-secret, /test */
export const webhookIdSchema = z.object({ id: idRule() });

/** GET /api/@me/webhooks/deliveries: newest first, of one endpoint or of all the company's. */
export const webhookDeliveriesQuerySchema = z.object({
  endpointId: idRule().optional(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: msg.invalid }).optional(),
  page: pageRule().default(1),
  perPage: wholeNumber(1, WEBHOOK_DELIVERIES_PER_PAGE_MAX).default(25),
});
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;

/** GET /api/@me/webhooks/deliveries/details */
export const webhookDeliveryIdSchema = z.object({ id: idRule() });

// ---- Answers --------------------------------------------------------------------------------------------------------

export interface WebhookEndpointRow {
  id: number;
  url: string;
  events: WebhookEventType[];
  description: string | null;
  enabled: boolean;
  /** The secret's first characters (`whsec_` + 4), to tell secrets apart; the secret itself is shown once. */
  secretPrefix: string;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  secretRotatedAt: string | null;
}

/** The answer of create and of rotate-secret: the only time the secret is sent. */
export interface WebhookEndpointWithSecret extends WebhookEndpointRow {
  secret: string;
}

export interface WebhookDeliveryRow {
  id: number;
  endpointId: number;
  endpointUrl: string;
  event: WebhookDeliveryEvent;
  orderId: number | null;
  orderNo: string | null;
  status: WebhookDeliveryStatus;
  attempts: number;
  /** When the next attempt is due (pending deliveries only). */
  nextAttemptAt: string | null;
  lastAttemptAt: string | null;
  /** The endpoint's HTTP status of the last attempt; null when it could not be reached. */
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: string | null;
  createdAt: string;
}

export interface WebhookDeliveryPage {
  items: WebhookDeliveryRow[];
  total: number;
  page: number;
  perPage: number;
}

/** One delivery with the body that is (or was) posted. */
export interface WebhookDeliveryDetails extends WebhookDeliveryRow {
  payload: unknown;
}

// ---- The order an event carries ------------------------------------------------------------------------------------

/** An order as a webhook event carries it: what the company's own client user may see of it, at the event's time. */
export interface WebhookOrder extends OrderStageTimes {
  id: number;
  orderNo: string;
  externalId: string | null;
  /** Set on a return order: the number of the order whose goods it brings back. */
  returnsOrderNo: string | null;
  type: OrderType;
  status: OrderStatus;
  cancellationReason: string | null;
  packageSize: PackageSize | null;
  region: string | null;
  createdAt: string;
  scheduledSlot: { from: string; to: string } | null;
  /** The end of the hold while the order is held. */
  onHoldUntil: string | null;
  /** The receiver's tracking page, a path of the console's address (`/track/<token>`). */
  trackingPath: string;
  receiver: OrderDetails['receiver'];
  pickupPoint: {
    locationId: number | null;
    name: string | null;
    street: string | null;
    city: string | null;
    zipCode: string | null;
  } | null;
  driver: { id: number; firstName: string; lastName: string; phone: string | null } | null;
  /** What the company pays for the delivery (minor units), with canView.orderEstimations. */
  price: { amount: number; currency: string } | null;
}

/** The body of every delivery. */
export interface WebhookPayload {
  /** The event's id: the same in every attempt and for every endpoint (the `Webhook-Id` header); deduplicate on it. */
  id: string;
  type: WebhookDeliveryEvent;
  createdAt: string;
  data: { order: WebhookOrder } | { endpointId: number; message: string };
}

/**
 * The order as a reader with these flags may see it (the rules of orderVisibility.ts): without `sensitiveData` the
 * receiver becomes "customer" in its city; without `driverInfo` no driver phone; without `orderEstimations` no price.
 * Data hashed away is hidden by whoever built the order, whatever the flags.
 */
export function visibleWebhookOrder(
  order: WebhookOrder,
  can: Pick<CanView, 'sensitiveData' | 'driverInfo' | 'orderEstimations'>,
): WebhookOrder {
  return {
    ...order,
    receiver: can.sensitiveData || order.receiver.hidden ? order.receiver : hiddenReceiver(order.receiver.city),
    driver: order.driver && !can.driverInfo ? { ...order.driver, phone: null } : order.driver,
    price: can.orderEstimations ? order.price : null,
  };
}
