// Numbers inside messages follow the user's language: the i18n provider formats every number argument (weights,
// distances, limits, counts) in the current locale, and the console's CSV cells write amounts as the locale's
// spreadsheets read them.
import { describe, expect, it } from 'vitest';
import { memoryStore } from 'react-admin';
import { createAppStore, createI18nProvider, LOCALE_STORE_KEY } from '../../src/i18n/index.ts';
import { formatDecimalCell, formatMessageNumber } from '../../domain/numberFormat.ts';

const providerIn = (locale: string) => createI18nProvider(createAppStore(memoryStore({ [LOCALE_STORE_KEY]: locale })));

describe('numbers inside translated messages', () => {
  it('writes a decimal with the locale’s separator: "31,5 kg" in Polish and Czech, "31.5 kg" in English', async () => {
    expect((await providerIn('pl')).translate('validation.maxWeight', { max: 31.5 })).toBe(
      'Wartość może wynosić najwyżej 31,5 kg',
    );
    expect((await providerIn('cz')).translate('validation.maxWeight', { max: 31.5 })).toBe(
      'Hodnota smí být nejvýše 31,5 kg',
    );
    expect((await providerIn('en')).translate('validation.maxWeight', { max: 31.5 })).toBe(
      'Value must be at most 31.5 kg',
    );
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

describe('plural forms of messages with counts', () => {
  it('text-length messages take the form of their limit: "1 znak", "2 znaki", "5 znaków" (22 few, 12 many)', async () => {
    const pl = await providerIn('pl');
    expect([1, 2, 5, 12, 22, 500].map((max) => pl.translate('validation.maxLength', { max }))).toEqual([
      'Dozwolony co najwyżej 1 znak',
      'Dozwolone co najwyżej 2 znaki',
      'Dozwolone co najwyżej 5 znaków',
      'Dozwolone co najwyżej 12 znaków',
      'Dozwolone co najwyżej 22 znaki',
      'Dozwolone co najwyżej 500 znaków',
    ]);
    expect(pl.translate('validation.minLength', { min: 3 })).toBe('Wymagane co najmniej 3 znaki');
    expect(pl.translate('validation.minLength', { min: 7 })).toBe('Wymagane co najmniej 7 znaków');
    expect(pl.translate('pin.validation.orderNoLength', { length: 4 })).toBe('Numer zamówienia ma dokładnie 4 znaki');
    expect(pl.translate('orderForm.limit.helper', { smart_count: 32 })).toBe('Najwyżej 32 znaki');
  });

  it('Czech has its own three forms (2–4 few, 5 and more many, 22 many too)', async () => {
    const cz = await providerIn('cz');
    expect([1, 3, 5, 22].map((max) => cz.translate('validation.maxLength', { max }))).toEqual([
      'Smí mít nejvýše 1 znak',
      'Smí mít nejvýše 3 znaky',
      'Smí mít nejvýše 5 znaků',
      'Smí mít nejvýše 22 znaků',
    ]);
    expect(cz.translate('validation.dateRangeTooLong', { max: 1 })).toBe('Rozsah dat může zahrnovat nejvýše 1 den');
  });

  it('counts in lists and limits', async () => {
    const pl = await providerIn('pl');
    expect(pl.translate('orderForm.cart.blocked.companyMax', { max: 1 })).toBe(
      'Zamówienie może zawierać najwyżej 1 produkt',
    );
    expect(pl.translate('orderForm.cart.blocked.companyMax', { max: 3 })).toBe(
      'Zamówienie może zawierać najwyżej 3 produkty',
    );
    expect(pl.translate('orderForm.cart.blocked.companyMax', { max: 5 })).toBe(
      'Zamówienie może zawierać najwyżej 5 produktów',
    );
    expect(pl.translate('account.validation.tooManyLocations', { max: 10 })).toBe('Dodaj najwyżej 10 punktów odbioru');
    expect(pl.translate('validation.dateRangeTooLong', { max: 1 })).toBe('Zakres dat może obejmować najwyżej 1 dzień');
    expect(pl.translate('locations.count', { smart_count: 2 })).toBe('2 lokalizacje');
    const en = await providerIn('en');
    expect(en.translate('validation.maxLength', { max: 1 })).toBe('Must be at most 1 character');
    expect(en.translate('validation.maxLength', { max: 1000 })).toBe('Must be at most 1000 characters');
  });

  it('a number in a plural message is still written in the user’s language', async () => {
    expect((await providerIn('pl')).translate('multipliers.value', { value: 1.5 })).toBe('1,5×');
    expect((await providerIn('en')).translate('multipliers.value', { value: 1.5 })).toBe('1.5×');
  });
});

describe('decimal cells of the console’s CSV files', () => {
  it('writes an amount in the locale’s decimal form, with 2 decimals and no grouping', () => {
    expect(formatDecimalCell(23.5, 'pl')).toBe('23,50');
    expect(formatDecimalCell(23.5, 'cz')).toBe('23,50');
    expect(formatDecimalCell(23.5, 'en')).toBe('23.50');
    expect(formatDecimalCell(1234.5, 'pl')).toBe('1234,50');
  });
});
