// Managing warehouses in the back office (/warehouse/details, create, update, deactivate, activate). Every change runs
// in one transaction with its audit entry (before/after), under the warehouse's row lock. Only an empty warehouse may
// be deactivated or moved to another company (409 warehouse_not_empty: the stock it holds is its company's goods); an
// inactive warehouse receives and gives no stock (server/services/stock/holders.ts, 409 warehouse_inactive).
//
// Reach (tenant), as the warehouses list's: an operator limited to some companies or regions manages the warehouses of
// its companies in its regions; another answers 404 `warehouse_not_found`. It may place a warehouse only in a region it
// reaches (403 `region_not_assignable`) and give it only to a company it reaches (403 `company_not_assignable`).
//
// A warehouse with the owner, company and region of another (the owner compared without case and repeated spaces) is
// most likely typed twice: creating one, or editing one into one, answers 409 `duplicate_warehouse` naming the other
// ({existingId, existingName}) unless the body says `allowDuplicate: true`; then the audit entry's `after` names the
// other one too (duplicateOf).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { companies, regions, warehouseStock, warehouses } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { audit, type Actor } from './audit.ts';
import type { Tenant } from './principal.ts';
import { reachesCompany, reachesRegion } from '../access/reach.ts';
import { STOCK_ERRORS } from '../../domain/stockConstants.ts';
import type { WarehousePlace } from '../access/rooms.ts';
import { warehouseColumns } from './stock/warehouses.ts';
import {
  WAREHOUSE_ERROR_CODES,
  warehouseMsg,
  type CreateWarehouseInput,
  type DuplicateWarehouseDetails,
  type UpdateWarehouseInput,
  type WarehouseChangePayload,
  type WarehouseDetails,
} from '../../domain/warehouseSchemas.ts';

export interface WarehouseAdminContext {
  actor: Actor;
  tenant: Tenant;
}

type WarehouseRowDb = typeof warehouses.$inferSelect;

/** A change's answer and what the consoles hear of it (nothing when nothing changed; both places after a move). */
export interface WarehouseChange {
  warehouse: WarehouseDetails;
  changed: boolean;
  action: WarehouseChangePayload['action'];
  places: WarehousePlace[];
}

const placeOf = (w: Pick<WarehouseDetails, 'companyId' | 'region'>): WarehousePlace => ({
  companyId: w.companyId,
  regionName: w.region,
});

/** Where these warehouses are (the stock calls' events), by id; unknown ids are left out. */
export async function warehousePlaces(db: DbOrTx, warehouseIds: number[]): Promise<Map<number, WarehousePlace>> {
  if (!warehouseIds.length) return new Map();
  const rows = await db
    .select({ id: warehouses.id, companyId: warehouses.companyId, regionName: regions.name })
    .from(warehouses)
    .innerJoin(regions, eq(regions.id, warehouses.regionId))
    .where(inArray(warehouses.id, warehouseIds));
  return new Map(rows.map(({ id, ...place }) => [id, place]));
}

const notFoundWarehouse = () => notFound(STOCK_ERRORS.warehouseNotFound, 'Warehouse not found');

/** The sum of what the warehouse holds. */
async function totalStockOf(db: DbOrTx, warehouseId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${warehouseStock.amount}), 0)::integer` })
    .from(warehouseStock)
    .where(eq(warehouseStock.warehouseId, warehouseId));
  return Number(row?.total ?? 0);
}

/** GET /warehouse/details: one warehouse within the tenant (404 otherwise). */
export async function getWarehouseDetails(db: DbOrTx, tenant: Tenant, warehouseId: number): Promise<WarehouseDetails> {
  const [row] = await db
    .select({ ...warehouseColumns, createdAt: warehouses.createdAt })
    .from(warehouses)
    .innerJoin(regions, eq(regions.id, warehouses.regionId))
    .innerJoin(companies, eq(companies.id, warehouses.companyId))
    .where(eq(warehouses.id, warehouseId));
  if (!row || !reachesCompany(tenant, row.companyId) || !reachesRegion(tenant, row.region)) throw notFoundWarehouse();
  return { ...row, totalStockCount: await totalStockOf(db, row.id), createdAt: row.createdAt.toISOString() };
}

async function regionNameOf(db: DbOrTx, regionId: number): Promise<string | null> {
  const [row] = await db.select({ name: regions.name }).from(regions).where(eq(regions.id, regionId));
  return row?.name ?? null;
}

/** The warehouse's row for a change, locked; 404 when missing or beyond the tenant. */
async function loadForChange(
  tx: DbOrTx,
  tenant: Tenant,
  warehouseId: number,
): Promise<{ row: WarehouseRowDb; regionName: string | null }> {
  const [row] = await tx.select().from(warehouses).where(eq(warehouses.id, warehouseId)).for('update');
  if (!row) throw notFoundWarehouse();
  const regionName = await regionNameOf(tx, row.regionId);
  if (!reachesCompany(tenant, row.companyId) || !reachesRegion(tenant, regionName)) throw notFoundWarehouse();
  return { row, regionName };
}

/** The region's id by name: 400 with a field error when unknown, 403 when beyond the tenant. */
async function regionIdFor(db: DbOrTx, tenant: Tenant, name: string): Promise<number> {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.name, name));
  if (!row) throw badRequest('validation_failed', `Unknown region: ${name}`, { region: [warehouseMsg.unknownRegion] });
  if (!reachesRegion(tenant, name))
    throw forbidden('region_not_assignable', 'You may put a warehouse only into a region you may see yourself');
  return row.id;
}

/** The company: 400 with a field error when unknown, 403 when beyond the tenant. */
async function assertCompany(db: DbOrTx, tenant: Tenant, companyId: number): Promise<void> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!row) throw badRequest('validation_failed', 'Unknown company', { companyId: [warehouseMsg.unknownCompany] });
  if (!reachesCompany(tenant, companyId))
    throw forbidden('company_not_assignable', 'You may give a warehouse only to a company you may see yourself');
}

/** An owner as two warehouses are compared: trimmed, repeated spaces as one, without case. */
const ownerKey = (owner: string) => owner.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pl');

/** Another warehouse (not `exceptId`) with this owner, company and region, if any: the oldest. */
async function duplicateOf(
  db: DbOrTx,
  place: { owner: string; companyId: number; regionId: number },
  exceptId?: number,
): Promise<{ id: number; owner: string } | null> {
  const rows = await db
    .select({ id: warehouses.id, owner: warehouses.owner })
    .from(warehouses)
    .where(and(eq(warehouses.companyId, place.companyId), eq(warehouses.regionId, place.regionId)))
    .orderBy(asc(warehouses.id));
  const key = ownerKey(place.owner);
  return rows.find((row) => row.id !== exceptId && ownerKey(row.owner) === key) ?? null;
}

/**
 * The other warehouse with the same owner, company and region: 409 duplicate_warehouse unless the caller goes on on
 * purpose (allowDuplicate), then its id for the audit entry (null: none).
 */
async function checkDuplicate(
  db: DbOrTx,
  place: { owner: string; companyId: number; regionId: number },
  allowDuplicate: boolean | undefined,
  exceptId?: number,
): Promise<number | null> {
  const other = await duplicateOf(db, place, exceptId);
  if (other && !allowDuplicate) {
    const details: DuplicateWarehouseDetails = { existingId: other.id, existingName: other.owner };
    throw conflict(
      WAREHOUSE_ERROR_CODES.duplicate,
      'Another warehouse has this owner, company and region: send allowDuplicate true to save it anyway',
      { ...details },
    );
  }
  return other?.id ?? null;
}

/** The audit picture of a warehouse: what the back office edits and its state. */
const auditView = (row: WarehouseRowDb) => ({
  owner: row.owner,
  companyId: row.companyId,
  regionId: row.regionId,
  active: row.active,
});

/** POST /warehouse/create: a new, active and empty warehouse. */
export async function createWarehouse(
  db: Db,
  ctx: WarehouseAdminContext,
  input: CreateWarehouseInput,
): Promise<WarehouseChange> {
  return db.transaction(async (tx) => {
    await assertCompany(tx, ctx.tenant, input.companyId);
    const regionId = await regionIdFor(tx, ctx.tenant, input.region);
    const place = { owner: input.owner, companyId: input.companyId, regionId };
    const duplicate = await checkDuplicate(tx, place, input.allowDuplicate);
    const [row] = await tx.insert(warehouses).values(place).returning();
    await audit(tx, ctx.actor, {
      action: 'warehouse.create',
      entity: 'warehouse',
      entityId: row!.id,
      after: { ...auditView(row!), ...(duplicate ? { duplicateOf: duplicate } : {}) },
    });
    const warehouse = await getWarehouseDetails(tx, ctx.tenant, row!.id);
    return { warehouse, changed: true, action: 'create', places: [placeOf(warehouse)] };
  });
}

/** POST /warehouse/update: the fields sent; the others (and the active state) are kept. Saving unchanged writes nothing. */
export async function updateWarehouse(
  db: Db,
  ctx: WarehouseAdminContext,
  input: UpdateWarehouseInput,
): Promise<WarehouseChange> {
  return db.transaction(async (tx) => {
    const { row: before, regionName } = await loadForChange(tx, ctx.tenant, input.warehouseId);
    const regionId =
      input.region !== undefined && input.region !== regionName
        ? await regionIdFor(tx, ctx.tenant, input.region)
        : before.regionId;
    const companyId = input.companyId ?? before.companyId;
    if (companyId !== before.companyId) {
      await assertCompany(tx, ctx.tenant, companyId);
      // Its stock is the company's goods: they would belong to nobody's warehouse.
      if ((await totalStockOf(tx, before.id)) > 0) {
        throw conflict(
          WAREHOUSE_ERROR_CODES.notEmpty,
          'The warehouse holds stock: empty it before giving it to another company',
        );
      }
    }
    const next = { owner: input.owner ?? before.owner, companyId, regionId };
    const changed =
      next.owner !== before.owner || next.companyId !== before.companyId || next.regionId !== before.regionId;
    if (changed) {
      const duplicate = await checkDuplicate(tx, next, input.allowDuplicate, before.id);
      const [after] = await tx.update(warehouses).set(next).where(eq(warehouses.id, before.id)).returning();
      await audit(tx, ctx.actor, {
        action: 'warehouse.update',
        entity: 'warehouse',
        entityId: before.id,
        before: auditView(before),
        after: { ...auditView(after!), ...(duplicate ? { duplicateOf: duplicate } : {}) },
      });
    }
    const warehouse = await getWarehouseDetails(tx, ctx.tenant, before.id);
    const places = [{ companyId: before.companyId, regionName: regionName ?? warehouse.region }, placeOf(warehouse)];
    return { warehouse, changed, action: 'update', places };
  });
}

async function changeState(
  db: Db,
  ctx: WarehouseAdminContext,
  warehouseId: number,
  active: boolean,
): Promise<WarehouseChange> {
  return db.transaction(async (tx) => {
    const { row: before } = await loadForChange(tx, ctx.tenant, warehouseId);
    if (!active) {
      if (!before.active) throw conflict(WAREHOUSE_ERROR_CODES.alreadyInactive, 'The warehouse is already inactive');
      // The balance rows are locked too, so no stock arrives between the check and the change.
      const held = await tx
        .select({ amount: warehouseStock.amount })
        .from(warehouseStock)
        .where(and(eq(warehouseStock.warehouseId, before.id), sql`${warehouseStock.amount} > 0`))
        .for('update');
      const total = held.reduce((sum, b) => sum + b.amount, 0);
      if (total > 0)
        throw conflict(WAREHOUSE_ERROR_CODES.notEmpty, `The warehouse still holds ${total} items: move them out first`);
    } else if (before.active) {
      throw conflict(WAREHOUSE_ERROR_CODES.alreadyActive, 'The warehouse is already active');
    }
    await tx.update(warehouses).set({ active }).where(eq(warehouses.id, before.id));
    await audit(tx, ctx.actor, {
      action: active ? 'warehouse.activate' : 'warehouse.deactivate',
      entity: 'warehouse',
      entityId: before.id,
      before: { active: before.active },
      after: { active },
    });
    const warehouse = await getWarehouseDetails(tx, ctx.tenant, before.id);
    return { warehouse, changed: true, action: active ? 'activate' : 'deactivate', places: [placeOf(warehouse)] };
  });
}

/** POST /warehouse/deactivate: only an empty warehouse; it then receives and gives no stock. */
export const deactivateWarehouse = (db: Db, ctx: WarehouseAdminContext, warehouseId: number) =>
  changeState(db, ctx, warehouseId, false);
/** POST /warehouse/activate: an inactive warehouse takes and gives stock again. */
export const activateWarehouse = (db: Db, ctx: WarehouseAdminContext, warehouseId: number) =>
  changeState(db, ctx, warehouseId, true);
