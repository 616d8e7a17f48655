// A simulation: N virtual drivers of the demo regions on a running server, over HTTP only. An operator session
// lists the drivers who can sign in (GET /api/simulator/roster) and plays the pickup points' staff for the pick-up
// PIN; every driver signs in to the driver API with the (demo) driver password and works on its own. With a fleet,
// more drivers of a region sign in while its orders wait for one, and sign out once idle (fleetScaling.ts).
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DriverRosterItem } from '../../domain/driverApi.ts';
import { DriverApiClient, OperatorClient } from './client.ts';
import { seededRng } from './movement.ts';
import { VirtualDriver, zeroDriverStats, type DriverPace, type VirtualDriverStats } from './virtualDriver.ts';
import { Fleet, type FleetLimits, type FleetView } from './fleetScaling.ts';

export interface SimulationOptions {
  baseUrl: string;
  /** Number of virtual drivers. */
  drivers: number;
  /** The operator whose session lists the drivers and reads pick-up PINs (needs drivers access and the pinCode flag). */
  operator: { username: string; password: string };
  /** The password of the drivers (the demo data gives every driver the same one). */
  driverPassword: string;
  /** Only drivers of this region; default: drivers spread over every region. */
  region?: string;
  pace: DriverPace;
  /** Seed of the random choices (speeds, routes, offers). */
  seed?: number;
  /**
   * More drivers of a region online while its orders wait for one, fewer once idle (fleetScaling.ts), looked at every
   * `intervalMs`; none: the drivers chosen at the start only.
   */
  fleet?: FleetLimits & { intervalMs: number };
  /** E-mails of drivers the simulation never signs in as (the demo's driver kept for a person with the app). */
  leaveAlone?: readonly string[];
  log?: (message: string) => void;
}

/** `npm run simulate`: real time, pings every 3 s, quick decisions. */
export const STANDALONE_PACE: DriverPace = {
  timeScale: 1,
  pingIntervalMs: 3_000,
  pollIntervalMs: 5_000,
  thinkMs: [2_000, 10_000],
  dwellSeconds: [30, 120],
  holdChance: 0.1,
  correctionChance: 0.05,
};

/** The in-process simulation of `npm start`: fewer calls, slower decisions. */
export const LIGHT_PACE: DriverPace = {
  timeScale: 1,
  pingIntervalMs: 5_000,
  pollIntervalMs: 15_000,
  thinkMs: [5_000, 30_000],
  dwellSeconds: [60, 180],
  holdChance: 0.1,
  correctionChance: 0.05,
};

export interface Simulation {
  /** The virtual drivers running now (the base and those the fleet brought online). */
  readonly drivers: VirtualDriver[];
  stats(): VirtualDriverStats & { drivers: number };
  /** Stops every driver and signs them (and the operator) out. */
  stop(): Promise<void>;
}

/** Picks n drivers, taking turns between regions so that every region gets some. */
export function spreadOverRegions(roster: readonly DriverRosterItem[], n: number): DriverRosterItem[] {
  const byRegion = new Map<string, DriverRosterItem[]>();
  for (const d of roster) byRegion.set(d.region, [...(byRegion.get(d.region) ?? []), d]);
  const queues = [...byRegion.values()];
  const picked: DriverRosterItem[] = [];
  for (let round = 0; picked.length < n && queues.some((q) => q.length > round); round++) {
    for (const q of queues) if (q[round] && picked.length < n) picked.push(q[round]);
  }
  return picked;
}

/** The fleet's view from the operator session: the live map's waiting orders and online drivers, and the roster. */
export async function readFleetView(operator: OperatorClient, region?: string): Promise<FleetView> {
  const [map, roster] = await Promise.all([operator.waitingOrders(region), operator.roster(region)]);
  return {
    waiting: map.orders
      .filter((o) => o.status === 'new')
      .map((o) => ({ id: o.id, region: o.region.name, companyId: o.company.id })),
    online: map.drivers.map((d) => ({ id: d.id, state: d.state })),
    roster,
  };
}

export async function startSimulation(opts: SimulationOptions): Promise<Simulation> {
  const log = opts.log ?? (() => undefined);
  const stopper = new AbortController();
  // Every driver waits on this signal (sleeps and calls): many listeners by design.
  setMaxListeners(0, stopper.signal);
  const operator = new OperatorClient(opts.baseUrl, opts.operator.username, opts.operator.password, stopper.signal);
  await operator.signIn();
  const free = (roster: DriverRosterItem[]) => roster.filter((d) => !opts.leaveAlone?.includes(d.email));
  const roster = free(await operator.roster(opts.region));
  const chosen = spreadOverRegions(roster, Math.max(0, opts.drivers));
  if (!chosen.length) log('no driver can sign in (the roster is empty): nothing to simulate');
  const rng = seededRng(opts.seed ?? Date.now());

  /** Every driver the simulation has run (for the stats), and those running now with their run. */
  const everyone: VirtualDriver[] = [];
  const running = new Map<number, { driver: VirtualDriver; run: Promise<void> }>();
  const launch = (profile: DriverRosterItem, delayMs: number) => {
    const api = new DriverApiClient(opts.baseUrl, profile.email, opts.driverPassword, stopper.signal);
    const driverRng = seededRng(Math.floor(rng() * 2 ** 32) + profile.id);
    const driver = new VirtualDriver(
      profile,
      api,
      opts.pace,
      (orderId) => operator.pickupCode(orderId),
      driverRng,
      stopper.signal,
      log,
    );
    everyone.push(driver);
    const run = (async () => {
      await sleep(delayMs, undefined, { signal: stopper.signal }).catch(() => undefined);
      if (!stopper.signal.aborted) await driver.run();
      // Left by the fleet (not stopped with the simulation): offline now.
      if (!stopper.signal.aborted) {
        await driver.logout();
        running.delete(profile.id);
      }
    })();
    running.set(profile.id, { driver, run });
  };
  // Drivers start a little apart, so their calls do not come in lockstep.
  chosen.forEach((profile, i) => launch(profile, Math.min(i * 400, opts.pace.pollIntervalMs)));
  log(`${chosen.length} virtual driver(s) on ${opts.baseUrl}: ${[...new Set(chosen.map((d) => d.region))].join(', ')}`);

  // The fleet: more drivers where orders wait for one, fewer once they are idle (fleetScaling.ts).
  let fleetLoop: Promise<void> | undefined;
  if (opts.fleet && chosen.length) {
    const { intervalMs, ...limits } = opts.fleet;
    const fleet = new Fleet(
      {
        read: async () => {
          const view = await readFleetView(operator, opts.region);
          return { ...view, roster: free(view.roster) };
        },
        start: (profile) => {
          const present = running.get(profile.id);
          if (present) return present.driver.stay();
          launch(profile, 0);
          log(`fleet: ${profile.firstName} ${profile.lastName} (${profile.region}) online for a waiting order`);
          return true;
        },
        stop: (id) => {
          const present = running.get(id);
          if (!present) return;
          present.driver.leave();
          log(`fleet: ${present.driver.name} goes offline (idle)`);
        },
      },
      limits,
      chosen,
    );
    fleetLoop = (async () => {
      while (!stopper.signal.aborted) {
        try {
          await sleep(intervalMs, undefined, { signal: stopper.signal });
          await fleet.round();
        } catch (err) {
          if (stopper.signal.aborted) break;
          log(`fleet: ${(err as Error).message}`);
        }
      }
    })();
  }

  let stopping: Promise<void> | undefined;
  return {
    get drivers() {
      return [...running.values()].map((r) => r.driver);
    },
    stats() {
      const sum = zeroDriverStats();
      const keys = Object.keys(sum) as (keyof VirtualDriverStats)[];
      for (const d of everyone) for (const key of keys) sum[key] += d.stats[key];
      return { drivers: running.size, ...sum };
    },
    stop() {
      stopping ??= (async () => {
        stopper.abort();
        const present = [...running.values()];
        await Promise.allSettled([fleetLoop, ...present.map((r) => r.run)]);
        await Promise.allSettled([...present.map((r) => r.driver.logout()), operator.logout()]);
      })();
      return stopping;
    },
  };
}
