// Polish messages of the corrections area: every key of locales/en/corrections.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { correctionsEn } from '../en/corrections.ts';

export const correctionsPl: MessagesShape<typeof correctionsEn> = {
  page: {
    title: 'Korekty',
  },
};
