// Answer shapes of the driver API (server/routes/driver.ts, driverCorrections.ts): the driver's profile and an order
// as the driver sees it. Typed against domain/driverApi.ts, so a field added there and not here fails typecheck.
import { z } from 'zod';
import type { DriverOrder, DriverProfile } from '../../../../domain/driverApi.ts';
import {
  CURRENCIES,
  DRIVER_STATUSES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PACKAGE_SIZES,
  VEHICLE_TYPES,
} from '../../../../domain/enums.ts';

const time = z.string().describe('ISO time');

export const driverProfileAnswer = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  region: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  vehicleType: z.enum(VEHICLE_TYPES),
  allowedCompanyIds: z.array(z.number().int()).describe('Companies the driver may deliver for; empty: every company'),
  lastKnownLocation: z.object({ lat: z.number(), lng: z.number(), loggedAt: time }).nullable(),
  status: z
    .enum(DRIVER_STATUSES)
    .describe('online or offline: sign-in sets online, logout offline, POST /api/driver/status either'),
}) satisfies z.ZodType<DriverProfile>;

const place = z.object({
  name: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  phone: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});

export const driverOrderAnswer = z
  .object({
    id: z.number().int(),
    orderNo: z.string(),
    status: z.enum(ORDER_STATUSES),
    type: z.enum(ORDER_TYPES),
    companyName: z.string().describe('The client name shown to drivers'),
    packageSize: z.enum(PACKAGE_SIZES).nullable(),
    emergencyDelivery: z.boolean(),
    createdAt: time,
    scheduledSlot: z.object({ from: time, to: time }).nullable(),
    pickup: place.extend({ notes: z.string().nullable() }).nullable(),
    receiver: place.describe('Name and phone only once the driver has accepted the order'),
    products: z.array(z.object({ name: z.string().nullable(), code: z.string().nullable() })),
    notes: z.string().nullable(),
    estimatedDistance: z.number().nullable(),
    estimatedPayoutDriver: z.number().nullable(),
    currency: z.enum(CURRENCIES),
    acceptedAt: time.nullable(),
    pickupArrivedAt: time.nullable(),
    pickedUpAt: time.nullable(),
    arrivedAt: time.nullable(),
    deliveredAt: time.nullable(),
    finishedAt: time.nullable(),
    onHold: z.object({ until: time, note: z.string().nullable() }).nullable(),
    distanceMetres: z.number().nullable().describe('Offered orders: metres from the driver to the pickup point'),
  })
  .describe('An order as the driver sees it') satisfies z.ZodType<DriverOrder>;
