// The driver wallet (/wallet/*): the entries of a date range (newest first,
// one page, with the sums of the whole filter), manual entries (bonus, correction, ambassador) written once per
// idempotency key, and deletion with a reason, refused for entries inside a closed payout period. Every entry is
// written through walletLedger.ts; every change is one transaction with its audit entry.
//
// Tenant: an operator limited to some regions or companies sees and changes the wallets of the drivers it sees on
// the drivers page (drivers.ts driverTenantCondition); any other driver or entry is "not found".
//
// Cost: the list is two statements on wallet_entries_created_idx (or wallet_entries_driver_created_idx with a
// driver): the page (joined with the driver, the two operators and the order, for the page's rows only) and one
// aggregate for the total and the sums per currency.
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { drivers, operators, orders, regions, walletEntries } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { conflict, notFound } from '../errors.ts';
import { audit, operatorIdOf, type Actor } from './audit.ts';
import { driverIdentity, driverListCondition, driverTenantCondition } from './drivers.ts';
import { ascName } from '../db/nameSort.ts';
import type { Tenant } from './principal.ts';
import { companyInReach } from '../access/reach.ts';
import { bookWalletEntry, bookWalletEntryOnce } from './walletLedger.ts';
import type { Currency } from '../../domain/enums.ts';
import {
  PAYOUT_TIME_ZONE,
  WALLET_ERRORS,
  type WalletCreateBody,
  type WalletDeleteBody,
  WALLET_DRIVER_OPTIONS_MAX,
  type WalletDriver,
  type WalletDriverOptionsResponse,
  type WalletEntry,
  type WalletListQuery,
  type WalletListResponse,
  type WalletTotals,
} from '../../domain/walletSchemas.ts';

export interface WalletContext {
  actor: Actor;
  tenant: Tenant;
}

const creator = alias(operators, 'wallet_created_by');
const deleter = alias(operators, 'wallet_deleted_by');

/** Monday 00:00 Europe/Warsaw of the current payout week (as of the transaction's start). */
const payoutWeekStart = sql`(date_trunc('week', now() at time zone ${sql.raw(`'${PAYOUT_TIME_ZONE}'`)}) at time zone ${sql.raw(`'${PAYOUT_TIME_ZONE}'`)})`;
/** Inside a closed payout period: stamped by the payout run, or created before the current payout week. */
const settledExpr = sql<boolean>`(${walletEntries.settledAt} is not null or ${walletEntries.createdAt} < ${payoutWeekStart})`;

/** The order's number, unless the order belongs to a company the tenant may not see. */
function orderNoColumn(tenant: Tenant) {
  const inReach = companyInReach(tenant, orders.companyId);
  return inReach ? sql<string | null>`case when ${inReach} then ${orders.orderNo} end` : orders.orderNo;
}

function entryColumns(tenant: Tenant) {
  return {
    id: walletEntries.id,
    driverId: walletEntries.driverId,
    driverFirstName: drivers.firstName,
    driverLastName: drivers.lastName,
    driverEmail: drivers.email,
    no: walletEntries.no,
    type: walletEntries.type,
    payoutDriver: walletEntries.payoutDriver,
    payoutClient: walletEntries.payoutClient,
    currency: walletEntries.currency,
    description: walletEntries.description,
    descriptionParams: walletEntries.descriptionParams,
    orderId: walletEntries.orderId,
    orderNo: orderNoColumn(tenant),
    correctionId: walletEntries.correctionId,
    createdAt: walletEntries.createdAt,
    createdBy: walletEntries.createdById,
    createdByName: creator.name,
    createdByEmail: creator.email,
    creationComment: walletEntries.creationComment,
    deletedAt: walletEntries.deletedAt,
    deletedBy: walletEntries.deletedById,
    deletedByName: deleter.name,
    deletedByEmail: deleter.email,
    deletionReason: walletEntries.deletionReason,
    deletionComment: walletEntries.deletionComment,
    settled: settledExpr,
    settledAt: walletEntries.settledAt,
  };
}

const iso = (d: Date | string | null): string | null => (d == null ? null : new Date(d).toISOString());

type RawEntry = Awaited<ReturnType<typeof selectEntries>>[number];

function toEntry(r: RawEntry): WalletEntry {
  const { driverFirstName, driverLastName, ...rest } = r;
  return {
    ...rest,
    driverName: `${driverFirstName} ${driverLastName}`.trim(),
    orderNo: r.orderNo ?? null,
    createdAt: iso(r.createdAt)!,
    deletedAt: iso(r.deletedAt),
    settledAt: iso(r.settledAt),
    settled: r.settled === true || (r.settled as unknown) === 't',
  };
}

function selectEntries(db: DbOrTx, tenant: Tenant, where: SQL | undefined) {
  return db
    .select(entryColumns(tenant))
    .from(walletEntries)
    .innerJoin(drivers, eq(drivers.id, walletEntries.driverId))
    .leftJoin(creator, eq(creator.id, walletEntries.createdById))
    .leftJoin(deleter, eq(deleter.id, walletEntries.deletedById))
    .leftJoin(orders, eq(orders.id, walletEntries.orderId))
    .where(where)
    .$dynamic();
}

async function entryById(db: DbOrTx, tenant: Tenant, id: number): Promise<WalletEntry> {
  const [row] = await selectEntries(db, tenant, and(eq(walletEntries.id, id), driverTenantCondition(tenant)));
  if (!row) throw notFound(WALLET_ERRORS.entryNotFound, 'No such wallet entry');
  return toEntry(row);
}

/** The list's filter: the range (both ends included), the driver, the tenant. */
function listCondition(tenant: Tenant, query: WalletListQuery): SQL | undefined {
  let from = new Date(query.dateFrom);
  let to = new Date(query.dateTo);
  if (from > to) [from, to] = [to, from];
  return and(
    gte(walletEntries.createdAt, from),
    lte(walletEntries.createdAt, to),
    query.driverId !== undefined ? eq(walletEntries.driverId, query.driverId) : undefined,
    driverTenantCondition(tenant),
  );
}

/**
 * One page of the entries of the range, newest first, with the total count and the sums of the whole filter; with a
 * driver, 404 `driver_not_found` unless the caller sees that driver.
 */
export async function listWalletEntries(db: Db, tenant: Tenant, query: WalletListQuery): Promise<WalletListResponse> {
  // One driver's entries: 404 `driver_not_found` for a driver that does not exist or that the caller may not see,
  // rather than an empty list that reads like a driver without entries.
  if (query.driverId !== undefined) await walletDriver(db, tenant, query.driverId);
  const where = listCondition(tenant, query);
  const [rows, sums] = await Promise.all([
    selectEntries(db, tenant, where)
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({
        currency: walletEntries.currency,
        payoutDriver: sql<string>`coalesce(sum(${walletEntries.payoutDriver}) filter (where ${walletEntries.deletedAt} is null), 0)::bigint`,
        payoutClient: sql<string>`coalesce(sum(${walletEntries.payoutClient}) filter (where ${walletEntries.deletedAt} is null), 0)::bigint`,
        entries: sql<number>`(count(*) filter (where ${walletEntries.deletedAt} is null))::int`,
        deleted: sql<number>`(count(*) filter (where ${walletEntries.deletedAt} is not null))::int`,
      })
      .from(walletEntries)
      .innerJoin(drivers, eq(drivers.id, walletEntries.driverId))
      .where(where)
      .groupBy(walletEntries.currency)
      .orderBy(walletEntries.currency),
  ]);
  const totals: WalletTotals[] = sums.map((s) => ({
    currency: s.currency as Currency,
    payoutDriver: Number(s.payoutDriver),
    payoutClient: Number(s.payoutClient),
    entries: Number(s.entries),
    deleted: Number(s.deleted),
  }));
  return {
    items: rows.map(toEntry),
    total: totals.reduce((sum, t) => sum + t.entries + t.deleted, 0),
    page: query.page,
    perPage: query.perPage,
    totals,
  };
}

/** The driver of the create dialog: 404 `driver_not_found` when there is none the caller may see. */
export async function walletDriver(db: DbOrTx, tenant: Tenant, driverId: number): Promise<WalletDriver> {
  const [row] = await db
    .select({
      ...driverIdentity,
      regionName: regions.name,
    })
    .from(drivers)
    .leftJoin(regions, eq(regions.id, drivers.regionId))
    .where(and(eq(drivers.id, driverId), driverTenantCondition(tenant)));
  if (!row) throw notFound(WALLET_ERRORS.driverNotFound, 'No such driver');
  return { ...row, name: `${row.firstName} ${row.lastName}`.trim(), regionName: row.regionName ?? null };
}

/** One entry (its page): 404 `wallet_entry_not_found` for an unknown entry or one of a driver the caller may not see. */
export const walletEntry = (db: Db, tenant: Tenant, entryId: number): Promise<WalletEntry> =>
  entryById(db, tenant, entryId);

/**
 * The drivers a picker suggests: those the caller may see whose name, e-mail or phone contains `q` (every one without
 * it), by name, at most WALLET_DRIVER_OPTIONS_MAX. Inactive and blocked drivers too: their wallets stay.
 */
export async function walletDriverOptions(
  db: Db,
  tenant: Tenant,
  q: string | undefined,
): Promise<WalletDriverOptionsResponse> {
  const rows = await db
    .select({
      ...driverIdentity,
      phone: drivers.phone,
      regionName: regions.name,
    })
    .from(drivers)
    .leftJoin(regions, eq(regions.id, drivers.regionId))
    .where(driverListCondition({ q }, tenant))
    .orderBy(...ascName(sql`${drivers.firstName} || ' ' || ${drivers.lastName}`), drivers.id)
    .limit(WALLET_DRIVER_OPTIONS_MAX);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: `${r.firstName} ${r.lastName}`.trim(),
      email: r.email,
      phone: r.phone ?? null,
      regionName: r.regionName ?? null,
    })),
  };
}

/** What a manual entry stores of the body (the comparison of a replayed idempotency key). */
const storedOf = (input: WalletCreateBody) => ({
  driverId: input.driverId,
  type: input.type,
  payoutDriver: input.payoutDriver,
  payoutClient: input.payoutClient ?? null,
  currency: input.currency,
  creationComment: input.comment ?? null,
});

const sameRequest = (entry: typeof walletEntries.$inferSelect, input: WalletCreateBody) => {
  const wanted = storedOf(input);
  return (Object.keys(wanted) as (keyof typeof wanted)[]).every((key) => (entry[key] ?? null) === wanted[key]);
};

async function entryOfKey(db: DbOrTx, createdById: number, key: string) {
  const [row] = await db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.createdById, createdById), eq(walletEntries.idempotencyKey, key)));
  return row;
}

export interface WalletCreateResult {
  entry: WalletEntry;
  /** The key was used before: this is the entry of the first request, nothing was written. */
  replayed: boolean;
}

/**
 * A manual entry (bonus, correction, ambassador) for a driver the caller sees, with its audit entry. With an
 * idempotency key, the caller's first request with that key writes the entry and every later one (also a
 * concurrent one) answers it; the same key with another body is 409 `idempotency_key_reused`.
 */
export async function createWalletEntry(
  db: Db,
  ctx: WalletContext,
  input: WalletCreateBody,
  idempotencyKey?: string,
): Promise<WalletCreateResult> {
  const createdById = operatorIdOf(ctx.actor);
  const key = createdById !== null ? idempotencyKey : undefined;
  const replay = (row: typeof walletEntries.$inferSelect) => {
    if (!sameRequest(row, input))
      throw conflict(WALLET_ERRORS.idempotencyKeyReused, 'This idempotency key was used for another wallet entry');
    return row.id;
  };
  if (key) {
    const earlier = await entryOfKey(db, createdById!, key);
    if (earlier) return { entry: await entryById(db, ctx.tenant, replay(earlier)), replayed: true };
  }
  return db.transaction(async (tx) => {
    const driver = await walletDriver(tx, ctx.tenant, input.driverId);
    const values = {
      ...storedOf(input),
      description: null,
      createdById,
    };
    const row = key
      ? await bookWalletEntryOnce(tx, { ...values, createdById: createdById!, idempotencyKey: key })
      : await bookWalletEntry(tx, values);
    if (!row) {
      // A concurrent request with the same key committed first: answer its entry (read in a new statement).
      const earlier = await entryOfKey(tx, createdById!, key!);
      if (!earlier) throw conflict(WALLET_ERRORS.idempotencyKeyReused, 'This idempotency key is in use');
      return { entry: await entryById(tx, ctx.tenant, replay(earlier)), replayed: true };
    }
    await audit(tx, ctx.actor, {
      action: 'wallet.create',
      entity: 'wallet_entry',
      entityId: row.id,
      after: {
        no: row.no,
        driverId: driver.id,
        driver: driver.email,
        type: row.type,
        payoutDriver: row.payoutDriver,
        payoutClient: row.payoutClient,
        currency: row.currency,
        creationComment: row.creationComment,
        idempotencyKey: key ?? null,
      },
    });
    return { entry: await entryById(tx, ctx.tenant, row.id), replayed: false };
  });
}

/**
 * Deletes (marks deleted) an entry of a driver the caller sees, under a row lock: 404 `wallet_entry_not_found`,
 * 409 `wallet_entry_already_deleted`, 409 `wallet_entry_settled` (inside a closed payout period).
 */
export async function deleteWalletEntry(db: Db, ctx: WalletContext, input: WalletDeleteBody): Promise<WalletEntry> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ entry: walletEntries, settled: settledExpr })
      .from(walletEntries)
      .innerJoin(drivers, eq(drivers.id, walletEntries.driverId))
      .where(and(eq(walletEntries.id, input.walletEntryId), driverTenantCondition(ctx.tenant)))
      .for('update', { of: walletEntries });
    if (!row) throw notFound(WALLET_ERRORS.entryNotFound, 'No such wallet entry');
    const { entry } = row;
    if (entry.deletedAt) throw conflict(WALLET_ERRORS.alreadyDeleted, 'The wallet entry is deleted already');
    if (row.settled === true || (row.settled as unknown) === 't') {
      throw conflict(WALLET_ERRORS.settled, 'The wallet entry is inside a closed payout period and cannot be deleted');
    }
    const change = {
      deletedAt: new Date(),
      deletedById: operatorIdOf(ctx.actor),
      deletionReason: input.reason.trim(),
      deletionComment: input.comment?.trim() || null,
    };
    await tx.update(walletEntries).set(change).where(eq(walletEntries.id, entry.id));
    await audit(tx, ctx.actor, {
      action: 'wallet.delete',
      entity: 'wallet_entry',
      entityId: entry.id,
      before: {
        no: entry.no,
        driverId: entry.driverId,
        type: entry.type,
        payoutDriver: entry.payoutDriver,
        currency: entry.currency,
        deletedAt: null,
      },
      after: { ...change, deletedAt: change.deletedAt.toISOString() },
    });
    return entryById(tx, ctx.tenant, entry.id);
  });
}
