// The driver simulation's fleet against a listening server, over HTTP as `npm start` runs it: a region whose only
// virtual driver may not deliver for a shop gets one more driver online, who accepts the shop's waiting order; the
// fleet stays within its maximum, reads the waiting orders from the live map, and every driver it signed in is
// signed out when the simulation stops.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import { OperatorClient } from '../../server/simulator/client.ts';
import {
  readFleetView,
  startSimulation,
  type Simulation,
  type SimulationOptions,
} from '../../server/simulator/simulation.ts';
import type { DriverPace } from '../../server/simulator/virtualDriver.ts';
import { fixtureHash } from './fixtureHash.ts';
import { PASSWORDS, setupApp } from './fixtures.ts';

const ctx = setupApp({ logLevel: 'error' });
const PASSWORD = 'Fleet-pass-1';
/** Quick decisions, no holds and no corrections: a test's worth of a working day. */
const FAST: DriverPace = {
  timeScale: 1_000,
  pingIntervalMs: 50,
  pollIntervalMs: 50,
  thinkMs: [10, 20],
  dwellSeconds: [0, 0],
  holdChance: 0,
  correctionChance: 0,
  exchangeIntervalMs: 60_000,
};
let baseURL = '';
const drivers: Record<string, number> = {};
let simulation: Simulation | undefined;

beforeAll(async () => {
  const db = ctx.app.database.db;
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
  const passwordHash = await fixtureHash(PASSWORD);
  const driver = (key: string, allowedCompanyIds: number[] = []) => ({
    firstName: key,
    lastName: 'Fleet',
    email: `${key}@fleet.pl`,
    passwordHash,
    regionId: ctx.fx.regions.waw,
    allowedCompanyIds,
  });
  // The base driver (the lowest id of the region) delivers for beta only: alpha's order needs someone else.
  const rows = await db
    .insert(s.drivers)
    .values([driver('base', [ctx.fx.companies.beta]), driver('spare'), driver('spare2'), driver('spare3')])
    .returning({ id: s.drivers.id, email: s.drivers.email });
  for (const r of rows) drivers[r.email.split('@')[0]!] = r.id;
  // The fixture's two waiting orders (alpha's and beta's, in Warszawa) wait from now on.
  await db
    .update(s.orders)
    .set({ stageBeganAt: new Date() })
    .where(inArray(s.orders.id, [ctx.fx.orders.newWaw!, ctx.fx.orders.betaNew!]));
});

afterAll(async () => {
  await simulation?.stop();
});

const operator = () => new OperatorClient(baseURL, 'admin', PASSWORDS.admin);

/** The simulation against this file's server, as the fleet's drivers and the fixture's admin, at the fast pace. */
const simulate = (options: Pick<SimulationOptions, 'drivers' | 'seed' | 'fleet' | 'leaveAlone' | 'log'>) =>
  startSimulation({
    baseUrl: baseURL,
    operator: { username: 'admin', password: PASSWORDS.admin },
    driverPassword: PASSWORD,
    pace: FAST,
    ...options,
  });

describe('the fleet of the driver simulation', () => {
  it('reads the waiting orders and the online drivers from the live map, and the roster', async () => {
    const view = await readFleetView(operator());
    expect(view.waiting.map((o) => o.id).sort()).toEqual([ctx.fx.orders.newWaw, ctx.fx.orders.betaNew].sort());
    expect(view.waiting.find((o) => o.id === ctx.fx.orders.newWaw)).toEqual({
      id: ctx.fx.orders.newWaw,
      region: 'Warszawa',
      companyId: ctx.fx.companies.alpha,
    });
    expect(view.online).toEqual([]);
    expect(view.roster.map((d) => d.id)).toEqual(Object.values(drivers));
  });

  it('brings a driver online for the order its base driver may not take, and signs everyone out at the end', async () => {
    const log: string[] = [];
    simulation = await simulate({
      drivers: 1,
      seed: 7,
      fleet: { maxPerRegion: 3, idleMs: 60_000, intervalMs: 100 },
      log: (m) => log.push(m),
    });
    expect(simulation.drivers.map((d) => d.profile.id)).toEqual([drivers.base]);
    const db = ctx.app.database.db;
    const orderOf = async (id: number) => (await db.select().from(s.orders).where(eq(s.orders.id, id)))[0]!;
    await vi.waitFor(
      async () => {
        const alpha = await orderOf(ctx.fx.orders.newWaw!);
        expect(alpha.driverId).not.toBeNull();
        expect((await orderOf(ctx.fx.orders.betaNew!)).driverId).not.toBeNull();
        // The drivers have their answers too (the order is taken before the accept's answer reaches its driver).
        expect(simulation!.stats().accepted).toBeGreaterThanOrEqual(2);
      },
      { timeout: 20_000, interval: 100 },
    );
    const alpha = await orderOf(ctx.fx.orders.newWaw!);
    expect([drivers.spare, drivers.spare2, drivers.spare3]).toContain(alpha.driverId);
    expect(log.some((m) => /^fleet: spare Fleet \(Warszawa\) online for a waiting order$/.test(m))).toBe(true);
    // Within the region's maximum.
    expect(simulation.drivers.length).toBeLessThanOrEqual(3);
    const ran = simulation.drivers.map((d) => d.profile.id);
    expect(ran).toContain(drivers.base);

    await simulation.stop();
    const after = await db.select().from(s.drivers).where(inArray(s.drivers.id, ran));
    expect(after.map((d) => d.status)).toEqual(ran.map(() => 'offline'));
  }, 40_000);

  it('never signs in as a driver it is told to leave alone (the demo driver kept for a person with the app)', async () => {
    const db = ctx.app.database.db;
    // The region's first driver, whom the simulation would take first, is a person's; and a new order waits.
    await db
      .update(s.orders)
      .set({ driverId: null, status: 'new', stageBeganAt: new Date() })
      .where(eq(s.orders.id, ctx.fx.orders.newWaw!));
    const signIns = async () =>
      (await db.select().from(s.drivers).where(eq(s.drivers.id, drivers.base!)))[0]!.lastLogin?.getTime() ?? 0;
    const before = await signIns();
    simulation = await simulate({
      drivers: 4,
      seed: 11,
      fleet: { maxPerRegion: 4, idleMs: 60_000, intervalMs: 100 },
      leaveAlone: ['base@fleet.pl'],
    });
    const started = simulation.drivers.map((d) => d.profile.id);
    expect(started).not.toContain(drivers.base);
    expect(started.length).toBeGreaterThan(0);
    // The waiting order is taken by one of the others, while the fleet looks at the region every 100 ms.
    await vi.waitFor(
      async () => {
        const order = (await db.select().from(s.orders).where(eq(s.orders.id, ctx.fx.orders.newWaw!)))[0]!;
        expect(order.driverId).not.toBeNull();
      },
      { timeout: 20_000, interval: 100 },
    );
    const order = (await db.select().from(s.orders).where(eq(s.orders.id, ctx.fx.orders.newWaw!)))[0]!;
    expect(order.driverId).not.toBe(drivers.base);
    expect(simulation.drivers.map((d) => d.profile.id)).not.toContain(drivers.base);
    await simulation.stop();
    expect(await signIns()).toBe(before);
  }, 40_000);
});
