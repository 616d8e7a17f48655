// The console's languages. Names are endonyms: the same text in every locale, so they are not translated.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/constants.ts';

export const LOCALE_OPTIONS: { locale: Locale; name: string }[] = [
  { locale: 'pl', name: 'Polski' },
  { locale: 'en', name: 'English' },
  { locale: 'cz', name: 'Čeština' },
];

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

export const toLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
