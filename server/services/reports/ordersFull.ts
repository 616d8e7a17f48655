// ordersFull (GET /order/generate-report?reportType=full): one row per order created in the range.
import { col, selectList } from './csv.ts';
import { address, dayBounds, orderScope, Params, personName, where, type ReportModule } from './sql.ts';

const columns = [
  col('order_id', 'integer', 'o.id', 'Order id'),
  col('order_no', 'text', 'o.order_no', 'Order number (4 characters, unique per Warsaw day)'),
  col('external_id', 'text', 'o.external_id', 'The client’s own id of the order'),
  col('created_at', 'datetime', 'o.created_at', 'Created (Warsaw time)'),
  col('company', 'text', 'c.name', 'Company'),
  col('region', 'text', 'r.name', 'Region'),
  col('order_type', 'text', 'o.type', 'Order type (pickup_delivery, simple_delivery, iqos, …)', 'orderType'),
  col(
    'products',
    'text',
    `(SELECT string_agg(x->>'name', ' | ') FROM jsonb_array_elements(o.products) AS x)`,
    'Product names of the order lines, joined with " | "',
  ),
  col('status', 'text', 'o.status', 'Current status', 'orderStatus'),
  col('scheduled_from', 'datetime', 'o.scheduled_slot_from', 'Start of the scheduled delivery slot, if scheduled'),
  col('pickup_name', 'text', 'o.pickup_name', 'Pickup point'),
  col(
    'pickup_address',
    'text',
    address('o.pickup_street', 'o.pickup_zip_code', 'o.pickup_city'),
    'Pickup address: street, zip city',
  ),
  col(
    'delivery_address',
    'text',
    address('o.client_street', 'o.client_zip_code', 'o.client_city'),
    'Delivery address: street, zip city',
  ),
  col('driver_id', 'integer', 'o.driver_id', 'Driver id'),
  col('driver', 'text', personName('d'), 'Driver’s first and last name'),
  col('accepted_at', 'datetime', 'o.accepted_at', 'Accepted by the driver'),
  col('picked_up_at', 'datetime', 'o.picked_up_at', 'Picked up'),
  col('arrived_at', 'datetime', 'o.arrived_at', 'Driver arrived at the receiver'),
  col('delivered_at', 'datetime', 'o.delivered_at', 'Delivered'),
  col('finished_at', 'datetime', 'o.finished_at', 'Finished'),
  col('cancelled_at', 'datetime', 'o.cancelled_at', 'Cancelled'),
  col('cancellation_reason', 'text', 'o.cancellation_reason', 'Cancellation reason', 'cancellationReason'),
  col('distance_km', 'km', 'o.estimated_distance', 'Road distance pickup → receiver, km'),
  col('price', 'money', 'o.estimated_payout', 'Price of the delivery (with the multiplier), 2 decimals'),
  col('driver_payout', 'money', 'o.estimated_payout_driver', 'Driver’s payout, 2 decimals'),
  col('currency', 'text', 'upper(o.currency)', 'Currency (PLN, CZK)'),
  col('package_size', 'text', 'o.package_size', 'Package size S, M or L'),
  col(
    'emergency',
    'text',
    `CASE WHEN o.emergency_delivery THEN 'yes' ELSE 'no' END`,
    'Emergency delivery: yes or no',
    'yesNo',
  ),
];

export const ordersFullReport: ReportModule = {
  columns,
  rows: 'One row per order created in the range (Warsaw days), oldest first; `region` and `companyIds` narrow it.',
  statement(params, tenant) {
    const p = new Params();
    const { lo, hi } = dayBounds(p, params);
    const text = `SELECT ${selectList(columns)}
FROM orders o
JOIN companies c ON c.id = o.company_id
JOIN regions r ON r.id = o.region_id
LEFT JOIN drivers d ON d.id = o.driver_id
WHERE ${where([`o.created_at >= ${lo}`, `o.created_at < ${hi}`, ...orderScope(p, tenant, params)])}
ORDER BY o.created_at, o.id`;
    return { text, params: p.values };
  },
};
