import { describe, expect, it } from 'vitest';
import {
  exceedsDateRangeSpread,
  loginSchema,
  orderListQuerySchema,
  PHONE_PATTERN,
  registerSchema,
} from '../../domain/schemas.ts';
import { DATE_RANGE_MAX_DAYS } from '../../domain/constants.ts';
import { parseQueryString } from '../../server/querystring.ts';
import { z } from 'zod';
import en from '../../locales/en.ts';
import pl from '../../locales/pl.ts';
import cz from '../../locales/cz.ts';
import { hourMinuteSchema, zipCodeSearchSchema } from '../../domain/locationSchemas.ts';
import { warehouseAddSchema } from '../../domain/stockSchemas.ts';
import { issueArgs, issueMessageKey } from '../../domain/zodIssues.ts';

/** The first message of each field: the one a form shows. */
const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('login', () => {
  it('requires username and password of at least 3 characters', () => {
    expect(loginSchema.safeParse({ username: 'abc', password: 'abc' }).success).toBe(true);
    expect(issues(loginSchema.safeParse({ username: 'ab', password: '' }))).toEqual({
      username: 'validation.minLength',
      password: 'validation.required',
    });
  });
});

describe('phone pattern', () => {
  it.each(['600100200', '600 100 200', '+48 600 100 200', '+48600100200', '0048 600 100 200', '0048600100200', '-'])(
    'accepts %s',
    (v) => {
      expect(PHONE_PATTERN.test(v)).toBe(true);
    },
  );
  // A Polish number is 9 digits after an optional +48 / 0048: a prefix may not take digits of a short number.
  it.each([
    '60010020',
    '6001002000x',
    '--',
    '',
    'phone',
    '+4812345678',
    '+48 12345678',
    '004812345678',
    '48 600100200',
    '+420 601 234 567',
    '+1 600100200',
    '+48',
  ])('rejects "%s"', (v) => {
    expect(PHONE_PATTERN.test(v)).toBe(false);
  });
});

describe('registration', () => {
  const valid = {
    email: 'shop@x.pl',
    name: 'Shop',
    password: 'abcdef1',
    confirmPassword: 'abcdef1',
    confirmPrivacyPolicy: true,
  };
  it('accepts a valid registration with optional phone and city left empty', () => {
    expect(registerSchema.safeParse({ ...valid, phone: '', city: '' }).success).toBe(true);
  });
  it('needs a password of 7 characters with a letter and a digit', () => {
    expect(
      issues(registerSchema.safeParse({ ...valid, password: 'abcdefg', confirmPassword: 'abcdefg' })).password,
    ).toBe('validation.password');
    expect(
      issues(registerSchema.safeParse({ ...valid, password: '1234567', confirmPassword: '1234567' })).password,
    ).toBe('validation.password');
    expect(issues(registerSchema.safeParse({ ...valid, password: 'ab1', confirmPassword: 'ab1' })).password).toBe(
      'validation.minLength',
    );
  });
  it('needs the confirmation to match and the privacy policy to be accepted', () => {
    expect(issues(registerSchema.safeParse({ ...valid, confirmPassword: 'other12' }))).toEqual({
      confirmPassword: 'validation.passwordMismatch',
    });
    expect(issues(registerSchema.safeParse({ ...valid, confirmPrivacyPolicy: false }))).toEqual({
      confirmPrivacyPolicy: 'validation.mustAccept',
    });
  });
});

describe('order list query', () => {
  it('splits comma-joined statuses, coerces bracket arrays and defaults pagination and sort', () => {
    const q = orderListQuerySchema.parse({
      status: 'new,accepted',
      companyIds: ['3', '4'],
      showPastActiveOrders: 'true',
    });
    expect(q).toMatchObject({
      status: ['new', 'accepted'],
      companyIds: [3, 4],
      showPastActiveOrders: true,
      page: 1,
      perPage: 50,
      sort: 'priority',
    });
  });
  it('rejects a reversed date range on dateTo', () => {
    expect(
      issues(orderListQuerySchema.safeParse({ dateFrom: '2026-11-22T10:00:00Z', dateTo: '2026-11-21T10:00:00Z' })),
    ).toEqual({ dateTo: 'validation.dateRangeReversed' });
  });
  it('accepts at most 7 whole days (DATE_RANGE_MAX_DAYS), also across the autumn DST change, and refuses 8 on dateTo', () => {
    expect(DATE_RANGE_MAX_DAYS).toBe(7);
    const week = { dateFrom: '2026-11-15T23:00:00.000Z', dateTo: '2026-11-22T22:59:59.999Z' }; // 16–22 Nov in Warsaw
    expect(orderListQuerySchema.safeParse(week).success).toBe(true);
    // 25 Oct – 31 Oct 2026 in Warsaw: the 25th has 25 hours.
    expect(
      orderListQuerySchema.safeParse({ dateFrom: '2026-10-24T22:00:00.000Z', dateTo: '2026-10-31T22:59:59.999Z' })
        .success,
    ).toBe(true);
    const eight = orderListQuerySchema.safeParse({
      dateFrom: '2026-11-14T23:00:00.000Z',
      dateTo: '2026-11-22T22:59:59.999Z',
    });
    expect(issues(eight)).toEqual({ dateTo: 'validation.dateRangeTooLong' });
    expect(
      issues(
        orderListQuerySchema.safeParse({ dateFrom: '2026-01-01T00:00:00.000Z', dateTo: '2026-11-24T23:59:59.999Z' }),
      ),
    ).toEqual({ dateTo: 'validation.dateRangeTooLong' });
    expect(exceedsDateRangeSpread('2026-11-15T23:00:00.000Z', '2026-11-22T22:59:59.999Z')).toBe(false);
    expect(exceedsDateRangeSpread('2026-11-14T23:00:00.000Z', '2026-11-22T22:59:59.999Z')).toBe(true);
  });
});

describe('query string parser', () => {
  it('skips empty values and reads bracket arrays', () => {
    expect(parseQueryString('a=1&b=&ids[]=1&ids[]=2&one[]=x&c=x&c=y')).toEqual({
      a: '1',
      ids: ['1', '2'],
      one: ['x'],
      c: ['x', 'y'],
    });
  });

  it('keeps every value of a long list in order, bracketed or repeated', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => String(i + 1));
    expect(parseQueryString(ids.map((id) => `ids[]=${id}`).join('&')).ids).toEqual(ids);
    expect(parseQueryString(ids.map((id) => `c=${id}`).join('&')).c).toEqual(ids);
  });
});

describe('the message of an issue and its numbers (zodIssues: the forms and the server read them alike)', () => {
  const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0] as never;

  it('a whole-number rule given a fraction says "a whole number" (three languages), whatever generic message it had', () => {
    // The stock amount's own message is the generic "invalid value"; an hour has zod's English text.
    expect(issueMessageKey(first(warehouseAddSchema.shape.amount, 2.5))).toBe('validation.integer');
    expect(issueMessageKey(first(hourMinuteSchema.shape.hour, 7.5))).toBe('validation.integer');
    expect(issueMessageKey(first(orderListQuerySchema.shape.perPage, '2.5'))).toBe('validation.integer');
    // A rule with a message of its own keeps it; a number out of range is not about fractions.
    expect(issueMessageKey(first(z.number().int({ error: 'wallet.validation.decimals' }), 2.5))).toBe(
      'wallet.validation.decimals',
    );
    expect(issueMessageKey(first(warehouseAddSchema.shape.amount, 0))).toBe('validation.minValue');
    expect([en, pl, cz].map((messages) => (messages.validation as Record<string, string>).integer)).toEqual([
      'Must be a whole number',
      'Musi być liczbą całkowitą',
      'Musí být celé číslo',
    ]);
  });

  it('a range message has both its numbers on either bound, and an exact length its length', () => {
    for (const radius of [0, -1, 150]) {
      const issue = first(zipCodeSearchSchema.shape.radius, radius);
      expect(issueMessageKey(issue)).toBe('zipCodes.validation.radiusRange');
      expect(issueArgs(issue)).toEqual({ min: 0, max: 100 });
    }
    expect(issueArgs(first(z.string().length(4), 'abcde'))).toMatchObject({ length: 4 });
    expect(issueArgs(first(warehouseAddSchema.shape.amount, 0))).toEqual({ min: 1 });
  });
});
