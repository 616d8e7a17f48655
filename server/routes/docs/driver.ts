// The OpenAPI texts of the driver routes (server/routes/driver.ts): each route's summary and description, and
// the texts they share. A route spreads its entry into its schema (`schema: { tags, ...driverDocs.<route>, body }`),
// so the route file reads as routing and the prose reads here; the generated document (/api/docs) is the same.
// Each entry also carries the route's answer schemas (`response`): the serializer sends exactly their fields. The
// order steps take the Idempotency-Key header (its parameter: docs/idempotency.ts; its rules for drivers: STEP_RETRIES).
import { z } from 'zod';
import {
  DELIVER_BODY_LIMIT_BYTES,
  DELIVERY_PHOTO_CONTENT_TYPES,
  DELIVERY_PHOTO_MAX_BYTES,
  DELIVERY_RECEIVER_NAME_MAX,
  DRIVER_APP_VERSION_MAX,
  DRIVER_FAILURE_NOTE_MAX,
  DRIVER_FAILURE_REASONS,
  type DriverLocationResponse,
  type DriverMeResponse,
  type DriverOrderResponse,
  type DriverRosterItem,
  type DriverStatusResponse,
  type DriverTokenResponse,
} from '../../../domain/driverApi.ts';
import { DRIVER_STATUSES, VEHICLE_TYPES } from '../../../domain/enums.ts';
import { IDEMPOTENCY_KEEP_HOURS } from '../../../domain/idempotency.ts';
import { IDEMPOTENCY_RETRY_AFTER_SECONDS, IDEMPOTENCY_STALE_SECONDS } from '../../services/idempotency.ts';
import { driverOrderAnswer, driverProfileAnswer } from './shapes/driver.ts';
import { exchangeListAnswer, exchangeStepAnswer, stockAnswer } from './shapes/driverStock.ts';
import { driverCorrectionListAnswer, driverWalletAnswer } from './shapes/driverMoney.ts';
import { DRIVER_MONEY_MAX_PER_PAGE } from '../../../domain/driverMoney.ts';
import { describeSignInThrottle } from '../../services/rateLimits.ts';
import { NOTIFICATION_BATCH_MAX, type DriverNotification } from '../../../domain/notificationSchemas.ts';
import { STOCK_ITEM_SHAPE, STOCK_TENANT } from './stock.ts';
import type { AppConfig } from '../../config.ts';
import { PUSH_ENDPOINT_MAX, PUSH_SUBSCRIPTIONS_PER_DRIVER } from '../../../domain/driverPush.ts';
import { PUSH_MAX_AGE_MINUTES, PUSH_TTL_SECONDS } from '../../services/driverPush.ts';

const driverSessionAnswer = z
  .object({
    token: z.string(),
    expiresAt: z.iso.datetime(),
    userType: z.literal('driver'),
    driver: driverProfileAnswer,
  })
  .describe('A driver session token and the driver') satisfies z.ZodType<DriverTokenResponse>;

const driverMeAnswer = z.object({
  driver: driverProfileAnswer,
  currentOrder: driverOrderAnswer.nullable().describe('The order the driver is on, if any'),
}) satisfies z.ZodType<DriverMeResponse>;

/** Every order step answers the order after the change. */
const orderStepAnswer = z.object({ order: driverOrderAnswer }) satisfies z.ZodType<DriverOrderResponse>;

const statusAnswer = z.object({
  status: z.enum(DRIVER_STATUSES),
  at: z.iso
    .datetime()
    .describe('When the status began: the change’s time; for an unchanged status its last logged change'),
}) satisfies z.ZodType<DriverStatusResponse>;

const locationAnswer = z.object({
  at: z.iso.datetime(),
  orderId: z.number().int().nullable().describe('The order the position was logged for, or null'),
}) satisfies z.ZodType<DriverLocationResponse>;

const notificationsAnswer = z.object({
  notifications: z.array(
    z.object({
      id: z.number().int(),
      short: z.object({ title: z.string(), body: z.string() }),
      long: z.object({ title: z.string(), body: z.string() }).nullable(),
      createdAt: z.string(),
      deliveredAt: z.string().describe('When the driver’s app first fetched it'),
    }) satisfies z.ZodType<DriverNotification>,
  ),
});

const rosterAnswer = z.object({
  drivers: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      region: z.string(),
      allowedCompanyIds: z.array(z.number().int()),
      vehicleType: z.enum(VEHICLE_TYPES),
      lastKnownLocation: z.object({ lat: z.number(), lng: z.number() }).nullable(),
      activeOrderId: z.number().int().nullable().describe('The driver’s current order, if any'),
    }) satisfies z.ZodType<DriverRosterItem>,
  ),
});

const AUTH_ERRORS =
  '401 `unauthorized` without a token, 401 `session_expired` for an expired or revoked session, 401 `account_deactivated` for a deactivated driver, 403 `driver_blocked` for a blocked one (with `reason` when the block has one), 403 `driver_session_required` for a token that is not a driver’s.';
const ORDER_ERRORS = `404 \`order_not_found\`, 403 \`order_not_assigned_to_driver\` for another driver’s order, 409 \`invalid_order_transition\` when the state machine does not allow the move. ${AUTH_ERRORS}`;
/** The Idempotency-Key of the order steps (the Merchant API's rules, server/services/idempotency.ts, per driver). */
const STEP_RETRIES = [
  '**Safe retries:** send an `Idempotency-Key` header (1–255 visible ASCII characters, e.g. a UUID made when the',
  'driver tapped; 400 `validation_failed` under `idempotency-key` otherwise), and the same key when the app sends the',
  'step again (a queued step after the network came back). The first request with a key runs and its answer is kept',
  'in the step’s own transaction: the same driver sending the same key and body to this step again gets that first',
  'answer, status and body, with `Idempotent-Replayed: true`, and nothing happens a second time (no second change,',
  'audit entry, wallet entry or event), even when the server stopped before the first answer reached the phone. A',
  'refusal (a 4xx) is kept too and comes back the same. The same key with another body: 409',
  '`idempotency_key_reused`; while the first request still runs: 409 `idempotency_key_in_progress` with Retry-After:',
  `${IDEMPOTENCY_RETRY_AFTER_SECONDS}. A 5xx is not kept (a retry runs again); a first request that stopped before its`,
  `step committed frees its key for the same body after ${IDEMPOTENCY_STALE_SECONDS / 60} minutes. Keys are kept at`,
  `least ${IDEMPOTENCY_KEEP_HOURS} hours, per driver and step: another driver’s same key, or the same key on another`,
  'step, is another key. Without the header the step runs as before.',
].join(' ');
const codes = (list: readonly string[]) => list.map((code) => `\`${code}\``).join(', ');
const HOLD_NOTE =
  'On an order on hold the driver’s own hold is released by the step; a hold by an operator answers 409 `order_on_hold`.';
const EXCHANGE_STATES = [
  'Exchange statuses (the transitions are our choice): pending — an operator ordered a',
  'driver-to-driver transfer (POST /api/stock/transfer-batch-finish), waiting for the receiving driver, the amount',
  'reserved from the giving driver; in_progress — the receiving driver started the handover in the app; confirmed —',
  'the receiving driver confirmed, the stock moved (final); rejected — the receiving driver declined, nothing moved',
  '(final). pending → in_progress (start), pending | in_progress → confirmed | rejected.',
].join(' ');
const EXCHANGE_ERRORS = `404 \`stock_exchange_not_found\` (unknown, or received by another driver), 409 \`stock_exchange_not_open\` when it is already confirmed or rejected. One transaction on the locked exchange with an audit entry (actor: the driver). Answers {exchange, movementId}. ${AUTH_ERRORS}`;

const PUSH_ENDPOINT_RULE = `The endpoint must be https to a public address (as a webhook URL: checked when saved and before every push; http and private addresses only with WEBHOOKS_ALLOW_PRIVATE), at most ${PUSH_ENDPOINT_MAX} characters; 400 \`validation_failed\` with field errors otherwise.`;

export const driverDocs = {
  pushKey: {
    summary: 'The server’s Web Push key, for the phone’s subscription',
    description: `Answers {publicKey}: the VAPID public key (base64url, an uncompressed P-256 point), the applicationServerKey of PushManager.subscribe. One key pair per database, made on first use. ${AUTH_ERRORS}`,
    response: { 200: z.object({ publicKey: z.string().describe('base64url of the 65-byte public key') }) },
  },
  pushSubscribe: {
    summary: 'Turns Web Push on for this phone: the browser’s push subscription',
    description: [
      'Body: PushSubscription.toJSON()’s {endpoint, keys: {p256dh, auth}} (p256dh 65 bytes, auth 16, base64url).',
      'From then on each back-office notification to the driver that the app has not fetched within a few seconds is',
      `pushed to the phone (at most once; not when it is older than ${PUSH_MAX_AGE_MINUTES} minutes; the push service`,
      `keeps it ${PUSH_TTL_SECONDS / 60} minutes for a phone that is off), sealed for the phone (RFC 8291, aes128gcm)`,
      'and signed (RFC 8292, VAPID). Its payload is JSON {notificationId, title, body, url}. The same endpoint again',
      'replaces its keys, or moves it from the driver who used the phone before. A driver keeps at most',
      `${PUSH_SUBSCRIPTIONS_PER_DRIVER} phones: a new one ends the oldest. A subscription its push service says is gone`,
      `(404, 410) is deleted. Answers 204. ${PUSH_ENDPOINT_RULE} ${AUTH_ERRORS}`,
    ].join(' '),
    response: { 204: z.null().describe('Saved') },
  },
  pushUnsubscribe: {
    summary: 'Turns Web Push off for this phone',
    description: `Body {endpoint}. Forgets the driver’s subscription of that endpoint (nothing when there is none, or it is another driver’s). Answers 204. 400 \`validation_failed\` for a malformed endpoint. ${AUTH_ERRORS}`,
    response: { 204: z.null().describe('Forgotten') },
  },
  signIn: (config: AppConfig) => ({
    summary: 'Driver sign-in by e-mail and password; the driver goes online',
    description:
      'Answers `{token, expiresAt, userType: "driver", driver}` (`driver.status` is `online`); send the token as `Authorization: Bearer <token>` to the other /api/driver calls. ' +
      `Optional \`mobile: {version, osType?}\`: the app’s version (1–${DRIVER_APP_VERSION_MAX} printable characters) and platform (\`android\` or \`ios\`), saved on the driver in the sign-in’s transaction (the console’s driver card shows them); they replace the saved ones (an absent osType removes the saved one), the push token stays; 400 \`validation_failed\` under \`mobile.version\` / \`mobile.osType\` otherwise. ` +
      '401 `invalid_credentials` for a wrong e-mail or password alike (also for unknown e-mails, and for a deactivated or blocked driver with a wrong password); ' +
      '401 `account_deactivated` and 403 `driver_blocked` only with the right password; the 403 carries `reason`, the block’s reason as the back office wrote it, when it gave one. ' +
      describeSignInThrottle(config),
    response: { 200: driverSessionAnswer },
  }),
  refresh: {
    summary: 'Validates the driver session and returns a new token with a later expiry',
    description: AUTH_ERRORS,
    response: { 200: driverSessionAnswer },
  },
  logout: {
    summary: 'Revokes the driver session; the driver goes offline',
    description: AUTH_ERRORS,
    response: { 204: z.null().describe('Signed out') },
  },
  me: {
    summary: 'The driver’s profile and the order it is on (`currentOrder`, null when free)',
    description: `The profile’s \`status\` is \`online\` or \`offline\`. ${AUTH_ERRORS}`,
    response: { 200: driverMeAnswer },
  },
  status: {
    summary: 'The driver goes online or offline (the app’s switch)',
    description: [
      'Body `{status: "online" | "offline"}`; answers `{status, at}`. A change sets the driver’s status, logs it',
      '(driver_status_log, source `app`: the availability report) and writes the `driver.status` audit entry',
      '(before/after) in one transaction; the status the driver already has answers 200 and writes nothing (`at`: when',
      'it began). Going offline with an order in progress (accepted, picked up or arrived): 409',
      '`driver_has_active_order` (finish or hand it back first). No real-time event: the consoles read drivers’',
      `status again, as after a sign-in or logout. 400 \`validation_failed\` under \`status\`. ${AUTH_ERRORS}`,
    ].join(' '),
    response: { 200: statusAnswer },
  },
  orderOffered: {
    summary: 'Orders offered to the driver: status new, in its region, of companies it may deliver for, not on hold',
    description: `Nearest first (distanceMetres from the driver’s last position), at most 50. None (\`{orders: []}\`) while the driver is offline: offers are for online drivers. The receiver’s name and phone are left out until the driver accepts; the pick-up PIN is never sent to drivers. ${AUTH_ERRORS}`,
    response: { 200: z.object({ orders: z.array(driverOrderAnswer) }) },
  },
  orderAccept: {
    summary: 'Accepts an offered order (new → accepted); a driver carries one order at a time',
    description: [
      '409 `order_already_taken` when another driver was first (accepted, picked up, arrived, delivered or finished),',
      '409 `order_already_accepted` when it is already this driver’s, 409 `order_not_offered` (cancelled or scheduled),',
      '403 `order_not_offered_to_driver` (another region, or a company the driver may not deliver for), 409 `order_on_hold`,',
      '409 `driver_has_active_order`, 409 `driver_offline` while the driver is offline (go online first: POST',
      `/api/driver/status). Sends acceptOrder. 404 \`order_not_found\`. ${AUTH_ERRORS}`,
      STEP_RETRIES,
    ].join(' '),
    response: { 200: orderStepAnswer },
  },
  orderArriveAtPickup: {
    summary: 'Records the driver’s arrival at the pickup point (the status stays accepted)',
    description: `409 \`order_has_no_pickup_point\`, 409 \`order_not_ready_for_pick_up\` (not accepted), 409 \`driver_already_at_pickup\`. ${HOLD_NOTE} Sends editOrder. ${ORDER_ERRORS} ${STEP_RETRIES}`,
    response: { 200: orderStepAnswer },
  },
  orderPickUp: {
    summary: 'Picks the order up with the pick-up PIN (accepted → picked_up)',
    description: [
      'The PIN is not part of the driver API: the pickup point’s staff see it (console order details, pick-up PIN) and tell it to the driver at the counter.',
      'An order without a PIN (a return order, picked up from a customer) is picked up without `verificationCode`.',
      '409 `order_not_ready_for_pick_up` (not waiting for pick-up), 409 `driver_not_at_pickup` (arrive-at-pickup first), 422 `incorrect_verification_code` (wrong or missing PIN).',
      `${HOLD_NOTE} Sends editOrder. ${ORDER_ERRORS}`,
      STEP_RETRIES,
    ].join(' '),
    response: { 200: orderStepAnswer },
  },
  orderArrive: {
    summary:
      'The driver is at the receiver (picked_up → arrived; accepted → arrived for an order without a pickup point)',
    description: `409 \`order_not_picked_up\`. ${HOLD_NOTE} Sends arriveOrder. ${ORDER_ERRORS} ${STEP_RETRIES}`,
    response: { 200: orderStepAnswer },
  },
  orderDeliver: {
    summary: 'Delivers the order (arrived or picked_up → delivered); books the driver’s payout (wallet ride_added)',
    description: [
      'Body `{orderId, proof?}`. The proof of delivery, optional (a delivery without it stays as before):',
      `\`proof.receiverName\` (who took the package, 1–${DELIVERY_RECEIVER_NAME_MAX} characters, trimmed, no NUL) and`,
      `optionally \`proof.photo\` \`{contentType, data}\` (\`contentType\` ${DELIVERY_PHOTO_CONTENT_TYPES.join(', ')}; \`data\` the image`,
      `as canonical base64 of at most ${DELIVERY_PHOTO_MAX_BYTES} bytes decoded, 1 MB). The photo is checked by its`,
      'bytes, each refusal under `proof.photo.data`: 400 `validation_failed` with `validation.invalid` for text that is',
      'not canonical base64 and with `validation.photoTooLarge` for a photo over the limit, 400',
      '`delivery_photo_not_image` when the bytes are no JPEG (FF D8 FF), PNG (89 50 4E 47 …) or WebP',
      '(RIFF….WEBP), 400 `delivery_photo_type_mismatch` when they are another of those than `contentType`. This route’s',
      `body may be up to ${DELIVER_BODY_LIMIT_BYTES} bytes (413 \`payload_too_large\` beyond). The proof is stored in`,
      'the step’s transaction, so a replay with the same Idempotency-Key stores nothing again; the `order.deliver` audit',
      'entry records `proof: {receiverName, photoBytes}` (never the bytes). The console shows it in the order’s details',
      '(`deliveryProof`) and the photo through GET /api/order/delivery-proof/photo.',
      `409 \`order_not_picked_up\`. ${HOLD_NOTE} Sends deliverOrder. ${ORDER_ERRORS} ${STEP_RETRIES}`,
    ].join(' '),
    response: { 200: orderStepAnswer },
  },
  orderFinish: {
    summary: 'Closes a delivered order (delivered → finished)',
    description: `Sends finishOrder. ${ORDER_ERRORS} ${STEP_RETRIES}`,
    response: { 200: orderStepAnswer },
  },
  orderHold: {
    summary: 'Puts the driver’s order on hold with a note (until holdOrderTill, or until released)',
    description: `The note is the on-hold flag’s tooltip in the console. 409 \`order_is_not_ongoing\`, 409 \`order_already_on_hold\`. The next step of the driver releases the hold. Sends delayingDelivery. ${ORDER_ERRORS} ${STEP_RETRIES}`,
    response: { 200: orderStepAnswer },
  },
  orderFail: {
    summary: 'The driver cannot complete its order: cancelled with the driver’s reason (a return order when picked up)',
    description: [
      `Body \`{orderId, reason, note?}\`; \`note\` up to ${DRIVER_FAILURE_NOTE_MAX} characters (trimmed; no NUL), required`,
      'when the reason is `OTHER` (400 `validation_failed` under `note`). The reasons depend on the order’s stage:',
      `waiting for pick-up (accepted, with a pickup point; after POST /arrive-at-pickup, else 409 \`driver_not_at_pickup\`):`,
      `${codes(DRIVER_FAILURE_REASONS.toBePickedUp)}; in delivery (picked up or arrived, or accepted without a pickup`,
      `point): ${codes(DRIVER_FAILURE_REASONS.inDelivery)}. A reason of the other stage, or none of these: 400`,
      '`validation_failed` under `reason`. An order of the driver not in those stages: 409 `order_is_not_ongoing`.',
      'The effect is the operator’s cancel (POST /api/order/cancel) with that reason and the note as its comment, done',
      'by the driver: the order becomes cancelled (never renewed); goods already picked up go back by a return order',
      '(a new order from the receiver to the pickup point, its number in the order’s returnsOrderNo); the driver is paid',
      'as the cancel’s default does (when the goods were picked up). One transaction, with the `order.cancel` audit entry',
      '(actor: the driver), and so the company’s webhooks get `order.cancelled` (and `order.created` of the return',
      'order). The driver is free again: it can accept another order. Sends cancelOrder (and newOrder of the return',
      `order). Answers the order after the change (status cancelled). ${HOLD_NOTE} ${ORDER_ERRORS}`,
      STEP_RETRIES,
    ].join(' '),
    response: { 200: orderStepAnswer },
  },
  location: {
    summary: 'A location ping: the driver’s last position and a point of its current order’s route',
    description: `Answers \`{at, orderId}\`. With an order the consoles that may see its route get driverLocationChange \`{orderId, driverId, lat, lng, at}\` (the route map and the live operations map move the driver); without one nothing is sent. ${AUTH_ERRORS}`,
    response: { 200: locationAnswer },
  },
  notifications: {
    summary:
      'The driver’s push notifications not acknowledged yet (oldest first); the first fetch stamps them delivered',
    description: `Answers \`{notifications: [{id, short {title, body}, long {title, body} | null, createdAt, deliveredAt}]}\`, at most ${NOTIFICATION_BATCH_MAX}. A notification comes back on every fetch until acknowledged (an app that crashed before acknowledging gets it again); \`deliveredAt\` keeps the first fetch. ${AUTH_ERRORS}`,
    response: { 200: notificationsAnswer },
  },
  notificationsAck: {
    summary: 'Acknowledges the driver’s notifications of these ids',
    description: `Body \`{ids}\` (1 to ${NOTIFICATION_BATCH_MAX} notification ids). Answers \`{acknowledged}\`: how many were the driver’s and not acknowledged yet; other ids are ignored. 400 \`validation_failed\`. ${AUTH_ERRORS}`,
    response: {
      200: z.object({
        acknowledged: z.number().int().describe('The ids that were the driver’s and not acknowledged yet'),
      }),
    },
  },
  stock: {
    summary: 'A driver’s stock: operators name the driver (driverId); a driver’s own session reads its own',
    description: [
      'Answers {stock}: a map by product id of the products the driver holds (amount above 0).',
      STOCK_ITEM_SHAPE,
      'Operators (console): query driverId required (400 `validation_failed` without it); needs stock.canAccessPage or',
      'drivers.canAccessPage (the drivers page’s expanded row shows the stock too), 403 `insufficient_permissions`',
      'otherwise; only products of the operator’s companies; 404 `driver_not_found`.',
      STOCK_TENANT,
      'Drivers (driver API, a driver token): the driver’s own stock of every company; driverId is ignored.',
      AUTH_ERRORS,
    ].join(' '),
    response: { 200: stockAnswer },
  },
  stockExchanges: {
    summary: 'The stock exchanges the driver receives that are still open (pending, in_progress), newest first',
    description: `Answers {items: [{id, driverId, driverName, givingDriverId, givingDriverName, productId, productName, amount, status, createdAt, startedAt, rejectedAt, confirmedAt}]}. ${EXCHANGE_STATES} ${AUTH_ERRORS}`,
    response: { 200: exchangeListAnswer },
  },
  stockExchangeStart: {
    summary: 'The receiving driver starts the handover of a stock exchange (pending → in_progress)',
    description: `Body {exchangeId}. Starting one already in_progress changes nothing and answers it as it is (a retried call). ${EXCHANGE_STATES} ${EXCHANGE_ERRORS}`,
    response: { 200: exchangeStepAnswer },
  },
  stockExchangeConfirm: {
    summary: 'The receiving driver confirms a stock exchange (pending | in_progress → confirmed): the stock moves',
    description: [
      'Body {exchangeId}. The amount moves from the giving driver to the receiving one under the balance locks, with a',
      'ledger row ambassadorToDriver when the giver is an ambassador, else driverToDriver (exchange_id set, created_by',
      'the operator who ordered the transfer); serials move with the amount. 409 `insufficient_stock` when the giving',
      'driver no longer has the amount (e.g. delivered it with an order): the exchange stays open and may be rejected.',
      `movementId is the ledger row. ${EXCHANGE_STATES} ${EXCHANGE_ERRORS}`,
    ].join(' '),
    response: { 200: exchangeStepAnswer },
  },
  stockExchangeReject: {
    summary: 'The receiving driver declines a stock exchange (pending | in_progress → rejected); nothing moves',
    description: `Body {exchangeId}. The giving driver’s reservation ends. ${EXCHANGE_STATES} ${EXCHANGE_ERRORS}`,
    response: { 200: exchangeStepAnswer },
  },
  wallet: {
    summary: 'The driver’s own wallet entries of the current settlement (the open payout week) and its balance',
    description: [
      'Answers `{period: {from, to}, balance: [{currency, amount, entries}], items, total, page, perPage}`. The current',
      'settlement is the payout week that began on Monday 00:00 Europe/Warsaw (`period`, to the next Monday 00:00); its',
      'entries are the driver’s own entries created in it that are neither settled (settledAt, stamped by the payout',
      'run) nor deleted, as the back office’s wallet counts them (GET /api/wallet/list `settled`). `balance`: their sum',
      'per currency (integer minor units: grosze for pln, haléře for czk), none without entries. `items`: newest first,',
      `paged (\`page\` from 1, \`perPage\` 1–${DRIVER_MONEY_MAX_PER_PAGE}, default 50; 400 \`validation_failed\` otherwise),`,
      'each `{id, no, type, payoutDriver, currency, reason, orderId, orderNo, correctionId, comment, createdAt}`:',
      '`reason` is what the system booked it for ({kind: delivered} at delivery, {kind: cancelled, reason},',
      '{kind: correction, category} for an accepted correction, {kind: weeExchange}; null for an entry made by hand),',
      '`comment` the back office’s comment. What the client pays (payoutClient) and who booked an entry are not shown to',
      `drivers. Only the session’s driver’s entries. ${AUTH_ERRORS}`,
    ].join(' '),
    response: { 200: driverWalletAnswer },
  },
  corrections: {
    summary: 'The driver’s own corrections (POST /api/driver/correction), newest first, with their decisions',
    description: [
      'Answers `{items, total, page, perPage}`; each item `{id, orderId, orderNo, companyName, category, status, data,',
      'packageSize, driversComment, suggestedCorrectionPay, acceptedAmount, currency, createdAt, decidedAt,',
      'rejectionReason, comment}`: `status` pending (waiting for the back office), accepted (`acceptedAmount` booked in',
      'the wallet as an entry of type correction) or rejected (`rejectionReason`); `comment` is the decision’s note.',
      `Paged as GET /api/driver/wallet (\`page\`, \`perPage\` 1–${DRIVER_MONEY_MAX_PER_PAGE}). Only the session’s`,
      `driver’s corrections; who decided is not shown. ${AUTH_ERRORS}`,
    ].join(' '),
    response: { 200: driverCorrectionListAnswer },
  },
  roster: {
    summary: 'Drivers who can sign in to the driver API (active, not blocked), for the driver simulator',
    description:
      'An operator call (drivers.canAccessPage), limited to the operator’s regions; never returns passwords. Each item carries the driver’s region, allowed companies, last position and `activeOrderId`. 403 `insufficient_permissions`.',
    response: { 200: rosterAnswer },
  },
};
