// Czech messages of the dateRange area (merged into locales/cz.ts under the key `dateRange`).
import type { MessagesShape } from '../en.ts';
import type { dateRangeEn } from '../en/dateRange.ts';

export const dateRangeCz: MessagesShape<typeof dateRangeEn> = {
  label: 'Rozsah dat',
  dialog: 'Vyberte rozsah dat',
  presets: 'Rychlé rozsahy',
  today: 'Dnes',
  yesterday: 'Včera',
  selection: '%{range} · %{days}',
  // Czech plural forms (one, 2–4, 5+): src/i18n gives polyglot the Czech plural rule for the locale code "cz".
  days: '%{smart_count} den |||| %{smart_count} dny |||| %{smart_count} dní',
  pickEnd: 'Vyberte poslední den, nebo použijte tento jeden den',
  // Only shown above 7 days, where Czech always says "dní".
  exceeded: 'Překročen rozsah dat: vybráno %{days} dní, povoleno nejvýše %{max}',
  apply: 'Použít',
  cancel: 'Zrušit',
};
