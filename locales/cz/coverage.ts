// Czech messages of the coverage check: every key of locales/en/coverage.ts (type-checked).
import type { MessagesShape } from '../en.ts';
import type { coverageEn } from '../en/coverage.ts';

export const coverageCz: MessagesShape<typeof coverageEn> = {
  checking: 'Ověřujeme, zda odtamtud doručujeme…',
  served: 'Z místa %{city} doručujeme.',
  notServed: 'Z místa %{city} zatím nedoručujeme. Doručujeme v: %{cities}.',
  notServedKept:
    'Vaše údaje si ponecháme a náš obchodní tým vidí váš zájem: dáme vám vědět, až začneme v místě %{city}.',
  zipUnknown: 'PSČ %{zipCode} v Polsku neexistuje. Zkontrolujte ho.',
  zipOtherPlace: 'PSČ %{zipCode} patří k místu %{place}, ne k %{city}.',
  usePlace: 'Použít: %{place}',
};
