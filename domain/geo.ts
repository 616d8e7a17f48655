// Great-circle geometry on WGS84 positions: distances and points between two positions, and travel times at city
// speeds. Pure; shared by the driver API (distance of offered orders), the receiver's tracking page (estimated
// arrival) and the driver simulator (movement).
import type { VehicleType } from './enums.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean Earth radius of the haversine distances (metres). */
export const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The distance in metres between two positions (haversine). */
export function distanceMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The point at `fraction` (0…1) of the way from a to b. Linear in degrees: on city distances (a few kilometres)
 * the difference from the great circle is far below a metre.
 */
export function interpolate(a: LatLng, b: LatLng, fraction: number): LatLng {
  const f = Math.min(1, Math.max(0, fraction));
  return { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f };
}

/** A position moved by north/east offsets in metres. */
export function offsetMetres(p: LatLng, northM: number, eastM: number): LatLng {
  return {
    lat: p.lat + (northM / EARTH_RADIUS_M) * (180 / Math.PI),
    lng: p.lng + (eastM / (EARTH_RADIUS_M * Math.cos(rad(p.lat)))) * (180 / Math.PI),
  };
}

/** Average speeds in city traffic, stops included (km/h). */
export const CITY_SPEED_KMH: Record<VehicleType, readonly [number, number]> = {
  car: [25, 40],
  motorbike: [28, 40],
  scooter: [20, 30],
  bicycle: [12, 20],
  pedestrian: [4, 6],
};

export const kmhToMps = (kmh: number) => kmh / 3.6;

/** Seconds to cover a distance at a speed. */
export function travelSeconds(metres: number, speedKmh: number): number {
  if (speedKmh <= 0) throw new RangeError('speed must be positive');
  return metres / kmhToMps(speedKmh);
}
