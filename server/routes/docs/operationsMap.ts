// The OpenAPI texts and answer schema of the live operations map (server/routes/operationsMap.ts).
import { z } from 'zod';
import {
  MAP_DRIVER_STATES,
  MAP_ORDER_STATUSES,
  OPERATIONS_MAP_DRIVERS_MAX,
  OPERATIONS_MAP_ORDERS_MAX,
  OPERATIONS_MAP_REFRESH_MS,
  type OperationsMapAnswer,
} from '../../../domain/operationsMap.ts';

const latLng = z.object({ lat: z.number(), lng: z.number() });
const named = z.object({ id: z.number().int(), name: z.string() });

const operationsMapAnswer = z.object({
  orders: z.array(
    z.object({
      id: z.number().int(),
      orderNo: z.string(),
      status: z.enum(MAP_ORDER_STATUSES),
      company: named,
      region: named,
      pickup: latLng.nullable().describe('The pickup point; null without one'),
      delivery: latLng
        .nullable()
        .describe('The receiver’s point; null without canView.sensitiveData or when personal data was hashed away'),
      driverId: z.number().int().nullable(),
    }),
  ),
  drivers: z.array(
    z.object({
      id: z.number().int(),
      firstName: z.string().nullable().describe('Null without canView.driverInfo'),
      lastName: z.string().nullable().describe('Null without canView.driverInfo'),
      phone: z.string().nullable().describe('Null without canView.driverInfo'),
      region: named,
      state: z.enum(MAP_DRIVER_STATES),
      position: latLng.extend({ at: z.string().nullable().describe('When the position was logged (ISO)') }),
    }),
  ),
  truncated: z.object({
    orders: z.boolean().describe(`More than ${OPERATIONS_MAP_ORDERS_MAX} orders matched`),
    drivers: z.boolean().describe(`More than ${OPERATIONS_MAP_DRIVERS_MAX} drivers matched`),
  }),
  generatedAt: z.string(),
}) satisfies z.ZodType<OperationsMapAnswer>;

export const operationsMapDocs = {
  map: {
    summary: 'The live operations map: active orders’ pickup and delivery points, online drivers and their state',
    description: [
      'Orders: those still to be handled (new, scheduled, accepted, picked up, arrived) within the caller’s reach,',
      `the waiting longest first, at most ${OPERATIONS_MAP_ORDERS_MAX};`,
      'filters as the order list’s: `region` (a region name), `companyIds` (bracket format), `status` (comma-joined,',
      'active statuses only; `all` or none = every one). Drivers: online, active, unblocked, with a known position, at',
      `most ${OPERATIONS_MAP_DRIVERS_MAX}, in a road state: carrying (an ongoing order picked up or arrived), toPickup`,
      '(one accepted) or free. A caller who may see the driver roster (the drivers page, or orders write access with',
      'canView.changeDriver) gets the drivers of its regions allowed for one of its companies, as GET /driver/list',
      'finds them; any other caller (a client user, a read-only coordinator) only the drivers on one of its own',
      'ongoing orders. `region` and `companyIds` narrow the drivers too (a driver without a company limit serves every',
      'company); `status` narrows the orders only. Names and phones need canView.driverInfo. `truncated` says when',
      'more matched than the answer holds. Live: a driver on an order sends `driverLocationChange` {orderId,',
      'driverId, lat, lng, at, …} to the consoles that may see the order’s route; a free driver’s position is not',
      `broadcast, so the console reads this map again every ${OPERATIONS_MAP_REFRESH_MS / 1000} s and after order`,
      'events.',
      'Needs orders.canAccessPage and orders.canView.orderRoute. Errors: 400 `validation_failed`, 401, 403',
      '`insufficient_permissions` without the orders page, 403 `forbidden` without the route flag.',
    ].join(' '),
    response: { 200: operationsMapAnswer },
  },
};
