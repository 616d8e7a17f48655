// A steady trickle of new demo orders for the in-process simulation of `npm start`, so its drivers always find
// work: now and then one order, copied from a random order of the demo (company, pickup point, products) with the
// receiver of another order of the same region (server/services/orderCopies.ts), created as POST /order/create
// creates orders (server/services/orderCreate.ts: fresh order no and PINs, price, audit entry) by the simulator as a
// system actor; the caller sends newOrder to the consoles.
import type { Db } from '../db/client.ts';
import { SIMULATOR_ACTOR } from '../services/audit.ts';
import type { DeliveryDeps } from '../services/deliveryEstimate.ts';
import { randomOrderCopy } from '../services/orderCopies.ts';
import { createOrder } from '../services/orderCreate.ts';
import { EVERYWHERE, type OrderPlace } from '../access/reach.ts';
import { HttpError } from '../errors.ts';

export interface OrderTrickleOptions {
  db: Db;
  /** Geocoding and road distances of the order create service. */
  deps: DeliveryDeps;
  /** Regions to create orders in (names); all regions when empty. */
  regions: string[];
  intervalMs: number;
  onCreated(order: { orderId: number } & OrderPlace): void;
  log?: (message: string, err?: unknown) => void;
}

/** Copies tried per new order: a copy the order create service refuses (receiver too far, a product no longer offered…) is replaced by another. */
const COPY_ATTEMPTS = 3;

/**
 * Creates one new order; null when the database has no order to copy from. When every copy tried is refused, the
 * order create service's last refusal is thrown as for the API.
 */
export async function createTrickleOrder(
  db: Db,
  deps: DeliveryDeps,
  regionNames: string[],
): Promise<({ orderId: number } & OrderPlace) | null> {
  for (let attempt = 1; ; attempt++) {
    const input = await randomOrderCopy(db, regionNames);
    if (!input) return null;
    try {
      return (await createOrder(db, deps, { actor: SIMULATOR_ACTOR, tenant: EVERYWHERE }, input)).event;
    } catch (err) {
      if (!(err instanceof HttpError) || attempt >= COPY_ATTEMPTS) throw err;
    }
  }
}

/** Starts the trickle; returns stop(), which waits for an order being created. The timer never keeps the process alive. */
export function startOrderTrickle(opts: OrderTrickleOptions): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = async () => {
    try {
      const created = await createTrickleOrder(opts.db, opts.deps, opts.regions);
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
