// driverActivity (GET /report/driver-activity?dateFrom&dateTo): per driver per Warsaw day with any activity, the
// time online (driver_status_log), the offers received and how they were answered, the orders delivered with their
// distance and the driver's payout.
import { col, selectList } from './csv.ts';
import { dayBounds, driverScope, orderScope, Params, personName, where, type ReportModule } from './sql.ts';
import { intervalCtes } from './statusIntervals.ts';
import { WARSAW } from './csv.ts';
import { orderByNameText } from '../../db/nameSort.ts';

const columns = [
  col('day', 'date', 'k.day', 'Warsaw day'),
  col('driver_id', 'integer', 'd.id', 'Driver id'),
  col('driver', 'text', personName('d'), 'Driver’s first and last name'),
  col('driver_email', 'text', 'd.email', 'Driver’s e-mail'),
  col('driver_type', 'text', 'd.type', 'driver or ambassador', 'driverType'),
  col('region', 'text', 'r.name', 'Driver’s region'),
  col('online_minutes', 'integer', 'round(coalesce(od.secs, 0) / 60)', 'Minutes online that day'),
  col('first_online_at', 'datetime', 'od.first_at', 'First moment online that day'),
  col('last_online_at', 'datetime', 'od.last_at', 'Last moment online that day (now, while still online)'),
  col('offers_received', 'integer', 'coalesce(f.received, 0)', 'Offers made to the driver that day'),
  col('offers_accepted', 'integer', 'coalesce(f.accepted, 0)', '… accepted'),
  col('offers_rejected', 'integer', 'coalesce(f.rejected, 0)', '… rejected'),
  col(
    'offers_expired',
    'integer',
    'coalesce(f.expired, 0)',
    '… expired (taken by someone else, or the order left the market)',
  ),
  col('orders_delivered', 'integer', 'coalesce(v.delivered, 0)', 'Orders the driver delivered that day'),
  col('distance_km', 'km', 'coalesce(v.distance, 0)', 'Road distance of the delivered orders, km'),
  col('payout', 'money', 'coalesce(v.payout, 0)', 'Driver’s payout of the delivered orders, 2 decimals'),
];

export const driverActivityReport: ReportModule = {
  columns,
  rows: 'One row per driver and Warsaw day of the range with time online, an offer or a delivery; sorted by day, then driver’s last and first name. An operator limited to some regions or companies gets the drivers of those regions who may deliver for those companies, and the offers and deliveries of those companies’ orders.',
  statement(params, tenant) {
    const p = new Params();
    const { lo, hi, from, to } = dayBounds(p, params);
    const inOrders = orderScope(p, tenant);
    const text = `WITH ${intervalCtes(lo, hi, driverScope(p, tenant))},
days AS MATERIALIZED (
  SELECT g::date AS day, (g::date::timestamp AT TIME ZONE '${WARSAW}') AS day_lo, ((g::date + 1)::timestamp AT TIME ZONE '${WARSAW}') AS day_hi
  FROM generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') AS g
),
online_days AS (
  SELECT i.driver_id, dy.day,
         sum(extract(epoch FROM least(i.e, dy.day_hi) - greatest(i.s, dy.day_lo))) AS secs,
         min(greatest(i.s, dy.day_lo)) AS first_at, max(least(i.e, dy.day_hi)) AS last_at
  FROM intervals i JOIN days dy ON i.s < dy.day_hi AND i.e > dy.day_lo
  WHERE i.status = 'online' AND i.e > i.s
  GROUP BY 1, 2
),
offers AS (
  SELECT f.driver_id, (f.offered_at AT TIME ZONE '${WARSAW}')::date AS day, count(*) AS received,
         count(*) FILTER (WHERE f.response = 'accepted') AS accepted,
         count(*) FILTER (WHERE f.response = 'rejected') AS rejected,
         count(*) FILTER (WHERE f.response = 'expired') AS expired
  FROM order_offers f JOIN drv d ON d.id = f.driver_id JOIN orders o ON o.id = f.order_id CROSS JOIN bounds b
  WHERE ${where(['f.offered_at >= b.lo', 'f.offered_at < b.hi', ...inOrders])}
  GROUP BY 1, 2
),
deliveries AS (
  SELECT o.driver_id, (o.delivered_at AT TIME ZONE '${WARSAW}')::date AS day, count(*) AS delivered,
         sum(o.estimated_distance) AS distance, sum(o.estimated_payout_driver) AS payout
  FROM orders o JOIN drv d ON d.id = o.driver_id CROSS JOIN bounds b
  WHERE ${where(['o.delivered_at >= b.lo', 'o.delivered_at < b.hi', ...inOrders])}
  GROUP BY 1, 2
),
keys AS (
  SELECT driver_id, day FROM online_days UNION SELECT driver_id, day FROM offers UNION SELECT driver_id, day FROM deliveries
)
SELECT ${selectList(columns)}
FROM keys k
JOIN drv d ON d.id = k.driver_id
LEFT JOIN regions r ON r.id = d.region_id
LEFT JOIN online_days od ON od.driver_id = k.driver_id AND od.day = k.day
LEFT JOIN offers f ON f.driver_id = k.driver_id AND f.day = k.day
LEFT JOIN deliveries v ON v.driver_id = k.driver_id AND v.day = k.day
ORDER BY k.day, ${orderByNameText('d.last_name')}, ${orderByNameText('d.first_name')}, d.id`;
    return { text, params: p.values };
  },
};
