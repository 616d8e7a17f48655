// Pickup locations of companies (GET /region/locations,
// POST /region/locations/add and /update). Tenant rules: a client user sees and changes its own company's
// locations; an operator those of its assigned companies. A pickup point with the name and address of another of its
// company is most likely typed twice: adding one, or editing one into one, answers 409 `duplicate_location` naming
// the other ({existingId, existingName}) unless the caller says `allowDuplicate`; then the audit entry's `after`
// names the other one (duplicateOf). The address is geocoded on save; one transaction writes the row and its audit
// entry.
// The postcode is checked on save (a new point, or an edit of its postcode or city): one the postal-code data does not
// know (postcodes-pl.csv or a stored zip-code area; "00-000", the format's example) answers 400 validation_failed with
// validation.zipCodeUnknown under zipCode; one of another place than the city answers 409 `zip_code_other_place`
// ({zipCode, place, city}) unless the caller says `confirmZipCodePlace` (the point is then placed by the postcode).
// Every answer says whether an active region covers the point (region, covered: the zip_codes rows of active regions,
// as the delivery estimate and companyRegion.ts read them).
import { and, asc, count, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { companies, locations } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { badRequest, notFound, conflict, forbidden, unprocessable } from '../errors.ts';
import { REGISTRATION_MAX_LOCATIONS } from '../../domain/constants.ts';
import type { CompanyLocations, Location } from '../../domain/locationApi.ts';
import {
  locationMsg,
  ZIP_CODE_OTHER_PLACE,
  type DuplicateLocationDetails,
  type LocationFieldsParsed,
  type LocationListQuery,
  type ZipCodeOtherPlaceDetails,
} from '../../domain/locationSchemas.ts';
import type { AddressInput } from '../../domain/orderCreateApi.ts';
import { samePlace } from '../../domain/placeNames.ts';
import type { WorkingSettings } from '../../domain/types.ts';
import { audit, type Actor } from './audit.ts';
import type { GeocodedAddress, Geocoder } from './geocoding/index.ts';
import { lookupZipCode } from './zipCodes.ts';
import { activeRegionsOfZipCodes } from './coverage.ts';
import type { Tenant } from './principal.ts';
import { companyInReach, locationInReach, reachesCompany, reachesLocation } from '../access/reach.ts';
import { ascName } from '../db/nameSort.ts';

export interface LocationCaller {
  tenant: Tenant;
  actor: Actor;
  /** Client users are held to REGISTRATION_MAX_LOCATIONS; operators (the company page) are not. */
  limited: boolean;
}

type LocationRow = typeof locations.$inferSelect;

export function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    phone: row.phone,
    address: {
      street: row.street,
      city: row.city,
      zipCode: row.zipCode,
      formatted: row.formatted,
      lat: row.lat,
      lng: row.lng,
    },
    defaultNote: row.defaultNote,
    active: row.active,
    workingSettings: row.workingSettings ?? {},
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's companies (optionally narrowed by the query) with their locations, companies by name, locations by name. */
export async function listLocations(db: Db, tenant: Tenant, query: LocationListQuery): Promise<CompanyLocations[]> {
  const wanted = [...(query.companyIds ?? []), ...(query.companyId ? [query.companyId] : [])];
  const where: (SQL | undefined)[] = [];
  if (wanted.length) where.push(inArray(companies.id, wanted));
  where.push(companyInReach(tenant, companies.id));
  if (query.locationId) where.push(eq(locations.id, query.locationId));
  const rows = await db
    .select({ company: { id: companies.id, name: companies.name }, location: locations })
    .from(companies)
    .leftJoin(locations, and(eq(locations.companyId, companies.id), locationInReach(tenant, locations.id)))
    .where(and(...where))
    .orderBy(...ascName(companies.name), asc(companies.id), ...ascName(locations.name), asc(locations.id));
  const byCompany = new Map<number, CompanyLocations>();
  for (const row of rows) {
    let item = byCompany.get(row.company.id);
    if (!item)
      byCompany.set(
        row.company.id,
        (item = { companyId: row.company.id, companyName: row.company.name, locations: [] }),
      );
    if (row.location) item.locations.push(toLocation(row.location));
  }
  // Asked for one location: only the company holding it.
  const list = [...byCompany.values()];
  await withCoverage(
    db,
    list.flatMap((c) => c.locations),
  );
  return query.locationId ? list.filter((c) => c.locations.length) : list;
}

/** Sets each location's region and covered (the active region whose zip-code coverage holds its zip code). */
export async function withCoverage<
  T extends { address: { zipCode: string }; region?: string | null; covered?: boolean },
>(db: DbOrTx, list: T[]): Promise<T[]> {
  const regionOf = await regionsOfZipCodes(
    db,
    list.map((l) => l.address.zipCode),
  );
  for (const location of list) {
    location.region = regionOf.get(location.address.zipCode) ?? null;
    location.covered = location.region !== null;
  }
  return list;
}

/** Zip code → the name of the active region that serves it (coverage.ts activeRegionsOfZipCodes). */
export async function regionsOfZipCodes(db: DbOrTx, codes: string[]): Promise<Map<string, string>> {
  const regions = await activeRegionsOfZipCodes(db, codes);
  return new Map([...regions].map(([code, region]) => [code, region.name]));
}

/** A name or address part as the duplicate check compares it: without case, repeated spaces or spaces at the ends. */
const comparable = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('pl');

/** The name and address of a pickup point as the duplicate check compares them. */
const identityOf = (l: { name: string; street: string; city: string; zipCode: string }) =>
  [l.name, l.street, l.zipCode, l.city].map(comparable).join('\n');

/** Another pickup point of the company with the same name and address (the first by id), or null. */
async function duplicateOf(
  db: Db,
  companyId: number,
  fields: LocationFieldsParsed,
  exceptId?: number,
): Promise<{ id: number; name: string } | null> {
  // The zip code has one written form (00-000), so it narrows the rows; name, street and city compare in comparable().
  const rows = await db
    .select({ id: locations.id, name: locations.name, street: locations.street, city: locations.city })
    .from(locations)
    .where(and(eq(locations.companyId, companyId), eq(locations.zipCode, fields.zipCode)))
    .orderBy(asc(locations.id));
  const wanted = identityOf(fields);
  return rows.find((row) => row.id !== exceptId && identityOf({ ...row, zipCode: fields.zipCode }) === wanted) ?? null;
}

/**
 * The other pickup point with this name and address: 409 duplicate_location naming it unless the caller goes on on
 * purpose (allowDuplicate); then its id, for the audit entry (null: none).
 */
async function checkDuplicate(
  db: Db,
  companyId: number,
  fields: LocationFieldsParsed,
  allowDuplicate: boolean | undefined,
  exceptId?: number,
): Promise<number | null> {
  const other = await duplicateOf(db, companyId, fields, exceptId);
  if (other && !allowDuplicate) {
    const details: DuplicateLocationDetails = { existingId: other.id, existingName: other.name };
    throw conflict(
      'duplicate_location',
      'Another pickup point of the company has this name and address: send allowDuplicate true to save it anyway',
      { ...details },
    );
  }
  return other?.id ?? null;
}

/** The audit entry's picture of a saved location: the location, and the pickup point it repeats on purpose. */
const audited = (location: Location, duplicateOf: number | null) =>
  duplicateOf === null ? location : { ...location, duplicateOf };

/**
 * The address's point: 422 with the geocoder's code (address_not_found, …) when it cannot be placed. `placeAs`: the
 * place to geocode by instead of the city (the postcode's own place, when the user kept another city on purpose).
 */
export async function geocodeOrFail(geocoder: Geocoder, fields: LocationFieldsParsed, placeAs = fields.city) {
  const result = await geocoder.geocode({ street: fields.street, city: placeAs, zipCode: fields.zipCode });
  if (!result.ok) throw unprocessable(result.code, `The address could not be geocoded: ${result.code}`);
  return { lat: result.lat, lng: result.lng, formatted: `${fields.street}, ${fields.zipCode} ${fields.city}` };
}

/**
 * A pickup point's postcode as the postal-code data knows it (postcodes-pl.csv or a stored zip-code area): 400
 * validation_failed with validation.zipCodeUnknown under `path` when neither has it (00-000). Answers its place (null
 * when the data names none).
 */
export async function knownZipCodePlace(
  db: Db,
  geoDataDir: string,
  zipCode: string,
  path = 'zipCode',
): Promise<string | null> {
  const zip = await lookupZipCode(db, geoDataDir, zipCode);
  if (!zip.known)
    throw badRequest('validation_failed', `There is no postcode ${zipCode}`, { [path]: [locationMsg.zipCodeUnknown] });
  return zip.place;
}

/**
 * The postcode's checks of a pickup point being saved: known (400, knownZipCodePlace), and of the city's place unless
 * the caller confirms it (409 zip_code_other_place). Answers the place to geocode the address by: the city, or the
 * postcode's place when the user kept another city on purpose.
 */
async function checkedPlace(
  db: Db,
  geoDataDir: string,
  fields: LocationFieldsParsed,
  confirmZipCodePlace: boolean | undefined,
): Promise<string> {
  const place = await knownZipCodePlace(db, geoDataDir, fields.zipCode);
  if (!place || samePlace(place, fields.city)) return fields.city;
  if (!confirmZipCodePlace) {
    const details: ZipCodeOtherPlaceDetails = { zipCode: fields.zipCode, place, city: fields.city };
    throw conflict(
      ZIP_CODE_OTHER_PLACE,
      `Postcode ${fields.zipCode} belongs to ${place}, not to ${fields.city}: send confirmZipCodePlace true to keep it`,
      { ...details },
    );
  }
  return place;
}

/**
 * The stored point of a saved pickup point of the company with exactly this address (the point its save placed, a
 * kept postcode of another place too), or null: the delivery estimate places such a pickup point where it was saved.
 */
export async function savedPickupPoint(
  db: DbOrTx,
  tenant: Tenant,
  companyId: number,
  address: AddressInput,
): Promise<GeocodedAddress | null> {
  const [row] = await db
    .select({ lat: locations.lat, lng: locations.lng })
    .from(locations)
    .where(
      and(
        eq(locations.companyId, companyId),
        eq(locations.street, address.street),
        eq(locations.city, address.city),
        eq(locations.zipCode, address.zipCode),
        isNotNull(locations.lat),
        isNotNull(locations.lng),
        locationInReach(tenant, locations.id),
      ),
    )
    .orderBy(asc(locations.id))
    .limit(1);
  if (!row || row.lat === null || row.lng === null) return null;
  return { lat: row.lat, lng: row.lng, zipCode: address.zipCode, city: address.city, precision: 'zipCode' };
}

/** The columns of a location row from the parsed form fields (the point comes from geocodeOrFail). */
export function columnsOf(fields: LocationFieldsParsed) {
  return {
    name: fields.name,
    phone: fields.phone,
    street: fields.street,
    city: fields.city,
    zipCode: fields.zipCode,
    defaultNote: fields.defaultNote,
    active: fields.active,
    workingSettings: fields.workingSettings as WorkingSettings,
  };
}

/**
 * What a save may say besides the fields: the user goes on although the pickup point repeats another one
 * (allowDuplicate), or keeps a postcode of another place than the city (confirmZipCodePlace).
 */
export interface LocationSaveOptions {
  allowDuplicate?: boolean;
  confirmZipCodePlace?: boolean;
}

/** What placing a pickup point needs: the geocoder and the geodata folder (postcodes-pl.csv). */
export interface PlaceDeps {
  geocoder: Geocoder;
  geoDataDir: string;
}

export async function addLocation(
  db: Db,
  deps: PlaceDeps,
  caller: LocationCaller,
  companyId: number,
  fields: LocationFieldsParsed,
  { allowDuplicate, confirmZipCodePlace }: LocationSaveOptions = {},
): Promise<Location> {
  if (!reachesCompany(caller.tenant, companyId)) throw notFound('company_not_found', 'Company not found');
  // A new location is outside a reach limited to some locations: such a caller cannot add one.
  if (!caller.tenant.allLocations)
    throw forbidden('location_not_assignable', 'Your account is limited to some pickup locations');
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('company_not_found', 'Company not found');
  const placeAs = await checkedPlace(db, deps.geoDataDir, fields, confirmZipCodePlace);
  const duplicate = await checkDuplicate(db, companyId, fields, allowDuplicate);
  const point = await geocodeOrFail(deps.geocoder, fields, placeAs);
  const saved = await db.transaction(async (tx) => {
    if (caller.limited) {
      // Serialise concurrent adds of one company so the limit holds.
      await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
      const [{ n }] = await tx.select({ n: count() }).from(locations).where(eq(locations.companyId, companyId));
      if (n >= REGISTRATION_MAX_LOCATIONS)
        throw conflict('locations_limit_reached', `At most ${REGISTRATION_MAX_LOCATIONS} locations`);
    }
    const [row] = await tx
      .insert(locations)
      .values({ companyId, ...columnsOf(fields), ...point })
      .returning();
    const location = toLocation(row!);
    await audit(tx, caller.actor, {
      action: 'location.add',
      entity: 'location',
      entityId: row!.id,
      after: audited(location, duplicate),
    });
    return location;
  });
  return (await withCoverage(db, [saved]))[0]!;
}

export async function updateLocation(
  db: Db,
  deps: PlaceDeps,
  caller: LocationCaller,
  locationId: number,
  fields: LocationFieldsParsed,
  { allowDuplicate, confirmZipCodePlace }: LocationSaveOptions = {},
): Promise<Location> {
  const [current] = await db.select().from(locations).where(eq(locations.id, locationId));
  if (!current || !reachesCompany(caller.tenant, current.companyId) || !reachesLocation(caller.tenant, current.id)) {
    throw notFound('location_not_found', 'Location not found');
  }
  // Only an edit of the postcode or the city is checked: a point saved before the check keeps its other edits free.
  const placeAs =
    current.zipCode !== fields.zipCode || current.city !== fields.city
      ? await checkedPlace(db, deps.geoDataDir, fields, confirmZipCodePlace)
      : fields.city;
  // Only an edit of the name or the address can make a duplicate: a pickup point saved twice on purpose keeps its
  // other edits free of the warning.
  const renamedOrMoved = identityOf(current) !== identityOf(fields);
  const duplicate = renamedOrMoved
    ? await checkDuplicate(db, current.companyId, fields, allowDuplicate, current.id)
    : null;
  const sameAddress =
    current.street === fields.street &&
    current.city === fields.city &&
    current.zipCode === fields.zipCode &&
    current.lat != null;
  const point = sameAddress
    ? { lat: current.lat, lng: current.lng, formatted: current.formatted }
    : await geocodeOrFail(deps.geocoder, fields, placeAs);
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(locations)
      .set({ ...columnsOf(fields), ...point })
      .where(eq(locations.id, locationId))
      .returning();
    const location = toLocation(row!);
    await audit(tx, caller.actor, {
      action: 'location.update',
      entity: 'location',
      entityId: locationId,
      before: toLocation(current),
      after: audited(location, duplicate),
    });
    return location;
  });
  return (await withCoverage(db, [saved]))[0]!;
}
