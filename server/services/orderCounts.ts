// The order list's day counts (schema.ts orderDayCounts): the whole Warsaw days of a date range, which the total
// reads from order_day_counts + order_day_count_changes instead of counting every order of the range; folding the
// changes into the counts; and a full recount (bulk loads, which bypass the triggers).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { isoDate, zonedParts, zonedTimeToUtc } from '../../domain/timeSlots.ts';
import { WARSAW_ZONE_SQL } from '../db/warsawDay.ts';

/** Whole Warsaw days inside a range: dates [firstDay, endDay) and their instants [start, end). */
export interface WholeDays {
  firstDay: string;
  endDay: string;
  start: Date;
  end: Date;
}

type CalendarDate = { year: number; month: number; day: number };
const MIDNIGHT = { hour: 0, minute: 0 };
const nextDate = (d: CalendarDate): CalendarDate => {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

/** Ranges computed lately: consoles ask for the same few ranges again and again (12–17 µs of time-zone math each). */
const recentRanges = new Map<string, WholeDays | null>();
const RECENT_RANGES_MAX = 64;

/**
 * The whole Warsaw days (00:00 to 00:00, 23 or 25 hours on the days the clocks change) within [from, toExclusive),
 * or null when the range holds none.
 */
export function wholeWarsawDays(from: Date, toExclusive: Date): WholeDays | null {
  const key = `${from.getTime()}|${toExclusive.getTime()}`;
  const known = recentRanges.get(key);
  if (known !== undefined) return known;
  const days = computeWholeDays(from, toExclusive);
  if (recentRanges.size >= RECENT_RANGES_MAX) recentRanges.clear();
  recentRanges.set(key, days);
  return days;
}

function computeWholeDays(from: Date, toExclusive: Date): WholeDays | null {
  const fromDate = zonedParts(from);
  const fromMidnight = zonedTimeToUtc(fromDate, MIDNIGHT);
  const first = fromMidnight.getTime() === from.getTime() ? fromDate : nextDate(fromDate);
  // The day toExclusive falls on ends the whole days (its midnight is at or before toExclusive).
  const last = zonedParts(toExclusive);
  const firstDay = isoDate(first);
  const endDay = isoDate(last);
  if (firstDay >= endDay) return null;
  return { firstDay, endDay, start: zonedTimeToUtc(first, MIDNIGHT), end: zonedTimeToUtc(last, MIDNIGHT) };
}

/**
 * Folds the changes into the counts, in one statement: the changes it sees are deleted and added to their rows.
 * Safe in several processes at once (one folds at a time under a transaction-scoped advisory lock; the others skip),
 * and exact meanwhile: a total reads both tables in one snapshot, before or after a fold.
 */
export async function foldOrderDayCounts(db: Db): Promise<number> {
  const result = await db.execute(sql`
    WITH lock AS MATERIALIZED (SELECT pg_try_advisory_xact_lock(727003) AS held),
    moved AS (
      DELETE FROM order_day_count_changes WHERE (SELECT held FROM lock)
      RETURNING day, company_id, region_id, status, delta
    ),
    sums AS (SELECT day, company_id, region_id, status, sum(delta)::int AS orders FROM moved GROUP BY 1, 2, 3, 4),
    upserted AS (
      INSERT INTO order_day_counts AS c (day, company_id, region_id, status, orders)
      SELECT * FROM sums ORDER BY 1, 2, 3, 4
      ON CONFLICT (day, company_id, region_id, status) DO UPDATE SET orders = c.orders + excluded.orders
    )
    SELECT count(*)::int AS changes FROM moved`);
  return (result as unknown as { rows: { changes: number }[] }).rows[0]?.changes ?? 0;
}

/**
 * The counts computed again from the orders: what a load that bypassed the triggers (the bulk seed, with
 * session_replication_role = replica) runs afterwards, in its transaction, after `LOCK TABLE orders IN SHARE MODE`
 * (no order written meanwhile, so nothing is counted twice or missed).
 */
export const RECOUNT_ORDER_DAYS = [
  'DELETE FROM order_day_count_changes',
  'DELETE FROM order_day_counts',
  `INSERT INTO order_day_counts (day, company_id, region_id, status, orders)
   SELECT (created_at AT TIME ZONE ${WARSAW_ZONE_SQL})::date, company_id, region_id, status, count(*)::int
   FROM orders GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
];
