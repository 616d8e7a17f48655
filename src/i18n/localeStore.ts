// react-admin's store (localStorage, key "RaStore.locale") keeps the chosen language across reloads.
// react-admin resets the store on logout; the language choice survives that reset.
import { localStorageStore, type Store } from 'react-admin';
import type { Locale } from '../domain/constants.ts';
import { toLocale } from './locales.ts';

export const LOCALE_STORE_KEY = 'locale';

export const createAppStore = (base: Store = localStorageStore()): Store => ({
  ...base,
  reset() {
    const locale = base.getItem(LOCALE_STORE_KEY);
    base.reset();
    if (locale !== undefined) base.setItem(LOCALE_STORE_KEY, locale);
  },
});

/**
 * The console's language for the browser's preferred languages (BCP 47 tags, first preferred first): Polish for
 * "pl…", Czech for "cs…" (the console calls it cz), English for anything else.
 */
export const localeForBrowser = (languages: readonly string[]): Locale | undefined => {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'pl') return 'pl';
    if (primary === 'cs') return 'cz';
    if (primary === 'en') return 'en';
  }
  return undefined;
};

const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);

/** The stored language; before any choice, the browser's language when the console speaks it; else the default. */
export const readStoredLocale = (store: Store): Locale => {
  const stored = store.getItem(LOCALE_STORE_KEY);
  return stored !== undefined && stored !== null ? toLocale(stored) : toLocale(localeForBrowser(browserLanguages()));
};
