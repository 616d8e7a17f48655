// The one rounding rule for money (domain/money.ts): half away from zero to the minor unit, with the
// floating-point noise of binary decimals removed first; the price rule uses it, so the estimate and the charge agree.
import { describe, expect, it } from 'vitest';
import { applyMultiplier, majorToMinorUnits, roundMinorUnits, roundMoney } from '../../domain/money.ts';
import { quotePrice } from '../../domain/pricing.ts';
import { toMinorUnits } from '../../domain/validators.ts';
import { formatMoney } from '../../domain/numberFormat.ts';

describe('roundMoney: half away from zero, to the grosz', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.015, 1.02],
    [0.285, 0.29],
    [8.345, 8.35],
    [10.075, 10.08],
    [1.255, 1.26],
    [1.004, 1],
    [2.6749, 2.67],
    [12.5, 12.5],
    [0, 0],
  ])('%s → %s', (amount, expected) => {
    expect(roundMoney(amount)).toBe(expected);
  });

  it('rounds negative halves away from zero too', () => {
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(-2.675)).toBe(-2.68);
    expect(roundMinorUnits(-100.5)).toBe(-101);
    expect(roundMinorUnits(-100.4)).toBe(-100);
  });

  it('rounds fractional minor units: x.5 up, noise removed (1290 × 1.15 is 1483.4999999999998 in binary)', () => {
    expect(1290 * 1.15).not.toBe(1483.5);
    expect(roundMinorUnits(1290 * 1.15)).toBe(1484);
    expect(applyMultiplier(1290, 1.15)).toBe(1484);
    expect(applyMultiplier(1000, 1.15)).toBe(1150);
    expect(applyMultiplier(1234.5, 1)).toBe(1235);
    expect(applyMultiplier(1999, null)).toBe(1999);
    expect(roundMinorUnits(100.49999)).toBe(100);
    expect(roundMinorUnits(Number.NaN)).toBeNaN();
  });

  it('converts major to minor units by the same rule', () => {
    expect(majorToMinorUnits(1.005)).toBe(101);
    expect(majorToMinorUnits(2.675)).toBe(268);
    expect(majorToMinorUnits(0.29)).toBe(29);
    expect(toMinorUnits(1.005)).toBe(101);
    expect(toMinorUnits(14.84)).toBe(1484);
  });
});

describe('the price rule uses it', () => {
  it('base price × multiplier, rounded once; the driver’s share rounded the same way', () => {
    // S: 12.90 zł, no distance, × 1.15 = 14.835 zł → 14.84 zł.
    expect(quotePrice(null, 'S', 0, 1.15)).toMatchObject({ price: 1484, payoutDriver: roundMinorUnits(1484 * 0.72) });
    // A half-grosz share rounds up: 1001 gr × 0.72 = 720.72 → 721; 1000.5 gr is charged as 1001.
    const tariff = {
      currency: 'pln' as const,
      sizes: { S: { base: 1000.5, perKm: 0 }, M: { base: 1, perKm: 0 }, L: { base: 1, perKm: 0 } },
    };
    expect(quotePrice(tariff, 'S', 0, null)).toMatchObject({ price: 1001, payoutDriver: 721 });
  });

  it('the price shown (złote from the API, back to grosze) is the price computed', () => {
    const { price } = quotePrice(null, 'M', 3_333, 1.15);
    expect(toMinorUnits(price / 100)).toBe(price);
  });
});

describe('money in the user’s language', () => {
  it('groups thousands, also for 4 digits: "1 000,00 zł"', () => {
    expect(formatMoney(100_000, 'pln', 'pl')).toBe('1\u00a0000,00\u00a0zł');
    expect(formatMoney(123_456_789, 'pln', 'pl')).toBe('1\u00a0234\u00a0567,89\u00a0zł');
    expect(formatMoney(100_000, 'czk', 'cz')).toBe('1\u00a0000,00\u00a0Kč');
    expect(formatMoney(100_000, 'pln', 'en')).toBe('PLN\u00a01,000.00');
    expect(formatMoney(1484, 'pln', 'pl')).toBe('14,84\u00a0zł');
  });
});
