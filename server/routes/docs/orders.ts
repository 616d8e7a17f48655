// The OpenAPI texts of the orders routes (server/routes/orders.ts): each route's summary and description, and
// the texts they share. A route spreads its entry into its schema (`schema: { tags, ...ordersDocs.<route>, body }`),
// so the route file reads as routing and the prose reads here; the generated document (/api/docs) is the same.
// Each entry also carries the route's answer schemas (`response`): the serializer sends exactly their fields.
import { z } from 'zod';
import { ORDER_AUDIT_ACTOR_KINDS, type OrderAuditEntry, type OrderLocationHistory } from '../../../domain/api.ts';
import { ORDER_STATUSES } from '../../../domain/enums.ts';
import { ORDER_LIST_EXPORT_FILE } from '../../../domain/fileNames.ts';
import {
  NOT_ACCEPTED_NOTICE_DAYS,
  NOT_ACCEPTED_NOTICE_MAX,
  type NotAcceptedOrders,
} from '../../../domain/notAcceptedOrders.ts';
import { ORDER_LIST_EXPORT_COLUMNS } from '../../services/reports/orderList.ts';
import { orderDetailsAnswer, orderListAnswer } from './shapes/orders.ts';
import { fileAnswer } from './shapes/files.ts';
import { DELIVERY_PHOTO_CONTENT_TYPES } from '../../../domain/driverApi.ts';

const auditActor = z.object({
  kind: z.enum(ORDER_AUDIT_ACTOR_KINDS),
  name: z
    .string()
    .nullable()
    .describe(
      'An operator’s login, a driver’s first and last name (only with canView.driverInfo), a client user’s name, ' +
        'an API key’s name; null for the kind alone (a driver without the flag, the simulator, the system). ' +
        'Never an e-mail.',
    ),
});

const auditAnswer = z.array(
  z.object({
    id: z.number().int(),
    at: z.string().describe('ISO time'),
    action: z.string().describe('What was done, e.g. order.hold'),
    actor: auditActor.describe('Who acted, as the caller may see them'),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    driverChange: z
      .object({ from: auditActor.nullable(), to: auditActor.nullable() })
      .optional()
      .describe(
        'order.changeDriver only: the driver before (null: none) and after, named as a driver actor is ' +
          '(a name only with canView.driverInfo)',
      ),
  }),
) satisfies z.ZodType<OrderAuditEntry[]>;

const latLng = z.object({ lat: z.number(), lng: z.number() });

const notAcceptedAnswer = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      orderNo: z.string(),
      company: z.object({ id: z.number().int(), name: z.string() }),
      reason: z.enum(['ORDER_NOT_ACCEPTED_IN_5_MIN', 'ORDER_NOT_ACCEPTED_IN_X_MIN']),
      minutes: z.number().int().describe('How long the order waited for a driver, in minutes'),
      createdAt: z.string().describe('ISO time'),
      cancelledAt: z.string().describe('ISO time'),
    }),
  ),
  since: z.string().describe('ISO time: the start of the window'),
}) satisfies z.ZodType<NotAcceptedOrders>;

const locationHistoryAnswer = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  driverId: z.number().int().nullable(),
  driverLocationLog: z.array(latLng.extend({ loggedAt: z.string() })).describe('The driver’s positions, oldest first'),
  pickupPoint: latLng.nullable(),
  receiver: latLng.nullable().describe('Null when the receiver is hidden'),
}) satisfies z.ZodType<OrderLocationHistory>;

export const ordersDocs = {
  list: {
    summary: 'The operator order list, paginated and sorted on the server',
    description: [
      'Filters: `status` is comma-joined (`all` = every status), `companyIds` in bracket format,',
      '`region` is a region name, `dateFrom`/`dateTo` bound the creation time (ISO with offset; `dateTo` is inclusive',
      'to the millisecond: an order created at 23:59:59.9995 is within a `dateTo` of 23:59:59.999).',
      'Our own choices: `globalIdSearch` matches order no, returns order no, external id or id',
      'and ignores the date range (an operator on the phone looks for an order whatever its day);',
      '`attention` (notAccepted, holdExpired, lateForSlot, stuckInStage) lists one of the dashboard’s attention lists',
      'whatever the creation date (the range is not applied): waiting in `new` longer than `notAcceptedMinutes`',
      '(1–1440, default 3), held past the hold’s end and not released, ongoing past the delivery promise (the slot’s',
      'end, or 180 minutes after creation), ongoing in one stage over 720 minutes;',
      '`showPastActiveOrders=true` adds ongoing orders created before `dateFrom`; `sort=priority` (default) orders',
      'by status priority (new 99 … finished 0) then longest time in stage, `sort=stage` by stage.beganAt ascending',
      'then createdAt descending. A client user sees its own company only; an operator its assigned companies and regions.',
      'Answers `{items, total, page, perPage}`; `total` is exact (whole days of the range are read from per-day',
      "counts kept in the orders' transactions, so a week costs as little as a day).",
    ].join(' '),
    response: { 200: orderListAnswer },
  },
  listExport: {
    summary:
      'Every order the list shows with these filters, as a CSV file (ours: the list\'s "all matching rows" download)',
    description: [
      'The filters of GET /order/list (status, companyIds, region, dateFrom/dateTo, globalIdSearch, productId,',
      'showPastActiveOrders; page, perPage and sort are ignored): every matching row, newest first, with the same tenant',
      '(a client user its company; an operator its companies, regions and locations). With `orderIds` (at most 500; the',
      'console\'s "this page"), exactly those orders of the tenant, in that order, whatever the filters: the same columns',
      'and cells as the download of every row. Streamed from a database cursor',
      'like the reports (UTF-8 with a byte-order mark, CRLF, RFC 4180 quoting, formula-looking cells defused), so a long',
      `range keeps the server's memory flat. File: ${ORDER_LIST_EXPORT_FILE}. \`separator=semicolon\` separates with \`;\``,
      'and writes decimal commas; `lang=pl|en|cz` writes the header line, the statuses and the cancellation reasons in',
      'that language (else the snake_case keys and the codes). Times are Warsaw local `yyyy-MM-dd HH:mm`.',
      'Fields behind flags only for a caller who may see them: `company` for operators, `price` and `currency` with',
      'canView.orderEstimations, `driver_payout` with canView.driverPayout, `last_comment` with canView.comments; the',
      'receiver as the expanded row shows it (without canView.sensitiveData or once hashed: hidden, only the city).',
      'Needs orders.canAccessPage: 403 `insufficient_permissions`. 400 `validation_failed` with field errors.',
      `Columns: ${ORDER_LIST_EXPORT_COLUMNS.map((c) => `\`${c.name}\` ${c.description}`).join('; ')}.`,
    ].join(' '),
    response: { 200: fileAnswer('text/csv', `The CSV file (${ORDER_LIST_EXPORT_FILE})`) },
  },
  details: {
    summary: 'The expanded row of an order, with the caller’s canView flags applied on the server',
    description: [
      'Chosen by us. Parts a flag does not allow are null:',
      'codes (pinCode), estimations (orderEstimations; the driver payout also needs driverPayout), driverInfo (driverInfo),',
      'comments (comments), holds (holdOrder). Receiver data is replaced by "customer" when hashed or without',
      'sensitiveData (the city stays), and so are pesel numbers of the products. `deliveryProof` is the proof the',
      'driver gave at delivery (POST /api/driver/order/deliver): who took the package and whether there is a photo, the',
      'name "customer" and no photo when the receiver is hidden. 404 `order_not_found` for another tenant.',
    ].join(' '),
    response: { 200: orderDetailsAnswer },
  },
  deliveryProofPhoto: {
    summary: 'The photo the driver took at delivery (the proof of delivery), as an image',
    description: [
      'Chosen by us. The bytes the driver’s app sent (JPEG, PNG or WebP, at most 1 MB, checked by their first bytes at',
      'delivery) with their own type, `x-content-type-options: nosniff` and `cache-control: private, max-age=3600`.',
      'The order details’ rule: the caller’s orders only (a client user and an API key their company’s; an operator',
      'its companies, regions and pickup points), 404 `order_not_found` otherwise; the photo is the receiver’s personal',
      'data: 403 `forbidden` without orders.canView.sensitiveData (which a client user has, and an API key’s `api`',
      'account type has not by default: its details show the receiver and the proof’s name as "customer" too). 404',
      '`delivery_proof_not_found` when the order has no',
      'photo of its delivery (none given, or the receiver’s data hashed away); `deliveryProof.hasPhoto` of GET',
      '/order/details says whether there is one to open.',
    ].join(' '),
    response: {
      200: {
        description: 'The photo (image/jpeg, image/png or image/webp)',
        content: Object.fromEntries(
          DELIVERY_PHOTO_CONTENT_TYPES.map((type) => [
            type,
            { schema: z.any().meta({ type: 'string', format: 'binary', description: 'The photo' }) },
          ]),
        ),
      },
    },
  },
  audit: {
    summary: 'The audit trail of an order (who did what, when), oldest first, at most 200 entries',
    description:
      'Chosen by us, for the expanded row. Comments need canView.comments, hold notes canView.holdOrder and the proof of delivery (`proof` of order.deliver: the receiver’s name) canView.sensitiveData; codes are never included. 404 `order_not_found`.',
    response: { 200: auditAnswer },
  },
  locationHistory: {
    summary: 'The order with its driver location log (oldest first), for the route map',
    description:
      'Needs orders.canView.orderRoute. `locationHistory=true` is accepted and ignored. 404 `order_not_found`.',
    response: { 200: locationHistoryAnswer },
  },
  labelsByOrderId: {
    summary: 'The shipping label of an order as a PDF ({orderId}_order_label.pdf)',
    description:
      'A6 PDF: order no, a Code 128 barcode of it, pickup and delivery addresses (the receiver as "customer" without sensitiveData), package size and slot. 409 `order_has_no_pickup_point`, 404 `order_not_found`.',
    response: { 200: fileAnswer('application/pdf', 'The label ({orderId}_order_label.pdf)') },
  },
  notAccepted: {
    summary: 'Orders cancelled because no driver accepted them in time, newest first (ours: the console’s notices)',
    description: [
      `Our choice. The caller’s orders (a client user its company; an operator its companies, regions and locations)`,
      `cancelled by the auto-cancel sweep (ORDER_NOT_ACCEPTED_IN_5_MIN, ORDER_NOT_ACCEPTED_IN_X_MIN) in the last`,
      `${NOT_ACCEPTED_NOTICE_DAYS} days, newest cancellation first, at most ${NOT_ACCEPTED_NOTICE_MAX}. Derived from the`,
      'orders (their cancellation reason and time), nothing stored apart; no personal data. `minutes` is how long the',
      'order waited: 5, or the company’s current cancelOrderAfter in whole minutes for the X-minutes reason. The',
      'console reads it again on the real-time event `notAcceptedOrder`. Needs orders.canAccessPage.',
    ].join(' '),
    response: { 200: notAcceptedAnswer },
  },
};
