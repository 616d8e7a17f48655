// Czech messages of the warehouses area (complete; the type allows missing keys, which fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { warehousesEn } from '../en/warehouses.ts';

export const warehousesCz: PartialMessagesShape<typeof warehousesEn> = {
  page: {
    title: 'Sklady',
  },
};
