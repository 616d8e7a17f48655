// Czech messages of the corrections area (complete; the type allows missing keys, which fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { correctionsEn } from '../en/corrections.ts';

export const correctionsCz: PartialMessagesShape<typeof correctionsEn> = {
  page: {
    title: 'Opravy',
  },
};
