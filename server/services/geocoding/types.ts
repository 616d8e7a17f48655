// The geocoder's contract: an address in, a position (or a GeocodeErrorCode) out. Providers are
// pluggable: the built-in one reads postal-code centroids (postcodeCsvProvider.ts); a real geocoding service
// implements the same interface.
import type { AddressInput } from '../../../domain/orderCreateApi.ts';

export type GeocodeErrorCode = 'address_not_found' | 'address_is_ambiguous' | 'address_matched_partially';

export interface GeocodedAddress {
  lat: number;
  lng: number;
  /** The postal code the position belongs to (the input's when it was found). */
  zipCode: string;
  city: string;
  /** 'zipCode': the centroid of the postal code's area; 'city': a city-level point only. */
  precision: 'zipCode' | 'city';
}

export type GeocodeResult = ({ ok: true } & GeocodedAddress) | { ok: false; code: GeocodeErrorCode };

export interface GeocodingProvider {
  readonly name: string;
  geocode(address: AddressInput): Promise<GeocodeResult>;
}
