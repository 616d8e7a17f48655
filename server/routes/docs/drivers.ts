// The OpenAPI texts of the drivers routes (server/routes/drivers.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...driversDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import { z } from 'zod';
import {
  DRIVER_CHANGE_EVENT,
  DRIVER_LIST_MAX_PER_PAGE,
  DRIVER_NAME_MAX,
  type DriverDetails,
  type DriverListItem,
  type DriverPageResponse,
  type DriverRow,
  type DriverStockLine,
} from '../../../domain/driverSchemas.ts';
import { DRIVER_STATUSES, DRIVER_TYPES, MOBILE_OS_TYPES, VEHICLE_TYPES } from '../../../domain/enums.ts';
import { optionalTimestamp, timestamp } from './shapes/backOffice.ts';

const driverListItem = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  regionId: z.number().int().nullable(),
  status: z.enum(DRIVER_STATUSES).describe('online or offline in the driver app'),
  active: z.boolean(),
  allowedCompanyIds: z.array(z.number().int()).describe('Empty: every company'),
  vehicleType: z.enum(VEHICLE_TYPES),
}) satisfies z.ZodType<DriverListItem>;

const driverStockLine = z.object({
  productId: z.number().int(),
  name: z.string(),
  code: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  amount: z.number().int(),
}) satisfies z.ZodType<DriverStockLine>;

const driverRow = driverListItem
  .extend({
    regionName: z.string().nullable(),
    type: z.enum(DRIVER_TYPES),
    priorityDriver: z.boolean(),
    blocked: z.boolean(),
    blockReason: z.string().nullable().describe('A blocked driver’s reason (null when unknown or not blocked)'),
    car: z
      .looseObject({
        registrationPlate: z.string().optional(),
        model: z.string().optional(),
        color: z.string().optional(),
      })
      .nullable(),
    mobile: z
      .object({ version: z.string().nullable(), osType: z.enum(MOBILE_OS_TYPES).nullable() })
      .nullable()
      .describe('The driver app last seen'),
    lastLogin: optionalTimestamp('Last sign-in to the driver app'),
    lastKnownLocation: z
      .object({ lat: z.number(), lng: z.number(), loggedAt: optionalTimestamp('When it was reported') })
      .nullable(),
    allowedCompanies: z
      .array(z.object({ id: z.number().int(), name: z.string() }))
      .describe('The allowed companies the caller may see, by name'),
    stock: z.array(driverStockLine).describe('Products with a positive amount, by name'),
  })
  .describe('A driver as the drivers list shows it') satisfies z.ZodType<DriverRow>;

const driverPage = z.object({
  items: z.array(driverRow),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
}) satisfies z.ZodType<DriverPageResponse>;

const driverDetails = driverRow
  .extend({
    block: z
      .object({
        reason: z.string().nullable(),
        at: optionalTimestamp('Blocked'),
        by: z.string().nullable().describe('Who blocked the driver'),
      })
      .nullable(),
    createdAt: timestamp('Created'),
  })
  .describe('A driver with its block and creation') satisfies z.ZodType<DriverDetails>;

const oneDriver = z.object({ driver: driverDetails });

const REACH = [
  'Tenant: an operator limited to some regions manages the drivers of those regions, one limited to some companies the',
  'drivers who may deliver for one of them (as GET /driver/list); another driver answers 404 `driver_not_found`.',
].join(' ');
const WRITE = [
  'Needs drivers.canWrite (the drivers scope; superAdmin counts): an operator who only reads the drivers page (drivers:read)',
  'gets 403 `forbidden`, one without it 403 `insufficient_permissions`.',
].join(' ');
const ANSWER = [
  'Answers {driver}: the list’s row (region, type, car, app, last login, allowed companies by name, stock, blocked with',
  '`blockReason`) plus `block` {reason, at, by} of a blocked driver and `createdAt`. Every change runs in one transaction',
  `with its audit entry (entity driver, before and after) and emits \`${DRIVER_CHANGE_EVENT}\` {driverId, action} to the consoles`,
  'with the drivers page that see the driver, so open drivers lists refetch.',
].join(' ');
const BODY = [
  `Body: firstName, lastName (1–${DRIVER_NAME_MAX}), phone (Polish: 9 digits after an optional +48/0048, spaces allowed),`,
  'email (unique among drivers ignoring case, stored lower-case: 409 `driver_email_taken`), region (a region name; unknown:',
  '400 with a field error under `region`; beyond the caller’s regions: 403 `region_not_assignable`), type (driver |',
  'ambassador), priorityDriver, vehicleType (car, motorbike, bicycle, scooter, pedestrian), car {registrationPlate, model,',
  'color} (each optional; blank parts are left out, none at all is null), allowedCompanyIds (empty: every company, new ones',
  'included; unknown ids: 400 under `allowedCompanyIds`; a company beyond the caller’s: 403 `company_not_assignable`; an',
  'operator limited to some companies names at least one of its own, and a driver’s companies it does not see are kept).',
  '400 `validation_failed` with per-field `errors`.',
].join(' ');
const STATE = [
  'A blocked or deactivated driver is offered no order (GET /api/driver/order/offered, accept), receives no stock (409',
  '`driver_blocked` / `driver_inactive`), is left out of notifications (and of their recipient count) and of the',
  'change-driver dialog (`blocked=false`, `active=true`); its app sessions are revoked in the same transaction, so its next',
  'call to the driver API answers 401 and sign-in answers 403 `driver_blocked` (401 `account_deactivated`) until it is',
  'unblocked (activated). A driver carrying an order (accepted, picked up or arrived) cannot be blocked or deactivated:',
  '409 `driver_has_active_order`; an operator first changes the order’s driver (POST /order/change-driver) or cancels it,',
  'so no parcel is left with a driver the system no longer reaches.',
].join(' ');

export const driversDocs = {
  list: {
    summary: 'Drivers sorted by region, then name (limited to the operator’s regions and companies)',
    description: [
      '`status` is comma-joined (online, offline; "all" or nothing = both); `region` is a region name ("*" = all);',
      '`active` filters on the account being active (the drivers page sends true by default). Ours: `companyId` keeps the',
      'drivers who may deliver for that company (no company limit, or the company among their allowedCompanyIds),',
      '`blocked=false` leaves out blocked drivers, `q` matches the name, e-mail or phone (case-insensitive substring).',
      'Without `page`/`perPage` the answer is the array of every matching driver (the change-driver dialog, always narrowed',
      'to one region and company). With `page` (from 1) or `perPage` (default 25, at most',
      `${DRIVER_LIST_MAX_PER_PAGE}) it is one page, \`{items, total, page, perPage}\`: the drivers page, whose list can be large.`,
      'Each driver carries the expanded row: region name, type, car, app version and OS (never the push token), last login,',
      'last known location, allowed companies with names and stock (product, company, amount > 0).',
      'Tenant: an operator limited to some regions sees the drivers of those regions only; one limited to some companies sees',
      'the drivers without a company limit or allowed for one of its companies, and of each driver only those companies and',
      'their stock. Allowed with the Drivers scope, with orders.canView.changeDriver, or with the Stock scope (the stock page picks',
      'giving and receiving drivers from it); 403 `insufficient_permissions` otherwise.',
    ].join(' '),
    response: {
      200: z.union([
        z.array(driverRow).describe('Without page or perPage: every matching driver'),
        driverPage.describe('With page or perPage: one page'),
      ]),
    },
  },
  details: {
    summary: 'One driver, as the back office shows and edits it',
    description: `Query: driverId. ${ANSWER} 404 \`driver_not_found\`. Needs drivers.canAccessPage (drivers or drivers:read). ${REACH}`,
    response: { 200: oneDriver },
  },
  create: {
    summary: 'Creates a driver with a first password for the driver app',
    description: [
      `${BODY} password: the driver app’s first password (at least 7 characters with a letter and a digit), stored as an`,
      `argon2id hash, never answered or audited. The new driver is active, not blocked, offline. ${ANSWER} ${WRITE} ${REACH}`,
    ].join(' '),
    response: { 200: oneDriver },
  },
  update: {
    summary: 'Saves a driver’s fields (a field not sent is kept)',
    description: [
      `{driverId, …} ${BODY} Every field is optional: one not sent keeps its value, and the password, the block and the`,
      'active state never change here. Saving a driver as GET /driver/details answered it leaves the row as it was (no',
      `audit entry, no event). ${ANSWER} ${WRITE} ${REACH}`,
    ].join(' '),
    response: { 200: oneDriver },
  },
  block: {
    summary: 'Blocks a driver, with the reason: it is signed out of the app at once',
    description: [
      `Body: driverId, reason (required, the drivers page shows it beside “Blocked”; kept in the audit entry). ${STATE}`,
      `409 \`driver_already_blocked\`. ${ANSWER} ${WRITE} ${REACH}`,
    ].join(' '),
    response: { 200: oneDriver },
  },
  unblock: {
    summary: 'Unblocks a driver: it may sign in and take orders again',
    description: `Body: driverId. 409 \`driver_not_blocked\`. ${ANSWER} ${WRITE} ${REACH}`,
    response: { 200: oneDriver },
  },
  deactivate: {
    summary: 'Deactivates a driver’s account: it is signed out of the app at once',
    description: `Body: driverId. ${STATE} 409 \`driver_already_inactive\`. ${ANSWER} ${WRITE} ${REACH}`,
    response: { 200: oneDriver },
  },
  activate: {
    summary: 'Activates a deactivated driver’s account',
    description: `Body: driverId. 409 \`driver_already_active\`. ${ANSWER} ${WRITE} ${REACH}`,
    response: { 200: oneDriver },
  },
};
