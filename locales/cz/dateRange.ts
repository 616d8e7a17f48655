// Czech messages of the dateRange area (partial: missing keys fall back to English).
import type { PartialMessagesShape } from '../en.ts';
import type { dateRangeEn } from '../en/dateRange.ts';

export const dateRangeCz: PartialMessagesShape<typeof dateRangeEn> = {
  label: 'Rozsah dat',
  dialog: 'Vyberte rozsah dat',
  today: 'Dnes',
  yesterday: 'Včera',
  // "Počet dní: N" reads right for every N (polyglot applies English plural rules to the locale code "cz").
  days: 'Počet dní: %{smart_count}',
  // Only shown above 7 days, where Czech always says "dní".
  exceeded: 'Překročen rozsah dat: vybráno %{days} dní, povoleno nejvýše %{max}',
  apply: 'Použít',
  cancel: 'Zrušit',
};
