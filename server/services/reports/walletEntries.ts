// walletEntries (GET /report/wallet-entries?dateFrom&dateTo&region&driverId): the drivers' wallet entries booked in
// the range, for reconciliation: one row per entry, deleted ones included and marked (they leave the wallet's sums).
// Tenant: the drivers the caller sees on the drivers page (as the wallet page); an order number only of a company the
// caller reaches.
import { companyInReachText } from '../../access/reach.ts';
import { col, selectList } from './csv.ts';
import { dayBounds, driverScope, Params, personName, regionIdsOf, where, type ReportModule } from './sql.ts';

const ORDER_NO_CELL = '\u0000order_no';

const columns = [
  col('entry_no', 'text', 'w.no', 'Entry number WP/<year>/<id>'),
  col('created_at', 'datetime', 'w.created_at', 'Booked (Warsaw time)'),
  col('driver_id', 'integer', 'w.driver_id', 'Driver id'),
  col('driver', 'text', personName('d'), 'Driver’s first and last name'),
  col('driver_email', 'text', 'd.email', 'Driver’s e-mail'),
  col('region', 'text', 'r.name', 'Driver’s region'),
  col('type', 'text', 'w.type', 'ride_added, correction, bonus, ambassador, iqos_wee_exchange', 'walletEntryType'),
  col('payout_driver', 'money', 'w.payout_driver', 'Amount for the driver (negative: subtracted)'),
  col('payout_client', 'money', 'w.payout_client', 'Amount for the client (empty when none)'),
  col('currency', 'text', 'upper(w.currency)', 'Currency'),
  col(
    'description',
    'text',
    'coalesce(w.description, w.creation_comment)',
    'Description (a manual entry without one: its creation comment)',
  ),
  col(
    'order_no',
    'text',
    ORDER_NO_CELL,
    'Order of a ride or cancellation (empty for an order of a company the caller does not reach)',
  ),
  col(
    'created_by',
    'text',
    `coalesce(cb.email, 'system')`,
    'Operator who created the entry, or system for the entries the system books',
    'actor',
  ),
  col(
    'deleted',
    'text',
    `CASE WHEN w.deleted_at IS NULL THEN 'no' ELSE 'yes' END`,
    'yes for a deleted entry (not counted in the wallet)',
    'yesNo',
  ),
  col('deleted_at', 'datetime', 'w.deleted_at', 'Deleted (Warsaw time)'),
  col('deleted_by', 'text', 'db.email', 'Operator who deleted the entry'),
  col('deletion_reason', 'text', 'w.deletion_reason', 'Reason of the deletion'),
];

export const walletEntriesReport: ReportModule = {
  columns,
  rows: 'One row per wallet entry booked in the range (Warsaw days), deleted entries included (`deleted` yes), oldest first; `region` keeps the drivers of that region, `driverId` one driver’s entries (a driver the caller does not see gives no rows). An operator limited to some companies or regions gets the entries of the drivers it sees on the drivers page. Needs the wallet scope (the omni and report scopes do not count).',
  statement(params, tenant) {
    const p = new Params();
    const { lo, hi } = dayBounds(p, params);
    const parts = [`w.created_at >= ${lo}`, `w.created_at < ${hi}`, ...driverScope(p, tenant)];
    if (params.region) parts.push(`d.region_id IN ${regionIdsOf(p, [params.region])}`);
    if (params.driverId !== null) parts.push(`w.driver_id = ${p.add(params.driverId)}::integer`);
    const reach = companyInReachText(tenant, 'o.company_id', p.add);
    const orderNo = reach === null ? 'o.order_no' : `CASE WHEN ${reach} THEN o.order_no END`;
    const text = `SELECT ${selectList(columns).replace(ORDER_NO_CELL, orderNo)}
FROM wallet_entries w
JOIN drivers d ON d.id = w.driver_id
LEFT JOIN regions r ON r.id = d.region_id
LEFT JOIN orders o ON o.id = w.order_id
LEFT JOIN operators cb ON cb.id = w.created_by_id
LEFT JOIN operators db ON db.id = w.deleted_by_id
WHERE ${where(parts)}
ORDER BY w.created_at, w.id`;
    return { text, params: p.values };
  },
};
