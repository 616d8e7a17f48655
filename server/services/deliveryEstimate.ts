// Delivery availability and price:
// geocode both addresses, find their region through the zip codes, check coverage, the region match and the
// company's maximum distance, then price. Shared by POST /order/check-delivery-availability and POST /order/create.
import { eq } from 'drizzle-orm';
import { companies } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { forbidden, HttpError, notFound } from '../errors.ts';
import { Geocoder, type GeocodedAddress } from './geocoding/index.ts';
import type { RoadDistanceEstimator } from './roadDistance.ts';
import { priceDelivery, type PricedDelivery } from './pricing.ts';
import type { Tenant } from './principal.ts';
import { reachesCompany, reachesRegion } from '../access/reach.ts';
import type {
  AddressInput,
  DeliveryAddressRole,
  DeliveryAvailabilityResult,
  DeliveryNotAvailableDetails,
} from '../../domain/orderCreateApi.ts';
import type { PackageSize } from '../../domain/enums.ts';
import { activeRegionsOfZipCodes } from './coverage.ts';
import type { ServerErrorCode } from '../../domain/errorCodes.ts';

export type CompanyRow = typeof companies.$inferSelect;

export interface DeliveryDeps {
  geocoder: Geocoder;
  roads: RoadDistanceEstimator;
}

/** The company the caller may create orders for, or 404 company_not_found (another tenant's does not exist). */
export async function companyForCaller(db: DbOrTx, tenant: Tenant, companyId: number): Promise<CompanyRow> {
  if (!reachesCompany(tenant, companyId)) throw notFound('company_not_found', 'Company not found');
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound('company_not_found', 'Company not found');
  return company;
}

const unavailable = (code: ServerErrorCode, message: string, details?: DeliveryNotAvailableDetails) =>
  new HttpError(422, code, message, undefined, undefined, details ? { details: { ...details } } : {});

export interface DeliveryEstimate {
  result: DeliveryAvailabilityResult;
  regionId: number;
  sender: GeocodedAddress | null;
  receiver: GeocodedAddress;
  priced: PricedDelivery;
}

/**
 * Estimates one delivery. `senderRole` picks the error codes of the sender address: 'pickupPoint' for order
 * creation (pickup_point_address_*), 'receiver' for the estimate call (its codes have no pickup-point variants).
 * Errors (422): the geocoder's codes, delivery_not_available_for_specified_addresses (an address outside every
 * region, or farther than the company's maxDeliveryDistanceRadius in metres; its details name which:
 * DeliveryNotAvailableDetails), cross_region_delivery_unavailable. `senderPoint`: the pickup point's stored point (a
 * saved pickup point is placed where its save placed it, not geocoded again).
 * 403 region_not_allowed when an operator limited to regions asks for another region.
 */
export async function estimateDelivery(
  db: DbOrTx,
  deps: DeliveryDeps,
  args: {
    company: CompanyRow;
    tenant: Tenant;
    sender?: AddressInput | null;
    senderPoint?: GeocodedAddress | null;
    receiver: AddressInput;
    packageSize: PackageSize;
    at: Date;
    senderRole: 'pickupPoint' | 'receiver';
  },
): Promise<DeliveryEstimate> {
  const [sender, receiver] = await Promise.all([
    args.sender
      ? args.senderPoint
        ? Promise.resolve({ ok: true as const, ...args.senderPoint })
        : deps.geocoder.geocode(args.sender)
      : Promise.resolve(null),
    deps.geocoder.geocode(args.receiver),
  ]);
  if (sender && !sender.ok)
    throw unavailable(Geocoder.codeFor(args.senderRole, sender.code), 'The pickup point address cannot be located');
  if (!receiver.ok) throw unavailable(receiver.code, 'The receiver address cannot be located');

  const zips = [...new Set([receiver.zipCode, ...(sender ? [sender.zipCode] : [])])];
  const covered = await activeRegionsOfZipCodes(db, zips);
  const regionOf = (zip: string) => covered.get(zip) ?? null;
  const receiverRegion = regionOf(receiver.zipCode);
  const senderRegion = sender ? regionOf(sender.zipCode) : receiverRegion;
  if (!receiverRegion || !senderRegion) {
    const outside: DeliveryAddressRole[] = [
      ...(sender && !senderRegion ? (['pickupPoint'] as const) : []),
      ...(!receiverRegion ? (['receiver'] as const) : []),
    ];
    throw unavailable(
      'delivery_not_available_for_specified_addresses',
      `We do not deliver at this address: ${outside.join(', ')} outside every region`,
      { outside },
    );
  }
  if (senderRegion.id !== receiverRegion.id) {
    throw unavailable(
      'cross_region_delivery_unavailable',
      'The pickup point and the receiver are in different regions',
    );
  }
  if (!reachesRegion(args.tenant, receiverRegion.name)) {
    throw forbidden('region_not_allowed', 'The delivery is in a region you are not assigned to');
  }

  const distance = sender ? await deps.roads.metres(sender, receiver) : 0;
  const max = args.company.deliverySettings.maxDeliveryDistanceRadius;
  if (typeof max === 'number' && max > 0 && distance > max) {
    throw unavailable(
      'delivery_not_available_for_specified_addresses',
      'The receiver is too far from the pickup point',
      { outside: [], distance, maxDistance: max },
    );
  }
  const priced = await priceDelivery(db, {
    pricing: args.company.pricing,
    regionName: receiverRegion.name,
    companyId: args.company.id,
    packageSize: args.packageSize,
    distanceMetres: distance,
    at: args.at,
  });
  return {
    result: {
      available: true,
      price: priced.price / 100,
      currency: priced.currency,
      estimatedDistance: distance,
      packageSize: args.packageSize,
      multiplier: priced.multiplier,
      region: receiverRegion.name,
    },
    regionId: receiverRegion.id,
    sender: sender && sender.ok ? sender : null,
    receiver,
    priced,
  };
}
