// Managing drivers in the back office (/driver/details, create, update, block, unblock, deactivate, activate). Every
// change runs in one transaction with its audit entry (before/after, never a password; a block with its reason),
// under the driver's row lock. Blocking or deactivating ends the driver's app sessions in that transaction (its next
// call to the driver API, and its sign-in, answer 403 `driver_blocked` / 401 `account_deactivated`); the
// route then disconnects their sockets and tells the open drivers lists.
//
// Reach (tenant), as the drivers list's: an operator limited to some regions manages the drivers of those regions, one
// limited to some companies the drivers who may deliver for one of them; others answer 404 `driver_not_found`. It may
// put a driver only into a region it reaches (403 `region_not_assignable`) and name only companies it reaches (403
// `company_not_assignable`); the companies of a driver it does not reach are kept as they are.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { auditLog, authSessions, companies, driverStatusLog, drivers, orders, regions } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { audit, type Actor } from './audit.ts';
import { hashPassword, isUniqueViolation } from './auth.ts';
import type { Tenant } from './principal.ts';
import { driverRowById } from './drivers.ts';
import { ACTIVE_DRIVER_STATUSES } from './driverOrders.ts';
import { reachesAllowedCompanies, reachesCompany, reachesRegion } from '../access/reach.ts';
import type { DriverPlace } from '../access/rooms.ts';
import {
  DRIVER_ERROR_CODES,
  driverMsg,
  type BlockDriverInput,
  type CreateDriverInput,
  type DriverBlockInfo,
  type DriverChangePayload,
  type DriverDetails,
  type UpdateDriverInput,
} from '../../domain/driverSchemas.ts';

export interface DriverAdminContext {
  actor: Actor;
  tenant: Tenant;
}

/** The answer of a change: the driver, the sessions it ended (the route disconnects them), where it was and is. */
export interface DriverChange {
  driver: DriverDetails;
  endedSessionIds: string[];
  places: DriverPlace[];
  action: DriverChangePayload['action'];
  /** False when the call changed nothing (an update saving the driver as it was): no event. */
  changed: boolean;
}

type DriverRowDb = typeof drivers.$inferSelect;

const notFoundDriver = () => notFound('driver_not_found', 'Driver not found');
const emailTaken = () => conflict(DRIVER_ERROR_CODES.emailTaken, 'Another driver has this e-mail');

/** The block's audit entry: its reason, time and author. */
async function blockInfo(db: DbOrTx, driverId: number): Promise<DriverBlockInfo> {
  const [entry] = await db
    .select({ after: auditLog.after, at: auditLog.at, by: auditLog.actorName })
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'driver'), eq(auditLog.entityId, String(driverId)), eq(auditLog.action, 'driver.block')),
    )
    .orderBy(sql`${auditLog.at} desc, ${auditLog.id} desc`)
    .limit(1);
  const reason = (entry?.after as { reason?: unknown } | null)?.reason;
  return {
    reason: typeof reason === 'string' ? reason : null,
    at: entry ? entry.at.toISOString() : null,
    by: entry?.by ?? null,
  };
}

/** GET /driver/details: one driver within the tenant, with its block. */
export async function getDriverDetails(db: DbOrTx, tenant: Tenant, driverId: number): Promise<DriverDetails> {
  const row = await driverRowById(db, tenant, driverId);
  if (!row) throw notFoundDriver();
  const [{ createdAt }] = await db
    .select({ createdAt: drivers.createdAt })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  return { ...row, block: row.blocked ? await blockInfo(db, driverId) : null, createdAt: createdAt.toISOString() };
}

async function regionNameOf(db: DbOrTx, regionId: number | null): Promise<string | null> {
  if (regionId == null) return null;
  const [row] = await db.select({ name: regions.name }).from(regions).where(eq(regions.id, regionId));
  return row?.name ?? null;
}

/** The driver's row for a change, locked; 404 when missing or beyond the tenant. */
async function loadForChange(
  tx: DbOrTx,
  tenant: Tenant,
  driverId: number,
): Promise<{ row: DriverRowDb; regionName: string | null }> {
  const [row] = await tx.select().from(drivers).where(eq(drivers.id, driverId)).for('update');
  if (!row) throw notFoundDriver();
  const regionName = await regionNameOf(tx, row.regionId);
  const inReach = reachesRegion(tenant, regionName) && reachesAllowedCompanies(tenant, row.allowedCompanyIds);
  if (!inReach) throw notFoundDriver();
  return { row, regionName };
}

/** The region's id by name: 400 with a field error when unknown, 403 when beyond the tenant. */
async function regionIdFor(db: DbOrTx, tenant: Tenant, name: string): Promise<number> {
  const [row] = await db.select({ id: regions.id }).from(regions).where(eq(regions.name, name));
  if (!row) throw badRequest('validation_failed', `Unknown region: ${name}`, { region: [driverMsg.unknownRegion] });
  if (!reachesRegion(tenant, name))
    throw forbidden('region_not_assignable', 'You may put a driver only into a region you may see yourself');
  return row.id;
}

/**
 * The companies a driver will be limited to: the ones sent (each existing, 400; each in reach, 403) and the ones of
 * its list the caller does not reach (kept). A caller limited to some companies cannot make a driver deliver for every
 * company (an empty list) unless it already did.
 */
async function allowedCompaniesFor(
  db: DbOrTx,
  tenant: Tenant,
  sent: number[],
  stored: number[] | null,
): Promise<number[]> {
  if (sent.length) {
    const found = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, sent));
    if (found.length !== sent.length)
      throw badRequest('validation_failed', 'Unknown company', { allowedCompanyIds: [driverMsg.unknownCompany] });
  }
  if (!sent.every((id) => reachesCompany(tenant, id)))
    throw forbidden('company_not_assignable', 'You may name only the companies you may see yourself');
  if (tenant.allCompanies) return sent;
  const kept = (stored ?? []).filter((id) => !reachesCompany(tenant, id));
  const result = [...new Set([...kept, ...sent])];
  if (!result.length && !(stored !== null && stored.length === 0)) {
    throw forbidden(
      'company_not_assignable',
      'Only an operator of every company may let a driver deliver for every company',
    );
  }
  // The driver stays one the caller sees (one of its companies, or none listed).
  if (!reachesAllowedCompanies(tenant, result))
    throw forbidden('company_not_assignable', 'Name at least one of your companies');
  return result;
}

/** The audit picture of a driver: what the back office edits and its state, never the password hash or push token. */
const auditView = (row: DriverRowDb) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  regionId: row.regionId,
  type: row.type,
  priorityDriver: row.priorityDriver,
  vehicleType: row.vehicleType,
  car: row.car,
  allowedCompanyIds: row.allowedCompanyIds,
  blocked: row.blocked,
  active: row.active,
});

/** 409 emailTaken when another driver has the e-mail (ignoring case). */
async function assertEmailFree(tx: DbOrTx, email: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .where(
      and(
        sql`lower(${drivers.email}) = ${email.toLowerCase()}`,
        exceptId ? sql`${drivers.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (taken) throw emailTaken();
}

const placeOf = (regionName: string | null, row: Pick<DriverRowDb, 'allowedCompanyIds'>): DriverPlace => ({
  regionName,
  allowedCompanyIds: row.allowedCompanyIds,
});

/** POST /driver/create: a new driver who may sign in to the driver app with the first password (argon2id). */
export async function createDriver(db: Db, ctx: DriverAdminContext, input: CreateDriverInput): Promise<DriverChange> {
  const regionId = await regionIdFor(db, ctx.tenant, input.region);
  const allowedCompanyIds = await allowedCompaniesFor(db, ctx.tenant, input.allowedCompanyIds, null);
  const passwordHash = await hashPassword(input.password);
  return db
    .transaction(async (tx) => {
      await assertEmailFree(tx, input.email);
      const [row] = await tx
        .insert(drivers)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          passwordHash,
          type: input.type,
          priorityDriver: input.priorityDriver,
          regionId,
          vehicleType: input.vehicleType,
          car: input.car,
          allowedCompanyIds,
        })
        .returning();
      await audit(tx, ctx.actor, {
        action: 'driver.create',
        entity: 'driver',
        entityId: row!.id,
        after: auditView(row!),
      });
      const driver = await getDriverDetails(tx, ctx.tenant, row!.id);
      return {
        driver,
        endedSessionIds: [],
        places: [placeOf(input.region, row!)],
        action: 'create' as const,
        changed: true,
      };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    });
}

/** JSON with object keys sorted (jsonb keeps its own key order). */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : (value ?? null);
const sameJson = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** POST /driver/update: the fields sent; the others (and the password, block and active state) are kept. */
export async function updateDriver(db: Db, ctx: DriverAdminContext, input: UpdateDriverInput): Promise<DriverChange> {
  return db
    .transaction(async (tx) => {
      const { row: before, regionName } = await loadForChange(tx, ctx.tenant, input.driverId);
      const regionId =
        input.region !== undefined && input.region !== regionName
          ? await regionIdFor(tx, ctx.tenant, input.region)
          : before.regionId;
      const allowedCompanyIds =
        input.allowedCompanyIds !== undefined
          ? await allowedCompaniesFor(tx, ctx.tenant, input.allowedCompanyIds, before.allowedCompanyIds)
          : before.allowedCompanyIds;
      if (input.email !== undefined && input.email !== before.email) await assertEmailFree(tx, input.email, before.id);
      const next = {
        firstName: input.firstName ?? before.firstName,
        lastName: input.lastName ?? before.lastName,
        email: input.email ?? before.email,
        phone: input.phone ?? before.phone,
        type: input.type ?? before.type,
        priorityDriver: input.priorityDriver ?? before.priorityDriver,
        regionId,
        vehicleType: input.vehicleType ?? before.vehicleType,
        car: input.car !== undefined ? input.car : before.car,
        allowedCompanyIds,
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).some((key) => !sameJson(next[key], before[key]));
      let after = before;
      if (changed) {
        [after] = await tx.update(drivers).set(next).where(eq(drivers.id, before.id)).returning();
        await audit(tx, ctx.actor, {
          action: 'driver.update',
          entity: 'driver',
          entityId: before.id,
          before: auditView(before),
          after: auditView(after!),
        });
      }
      const places = [placeOf(regionName, before), placeOf(await regionNameOf(tx, after!.regionId), after!)];
      // Region and companies stay within the caller's reach (regionIdFor, allowedCompaniesFor): it still sees the
      // driver.
      const driver = await getDriverDetails(tx, ctx.tenant, before.id);
      return { driver, endedSessionIds: [], places, action: 'update' as const, changed };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    });
}

/** 409 driver_has_active_order while the driver carries an order (an operator gives it to another driver first). */
async function assertNoActiveOrder(tx: DbOrTx, driverId: number) {
  const [active] = await tx
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.driverId, driverId), inArray(orders.status, ACTIVE_DRIVER_STATUSES)))
    .limit(1);
  if (active)
    throw conflict(
      DRIVER_ERROR_CODES.hasActiveOrder,
      `The driver carries order ${active.orderNo}: change its driver first`,
    );
}

/** Ends the driver's app sessions and takes it offline (a driver_status_log row when it was online). */
async function signOut(tx: DbOrTx, row: DriverRowDb, source: string): Promise<string[]> {
  const ended = await tx
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.userKind, 'driver'), eq(authSessions.userId, row.id), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  if (row.status === 'online') {
    await tx.update(drivers).set({ status: 'offline' }).where(eq(drivers.id, row.id));
    await tx.insert(driverStatusLog).values({ driverId: row.id, status: 'offline', source, at: new Date() });
  }
  return ended.map((s) => s.id);
}

type StateAction = 'block' | 'unblock' | 'deactivate' | 'activate';

async function changeState(
  db: Db,
  ctx: DriverAdminContext,
  driverId: number,
  action: StateAction,
  reason?: string,
): Promise<DriverChange> {
  return db.transaction(async (tx) => {
    const { row: before, regionName } = await loadForChange(tx, ctx.tenant, driverId);
    let set: Partial<DriverRowDb>;
    if (action === 'block') {
      if (before.blocked) throw conflict(DRIVER_ERROR_CODES.alreadyBlocked, 'The driver is already blocked');
      await assertNoActiveOrder(tx, before.id);
      set = { blocked: true };
    } else if (action === 'unblock') {
      if (!before.blocked) throw conflict(DRIVER_ERROR_CODES.notBlocked, 'The driver is not blocked');
      set = { blocked: false };
    } else if (action === 'deactivate') {
      if (!before.active) throw conflict(DRIVER_ERROR_CODES.alreadyInactive, 'The driver is already inactive');
      await assertNoActiveOrder(tx, before.id);
      set = { active: false };
    } else {
      if (before.active) throw conflict(DRIVER_ERROR_CODES.alreadyActive, 'The driver is already active');
      set = { active: true };
    }
    const [after] = await tx.update(drivers).set(set).where(eq(drivers.id, before.id)).returning();
    const endedSessionIds =
      action === 'block' || action === 'deactivate'
        ? await signOut(tx, before, action === 'block' ? 'blocked' : 'deactivated')
        : [];
    await audit(tx, ctx.actor, {
      action: `driver.${action}`,
      entity: 'driver',
      entityId: before.id,
      before: { blocked: before.blocked, active: before.active },
      after: {
        blocked: after!.blocked,
        active: after!.active,
        ...(reason !== undefined ? { reason } : {}),
        ...(endedSessionIds.length ? { endedSessions: endedSessionIds.length } : {}),
      },
    });
    const driver = await getDriverDetails(tx, ctx.tenant, before.id);
    return { driver, endedSessionIds, places: [placeOf(regionName, before)], action, changed: true };
  });
}

/** POST /driver/block: no offers, stock or notifications; the app's sessions end at once. */
export const blockDriver = (db: Db, ctx: DriverAdminContext, input: BlockDriverInput) =>
  changeState(db, ctx, input.driverId, 'block', input.reason);
export const unblockDriver = (db: Db, ctx: DriverAdminContext, driverId: number) =>
  changeState(db, ctx, driverId, 'unblock');
export const deactivateDriver = (db: Db, ctx: DriverAdminContext, driverId: number) =>
  changeState(db, ctx, driverId, 'deactivate');
export const activateDriver = (db: Db, ctx: DriverAdminContext, driverId: number) =>
  changeState(db, ctx, driverId, 'activate');
