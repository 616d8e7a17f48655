// The live operations map (GET /api/operations/map): the active orders' pickup and delivery points and the online
// drivers at their last known position with their road state, within the caller's reach. Shared by the server (its
// query schema and answer) and the console (the page at /operations/map).
import { z } from 'zod';
import { ALL, narrowing } from './allChoice.ts';
import { ACTIVE_STATUS_PRIORITY_FLOOR, ORDER_STATUS_PRIORITY, type OrderStatus } from './enums.ts';
import type { LatLng } from './geo.ts';
import { csvList, idList, msg, REGION_NAME_MAX, text } from './schemas.ts';
import type { DriverRoadState } from './dashboard.ts';

/** At most this many orders and drivers in one answer (`truncated` says when more matched). */
export const OPERATIONS_MAP_ORDERS_MAX = 5_000;
export const OPERATIONS_MAP_DRIVERS_MAX = 5_000;
/**
 * How often the page reads the map again without an event: a free driver's position is not broadcast (only a driver
 * on an order sends `driverLocationChange` to the consoles that see the order), so free drivers move on this clock.
 */
export const OPERATIONS_MAP_REFRESH_MS = 30_000;
/** Order events arriving within this window cause one read of the map. */
export const OPERATIONS_MAP_EVENT_COALESCE_MS = 1_000;

/** The statuses of the orders still to be handled (status priority at or above ACTIVE_STATUS_PRIORITY_FLOOR), in the
 * order list's order. */
export const MAP_ORDER_STATUSES = [
  'new',
  'accepted',
  'picked_up',
  'arrived',
  'scheduled',
] as const satisfies readonly OrderStatus[];
export type MapOrderStatus = (typeof MAP_ORDER_STATUSES)[number];
/** Holds MAP_ORDER_STATUSES to the floor of the active orders' partial index (a unit check on the list). */
export const isMapOrderStatus = (status: OrderStatus): boolean =>
  ORDER_STATUS_PRIORITY[status] >= ACTIVE_STATUS_PRIORITY_FLOOR;

/** A driver's state on the road (the dashboard's): no order, heading to a pickup, or carrying. */
export { DRIVER_ROAD_STATES as MAP_DRIVER_STATES } from './dashboard.ts';
export type MapDriverState = DriverRoadState;

/**
 * The map's filters, as the order list's: a region (by name), companies (bracket format) and statuses (comma-joined,
 * only those of active orders; "all" or none: every active status).
 */
export const operationsMapQuerySchema = z.object({
  region: text(REGION_NAME_MAX, { error: msg.invalid }).min(1, { error: msg.invalid }).optional(),
  companyIds: idList().optional(),
  status: csvList(z.enum([...MAP_ORDER_STATUSES, ALL], { error: msg.invalid }))
    .transform(narrowing)
    .optional(),
});
export type OperationsMapQuery = z.infer<typeof operationsMapQuerySchema>;

export interface MapOrder {
  id: number;
  orderNo: string;
  status: MapOrderStatus;
  company: { id: number; name: string };
  region: { id: number; name: string };
  /** The pickup point; null for an order without one (or not geocoded). */
  pickup: LatLng | null;
  /** The receiver's point: only with `canView.sensitiveData` and personal data not hashed away (as the route map). */
  delivery: LatLng | null;
  driverId: number | null;
}

export interface MapDriver {
  id: number;
  /** The driver's name: null without `canView.driverInfo`. */
  firstName: string | null;
  lastName: string | null;
  /** The driver's phone: null without `canView.driverInfo` (or when unknown). */
  phone: string | null;
  region: { id: number; name: string };
  state: MapDriverState;
  /** The last known position and when it was logged. */
  position: LatLng & { at: string | null };
}

/** GET /api/operations/map. */
export interface OperationsMapAnswer {
  orders: MapOrder[];
  drivers: MapDriver[];
  /** More orders or drivers matched than the answer holds (OPERATIONS_MAP_ORDERS_MAX / _DRIVERS_MAX). */
  truncated: { orders: boolean; drivers: boolean };
  generatedAt: string;
}
