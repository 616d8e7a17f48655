// The driver API (/api/driver/*): zod schemas of its inputs and the shapes of its answers. Used by the server
// (server/routes/driver.ts) and by the driver simulator (server/simulator/), which talks to it over HTTP only.
import { z } from 'zod';
import {
  idRule,
  isoDateTime,
  msg,
  passwordText,
  REGION_NAME_MAX,
  requiredTextUpTo,
  text,
  wholeNumber,
  emailText,
} from './schemas.ts';
import {
  DRIVER_STATUSES,
  MOBILE_OS_TYPES,
  type CancellationReason,
  type Currency,
  type DriverStatus,
  type OrderStatus,
  type OrderType,
  type PackageSize,
  type VehicleType,
} from './enums.ts';
import type { LatLng } from './geo.ts';

const orderId = idRule();

const requiredText = requiredTextUpTo;

/** The longest app version a driver's phone reports (e.g. "1.4.2 (build 37)"). */
export const DRIVER_APP_VERSION_MAX = 32;
/** Control characters (C0 but NUL, DEL, C1): a version is printable. NUL is the text rule's own (invalidCharacters). */
// eslint-disable-next-line no-control-regex -- control characters are what this rule refuses
const CONTROL_CHARACTER = /[\u0001-\u001f\u007f-\u009f]/;

/**
 * The app that signs in: its version (shown on the console's driver card) and platform. Saved on the driver
 * (drivers.mobile) at each sign-in that sends it; an absent osType removes the one saved before.
 */
export const driverMobileSchema = z.object(
  {
    version: text(DRIVER_APP_VERSION_MAX)
      .min(1, { error: msg.required })
      .refine((v) => !CONTROL_CHARACTER.test(v), { error: msg.invalid }),
    osType: z.enum(MOBILE_OS_TYPES, { error: msg.invalid }).optional(),
  },
  { error: msg.invalid },
);
export type DriverMobileInput = z.infer<typeof driverMobileSchema>;

/** POST /api/driver/sign-in: the driver's e-mail and password, and optionally the app's version and platform. */
export const driverSignInSchema = z.object({
  email: emailText(),
  password: passwordText().min(1, { error: msg.required }),
  mobile: driverMobileSchema.optional(),
});
export type DriverSignInInput = z.infer<typeof driverSignInSchema>;

/**
 * POST /api/driver/status: the driver goes online or offline (offline is refused while it has an order in progress).
 */
export const driverStatusSchema = z.object({
  status: z.enum(DRIVER_STATUSES, { error: msg.invalid }),
});
export type DriverStatusInput = z.infer<typeof driverStatusSchema>;

/** Every order step (accept, arrive at pickup, arrive, deliver, finish) names the order. */
export const driverOrderSchema = z.object({ orderId });
export type DriverOrderInput = z.infer<typeof driverOrderSchema>;

// ---- Proof of delivery (POST /api/driver/order/deliver) -------------------------------------------------------------

/** The largest photo of a delivery, in bytes (decoded): the app makes the camera's photo smaller to fit. */
export const DELIVERY_PHOTO_MAX_BYTES = 1_048_576;
/** The longest base64 text of a photo of DELIVERY_PHOTO_MAX_BYTES (4 characters for every 3 bytes, padded). */
export const DELIVERY_PHOTO_BASE64_MAX = Math.ceil(DELIVERY_PHOTO_MAX_BYTES / 3) * 4;
/** The deliver step's body limit: the photo's base64, the receiver's name and the JSON around them, with room. */
export const DELIVER_BODY_LIMIT_BYTES = 1_572_864;
export const DELIVERY_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type DeliveryPhotoContentType = (typeof DELIVERY_PHOTO_CONTENT_TYPES)[number];
/** The longest name of the person who took the package. */
export const DELIVERY_RECEIVER_NAME_MAX = 100;

/** Canonical base64 (RFC 4648, section 4, padded): groups of four characters, `=` only as the last group's padding. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** The bytes a canonical base64 text decodes to. */
export const base64DecodedLength = (data: string): number =>
  (data.length / 4) * 3 - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);

/**
 * The photo of a delivery: its declared type and its bytes as base64. The server also checks the bytes: they must be
 * an image of the declared type (JPEG, PNG or WebP by their first bytes) of at most DELIVERY_PHOTO_MAX_BYTES.
 */
export const deliveryPhotoSchema = z.object(
  {
    contentType: z.enum(DELIVERY_PHOTO_CONTENT_TYPES, { error: 'validation.photoType' }),
    data: text(DELIVERY_PHOTO_BASE64_MAX, { trim: false, tooLong: 'validation.photoTooLarge' })
      .min(1, { error: msg.required })
      .refine((v) => BASE64.test(v), { error: msg.invalid })
      .refine((v) => !BASE64.test(v) || base64DecodedLength(v) <= DELIVERY_PHOTO_MAX_BYTES, {
        error: 'validation.photoTooLarge',
      }),
  },
  { error: msg.invalid },
);
export type DeliveryPhotoInput = z.infer<typeof deliveryPhotoSchema>;

/** The proof of a delivery: who took the package (required) and, optionally, a photo taken with the phone's camera. */
export const deliveryProofSchema = z.object(
  {
    receiverName: requiredText(DELIVERY_RECEIVER_NAME_MAX),
    photo: deliveryPhotoSchema.optional(),
  },
  { error: msg.invalid },
);
export type DeliveryProofInput = z.infer<typeof deliveryProofSchema>;

/**
 * POST /api/driver/order/deliver: the order, and optionally its proof (stored with the step; a delivery without proof,
 * as the simulator makes, stays possible).
 */
export const driverDeliverSchema = z.object({ orderId, proof: deliveryProofSchema.optional() });
export type DriverDeliverInput = z.infer<typeof driverDeliverSchema>;

/**
 * POST /api/driver/order/pick-up: the pick-up PIN the pickup point's staff tell the driver. Needed when the order
 * has a PIN; an order without one (e.g. a return order, picked up from a customer) is picked up without a code.
 */
export const driverPickUpSchema = z.object({
  orderId,
  verificationCode: text(32, { error: msg.invalid })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type DriverPickUpInput = z.infer<typeof driverPickUpSchema>;

/** POST /api/driver/order/hold: the driver's note is required (the console shows it on the on-hold flag). */
export const driverHoldSchema = z.object({
  orderId,
  notes: requiredText(500),
  holdOrderTill: isoDateTime()
    .refine((v) => new Date(v).getTime() >= Date.now() - 60_000, { error: 'validation.notInPast' })
    .optional(),
});
export type DriverHoldInput = z.infer<typeof driverHoldSchema>;

/**
 * The reasons a driver gives for a failed order (POST /api/driver/order/fail), by the order's stage (orderStage of
 * domain/orderRules.ts): at the pickup point (toBePickedUp) or on the way to the receiver and at the door
 * (inDelivery). All are the spec's cancellation reasons; the order is cancelled with the one given.
 */
export const DRIVER_FAILURE_REASONS = {
  toBePickedUp: ['NO_STOCK_IN_STORE', 'DAMAGED_PRODUCT', 'PRODUCT_CODES_DIDNT_WORK', 'OTHER'],
  inDelivery: [
    'CLIENT_DIDNT_SHOW_UP',
    'WRONG_ADDRESS',
    'CLIENTS_REQUEST',
    'CLIENT_IS_UNDER_13',
    'CLIENT_WITHOUT_ID',
    'CLIENT_NOT_IN_PERSON',
    'CLIENT_WITH_INCORRECT_DATA',
    'DAMAGED_PRODUCT',
    'OTHER',
  ],
} as const satisfies Record<'toBePickedUp' | 'inDelivery', readonly CancellationReason[]>;
export type DriverFailureStage = keyof typeof DRIVER_FAILURE_REASONS;
export type DriverFailureReason = (typeof DRIVER_FAILURE_REASONS)[DriverFailureStage][number];
/** The longest note of a failed order (the cancellation comment the console shows). */
export const DRIVER_FAILURE_NOTE_MAX = 500;
/** Every reason of either stage (the schema's; the order's stage narrows it on the server: 400 under `reason`). */
const ANY_FAILURE_REASON = [
  ...new Set<DriverFailureReason>([...DRIVER_FAILURE_REASONS.toBePickedUp, ...DRIVER_FAILURE_REASONS.inDelivery]),
] as [DriverFailureReason, ...DriverFailureReason[]];

/** Whether a driver may give this reason for an order of this stage. */
export const isDriverFailureReason = (stage: DriverFailureStage, reason: string): boolean =>
  (DRIVER_FAILURE_REASONS[stage] as readonly string[]).includes(reason);

/**
 * POST /api/driver/order/fail: the order cannot be completed, with a reason of its stage and an optional note
 * (required for OTHER; blank counts as none).
 */
export const driverFailSchema = z
  .object({
    orderId,
    reason: z.enum(ANY_FAILURE_REASON, { error: msg.invalid }),
    note: text(DRIVER_FAILURE_NOTE_MAX, { error: msg.invalid })
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'OTHER' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: msg.required });
  });
export type DriverFailInput = z.infer<typeof driverFailSchema>;

/** POST /api/driver/location: a WGS84 position; the server stamps the time. */
export const driverLocationSchema = z.object({
  lat: z.number({ error: msg.required }).min(-90, { error: msg.invalid }).max(90, { error: msg.invalid }),
  lng: z.number({ error: msg.required }).min(-180, { error: msg.invalid }).max(180, { error: msg.invalid }),
});
export type DriverLocationInput = z.infer<typeof driverLocationSchema>;

/** GET /api/simulator/roster (operators with drivers access): optional region name and a limit. */
export const driverRosterQuerySchema = z.object({
  region: text(REGION_NAME_MAX, { error: msg.invalid }).min(1, { error: msg.invalid }).optional(),
  limit: wholeNumber(1, 1000).optional(),
});
export type DriverRosterQuery = z.infer<typeof driverRosterQuerySchema>;

// ---- Answers ------------------------------------------------------------------------------------------------------

export interface DriverProfile {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  region: { id: number; name: string } | null;
  vehicleType: VehicleType;
  /** Companies the driver may deliver for; empty = every company. */
  allowedCompanyIds: number[];
  lastKnownLocation: (LatLng & { loggedAt: string }) | null;
  /** Online or offline: set by sign-in (online), logout (offline) and POST /api/driver/status. */
  status: DriverStatus;
}

/** POST /api/driver/sign-in and /api/driver/refresh. */
export interface DriverTokenResponse {
  token: string;
  expiresAt: string;
  userType: 'driver';
  driver: DriverProfile;
}

export interface DriverOrderPlace {
  name: string | null;
  street: string | null;
  city: string | null;
  zipCode: string | null;
  /** Receiver: only once the driver has accepted the order; pickup point: always. */
  phone: string | null;
  lat: number | null;
  lng: number | null;
}

/**
 * An order as the driver sees it. Offered orders leave out the receiver's name and phone; the pick-up PIN is never
 * part of the driver API (the pickup point's staff tell it to the driver at the counter).
 */
export interface DriverOrder {
  id: number;
  orderNo: string;
  status: OrderStatus;
  type: OrderType;
  /** The client name shown to drivers (the company's display name). */
  companyName: string;
  packageSize: PackageSize | null;
  emergencyDelivery: boolean;
  createdAt: string;
  scheduledSlot: { from: string; to: string } | null;
  pickup: (DriverOrderPlace & { notes: string | null }) | null;
  receiver: DriverOrderPlace;
  products: { name: string | null; code: string | null }[];
  notes: string | null;
  estimatedDistance: number | null;
  estimatedPayoutDriver: number | null;
  currency: Currency;
  acceptedAt: string | null;
  pickupArrivedAt: string | null;
  pickedUpAt: string | null;
  arrivedAt: string | null;
  deliveredAt: string | null;
  finishedAt: string | null;
  onHold: { until: string; note: string | null } | null;
  /** Offered orders: metres from the driver's last position to the pickup point (receiver without one). */
  distanceMetres: number | null;
}

/** GET /api/driver/me */
export interface DriverMeResponse {
  driver: DriverProfile;
  /** The order the driver is on (accepted, picked up or arrived), if any: a driver carries one order at a time. */
  currentOrder: DriverOrder | null;
}

/** GET /api/driver/order/offered */
export interface DriverOfferedResponse {
  orders: DriverOrder[];
}

/** Every order step answers the order after the change. */
export interface DriverOrderResponse {
  order: DriverOrder;
}

/** POST /api/driver/status */
export interface DriverStatusResponse {
  status: DriverStatus;
  /** When the driver's status became this one (an unchanged status: its last logged change, else the answer's time). */
  at: string;
}

/** POST /api/driver/location */
export interface DriverLocationResponse {
  at: string;
  /** The order the position was logged for (the route map of that order shows it), or null. */
  orderId: number | null;
}

/** GET /api/simulator/roster: drivers who can sign in, for the simulator. */
export interface DriverRosterItem {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  region: string;
  allowedCompanyIds: number[];
  vehicleType: VehicleType;
  lastKnownLocation: LatLng | null;
  /** The driver's current order (accepted, picked up or arrived), if any. */
  activeOrderId: number | null;
}
