// Polish messages of the coverage check: every key of locales/en/coverage.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { coverageEn } from '../en/coverage.ts';

export const coveragePl: MessagesShape<typeof coverageEn> = {
  checking: 'Sprawdzamy, czy tam działamy…',
  served: 'Działamy w miejscowości %{city}.',
  notServed: 'Nie odbieramy jeszcze przesyłek z miejscowości %{city}. Działamy w: %{cities}.',
  notServedKept:
    'Zachowujemy Twoje dane, a nasz dział sprzedaży widzi Twoje zainteresowanie: damy znać, gdy zaczniemy działać w miejscowości %{city}.',
  zipUnknown: 'Kod pocztowy %{zipCode} nie istnieje w Polsce. Sprawdź go.',
  zipOtherPlace: 'Kod pocztowy %{zipCode} należy do miejscowości %{place}, a nie %{city}.',
  usePlace: 'Użyj: %{place}',
};
