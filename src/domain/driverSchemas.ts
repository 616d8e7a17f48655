// GET /api/driver/list (by status, region, active, and our own filters): the query schema and the answer's items.
// Used by the server route and by the console's change-driver dialog.
import { z } from 'zod';
import { csvList, idRule, msg, pageRule, REGION_NAME_MAX, text, wholeNumber } from './schemas.ts';
import { ALL_REGIONS, DEFAULT_DRIVERS_PER_PAGE, DRIVER_LIST_MAX_PER_PAGE } from './driverConstants.ts';

export { ALL_REGIONS, DEFAULT_DRIVERS_PER_PAGE, DRIVER_LIST_MAX_PER_PAGE };
import { DRIVER_STATUSES, type DriverStatus, type DriverType, type VehicleType } from './enums.ts';

/** "a,b" (or status[]=a&status[]=b) → ['a', 'b']. */
const csv = csvList;
const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

export const driverListQuerySchema = z.object({
  /** Comma-joined online/offline; "all" or nothing means both. */
  status: csv(z.enum([...DRIVER_STATUSES, 'all'])).optional(),
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

/** A driver delivers (and carries stock) for a company its list names; an empty list means every company, new ones included. */
export const mayDeliverFor = (driver: { allowedCompanyIds: readonly number[] }, companyId: number): boolean =>
  driver.allowedCompanyIds.length === 0 || driver.allowedCompanyIds.includes(companyId);
