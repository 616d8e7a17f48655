// Coverage of an address a shop gives (GET /region/coverage; the registration and the pickup point forms ask it as
// the address is typed, and the server's own checks call coverageOf): served by its postcode when one is given (the
// zip_codes rows of active regions, as the delivery estimate reads them; an unknown code serves nothing), else by its
// city (a stored zip-code area of an active region whose place is that city, or a region of that name); and where
// we deliver.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { regions, zipCodes } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import type { CoverageAnswer, CoverageQuery } from '../../domain/coverage.ts';
import { placeKey } from '../../domain/placeNames.ts';
import { lookupZipCode } from './zipCodes.ts';

const byName = (a: string, b: string) => a.localeCompare(b, 'pl');

/**
 * The active region serving each postal code (the delivery estimate's rule: a code in several regions goes to the
 * oldest, the lowest id); a code no active region holds is absent. The estimate, the pickup points' `covered` and the
 * order form's driver availability all read it here.
 */
export async function activeRegionsOfZipCodes(
  db: DbOrTx,
  codes: string[],
): Promise<Map<string, { id: number; name: string }>> {
  const wanted = [...new Set(codes)];
  const byCode = new Map<string, { id: number; name: string }>();
  if (!wanted.length) return byCode;
  const rows = await db
    .select({ zipCode: zipCodes.name, id: regions.id, name: regions.name })
    .from(zipCodes)
    .innerJoin(regions, and(eq(regions.id, zipCodes.regionId), eq(regions.active, true)))
    .where(inArray(zipCodes.name, wanted))
    .orderBy(asc(regions.id));
  for (const { zipCode, id, name } of rows) if (!byCode.has(zipCode)) byCode.set(zipCode, { id, name });
  return byCode;
}

/** Every active region, by name. */
export async function servedCities(db: DbOrTx): Promise<string[]> {
  const result = await db.execute(sql`SELECT name FROM regions WHERE active ORDER BY name`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name).sort(byName);
}

/** The active regions serving a city: a region of that name, or one holding a zip-code area whose place is the city. */
export async function regionsServingCity(db: DbOrTx, city: string): Promise<string[]> {
  const key = placeKey(city);
  if (!key) return [];
  const result = await db.execute(sql`
    SELECT DISTINCT r.name AS region, z.city AS place
    FROM regions r LEFT JOIN zip_codes z ON z.region_id = r.id
    WHERE r.active`);
  const rows = (result as unknown as { rows: { region: string; place: string | null }[] }).rows;
  const regions = new Set<string>();
  for (const row of rows)
    if (placeKey(row.region) === key || (row.place && placeKey(row.place) === key)) regions.add(row.region);
  return [...regions].sort(byName);
}

/** Whether we deliver from the address (see the file's head), with the postcode's check and where we deliver. */
export async function coverageOf(db: Db, geoDataDir: string, query: CoverageQuery): Promise<CoverageAnswer> {
  const city = query.city?.trim() || null;
  const zip = query.zipCode ? await lookupZipCode(db, geoDataDir, query.zipCode) : null;
  const zipCodeCheck = zip
    ? {
        known: zip.known,
        place: zip.place,
        matchesCity: zip.known && zip.place && city ? placeKey(zip.place) === placeKey(city) : null,
      }
    : null;
  // A postcode that does not exist serves nothing: the address is wrong, not the city.
  const regions = zip ? zip.regions : city ? await regionsServingCity(db, city) : [];
  return {
    city: city ?? (zip?.known ? zip.place : null),
    zipCode: zip?.zipCode ?? null,
    zipCodeCheck,
    served: regions.length > 0,
    regions,
    servedCities: await servedCities(db),
  };
}
