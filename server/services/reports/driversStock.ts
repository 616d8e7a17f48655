// driversStock (GET /report/driver?region&companyIds): what every driver holds now, one row per driver and product.
import { col, selectList } from './csv.ts';
import { driverScope, Params, personName, productScope, regionIdsOf, where, type ReportModule } from './sql.ts';
import { orderByNameText } from '../../db/nameSort.ts';

const columns = [
  col('driver_id', 'integer', 'd.id', 'Driver id'),
  col('driver', 'text', personName('d'), 'Driver’s first and last name'),
  col('driver_email', 'text', 'd.email', 'Driver’s e-mail'),
  col('driver_type', 'text', 'd.type', 'driver or ambassador', 'driverType'),
  col('region', 'text', 'r.name', 'Driver’s region'),
  col('company', 'text', 'c.name', 'Company of the product'),
  col('product_id', 'integer', 'pr.id', 'Product id'),
  col('product_code', 'text', 'pr.code', 'Product code'),
  col('product_name', 'text', 'pr.name', 'Product name'),
  col('amount', 'integer', 'ds.amount', 'Items held'),
  col(
    'serial_numbers',
    'text',
    `(SELECT string_agg(value, ' ') FROM jsonb_array_elements_text(ds.items))`,
    'Batch or serial numbers of the items, space-separated',
  ),
];

export const driversStockReport: ReportModule = {
  columns,
  rows: 'One row per driver and product held (amount above 0) now, sorted by region, driver’s last and first name, company and product; `region` is the driver’s region, `companyIds` the products’ companies. No dates.',
  statement(params, tenant) {
    const p = new Params();
    const parts = ['ds.amount > 0', ...driverScope(p, tenant), ...productScope(p, tenant, params.companyIds)];
    if (params.region) parts.push(`d.region_id IN ${regionIdsOf(p, [params.region])}`);
    const text = `SELECT ${selectList(columns)}
FROM driver_stock ds
JOIN drivers d ON d.id = ds.driver_id
JOIN products pr ON pr.id = ds.product_id
JOIN companies c ON c.id = pr.company_id
LEFT JOIN regions r ON r.id = d.region_id
WHERE ${where(parts)}
ORDER BY ${['r.name', 'd.last_name', 'd.first_name'].map((c) => orderByNameText(c)).join(', ')}, d.id, ${orderByNameText('c.name')}, c.id, ${orderByNameText('pr.name')}, pr.id`;
    return { text, params: p.values };
  },
};
