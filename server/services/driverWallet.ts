// The driver's own money in the driver API: its wallet entries of the current settlement (the open payout week) with
// the balance, and its corrections with their decisions (GET /api/driver/wallet, GET /api/driver/corrections). Reads
// only: the driver always reads its own rows (the session's driver id), never another driver's. Which entries belong
// to the open period is the back office's rule (wallet.ts: settled = settledAt set or created before the current
// payout week, Monday 00:00 Europe/Warsaw).
//
// Cost: the wallet is two statements on wallet_entries_driver_created_idx (the page, and one aggregate per currency
// with the period's bounds); the corrections are two statements on the driver's corrections (no index of their own:
// a driver has a handful a week).
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { companies, corrections, orders, walletEntries } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import type { DriverPrincipal } from './driverSession.ts';
import { PAYOUT_TIME_ZONE } from '../../domain/walletSchemas.ts';
import type { DriverCorrectionListResponse, DriverMoneyQuery, DriverWalletResponse } from '../../domain/driverMoney.ts';
import type { Currency } from '../../domain/enums.ts';

const zone = sql.raw(`'${PAYOUT_TIME_ZONE}'`);
/** Monday 00:00 Europe/Warsaw of the current payout week, and the next Monday 00:00 (as of the statement's start). */
const weekStart = sql`(date_trunc('week', now() at time zone ${zone}) at time zone ${zone})`;
const weekEnd = sql`((date_trunc('week', now() at time zone ${zone}) + interval '7 days') at time zone ${zone})`;

const iso = (d: Date | string | null): string | null => (d == null ? null : new Date(d).toISOString());

/** The driver's entries of the open payout period: its own, not deleted, not settled, created this payout week. */
const openEntries = (driverId: number) =>
  and(
    eq(walletEntries.driverId, driverId),
    gte(walletEntries.createdAt, weekStart),
    isNull(walletEntries.settledAt),
    isNull(walletEntries.deletedAt),
  );

/** GET /driver/wallet: one page of the current settlement's entries, newest first, with the balance per currency. */
export async function driverWallet(
  db: DbOrTx,
  driver: DriverPrincipal,
  query: DriverMoneyQuery,
): Promise<DriverWalletResponse> {
  const where = openEntries(driver.id);
  const [rows, sums, [bounds]] = await Promise.all([
    db
      .select({
        id: walletEntries.id,
        no: walletEntries.no,
        type: walletEntries.type,
        payoutDriver: walletEntries.payoutDriver,
        currency: walletEntries.currency,
        reason: walletEntries.descriptionParams,
        orderId: walletEntries.orderId,
        orderNo: orders.orderNo,
        correctionId: walletEntries.correctionId,
        comment: walletEntries.creationComment,
        createdAt: walletEntries.createdAt,
      })
      .from(walletEntries)
      .leftJoin(orders, eq(orders.id, walletEntries.orderId))
      .where(where)
      .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({
        currency: walletEntries.currency,
        amount: sql<string>`coalesce(sum(${walletEntries.payoutDriver}), 0)::bigint`,
        entries: sql<number>`count(*)::int`,
      })
      .from(walletEntries)
      .where(where)
      .groupBy(walletEntries.currency)
      .orderBy(walletEntries.currency),
    db.execute(sql`select ${weekStart} as "from", ${weekEnd} as "to"`).then((r) => {
      const result = r as unknown as { rows: { from: Date | string; to: Date | string }[] };
      return result.rows;
    }),
  ]);
  const balance = sums.map((s) => ({
    currency: s.currency as Currency,
    amount: Number(s.amount),
    entries: Number(s.entries),
  }));
  return {
    period: { from: iso(bounds!.from)!, to: iso(bounds!.to)! },
    balance,
    items: rows.map((r) => ({
      ...r,
      reason: r.reason ?? null,
      orderNo: r.orderNo ?? null,
      createdAt: iso(r.createdAt)!,
    })),
    total: balance.reduce((sum, b) => sum + b.entries, 0),
    page: query.page,
    perPage: query.perPage,
  };
}

/** GET /driver/corrections: one page of the driver's corrections, newest first, each with its decision. */
export async function driverCorrectionList(
  db: DbOrTx,
  driver: DriverPrincipal,
  query: DriverMoneyQuery,
): Promise<DriverCorrectionListResponse> {
  const mine = eq(corrections.driverId, driver.id);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: corrections.id,
        orderId: corrections.orderId,
        orderNo: orders.orderNo,
        companyName: sql<string>`coalesce(${companies.displayName}, ${companies.name})`,
        category: corrections.category,
        status: corrections.status,
        data: corrections.data,
        packageSize: orders.packageSize,
        driversComment: corrections.driversComment,
        suggestedCorrectionPay: corrections.suggestedCorrectionPay,
        acceptedAmount: corrections.acceptedAmount,
        currency: corrections.currency,
        createdAt: corrections.createdAt,
        decidedAt: corrections.decidedAt,
        rejectionReason: corrections.rejectionReason,
        comment: corrections.comment,
      })
      .from(corrections)
      .innerJoin(orders, eq(orders.id, corrections.orderId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(mine)
      .orderBy(desc(corrections.createdAt), desc(corrections.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(corrections).where(mine),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      data: r.data ?? {},
      createdAt: iso(r.createdAt)!,
      decidedAt: iso(r.decidedAt),
    })),
    total: Number(counted?.total ?? 0),
    page: query.page,
    perPage: query.perPage,
  };
}
