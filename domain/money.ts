// The one rounding rule for money: half away from zero, to the minor unit (grosz, haléř). The server prices an order
// with it (domain/pricing.ts: (base + per km × km) × multiplier) and the console converts the estimate it shows
// with it, so the price shown is the price charged. Floating-point noise is removed before rounding: 1.005 zł is
// 100.49999999999999 grosze in binary and must still round to 101.

/** Significant digits kept before rounding: far above any real amount, far below a double's noise (~17). */
const SIGNIFICANT_DIGITS = 15;

/** A fractional amount of minor units → whole minor units, half away from zero (100.5 → 101, -100.5 → -101). */
export function roundMinorUnits(minorUnits: number): number {
  if (!Number.isFinite(minorUnits)) return minorUnits;
  const clean = Number(Math.abs(minorUnits).toPrecision(SIGNIFICANT_DIGITS));
  const rounded = Math.floor(clean + 0.5);
  return minorUnits < 0 ? -rounded : rounded;
}

/** An amount in major units (złote) → major units with 2 decimals, half away from zero (1.005 → 1.01, 2.675 → 2.68). */
export function roundMoney(amount: number): number {
  return roundMinorUnits(amount * 100) / 100;
}

/** Major units → whole minor units by the same rule (1.005 zł → 101 gr). */
export function majorToMinorUnits(amount: number): number {
  return roundMinorUnits(amount * 100);
}

/** A base price in minor units times a price multiplier → the charged price in whole minor units. */
export function applyMultiplier(baseMinorUnits: number, multiplier: number | null | undefined): number {
  return roundMinorUnits(baseMinorUnits * (multiplier ?? 1));
}
