// The CSV of the warehouses page: the rows on screen with the columns the table shows.
import type { TranslateFunction } from 'react-admin';
import { toCsv } from '../../domain/orderFilters.ts';
import type { WarehouseItem } from '../../domain/stockSchemas.ts';

export const warehousesCsv = (rows: readonly WarehouseItem[], translate: TranslateFunction, separator: ',' | ';'): string =>
  toCsv(
    [
      translate('warehouses.fields.owner'),
      translate('warehouses.fields.company'),
      translate('warehouses.fields.region'),
      translate('warehouses.fields.totalStockCount'),
    ],
    rows.map((w) => [w.owner, w.companyName, w.region, w.totalStockCount]),
    separator,
  );

export const warehousesCsvName = (now = new Date()) => `warehouses_${now.toISOString().slice(0, 16).replace(/[:T]/g, '-')}.csv`;
