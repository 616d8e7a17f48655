// GET /api/driver/list (by status, region, active, and our own filters): the query schema and the answer's items.
// Used by the server route and by the console's change-driver dialog.
import { z } from 'zod';
import { ALL, narrowing } from './allChoice.ts';
import {
  csvList,
  emailText,
  idRule,
  msg,
  pageRule,
  passwordRule,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  REGION_NAME_MAX,
  requiredTextUpTo,
  text,
  wholeNumber,
} from './schemas.ts';
import { ALL_REGIONS, DEFAULT_DRIVERS_PER_PAGE, DRIVER_LIST_MAX_PER_PAGE } from './driverConstants.ts';

export { ALL_REGIONS, DEFAULT_DRIVERS_PER_PAGE, DRIVER_LIST_MAX_PER_PAGE };
import {
  DRIVER_STATUSES,
  DRIVER_TYPES,
  VEHICLE_TYPES,
  type DriverStatus,
  type DriverType,
  type VehicleType,
} from './enums.ts';

/** "a,b" (or status[]=a&status[]=b) → ['a', 'b']. */
const csv = csvList;
const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const driverListQuerySchema = z.object({
  /** Comma-joined online/offline; "all" or nothing means both: parsed to undefined (allChoice.ts). */
  status: csv(z.enum([...DRIVER_STATUSES, ALL]))
    .transform(narrowing)
    .optional(),
  /** Region name (regions are identified by name across the API); "*" means every region. */
  region: text(REGION_NAME_MAX, { error: msg.invalid }).min(1, { error: msg.invalid }).optional(),
  active: bool.optional(),
  /** Ours: only drivers who may deliver for this company (no company limit, or the company among theirs). */
  companyId: idRule().optional(),
  /** Ours: false leaves out blocked drivers (the change-driver dialog offers only drivers who can take the order). */
  blocked: bool.optional(),
  /** Ours: name, e-mail or phone contains this text (case-insensitive). */
  q: text(100, { error: msg.invalid }).optional(),
  /** Ours: server-side pages (the drivers page). With page or perPage the answer is a DriverPageResponse. */
  page: pageRule().optional(),
  perPage: wholeNumber(1, DRIVER_LIST_MAX_PER_PAGE).optional(),
});
export type DriverListQuery = z.infer<typeof driverListQuerySchema>;

/** One driver of GET /api/driver/list; sorted by region name, then first and last name. */
export interface DriverListItem {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  regionId: number | null;
  status: DriverStatus;
  active: boolean;
  allowedCompanyIds: number[];
  vehicleType: VehicleType;
}

/** One product a driver carries (driver_stock with its product and company). */
export interface DriverStockLine {
  productId: number;
  name: string;
  code: string;
  companyId: number;
  companyName: string;
  amount: number;
}

/**
 * A driver of GET /api/driver/list with what the drivers page's expanded row shows.
 * The app's push token is never part of it.
 */
export interface DriverRow extends DriverListItem {
  regionName: string | null;
  type: DriverType;
  priorityDriver: boolean;
  blocked: boolean;
  /** A blocked driver's reason (from the block's audit entry; null when unknown or not blocked). */
  blockReason: string | null;
  car: { registrationPlate?: string; model?: string; color?: string } | null;
  mobile: { version: string | null; osType: 'android' | 'ios' | null } | null;
  lastLogin: string | null;
  lastKnownLocation: { lat: number; lng: number; loggedAt: string | null } | null;
  /** The companies of allowedCompanyIds the caller may see, by name (empty allowedCompanyIds: every company). */
  allowedCompanies: { id: number; name: string }[];
  /** Products with a positive amount, by name (limited to the caller's companies). */
  stock: DriverStockLine[];
}

/** GET /api/driver/list with page or perPage: one page of rows and the total of the filter. */
export interface DriverPageResponse {
  items: DriverRow[];
  total: number;
  page: number;
  perPage: number;
}

export { mayDeliverFor } from './driverConstants.ts';

// ---- Managing drivers (the back office's drivers resource) ------------------------------------------------------

/** The longest first or last name of a driver. */
export const DRIVER_NAME_MAX = 100;
/** The longest registration plate, model and colour of a driver's vehicle. */
export const DRIVER_CAR_FIELD_MAX = { registrationPlate: 20, model: 60, color: 40 } as const;
/** The longest reason of a block (shown on the drivers page beside "Blocked"). */
export const DRIVER_BLOCK_REASON_MAX = 500;
/** The most companies one driver is limited to. */
export const DRIVER_ALLOWED_COMPANIES_MAX = 1000;

/** The error codes of managing drivers (state conflicts answer 409). */
export const DRIVER_ERROR_CODES = {
  emailTaken: 'driver_email_taken',
  alreadyBlocked: 'driver_already_blocked',
  notBlocked: 'driver_not_blocked',
  alreadyInactive: 'driver_already_inactive',
  alreadyActive: 'driver_already_active',
  hasActiveOrder: 'driver_has_active_order',
} as const;

/** Field messages of the driver form (i18n keys). */
export const driverMsg = {
  unknownRegion: 'drivers.validation.unknownRegion',
  unknownCompany: 'drivers.validation.unknownCompany',
} as const;

const optionalCarField = (max: number) =>
  text(max, { error: msg.invalid })
    .nullish()
    .transform((v) => (v ? v : undefined));

/** The vehicle: each part optional; blank parts are left out, and a car without any part is null. */
const carField = z
  .object(
    {
      registrationPlate: optionalCarField(DRIVER_CAR_FIELD_MAX.registrationPlate),
      model: optionalCarField(DRIVER_CAR_FIELD_MAX.model),
      color: optionalCarField(DRIVER_CAR_FIELD_MAX.color),
    },
    { error: msg.invalid },
  )
  .nullish()
  .transform((car) => {
    if (!car) return null;
    const parts = Object.fromEntries(Object.entries(car).filter(([, v]) => v !== undefined)) as {
      registrationPlate?: string;
      model?: string;
      color?: string;
    };
    return Object.keys(parts).length ? parts : null;
  });

const allowedCompanyIdsField = z
  .array(idRule(), { error: msg.invalid })
  .max(DRIVER_ALLOWED_COMPANIES_MAX, {
    error: msg.tooManyItems,
    params: { max: DRIVER_ALLOWED_COMPANIES_MAX },
  } as never)
  .transform((ids) => [...new Set(ids)]);

/** Every field a driver form edits (the password only on create). */
export const driverFields = {
  firstName: requiredTextUpTo(DRIVER_NAME_MAX),
  lastName: requiredTextUpTo(DRIVER_NAME_MAX),
  phone: text(PHONE_MAX_LENGTH).min(1, { error: msg.required }).regex(PHONE_PATTERN, { error: msg.phone }),
  email: emailText().transform((v) => v.toLowerCase()),
  /** The region by name, as regions are named across the API. */
  region: text(REGION_NAME_MAX).min(1, { error: msg.required }),
  type: z.enum(DRIVER_TYPES, { error: msg.required }),
  priorityDriver: z.boolean({ error: msg.invalid }),
  vehicleType: z.enum(VEHICLE_TYPES, { error: msg.required }),
  car: carField,
  /** Empty: the driver delivers for every company (mayDeliverFor). */
  allowedCompanyIds: allowedCompanyIdsField,
};

/** POST /api/driver/create: every field and a first password (the driver app's sign-in). */
export const createDriverSchema = z.object({ ...driverFields, password: passwordRule });
export type CreateDriverInput = z.output<typeof createDriverSchema>;

/** POST /api/driver/update: the driver and any of the fields; a field not sent keeps its value (never the password). */
export const updateDriverSchema = z.object({
  driverId: idRule(),
  firstName: driverFields.firstName.optional(),
  lastName: driverFields.lastName.optional(),
  phone: driverFields.phone.optional(),
  email: driverFields.email.optional(),
  region: driverFields.region.optional(),
  type: driverFields.type.optional(),
  priorityDriver: driverFields.priorityDriver.optional(),
  vehicleType: driverFields.vehicleType.optional(),
  car: z.undefined().or(carField),
  allowedCompanyIds: driverFields.allowedCompanyIds.optional(),
});
export type UpdateDriverInput = z.output<typeof updateDriverSchema>;

/** The driver form's values (create: with the password). */
export const driverFormSchema = z.object(driverFields);
export const driverCreateFormSchema = createDriverSchema;

/** GET /api/driver/details and the bodies of unblock, deactivate and activate. */
export const driverIdSchema = z.object({ driverId: idRule() });
export const driverIdQuerySchema = driverIdSchema;

/** POST /api/driver/block: the reason is required (the drivers page shows it beside "Blocked"). */
export const blockDriverSchema = z.object({
  driverId: idRule(),
  reason: requiredTextUpTo(DRIVER_BLOCK_REASON_MAX),
});
export type BlockDriverInput = z.output<typeof blockDriverSchema>;

/** The block of a blocked driver: why, when and by whom (from the block's audit entry). */
export interface DriverBlockInfo {
  reason: string | null;
  at: string | null;
  by: string | null;
}

/** One driver as the back office shows and edits it (GET /api/driver/details and every change's answer). */
export interface DriverDetails extends DriverRow {
  block: DriverBlockInfo | null;
  createdAt: string;
}

/** The real-time event of a driver's change: open drivers lists refetch (the payload names the driver only). */
export const DRIVER_CHANGE_EVENT = 'driverChange';
export interface DriverChangePayload {
  driverId: number;
  action: 'create' | 'update' | 'block' | 'unblock' | 'deactivate' | 'activate';
}
