// The operations dashboard's figures (GET /api/dashboard/orders, /attention, /drivers), each on the order list's or
// the driver list's own filter, so a figure and the list its link opens count the same orders.
//
// Cost at 1M orders: today's orders are one range of orders_created_list_idx (a day's few thousand rows, grouped by
// region, status and hour), a week ago's the same range read index-only, both in one statement (hours by
// width_bucket, not by converting each row to the zone); each attention list is
// the order list's statement on the partial index of the orders still to be handled; the drivers are the online ones.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { drivers, regions } from '../db/schema.ts';
import { runTextStatement, sqlText } from '../db/textStatement.ts';
import { isoDate, zonedParts, zonedTimeToUtc } from '../../domain/timeSlots.ts';
import { ATTENTION_KINDS, type OrderStatus } from '../../domain/enums.ts';
import { NOT_ACCEPTED_ATTENTION_MINUTES } from '../../domain/constants.ts';
import type { OrderListQuery } from '../../domain/schemas.ts';
import {
  ATTENTION_PREVIEW_ROWS,
  DRIVER_ROAD_STATES,
  type DashboardAttention,
  type DashboardAttentionQuery,
  type DashboardDrivers,
  type DashboardOrders,
  type DashboardQuery,
  type DashboardRegionRow,
  type DeliveryPunctuality,
  type StatusCounts,
} from '../../domain/dashboard.ts';
import { listOrders, type OrderViewer } from './orders.ts';
import { DEADLINE_TEXT, orderListExportFilter } from './orderListQuery.ts';
import { driverListCondition, driverRoadState } from './drivers.ts';
import type { Tenant } from './principal.ts';

const HOURS = 24;
const REGIONS_TABLE = sqlText(sql`${regions}`);

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

/**
 * The instants at which the local hours 1 … 23 of a Warsaw day begin (a skipped hour, on the spring change, begins
 * with the next one), as ISO text: width_bucket(created_at, these) is then the local hour of an instant of the day,
 * what extract(hour from created_at at time zone 'Europe/Warsaw') gives (an autumn day's repeated hour included),
 * without converting every row to the zone: that conversion was most of each statement's time (~0.5 µs a row).
 */
function hourStarts(range: { dateFrom: string; dateTo: string }): string[] {
  const starts = new Array<string | undefined>(HOURS).fill(undefined);
  const end = Date.parse(range.dateTo) + 1;
  // Warsaw's offsets are whole hours and change at whole UTC hours: the local hour holds through each UTC hour.
  for (let t = Date.parse(range.dateFrom); t < end; t += 3_600_000) {
    const hour = zonedParts(new Date(t)).hour;
    for (let k = 1; k <= hour; k++) starts[k] ??= new Date(t).toISOString();
  }
  return starts.slice(1).map((s) => s ?? new Date(end).toISOString());
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

/** A row of dashboardOrders' statement: a group of today's orders, or an hour of a week ago (lastWeek). */
interface OrdersRow {
  lastWeek: boolean;
  regionId: number | null;
  regionName: string | null;
  status: OrderStatus | null;
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
  const done = `coalesce(delivered_at, CASE WHEN status = 'finished' THEN finished_at END)`;
  const today = orderListExportFilter(listQuery(day, filters), tenant);
  const weekAgo = orderListExportFilter(listQuery(lastWeekDay, filters), tenant);
  // One statement, one round trip (each costs the server and the database more CPU than reading these few rows):
  // today's groups with their region's name, then a week ago's hours. Both filters number their values from $1: the
  // week ago's placeholders are moved past today's values (the filter's text has no other "$").
  const params: unknown[] = [...today.params];
  const p = (value: unknown) => `$${params.push(value)}`;
  const nowParam = `${p(now.toISOString())}::timestamptz`;
  // The local hour of created_at (see hourStarts).
  const todayHour = `width_bucket(created_at, ${p(hourStarts(day))}::timestamptz[])`;
  const shift = params.length;
  const weekAgoWhere = weekAgo.text.replace(/\$(\d+)/g, (_m, n: string) => `$${Number(n) + shift}`);
  params.push(...weekAgo.params);
  const weekAgoHour = `width_bucket(created_at, ${p(hourStarts(lastWeekDay))}::timestamptz[])`;
  const rows = await runTextStatement<OrdersRow>(db, {
    text: `WITH today AS (
        SELECT region_id, status, ${todayHour} AS hour, count(*)::int AS orders,
          count(*) FILTER (WHERE ${done} <= ${DEADLINE_TEXT})::int AS on_time,
          count(*) FILTER (WHERE ${done} > ${DEADLINE_TEXT})::int AS late,
          count(*) FILTER (WHERE is_ongoing AND ${DEADLINE_TEXT} < ${nowParam})::int AS late_ongoing
        FROM orders WHERE ${today.text} GROUP BY 1, 2, 3),
      week_ago AS (SELECT ${weekAgoHour} AS hour, count(*)::int AS orders FROM orders WHERE ${weekAgoWhere} GROUP BY 1)
      SELECT false AS "lastWeek", t.region_id AS "regionId", r.name AS "regionName", t.status AS "status", t.hour AS "hour",
        t.orders AS "orders", t.on_time AS "onTime", t.late AS "late", t.late_ongoing AS "lateOngoing"
      FROM today t LEFT JOIN ${REGIONS_TABLE} r ON r.id = t.region_id
      UNION ALL SELECT true, NULL, NULL, NULL, w.hour, w.orders, 0, 0, 0 FROM week_ago w`,
    params,
  });

  const byRegion = new Map<number, DashboardRegionRow>();
  for (const r of rows)
    if (!r.lastWeek && r.regionId !== null && r.regionName !== null && !byRegion.has(r.regionId))
      byRegion.set(r.regionId, {
        region: { id: r.regionId, name: r.regionName },
        counts: {},
        total: 0,
        punctuality: noPunctuality(),
      });
  const totals = { counts: {} as StatusCounts, total: 0, punctuality: noPunctuality() };
  const perHour = {
    today: new Array<number>(HOURS).fill(0),
    lastWeek: new Array<number>(HOURS).fill(0),
    currentHour: zonedParts(now).hour,
  };
  for (const r of rows) {
    if (r.lastWeek) {
      perHour.lastWeek[r.hour] += r.orders;
      continue;
    }
    const region = r.regionId === null ? undefined : byRegion.get(r.regionId);
    for (const target of region ? [region, totals] : [totals]) {
      target.counts[r.status!] = (target.counts[r.status!] ?? 0) + r.orders;
      target.total += r.orders;
      target.punctuality.onTime += r.onTime;
      target.punctuality.late += r.late;
      target.punctuality.lateOngoing += r.lateOngoing;
    }
    perHour.today[r.hour] += r.orders;
  }
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
  const state = driverRoadState;
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
    region.states[r.state] += r.drivers;
  }
  return {
    regions: [...byRegion.values()].sort((a, b) => a.region.name.localeCompare(b.region.name, 'pl')),
    generatedAt: now.toISOString(),
  };
}
