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

/** The stored language, or the default one. */
export const readStoredLocale = (store: Store): Locale => toLocale(store.getItem(LOCALE_STORE_KEY));
