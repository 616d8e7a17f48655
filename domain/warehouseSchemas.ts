// Managing warehouses in the back office (GET /warehouse/details, POST /warehouse/create, /update, /deactivate,
// /activate): the bodies and queries the server parses, the answer the console reads, the error codes and the rules
// both sides share. A warehouse belongs to one company and lies in one region (named, as regions are across the API);
// an inactive one receives and gives no stock, and only an empty one may be deactivated.
import { z } from 'zod';
import { idRule, msg, REGION_NAME_MAX, requiredTextUpTo, text } from './schemas.ts';

/** The longest owner (the warehouse's name: who runs it) of a warehouse. */
export const WAREHOUSE_OWNER_MAX = 200;

/** The error codes of managing warehouses (state conflicts answer 409). */
export const WAREHOUSE_ERROR_CODES = {
  /** Deactivating, or moving to another company, a warehouse that still holds stock. */
  notEmpty: 'warehouse_not_empty',
  alreadyInactive: 'warehouse_already_inactive',
  alreadyActive: 'warehouse_already_active',
  /** Stock to or from an inactive warehouse. */
  inactive: 'warehouse_inactive',
  /**
   * Creating, or editing into, a warehouse with the owner, company and region of another (the owner compared without
   * case and repeated spaces), unless the body says `allowDuplicate: true`. The answer's details name the other one.
   */
  duplicate: 'duplicate_warehouse',
} as const;

/** The details of a 409 duplicate_warehouse: the warehouse that has the same owner, company and region. */
export interface DuplicateWarehouseDetails {
  existingId: number;
  /** Its owner as stored. */
  existingName: string;
}

/** Field messages of the warehouse form (i18n keys). */
export const warehouseMsg = {
  unknownRegion: 'warehouses.validation.unknownRegion',
  unknownCompany: 'warehouses.validation.unknownCompany',
} as const;

/** Every field the warehouse form edits. */
export const warehouseFields = {
  owner: requiredTextUpTo(WAREHOUSE_OWNER_MAX),
  companyId: idRule(),
  /** The region by name, as regions are named across the API. */
  region: text(REGION_NAME_MAX).min(1, { error: msg.required }),
};

/** Sent only after the duplicate warning (409 duplicate_warehouse): the user goes on on purpose. */
const allowDuplicate = z
  .boolean({ error: msg.invalid })
  .optional()
  .describe(
    'true: save although another warehouse has the same owner, company and region (otherwise 409 duplicate_warehouse)',
  );

/** POST /warehouse/create: owner, company and region; a new warehouse is active and empty. */
export const createWarehouseSchema = z.object({ ...warehouseFields, allowDuplicate });
export type CreateWarehouseInput = z.output<typeof createWarehouseSchema>;

/** POST /warehouse/update: the warehouse and any of the fields; a field not sent keeps its value. */
export const updateWarehouseSchema = z.object({
  warehouseId: idRule(),
  owner: warehouseFields.owner.optional(),
  companyId: warehouseFields.companyId.optional(),
  region: warehouseFields.region.optional(),
  allowDuplicate,
});
export type UpdateWarehouseInput = z.output<typeof updateWarehouseSchema>;

/** The warehouse form's values, checked with the same rules. */
export const warehouseFormSchema = createWarehouseSchema;

/** GET /warehouse/details and the bodies of deactivate and activate. */
export const warehouseIdSchema = z.object({ warehouseId: idRule() });
export const warehouseIdQuerySchema = warehouseIdSchema;

/** A warehouse's own fields, as the stock list (GET /warehouse/list) and the details serve them. */
export interface WarehouseFields {
  id: number;
  owner: string;
  companyId: number;
  companyName: string;
  regionId: number;
  region: string;
  /** An inactive warehouse receives and gives no stock. */
  active: boolean;
}

/** One warehouse as GET /warehouse/details and every change answer it. */
export interface WarehouseDetails extends WarehouseFields {
  /** Sum of the amounts it holds (0: it may be deactivated or moved to another company). */
  totalStockCount: number;
  createdAt: string;
}

/** The answer of every call of managing warehouses. */
export interface WarehouseAnswer {
  warehouse: WarehouseDetails;
}

/**
 * The real-time event of a warehouse's change (created, edited, deactivated, activated, or its stock moved): open
 * warehouses lists and the stock page refetch (the payload names the warehouse only).
 */
export const WAREHOUSE_CHANGE_EVENT = 'warehouseChange';
export interface WarehouseChangePayload {
  warehouseId: number;
  action: 'create' | 'update' | 'deactivate' | 'activate' | 'stock';
}
