import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING, effectiveMultiplier, highestMultiplier, quotePrice } from '../../domain/pricing.ts';

const hm = (hour: number, minute = 0) => ({ hour, minute });

describe('pricing', () => {
  it('base + per km, times the multiplier, rounded to grosze; the driver gets 72%', () => {
    expect(quotePrice(null, 'M', 5_000, null)).toEqual({
      price: 1590 + 1050,
      payoutDriver: Math.round(2640 * 0.72),
      currency: 'pln',
      multiplier: null,
    });
    expect(quotePrice(DEFAULT_PRICING, 'S', 3_333, 1.25).price).toBe(Math.round((1290 + 699.93) * 1.25));
    const czk = {
      currency: 'czk' as const,
      sizes: { S: { base: 5900, perKm: 900 }, M: { base: 6900, perKm: 900 }, L: { base: 9900, perKm: 1100 } },
    };
    expect(quotePrice(czk, 'L', 2_000, null)).toMatchObject({ price: 12100, currency: 'czk' });
  });

  it('a time range replaces the multiplier inside [from, to); the highest value wins', () => {
    const peak = {
      id: 1,
      multiplier: 1.3,
      timeRanges: [
        { from: hm(7), to: hm(9), multiplier: 1.2 },
        { from: hm(16), to: hm(19), multiplier: 1.5 },
      ],
    };
    const flat = { id: 2, multiplier: 1.4, timeRanges: null };
    expect(effectiveMultiplier(peak, 8 * 60)).toBe(1.2);
    expect(effectiveMultiplier(peak, 9 * 60)).toBe(1.3);
    expect(effectiveMultiplier(peak, 18 * 60 + 59)).toBe(1.5);
    expect(highestMultiplier([peak, flat], 8 * 60)).toEqual({ multiplier: flat, value: 1.4 });
    expect(highestMultiplier([peak, flat], 17 * 60)).toEqual({ multiplier: peak, value: 1.5 });
    expect(highestMultiplier([], 0)).toBeNull();
  });
});
