// The console's languages: the i18n provider, the locale store and the choices of the language menu.
export { createI18nProvider } from './i18nProvider.ts';
export { createAppStore, readStoredLocale, LOCALE_STORE_KEY } from './localeStore.ts';
export { LOCALE_OPTIONS } from './locales.ts';
