// Polish messages of the dateRange area: every key of locales/en/dateRange.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { dateRangeEn } from '../en/dateRange.ts';

export const dateRangePl: MessagesShape<typeof dateRangeEn> = {
  label: 'Zakres dat',
  dialog: 'Wybierz zakres dat',
  presets: 'Szybki wybór',
  today: 'Dziś',
  yesterday: 'Wczoraj',
  selection: '%{range} · %{days}',
  // "Liczba dni: N" reads right for every N, so it needs no plural forms.
  days: 'Liczba dni: %{smart_count}',
  pickEnd: 'Wybierz ostatni dzień albo zastosuj ten jeden dzień',
  // Only shown above 7 days, where Polish always says "dni".
  exceeded: 'Przekroczono zakres dat: wybrano %{days} dni, dozwolone najwyżej %{max}',
  apply: 'Zastosuj',
  cancel: 'Anuluj',
};
