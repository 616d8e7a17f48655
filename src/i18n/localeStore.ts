// react-admin's store (localStorage, key "RaStore.locale") keeps the chosen language across reloads.
// react-admin resets the store on logout; the language choice survives that reset.
import { localStorageStore, type Store } from 'react-admin';
import type { Locale } from '../../domain/constants.ts';
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
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language].filter(Boolean);

/** The public sales pages (the landing page and its privacy policy): Polish first, the language of their market. */
export const SALES_PAGE_PATHS = ['/register/landing', '/privacy'] as const;
export const SALES_PAGES_LOCALE: Locale = 'pl';

const currentPath = (): string => (typeof window === 'undefined' ? '' : window.location.pathname);
const isSalesPage = (path: string) => SALES_PAGE_PATHS.some((page) => path === page || path.startsWith(`${page}/`));

/**
 * The stored language; before any choice, the browser's language when the console speaks it; else Polish on the
 * sales pages (`path`, the page the console starts on) and the default elsewhere.
 */
export const readStoredLocale = (
  store: Store,
  path: string = currentPath(),
  languages: readonly string[] = browserLanguages(),
): Locale => {
  const stored = store.getItem(LOCALE_STORE_KEY);
  if (stored !== undefined && stored !== null) return toLocale(stored);
  return localeForBrowser(languages) ?? (isSalesPage(path) ? SALES_PAGES_LOCALE : toLocale(undefined));
};
