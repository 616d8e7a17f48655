// The price of a delivery: the company's tariff (companies.pricing, domain/pricing.ts) for the package size and
// road distance, times the highest active multiplier for the region, company and time.
import { and, isNull, lte, gte, sql } from 'drizzle-orm';
import { multipliers } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { highestMultiplier, quotePrice, type CompanyPricing, type PriceQuote } from '../../domain/pricing.ts';
import { zonedParts } from '../../domain/timeSlots.ts';
import type { PackageSize } from '../../domain/enums.ts';

export interface ActiveMultiplier {
  id: number;
  value: number;
}

/**
 * The multiplier applying at `at` to the region and company: of those not deactivated whose dates contain `at` and
 * whose regions and companies include them, the highest value at the Warsaw time of day (a time range containing
 * that time replaces the multiplier's own value). Null when none applies.
 */
export async function activeMultiplier(
  db: DbOrTx,
  regionName: string,
  companyId: number,
  at: Date,
): Promise<ActiveMultiplier | null> {
  const list = await db
    .select({ id: multipliers.id, multiplier: multipliers.multiplier, timeRanges: multipliers.timeRanges })
    .from(multipliers)
    .where(
      and(
        isNull(multipliers.deactivatedAt),
        lte(multipliers.dateFrom, at),
        gte(multipliers.dateTo, at),
        sql`${regionName} = any(${multipliers.regions})`,
        sql`${companyId}::int = any(${multipliers.companyIds})`,
      ),
    );
  const local = zonedParts(at);
  const best = highestMultiplier(list, local.hour * 60 + local.minute);
  return best ? { id: best.multiplier.id, value: best.value } : null;
}

export interface PricedDelivery extends PriceQuote {
  multiplierId: number | null;
}

export async function priceDelivery(
  db: DbOrTx,
  args: {
    pricing: CompanyPricing | null;
    regionName: string;
    companyId: number;
    packageSize: PackageSize;
    distanceMetres: number;
    at: Date;
  },
): Promise<PricedDelivery> {
  const m = await activeMultiplier(db, args.regionName, args.companyId, args.at);
  return {
    ...quotePrice(args.pricing, args.packageSize, args.distanceMetres, m?.value ?? null),
    multiplierId: m?.id ?? null,
  };
}
