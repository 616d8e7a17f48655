// Dispatch help (GET /api/order/nearest-drivers): the online drivers who may take an order, nearest to its pickup
// point first, with how far they are and how many orders they carry, for the change-driver dialog.
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
  /** Straight-line distance from the driver's last known position to the pickup point; null when either is unknown. */
  distanceMetres: number | null;
  /** When the driver's last position was logged. */
  lastSeenAt: string | null;
  /** Orders the driver has accepted and not delivered yet (accepted, picked up, arrived). */
  carrying: number;
}

export interface NearestDriversAnswer {
  orderId: number;
  /** The order's pickup point; null when it has none geocoded (then the drivers come by load, then name). */
  pickupPoint: LatLng | null;
  drivers: NearestDriver[];
}
