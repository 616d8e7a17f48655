// Bulk orders for benchmarks and load: adds N orders with set-based SQL (one INSERT … SELECT over generate_series), so
// 100,000 orders take seconds and 1,000,000 about a minute on PostgreSQL.
//
// Every value is a deterministic expression of the sequence number s = (max order id before the call) + g: hashes of s
// pick the company/product/pickup point template, the receiver (an address of a demo order in the same region), the
// driver, the creation time within the last `days` days (default 14) and the status; timestamps follow the status
// (acceptedAt ≥ createdAt …, all ≤ now). Days before today have orders from 07:00 to 22:00 Warsaw time; today has them
// at the same rate over the 15 hours before `now`, from midnight on (the rest of today's share goes to the oldest day),
// so the number of today's and of ongoing orders is what a live service shows at that hour. Old orders are finished
// (delivered, finished or cancelled); only the last three days have a few stuck ongoing ones. Order numbers are unique
// per Warsaw creation day: the day is s mod (days − 1) (the oldest day takes the moved ones of today) and the number is
// a bijection of s div (days − 1), shifted by the date, into codes starting with a digit (demo orders start with a
// letter). Templates come from what exists: active and inactive companies, their active non-helper products and active
// pickup points, active drivers, multipliers (about 45% of the orders they cover carry one). Related rows the list
// joins are added too: order_products, a comment on every 40th order (last_comment_id) and an open hold on about 1 in
// 40 ongoing orders (on_hold_until + order_holds). Run after the demo seed.
import type { Database } from '../db/client.ts';
import { RECOUNT_ORDER_DAYS } from '../services/orderCounts.ts';
import { WARSAW_ZONE_SQL } from '../db/warsawDay.ts';

const DEFAULT_HISTORY_DAYS = 14;
/** 10 · 36³ codes per day that start with a digit. */
const CODE_SPACE = 10 * 36 ** 3;
const CODE_MULTIPLIER = 104_729; // prime, coprime with CODE_SPACE = 2^7 · 3^6 · 5
const CODE_OFFSET = 12_345;
const CODE_DAY_SHIFT = 7_919;

/**
 * INSERT of the orders: $1 = count, $2 = now, $3 = max order id before (ids continue from it), $4 = days of history
 * (≥ 2; the regular days are 0 … $4 − 2 back, day $4 − 1 back takes the share of today that lies after `now`).
 */
const INSERT_ORDERS = `
WITH
tpl AS MATERIALIZED (
  SELECT (row_number() OVER (ORDER BY p.id, l.id) - 1)::bigint AS k,
         c.id AS company_id, p.id AS product_id, p.type, p.name AS product_name, p.code AS product_code,
         coalesce(c.order_settings->>'defaultPackageSize', 'M') AS default_size,
         coalesce((c.delivery_settings->>'cancelOrderAfter')::int, 300) AS cancel_after,
         l.id AS location_id, l.name AS l_name, l.street AS l_street, l.city AS l_city, l.zip_code AS l_zip,
         l.phone AS l_phone, l.default_note AS l_note, l.lat AS l_lat, l.lng AS l_lng, l.working_settings AS l_hours,
         coalesce(r.id, c.region_id) AS region_id
  FROM products p
  JOIN companies c ON c.id = p.company_id AND c.status <> 'pending'
  LEFT JOIN locations l ON l.company_id = c.id AND l.active AND p.type <> 'simple_arrival'
  LEFT JOIN regions r ON r.name = l.city
  WHERE p.active
    AND coalesce((p.product_settings->>'helperProduct')::boolean, false) = false
    AND coalesce(r.id, c.region_id) IS NOT NULL
),
tpl_n AS (SELECT count(*)::bigint AS n FROM tpl),
drv AS MATERIALIZED (
  SELECT id, region_id, (row_number() OVER (PARTITION BY region_id ORDER BY id) - 1)::bigint AS k
  FROM drivers WHERE active AND NOT blocked
),
drv_n AS (SELECT region_id, count(*)::bigint AS n FROM drv GROUP BY region_id),
addr AS MATERIALIZED (
  SELECT region_id, client_name, client_phone, client_street, client_city, client_zip_code, client_lat, client_lng,
         (row_number() OVER (PARTITION BY region_id ORDER BY id) - 1)::bigint AS k
  FROM orders WHERE id <= $3 AND NOT has_hashed_sensitive_data AND order_no ~ '^[A-Z]' -- demo orders
),
addr_n AS (SELECT region_id, count(*)::bigint AS n FROM addr GROUP BY region_id),
mult AS MATERIALIZED (
  SELECT m.id, r.id AS region_id, m.company_ids, m.date_from, coalesce(least(m.date_to, m.deactivated_at), m.date_to) AS date_to
  FROM multipliers m JOIN regions r ON r.name = ANY (m.regions)
),
-- Narrow materialized steps (the wide template and address columns are joined at the end): each step reads the
-- previous one's plain columns, so the planner never inlines (and repeats) the earlier expressions.
step1 AS MATERIALIZED (
  SELECT q.s, q.d, q.day_idx, q.h1, q.h2, q.h3, q.h4, q.h5, q.now_ts, q.created_at,
         extract(epoch FROM q.now_ts - q.created_at)::float8 AS age_s, (q.h3 % 1000)::int AS u,
         t.k AS tk, t.region_id, t.cancel_after, t.default_size, t.location_id IS NOT NULL AS has_pickup,
         dr.id AS driver_pick, CASE WHEN an.n > 0 THEN q.h5 % an.n END AS ak
  FROM (
    SELECT h.*, date_trunc('second', CASE
      WHEN h.d = 0 THEN h.now_ts - make_interval(secs => h.o::float8)
      ELSE ((date_trunc('day', h.now_ts AT TIME ZONE ${WARSAW_ZONE_SQL}) - make_interval(days => h.d)
             + interval '7 hours' + make_interval(secs => h.o::float8)) AT TIME ZONE ${WARSAW_ZONE_SQL})
    END) AS created_at
    FROM (
      SELECT g.*,
             -- Today's orders arrive at the rate of the other days until now; those that would lie before midnight
             -- go to the oldest day, which has no other orders (so their numbers stay unique there).
             CASE WHEN g.d_raw = 0 AND g.now_ts - make_interval(secs => g.o::float8) < g.day0 THEN $4::int - 1
                  ELSE g.d_raw END AS d
      FROM (
        SELECT s, $2::timestamptz AS now_ts,
               date_trunc('day', $2::timestamptz AT TIME ZONE ${WARSAW_ZONE_SQL}) AT TIME ZONE ${WARSAW_ZONE_SQL} AS day0,
               (s % ($4::int - 1))::int AS d_raw,
               (s / ($4::int - 1)) AS day_idx,
               (hashint8extended(s, 1) & 9223372036854775807) AS h1,
               (hashint8extended(s, 2) & 9223372036854775807) AS h2,
               -- Seconds after 07:00 (days before today) or before now (today); the first three of today's orders
               -- of the batch were just placed (10 to 90 s ago), so even a small batch has new orders.
               CASE WHEN s % ($4::int - 1) = 0 AND s / ($4::int - 1) - ($3::bigint + $4::int - 1) / ($4::int - 1) < 3
                    THEN 10 + 40 * (s / ($4::int - 1) - ($3::bigint + $4::int - 1) / ($4::int - 1))::int
                    ELSE ((hashint8extended(s, 2) & 9223372036854775807) % 54000)::int END AS o,
               (hashint8extended(s, 3) & 9223372036854775807) AS h3,
               (hashint8extended(s, 4) & 9223372036854775807) AS h4,
               (hashint8extended(s, 5) & 9223372036854775807) AS h5
        FROM (SELECT $3::bigint + g AS s FROM generate_series(1, $1::int) AS g) x
        OFFSET 0
      ) g
    ) h
    OFFSET 0
  ) q
  CROSS JOIN tpl_n tn
  JOIN tpl t ON t.k = q.h1 % tn.n
  LEFT JOIN drv_n dn ON dn.region_id = t.region_id
  LEFT JOIN drv dr ON dr.region_id = t.region_id AND dr.k = (q.h4 % dn.n)
  LEFT JOIN addr_n an ON an.region_id = t.region_id
),
step2 AS MATERIALIZED (
  SELECT x.*,
    CASE WHEN x.raw_status = 'picked_up' AND NOT x.has_pickup THEN 'accepted'
         WHEN x.raw_status NOT IN ('new', 'scheduled', 'cancelled') AND x.driver_pick IS NULL THEN 'new'
         ELSE x.raw_status END AS status,
    CASE WHEN x.raw_status <> 'cancelled' THEN NULL
         WHEN x.age_s < x.cancel_after + 60 OR x.driver_pick IS NULL THEN 0
         ELSE (x.h4 / 7 % 3)::int END AS ck
  FROM (
    SELECT a.*, CASE
      WHEN a.u < 25 AND a.d <= 2 THEN 'scheduled'
      WHEN a.age_s < 180 THEN 'new'
      WHEN a.age_s < 1200 THEN CASE WHEN a.u < 300 THEN 'new' WHEN a.u < 850 THEN 'accepted' ELSE 'cancelled' END
      WHEN a.age_s < 2700 THEN CASE WHEN a.u < 50 THEN 'new' WHEN a.u < 350 THEN 'accepted' WHEN a.u < 800 THEN 'picked_up'
                                    WHEN a.u < 900 THEN 'arrived' ELSE 'cancelled' END
      WHEN a.age_s < 7200 THEN CASE WHEN a.u < 50 THEN 'accepted' WHEN a.u < 250 THEN 'picked_up' WHEN a.u < 350 THEN 'arrived'
                                    WHEN a.u < 900 THEN 'delivered' ELSE 'cancelled' END
      -- A few stuck ongoing orders, from the last three days only.
      WHEN a.d <= 2 AND a.u < 6 THEN CASE WHEN a.u < 3 THEN 'accepted' WHEN a.u < 5 THEN 'picked_up' ELSE 'arrived' END
      ELSE CASE WHEN a.u < 540 THEN 'delivered' WHEN a.u < 860 THEN 'finished' ELSE 'cancelled' END
    END AS raw_status
    FROM step1 a
  ) x
),
step3 AS MATERIALIZED (
  SELECT y.*,
    CASE WHEN y.total_s <= 0 THEN 1.0 ELSE least(1.0, greatest(y.age_s - 5, 0) * 0.9 / y.total_s) END AS k_scale
  FROM (
    SELECT r.*,
      r.d1 * (r.reach >= 1)::int + r.d2 * (r.reach >= 2)::int + r.d3 * (r.reach >= 3)::int
        + r.d4 * (r.reach >= 4)::int + r.d5 * (r.reach >= 5)::int + r.d6 * (r.status = 'cancelled' AND r.ck > 0)::int AS total_s
    FROM (
      SELECT x.*,
        CASE x.status
          WHEN 'accepted' THEN 1 WHEN 'picked_up' THEN 2 WHEN 'arrived' THEN 3 WHEN 'delivered' THEN 4 WHEN 'finished' THEN 5
          WHEN 'cancelled' THEN CASE x.ck WHEN 1 THEN 1 WHEN 2 THEN CASE WHEN x.has_pickup THEN 2 ELSE 3 END ELSE 0 END
          ELSE 0 END AS reach,
        (30 + x.h2 / 3 % 240)::float8 AS d1,
        CASE WHEN x.has_pickup THEN 480 + x.h3 / 7 % 1500 ELSE 0 END::float8 AS d2,
        (600 + x.h5 / 11 % 2400)::float8 AS d3,
        (60 + x.h4 / 13 % 360)::float8 AS d4,
        (1200 + x.h3 / 17 % 20000)::float8 AS d5,
        (120 + x.h2 / 19 % 1200)::float8 AS d6
      FROM step2 x
      OFFSET 0
    ) r
    OFFSET 0
  ) y
),
calc AS MATERIALIZED (
  SELECT x.*,
    $3::bigint + row_number() OVER (ORDER BY x.created_at, x.s) AS id,
    CASE WHEN x.reach >= 1 THEN date_trunc('second', x.created_at + make_interval(secs => x.d1 * x.k_scale)) END AS accepted_at,
    CASE WHEN x.reach >= 2 AND x.has_pickup
         THEN date_trunc('second', x.created_at + make_interval(secs => (x.d1 + x.d2) * x.k_scale)) END AS picked_up_at,
    CASE WHEN x.reach >= 3 THEN date_trunc('second', x.created_at + make_interval(secs => (x.d1 + x.d2 + x.d3) * x.k_scale)) END AS arrived_at,
    CASE WHEN x.reach >= 4 THEN date_trunc('second', x.created_at + make_interval(secs => (x.d1 + x.d2 + x.d3 + x.d4) * x.k_scale)) END AS delivered_at,
    CASE WHEN x.reach >= 5 THEN date_trunc('second', x.created_at + make_interval(secs => (x.d1 + x.d2 + x.d3 + x.d4 + x.d5) * x.k_scale)) END AS finished_at,
    CASE WHEN x.status <> 'cancelled' THEN NULL
         WHEN x.ck = 0 THEN date_trunc('second', x.created_at + make_interval(secs => x.cancel_after::float8))
         ELSE date_trunc('second', x.created_at + make_interval(secs => (
           CASE x.reach WHEN 1 THEN x.d1 WHEN 2 THEN x.d1 + x.d2 ELSE x.d1 + x.d2 + x.d3 END + x.d6) * x.k_scale)) END AS cancelled_at,
    CASE WHEN x.status = 'scheduled'
         THEN date_trunc('hour', x.now_ts) + make_interval(hours => 2 + 2 * (x.h5 % 36)::int) END AS slot_from,
    -- A bijection of day_idx for each Warsaw day, shifted by the day so the days use different codes (a search by
    -- order number finds one or two orders, not one per day).
    ((x.day_idx * ${CODE_MULTIPLIER} + ${CODE_OFFSET}
      + ((x.created_at AT TIME ZONE ${WARSAW_ZONE_SQL})::date - date '2000-01-01')::bigint * ${CODE_DAY_SHIFT}) % ${CODE_SPACE}) AS code_no
  FROM step3 x
),
final AS (
  SELECT x.*, t.company_id, t.type, t.location_id,
    t.l_name, t.l_street, t.l_city, t.l_zip, t.l_phone, t.l_note, t.l_lat, t.l_lng, t.l_hours,
    coalesce(a.client_name, 'Klient ' || x.s) AS c_name, coalesce(a.client_phone, '600 000 000') AS c_phone,
    coalesce(a.client_street, t.l_street, 'ul. Polna 1') AS c_street, coalesce(a.client_city, t.l_city, 'Warszawa') AS c_city,
    coalesce(a.client_zip_code, t.l_zip, '00-001') AS c_zip,
    coalesce(a.client_lat, t.l_lat) AS c_lat, coalesce(a.client_lng, t.l_lng) AS c_lng,
    CASE x.status WHEN 'accepted' THEN x.accepted_at WHEN 'picked_up' THEN x.picked_up_at WHEN 'arrived' THEN x.arrived_at
      WHEN 'delivered' THEN x.delivered_at WHEN 'finished' THEN x.finished_at WHEN 'cancelled' THEN x.cancelled_at
      ELSE x.created_at END AS began_at,
    m.v, m.size, m.emergency, m.distance, m.products, pr.price, mu.id AS multiplier_id
  FROM calc x
  JOIN tpl t ON t.k = x.tk
  LEFT JOIN addr a ON a.region_id = x.region_id AND a.k = x.ak
  LEFT JOIN LATERAL (
    SELECT mu.id FROM mult mu
    WHERE mu.region_id = x.region_id AND t.company_id = ANY (mu.company_ids) AND x.created_at BETWEEN mu.date_from AND mu.date_to
    ORDER BY mu.id LIMIT 1
  ) mu ON (x.h5 / 7) % 100 < 45
  CROSS JOIN LATERAL (
    SELECT ((x.h1 / 1000) % 1000)::int AS v,
      CASE WHEN (x.h1 / 1000) % 1000 < 600 THEN x.default_size ELSE (ARRAY['S', 'M', 'L'])[1 + (x.h1 / 1000) % 3] END AS size,
      ((x.h1 / 1000) % 40 = 0) AS emergency,
      coalesce(greatest(600, round(1.35 * sqrt(power((coalesce(t.l_lat, a.client_lat) - a.client_lat) * 111320, 2)
        + power((coalesce(t.l_lng, a.client_lng) - a.client_lng) * 111320 * cos(radians(a.client_lat)), 2)) / 10) * 10)::int, 3000) AS distance,
      (SELECT jsonb_agg(line) FROM (
         SELECT jsonb_build_object('id', t.product_id, 'type', t.type, 'name', t.product_name, 'productCode', t.product_code,
           'code', t.product_code || '-' || lpad(((x.h4 / 1000 + n) % 100000)::text, 5, '0')) AS line
         FROM generate_series(1, CASE WHEN (x.h1 / 1000) % 5 = 0 THEN 2 ELSE 1 END) AS n) lines) AS products
    OFFSET 0
  ) m
  CROSS JOIN LATERAL (
    SELECT (1290 + m.distance / 1000.0 * 210 + CASE m.size WHEN 'M' THEN 300 WHEN 'L' THEN 900 ELSE 0 END
      + CASE WHEN m.emergency THEN 1500 ELSE 0 END) AS price
    OFFSET 0
  ) pr
)
INSERT INTO orders (
  id, order_no, company_id, external_id, region_id, type, status, status_priority, is_ongoing, stage_began_at, created_at,
  planned_at, scheduled_at, scheduled_slot_from, scheduled_slot_to, accepted_at, picked_up_at, arrived_at, delivered_at,
  finished_at, cancelled_at, cancellation_reason, package_size, emergency_delivery, vat_rate, payable, driver_id,
  client_name, client_phone, client_street, client_city, client_zip_code, client_lat, client_lng,
  pickup_location_id, pickup_name, pickup_street, pickup_city, pickup_zip_code, pickup_phone, pickup_notes, pickup_lat,
  pickup_lng, pickup_working_hours, pick_up_verification_code, verification_code, no_verification_code_reason,
  estimated_distance, estimated_payout, estimated_payout_driver, currency, multiplier_id, products, delivered_products,
  on_hold_until, updated_at
)
SELECT
  f.id,
  substr('0123456789', (f.code_no / 46656)::int + 1, 1)
    || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', ((f.code_no / 1296) % 36)::int + 1, 1)
    || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', ((f.code_no / 36) % 36)::int + 1, 1)
    || substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', (f.code_no % 36)::int + 1, 1),
  f.company_id,
  CASE WHEN f.v % 5 < 2 THEN 'BLK-' || f.s END,
  f.region_id, f.type, f.status,
  CASE f.status WHEN 'new' THEN 99 WHEN 'scheduled' THEN 90 WHEN 'accepted' THEN 50 WHEN 'picked_up' THEN 40
    WHEN 'arrived' THEN 30 WHEN 'cancelled' THEN 10 WHEN 'delivered' THEN 2 ELSE 0 END,
  f.status IN ('new', 'accepted', 'picked_up', 'arrived'),
  f.began_at, f.created_at,
  coalesce(f.slot_from + interval '120 minutes', f.created_at + interval '180 minutes'),
  f.slot_from, f.slot_from, f.slot_from + interval '120 minutes',
  f.accepted_at, f.picked_up_at, f.arrived_at, f.delivered_at, f.finished_at, f.cancelled_at,
  CASE WHEN f.status <> 'cancelled' THEN NULL
       WHEN f.ck = 0 THEN CASE WHEN f.cancel_after = 300 THEN 'ORDER_NOT_ACCEPTED_IN_5_MIN' ELSE 'ORDER_NOT_ACCEPTED_IN_X_MIN' END
       ELSE (ARRAY['CALL_CENTER_REQUEST', 'CLIENTS_REQUEST', 'NO_STOCK_IN_STORE', 'WRONG_ADDRESS', 'CLIENT_DIDNT_SHOW_UP', 'DRIVERS_FAILURE'])[1 + f.v % 6] END,
  f.size, f.emergency, 23, NOT (f.status = 'cancelled' AND f.ck <> 2),
  CASE WHEN f.accepted_at IS NOT NULL THEN f.driver_pick END,
  f.c_name, f.c_phone, f.c_street, f.c_city, f.c_zip, f.c_lat, f.c_lng,
  f.location_id, f.l_name, f.l_street, f.l_city, f.l_zip, f.l_phone, f.l_note, f.l_lat, f.l_lng, f.l_hours,
  CASE WHEN f.location_id IS NOT NULL THEN lpad(((f.h2 / 1000) % 10000)::text, 4, '0') END,
  CASE WHEN f.v % 20 <> 0 THEN lpad(((f.h3 / 1000) % 10000)::text, 4, '0') END,
  CASE WHEN f.v % 20 = 0 THEN 'Klient nie otrzymał SMS z kodem' END,
  f.distance,
  (round(f.price / 10) * 10)::int,
  (round(f.price * 0.72 / 10) * 10)::int,
  'pln',
  f.multiplier_id,
  f.products,
  CASE WHEN f.status IN ('delivered', 'finished') THEN f.products ELSE '[]'::jsonb END,
  CASE WHEN f.status IN ('accepted', 'picked_up', 'arrived') AND f.v % 40 = 7
       THEN date_trunc('minute', f.now_ts) + make_interval(mins => 15 + (f.h5 / 13 % 60)::int) END,
  f.began_at
FROM final f
-- Stored in creation order (ids follow it), as a live table grows: a day's orders lie together, not spread over
-- the whole table as the sequence numbers' round-robin over the days would put them.
ORDER BY f.id`;

const INSERT_ORDER_PRODUCTS = `
INSERT INTO order_products (order_id, line_no, product_id, delivered)
SELECT o.id, (e.ord - 1)::smallint, (e.value->>'id')::int, o.status IN ('delivered', 'finished')
FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.products) WITH ORDINALITY AS e(value, ord)
WHERE o.id > $1`;

/** A comment on every 40th bulk order, by the first operator, so the "last comment" column is not empty. */
const INSERT_COMMENTS = `
INSERT INTO order_comments (order_id, created_at, created_by_kind, created_by_id, created_by, comment)
SELECT o.id, o.created_at + (o.stage_began_at - o.created_at) / 2, 'operator', op.id, op.email,
       (ARRAY['Klient prosi o kontakt telefoniczny przed dostawą', 'Potwierdzono adres z klientem',
              'Klient nie odbiera telefonu, wysłano SMS', 'Zmiana godziny odbioru – uzgodnione ze sklepem'])[1 + (o.id % 4)]
FROM orders o CROSS JOIN (SELECT id, email FROM operators ORDER BY id LIMIT 1) op
WHERE o.id > $1 AND o.id % 40 = 0`;

/** The open hold of every bulk order with on_hold_until (the list shows its note), by the first operator. */
const INSERT_HOLDS = `
INSERT INTO order_holds (order_id, operator_id, notes, created_at, hold_until)
SELECT o.id, op.id,
       (ARRAY['Klient poprosił o wstrzymanie do czasu powrotu do domu', 'Sklep kompletuje zamówienie',
              'Oczekiwanie na potwierdzenie płatności'])[1 + (o.id % 3)],
       o.stage_began_at, o.on_hold_until
FROM orders o CROSS JOIN (SELECT id FROM operators ORDER BY id LIMIT 1) op
WHERE o.id > $1 AND o.on_hold_until IS NOT NULL`;

/** Each held bulk order's note on the order itself (orders.hold_note), as a hold writes it. */
const SET_HOLD_NOTE = `
UPDATE orders o SET hold_note = h.notes
FROM order_holds h
WHERE h.order_id = o.id AND o.id > $1 AND h.released_at IS NULL`;

const SET_LAST_COMMENT = `
UPDATE orders o SET last_comment_id = c.id
FROM (SELECT DISTINCT ON (order_id) order_id, id FROM order_comments WHERE order_id > $1 ORDER BY order_id, created_at DESC, id DESC) c
WHERE c.order_id = o.id AND o.id > $1`;

type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * Runs `fn` in one transaction on one connection: a pooled client on PostgreSQL; on PGlite (a single connection)
 * BEGIN/COMMIT through `database.query`. Assumes nothing else uses the database meanwhile (seed scripts, bench).
 */
async function inTransaction<T>(database: Database, fn: (query: Query) => Promise<T>): Promise<T> {
  const client = database.pool ? await database.pool.connect() : null;
  const query: Query = client
    ? async (text, params) => (await client.query(text, params as unknown[])).rows
    : (text, params) => database.query(text, params);
  try {
    await query('BEGIN');
    const result = await fn(query);
    await query('COMMIT');
    return result;
  } catch (error) {
    await query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client?.release();
  }
}

/**
 * Bulk-load settings for this transaction: more sort/materialize memory, and (when allowed, i.e. as superuser, which
 * PGlite always is) no per-row foreign-key triggers — every referenced id is read from its table in the same
 * transaction, so the checks could not fail.
 */
async function bulkLoadSettings(query: Query): Promise<void> {
  await query(`SET LOCAL work_mem = '128MB'`);
  await query(`SET LOCAL maintenance_work_mem = '256MB'`);
  // Small lookup tables (templates, addresses) are hashed; the planner's row estimates would pick sort-merge joins.
  await query('SET LOCAL enable_mergejoin = off');
  await query('SAVEPOINT bulk_settings');
  try {
    await query('SET LOCAL session_replication_role = replica');
    await query('RELEASE SAVEPOINT bulk_settings');
  } catch {
    await query('ROLLBACK TO SAVEPOINT bulk_settings');
  }
}

export interface BulkOptions {
  /** Days of history, today included (≥ 2; default 14). Keep count / (days − 1) under 466,560 (codes per day). */
  days?: number;
  /**
   * Drop the secondary indexes of orders and order_products before the load and build them again after it (each build
   * is one sort instead of a million index insertions). Default: when the table at least doubles.
   */
  rebuildIndexes?: boolean;
  /** Called after each step with its name and duration (the benchmark prints them). */
  onStep?: (step: string, ms: number) => void;
}

/** Secondary indexes (not backing a constraint) of a table, with their definitions. */
async function secondaryIndexes(query: Query, table: string): Promise<{ name: string; def: string }[]> {
  return query<{ name: string; def: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(x.indexrelid) AS def
     FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
     WHERE x.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
     ORDER BY i.relname`,
    [table],
  );
}

/**
 * Adds `count` orders spread over the last `days` days (relative to `now`) in every status, with their related rows;
 * returns how many.
 */
export async function seedBulkOrders(
  database: Database,
  count: number,
  now: Date = new Date(),
  options: BulkOptions = {},
): Promise<number> {
  const n = Math.max(0, Math.floor(count));
  if (n === 0) return 0;
  const days = Math.floor(options.days ?? DEFAULT_HISTORY_DAYS);
  if (!(days >= 2)) throw new Error('seedBulkOrders: days must be at least 2');
  let mark = performance.now();
  const step = (name: string) => {
    const t = performance.now();
    options.onStep?.(name, t - mark);
    mark = t;
  };
  const inserted = await inTransaction(database, async (query) => {
    const [{ maxId, rows }] = await query<{ maxId: number; rows: number }>(
      'SELECT coalesce(max(id), 0)::int AS "maxId", count(*)::int AS rows FROM orders',
    );
    if ((maxId + n) / (days - 1) >= CODE_SPACE)
      throw new Error(`seedBulkOrders: too many orders per day; use more than ${days} days`);
    const [{ templates }] = await query<{ templates: number }>(
      `SELECT count(*)::int AS templates FROM products p JOIN companies c ON c.id = p.company_id AND c.status <> 'pending' WHERE p.active`,
    );
    if (!templates) throw new Error('seedBulkOrders: no products of active companies; seed the demo first');
    await bulkLoadSettings(query);
    const rebuild = options.rebuildIndexes ?? n >= rows;
    const dropped = rebuild
      ? [...(await secondaryIndexes(query, 'orders')), ...(await secondaryIndexes(query, 'order_products'))]
      : [];
    for (const index of dropped) await query(`DROP INDEX "${index.name}"`);
    const [{ added }] = await query<{ added: number }>(
      `WITH ins AS (${INSERT_ORDERS} RETURNING 1) SELECT count(*)::int AS added FROM ins`,
      [n, now.toISOString(), maxId, days],
    );
    await query(`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`);
    step('orders');
    await query(INSERT_ORDER_PRODUCTS, [maxId]);
    step('order_products');
    await query(INSERT_COMMENTS, [maxId]);
    await query(SET_LAST_COMMENT, [maxId]);
    await query(INSERT_HOLDS, [maxId]);
    await query(SET_HOLD_NOTE, [maxId]);
    step('comments and holds');
    for (const index of dropped) await query(index.def);
    if (dropped.length) step(`${dropped.length} indexes rebuilt`);
    // The day counts of the order list, which the load's triggers did not keep (replica role), counted again.
    await query('LOCK TABLE orders IN SHARE MODE');
    for (const statement of RECOUNT_ORDER_DAYS) await query(statement);
    step('order day counts');
    return added;
  });
  // What autovacuum would do soon after such a load: statistics, and the visibility map (index-only scans).
  await database.query('VACUUM (ANALYZE)');
  step('vacuum analyze');
  return inserted;
}
