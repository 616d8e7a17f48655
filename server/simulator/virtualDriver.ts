// One virtual driver: signs in, waits for offers, takes one, drives to the pickup point, reports the arrival, gets
// the PIN from the pickup point's staff, picks up, drives to the receiver, arrives, delivers and finishes, then
// waits for the next offer where it stands. It pings its position every few seconds while driving (and now and then
// while waiting), and looks at its push notifications as often as at the offers (also while driving), acknowledging
// what it receives. An order on the driver when it starts (from the demo data, or an earlier run) is carried on.
// Now and then (every few looks at the offers, while free) it looks at the stock exchanges other drivers hand it
// (ordered in the console's stock page) and takes them over: starts, then confirms most and rejects a few.
import { setTimeout as sleep } from 'node:timers/promises';
import type { DriverOrder, DriverRosterItem } from '../../domain/driverApi.ts';
import type { LatLng } from '../../domain/geo.ts';
import { ApiCallError, type DriverApiClient } from './client.ts';
import { advanceLeg, between, pickSpeedKmh, startLeg, type Rng } from './movement.ts';

export interface DriverPace {
  /** Simulated seconds per real second (1 = real time). */
  timeScale: number;
  /** Real milliseconds between two location pings while driving. */
  pingIntervalMs: number;
  /** Real milliseconds between two looks at the offers while free. */
  pollIntervalMs: number;
  /** Real milliseconds a free driver thinks before accepting an offer (min, max). */
  thinkMs: readonly [number, number];
  /** Simulated seconds at the pickup point and at the receiver (min, max). */
  dwellSeconds: readonly [number, number];
  /** Chance that a driver puts the order on hold for a while at the pickup point. */
  holdChance: number;
  /** Real milliseconds between two looks at the incoming stock exchanges (while free); default 4 poll intervals. */
  exchangeIntervalMs?: number;
  /** Share of the incoming stock exchanges the driver rejects (the others it confirms); default 0.1. */
  exchangeRejectShare?: number;
  /** Chance that a driver asks for a correction of an order it has just delivered (a detour); default 0. */
  correctionChance?: number;
}

export interface VirtualDriverStats {
  accepted: number;
  delivered: number;
  pings: number;
  /** Push notifications received and acknowledged. */
  notifications: number;
  /** Incoming stock exchanges confirmed or rejected. */
  exchanges: number;
  /** Corrections asked for. */
  corrections: number;
  errors: number;
}

/** Every count at 0: a new driver's, and the start of a sum over drivers. */
export const zeroDriverStats = (): VirtualDriverStats => ({
  accepted: 0,
  delivered: 0,
  pings: 0,
  notifications: 0,
  exchanges: 0,
  corrections: 0,
  errors: 0,
});

/** What a virtual driver calls: the driver API client (tests give a fake). */
export type VirtualDriverApi = Pick<
  DriverApiClient,
  | 'signedIn'
  | 'signIn'
  | 'me'
  | 'offered'
  | 'accept'
  | 'arriveAtPickup'
  | 'pickUp'
  | 'arrive'
  | 'deliver'
  | 'finish'
  | 'hold'
  | 'ping'
  | 'notifications'
  | 'acknowledge'
  | 'stockExchanges'
  | 'startExchange'
  | 'confirmExchange'
  | 'rejectExchange'
  | 'submitCorrection'
  | 'logout'
>;

/** The pickup point's staff: tell the PIN of an order. */
export type PinSource = (orderId: number) => Promise<string | null>;

/** What a driver writes when a detour made the way longer than estimated. */
const DETOUR_COMMENTS = [
  'Objazd – zamknięta ulica, trasa dłuższa niż wyliczona',
  'Remont mostu, musiałem jechać naokoło',
  'Klient poprosił o podjazd od drugiej strony osiedla',
];

const HOLD_NOTES = [
  'Pickup point not ready yet, waiting for the package',
  'Stuck in traffic, a few minutes late',
  'Waiting for the staff to bring the package',
];

/** An order step that is no longer possible (cancelled, given to another driver…): leave the order. */
const LOST_ORDER_CODES = new Set(['order_not_assigned_to_driver', 'invalid_order_transition', 'order_not_found']);

export class VirtualDriver {
  readonly stats: VirtualDriverStats = zeroDriverStats();
  /** The notifications received, newest last (the last few, for the log and tests). */
  readonly inbox: { id: number; title: string }[] = [];
  position: LatLng;
  private lastPingAt = 0;
  private lastNotificationsAt = 0;
  private lastExchangesAt = 0;
  /** Asked to go offline: the driver finishes the order it is on, takes no other and its run ends. */
  private leaving = false;
  private left = false;

  constructor(
    readonly profile: DriverRosterItem,
    private readonly api: VirtualDriverApi,
    private readonly pace: DriverPace,
    private readonly pinOf: PinSource,
    private readonly rng: Rng,
    private readonly signal: AbortSignal,
    private readonly log: (message: string) => void = () => undefined,
    start?: LatLng,
  ) {
    this.position = start ?? profile.lastKnownLocation ?? { lat: 52.2297, lng: 21.0122 };
  }

  get name(): string {
    return `${this.profile.firstName} ${this.profile.lastName} (${this.profile.region})`;
  }

  /**
   * Runs until the signal aborts, or until it has left (leave()). Errors of one round are counted and logged, and the
   * driver goes on.
   */
  async run(): Promise<void> {
    while (!this.signal.aborted && !this.left) {
      try {
        await this.round();
      } catch (err) {
        if (this.signal.aborted) break;
        this.stats.errors++;
        this.log(`${this.name}: ${(err as Error).message}`);
        await this.wait(this.pace.pollIntervalMs * 2);
      }
    }
  }

  /** Asks the driver to go offline once it carries no order: its run ends at its next look at the offers. */
  leave(): void {
    this.leaving = true;
  }

  /** Takes back leave() while the driver still runs; false once its run has ended. */
  stay(): boolean {
    this.leaving = false;
    return !this.left;
  }

  /** Signs the driver out (the driver goes offline). */
  logout(): Promise<void> {
    return this.api.logout();
  }

  /** One round: carry on with the current order, or look at the offers and take one. */
  private async round(): Promise<void> {
    if (!this.api.signedIn) await this.api.signIn();
    await this.checkNotifications();
    const { currentOrder } = await this.api.me();
    if (currentOrder) return this.carry(currentOrder);
    if (this.leaving) {
      this.left = true;
      return;
    }
    if (Date.now() - this.lastExchangesAt >= (this.pace.exchangeIntervalMs ?? this.pace.pollIntervalMs * 4))
      await this.handleStockExchanges();
    const { orders } = await this.api.offered();
    if (!orders.length) {
      if (Date.now() - this.lastPingAt > this.pace.pollIntervalMs * 4) await this.ping();
      return this.wait(this.pace.pollIntervalMs);
    }
    await this.wait(between(this.rng, ...this.pace.thinkMs));
    // Mostly the nearest offer; sometimes the second or third.
    const choice = orders[Math.min(orders.length - 1, Math.floor(this.rng() ** 3 * 3))];
    try {
      const { order } = await this.api.accept(choice.id);
      this.stats.accepted++;
      this.log(`${this.name}: accepted order ${order.orderNo}`);
      await this.carry(order);
    } catch (err) {
      // Another driver was quicker, or the order left the offers: look again.
      if (err instanceof ApiCallError && (err.status === 409 || err.status === 403 || err.status === 404)) return;
      throw err;
    }
  }

  /** Takes an order from its current step to the end. */
  private async carry(order: DriverOrder): Promise<void> {
    try {
      let o = order;
      if (o.status === 'accepted' && o.pickup) {
        if (!o.pickupArrivedAt) {
          await this.driveTo(placeOf(o.pickup));
          o = (await this.api.arriveAtPickup(o.id)).order;
        }
        await this.dwell();
        if (this.rng() < this.pace.holdChance && !o.onHold) {
          const until = new Date(Date.now() + 10 * 60_000).toISOString();
          await this.api.hold(o.id, HOLD_NOTES[Math.floor(this.rng() * HOLD_NOTES.length)], until);
          await this.dwell();
        }
        // Null for an order without a PIN (a return order): picked up without one.
        const pin = await this.pinOf(o.id);
        o = (await this.api.pickUp(o.id, pin ?? undefined)).order;
      }
      if (o.status === 'picked_up' || (o.status === 'accepted' && !o.pickup)) {
        await this.driveTo(placeOf(o.receiver));
        o = (await this.api.arrive(o.id)).order;
      }
      if (o.status === 'arrived') {
        await this.dwell();
        o = (await this.api.deliver(o.id)).order;
        this.stats.delivered++;
        this.log(`${this.name}: delivered order ${o.orderNo}`);
      }
      if (o.status === 'delivered') {
        // Paperwork or payment handed over, then the order is closed.
        await this.dwell();
        await this.api.finish(o.id);
        if (this.rng() < (this.pace.correctionChance ?? 0)) await this.askForCorrection(o);
      }
    } catch (err) {
      if (err instanceof ApiCallError && LOST_ORDER_CODES.has(err.errorCode)) {
        this.log(`${this.name}: left order ${order.orderNo} (${err.errorCode})`);
        return;
      }
      if (err instanceof ApiCallError && err.errorCode === 'order_on_hold') {
        // Held by an operator: wait for the release.
        return this.wait(this.pace.pollIntervalMs * 3);
      }
      throw err;
    }
  }

  /** Asks for a correction of a delivered order: a detour of 0.5 to 4 km (the operators' corrections page fills up). */
  async askForCorrection(order: Pick<DriverOrder, 'id' | 'orderNo'>): Promise<void> {
    const extraDistance = 500 + Math.round(this.rng() * 35) * 100;
    const comment = DETOUR_COMMENTS[Math.floor(this.rng() * DETOUR_COMMENTS.length)];
    try {
      await this.api.submitCorrection({
        orderId: order.id,
        category: 'incorrect_distance',
        data: { extraDistance },
        driversComment: comment,
      });
      this.stats.corrections++;
      this.log(`${this.name}: asked for a correction of order ${order.orderNo} (+${extraDistance} m)`);
    } catch (err) {
      this.log(`${this.name}: correction of ${order.orderNo}: ${(err as Error).message}`);
    }
  }

  /** Drives to a place at the vehicle's speed, pinging on the way; a place without coordinates is reached at once. */
  private async driveTo(target: LatLng | null): Promise<void> {
    if (!target) return;
    let leg = startLeg(this.position, target, pickSpeedKmh(this.rng, this.profile.vehicleType), this.rng);
    for (;;) {
      await this.wait(this.pace.pingIntervalMs);
      const step = advanceLeg(leg, (this.pace.pingIntervalMs / 1000) * this.pace.timeScale);
      leg = step.leg;
      this.position = step.position;
      await this.ping();
      if (Date.now() - this.lastNotificationsAt >= this.pace.pollIntervalMs) await this.checkNotifications();
      if (step.arrived) return;
    }
  }

  /**
   * Fetches the pending push notifications and acknowledges them (the driver has read them). A failure is logged and
   * counted, and does not stop the delivery the driver is on: the next look gets them again.
   */
  async checkNotifications(): Promise<number> {
    this.lastNotificationsAt = Date.now();
    try {
      const { notifications } = await this.api.notifications();
      if (!notifications.length) return 0;
      for (const n of notifications) {
        this.inbox.push({ id: n.id, title: n.short.title });
        this.log(`${this.name}: notification "${n.short.title}"`);
      }
      this.inbox.splice(0, Math.max(0, this.inbox.length - 20));
      const { acknowledged } = await this.api.acknowledge(notifications.map((n) => n.id));
      this.stats.notifications += acknowledged;
      return acknowledged;
    } catch (err) {
      if (this.signal.aborted) throw err;
      this.stats.errors++;
      this.log(`${this.name}: notifications: ${(err as Error).message}`);
      return 0;
    }
  }

  /**
   * Takes over the stock exchanges handed to the driver: each pending one is started (in_progress), then confirmed,
   * or (a small share) rejected; one that cannot be confirmed any more (409 insufficient_stock: the giver no longer
   * has the goods) is rejected. A failure is logged and counted and does not stop the driver. Returns how many ended.
   */
  async handleStockExchanges(): Promise<number> {
    this.lastExchangesAt = Date.now();
    let ended = 0;
    try {
      const { items } = await this.api.stockExchanges();
      for (const x of items) {
        if (x.status === 'pending') await this.api.startExchange(x.id);
        let outcome = this.rng() < (this.pace.exchangeRejectShare ?? 0.1) ? 'rejected' : 'confirmed';
        try {
          if (outcome === 'rejected') await this.api.rejectExchange(x.id);
          else await this.api.confirmExchange(x.id);
        } catch (err) {
          if (!(err instanceof ApiCallError) || err.errorCode !== 'insufficient_stock') throw err;
          await this.api.rejectExchange(x.id);
          outcome = 'rejected (the giver no longer has it)';
        }
        ended++;
        this.stats.exchanges++;
        this.log(
          `${this.name}: ${outcome} stock exchange ${x.id} (${x.amount} × ${x.productName} from ${x.givingDriverName})`,
        );
      }
    } catch (err) {
      if (this.signal.aborted) throw err;
      this.stats.errors++;
      this.log(`${this.name}: stock exchanges: ${(err as Error).message}`);
    }
    return ended;
  }

  private async ping(): Promise<void> {
    await this.api.ping(this.position);
    this.stats.pings++;
    this.lastPingAt = Date.now();
  }

  /** A stop at the pickup point or the receiver. */
  private dwell(): Promise<void> {
    return this.wait((between(this.rng, ...this.pace.dwellSeconds) * 1000) / this.pace.timeScale);
  }

  /** Waits real milliseconds; once the simulation stops it throws (AbortError), which ends the driver's run. */
  private async wait(ms: number): Promise<void> {
    await sleep(Math.max(0, ms), undefined, { signal: this.signal });
  }
}

function placeOf(p: { lat: number | null; lng: number | null }): LatLng | null {
  return p.lat != null && p.lng != null ? { lat: p.lat, lng: p.lng } : null;
}
