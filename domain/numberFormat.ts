// Numbers in the user's language: "31,5 kg" in Polish and Czech, "31.5 kg" in English. One place formats them, for
// the numbers interpolated into translated messages (the i18n provider formats every number argument with
// formatMessageNumber) and for those written beside a text (money, distances, CSV cells).

/** Our locale codes → BCP 47 (Czech is "cz" in the console, "cs" for Intl). */
export const toIntlLocale = (locale: string): string => (locale === 'cz' ? 'cs' : locale);

const formatters = new Map<string, Intl.NumberFormat>();

/** `value` in `locale` with these Intl options (formatters are kept per locale and options). */
export const formatNumber = (value: number, locale: string, options: Intl.NumberFormatOptions = {}): string => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(toIntlLocale(locale), options);
    formatters.set(key, formatter);
  }
  return formatter.format(value);
};

/**
 * A number inside a message: every decimal it has, the locale's decimal separator, no grouping (a message also
 * interpolates years, ids and counts, which "2,026" or "#12,345" would garble).
 */
export const formatMessageNumber = (value: number, locale: string): string =>
  Number.isFinite(value)
    ? formatNumber(value, locale, { useGrouping: false, maximumFractionDigits: 20 })
    : String(value);

/** An amount as a spreadsheet of this locale reads it: 2 decimals, its decimal separator, no grouping ("23,50"). */
export const formatDecimalCell = (value: number, locale: string, fractionDigits = 2): string =>
  formatNumber(value, locale, {
    useGrouping: false,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

/**
 * Minor units (grosze, haléře) → money with 2 decimals, the currency and the locale's digit grouping, also for
 * 4-digit amounts: "1 000,00 zł" in Polish (Intl's default leaves "1000,00 zł"), "1 000,00 Kč", "PLN 1,000.00".
 */
export const formatMoney = (minorUnits: number, currency: string, locale: string): string =>
  formatNumber(minorUnits / 100, locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  });
