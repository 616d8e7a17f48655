import { describe, expect, it } from 'vitest';
import {
  isValidAmount,
  isValidPaymentCode,
  isValidPesel,
  isValidPhone,
  isValidReceiptNo,
  isValidRegistrationPlate,
  isValidVin,
  isValidZipCode,
  parseDecimal,
  peselBirthDate,
  phoneSearchDigits,
  toMinorUnits,
} from '../../domain/validators.ts';

describe('PESEL', () => {
  it.each([
    ['44051401359', 1944, 5, 14], // the classic example of the Polish ministry
    ['02070803628', 1902, 7, 8],
    ['92810100007', 1892, 1, 1], // 1800s: month + 80
    ['80921501235', 1880, 12, 15],
    ['00222904560', 2000, 2, 29], // 2000s: month + 20; 2000 is a leap year (divisible by 400)
    ['00322904563', 2000, 12, 29],
    ['04022904562', 1904, 2, 29], // leap year of the 1900s
    ['45523102226', 2145, 12, 31], // 2100s: month + 40
    ['00610101113', 2200, 1, 1], // 2200s: month + 60
    ['53723103334', 2253, 12, 31],
    ['24622904568', 2224, 2, 29],
  ])('accepts %s (born %i-%i-%i)', (pesel, year, month, day) => {
    expect(isValidPesel(pesel)).toBe(true);
    expect(peselBirthDate(pesel)).toEqual({ year, month, day });
  });

  it.each([
    ['44051401358', 'checksum failure'],
    ['02070803620', 'checksum failure'],
    ['80921501234', 'checksum failure'],
    ['00223004566', '30 February 2000'],
    ['01222904567', '29 February 2001 (not a leap year)'],
    ['00022904564', '29 February 1900 (not a leap year)'],
    ['99022904568', '29 February 1999'],
    ['02422904560', '29 February 2102'],
    ['99823107896', '31 February 1899'],
    ['04133100008', 'month 13 encodes no century'],
    ['4405140135', 'ten digits'],
    ['440514013590', 'twelve digits'],
    ['4405140135a', 'a letter'],
    ['', 'empty'],
  ])('rejects %s (%s)', (pesel) => {
    expect(isValidPesel(pesel)).toBe(false);
  });
});

describe('phone', () => {
  it.each(['600700800', '600 700 800', '+48600700800', '+48 600 700 800', '0048 600 700 800', '-', ' 600 700 800 '])(
    'accepts %s',
    (p) => expect(isValidPhone(p)).toBe(true),
  );
  // 9 digits after an optional +48 / 0048 only: a short number with a prefix, another country's prefix, a bare 48.
  it.each([
    '60070080',
    '600 700 80',
    '12345600700800',
    '--',
    'abc',
    '+48 600-700-800',
    '',
    '+48',
    '+4812345678',
    '004812345678',
    '48 600700800',
    '+420 601 234 567',
  ])('rejects %s', (p) => expect(isValidPhone(p)).toBe(false));
});

describe('phone search digits (the order list’s receiver search)', () => {
  it.each([
    ['600700800', '600700800'],
    ['600 700 800', '600700800'],
    ['+48 600 700 800', '600700800'],
    ['0048-600-700-800', '600700800'],
  ])('reads %s as %s', (phrase, digits) => expect(phoneSearchDigits(phrase)).toBe(digits));
  it.each(['60070080', '600 700', '+4860070080', '48600700800', '+420601234567', 'A1B2', ''])(
    'reads no number in %s',
    (phrase) => expect(phoneSearchDigits(phrase)).toBeNull(),
  );
});

describe('zip code', () => {
  it.each(['00-950', '31-154', '80-001', '61-888'])('accepts %s', (z) => expect(isValidZipCode(z)).toBe(true));
  it.each(['00950', '0-0950', '00-95', 'AB-123', '00 950', ''])('rejects %s', (z) =>
    expect(isValidZipCode(z)).toBe(false),
  );
});

describe('receipt number', () => {
  it('is exactly 4 digits', () => {
    expect(isValidReceiptNo('0042')).toBe(true);
    expect(isValidReceiptNo('123')).toBe(false);
    expect(isValidReceiptNo('12345')).toBe(false);
    expect(isValidReceiptNo('12a4')).toBe(false);
  });
});

describe('VIN', () => {
  it.each(['1HGCM82633A004352', 'WVWZZZ1JZXW000001', 'WBA3A5C51CF256651', 'VF1RFB00X56789012', 'wvwzzz1jzxw000001'])(
    'accepts %s',
    (v) => expect(isValidVin(v)).toBe(true),
  );
  it.each([
    ['1HGCM82633A00435', '16 characters'],
    ['1HGCM82633A0043521', '18 characters'],
    ['1HGCM82633I004352', 'contains I'],
    ['1HGCM82633O004352', 'contains O'],
    ['1HGCQ82633A004352', 'contains Q'],
    ['1HGCM8263-A004352', 'a dash'],
  ])('rejects %s (%s)', (v) => expect(isValidVin(v)).toBe(false));
});

describe('registration plate', () => {
  it.each(['WA 12345', 'KR1234A', 'WX 1234F', 'PO 5ABC1', 'GD-12345', 'DW1234', 'B-AB 123'.replace(' ', '')])(
    'accepts %s',
    (p) => expect(isValidRegistrationPlate(p)).toBe(true),
  );
  it.each(['WA_12345', 'WA 123 45', 'KR!1234', 'A', 'ABCDEFGHIJK1', 'WA  12345', ''])('rejects %s', (p) =>
    expect(isValidRegistrationPlate(p)).toBe(false),
  );
});

describe('payment code', () => {
  it('is exactly 20 digits', () => {
    expect(isValidPaymentCode('12345678901234567890')).toBe(true);
    expect(isValidPaymentCode('1234567890123456789')).toBe(false);
    expect(isValidPaymentCode('123456789012345678901')).toBe(false);
    expect(isValidPaymentCode('1234567890123456789a')).toBe(false);
  });
});

describe('amounts', () => {
  it('parses comma and dot decimals and JSON numbers', () => {
    expect(parseDecimal('12,50')).toBe(12.5);
    expect(parseDecimal('12.5')).toBe(12.5);
    expect(parseDecimal(' 3 ')).toBe(3);
    expect(parseDecimal(7.25)).toBe(7.25);
    expect(parseDecimal('1 200,00')).toBeNull();
    expect(parseDecimal('12,5,0')).toBeNull();
    expect(parseDecimal('-1')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
    expect(parseDecimal(Number.NaN)).toBeNull();
  });
  it('needs at least 0.01 and at most 2 decimals', () => {
    expect(isValidAmount('0,01')).toBe(true);
    expect(isValidAmount(0.01)).toBe(true);
    expect(isValidAmount('12,50')).toBe(true);
    expect(isValidAmount('0')).toBe(false);
    expect(isValidAmount(0.001)).toBe(false);
    expect(isValidAmount('1,005')).toBe(false);
  });
  it('turns major units into grosze', () => {
    expect(toMinorUnits(12.5)).toBe(1250);
    expect(toMinorUnits(0.29)).toBe(29);
    expect(toMinorUnits(1.005)).toBe(101);
  });
});
