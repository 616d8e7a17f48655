// Every locale has exactly English's keys (walking the nested message objects, react-admin's own `ra.*` included),
// keeps every %{placeholder} of the English message, and has the plural forms of its language.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.ts';
import pl from '../../locales/pl.ts';
import cz from '../../locales/cz.ts';
import { PLURAL_FORMS, PLURAL_RULES } from '../../src/i18n/pluralRules.ts';

type Tree = { [key: string]: unknown };

/** Every leaf of a message tree by its dotted path ("orderList.audit.title"). */
const leaves = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [p, v] of leaves(value as Tree, path)) out.set(p, v);
    } else out.set(path, value);
  }
  return out;
};

const placeholders = (message: string): string[] =>
  [...new Set([...message.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort();

const english = leaves(en as Tree);
const LOCALES = { en, pl, cz } as const;
const TRANSLATIONS = { pl, cz } as const;

/** react-admin's boolean.null is intentionally empty in every language. */
const MAY_BE_EMPTY = new Set(['ra.boolean.null']);

describe('locale keys', () => {
  it.each(Object.keys(TRANSLATIONS) as (keyof typeof TRANSLATIONS)[])(
    '%s has every key of English and no other',
    (locale) => {
      const translated = leaves(TRANSLATIONS[locale] as Tree);
      const missing = [...english.keys()].filter((key) => !translated.has(key));
      const extra = [...translated.keys()].filter((key) => !english.has(key));
      expect({ missing, extra }, `${locale}: ${missing.length} missing, ${extra.length} extra key paths`).toEqual({
        missing: [],
        extra: [],
      });
    },
  );

  it.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])('%s has a non-empty string for every key', (locale) => {
    const bad = [...leaves(LOCALES[locale] as Tree)]
      .filter(([key, value]) => typeof value !== 'string' || (value.trim() === '' && !MAY_BE_EMPTY.has(key)))
      .map(([key]) => key);
    expect(bad, `${locale}: keys without a text`).toEqual([]);
  });

  it.each(Object.keys(TRANSLATIONS) as (keyof typeof TRANSLATIONS)[])(
    '%s keeps every placeholder of the English message',
    (locale) => {
      const translated = leaves(TRANSLATIONS[locale] as Tree);
      const lost = [...english]
        .filter(([, message]) => typeof message === 'string')
        .flatMap(([key, message]) => {
          const text = translated.get(key);
          if (typeof text !== 'string') return [];
          const gone = placeholders(message as string).filter((name) => !text.includes(`%{${name}}`));
          return gone.length ? [`${key}: ${gone.map((name) => `%{${name}}`).join(', ')}`] : [];
        });
      expect(lost, `${locale}: placeholders of English missing from the translation`).toEqual([]);
    },
  );

  it.each(Object.keys(LOCALES) as (keyof typeof LOCALES)[])(
    '%s: a plural message ("a |||| b") has one form or all the forms of the language',
    (locale) => {
      const wrong = [...leaves(LOCALES[locale] as Tree)]
        .filter(
          ([key, value]) =>
            typeof value === 'string' && (value.includes('||||') || String(english.get(key)).includes('||||')),
        )
        .map(([key, value]) => [key, String(value).split('||||').length] as const)
        .filter(([, forms]) => forms !== 1 && forms !== PLURAL_FORMS[locale])
        .map(([key, forms]) => `${key}: ${forms} forms`);
      expect(
        wrong,
        `${locale}: plural messages need ${PLURAL_FORMS[locale]} forms (or one, phrased for any count)`,
      ).toEqual([]);
    },
  );

  it('a plural English message counts with smart_count, and so does its translation', () => {
    const wrong = Object.entries(TRANSLATIONS).flatMap(([locale, messages]) => {
      const translated = leaves(messages as Tree);
      return [...english]
        .filter(([, message]) => typeof message === 'string' && message.includes('||||'))
        .filter(([key]) => {
          const text = translated.get(key);
          return (
            typeof text === 'string' &&
            text.includes('||||') &&
            !/%\{smart_count\}/.test(text) &&
            /%\{smart_count\}/.test(String(english.get(key)))
          );
        })
        .map(([key]) => `${locale} ${key}`);
    });
    expect(wrong).toEqual([]);
  });
});

describe('plural rules', () => {
  const polyglotFor = (locale: 'en' | 'pl' | 'cz', phrases: object) =>
    polyglotI18nProvider(() => phrases as never, locale, [{ locale, name: locale }], { pluralRules: PLURAL_RULES });

  it('Czech ("cz") picks the one, few and many forms', () => {
    const { translate } = polyglotFor('cz', cz);
    expect([1, 3, 5, 0].map((n) => translate('dateRange.days', { smart_count: n }))).toEqual([
      '1 den',
      '3 dny',
      '5 dní',
      '0 dní',
    ]);
  });

  it('Polish picks the one, few and many forms (22 is few, 12 is many)', () => {
    const { translate } = polyglotFor('pl', pl);
    expect([1, 2, 5, 12, 22].map((n) => translate('routeMap.points', { smart_count: n }))).toEqual([
      '1 punkt lokalizacji',
      '2 punkty lokalizacji',
      '5 punktów lokalizacji',
      '12 punktów lokalizacji',
      '22 punkty lokalizacji',
    ]);
  });

  it('English keeps two forms', () => {
    const { translate } = polyglotFor('en', en);
    expect([1, 2].map((n) => translate('dateRange.days', { smart_count: n }))).toEqual(['1 day', '2 days']);
  });
});
