// The CSV of the warehouses page: the rows on screen with the columns the table shows.
import type { TranslateFunction } from 'react-admin';
import { downloadFileName } from '../../../domain/fileNames.ts';
import { toCsv, type CsvSeparator } from '../../../domain/csv.ts';
import type { WarehouseItem } from '../../../domain/stockSchemas.ts';

export const warehousesCsv = (
  rows: readonly WarehouseItem[],
  translate: TranslateFunction,
  separator: CsvSeparator,
): string =>
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

/** warehouses-<Warsaw yyyy-MM-dd-HHmm>.csv */
export const warehousesCsvName = (now = new Date()) => downloadFileName('warehouses', 'csv', now);
