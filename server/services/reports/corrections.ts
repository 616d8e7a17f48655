// corrections (GET /report/corrections?dateFrom&dateTo): the drivers' correction requests made in the range, with
// the decision.
import { col, selectList } from './csv.ts';
import { address, dayBounds, orderScope, Params, personName, where, type ReportModule } from './sql.ts';

const columns = [
  col('correction_id', 'integer', 'k.id', 'Correction id'),
  col('created_at', 'datetime', 'k.created_at', 'Requested (Warsaw time)'),
  col('order_id', 'integer', 'o.id', 'Order id'),
  col('order_no', 'text', 'o.order_no', 'Order number'),
  col('company', 'text', 'c.name', 'Company'),
  col('region', 'text', 'r.name', 'Region'),
  col('driver_id', 'integer', 'k.driver_id', 'Driver id'),
  col('driver', 'text', personName('d'), 'Driver’s first and last name'),
  col('driver_email', 'text', 'd.email', 'Driver’s e-mail'),
  col(
    'category',
    'text',
    'k.category',
    'incorrect_distance, incorrect_size, different_delivery_address, reattempted_delivery, other, iqos_wee_exchange',
    'correctionCategory',
  ),
  col('status', 'text', 'k.status', 'pending, accepted or rejected', 'correctionStatus'),
  col('estimated_distance_km', 'km', 'k.estimated_distance', 'The order’s estimated distance, km'),
  col(
    'extra_distance_km',
    'km',
    `(k.data->>'extraDistance')::numeric`,
    'Extra distance the driver claims (stored in metres like every distance), km',
  ),
  col('recalculated_distance_km', 'km', 'k.recalculated_distance', 'Distance recalculated for the claim, km'),
  col('package_size', 'text', 'o.package_size', 'Package size of the order'),
  col('actual_package_size', 'text', `k.data->>'actualPackageSize'`, 'Package size the driver reports'),
  col(
    'claimed_address',
    'text',
    address(
      `k.data->'clientAddress'->>'street'`,
      `k.data->'clientAddress'->>'zipCode'`,
      `k.data->'clientAddress'->>'city'`,
    ),
    'Delivery address the driver reports',
  ),
  col('estimated_driver_payout', 'money', 'k.estimated_payout_driver', 'Driver’s estimated payout of the order'),
  col('suggested_correction_pay', 'money', 'k.suggested_correction_pay', 'Suggested correction amount'),
  col('accepted_amount', 'money', 'k.accepted_amount', 'Amount granted on acceptance'),
  col('driver_payout', 'money', 'k.payout_driver', 'Driver’s payout after the decision'),
  col('currency', 'text', 'upper(k.currency)', 'Currency'),
  col('drivers_comment', 'text', 'k.drivers_comment', 'Driver’s comment'),
  col('decided_at', 'datetime', 'k.decided_at', 'Accepted or rejected'),
  col('decided_by', 'text', 'op.email', 'Operator who decided'),
  col('rejection_reason', 'text', 'k.rejection_reason', 'Reason of a rejection'),
  col('comment', 'text', 'k.comment', 'Operator’s comment'),
];

export const correctionsReport: ReportModule = {
  columns,
  rows: 'One row per correction requested in the range (Warsaw days), oldest first. An operator limited to some companies or regions gets those of their orders.',
  statement(params, tenant) {
    const p = new Params();
    const { lo, hi } = dayBounds(p, params);
    const text = `SELECT ${selectList(columns)}
FROM corrections k
JOIN orders o ON o.id = k.order_id
JOIN companies c ON c.id = o.company_id
JOIN regions r ON r.id = o.region_id
JOIN drivers d ON d.id = k.driver_id
LEFT JOIN operators op ON op.id = k.decided_by_id
WHERE ${where([`k.created_at >= ${lo}`, `k.created_at < ${hi}`, ...orderScope(p, tenant)])}
ORDER BY k.created_at, k.id`;
    return { text, params: p.values };
  },
};
