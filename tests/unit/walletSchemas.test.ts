// The wallet's shared rules (domain/walletSchemas.ts): amounts typed in złote → grosze, the add / subtract
// button, the create form's issues and body, the page's range (today by default, reversed swapped, at most 7 days)
// and the server's schemas (range span with the DST hour, manual types, non-zero whole grosze, reason required).
import { describe, expect, it } from 'vitest';
import {
  emptyWalletCreateForm,
  isSubtraction,
  parseWalletAmount,
  toWalletCreateBody,
  walletCreateFormIssues,
  walletCreateSchema,
  walletDeleteSchema,
  walletListQuerySchema,
  walletRangeOf,
  WALLET_MESSAGES,
} from '../../domain/walletSchemas.ts';

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => new Date(y, m - 1, d, h, min, s, ms);

describe('parseWalletAmount', () => {
  it('reads złote with up to 2 decimals (dot or comma, sign, spaces) as grosze', () => {
    expect(parseWalletAmount('12')).toBe(1200);
    expect(parseWalletAmount('12,5')).toBe(1250);
    expect(parseWalletAmount('12.05')).toBe(1205);
    expect(parseWalletAmount('-0.01')).toBe(-1);
    expect(parseWalletAmount('+3')).toBe(300);
    expect(parseWalletAmount(' 1 000,00 ')).toBe(100_000);
    expect(parseWalletAmount(12.34)).toBe(1234);
    expect(parseWalletAmount(0.1 + 0.2)).toBe(30);
  });

  it('refuses more than 2 decimals and anything that is not a number', () => {
    for (const value of ['1.234', 'abc', '', '-', '1,2,3', '--1', '1e3', null, undefined, Number.NaN, 1.005]) {
      expect(parseWalletAmount(value), String(value)).toBeNull();
    }
  });
});

describe('isSubtraction', () => {
  it('is true for a negative amount only: the button reads Add for a positive or empty one', () => {
    expect(isSubtraction('-12')).toBe(true);
    expect(isSubtraction(' -0,5')).toBe(true);
    expect(isSubtraction(-1)).toBe(true);
    expect(isSubtraction('')).toBe(false);
    expect(isSubtraction('12')).toBe(false);
    expect(isSubtraction(undefined)).toBe(false);
  });
});

describe('the create form', () => {
  const valid = { ...emptyWalletCreateForm(), type: 'bonus' as const, payoutDriver: '25,50' };

  it('needs a type, a non-zero payoutDriver with 2 decimals at most and a currency; payoutClient is optional', () => {
    expect(walletCreateFormIssues(valid)).toEqual({});
    expect(Object.keys(walletCreateFormIssues(emptyWalletCreateForm())).sort()).toEqual(['payoutDriver', 'type']);
    expect(walletCreateFormIssues({ ...valid, payoutDriver: '0,00' }).payoutDriver.message).toBe(
      WALLET_MESSAGES.notZero,
    );
    expect(walletCreateFormIssues({ ...valid, payoutDriver: '1.999' }).payoutDriver.message).toBe(
      WALLET_MESSAGES.decimals,
    );
    expect(walletCreateFormIssues({ ...valid, payoutDriver: 'ten' }).payoutDriver.message).toBe(WALLET_MESSAGES.number);
    expect(walletCreateFormIssues({ ...valid, payoutDriver: '100000,01' }).payoutDriver).toEqual({
      message: WALLET_MESSAGES.amountMax,
      args: { max: 100_000 },
    });
    expect(walletCreateFormIssues({ ...valid, payoutClient: '1,234' }).payoutClient.message).toBe(
      WALLET_MESSAGES.decimals,
    );
    expect(walletCreateFormIssues({ ...valid, type: 'ride_added' }).type.message).toBe('validation.invalid');
  });

  it('sends grosze, leaves out an empty payoutClient and comment, trims the comment', () => {
    expect(toWalletCreateBody(5, valid)).toEqual({ driverId: 5, type: 'bonus', payoutDriver: 2550, currency: 'pln' });
    expect(toWalletCreateBody(5, { ...valid, payoutDriver: '-10', payoutClient: '3.5', comment: '  late  ' })).toEqual({
      driverId: 5,
      type: 'bonus',
      payoutDriver: -1000,
      payoutClient: 350,
      currency: 'pln',
      comment: 'late',
    });
  });
});

describe('walletRangeOf', () => {
  const now = local(2026, 3, 18, 10, 30);

  it('is today from 00:00 to 23:59:59.999 without dates', () => {
    expect(walletRangeOf({}, now)).toEqual({ from: local(2026, 3, 18), to: local(2026, 3, 18, 23, 59, 59, 999) });
  });

  it('swaps a reversed range and keeps the last 7 days of a longer one', () => {
    const reversed = {
      dateFrom: local(2026, 3, 17, 23, 59, 59, 999).toISOString(),
      dateTo: local(2026, 3, 15).toISOString(),
    };
    expect(walletRangeOf(reversed, now)).toEqual({ from: local(2026, 3, 15), to: local(2026, 3, 17, 23, 59, 59, 999) });
    const long = {
      dateFrom: local(2026, 2, 1).toISOString(),
      dateTo: local(2026, 3, 18, 23, 59, 59, 999).toISOString(),
    };
    expect(walletRangeOf(long, now)).toEqual({ from: local(2026, 3, 12), to: local(2026, 3, 18, 23, 59, 59, 999) });
  });
});

describe('the server schemas', () => {
  const range = (from: Date, to: Date) => ({ dateFrom: from.toISOString(), dateTo: to.toISOString() });

  it('takes 7 whole days (also across the autumn DST change) and refuses 8 with rangeTooLong on dateTo', () => {
    expect(
      walletListQuerySchema.safeParse(range(local(2026, 3, 12), local(2026, 3, 18, 23, 59, 59, 999))).success,
    ).toBe(true);
    expect(
      walletListQuerySchema.safeParse(range(local(2026, 10, 22), local(2026, 10, 28, 23, 59, 59, 999))).success,
    ).toBe(true);
    const eight = walletListQuerySchema.safeParse(range(local(2026, 3, 11), local(2026, 3, 18, 23, 59, 59, 999)));
    expect(eight.success).toBe(false);
    expect(eight.error!.issues).toMatchObject([{ path: ['dateTo'], message: WALLET_MESSAGES.rangeTooLong }]);
    const parsed = walletListQuerySchema.parse(range(local(2026, 3, 18), local(2026, 3, 18, 23)));
    expect(parsed).toMatchObject({ page: 1, perPage: 50 });
    expect(walletListQuerySchema.safeParse({ dateTo: new Date().toISOString() }).success).toBe(false);
  });

  it('creates bonus, correction and ambassador entries with non-zero whole grosze only', () => {
    const body = { driverId: 1, type: 'bonus', payoutDriver: -1, currency: 'pln' };
    expect(walletCreateSchema.safeParse(body).success).toBe(true);
    for (const change of [
      { type: 'ride_added' },
      { type: 'iqos_wee_exchange' },
      { payoutDriver: 0 },
      { payoutDriver: 0.5 },
      { currency: 'eur' },
      { payoutClient: 2.5 },
    ]) {
      expect(walletCreateSchema.safeParse({ ...body, ...change }).success, JSON.stringify(change)).toBe(false);
    }
  });

  it('deletes with a reason (not blank) and an optional comment', () => {
    expect(walletDeleteSchema.safeParse({ walletEntryId: 1, reason: 'Duplicate' }).success).toBe(true);
    expect(walletDeleteSchema.safeParse({ walletEntryId: 1, reason: '  ' }).success).toBe(false);
    expect(walletDeleteSchema.parse({ walletEntryId: 1, reason: ' x ', comment: '  ' })).toEqual({
      walletEntryId: 1,
      reason: 'x',
      comment: undefined,
    });
  });
});
