// Numbers as the driver reads them, in the app's language: money from minor units, kilometres from metres, times.
import { DRIVER_LOCALE_TAGS, type DriverLocale } from './i18n.tsx';

export const money = (locale: DriverLocale, minor: number, currency: string) =>
  new Intl.NumberFormat(DRIVER_LOCALE_TAGS[locale], { style: 'currency', currency: currency.toUpperCase() }).format(
    minor / 100,
  );

export const kilometres = (locale: DriverLocale, metres: number) =>
  new Intl.NumberFormat(DRIVER_LOCALE_TAGS[locale], { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(
    metres / 1000,
  );

export const clockTime = (locale: DriverLocale, iso: string) =>
  new Intl.DateTimeFormat(DRIVER_LOCALE_TAGS[locale], { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** A day and a time (an entry, a handover, a message of another day). */
export const dateTime = (locale: DriverLocale, iso: string) =>
  new Intl.DateTimeFormat(DRIVER_LOCALE_TAGS[locale], { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
