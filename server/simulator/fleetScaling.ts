// How many virtual drivers each served region needs: the rule of the simulation's fleet (simulation.ts), pure so that
// it can be tested and replayed.
//
// The simulation starts with a few drivers spread over the regions (its base). Every few seconds it reads the orders
// waiting for a driver (status new) and the online drivers' road state from the live operations map, and plans:
//   - each waiting order is matched to a free virtual driver of its region who may deliver for its company (drivers
//     limited to some companies first, to keep those serving every company for the others);
//   - each order left without one brings one more driver of its region online: a driver of the roster the simulation
//     does not run yet, carrying no order, who may deliver for the company (first those serving every company, then
//     those the server already shows online, then by id), as long as the region has fewer than `maxPerRegion`;
//   - a virtual driver the simulation brought online itself (not one of its base) that is free, matched to no waiting
//     order and has been free for `idleMs` goes offline (signs out).
// So the demo's own companies and a brand-new shop in a served city get their orders accepted within the company's
// limit, and a quiet region falls back to its base. Bounded (at most `maxPerRegion` virtual drivers in a region, or
// its base when larger) and deterministic (no randomness: the same input gives the same plan).
import type { DriverRosterItem } from '../../domain/driverApi.ts';
import { mayDeliverFor } from '../../domain/driverConstants.ts';

export interface FleetLimits {
  /** At most this many virtual drivers in one region (the base counts; a larger base is kept). */
  maxPerRegion: number;
  /** A driver brought online for the demand goes offline after this long free (milliseconds). */
  idleMs: number;
}

/** The fleet of `npm start`'s light simulation: a region grows to 6 drivers and shrinks after 5 idle minutes. */
export const DEFAULT_FLEET_LIMITS: FleetLimits = { maxPerRegion: 6, idleMs: 5 * 60_000 };

/** An order waiting for a driver (status new), from the live map. */
export interface WaitingOrder {
  id: number;
  region: string;
  companyId: number;
}

/** A virtual driver the simulation runs. */
export interface FleetDriver {
  id: number;
  region: string;
  allowedCompanyIds: readonly number[];
  /** One of the simulation's base drivers (never sent offline by the rule). */
  base: boolean;
  /** On an order (the map's road state is not free). */
  busy: boolean;
  /** Since when it has been free (ms since the epoch); null while busy. */
  freeSince: number | null;
}

export interface FleetInput {
  waiting: readonly WaitingOrder[];
  running: readonly FleetDriver[];
  /** The drivers who can sign in (GET /simulator/roster). */
  roster: readonly DriverRosterItem[];
  /** The ids of the drivers the server shows online (the map's drivers). */
  online: ReadonlySet<number>;
  limits: FleetLimits;
  now: number;
}

export interface FleetPlan {
  /** Drivers of the roster to bring online, in this order. */
  start: DriverRosterItem[];
  /** Virtual drivers to send offline (ids). */
  stop: number[];
}

const limited = (d: { allowedCompanyIds: readonly number[] }) => d.allowedCompanyIds.length > 0;

export function planFleet(input: FleetInput): FleetPlan {
  const { limits, now } = input;
  const runningIds = new Set(input.running.map((d) => d.id));
  const start: DriverRosterItem[] = [];
  const stop: number[] = [];
  const regions = [...new Set([...input.waiting.map((o) => o.region), ...input.running.map((d) => d.region)])].sort();
  for (const region of regions) {
    const running = input.running.filter((d) => d.region === region);
    // Free drivers, those limited to some companies first, then by id.
    const free = running.filter((d) => !d.busy).sort((a, b) => Number(limited(b)) - Number(limited(a)) || a.id - b.id);
    const matched = new Set<number>();
    const unmatched: WaitingOrder[] = [];
    for (const order of input.waiting.filter((o) => o.region === region).sort((a, b) => a.id - b.id)) {
      const driver = free.find((d) => !matched.has(d.id) && mayDeliverFor(d, order.companyId));
      if (driver) matched.add(driver.id);
      else unmatched.push(order);
    }
    // One more driver per order left waiting, within the region's maximum.
    const candidates = input.roster
      .filter((d) => d.region === region && !runningIds.has(d.id) && d.activeOrderId === null)
      .sort(
        (a, b) =>
          Number(limited(a)) - Number(limited(b)) ||
          Number(input.online.has(b.id)) - Number(input.online.has(a.id)) ||
          a.id - b.id,
      );
    const chosen = new Set<number>();
    let room = limits.maxPerRegion - running.length;
    for (const order of unmatched) {
      if (room <= 0) break;
      const driver = candidates.find((d) => !chosen.has(d.id) && mayDeliverFor(d, order.companyId));
      if (!driver) continue;
      chosen.add(driver.id);
      start.push(driver);
      room--;
    }
    // Drivers brought online for an earlier demand, free long enough and needed by no waiting order, go offline.
    for (const d of free) {
      if (d.base || matched.has(d.id) || d.freeSince === null) continue;
      if (now - d.freeSince >= limits.idleMs) stop.push(d.id);
    }
  }
  return { start, stop };
}

/** What the fleet reads each round: the waiting orders and the online drivers' road state (the live map), the roster. */
export interface FleetView {
  waiting: WaitingOrder[];
  /** Every driver the server shows online, with its road state. */
  online: { id: number; state: 'free' | 'toPickup' | 'carrying' }[];
  roster: DriverRosterItem[];
}

/** The simulation's side of the fleet: read the view, bring a driver online, send one offline. */
export interface FleetHands {
  read(): Promise<FleetView>;
  /** False when the driver cannot be started now (it is still signing out). */
  start(profile: DriverRosterItem): boolean;
  stop(driverId: number): void;
}

/**
 * The fleet's memory between rounds: which virtual drivers run (the base and those started for the demand) and since
 * when each has been free. One `round()` reads the view, plans (planFleet) and acts.
 */
export class Fleet {
  private readonly drivers = new Map<number, FleetDriver>();

  constructor(
    private readonly hands: FleetHands,
    private readonly limits: FleetLimits,
    base: readonly DriverRosterItem[],
    now = Date.now(),
  ) {
    for (const d of base) this.drivers.set(d.id, this.driverOf(d, true, now));
  }

  /** The virtual drivers running now (ids). */
  get running(): number[] {
    return [...this.drivers.keys()];
  }

  private driverOf(d: DriverRosterItem, base: boolean, now: number): FleetDriver {
    return { id: d.id, region: d.region, allowedCompanyIds: d.allowedCompanyIds, base, busy: false, freeSince: now };
  }

  async round(now = Date.now()): Promise<FleetPlan> {
    const view = await this.hands.read();
    const state = new Map(view.online.map((d) => [d.id, d.state]));
    for (const d of this.drivers.values()) {
      // A driver the map does not show yet (signing in, no position) counts as free.
      d.busy = (state.get(d.id) ?? 'free') !== 'free';
      d.freeSince = d.busy ? null : (d.freeSince ?? now);
    }
    const plan = planFleet({
      waiting: view.waiting,
      running: [...this.drivers.values()],
      roster: view.roster,
      online: new Set(state.keys()),
      limits: this.limits,
      now,
    });
    for (const id of plan.stop) {
      this.drivers.delete(id);
      this.hands.stop(id);
    }
    for (const profile of plan.start) {
      if (this.hands.start(profile)) this.drivers.set(profile.id, this.driverOf(profile, false, now));
    }
    return plan;
  }
}
