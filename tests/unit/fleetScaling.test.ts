// The simulation's fleet (server/simulator/fleetScaling.ts): a region's virtual drivers grow with the orders waiting
// there for a driver who may deliver for their company, within a maximum, and the drivers brought online for them go
// offline once idle; the base stays. The plan is deterministic, and the Fleet remembers between rounds who runs and
// since when each is free. A virtual driver asked to leave finishes its order and takes no other.
import { describe, expect, it } from 'vitest';
import type { DriverRosterItem } from '../../domain/driverApi.ts';
import {
  DEFAULT_FLEET_LIMITS,
  Fleet,
  planFleet,
  type FleetDriver,
  type FleetInput,
  type FleetView,
  type WaitingOrder,
} from '../../server/simulator/fleetScaling.ts';
import { seededRng } from '../../server/simulator/movement.ts';
import { STANDALONE_PACE } from '../../server/simulator/simulation.ts';
import { VirtualDriver, type VirtualDriverApi } from '../../server/simulator/virtualDriver.ts';

const NOW = 1_000_000_000;
const MIN = 60_000;
/** The demo's companies are 1–9; a shop that registered today is 42. */
const NEW_SHOP = 42;

const profile = (id: number, region: string, extra: Partial<DriverRosterItem> = {}): DriverRosterItem => ({
  id,
  email: `d${id}@x.pl`,
  firstName: 'D',
  lastName: String(id),
  region,
  allowedCompanyIds: [],
  vehicleType: 'car',
  lastKnownLocation: null,
  activeOrderId: null,
  ...extra,
});
const running = (id: number, region: string, extra: Partial<FleetDriver> = {}): FleetDriver => ({
  id,
  region,
  allowedCompanyIds: [],
  base: false,
  busy: false,
  freeSince: NOW,
  ...extra,
});
const waiting = (id: number, region: string, companyId = 1): WaitingOrder => ({ id, region, companyId });
const plan = (input: Partial<FleetInput>) =>
  planFleet({
    waiting: [],
    running: [],
    roster: [],
    online: new Set(),
    limits: DEFAULT_FLEET_LIMITS,
    now: NOW,
    ...input,
  });
const started = (p: ReturnType<typeof plan>) => p.start.map((d) => d.id);

/** Łódź: one base driver (id 1) and the seed's other drivers of the city. */
const LODZ = [
  profile(1, 'Łódź'),
  profile(2, 'Łódź', { allowedCompanyIds: [3] }),
  profile(3, 'Łódź'),
  profile(4, 'Łódź', { activeOrderId: 77 }),
  profile(5, 'Łódź'),
  profile(6, 'Łódź'),
  profile(7, 'Łódź'),
  profile(8, 'Łódź'),
  profile(9, 'Łódź'),
];

describe('bringing drivers online', () => {
  it('a new shop’s order in a region whose only virtual driver is busy brings one more driver online', () => {
    const p = plan({
      waiting: [waiting(100, 'Łódź', NEW_SHOP)],
      running: [running(1, 'Łódź', { base: true, busy: true, freeSince: null })],
      roster: LODZ,
    });
    // Not driver 2 (only for company 3), nor 4 (on an order): the first who serves every company.
    expect(started(p)).toEqual([3]);
    expect(p.stop).toEqual([]);
  });

  it('an order a free virtual driver may take brings nobody', () => {
    expect(
      started(plan({ waiting: [waiting(100, 'Łódź')], running: [running(1, 'Łódź', { base: true })], roster: LODZ })),
    ).toEqual([]);
  });

  it('a free driver allowed for other companies only does not count for the new shop', () => {
    const p = plan({
      waiting: [waiting(100, 'Łódź', NEW_SHOP)],
      running: [running(2, 'Łódź', { allowedCompanyIds: [3] })],
      roster: LODZ,
    });
    expect(started(p)).toEqual([1]);
  });

  it('keeps the drivers who serve every company for the orders others may not take', () => {
    // Company 3's order goes to the driver limited to company 3, the new shop's to the one serving all: nobody needed.
    const p = plan({
      waiting: [waiting(100, 'Łódź', 3), waiting(101, 'Łódź', NEW_SHOP)],
      running: [running(1, 'Łódź'), running(2, 'Łódź', { allowedCompanyIds: [3] })],
      roster: LODZ,
    });
    expect(started(p)).toEqual([]);
  });

  it('brings one driver per order left waiting, within the region’s maximum', () => {
    const orders = Array.from({ length: 10 }, (_, i) => waiting(100 + i, 'Łódź'));
    const p = plan({
      waiting: orders,
      running: [running(1, 'Łódź', { base: true, busy: true, freeSince: null })],
      roster: LODZ,
      limits: { ...DEFAULT_FLEET_LIMITS, maxPerRegion: 4 },
    });
    expect(started(p)).toEqual([3, 5, 6]);
    // At the maximum: nobody more, however many wait.
    expect(
      started(
        plan({
          waiting: orders,
          running: [1, 3, 5, 6].map((id) => running(id, 'Łódź', { busy: true, freeSince: null })),
          roster: LODZ,
          limits: { ...DEFAULT_FLEET_LIMITS, maxPerRegion: 4 },
        }),
      ),
    ).toEqual([]);
  });

  it('prefers drivers serving every company, then those the server already shows online, then the lowest id', () => {
    const p = plan({
      waiting: [waiting(100, 'Łódź', 3), waiting(101, 'Łódź', 3)],
      roster: LODZ,
      online: new Set([7, 2]),
    });
    expect(started(p)).toEqual([7, 1]);
  });

  it('brings nobody when no driver of the region may deliver for the company, nor for another region', () => {
    expect(
      started(
        plan({
          waiting: [waiting(100, 'Łódź', NEW_SHOP)],
          roster: [profile(2, 'Łódź', { allowedCompanyIds: [3] }), profile(11, 'Gdańsk')],
        }),
      ),
    ).toEqual([]);
    // Each region is planned on its own: an order in Gdańsk brings a Gdańsk driver.
    expect(started(plan({ waiting: [waiting(100, 'Gdańsk')], roster: [...LODZ, profile(11, 'Gdańsk')] }))).toEqual([
      11,
    ]);
  });

  it('gives the same plan for the same input, whatever the order of the lists', () => {
    const input: Partial<FleetInput> = {
      waiting: [waiting(103, 'Łódź', NEW_SHOP), waiting(100, 'Łódź'), waiting(102, 'Gdańsk'), waiting(101, 'Łódź', 3)],
      running: [running(2, 'Łódź', { allowedCompanyIds: [3] }), running(12, 'Gdańsk', { busy: true, freeSince: null })],
      roster: [...LODZ, profile(11, 'Gdańsk'), profile(12, 'Gdańsk'), profile(13, 'Gdańsk')],
      online: new Set([13]),
    };
    const once = plan(input);
    const reversed = plan({
      ...input,
      waiting: [...input.waiting!].reverse(),
      running: [...input.running!].reverse(),
      roster: [...input.roster!].reverse(),
    });
    expect(started(once)).toEqual([13, 1, 3]);
    expect(reversed).toEqual(once);
  });
});

describe('sending drivers offline', () => {
  it('sends a driver brought online for the demand offline after the idle time, not before', () => {
    const idle = DEFAULT_FLEET_LIMITS.idleMs;
    const at = (freeFor: number) => plan({ running: [running(3, 'Łódź', { freeSince: NOW - freeFor })] }).stop;
    expect(at(idle - 1)).toEqual([]);
    expect(at(idle)).toEqual([3]);
  });

  it('never the base, a busy driver, nor a driver a waiting order needs', () => {
    const long = NOW - 60 * MIN;
    const p = plan({
      waiting: [waiting(100, 'Łódź', 3)],
      running: [
        running(1, 'Łódź', { base: true, freeSince: long }),
        running(5, 'Łódź', { busy: true, freeSince: null }),
        running(2, 'Łódź', { allowedCompanyIds: [3], freeSince: long }),
        running(6, 'Łódź', { freeSince: long }),
      ],
      roster: LODZ,
    });
    // Driver 2 takes the order (limited drivers first); 6 is idle and needed by nobody.
    expect(p.stop).toEqual([6]);
    expect(started(p)).toEqual([]);
  });
});

describe('the fleet between rounds', () => {
  const view = (overrides: Partial<FleetView> = {}): FleetView => ({
    waiting: [],
    online: [],
    roster: LODZ,
    ...overrides,
  });
  const fleetWith = (views: FleetView[], refuse: number[] = []) => {
    const calls: string[] = [];
    const fleet = new Fleet(
      {
        read: async () => views.shift() ?? view(),
        start: (p) => {
          calls.push(`start ${p.id}`);
          return !refuse.includes(p.id);
        },
        stop: (id) => calls.push(`stop ${id}`),
      },
      DEFAULT_FLEET_LIMITS,
      [LODZ[0]!],
      NOW,
    );
    return { fleet, calls };
  };

  it('grows while an order waits, keeps the driver while it carries it, and lets it go once idle', async () => {
    const order = waiting(100, 'Łódź', NEW_SHOP);
    const { fleet, calls } = fleetWith([
      // The base driver is on an order; the new shop's order waits.
      view({ waiting: [order], online: [{ id: 1, state: 'carrying' }] }),
      // Driver 3 took it.
      view({
        online: [
          { id: 1, state: 'carrying' },
          { id: 3, state: 'toPickup' },
        ],
      }),
      // Delivered: driver 3 is free from now on.
      view({
        online: [
          { id: 1, state: 'free' },
          { id: 3, state: 'free' },
        ],
      }),
      view({
        online: [
          { id: 1, state: 'free' },
          { id: 3, state: 'free' },
        ],
      }),
      view({
        online: [
          { id: 1, state: 'free' },
          { id: 3, state: 'free' },
        ],
      }),
    ]);
    await fleet.round(NOW);
    expect(calls).toEqual(['start 3']);
    expect(fleet.running.sort()).toEqual([1, 3]);
    await fleet.round(NOW + 1 * MIN);
    await fleet.round(NOW + 20 * MIN);
    // Free since 20 minutes in: not yet idle long enough four minutes later, gone after five.
    await fleet.round(NOW + 24 * MIN);
    expect(calls).toEqual(['start 3']);
    await fleet.round(NOW + 25 * MIN);
    expect(calls).toEqual(['start 3', 'stop 3']);
    expect(fleet.running).toEqual([1]);
  });

  it('does not count a driver the simulation could not start (still signing out)', async () => {
    const { fleet, calls } = fleetWith(
      [view({ waiting: [waiting(100, 'Łódź')], online: [{ id: 1, state: 'carrying' }] })],
      [3],
    );
    await fleet.round(NOW);
    expect(calls).toEqual(['start 3']);
    expect(fleet.running).toEqual([1]);
  });
});

describe('a virtual driver asked to leave', () => {
  const driverWith = (currentOrder: unknown) => {
    const calls: string[] = [];
    const stopper = new AbortController();
    const api = {
      signedIn: true,
      notifications: async () => ({ notifications: [] }),
      me: async () => {
        calls.push('me');
        return { driver: {}, currentOrder };
      },
      offered: async () => {
        calls.push('offered');
        stopper.abort();
        return { orders: [] };
      },
      stockExchanges: async () => ({ items: [] }),
      ping: async () => ({}),
    } as unknown as VirtualDriverApi;
    const driver = new VirtualDriver(
      profile(3, 'Łódź'),
      api,
      STANDALONE_PACE,
      async () => null,
      seededRng(1),
      stopper.signal,
    );
    return { driver, calls };
  };

  it('takes no other order: its run ends at its next look', async () => {
    const { driver, calls } = driverWith(null);
    driver.leave();
    await driver.run();
    expect(calls).toEqual(['me']);
    expect(driver.stay()).toBe(false);
  });

  it('looks at the offers again when asked to stay before it left', async () => {
    const { driver, calls } = driverWith(null);
    driver.leave();
    expect(driver.stay()).toBe(true);
    await driver.run();
    expect(calls).toEqual(['me', 'offered']);
  });
});
