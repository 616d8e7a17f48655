// The receiver's tracking page (/track/<token>, GET /api/track/<token>): what a receiver may see of one order through
// its unguessable link: the shop that sends it (its name, its logo through the link, its phone once the order is
// cancelled), where the order stands, its booked time slot or the delivery promise, and while it is on its way the
// driver's last position and the estimated arrival. No ids, nothing about the driver or other orders.
import { z } from 'zod';
import { CITY_SPEED_KMH, distanceMetres, travelSeconds, type LatLng } from './geo.ts';
import type { OrderStatus, VehicleType } from './enums.ts';
import { msg } from './schemas.ts';
import { text } from './text.ts';

/** The console's path of an order's tracking page. */
export { TRACKING_PATH, trackingPath } from './constants.ts';

/** The API path of the shop's logo as the receiver's page loads it: through the order's link, no company id in it. */
export const trackingLogoPath = (token: string) => `/api/track/${token}/logo`;

/** A token as the database makes it: 32 lowercase hex digits. */
export const TRACKING_TOKEN_PATTERN = /^[0-9a-f]{32}$/;
export const trackingTokenSchema = z.object({
  token: text(64, { error: msg.invalid, trim: false }).regex(TRACKING_TOKEN_PATTERN, { error: msg.invalid }),
});

/** The stages a receiver sees (the order's statuses, without the console's inner ones). */
export const TRACKING_STAGES = ['placed', 'accepted', 'on_the_way', 'arrived', 'delivered', 'cancelled'] as const;
export type TrackingStage = (typeof TRACKING_STAGES)[number];

export const trackingStageOf = (status: OrderStatus): TrackingStage => {
  switch (status) {
    case 'new':
    case 'scheduled':
      return 'placed';
    case 'accepted':
      return 'accepted';
    case 'picked_up':
      return 'on_the_way';
    case 'arrived':
      return 'arrived';
    case 'delivered':
    case 'finished':
      return 'delivered';
    default:
      return 'cancelled';
  }
};

/** Stages in which the driver's position is shown: after pick-up, until delivered or cancelled. */
export const LIVE_STAGES: readonly TrackingStage[] = ['on_the_way', 'arrived'];

/** Roads are longer than the straight line: the estimate's detour factor. */
export const ROAD_DETOUR = 1.3;

/**
 * The estimated arrival: the straight line from the driver's position to the receiver, lengthened by ROAD_DETOUR, at
 * the slower city speed of the driver's vehicle, from now (never before the position was logged).
 */
export function estimatedArrival(from: LatLng, to: LatLng, vehicle: VehicleType, now: Date): Date {
  const [slow] = CITY_SPEED_KMH[vehicle] ?? CITY_SPEED_KMH.car;
  const seconds = travelSeconds(distanceMetres(from, to) * ROAD_DETOUR, slow);
  return new Date(now.getTime() + Math.round(seconds) * 1000);
}

/** The shop that sends the parcel, as its receiver sees it. */
export interface TrackingShop {
  /** The company's display name, else its name. */
  name: string;
  /** Its logo through the tracking link (trackingLogoPath); null when the company has none. */
  logoUrl: string | null;
  /**
   * How the receiver reaches the shop: its pickup point's phone (else its default pickup point's). Only on a cancelled
   * order, where the receiver needs the shop to know what happens next; null in every other stage or without a phone.
   */
  contact: { phone: string } | null;
}

export interface TrackingAnswer {
  orderNo: string;
  shop: TrackingShop;
  stage: TrackingStage;
  /** The delivery time slot the order was booked for; null for an order delivered as soon as possible. */
  timeSlot: { from: string; to: string } | null;
  /**
   * An as-soon-as-possible order's promise: the latest delivery time (its creation + DELIVERY_PROMISE_MIN, the rule of
   * deliveryDeadline in orderRules.ts); null for an order with a booked slot.
   */
  promisedBy: string | null;
  /** When the order reached its stage (delivered, cancelled, picked up…). */
  stageAt: string | null;
  /** While the order is on its way (picked up or arrived): the driver's last position, else null. */
  live: {
    driver: LatLng & { at: string };
    /** The delivery point, for the map; null when the address has no coordinates. */
    destination: LatLng | null;
    /** Null once the driver has arrived, or without a destination. */
    estimatedArrival: string | null;
  } | null;
}
