// Polish messages of the stock area: every key of locales/en/stock.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { stockEn } from '../en/stock.ts';

export const stockPl: MessagesShape<typeof stockEn> = {
  page: {
    title: 'Przesunięcia stanów',
  },
};
