// The bounds every schema builds on: the one text rule (length, NUL, unpaired surrogates), ids and whole numbers
// within int4, decimal query numbers, and dates within the business range.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailText, isStorableText, passwordText, PASSWORD_MAX_LENGTH, text } from '../../domain/text.ts';
import {
  calendarDate,
  decimalNumber,
  idList,
  idRule,
  INT4_MAX,
  isoDateTime,
  wholeNumber,
} from '../../domain/schemas.ts';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('the text rule', () => {
  const rule = text(5);

  it('takes texts up to the maximum, after trimming', () => {
    expect(rule.parse('abcde')).toBe('abcde');
    expect(rule.parse('  abcde  ')).toBe('abcde');
    expect(messages(rule, 'abcdef')).toEqual(['validation.maxLength']);
  });

  it('refuses a NUL anywhere', () => {
    expect(messages(rule, 'a\u0000b')).toEqual(['validation.invalidCharacters']);
    expect(messages(rule, '\u0000')).toEqual(['validation.invalidCharacters']);
  });

  it('takes paired surrogates and refuses unpaired ones', () => {
    expect(rule.parse('😀ż')).toBe('😀ż');
    for (const broken of ['\uD800', 'a\uD800b', '\uDC00', 'x\uDFFF', '\uDC00\uD800', '\uDBFF\uDBFF']) {
      expect(messages(rule, broken)).toEqual(['validation.invalidCharacters']);
    }
  });

  it('refuses what is not a string with its own message', () => {
    expect(messages(rule, 5)).toEqual(['validation.required']);
    expect(messages(text(5, { error: 'validation.invalid' }), true)).toEqual(['validation.invalid']);
    expect(messages(text(5, { tooLong: 'companies.validation.logoSize' }), 'abcdef')).toEqual([
      'companies.validation.logoSize',
    ]);
  });

  it('scans a text of megabytes for broken characters', () => {
    expect(isStorableText('a'.repeat(5_000_000))).toBe(true);
    expect(isStorableText(`${'a'.repeat(5_000_000)}\uD800`)).toBe(false);
  });

  it('keeps the white space of a password and bounds it at PASSWORD_MAX_LENGTH', () => {
    expect(passwordText().parse(' secret1 ')).toBe(' secret1 ');
    expect(passwordText().parse('p'.repeat(PASSWORD_MAX_LENGTH))).toHaveLength(PASSWORD_MAX_LENGTH);
    expect(messages(passwordText(), 'p'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual(['validation.maxLength']);
    expect(messages(passwordText(), 'secret\u00001')).toEqual(['validation.invalidCharacters']);
  });

  it('reads an e-mail address of at most 254 characters', () => {
    const local = 'a'.repeat(64);
    const at254 = `${local}@${'b'.repeat(254 - 64 - 1 - 3)}.pl`;
    expect(at254).toHaveLength(254);
    expect(emailText().parse(` ${at254} `)).toBe(at254);
    expect(messages(emailText(), `${local}@${'b'.repeat(254 - 64 - 3)}.pl`)).toEqual(['validation.maxLength']);
    expect(messages(emailText(), 'not an address')).toEqual(['validation.email']);
  });
});

describe('ids and whole numbers', () => {
  it('takes ids from 1 to the int4 maximum, as numbers or decimal digits', () => {
    expect(idRule().parse(1)).toBe(1);
    expect(idRule().parse(INT4_MAX)).toBe(2_147_483_647);
    expect(idRule().parse('42')).toBe(42);
    expect(idRule().parse('007')).toBe(7);
  });

  it('refuses ids beyond int4, below 1, fractional, or of another kind (true is not 1)', () => {
    for (const value of [INT4_MAX + 1, 2 ** 53, 0, -1, 1.5, '2147483648', '0', '-1'])
      expect(idRule().safeParse(value).success, String(value)).toBe(false);
    for (const value of [true, false, null, '', ' 1', '1 ', '1e3', '0x10', '1.0', 'NaN', 'Infinity', [1], {}]) {
      expect(idRule().safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(messages(idRule(), true)).toEqual(['validation.required']);
  });

  it('holds a whole number to its range with the range in the message', () => {
    const perPage = wholeNumber(1, 500);
    expect(perPage.parse('500')).toBe(500);
    expect(perPage.safeParse(501).error?.issues[0]).toMatchObject({ message: 'validation.maxValue', maximum: 500 });
    expect(messages(perPage, 0)).toEqual(['validation.minValue']);
    expect(messages(perPage, 2.5)).toEqual(['validation.integer']);
    expect(messages(perPage, true)).toEqual(['validation.invalid']);
  });

  it('reads id lists from a query string, each an id, at most 500', () => {
    expect(idList().parse('1,2')).toEqual([1, 2]);
    expect(idList().parse(['3', '2147483647'])).toEqual([3, INT4_MAX]);
    expect(idList().safeParse(['2147483648']).error?.issues[0]?.path).toEqual([0]);
    expect(idList().safeParse(Array.from({ length: 501 }, (_, i) => String(i + 1))).error?.issues[0]?.message).toBe(
      'validation.tooManyItems',
    );
  });

  it('reads decimal numbers from a query string and refuses NaN-ish texts', () => {
    const radius = decimalNumber({
      above: 0,
      max: 50,
      rangeError: { error: 'zipCodes.validation.radiusRange', params: { max: 50 } },
    });
    expect(radius.parse('7.5')).toBe(7.5);
    expect(radius.parse(50)).toBe(50);
    expect(messages(radius, '50.5')).toEqual(['zipCodes.validation.radiusRange']);
    expect(messages(radius, '0')).toEqual(['zipCodes.validation.radiusRange']);
    for (const value of ['NaN', 'Infinity', '1e999', '', true, ' 7'])
      expect(messages(radius, value), String(value)).toEqual(['validation.invalid']);
  });
});

describe('dates within the business range', () => {
  it('takes date-times from 2000-01-01 to 2100-12-31 (the date in its own offset)', () => {
    expect(isoDateTime().parse('2000-01-01T00:00:00.000Z')).toBe('2000-01-01T00:00:00.000Z');
    expect(isoDateTime().parse('2100-12-31T23:59:59.999Z')).toBe('2100-12-31T23:59:59.999Z');
    expect(isoDateTime().parse('2100-12-31T23:00:00-05:00')).toBe('2100-12-31T23:00:00-05:00');
  });

  it('refuses date-times outside it, malformed ones and endless fractions', () => {
    for (const value of ['1999-12-31T23:59:59.999Z', '2101-01-01T00:00:00.000Z', '0001-01-01T00:00:00Z']) {
      expect(messages(isoDateTime(), value), value).toEqual(['validation.dateOutOfRange']);
    }
    for (const value of [
      '99999-01-01T00:00:00Z',
      '+275760-09-13T00:00:00.000Z',
      '2024-02-30T00:00:00Z',
      'tomorrow',
      `2024-01-01T00:00:00.${'1'.repeat(100)}Z`,
    ]) {
      expect(isoDateTime().safeParse(value).success, value).toBe(false);
    }
  });

  it('takes calendar dates within the range and refuses the others', () => {
    expect(calendarDate().parse('2100-12-31')).toBe('2100-12-31');
    expect(messages(calendarDate(), '2101-01-01')).toEqual(['validation.dateOutOfRange']);
    expect(messages(calendarDate(), '1999-12-31')).toEqual(['validation.dateOutOfRange']);
    expect(calendarDate().safeParse('2024-02-30').success).toBe(false);
    expect(calendarDate().safeParse('0001-01-01').success).toBe(false);
  });
});
