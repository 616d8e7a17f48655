// Numbers inside messages follow the user's language: the i18n provider formats every number argument (weights,
// distances, limits, counts) in the current locale, and the order CSV writes amounts as the locale's spreadsheets
// read them.
import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { createAppStore, createI18nProvider, LOCALE_STORE_KEY } from '../../src/i18n/index.ts';
import { formatDecimalCell, formatMessageNumber } from '../../src/i18n/numberFormat.ts';
import { orderCsvColumns } from '../../src/resources/orders/filters/orderCsv.ts';
import type { OrderListItem } from '../../src/domain/api.ts';

const providerIn = (locale: string) => createI18nProvider(createAppStore(memoryStore({ [LOCALE_STORE_KEY]: locale })));

describe('numbers inside translated messages', () => {
  it('writes a decimal with the locale’s separator: "31,5 kg" in Polish and Czech, "31.5 kg" in English', async () => {
    expect((await providerIn('pl')).translate('validation.maxWeight', { max: 31.5 })).toBe('Wartość może wynosić najwyżej 31,5 kg');
    expect((await providerIn('cz')).translate('validation.maxWeight', { max: 31.5 })).toBe('Hodnota smí být nejvýše 31,5 kg');
    expect((await providerIn('en')).translate('validation.maxWeight', { max: 31.5 })).toBe('Value must be at most 31.5 kg');
  });

  it('follows a change of language', async () => {
    const i18n = await providerIn('en');
    expect(i18n.translate('validation.maxValue', { max: 9.99 })).toBe('Must be at most 9.99');
    await i18n.changeLocale('pl');
    expect(i18n.translate('validation.maxValue', { max: 9.99 })).toBe('Może wynosić najwyżej 9,99');
  });

  it('keeps the plural form chosen from the number, and never groups (years, ids and counts read as typed)', async () => {
    const pl = await providerIn('pl');
    expect(pl.translate('register.addLocations.saved', { smart_count: 1 })).toBe('Zapisano punkt odbioru');
    expect(pl.translate('register.addLocations.saved', { smart_count: 5 })).toBe('Zapisano punkty odbioru: 5');
    expect(pl.translate('landing.footer.rights', { year: 2026, controller: 'X' })).toBe('© 2026 X');
    expect((await providerIn('en')).translate('wallet.actions.driverUnknown', { id: 12345 })).toBe('Driver #12345');
  });

  it('leaves text arguments as they are', async () => {
    expect((await providerIn('pl')).translate('validation.maxValue', { max: '1.5' })).toBe('Może wynosić najwyżej 1.5');
  });

  it('formats a message number with every decimal it has', () => {
    expect(formatMessageNumber(52.229676, 'pl')).toBe('52,229676');
    expect(formatMessageNumber(1234567, 'en')).toBe('1234567');
    expect(formatMessageNumber(Number.NaN, 'pl')).toBe('NaN');
  });
});

describe('the order CSV', () => {
  const row = { price: { amount: 2350, currency: 'pln' }, flags: { multiplier: { value: 1.5, deactivated: false } } } as unknown as OrderListItem;
  const cell = async (locale: string, header: string) => {
    const i18n = await providerIn(locale);
    const columns = orderCsvColumns((key, options) => i18n.translate(key, options), locale);
    return columns.find((c) => c.header === header)!.value(row);
  };

  it('writes the client’s price in the locale’s decimal form, beside its currency', async () => {
    expect(await cell('pl', 'Cena')).toBe('23,50');
    expect(await cell('pl', 'Waluta')).toBe('PLN');
    expect(await cell('en', 'Price')).toBe('23.50');
    expect(await cell('cz', 'Cena')).toBe('23,50');
    expect(await cell('pl', 'Mnożnik ceny')).toBe('1,5');
    expect(formatDecimalCell(1234.5, 'pl')).toBe('1234,50');
  });

  it('leaves the price empty for a row without one (a user who may not see estimations)', async () => {
    const i18n = await providerIn('en');
    const price = orderCsvColumns((key, options) => i18n.translate(key, options), 'en').find((c) => c.header === 'Price')!;
    expect(price.value({ ...row, price: null })).toBeNull();
  });
});
