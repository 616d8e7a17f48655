// GET /api/driver/list (spec back-office §7, orders §3 "Driver filters"): the query schema and the answer's items.
// Used by the server route and by the console's change-driver dialog.
import { z } from 'zod';
import { DRIVER_STATUSES, type DriverStatus, type VehicleType } from './enums.ts';

/** "a,b" (or status[]=a&status[]=b) → ['a', 'b']. */
const csv = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z.array(item),
  );
const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** The region value meaning "every region" (back-office §9: region "all" is sent as "*"). */
export const ALL_REGIONS = '*';

export const driverListQuerySchema = z.object({
  /** Comma-joined online/offline; "all" or nothing means both. */
  status: csv(z.enum([...DRIVER_STATUSES, 'all'])).optional(),
  /** Region name (regions are identified by name across the API); "*" means every region. */
  region: z.string().trim().min(1).optional(),
  active: bool.optional(),
  /** Ours: only drivers who may deliver for this company (no company limit, or the company among theirs). */
  companyId: z.coerce.number().int().positive().optional(),
  /** Ours: false leaves out blocked drivers (the change-driver dialog offers only drivers who can take the order). */
  blocked: bool.optional(),
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
