// Czech messages of the multipliers area (complete; the type allows missing keys, which fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { multipliersEn } from '../en/multipliers.ts';

export const multipliersCz: PartialMessagesShape<typeof multipliersEn> = {
  page: {
    title: 'Násobitele',
  },
};
