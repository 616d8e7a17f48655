// Delivery price: a company tariff per package size (base + per km, minor units) times the active price
// multiplier of the region, company and time (a multiplier's time ranges carry their own value). Pure; the server
// loads the tariff and the multipliers, the console may show the rule.
import type { Currency, PackageSize } from './enums.ts';
import type { TimeRange } from './types.ts';
import { applyMultiplier, roundMinorUnits } from './money.ts';

export interface SizeTariff {
  /** Minor units (grosze, haléře) per order. */
  base: number;
  /** Minor units per kilometre of the estimated road distance. */
  perKm: number;
}

/** companies.pricing: the company's tariff; null → DEFAULT_PRICING. */
export interface CompanyPricing {
  currency: Currency;
  sizes: Record<PackageSize, SizeTariff>;
}

/** The tariff of a company without one: PLN 12.90 / 15.90 / 21.90 per order (S / M / L) plus PLN 2.10 per km. */
export const DEFAULT_PRICING: CompanyPricing = {
  currency: 'pln',
  sizes: {
    S: { base: 1290, perKm: 210 },
    M: { base: 1590, perKm: 210 },
    L: { base: 2190, perKm: 210 },
  },
};

/** The driver's estimated payout: this share of the final price (multiplier included), rounded to minor units. */
export const DRIVER_PAYOUT_SHARE = 0.72;

export interface MultiplierLike {
  id: number;
  multiplier: number;
  timeRanges: TimeRange[] | null;
}

/**
 * The multiplier's value at a local time of day (minutes since midnight, Europe/Warsaw): the multiplier of the
 * first time range containing it ([from, to)), else the multiplier's own value (it applies all day within its dates).
 */
export function effectiveMultiplier(m: MultiplierLike, localMinute: number): number {
  const range = m.timeRanges?.find(
    (r) => r.from.hour * 60 + r.from.minute <= localMinute && localMinute < r.to.hour * 60 + r.to.minute,
  );
  return range?.multiplier ?? m.multiplier;
}

/** Of the multipliers active for the region, company and date, the one with the highest value at that time. */
export function highestMultiplier<M extends MultiplierLike>(
  list: M[],
  localMinute: number,
): { multiplier: M; value: number } | null {
  let best: { multiplier: M; value: number } | null = null;
  for (const m of list) {
    const value = effectiveMultiplier(m, localMinute);
    if (!best || value > best.value) best = { multiplier: m, value };
  }
  return best;
}

export interface PriceQuote {
  /** Minor units. */
  price: number;
  /** Minor units. */
  payoutDriver: number;
  currency: Currency;
  multiplier: number | null;
}

/**
 * (base + perKm × km) × multiplier, rounded once to minor units by the money rule (half away from zero,
 * domain/money.ts); the driver's payout is DRIVER_PAYOUT_SHARE of it, rounded the same way.
 */
export function quotePrice(
  pricing: CompanyPricing | null | undefined,
  size: PackageSize,
  distanceMetres: number,
  multiplier: number | null,
): PriceQuote {
  const tariff = (pricing ?? DEFAULT_PRICING).sizes[size] ?? DEFAULT_PRICING.sizes[size];
  const net = tariff.base + (tariff.perKm * distanceMetres) / 1000;
  const price = applyMultiplier(net, multiplier);
  return {
    price,
    payoutDriver: roundMinorUnits(price * DRIVER_PAYOUT_SHARE),
    currency: (pricing ?? DEFAULT_PRICING).currency,
    multiplier,
  };
}
