// The history the reports read, for the demo data set (called at the end of seedDemo): driver_status_log shifts of
// the last 30 days, order_offers of the orders a driver accepted, and driver_feedback on a share of the deliveries.
// Set-based SQL (INSERT … SELECT over generate_series), so it adds a fraction of a second; every value is a hash of
// ids and day numbers, so the same orders and `now` give the same rows.
//
// Shifts: on a day a driver accepted orders, online from 15–75 min before the first acceptance to 10–70 min after
// the last order of the day ended; on other days, 55% of the active drivers work a shift of 3–9 h starting between
// 07:00 and 15:00 (Warsaw time). A shift longer than 6 h has a 20–45 min break in 40% of the cases. A shift still
// running now stays open for a driver whose status is online, and is closed a few minutes ago for one who is offline;
// an online driver without an open shift signed in 20 min to 3 h ago. Online comes from sign_in (or the app's switch),
// offline from logout (or the app's switch, or the system).
// Offers: the accepting driver was offered the order 8–58 s before accepting; up to two other active drivers of the
// region were offered it 1–5 min before, and rejected it within half a minute or let it expire at the acceptance.
// Feedback: 30% of the delivered or finished orders, 2–60 min after the delivery, mostly good.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { WARSAW_ZONE_SQL } from '../db/warsawDay.ts';

const H = (expr: string, seed: number) => `(hashint8extended((${expr})::bigint, ${seed}) & 9223372036854775807)`;

const STATUS_LOG = `
WITH params AS (SELECT $1::timestamptz AS now_ts, (($1::timestamptz AT TIME ZONE ${WARSAW_ZONE_SQL})::date) AS today),
drv AS (SELECT id, status FROM drivers WHERE active),
dd AS (
  SELECT d.id AS driver_id, d.status, (p.today - g)::date AS day, g AS back,
         ((p.today - g)::timestamp AT TIME ZONE ${WARSAW_ZONE_SQL}) AS day_lo, ${H('d.id * 1000 + g', 71)} AS h
  FROM drv d CROSS JOIN params p CROSS JOIN generate_series(0, 29) AS g
),
work AS (
  SELECT o.driver_id, (o.accepted_at AT TIME ZONE ${WARSAW_ZONE_SQL})::date AS day, min(o.accepted_at) AS first_at,
         max(coalesce(o.cancelled_at, o.finished_at, o.delivered_at, o.arrived_at, o.picked_up_at, o.accepted_at)) AS last_at
  FROM orders o WHERE o.driver_id IS NOT NULL AND o.accepted_at IS NOT NULL
  GROUP BY 1, 2
),
shifts AS (
  SELECT dd.driver_id, dd.status, dd.h,
    date_trunc('second', CASE WHEN w.first_at IS NOT NULL THEN w.first_at - make_interval(mins => (15 + dd.h % 60)::int)
         ELSE dd.day_lo + make_interval(mins => (420 + (dd.h / 7) % 480)::int) END) AS s,
    date_trunc('second', CASE WHEN w.first_at IS NOT NULL THEN w.last_at + make_interval(mins => (10 + (dd.h / 11) % 60)::int)
         ELSE dd.day_lo + make_interval(mins => (600 + (dd.h / 7) % 480 + (dd.h / 13) % 360)::int) END) AS e
  FROM dd LEFT JOIN work w ON w.driver_id = dd.driver_id AND w.day = dd.day
  WHERE w.first_at IS NOT NULL OR dd.h % 100 < 55
),
clipped AS (
  SELECT x.driver_id, x.h, x.s,
    CASE WHEN x.e <= p.now_ts THEN x.e
         WHEN x.status = 'online' THEN NULL
         ELSE greatest(x.s + interval '1 minute', date_trunc('second', p.now_ts - make_interval(mins => (1 + x.h % 9)::int))) END AS e
  FROM shifts x CROSS JOIN params p
  WHERE x.s < p.now_ts - interval '2 minutes'
),
breaks AS (
  SELECT c.driver_id, c.h, date_trunc('second', c.s + (c.e - c.s) / 2) AS off_at,
         date_trunc('second', c.s + (c.e - c.s) / 2 + make_interval(mins => (20 + (c.h / 17) % 26)::int)) AS on_at
  FROM clipped c WHERE c.e IS NOT NULL AND c.e - c.s > interval '6 hours' AND (c.h / 19) % 100 < 40
),
signed_in AS (
  SELECT d.id AS driver_id,
    least(p.now_ts - interval '30 seconds',
          greatest(date_trunc('second', p.now_ts - make_interval(mins => (20 + ${H('d.id', 73)} % 160)::int)),
                   coalesce((SELECT max(c.e) FROM clipped c WHERE c.driver_id = d.id), '-infinity') + interval '1 minute')) AS at
  FROM drv d CROSS JOIN params p
  WHERE d.status = 'online' AND NOT EXISTS (SELECT 1 FROM clipped c WHERE c.driver_id = d.id AND c.e IS NULL)
),
events AS (
  SELECT driver_id, 'online' AS status, CASE WHEN h % 4 = 0 THEN 'app' ELSE 'sign_in' END AS source, s AS at FROM clipped
  UNION ALL
  SELECT driver_id, 'offline', CASE WHEN h % 5 = 0 THEN 'app' WHEN h % 17 = 0 THEN 'system' ELSE 'logout' END, e FROM clipped WHERE e IS NOT NULL
  UNION ALL
  SELECT driver_id, 'offline', 'app', off_at FROM breaks
  UNION ALL
  SELECT driver_id, 'online', 'app', on_at FROM breaks
  UNION ALL
  SELECT driver_id, 'online', 'sign_in', at FROM signed_in
)
INSERT INTO driver_status_log (driver_id, status, source, at)
SELECT driver_id, status, source, at FROM events ORDER BY at, driver_id, status DESC`;

const OFFERS = `
WITH drv AS (
  SELECT id, region_id, (row_number() OVER (PARTITION BY region_id ORDER BY id) - 1) AS k, count(*) OVER (PARTITION BY region_id) AS n
  FROM drivers WHERE active AND NOT blocked
),
o AS (
  SELECT id, driver_id, region_id, created_at, accepted_at, ${H('id', 79)} AS h
  FROM orders WHERE driver_id IS NOT NULL AND accepted_at IS NOT NULL
),
accepted AS (
  SELECT o.id AS order_id, o.driver_id, greatest(o.created_at, o.accepted_at - make_interval(secs => (8 + o.h % 51)::float8)) AS offered_at,
         'accepted' AS response, o.accepted_at AS responded_at, (400 + (o.h / 3) % 5600)::int AS distance
  FROM o
),
others AS (
  SELECT DISTINCT ON (o.id, d.id) o.id AS order_id, d.id AS driver_id,
    greatest(o.created_at, o.accepted_at - make_interval(secs => (60 + (o.h / 7 + g * 13) % 240)::float8)) AS offered_at,
    CASE WHEN (o.h / 17 + g) % 3 = 0 THEN 'expired' ELSE 'rejected' END AS response,
    o.accepted_at AS accepted_at, (o.h / 29 + g) % 26 AS think, (500 + (o.h / 31 + g * 977) % 8000)::int AS distance
  FROM o CROSS JOIN generate_series(1, 2) AS g
  JOIN drv d ON d.region_id = o.region_id AND d.k = (o.h / 19 + g * 7) % d.n
  WHERE d.id <> o.driver_id AND (o.h / 23 + g * 41) % 100 < 55
  ORDER BY o.id, d.id, g
)
INSERT INTO order_offers (order_id, driver_id, offered_at, response, responded_at, distance_to_pickup)
SELECT order_id, driver_id, date_trunc('second', offered_at), response, date_trunc('second', responded_at), distance FROM (
  SELECT order_id, driver_id, offered_at, response, responded_at, distance FROM accepted
  UNION ALL
  SELECT order_id, driver_id, offered_at, response,
         CASE WHEN response = 'expired' THEN accepted_at ELSE least(accepted_at, offered_at + make_interval(secs => (4 + think)::float8)) END,
         distance
  FROM others
) x
ORDER BY offered_at, order_id, driver_id`;

const FEEDBACK = `
INSERT INTO driver_feedback (order_id, driver_id, rating, category, comment, created_at)
SELECT o.id, o.driver_id, r.rating,
  (ARRAY['pickup', 'receiver', 'address', 'app', 'other'])[1 + (o.h / 5) % 5],
  CASE WHEN r.rating >= 4 AND (o.h / 7) % 2 = 0 THEN NULL
       WHEN r.rating >= 4 THEN (ARRAY['Sprawnie, bez czekania', 'Miła obsługa w punkcie odbioru', 'Klient czekał przy wejściu', 'Paczka dobrze zapakowana'])[1 + (o.h / 11) % 4]
       ELSE (ARRAY['Długie oczekiwanie na wydanie paczki', 'Brak numeru mieszkania w adresie', 'Klient nie odbierał telefonu',
                   'Aplikacja zgubiła trasę', 'Utrudniony dojazd – remont ulicy', 'Brak miejsca do parkowania przy punkcie'])[1 + (o.h / 11) % 6] END,
  least($1::timestamptz, date_trunc('second', o.delivered_at + make_interval(mins => (2 + (o.h / 13) % 59)::int)))
FROM (
  SELECT id, driver_id, delivered_at, ${H('id', 83)} AS h, ${H('id', 89)} AS h2 FROM orders
  WHERE status IN ('delivered', 'finished') AND driver_id IS NOT NULL AND delivered_at IS NOT NULL
) o
CROSS JOIN LATERAL (
  SELECT CASE WHEN o.h2 % 100 < 45 THEN 5 WHEN o.h2 % 100 < 70 THEN 4 WHEN o.h2 % 100 < 85 THEN 3
              WHEN o.h2 % 100 < 95 THEN 2 ELSE 1 END AS rating
) r
WHERE o.h % 100 < 30
ORDER BY 6, o.id`;

export interface ReportHistorySummary {
  statusChanges: number;
  offers: number;
  feedback: number;
}

/** Adds the reports' history to the demo data (orders and drivers must be in place). */
export async function seedReportHistory(db: DbOrTx, now: Date): Promise<ReportHistorySummary> {
  const run = async (text: string) => {
    const result = await db.execute(sql.raw(text.replaceAll('$1::timestamptz', `'${now.toISOString()}'::timestamptz`)));
    return (
      (result as { rowCount?: number | null; affectedRows?: number }).rowCount ??
      (result as { affectedRows?: number }).affectedRows ??
      0
    );
  };
  const statusChanges = await run(STATUS_LOG);
  const offers = await run(OFFERS);
  const feedback = await run(FEEDBACK);
  return { statusChanges, offers, feedback };
}
