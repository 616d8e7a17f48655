// Polyglot's plural rules for the console's locales. Polyglot picks a rule by the locale code and knows Czech only as
// "cs": for the console's code "cz" it would fall back to English's two forms, and a Czech "a |||| b |||| c" message
// would show its 2–4 form for 5 and more. These rules map each of our codes to its language's forms.
import type { Locale } from '../../domain/constants.ts';

type PluralRule = (n: number) => number;

const english: PluralRule = (n) => (n !== 1 ? 1 : 0);

/** 1 | 2–4, 22–24… (not 12–14) | everything else. */
const polish: PluralRule = (n) => {
  if (n === 1) return 0;
  const end = n % 10;
  return end >= 2 && end <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2;
};

/** 1 | 2–4 | everything else (0, 5 and more). */
const czech: PluralRule = (n) => {
  if (n === 1) return 0;
  return n >= 2 && n <= 4 ? 1 : 2;
};

/** The number of forms a plural message ("a |||| b …") has in each locale. */
export const PLURAL_FORMS: Record<Locale, number> = { en: 2, pl: 3, cz: 3 };

export const PLURAL_RULES = {
  pluralTypes: { english, polish, czech },
  pluralTypeToLanguages: { english: ['en'], polish: ['pl'], czech: ['cz', 'cs'] } satisfies Record<string, string[]>,
};
