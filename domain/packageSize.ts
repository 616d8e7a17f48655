// Package dimensions and size (S, M, L) of the order form's products. Pure; shared by the form and
// the server. Units: width, height, length in centimetres; weight in kilograms.
import type { PackageSize } from './enums.ts';
import type { Dimensions, MaximumDimensions } from './types.ts';

export const DIMENSION_FIELDS = ['width', 'height', 'length', 'weight'] as const;
export type DimensionField = (typeof DIMENSION_FIELDS)[number];

/** The size rules. S and M by weight and the sum of the three sides; L by weight and a 100×80×50 box. */
export const PACKAGE_SIZE_RULES = {
  S: { maxWeightKg: 9.99, maxSideSumCm: 100 },
  M: { maxWeightKg: 15, maxSideSumCm: 200 },
  /** Irregular shapes: the sides, largest first, fit within 100 × 80 × 50 cm. */
  L: { maxWeightKg: 31.5, boxCm: [100, 80, 50] as const },
} as const;

/** When a company sets none. */
export const DEFAULT_PACKAGE_SIZE: PackageSize = 'M';

export interface DimensionIssue {
  /** The field under `dimensions` the message belongs to, or null for the dimensions as a whole. */
  field: DimensionField | null;
  /** i18n key (validation.*). */
  message: string;
  params?: Record<string, number>;
}

const SIZE_ORDER: PackageSize[] = ['S', 'M', 'L'];

const hasAny = (d: Dimensions | undefined | null): d is Dimensions =>
  !!d && DIMENSION_FIELDS.some((f) => typeof d[f] === 'number');

const sides = (d: Dimensions) => [d.width ?? 0, d.height ?? 0, d.length ?? 0];

/**
 * The limits of one product line's dimensions: every given value > 0; each one at most the product's maximum
 * (weight message in kg, sides in cm); the largest side and the sum of the sides at most `largestSide` and `sideSum`;
 * and no larger than size L (the error `validation.packageTooLarge`).
 */
export function dimensionIssues(
  d: Dimensions | undefined | null,
  max: MaximumDimensions | null | undefined,
): DimensionIssue[] {
  if (!hasAny(d)) return [];
  const issues: DimensionIssue[] = [];
  for (const field of DIMENSION_FIELDS) {
    const value = d[field];
    if (value === undefined) continue;
    if (!(value > 0)) {
      issues.push({ field, message: 'validation.positive' });
      continue;
    }
    const limit = max?.[field];
    if (typeof limit === 'number' && value > limit) {
      issues.push({
        field,
        message: field === 'weight' ? 'validation.maxWeight' : 'validation.maxDimension',
        params: { max: limit },
      });
    }
  }
  if (issues.length) return issues;
  const s = sides(d);
  if (typeof max?.largestSide === 'number' && Math.max(...s) > max.largestSide) {
    issues.push({ field: null, message: 'validation.largestSide', params: { max: max.largestSide } });
  }
  if (typeof max?.sideSum === 'number' && s[0]! + s[1]! + s[2]! > max.sideSum) {
    issues.push({ field: null, message: 'validation.sideSum', params: { max: max.sideSum } });
  }
  if (!issues.length && packageSizeOf(d) === null) issues.push({ field: null, message: 'validation.packageTooLarge' });
  return issues;
}

/**
 * The size of one package by the size rules: S (≤ 9.99 kg, sides sum ≤ 100 cm), M (≤ 15 kg, sum ≤ 200 cm),
 * L (≤ 31.5 kg, fits 100 × 80 × 50 cm in any orientation); null when larger than L. Missing values count as 0
 * (a weight alone sizes by weight). Undefined when no dimension is given at all.
 */
export function packageSizeOf(d: Dimensions | undefined | null): PackageSize | null | undefined {
  if (!hasAny(d)) return undefined;
  const weight = d.weight ?? 0;
  const s = sides(d);
  const sum = s[0]! + s[1]! + s[2]!;
  if (weight <= PACKAGE_SIZE_RULES.S.maxWeightKg && sum <= PACKAGE_SIZE_RULES.S.maxSideSumCm) return 'S';
  if (weight <= PACKAGE_SIZE_RULES.M.maxWeightKg && sum <= PACKAGE_SIZE_RULES.M.maxSideSumCm) return 'M';
  const sorted = [...s].sort((a, b) => b - a);
  const box = PACKAGE_SIZE_RULES.L.boxCm;
  if (weight <= PACKAGE_SIZE_RULES.L.maxWeightKg && sorted.every((v, i) => v <= box[i]!)) return 'L';
  return null;
}

/**
 * The order's package size: the chosen one when set; otherwise the largest size among its product lines that give
 * dimensions (null when one is larger than L); otherwise the company's default (M when it sets none).
 */
export function resolvePackageSize(
  lines: { dimensions?: Dimensions | null }[],
  defaultPackageSize: PackageSize | null | undefined,
  chosen?: PackageSize,
): PackageSize | null {
  if (chosen) return chosen;
  let best: PackageSize | undefined;
  for (const line of lines) {
    const size = packageSizeOf(line.dimensions);
    if (size === null) return null;
    if (size && (!best || SIZE_ORDER.indexOf(size) > SIZE_ORDER.indexOf(best))) best = size;
  }
  return best ?? defaultPackageSize ?? DEFAULT_PACKAGE_SIZE;
}
