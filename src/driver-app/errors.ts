// The words for an error the driver API answered: its errorCode's message when the app has one, the wait of a 429,
// the block's reason when the server gives it, else a general line with the code.
import { DriverApiError } from './api.ts';
import { translate, type DriverLocale } from './i18n.tsx';
import { driverEn } from '../../locales/driver/en.ts';

const KNOWN = new Set(Object.keys(driverEn.errors));

export function errorText(locale: DriverLocale, error: unknown): string {
  if (!(error instanceof DriverApiError)) return translate(locale, 'errors.unknown', { code: 'client' });
  if (error.status === 429)
    return translate(locale, 'errors.too_many_attempts', { seconds: error.details.retryAfterSeconds ?? 60 });
  if (error.errorCode === 'driver_blocked' && error.details.reason)
    return translate(locale, 'errors.driver_blocked_reason', { reason: error.details.reason });
  if (KNOWN.has(error.errorCode)) return translate(locale, `errors.${error.errorCode}`);
  if (error.status >= 500) return translate(locale, 'errors.server');
  return translate(locale, 'errors.unknown', { code: error.errorCode });
}
