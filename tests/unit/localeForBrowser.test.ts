import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { localeForBrowser, LOCALE_STORE_KEY, readStoredLocale } from '../../src/i18n/localeStore.ts';

describe('the first language of the console', () => {
  it('follows the browser’s first language the console speaks', () => {
    expect(localeForBrowser(['pl-PL', 'en-US'])).toBe('pl');
    expect(localeForBrowser(['cs'])).toBe('cz');
    expect(localeForBrowser(['de-DE', 'cs-CZ', 'pl'])).toBe('cz');
    expect(localeForBrowser(['en-GB', 'pl'])).toBe('en');
    expect(localeForBrowser(['de-DE', 'fr'])).toBeUndefined();
    expect(localeForBrowser([])).toBeUndefined();
  });

  it('keeps a language the user chose over the browser’s', () => {
    const store = memoryStore();
    store.setup();
    store.setItem(LOCALE_STORE_KEY, 'en');
    expect(readStoredLocale(store)).toBe('en');
    store.setItem(LOCALE_STORE_KEY, 'cz');
    expect(readStoredLocale(store)).toBe('cz');
  });

  it('starts the sales pages in Polish when nothing was chosen and the browser offers no language the console speaks', () => {
    const store = memoryStore();
    store.setup();
    expect(readStoredLocale(store, '/register/landing', ['de-DE'])).toBe('pl');
    expect(readStoredLocale(store, '/privacy', [])).toBe('pl');
    expect(readStoredLocale(store, '/login', ['de-DE'])).toBe('en');
    // The browser's language and a choice come first.
    expect(readStoredLocale(store, '/register/landing', ['en-GB'])).toBe('en');
    expect(readStoredLocale(store, '/register/landing', ['cs-CZ'])).toBe('cz');
    store.setItem(LOCALE_STORE_KEY, 'en');
    expect(readStoredLocale(store, '/register/landing', ['de-DE'])).toBe('en');
  });
});
