// The geocoder of the server: one provider (pluggable), and the mapping of its codes for the pickup point
// (`pickup_point_address_*`).
import type { AddressInput } from '../../../domain/orderCreateApi.ts';
import { PostcodeCsvProvider } from './postcodeCsvProvider.ts';
import type { GeocodeErrorCode, GeocodeResult, GeocodingProvider } from './types.ts';

export type { GeocodedAddress, GeocodeErrorCode, GeocodeResult, GeocodingProvider } from './types.ts';
export { PostcodeCsvProvider, placeKey, CITY_SPREAD_LIMIT_M } from './postcodeCsvProvider.ts';

export type PickupGeocodeErrorCode = `pickup_point_${GeocodeErrorCode}`;

export class Geocoder {
  constructor(readonly provider: GeocodingProvider) {}

  geocode(address: AddressInput): Promise<GeocodeResult> {
    return this.provider.geocode(address);
  }

  /** The error code for an address in a role: the receiver's as is, the pickup point's prefixed. */
  static codeFor(role: 'receiver' | 'pickupPoint', code: GeocodeErrorCode): GeocodeErrorCode | PickupGeocodeErrorCode {
    return role === 'pickupPoint' ? `pickup_point_${code}` : code;
  }
}

const byDir = new Map<string, Geocoder>();

/** The built-in geocoder on the configured geodata folder (one per folder; the CSV is read on first use). */
export function geocoderFor(geoDataDir: string): Geocoder {
  let g = byDir.get(geoDataDir);
  if (!g) byDir.set(geoDataDir, (g = new Geocoder(PostcodeCsvProvider.inDir(geoDataDir))));
  return g;
}
