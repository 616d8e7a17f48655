// A steady trickle of new demo orders for the in-process simulation of `npm start`, so its drivers always find
// work: now and then one order, copied from a random order of the demo (company, pickup point, products) with the
// receiver of another order of the same region, a fresh order no and PIN. It writes to the database directly (there
// is no order-create API yet), in one transaction with its audit entry, and sends newOrder to the consoles.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { companies, orderProducts, orders, regions } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { audit, type Actor } from '../services/audit.ts';
import { freshOrderNo } from '../services/orderNumbers.ts';
import { statusChange } from '../../src/domain/orderLifecycle.ts';
import type { Rng } from './movement.ts';
import type { OrderPlace } from '../access/reach.ts';

export const TRICKLE_ACTOR: Actor = { kind: 'system', id: null, name: 'simulator' };

export interface OrderTrickleOptions {
  db: Db;
  /** Regions to create orders in (names); all regions when empty. */
  regions: string[];
  intervalMs: number;
  rng?: Rng;
  onCreated(order: { orderId: number } & OrderPlace): void;
  log?: (message: string, err?: unknown) => void;
}

/** Creates one new order; null when the database has no order to copy from. */
export async function createTrickleOrder(db: Db, regionNames: string[], rng: Rng = Math.random): Promise<({ orderId: number } & OrderPlace) | null> {
  return db.transaction(async (tx) => {
    const inRegions = regionNames.length ? inArray(regions.name, regionNames) : undefined;
    const [template] = await tx
      .select({ order: orders, regionName: regions.name })
      .from(orders)
      .innerJoin(regions, eq(regions.id, orders.regionId))
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(and(eq(companies.status, 'active'), sql`${orders.pickupLat} is not null`, sql`${orders.pickUpVerificationCode} is not null`, inRegions))
      .orderBy(sql`random()`)
      .limit(1);
    if (!template) return null;
    const t = template.order;
    const [receiver] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.regionId, t.regionId), eq(orders.hasHashedSensitiveData, false), sql`${orders.clientLat} is not null`))
      .orderBy(sql`random()`)
      .limit(1);
    const r = receiver ?? t;
    const now = new Date();
    const [created] = await tx
      .insert(orders)
      .values({
        orderNo: await freshOrderNo(tx, now, rng),
        companyId: t.companyId,
        regionId: t.regionId,
        type: t.type,
        ...statusChange('new', now),
        createdAt: now,
        packageSize: t.packageSize,
        vatRate: t.vatRate,
        currency: t.currency,
        clientName: r.clientName,
        clientPhone: r.clientPhone,
        clientStreet: r.clientStreet,
        clientCity: r.clientCity,
        clientZipCode: r.clientZipCode,
        clientLat: r.clientLat,
        clientLng: r.clientLng,
        pickupLocationId: t.pickupLocationId,
        pickupName: t.pickupName,
        pickupStreet: t.pickupStreet,
        pickupCity: t.pickupCity,
        pickupZipCode: t.pickupZipCode,
        pickupPhone: t.pickupPhone,
        pickupNotes: t.pickupNotes,
        pickupLat: t.pickupLat,
        pickupLng: t.pickupLng,
        pickupWorkingHours: t.pickupWorkingHours,
        pickUpVerificationCode: String(Math.floor(rng() * 10_000)).padStart(4, '0'),
        verificationCode: t.verificationCode ? String(Math.floor(rng() * 10_000)).padStart(4, '0') : null,
        estimatedDistance: t.estimatedDistance,
        estimatedPayout: t.estimatedPayout,
        estimatedPayoutDriver: t.estimatedPayoutDriver,
        products: t.products,
      })
      .returning({ id: orders.id });
    const lines = await tx.select().from(orderProducts).where(eq(orderProducts.orderId, t.id));
    if (lines.length) await tx.insert(orderProducts).values(lines.map((l) => ({ orderId: created.id, lineNo: l.lineNo, productId: l.productId })));
    await audit(tx, TRICKLE_ACTOR, { action: 'order.create', entity: 'order', entityId: created.id, after: { status: 'new', copiedFrom: t.id } });
    return { orderId: created.id, companyId: t.companyId, regionName: template.regionName, pickupLocationId: t.pickupLocationId };
  });
}

/** Starts the trickle; returns stop(), which waits for an order being created. The timer never keeps the process alive. */
export function startOrderTrickle(opts: OrderTrickleOptions): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = async () => {
    try {
      const created = await createTrickleOrder(opts.db, opts.regions, opts.rng);
      if (created && !stopped) opts.onCreated(created);
    } catch (err) {
      if (!stopped) opts.log?.('order trickle: could not create an order', err);
    }
  };
  const schedule = () => {
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        if (!stopped) schedule();
      });
    }, opts.intervalMs).unref();
  };
  schedule();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
