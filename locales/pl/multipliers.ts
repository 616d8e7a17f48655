// Polish messages of the multipliers area: every key of locales/en/multipliers.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { multipliersEn } from '../en/multipliers.ts';

export const multipliersPl: MessagesShape<typeof multipliersEn> = {
  page: {
    title: 'Mnożniki',
  },
};
