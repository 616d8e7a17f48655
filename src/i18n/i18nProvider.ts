// polyglot i18n provider with pl / en / cz, English as the fallback (merged under the others), missing keys allowed,
// and plural rules that know the code "cz" (pluralRules.ts).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, Store } from 'react-admin';
import { LOCALE_OPTIONS, toLocale } from './locales.ts';
import { readStoredLocale } from './localeStore.ts';
import { getMessages, loadMessages } from './messages.ts';
import { PLURAL_RULES } from './pluralRules.ts';

/** Loads the stored language first, so the console starts in it without a flash of English. */
export const createI18nProvider = async (store: Store): Promise<I18nProvider> => {
  const initialLocale = readStoredLocale(store);
  await loadMessages(initialLocale);
  return polyglotI18nProvider((locale) => getMessages(toLocale(locale)), initialLocale, LOCALE_OPTIONS, {
    allowMissing: true,
    pluralRules: PLURAL_RULES,
  });
};
