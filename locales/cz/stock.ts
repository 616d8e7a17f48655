// Czech messages of the stock area (complete; the type allows missing keys, which fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { stockEn } from '../en/stock.ts';

export const stockCz: PartialMessagesShape<typeof stockEn> = {
  page: {
    title: 'Převod zásob',
  },
};
