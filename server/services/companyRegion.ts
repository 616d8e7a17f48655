// The region a company works in, from where it works: the region whose zip-code coverage (zip_codes rows of an active
// region, as the delivery estimate reads them) holds its active pickup points. Activation sets it (the admin may
// choose another); the company page offers it on the activation form.
import { and, asc, eq } from 'drizzle-orm';
import { companies, locations, regions, zipCodes } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { compareNames } from '../../domain/sorting.ts';
import type { RegionSuggestion } from '../../domain/companySchemas.ts';
import type { CompanyCoverage } from '../../domain/coverage.ts';
import type { CompanyStatus } from '../../domain/enums.ts';
import type { CompanyOwnerInfo } from '../../domain/types.ts';
import { placeKey } from '../../domain/placeNames.ts';
import { regionsServingCity, servedCities } from './coverage.ts';

export interface PickupPointCoverage extends RegionSuggestion {
  regionId: number | null;
}

/**
 * The company's active pickup points and the regions covering them. The suggested region covers the most points; on a
 * tie, the one covering the company's default pickup point, then the one covering its earliest point, then by name.
 * None when no point is covered (or there is no point).
 */
export async function pickupPointCoverage(db: DbOrTx, companyId: number): Promise<PickupPointCoverage> {
  const [company] = await db
    .select({ defaultLocationId: companies.defaultLocationId })
    .from(companies)
    .where(eq(companies.id, companyId));
  const rows = await db
    .select({ locationId: locations.id, regionId: regions.id, regionName: regions.name })
    .from(locations)
    .leftJoin(zipCodes, eq(zipCodes.name, locations.zipCode))
    .leftJoin(regions, and(eq(regions.id, zipCodes.regionId), eq(regions.active, true)))
    .where(and(eq(locations.companyId, companyId), eq(locations.active, true)))
    .orderBy(asc(locations.id));
  const points = new Set(rows.map((r) => r.locationId));
  const byRegion = new Map<number, { name: string; points: Set<number>; first: number }>();
  for (const row of rows) {
    if (row.regionId === null || row.regionName === null) continue;
    const entry = byRegion.get(row.regionId) ?? {
      name: row.regionName,
      points: new Set<number>(),
      first: row.locationId,
    };
    entry.points.add(row.locationId);
    entry.first = Math.min(entry.first, row.locationId);
    byRegion.set(row.regionId, entry);
  }
  const covered = new Set([...byRegion.values()].flatMap((r) => [...r.points]));
  const defaultId = company?.defaultLocationId ?? null;
  const [best] = [...byRegion.entries()].sort(
    ([, a], [, b]) =>
      b.points.size - a.points.size ||
      Number(defaultId !== null && b.points.has(defaultId)) - Number(defaultId !== null && a.points.has(defaultId)) ||
      a.first - b.first ||
      compareNames(a.name, b.name),
  );
  return {
    region: best ? best[1].name : null,
    regionId: best ? best[0] : null,
    pickupPoints: points.size,
    coveredPickupPoints: covered.size,
  };
}

/**
 * What a company's onboarding says about coverage (GET /@me/company's `coverage`): a pending company none of whose
 * active pickup points is covered waits for coverage in their cities (activation refuses it: company_outside_regions);
 * one without a pickup point, in its registration city when we do not deliver from it. With a covered point, or once
 * active, it waits for nothing.
 */
export async function companyCoverage(
  db: DbOrTx,
  company: { id: number; status: CompanyStatus; ownerInfo: CompanyOwnerInfo | null },
): Promise<CompanyCoverage> {
  const { pickupPoints, coveredPickupPoints } = await pickupPointCoverage(db, company.id);
  let waitingIn: string[] = [];
  if (company.status === 'pending' && coveredPickupPoints === 0) {
    if (pickupPoints > 0) {
      const rows = await db
        .select({ city: locations.city })
        .from(locations)
        .where(and(eq(locations.companyId, company.id), eq(locations.active, true)))
        .orderBy(asc(locations.id));
      // One name per place, as first written.
      const byKey = new Map<string, string>();
      for (const { city } of rows) if (!byKey.has(placeKey(city))) byKey.set(placeKey(city), city.trim());
      waitingIn = [...byKey.values()].sort(compareNames);
    } else {
      const city = company.ownerInfo?.city?.trim();
      if (city && (await regionsServingCity(db, city)).length === 0) waitingIn = [city];
    }
  }
  return {
    pickupPoints,
    coveredPickupPoints,
    waitingIn,
    servedCities: waitingIn.length ? await servedCities(db) : [],
  };
}

/** An active region by name, or null. */
export async function activeRegionNamed(db: DbOrTx, name: string): Promise<{ id: number; name: string } | null> {
  const [row] = await db
    .select({ id: regions.id, name: regions.name })
    .from(regions)
    .where(and(eq(regions.name, name), eq(regions.active, true)));
  return row ?? null;
}
