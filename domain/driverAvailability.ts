// Whether a driver is free right now in the region of an order's pickup point (GET /api/order/driver-availability):
// the order form says so before the shop sends the order. Shared by the server (its query schema and answer) and the
// console (the notice of src/resources/orders/create/DriverAvailabilityNotice.tsx).
import { z } from 'zod';
import { orderMsg } from './orderCreateSchemas.ts';
import { idRule, msg, text } from './schemas.ts';
import { ZIP_CODE_PATTERN } from './validators.ts';

/** How often the open order form asks again (a driver going on or off line sends no event). */
export const DRIVER_AVAILABILITY_REFRESH_MS = 60_000;

/**
 * The place to ask about: a saved pickup location of the company, or the postal code of a pickup address typed by hand
 * (exactly one of them). `companyId` may be left out by a client user (its own company).
 */
export const driverAvailabilityQuerySchema = z
  .object({
    companyId: idRule().optional(),
    pickupLocationId: idRule().optional(),
    zipCode: text(6, { error: orderMsg.zipCode }).regex(ZIP_CODE_PATTERN, { error: orderMsg.zipCode }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.pickupLocationId === undefined && q.zipCode === undefined)
      ctx.addIssue({ code: 'custom', path: ['pickupLocationId'], message: msg.required });
    if (q.pickupLocationId !== undefined && q.zipCode !== undefined)
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: msg.invalid });
  });
export type DriverAvailabilityQuery = z.infer<typeof driverAvailabilityQuerySchema>;

/** 200 of GET /api/order/driver-availability. */
export interface DriverAvailabilityAnswer {
  /** The region serving the pickup point's postal code; null when no active region covers it. */
  region: string | null;
  /** At least one driver who may deliver for the company is free in that region now. */
  available: boolean;
  /** How many: only for a caller who may see the driver roster (null for a client user, an API key, a read-only user). */
  freeDrivers: number | null;
  /** The company's limit: an order not accepted within it is cancelled (deliverySettings.cancelOrderAfter). */
  cancelOrderAfterSeconds: number;
  generatedAt: string;
}

/** The limit in whole minutes as the form says it (at least 1). */
export const cancelAfterMinutes = (seconds: number): number => Math.max(1, Math.round(seconds / 60));
