// polyglot i18n provider with pl / en / cz, each loaded on demand (messages.ts), missing keys allowed,
// plural rules that know the code "cz" (pluralRules.ts), and numbers interpolated into a message written in the
// current language ("%{max} kg" → "31,5 kg" in Polish): polyglot picks the plural form from the number, then its
// replace step formats each number argument (numberFormat.ts). A message called without smart_count takes its plural
// form from its count, length, max or min argument (withPluralCount), so "%{max} znak |||| … znaki |||| … znaków"
// reads right whatever limit a rule passes.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Store } from 'react-admin';
import { LOCALE_OPTIONS, toLocale } from './locales.ts';
import { readStoredLocale } from './localeStore.ts';
import { getMessages, loadMessages } from './messages.ts';
import { formatMessageNumber, toIntlLocale } from '../../domain/numberFormat.ts';
import { PLURAL_RULES } from './pluralRules.ts';
import { withPluralCount } from '../../domain/pluralCount.ts';

type Replacer = (expression: string, argument: string) => unknown;

/** polyglot's interpolation (String.prototype.replace on the phrase) with number arguments in the locale's form. */
export const localisedReplace = (getLocale: () => string) =>
  function replace(this: string, pattern: RegExp, replacer: Replacer): string {
    return String.prototype.replace.call(this, pattern, (expression: string, argument: string) => {
      const value = replacer(expression, argument);
      return typeof value === 'number' ? formatMessageNumber(value, getLocale()) : String(value);
    });
  };

/**
 * The page says which language it is in (`<html lang>`), for screen readers' pronunciation, the browser's hyphenation
 * and its offer to translate: the console's language, as a language tag ("cz" is Czech's code here, "cs" its tag).
 */
const showLanguage = (locale: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = toIntlLocale(locale);
};

/** Loads the stored language first, so the console starts in it without a flash of English. */
export const createI18nProvider = async (store: Store): Promise<I18nProvider> => {
  const initialLocale = readStoredLocale(store);
  await loadMessages(initialLocale);
  let current: string = initialLocale;
  const provider = polyglotI18nProvider((locale) => getMessages(toLocale(locale)), initialLocale, LOCALE_OPTIONS, {
    allowMissing: true,
    pluralRules: PLURAL_RULES,
    replace: localisedReplace(() => current),
  });
  showLanguage(initialLocale);
  return {
    ...provider,
    changeLocale: async (locale, options) => {
      await provider.changeLocale(locale, options);
      showLanguage(locale);
    },
    translate: (key, options) => {
      current = provider.getLocale();
      return provider.translate(key, withPluralCount(options));
    },
  };
};
