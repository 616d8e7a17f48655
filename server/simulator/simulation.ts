// A simulation: N virtual drivers of the demo regions on a running server, over HTTP only. An operator session
// lists the drivers who can sign in (GET /api/simulator/roster) and plays the pickup points' staff for the pick-up
// PIN; every driver signs in to the driver API with the (demo) driver password and works on its own.
import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DriverRosterItem } from '../../src/domain/driverApi.ts';
import { DriverApiClient, OperatorClient } from './client.ts';
import { seededRng } from './movement.ts';
import { VirtualDriver, zeroDriverStats, type DriverPace, type VirtualDriverStats } from './virtualDriver.ts';

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
  drivers: VirtualDriver[];
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

export async function startSimulation(opts: SimulationOptions): Promise<Simulation> {
  const log = opts.log ?? (() => undefined);
  const stopper = new AbortController();
  // Every driver waits on this signal (sleeps and calls): many listeners by design.
  setMaxListeners(0, stopper.signal);
  const operator = new OperatorClient(opts.baseUrl, opts.operator.username, opts.operator.password, stopper.signal);
  await operator.signIn();
  const roster = await operator.roster(opts.region);
  const chosen = spreadOverRegions(roster, Math.max(0, opts.drivers));
  if (!chosen.length) log('no driver can sign in (the roster is empty): nothing to simulate');
  const rng = seededRng(opts.seed ?? Date.now());
  const drivers = chosen.map((profile, i) => {
    const api = new DriverApiClient(opts.baseUrl, profile.email, opts.driverPassword, stopper.signal);
    const driverRng = seededRng(Math.floor(rng() * 2 ** 32) + i);
    return new VirtualDriver(
      profile,
      api,
      opts.pace,
      (orderId) => operator.pickupCode(orderId),
      driverRng,
      stopper.signal,
      log,
    );
  });
  // Drivers start a little apart, so their calls do not come in lockstep.
  const runs = drivers.map(async (driver, i) => {
    await sleep(Math.min(i * 400, opts.pace.pollIntervalMs), undefined, { signal: stopper.signal }).catch(
      () => undefined,
    );
    if (!stopper.signal.aborted) await driver.run();
  });
  log(
    `${drivers.length} virtual driver(s) on ${opts.baseUrl}: ${[...new Set(chosen.map((d) => d.region))].join(', ')}`,
  );

  let stopping: Promise<void> | undefined;
  return {
    drivers,
    stats() {
      const sum = zeroDriverStats();
      const keys = Object.keys(sum) as (keyof VirtualDriverStats)[];
      for (const d of drivers) for (const key of keys) sum[key] += d.stats[key];
      return { drivers: drivers.length, ...sum };
    },
    stop() {
      stopping ??= (async () => {
        stopper.abort();
        await Promise.allSettled(runs);
        await Promise.allSettled([...drivers.map((d) => d.logout()), operator.logout()]);
      })();
      return stopping;
    },
  };
}
