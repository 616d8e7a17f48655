// stockExchange (GET /report/stock-exchange?dateFrom&dateTo): stock handed from driver to driver, requested in the
// range, with its outcome.
import { col, selectList } from './csv.ts';
import { anyRegionScope, dayBounds, Params, personName, productScope, where, type ReportModule } from './sql.ts';

const columns = [
  col('exchange_id', 'integer', 'x.id', 'Exchange id'),
  col('created_at', 'datetime', 'x.created_at', 'Requested (Warsaw time)'),
  col('status', 'text', 'x.status', 'in_progress, pending, rejected or confirmed', 'stockExchangeStatus'),
  col('region', 'text', 'r.name', 'Giving driver’s region'),
  col('giving_driver_id', 'integer', 'gd.id', 'Giving driver id'),
  col('giving_driver', 'text', personName('gd'), 'Giving driver’s name'),
  col('giving_driver_email', 'text', 'gd.email', 'Giving driver’s e-mail'),
  col('receiving_driver_id', 'integer', 'rd.id', 'Receiving driver id'),
  col('receiving_driver', 'text', personName('rd'), 'Receiving driver’s name'),
  col('receiving_driver_email', 'text', 'rd.email', 'Receiving driver’s e-mail'),
  col('company', 'text', 'c.name', 'Company of the product'),
  col('product_code', 'text', 'pr.code', 'Product code'),
  col('product_name', 'text', 'pr.name', 'Product name'),
  col('amount', 'integer', 'x.amount', 'Items'),
  col('confirmed_at', 'datetime', 'x.confirmed_at', 'Confirmed by the receiving driver'),
  col('rejected_at', 'datetime', 'x.rejected_at', 'Rejected'),
];

export const stockExchangeReport: ReportModule = {
  columns,
  rows: 'One row per exchange requested in the range (Warsaw days), oldest first. An operator limited to some regions gets the exchanges of a giving or receiving driver of those regions; limited to some companies, those of their products.',
  statement(params, tenant) {
    const p = new Params();
    const { lo, hi } = dayBounds(p, params);
    const parts = [
      `x.created_at >= ${lo}`,
      `x.created_at < ${hi}`,
      ...productScope(p, tenant),
      ...anyRegionScope(p, tenant, ['gd.region_id', 'rd.region_id']),
    ];
    const text = `SELECT ${selectList(columns)}
FROM stock_exchanges x
JOIN drivers gd ON gd.id = x.giving_driver_id
JOIN drivers rd ON rd.id = x.driver_id
JOIN products pr ON pr.id = x.product_id
JOIN companies c ON c.id = pr.company_id
LEFT JOIN regions r ON r.id = gd.region_id
WHERE ${where(parts)}
ORDER BY x.created_at, x.id`;
    return { text, params: p.values };
  },
};
