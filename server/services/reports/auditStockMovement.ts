// auditStockMovement (GET /report/audit-stock-movement?reportType&dateFrom&dateTo&region&companyIds): the stock
// ledger in the range; reportType picks one movement type (companyToWarehouse, warehouseToAmbassador,
// ambassadorToDriver, driverToOrder), "all" or none every type.
import { col, selectList } from './csv.ts';
import {
  anyRegionScope,
  dayBounds,
  Params,
  personName,
  productScope,
  regionIdsOf,
  where,
  type ReportModule,
} from './sql.ts';

const party = (warehouse: string, warehouseRegion: string, driver: string) =>
  `CASE WHEN ${warehouse}.id IS NOT NULL THEN ${warehouse}.owner || ' – ' || ${warehouseRegion}.name
        WHEN ${driver}.id IS NOT NULL THEN ${personName(driver)} || ' <' || ${driver}.email || '>' END`;

const columns = [
  col('movement_id', 'integer', 'm.id', 'Ledger entry id'),
  col('created_at', 'datetime', 'm.created_at', 'Moved (Warsaw time)'),
  col(
    'type',
    'text',
    'm.type',
    'companyToWarehouse, warehouseToAmbassador, ambassadorToDriver, driverToOrder, warehouseToWarehouse, driverToWarehouse, warehouseToDriver, driverToDriver, orderToDriver',
    'stockMovementType',
  ),
  col('company', 'text', 'c.name', 'Company of the product'),
  col('product_code', 'text', 'pr.code', 'Product code'),
  col('product_name', 'text', 'pr.name', 'Product name'),
  col('amount', 'integer', 'm.amount', 'Items moved'),
  col(
    'serial_number',
    'text',
    `coalesce((SELECT nullif(string_agg(value, '; '), '') FROM jsonb_array_elements_text(m.items)), m.serial_number)`,
    'Every batch or serial number of the move, joined with "; " (a move of several devices lists each serial)',
  ),
  col(
    'from_type',
    'text',
    `CASE WHEN m.from_warehouse_id IS NOT NULL THEN 'warehouse' WHEN m.from_driver_id IS NOT NULL THEN 'driver' WHEN m.type = 'companyToWarehouse' THEN 'company' WHEN m.order_id IS NOT NULL THEN 'order' END`,
    'warehouse, driver, company or order',
    'stockParty',
  ),
  col(
    'from',
    'text',
    `coalesce(${party('fw', 'fwr', 'fd')}, CASE WHEN m.type = 'companyToWarehouse' THEN c.name WHEN m.order_id IS NOT NULL THEN o.order_no END)`,
    'Giving side: warehouse “owner – region”, driver “name <e-mail>”, the company, or the order no',
  ),
  col('from_region', 'text', 'coalesce(fwr.name, fdr.name)', 'Region of the giving warehouse or driver'),
  col(
    'to_type',
    'text',
    `CASE WHEN m.to_warehouse_id IS NOT NULL THEN 'warehouse' WHEN m.to_driver_id IS NOT NULL THEN 'driver' WHEN m.order_id IS NOT NULL THEN 'order' END`,
    'warehouse, driver or order',
    'stockParty',
  ),
  col('to', 'text', `coalesce(${party('tw', 'twr', 'td')}, o.order_no)`, 'Receiving side, as `from`'),
  col('to_region', 'text', 'coalesce(twr.name, tdr.name)', 'Region of the receiving warehouse or driver'),
  col('order_no', 'text', 'o.order_no', 'Order of a delivery or return'),
  col('created_by', 'text', 'op.email', 'Operator who made the move (empty for the drivers’ app)'),
];

export const auditStockMovementReport: ReportModule = {
  columns,
  rows: 'One row per stock ledger entry made in the range (Warsaw days), oldest first; `reportType` narrows it to one movement type, `region` to moves from or to a warehouse or driver of that region, `companyIds` to those products’ companies.',
  statement(params, tenant) {
    const p = new Params();
    const { lo, hi } = dayBounds(p, params);
    const parts = [`m.created_at >= ${lo}`, `m.created_at < ${hi}`, ...productScope(p, tenant, params.companyIds)];
    if (params.movementType) parts.push(`m.type = ${p.add(params.movementType)}`);
    const holders = ['fw.region_id', 'tw.region_id', 'fd.region_id', 'td.region_id'];
    parts.push(...anyRegionScope(p, tenant, holders));
    if (params.region) {
      const ids = regionIdsOf(p, [params.region]);
      parts.push(`(${holders.map((column) => `${column} IN ${ids}`).join(' OR ')})`);
    }
    const text = `SELECT ${selectList(columns)}
FROM stock_movements m
JOIN products pr ON pr.id = m.product_id
JOIN companies c ON c.id = pr.company_id
LEFT JOIN warehouses fw ON fw.id = m.from_warehouse_id
LEFT JOIN regions fwr ON fwr.id = fw.region_id
LEFT JOIN warehouses tw ON tw.id = m.to_warehouse_id
LEFT JOIN regions twr ON twr.id = tw.region_id
LEFT JOIN drivers fd ON fd.id = m.from_driver_id
LEFT JOIN regions fdr ON fdr.id = fd.region_id
LEFT JOIN drivers td ON td.id = m.to_driver_id
LEFT JOIN regions tdr ON tdr.id = td.region_id
LEFT JOIN orders o ON o.id = m.order_id
LEFT JOIN operators op ON op.id = m.created_by_id
WHERE ${where(parts)}
ORDER BY m.created_at, m.id`;
    return { text, params: p.values };
  },
};
