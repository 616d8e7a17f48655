// Dispatch help (GET /api/order/nearest-drivers): the online drivers who may take an order, nearest to where the goods
// are first (the pickup point; once picked up, the current driver's position), with how far they are and how many
// orders they carry, for the change-driver dialog. The order's current driver is never offered.
import { z } from 'zod';
import type { LatLng } from './geo.ts';
import { orderIdSchema, wholeNumber } from './schemas.ts';

/** How many drivers the dialog lists by default, and at most. */
export const NEAREST_DRIVERS_DEFAULT = 8;
export const NEAREST_DRIVERS_MAX = 50;

export const nearestDriversQuerySchema = orderIdSchema.extend({
  limit: wholeNumber(1, NEAREST_DRIVERS_MAX).optional(),
});
export type NearestDriversQuery = z.infer<typeof nearestDriversQuerySchema>;

export interface NearestDriver {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  region: { id: number; name: string };
  /** Straight-line distance from the driver's last known position to the answer's origin; null when either is unknown. */
  distanceMetres: number | null;
  /** When the driver's last position was logged. */
  lastSeenAt: string | null;
  /** Orders the driver has accepted and not delivered yet (accepted, picked up, arrived). */
  carrying: number;
}

/**
 * Where the distances are measured from: the pickup point, or the current driver's last position when the goods are
 * with the driver (picked up or arrived: goodsWithDriver of orderActionRules.ts) and the driver has one.
 */
export const DISTANCE_ORIGINS = ['pickupPoint', 'currentDriver'] as const;
export type DistanceOrigin = (typeof DISTANCE_ORIGINS)[number];

export interface NearestDriversAnswer {
  orderId: number;
  /** The order's pickup point; null when it has none geocoded. */
  pickupPoint: LatLng | null;
  /** What the distances are measured from, and that point (null when unknown: the drivers come by load, then name). */
  origin: { kind: DistanceOrigin; point: LatLng | null };
  /** The order's driver now (left out of the list), or null. */
  currentDriverId: number | null;
  drivers: NearestDriver[];
}
