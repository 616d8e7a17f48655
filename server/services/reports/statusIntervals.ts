// The online/offline intervals of drivers from driver_status_log, for driverActivity and driverAvailability: the
// status each driver had when the range began (its last change before it), then every change within the range; an
// interval lasts until the next change, the end of the range or now, whichever comes first.
/**
 * CTEs `bounds` (lo, hi, cap = least(hi, now())), `drv` (the drivers in scope) and `intervals` (driver_id, status,
 * source, since — the time of the change, which may lie before the range —, s, e — clipped to [lo, cap] —, ongoing).
 */
export function intervalCtes(lo: string, hi: string, driverConditions: string[]): string {
  return `bounds AS MATERIALIZED (
  SELECT b.lo, b.hi, least(b.hi, now()) AS cap FROM (SELECT ${lo} AS lo, ${hi} AS hi) b
),
drv AS MATERIALIZED (
  SELECT d.* FROM drivers d WHERE ${driverConditions.length ? driverConditions.join(' AND ') : 'true'}
),
changes AS (
  SELECT d.id AS driver_id, prev.status, prev.source, prev.at AS since, b.lo AS at, 0::bigint AS seq
  FROM drv d CROSS JOIN bounds b
  CROSS JOIN LATERAL (
    SELECT l.status, l.source, l.at FROM driver_status_log l
    WHERE l.driver_id = d.id AND l.at < b.lo ORDER BY l.at DESC, l.id DESC LIMIT 1
  ) prev
  UNION ALL
  SELECT l.driver_id, l.status, l.source, l.at, l.at, l.id
  FROM driver_status_log l JOIN drv d ON d.id = l.driver_id CROSS JOIN bounds b
  WHERE l.at >= b.lo AND l.at < b.hi
),
intervals AS (
  SELECT x.driver_id, x.status, x.source, x.since, x.at AS s, least(coalesce(x.next_at, b.cap), b.cap) AS e,
         (x.next_at IS NULL OR x.next_at > b.cap) AND b.cap < b.hi AS ongoing
  FROM (
    SELECT c.*, lead(c.at) OVER (PARTITION BY c.driver_id ORDER BY c.at, c.seq) AS next_at FROM changes c
  ) x CROSS JOIN bounds b
  WHERE x.at < b.cap
)`;
}
