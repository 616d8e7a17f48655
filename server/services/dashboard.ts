// The operations dashboard's figures (GET /api/dashboard/orders, /attention, /drivers), each on the order list's or
// the driver list's own filter, so a figure and the list its link opens count the same orders.
//
// Cost at 1M orders: today's orders are one range of orders_created_list_idx (a day's few thousand rows, grouped by
// region, status and hour in one statement), a week ago's the same range read index-only; each attention list is
// the order list's statement on the partial index of the orders still to be handled; the drivers are the online ones.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { drivers, orders, regions } from '../db/schema.ts';
import { runTextStatement } from '../db/textStatement.ts';
import { WARSAW_ZONE_SQL } from '../db/warsawDay.ts';
import { isoDate, zonedParts, zonedTimeToUtc } from '../../src/domain/timeSlots.ts';
import { ATTENTION_KINDS, type OrderStatus } from '../../src/domain/enums.ts';
import { NOT_ACCEPTED_ATTENTION_MINUTES } from '../../src/domain/constants.ts';
import type { OrderListQuery } from '../../src/domain/schemas.ts';
import {
  ATTENTION_PREVIEW_ROWS,
  DRIVER_ROAD_STATES,
  type DashboardAttention,
  type DashboardAttentionQuery,
  type DashboardDrivers,
  type DashboardOrders,
  type DashboardQuery,
  type DeliveryPunctuality,
  type StatusCounts,
} from '../../src/domain/dashboard.ts';
import { DEADLINE_TEXT, listOrders, orderListExportFilter, type OrderViewer } from './orders.ts';
import { driverListCondition } from './drivers.ts';
import type { Tenant } from './principal.ts';

const HOURS = 24;

/** A Warsaw day as the order list's range: from its midnight to 1 ms before the next (23 or 25 hours on DST days). */
function dayRange(instant: Date): { date: string; dateFrom: string; dateTo: string } {
  const parts = zonedParts(instant);
  const start = zonedTimeToUtc(parts, { hour: 0, minute: 0 });
  const next = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + 1));
  const end = zonedTimeToUtc(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
    { hour: 0, minute: 0 },
  );
  return { date: isoDate(parts), dateFrom: start.toISOString(), dateTo: new Date(end.getTime() - 1).toISOString() };
}

/** The order list's query for a day and the dashboard's filters (the status and other filters unset). */
const listQuery = (range: { dateFrom: string; dateTo: string }, filters: DashboardQuery): OrderListQuery => ({
  dateFrom: range.dateFrom,
  dateTo: range.dateTo,
  region: filters.region,
  companyIds: filters.companyIds,
  page: 1,
  perPage: 1,
  sort: 'priority',
});

const noPunctuality = (): DeliveryPunctuality => ({ onTime: 0, late: 0, lateOngoing: 0 });

interface TodayRow {
  regionId: number;
  status: OrderStatus;
  hour: number;
  orders: number;
  onTime: number;
  late: number;
  lateOngoing: number;
}

/** Today's orders by region and status, per hour, and their punctuality; a week ago's per hour. */
export async function dashboardOrders(
  db: Db,
  tenant: Tenant,
  filters: DashboardQuery,
  now = new Date(),
): Promise<DashboardOrders> {
  const day = dayRange(now);
  const lastWeekDay = dayRange(new Date(Date.parse(day.dateFrom) - 7 * 24 * 3_600_000 + 12 * 3_600_000));
  const hour = `extract(hour from created_at at time zone ${WARSAW_ZONE_SQL})::int`;
  const done = `coalesce(delivered_at, CASE WHEN status = 'finished' THEN finished_at END)`;

  const today = orderListExportFilter(listQuery(day, filters), tenant);
  const nowParam = `$${today.params.length + 1}::timestamptz`;
  const todayRows = runTextStatement<TodayRow>(db, {
    text: `SELECT region_id AS "regionId", status, ${hour} AS "hour", count(*)::int AS "orders",
        count(*) FILTER (WHERE ${done} <= ${DEADLINE_TEXT})::int AS "onTime",
        count(*) FILTER (WHERE ${done} > ${DEADLINE_TEXT})::int AS "late",
        count(*) FILTER (WHERE is_ongoing AND ${DEADLINE_TEXT} < ${nowParam})::int AS "lateOngoing"
      FROM orders WHERE ${today.text} GROUP BY 1, 2, 3`,
    params: [...today.params, now.toISOString()],
  });
  const weekAgo = orderListExportFilter(listQuery(lastWeekDay, filters), tenant);
  const weekAgoRows = runTextStatement<{ hour: number; orders: number }>(db, {
    text: `SELECT ${hour} AS "hour", count(*)::int AS "orders" FROM orders WHERE ${weekAgo.text} GROUP BY 1`,
    params: weekAgo.params,
  });
  const [rows, lastWeekRows] = [await todayRows, await weekAgoRows];

  const regionIds = [...new Set(rows.map((r) => r.regionId))];
  const names = regionIds.length
    ? await db
        .select({ id: regions.id, name: regions.name })
        .from(regions)
        .where(sql`${regions.id} = ANY (${sql.param(regionIds)}::int[])`)
    : [];
  const byRegion = new Map(
    names.map((r) => [r.id, { region: r, counts: {} as StatusCounts, total: 0, punctuality: noPunctuality() }]),
  );
  const totals = { counts: {} as StatusCounts, total: 0, punctuality: noPunctuality() };
  const perHour = {
    today: new Array<number>(HOURS).fill(0),
    lastWeek: new Array<number>(HOURS).fill(0),
    currentHour: zonedParts(now).hour,
  };
  for (const r of rows) {
    const region = byRegion.get(r.regionId);
    for (const target of region ? [region, totals] : [totals]) {
      target.counts[r.status] = (target.counts[r.status] ?? 0) + r.orders;
      target.total += r.orders;
      target.punctuality.onTime += r.onTime;
      target.punctuality.late += r.late;
      target.punctuality.lateOngoing += r.lateOngoing;
    }
    perHour.today[r.hour] += r.orders;
  }
  for (const r of lastWeekRows) perHour.lastWeek[r.hour] += r.orders;
  return {
    day,
    lastWeekDay,
    regions: [...byRegion.values()].sort((a, b) => a.region.name.localeCompare(b.region.name, 'pl')),
    totals,
    perHour,
    generatedAt: now.toISOString(),
  };
}

/** Each attention list: its total and its longest-waiting orders, as the order list answers its `attention` filter. */
export async function dashboardAttention(
  db: Db,
  viewer: OrderViewer,
  filters: DashboardAttentionQuery,
  now = new Date(),
): Promise<DashboardAttention> {
  const notAcceptedMinutes = filters.notAcceptedMinutes ?? NOT_ACCEPTED_ATTENTION_MINUTES;
  const lists = await Promise.all(
    ATTENTION_KINDS.map(async (kind) => {
      const page = await listOrders(
        db,
        {
          attention: kind,
          notAcceptedMinutes,
          region: filters.region,
          companyIds: filters.companyIds,
          page: 1,
          perPage: ATTENTION_PREVIEW_ROWS,
          sort: 'stage',
        },
        viewer,
        now,
      );
      return { kind, total: page.total, orders: page.items };
    }),
  );
  return { notAcceptedMinutes, lists, generatedAt: now.toISOString() };
}

/**
 * The online drivers (active, not blocked) per region as the driver list filters them for the caller, each in a road
 * state from its ongoing orders: carrying (one picked up or arrived), to pickup (one accepted), or free.
 */
export async function dashboardDrivers(
  db: Db,
  tenant: Tenant,
  filters: Pick<DashboardQuery, 'region'>,
  now = new Date(),
): Promise<DashboardDrivers> {
  const carrying = sql`exists (select 1 from ${orders} o where o.driver_id = ${drivers.id} and o.is_ongoing
    and o.status in ('picked_up', 'arrived'))`;
  const toPickup = sql`exists (select 1 from ${orders} o where o.driver_id = ${drivers.id} and o.is_ongoing
    and o.status = 'accepted')`;
  const state = sql<string>`case when ${carrying} then 'carrying' when ${toPickup} then 'toPickup' else 'free' end`;
  const rows = await db
    .select({ id: regions.id, name: regions.name, state, drivers: sql<number>`count(*)::int` })
    .from(drivers)
    .innerJoin(regions, eq(regions.id, drivers.regionId))
    .where(
      and(driverListCondition({ active: true, blocked: false, status: ['online'], region: filters.region }, tenant)),
    )
    .groupBy(regions.id, regions.name, state);
  const byRegion = new Map<number, DashboardDrivers['regions'][number]>();
  for (const r of rows) {
    let region = byRegion.get(r.id);
    if (!region) {
      region = {
        region: { id: r.id, name: r.name },
        online: 0,
        states: Object.fromEntries(DRIVER_ROAD_STATES.map((s) => [s, 0])) as Record<
          (typeof DRIVER_ROAD_STATES)[number],
          number
        >,
      };
      byRegion.set(r.id, region);
    }
    region.online += r.drivers;
    region.states[r.state as (typeof DRIVER_ROAD_STATES)[number]] += r.drivers;
  }
  return {
    regions: [...byRegion.values()].sort((a, b) => a.region.name.localeCompare(b.region.name, 'pl')),
    generatedAt: now.toISOString(),
  };
}
