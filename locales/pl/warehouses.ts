// Polish messages of the warehouses area: every key of locales/en/warehouses.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { warehousesEn } from '../en/warehouses.ts';

export const warehousesPl: MessagesShape<typeof warehousesEn> = {
  page: {
    title: 'Magazyny',
  },
};
