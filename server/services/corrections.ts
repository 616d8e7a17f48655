// Driver corrections: the operators' pending list and details within
// their tenant, the decision (accept with an amount, reject with a reason) and the driver's submission through the
// driver API. A decision runs in one transaction on the locked correction row: accepting also books the driver's
// wallet entry of type correction (bookWalletEntry) in that transaction, so a correction is paid exactly once or not
// at all. Every change writes an audit entry.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { companies, corrections, drivers, operators, orders, walletEntries } from '../db/schema.ts';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { conflict, forbidden, notFound, unprocessable } from '../errors.ts';
import { audit, operatorIdOf, type Actor } from './audit.ts';
import { ordersInReach } from '../access/reach.ts';
import type { Tenant } from './principal.ts';
import { bookWalletEntry } from './walletLedger.ts';
import { driverActor, type DriverPrincipal } from './driverSession.ts';
import type { Geocoder } from './geocoding/index.ts';
import type { RoadDistanceEstimator } from './roadDistance.ts';
import {
  CORRECTION_ERRORS,
  suggestCorrection,
  suggestedDistanceOf,
  type CorrectionAcceptInput,
  type CorrectionDecisionResponse,
  type CorrectionDetail,
  type CorrectionRejectInput,
  type DriverCorrectionInput,
  type DriverCorrectionResponse,
  type PendingCorrectionItem,
} from '../../domain/correctionSchemas.ts';
import type { PackageSize } from '../../domain/enums.ts';

type CorrectionRow = typeof corrections.$inferSelect;

export interface CorrectionContext {
  actor: Actor;
  tenant: Tenant;
}

/** Orders a driver may correct. */
const CORRECTABLE_STATUSES = ['delivered', 'finished'] as const;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /correction/pending-list: pending corrections of orders the operator sees, oldest first. */
export async function listPendingCorrections(db: DbOrTx, tenant: Tenant): Promise<PendingCorrectionItem[]> {
  const rows = await db
    .select({
      id: corrections.id,
      companyImageUrl: companies.logo,
      companyName: companies.name,
      orderNo: orders.orderNo,
      createdAt: corrections.createdAt,
      driverEmail: drivers.email,
    })
    .from(corrections)
    .innerJoin(orders, eq(orders.id, corrections.orderId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(drivers, eq(drivers.id, corrections.driverId))
    .where(and(eq(corrections.status, 'pending'), ordersInReach(tenant)))
    .orderBy(asc(corrections.createdAt), asc(corrections.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** The detail of one correction the operator may see; 404 correction_not_found otherwise. */
export async function correctionInfo(db: DbOrTx, tenant: Tenant, correctionId: number): Promise<CorrectionDetail> {
  const [row] = await db
    .select({
      c: corrections,
      orderNo: orders.orderNo,
      packageSize: orders.packageSize,
      clientStreet: orders.clientStreet,
      clientZipCode: orders.clientZipCode,
      clientCity: orders.clientCity,
      companyName: companies.name,
      companyImageUrl: companies.logo,
      driverEmail: drivers.email,
      driverName: sql<string>`${drivers.firstName} || ' ' || ${drivers.lastName}`,
      decidedByEmail: operators.email,
      walletEntryNo: sql<
        string | null
      >`(select ${walletEntries.no} from ${walletEntries} where ${walletEntries.correctionId} = ${corrections.id} and ${walletEntries.deletedAt} is null order by ${walletEntries.id} limit 1)`,
    })
    .from(corrections)
    .innerJoin(orders, eq(orders.id, corrections.orderId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .innerJoin(drivers, eq(drivers.id, corrections.driverId))
    .leftJoin(operators, eq(operators.id, corrections.decidedById))
    .where(and(eq(corrections.id, correctionId), ordersInReach(tenant)));
  if (!row) throw notFound(CORRECTION_ERRORS.notFound, 'Correction not found');
  const c = row.c;
  const data = c.data ?? {};
  return {
    id: c.id,
    driverId: c.driverId,
    driverEmail: row.driverEmail,
    driverName: row.driverName,
    orderNo: row.orderNo,
    orderId: c.orderId,
    companyName: row.companyName,
    companyImageUrl: row.companyImageUrl,
    createdAt: c.createdAt.toISOString(),
    data,
    category: c.category,
    status: c.status,
    estimatedPayoutDriver: c.estimatedPayoutDriver,
    payoutDriver: c.payoutDriver,
    currency: c.currency,
    estimatedDistance: c.estimatedDistance,
    recalculatedDistance: c.recalculatedDistance,
    suggestedDistance: suggestedDistanceOf(c.estimatedDistance, data),
    suggestedCorrectionPay: c.suggestedCorrectionPay,
    packageSize: row.packageSize,
    clientsAddress: { street: row.clientStreet, zipCode: row.clientZipCode, city: row.clientCity },
    driversComment: c.driversComment,
    attachmentUrl: c.attachmentUrl,
    decidedAt: iso(c.decidedAt),
    decidedByEmail: row.decidedByEmail ?? null,
    acceptedAmount: c.acceptedAmount,
    rejectionReason: c.rejectionReason,
    comment: c.comment,
    walletEntryNo: row.walletEntryNo ?? null,
  };
}

/** Locks a pending correction of the operator's tenant: 404 when not visible, 409 correction_not_pending when decided. */
async function lockPending(tx: Tx, tenant: Tenant, correctionId: number): Promise<CorrectionRow & { orderNo: string }> {
  const [row] = await tx
    .select({ c: corrections, orderNo: orders.orderNo })
    .from(corrections)
    .innerJoin(orders, eq(orders.id, corrections.orderId))
    .where(and(eq(corrections.id, correctionId), ordersInReach(tenant)))
    .for('update', { of: corrections });
  if (!row) throw notFound(CORRECTION_ERRORS.notFound, 'Correction not found');
  if (row.c.status !== 'pending')
    throw conflict(CORRECTION_ERRORS.notPending, `The correction is already ${row.c.status}`);
  return { ...row.c, orderNo: row.orderNo };
}

const decisionSnapshot = (
  c: Pick<
    CorrectionRow,
    'status' | 'acceptedAmount' | 'payoutDriver' | 'rejectionReason' | 'comment' | 'decidedAt' | 'decidedById'
  >,
) => ({
  status: c.status,
  acceptedAmount: c.acceptedAmount,
  payoutDriver: c.payoutDriver,
  rejectionReason: c.rejectionReason,
  comment: c.comment,
  decidedAt: iso(c.decidedAt),
  decidedById: c.decidedById,
});

/**
 * Accepts a pending correction with an amount (minor units): status accepted, acceptedAmount, payoutDriver =
 * estimatedPayoutDriver + amount, the decision's time and operator, and the driver's wallet entry of type correction
 * (payoutDriver = amount, linked to the correction and the order) in the same transaction.
 */
export async function acceptCorrection(
  db: Db,
  ctx: CorrectionContext,
  input: CorrectionAcceptInput,
): Promise<CorrectionDecisionResponse> {
  const walletEntry = await db.transaction(async (tx) => {
    const c = await lockPending(tx, ctx.tenant, input.correctionId);
    const now = new Date();
    const after = {
      status: 'accepted' as const,
      acceptedAmount: input.amount,
      payoutDriver: (c.estimatedPayoutDriver ?? 0) + input.amount,
      rejectionReason: null,
      comment: input.comment,
      decidedAt: now,
      decidedById: operatorIdOf(ctx.actor),
    };
    await tx.update(corrections).set(after).where(eq(corrections.id, c.id));
    const entry = await bookWalletEntry(tx, {
      driverId: c.driverId,
      type: 'correction',
      payoutDriver: input.amount,
      currency: c.currency,
      description: `Correction of order ${c.orderNo} (${c.category})`,
      descriptionParams: { kind: 'correction', category: c.category },
      orderId: c.orderId,
      correctionId: c.id,
      createdAt: now,
      createdById: operatorIdOf(ctx.actor),
      creationComment: input.comment,
    });
    await audit(tx, ctx.actor, {
      action: 'correction.accept',
      entity: 'correction',
      entityId: c.id,
      before: decisionSnapshot(c),
      after: { ...decisionSnapshot(after), walletEntryId: entry.id, walletEntryNo: entry.no },
    });
    return { id: entry.id, no: entry.no, payoutDriver: entry.payoutDriver };
  });
  return { correction: await correctionInfo(db, ctx.tenant, input.correctionId), walletEntry };
}

/** Rejects a pending correction with a reason; nothing is paid. */
export async function rejectCorrection(
  db: Db,
  ctx: CorrectionContext,
  input: CorrectionRejectInput,
): Promise<CorrectionDecisionResponse> {
  await db.transaction(async (tx) => {
    const c = await lockPending(tx, ctx.tenant, input.correctionId);
    const after = {
      status: 'rejected' as const,
      acceptedAmount: null,
      payoutDriver: null,
      rejectionReason: input.rejectionReason,
      comment: input.comment,
      decidedAt: new Date(),
      decidedById: operatorIdOf(ctx.actor),
    };
    await tx.update(corrections).set(after).where(eq(corrections.id, c.id));
    await audit(tx, ctx.actor, {
      action: 'correction.reject',
      entity: 'correction',
      entityId: c.id,
      before: decisionSnapshot(c),
      after: decisionSnapshot(after),
    });
  });
  return { correction: await correctionInfo(db, ctx.tenant, input.correctionId), walletEntry: null };
}

// ---- Driver API ---------------------------------------------------------------------------------------------------

export interface DriverCorrectionDeps {
  geocoder: Geocoder;
  roads: RoadDistanceEstimator;
}

/** The road distance of the corrected delivery: from the pickup point to the new address (or, without a pickup point, the original receiver's distance plus the way on from there). */
async function distanceToNewAddress(
  deps: DriverCorrectionDeps,
  order: typeof orders.$inferSelect,
  address: { street: string; zipCode: string; city: string },
): Promise<number | null> {
  const found = await deps.geocoder.geocode(address);
  if (!found.ok) throw unprocessable(found.code, 'The corrected address cannot be found');
  const to = { lat: found.lat, lng: found.lng };
  if (order.pickupLat != null && order.pickupLng != null)
    return deps.roads.metres({ lat: order.pickupLat, lng: order.pickupLng }, to);
  if (order.clientLat != null && order.clientLng != null) {
    return (
      (order.estimatedDistance ?? 0) + (await deps.roads.metres({ lat: order.clientLat, lng: order.clientLng }, to))
    );
  }
  return null;
}

/**
 * POST /driver/correction: the signed-in driver's correction of one of its delivered or finished orders. Runs on the
 * locked order row, so two submissions of one order cannot both pass the "one pending correction per order and
 * driver" check.
 */
export async function submitDriverCorrection(
  db: Db,
  deps: DriverCorrectionDeps,
  driver: DriverPrincipal,
  input: DriverCorrectionInput,
): Promise<DriverCorrectionResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders, pricing: companies.pricing, orderSettings: companies.orderSettings })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(eq(orders.id, input.orderId))
      .for('update', { of: orders });
    if (!row) throw notFound('order_not_found', 'Order not found');
    const order = row.order;
    if (order.driverId !== driver.id) throw forbidden('order_not_assigned_to_driver', 'This is not your order');
    if (!(CORRECTABLE_STATUSES as readonly string[]).includes(order.status)) {
      throw conflict(CORRECTION_ERRORS.orderNotDelivered, 'Only a delivered or finished order can be corrected');
    }
    const [pending] = await tx
      .select({ id: corrections.id })
      .from(corrections)
      .where(
        and(
          eq(corrections.orderId, order.id),
          eq(corrections.driverId, driver.id),
          inArray(corrections.status, ['pending']),
        ),
      );
    if (pending)
      throw conflict(CORRECTION_ERRORS.alreadyExists, 'A correction of this order is already waiting for a decision');

    const packageSize: PackageSize = order.packageSize ?? row.orderSettings?.defaultPackageSize ?? 'M';
    if (input.category === 'incorrect_size' && input.data.actualPackageSize === packageSize) {
      throw unprocessable(CORRECTION_ERRORS.sameSize, 'The order already has this package size');
    }
    const recalculated =
      input.category === 'different_delivery_address' && input.data.clientAddress
        ? await distanceToNewAddress(deps, order, input.data.clientAddress)
        : null;
    const suggestion = suggestCorrection({
      category: input.category,
      data: input.data,
      pricing: row.pricing,
      packageSize,
      estimatedDistance: order.estimatedDistance,
      estimatedPayoutDriver: order.estimatedPayoutDriver,
      recalculatedDistance: recalculated,
    });
    const [created] = await tx
      .insert(corrections)
      .values({
        orderId: order.id,
        driverId: driver.id,
        category: input.category,
        status: 'pending',
        data: input.data,
        estimatedPayoutDriver: order.estimatedPayoutDriver,
        currency: order.currency,
        estimatedDistance: order.estimatedDistance,
        recalculatedDistance: suggestion.recalculatedDistance,
        suggestedCorrectionPay: suggestion.suggestedCorrectionPay,
        driversComment: input.driversComment,
        attachmentUrl: input.attachmentUrl,
      })
      .returning();
    await audit(tx, driverActor(driver), {
      action: 'correction.submit',
      entity: 'correction',
      entityId: created.id,
      after: {
        orderId: order.id,
        category: created.category,
        data: created.data,
        suggestedCorrectionPay: created.suggestedCorrectionPay,
      },
    });
    return {
      correction: {
        id: created.id,
        orderId: created.orderId,
        category: created.category,
        status: created.status,
        data: created.data,
        estimatedDistance: created.estimatedDistance,
        recalculatedDistance: created.recalculatedDistance,
        estimatedPayoutDriver: created.estimatedPayoutDriver,
        suggestedCorrectionPay: created.suggestedCorrectionPay ?? 0,
        currency: created.currency,
        createdAt: created.createdAt.toISOString(),
      },
    };
  });
}
