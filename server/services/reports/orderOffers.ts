// orderOffers (GET /report/order-offers?createdAtFrom&createdAtTo&region&companyIds): one row per offer of an order
// to a driver, made in the range.
import { col, selectList } from './csv.ts';
import { dayBounds, orderScope, Params, personName, where, type ReportModule } from './sql.ts';

const columns = [
  col('offer_id', 'integer', 'f.id', 'Offer id'),
  col('offered_at', 'datetime', 'f.offered_at', 'Offered to the driver (Warsaw time)'),
  col('order_id', 'integer', 'o.id', 'Order id'),
  col('order_no', 'text', 'o.order_no', 'Order number'),
  col('order_created_at', 'datetime', 'o.created_at', 'Order created'),
  col('company', 'text', 'c.name', 'Company'),
  col('region', 'text', 'r.name', 'Region'),
  col('driver_id', 'integer', 'f.driver_id', 'Driver id'),
  col('driver', 'text', personName('d'), 'Driver’s first and last name'),
  col('driver_email', 'text', 'd.email', 'Driver’s e-mail'),
  col(
    'response',
    'text',
    `coalesce(f.response, 'open')`,
    'accepted, rejected, expired (offered to someone else or the order left the market), or open',
    'offerResponse',
  ),
  col('responded_at', 'datetime', 'f.responded_at', 'Answered'),
  col(
    'response_seconds',
    'integer',
    'round(extract(epoch FROM f.responded_at - f.offered_at))',
    'Seconds from the offer to the answer',
  ),
  col(
    'distance_to_pickup_km',
    'km',
    'f.distance_to_pickup',
    'Road distance from the driver to the pickup point when offered, km',
  ),
  col('order_status', 'text', 'o.status', 'The order’s current status', 'orderStatus'),
];

export const orderOffersReport: ReportModule = {
  columns,
  rows: 'One row per offer made in the range (`createdAtFrom`, `createdAtTo`: the offer’s time, Warsaw days), oldest first; `region` and `companyIds` narrow it by the order.',
  statement(params, tenant) {
    const p = new Params();
    const { lo, hi } = dayBounds(p, params);
    const text = `SELECT ${selectList(columns)}
FROM order_offers f
JOIN orders o ON o.id = f.order_id
JOIN companies c ON c.id = o.company_id
JOIN regions r ON r.id = o.region_id
JOIN drivers d ON d.id = f.driver_id
WHERE ${where([`f.offered_at >= ${lo}`, `f.offered_at < ${hi}`, ...orderScope(p, tenant, params)])}
ORDER BY f.offered_at, f.id`;
    return { text, params: p.values };
  },
};
