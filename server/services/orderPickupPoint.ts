// The pickup point an order call names: a saved location of the company by id (its address, stored point and working
// hours; a typed address sent beside the id is ignored) or a typed address (a saved location of exactly that address
// still lends its stored point). One rule for the create, the estimate and the slots: the location must be an active
// one of the company within the caller's reach, else 400 `validation_failed` under `<field>.locationId`
// (`validation.invalid` for one that is not the company's or not active, `validation.pickupLocationNotInReach` for
// one outside a caller limited to some locations), as the create has always answered. The hours that apply are the
// location's own or the company's defaults (workingHours.ts effectiveWorkingSettings).
import { and, eq } from 'drizzle-orm';
import { locations } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { reachesLocation } from '../access/reach.ts';
import { orderMsg } from '../../domain/orderCreateSchemas.ts';
import type { AddressInput } from '../../domain/orderCreateApi.ts';
import type { WorkingSettings } from '../../domain/types.ts';
import { effectiveWorkingSettings } from '../../domain/workingHours.ts';
import type { GeocodedAddress } from './geocoding/index.ts';
import { savedPickupPoint } from './locations.ts';
import type { Tenant } from './principal.ts';

export type LocationRow = typeof locations.$inferSelect;

/** A pickup point as the order calls use it. */
export interface OrderPickupPoint {
  /** The saved location named by id; null for a typed address. */
  location: LocationRow | null;
  address: AddressInput;
  /** Where a saved location is (its save placed it), not geocoded again; null: geocode the address. */
  point: GeocodedAddress | null;
  /** The working settings that apply (the location's own, or the company's defaults). */
  workingSettings: WorkingSettings | null;
}

const refused = (field: string, message: string) =>
  badRequest('validation_failed', 'Invalid input', { [`${field}.locationId`]: [message] });

/** An active location of the company within the caller's reach, or 400 under `<field>.locationId`. */
export async function savedLocationOf(
  db: DbOrTx,
  tenant: Tenant,
  companyId: number,
  locationId: number,
  field: string,
): Promise<LocationRow> {
  const [location] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.companyId, companyId), eq(locations.active, true)));
  if (!location) throw refused(field, orderMsg.invalid);
  if (!reachesLocation(tenant, location.id)) throw refused(field, orderMsg.pickupLocationNotInReach);
  return location;
}

/** A caller limited to some pickup locations names one of them (a typed address is none of them). */
export function assertLocationGiven(tenant: Tenant, given: { locationId?: number } | null | undefined, field: string) {
  if (!tenant.allLocations && !given?.locationId) throw refused(field, orderMsg.pickupLocationNotInReach);
}

const pointOf = (location: LocationRow): GeocodedAddress | null =>
  location.lat !== null && location.lng !== null
    ? { lat: location.lat, lng: location.lng, zipCode: location.zipCode, city: location.city, precision: 'zipCode' }
    : null;

/**
 * The pickup point `given` names for a company: a saved location by id, or an address; null when none is given (the
 * company's hours apply then). `field` names the body's part in a 400 (`pickupPoint`, `sender`).
 */
export async function orderPickupPoint(
  db: DbOrTx,
  tenant: Tenant,
  company: { id: number; workingSettings: WorkingSettings | null },
  given: (Partial<AddressInput> & { locationId?: number }) | null | undefined,
  field: string,
): Promise<OrderPickupPoint | null> {
  if (!given) return null;
  if (given.locationId !== undefined) {
    const location = await savedLocationOf(db, tenant, company.id, given.locationId, field);
    return {
      location,
      address: { street: location.street, city: location.city, zipCode: location.zipCode },
      point: pointOf(location),
      workingSettings: effectiveWorkingSettings(location.workingSettings, company.workingSettings),
    };
  }
  // The schemas require the whole address without a locationId.
  const address = { street: given.street ?? '', city: given.city ?? '', zipCode: given.zipCode ?? '' };
  return {
    location: null,
    address,
    point: await savedPickupPoint(db, tenant, company.id, address),
    workingSettings: effectiveWorkingSettings(null, company.workingSettings),
  };
}
