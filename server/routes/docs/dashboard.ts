// The OpenAPI texts and answer schemas of the dashboard routes (server/routes/dashboard.ts).
import { z } from 'zod';
import { ATTENTION_KINDS, ORDER_STATUSES } from '../../../domain/enums.ts';
import {
  DRIVER_ROAD_STATES,
  type DashboardAttention,
  type DashboardDrivers,
  type DashboardOrders,
} from '../../../domain/dashboard.ts';
import { orderListItemAnswer } from './shapes/orders.ts';

const region = z.object({ id: z.number().int(), name: z.string() });
const counts = z.partialRecord(z.enum(ORDER_STATUSES), z.number().int()).describe('Orders per status');
const punctuality = z
  .object({
    onTime: z.number().int().describe('Delivered within the promise (the slot’s end, or 180 min from creation)'),
    late: z.number().int().describe('Delivered after it'),
    lateOngoing: z.number().int().describe('Not delivered yet and already past it'),
  })
  .describe('Today’s orders as the list’s “realized within” column judges them');
const dayRange = z.object({
  date: z.string().describe('YYYY-MM-DD in Europe/Warsaw'),
  dateFrom: z.string().describe('The day’s start (ISO), the order list’s dateFrom'),
  dateTo: z.string().describe('The day’s last millisecond (ISO), the order list’s dateTo'),
});

const ordersAnswer = z.object({
  day: dayRange,
  lastWeekDay: dayRange,
  regions: z.array(z.object({ region, counts, total: z.number().int(), punctuality })),
  totals: z.object({ counts, total: z.number().int(), punctuality }),
  perHour: z.object({
    today: z.array(z.number().int()).describe('24 counts, by local hour of creation'),
    lastWeek: z.array(z.number().int()).describe('24 counts of the same weekday a week ago'),
    currentHour: z.number().int().describe('The hour now in Europe/Warsaw (0–23)'),
  }),
  generatedAt: z.string(),
}) satisfies z.ZodType<DashboardOrders>;

const attentionAnswer = z.object({
  notAcceptedMinutes: z.number().int(),
  lists: z.array(
    z.object({
      kind: z.enum(ATTENTION_KINDS),
      total: z.number().int(),
      orders: z.array(orderListItemAnswer).describe('The longest in their stage first, at most 5'),
    }),
  ),
  generatedAt: z.string(),
}) satisfies z.ZodType<DashboardAttention>;

const driversAnswer = z.object({
  regions: z.array(
    z.object({
      region,
      online: z.number().int(),
      states: z.record(z.enum(DRIVER_ROAD_STATES), z.number().int()),
    }),
  ),
  generatedAt: z.string(),
}) satisfies z.ZodType<DashboardDrivers>;

const FILTERS =
  'Filters: `region` (a region name) and `companyIds` (bracket format), as the order list’s; the caller’s reach ' +
  'applies as everywhere (a client user sees its own company).';

export const dashboardDocs = {
  orders: {
    summary: 'Today’s orders by status per region, per hour against a week ago, on time against late',
    description: [
      'Today is the current day in Europe/Warsaw. Each count equals the order list’s total for the same filters with',
      '`dateFrom`/`dateTo` of `day`, the status (and region) of the figure and `showPastActiveOrders=false`.',
      '`perHour.lastWeek` is the same weekday seven days ago, the whole day.',
      `${FILTERS} Errors: 400 \`validation_failed\`, 401, 403 \`insufficient_permissions\` without the orders page.`,
    ].join(' '),
    response: { 200: ordersAnswer },
  },
  attention: {
    summary: 'The orders that need someone: four attention lists with their totals and first orders',
    description: [
      'notAccepted: waiting in `new` longer than `notAcceptedMinutes` (1–1440, default 3) since creation or renewal;',
      'holdExpired: ongoing, held, the hold’s end passed and not released; lateForSlot: ongoing past the delivery',
      'promise (the slot’s end, or 180 minutes after creation); stuckInStage: ongoing in one stage over 720 minutes.',
      'Whatever the creation date. Each list’s total equals the order list’s with `attention=<kind>` and the same',
      'filters; its orders are that list’s first five sorted by stage, each shown as the caller’s canView flags allow.',
      `${FILTERS} Errors: 400 \`validation_failed\`, 401, 403 \`insufficient_permissions\` without the orders page.`,
    ].join(' '),
    response: { 200: attentionAnswer },
  },
  drivers: {
    summary: 'The online drivers per region and their state: free, heading to a pickup, carrying',
    description: [
      'Active, unblocked, online drivers as GET /driver/list finds them for the caller (its regions), by region;',
      'carrying: an ongoing order picked up or arrived; toPickup: one accepted; free: none. `region` filters.',
      'Errors: 400 `validation_failed`, 401, 403 `insufficient_permissions` without the drivers page.',
    ].join(' '),
    response: { 200: driversAnswer },
  },
};
