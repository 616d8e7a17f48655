// Price multipliers (/multiplier/*): the calendar's list, one multiplier's details, creation and
// deactivation. Pricing reads them in server/services/pricing.ts (highest active one for the region, company and
// time); orders keep the one that priced them (orders.multiplier_id), so deactivating one tells the consoles showing
// those orders (real-time deactivatedOrderMultiplier: the [Nx] flag turns to its deactivated look).
import { and, asc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { companies, multipliers, operators, orders, regions } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { audit, operatorIdOf, type Actor } from './audit.ts';
import type { Tenant } from './principal.ts';
import { companiesOverlapReach, reachesCompanies, reachesRegions, regionsOverlapReach } from '../access/reach.ts';
import {
  MULTIPLIER_ERRORS,
  multiplierMsg,
  type MultiplierCreateBody,
  type MultiplierItem,
  type MultiplierListQuery,
} from '../../domain/multiplierSchemas.ts';
import type { OrderListEvent } from '../../domain/enums.ts';

export interface MultiplierContext {
  actor: Actor;
  tenant: Tenant;
}

export interface OrderEvent {
  event: OrderListEvent;
  orderId: number;
  companyId: number;
  regionName: string;
  pickupLocationId: number | null;
}

const createdBy = alias(operators, 'multiplier_created_by');
const deactivatedBy = alias(operators, 'multiplier_deactivated_by');

type MultiplierRow = typeof multipliers.$inferSelect;
const ref = (op: { id: number | null; email: string | null } | null) =>
  op && op.id !== null && op.email !== null ? { id: op.id, email: op.email } : null;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toItem(
  row: MultiplierRow,
  creator: { id: number | null; email: string | null } | null,
  deactivator: { id: number | null; email: string | null } | null,
): MultiplierItem {
  return {
    id: row.id,
    description: row.description,
    dateFrom: row.dateFrom.toISOString(),
    dateTo: row.dateTo.toISOString(),
    regions: row.regions,
    companyIds: row.companyIds,
    multiplier: row.multiplier,
    timeRanges: row.timeRanges?.length ? row.timeRanges : null,
    createdAt: row.createdAt.toISOString(),
    createdBy: ref(creator),
    deactivatedAt: iso(row.deactivatedAt),
    deactivatedBy: ref(deactivator),
    deactivationReason: row.deactivationReason,
  };
}

/**
 * The multipliers an operator limited to some regions or companies sees: those naming at least one of its regions
 * and one of its companies (a multiplier of several regions or companies is shared by their operators).
 */
function tenantCondition(tenant: Tenant): SQL | undefined {
  return and(regionsOverlapReach(tenant, multipliers.regions), companiesOverlapReach(tenant, multipliers.companyIds));
}

async function loadItems(db: DbOrTx, where: SQL | undefined): Promise<MultiplierItem[]> {
  const rows = await db
    .select({
      m: multipliers,
      creator: { id: createdBy.id, email: createdBy.email },
      deactivator: { id: deactivatedBy.id, email: deactivatedBy.email },
    })
    .from(multipliers)
    .leftJoin(createdBy, eq(createdBy.id, multipliers.createdById))
    .leftJoin(deactivatedBy, eq(deactivatedBy.id, multipliers.deactivatedById))
    .where(where)
    .orderBy(asc(multipliers.dateFrom), asc(multipliers.id));
  return rows.map((r) => toItem(r.m, r.creator, r.deactivator));
}

/** GET /multiplier/list: every multiplier (deactivated ones too) whose [dateFrom, dateTo] overlaps the window. */
export async function listMultipliers(db: Db, tenant: Tenant, query: MultiplierListQuery): Promise<MultiplierItem[]> {
  const from = new Date(query.dateFrom);
  const to = new Date(query.dateTo);
  return loadItems(db, and(lte(multipliers.dateFrom, to), gte(multipliers.dateTo, from), tenantCondition(tenant)));
}

/** GET /multiplier/details: one multiplier within the caller's reach (404 `multiplier_not_found` otherwise). */
export async function getMultiplier(db: Db, tenant: Tenant, multiplierId: number): Promise<MultiplierItem> {
  const [item] = await loadItems(db, and(eq(multipliers.id, multiplierId), tenantCondition(tenant)));
  if (!item) throw notFound(MULTIPLIER_ERRORS.notFound, 'Multiplier not found');
  return item;
}

/**
 * The regions and companies a new multiplier names: each must exist (400 `validation_failed` with a field error) and
 * lie within the caller's tenant (403 `region_not_allowed`, `company_not_allowed`).
 */
async function checkReach(db: DbOrTx, tenant: Tenant, input: Pick<MultiplierCreateBody, 'regions' | 'companyIds'>) {
  const knownRegions = await db
    .select({ name: regions.name })
    .from(regions)
    .where(inArray(regions.name, input.regions));
  const knownCompanies = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.id, input.companyIds));
  const errors: Record<string, string[]> = {};
  if (knownRegions.length !== input.regions.length) errors.regions = [multiplierMsg.unknownRegion];
  if (knownCompanies.length !== input.companyIds.length) errors.companyIds = [multiplierMsg.unknownCompany];
  if (Object.keys(errors).length) throw badRequest('validation_failed', 'Unknown regions or companies', errors);
  if (!reachesRegions(tenant, input.regions)) {
    throw forbidden(MULTIPLIER_ERRORS.regionNotAllowed, 'The multiplier names a region outside yours');
  }
  if (!reachesCompanies(tenant, input.companyIds)) {
    throw forbidden(MULTIPLIER_ERRORS.companyNotAllowed, 'The multiplier names a company outside yours');
  }
}

/** POST /multiplier/create: one transaction with the audit entry; answers the new multiplier as the list serves it. */
export async function createMultiplier(
  db: Db,
  ctx: MultiplierContext,
  input: MultiplierCreateBody,
): Promise<MultiplierItem> {
  await checkReach(db, ctx.tenant, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(multipliers)
      .values({
        description: input.description,
        dateFrom: new Date(input.dateFrom),
        dateTo: new Date(input.dateTo),
        regions: input.regions,
        companyIds: input.companyIds,
        multiplier: input.multiplier,
        timeRanges: input.timeRanges,
        createdById: operatorIdOf(ctx.actor),
      })
      .returning();
    const [item] = await loadItems(tx, eq(multipliers.id, row.id));
    await audit(tx, ctx.actor, { action: 'multiplier.create', entity: 'multiplier', entityId: row.id, after: item });
    return item;
  });
}

/**
 * POST /multiplier/deactivate: locks the multiplier (404 `multiplier_not_found`, also outside the caller's tenant;
 * 409 `multiplier_already_deactivated`), stamps deactivatedAt/By and the reason, writes the audit entry (the whole
 * multiplier before and after; the actor and time in the entry's own columns), and returns
 * the deactivatedOrderMultiplier events of the orders still open (ongoing or scheduled) that carry it, to be sent
 * after the commit. From then on pricing ignores it.
 */
export async function deactivateMultiplier(
  db: Db,
  ctx: MultiplierContext,
  input: { multiplierId: number; deactivationReason: string | null },
): Promise<{ multiplier: MultiplierItem; events: OrderEvent[] }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(multipliers)
      .where(and(eq(multipliers.id, input.multiplierId), tenantCondition(ctx.tenant)))
      .for('update');
    if (!locked) throw notFound(MULTIPLIER_ERRORS.notFound, 'Multiplier not found');
    if (locked.deactivatedAt)
      throw conflict(MULTIPLIER_ERRORS.alreadyDeactivated, 'The multiplier is already deactivated');
    const [before] = await loadItems(tx, eq(multipliers.id, locked.id));
    await tx
      .update(multipliers)
      .set({
        deactivatedAt: sql`now()`,
        deactivatedById: operatorIdOf(ctx.actor),
        deactivationReason: input.deactivationReason,
      })
      .where(eq(multipliers.id, locked.id));
    const [after] = await loadItems(tx, eq(multipliers.id, locked.id));
    await audit(tx, ctx.actor, {
      action: 'multiplier.deactivate',
      entity: 'multiplier',
      entityId: locked.id,
      // The whole multiplier on both sides: which one ended (its value, dates, regions, companies, time ranges) and
      // who ended it when, readable from the entry alone.
      before,
      after,
    });
    const affected = await tx
      .select({
        orderId: orders.id,
        companyId: orders.companyId,
        regionName: regions.name,
        pickupLocationId: orders.pickupLocationId,
      })
      .from(orders)
      .innerJoin(regions, eq(regions.id, orders.regionId))
      .where(and(eq(orders.multiplierId, locked.id), or(eq(orders.isOngoing, true), eq(orders.status, 'scheduled'))));
    // Their list rows changed (the [Nx] flag's deactivated look): a new version for their events.
    const changed = affected.map((o) => o.orderId);
    if (changed.length) await tx.update(orders).set({ updatedAt: new Date() }).where(inArray(orders.id, changed));
    return {
      multiplier: after,
      events: affected.map((o) => ({ event: 'deactivatedOrderMultiplier' as const, ...o })),
    };
  });
}
