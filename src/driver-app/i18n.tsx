// The driver app's languages: Polish, English, Czech and Ukrainian (locales/driver/). The first visit takes the
// phone's language when it is one of them (else Polish); the choice in the app's menu is kept on the phone.
// t('a.b', {name}) reads a message by its path and fills %{name}; a path missing in a language falls back to English.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { driverEn, type DriverMessages } from '../../locales/driver/en.ts';
import { driverPl } from '../../locales/driver/pl.ts';
import { driverCz } from '../../locales/driver/cz.ts';
import { driverUk } from '../../locales/driver/uk.ts';

export const DRIVER_LOCALES = ['pl', 'en', 'cz', 'uk'] as const;
export type DriverLocale = (typeof DRIVER_LOCALES)[number];

/** Each language's own name, as the menu lists it. */
export const DRIVER_LOCALE_NAMES: Record<DriverLocale, string> = {
  pl: 'Polski',
  en: 'English',
  cz: 'Čeština',
  uk: 'Українська',
};

/** The BCP 47 tag of each language (dates, numbers, the page's lang attribute). */
export const DRIVER_LOCALE_TAGS: Record<DriverLocale, string> = { pl: 'pl-PL', en: 'en-GB', cz: 'cs-CZ', uk: 'uk-UA' };

const MESSAGES: Record<DriverLocale, DriverMessages> = { pl: driverPl, en: driverEn, cz: driverCz, uk: driverUk };
export const DRIVER_LOCALE_STORAGE_KEY = 'driver-app.locale';

/** The phone's language when the app speaks it ("cs" is Czech, "uk" Ukrainian), else Polish. */
export function initialLocale(): DriverLocale {
  const stored = readStored();
  if (stored) return stored;
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    const locale = base === 'cs' ? 'cz' : base;
    if ((DRIVER_LOCALES as readonly string[]).includes(locale)) return locale as DriverLocale;
  }
  return 'pl';
}

function readStored(): DriverLocale | null {
  try {
    const value = window.localStorage.getItem(DRIVER_LOCALE_STORAGE_KEY);
    return value && (DRIVER_LOCALES as readonly string[]).includes(value) ? (value as DriverLocale) : null;
  } catch {
    return null;
  }
}

type Values = Record<string, string | number>;

function lookup(messages: unknown, path: string): string | undefined {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** A message with its %{name} places filled (a place without a value stays as written). */
export const fillTemplate = (template: string, values: Values = {}): string =>
  template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The message at `path` in `locale` (English when missing; the path itself when English has none either). */
export function translate(locale: DriverLocale, path: string, values: Values = {}): string {
  return fillTemplate(lookup(MESSAGES[locale], path) ?? lookup(driverEn, path) ?? path, values);
}

interface I18n {
  locale: DriverLocale;
  setLocale: (locale: DriverLocale) => void;
  t: (path: string, values?: Values) => string;
}

const I18nContext = createContext<I18n | null>(null);

export function DriverI18nProvider({ children, locale: first }: { children: ReactNode; locale?: DriverLocale }) {
  const [locale, setLocaleState] = useState<DriverLocale>(() => first ?? initialLocale());
  const setLocale = useCallback((next: DriverLocale) => {
    setLocaleState(next);
    try {
      window.localStorage.setItem(DRIVER_LOCALE_STORAGE_KEY, next);
    } catch {
      // private mode: the choice lasts this visit
    }
  }, []);
  const value = useMemo<I18n>(
    () => ({ locale, setLocale, t: (path, values) => translate(locale, path, values) }),
    [locale, setLocale],
  );
  if (typeof document !== 'undefined') {
    document.documentElement.lang = DRIVER_LOCALE_TAGS[locale];
    document.title = translate(locale, 'app.title');
  }
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useDriverI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useDriverI18n outside DriverI18nProvider');
  return i18n;
}
