// The driver simulator's pure parts: distances, speeds, routes and movement along them, the choice of drivers over
// the regions, and the command line of `npm run simulate`.
import { describe, expect, it } from 'vitest';
import {
  CITY_SPEED_KMH,
  distanceMetres,
  interpolate,
  kmhToMps,
  offsetMetres,
  travelSeconds,
} from '../../domain/geo.ts';
import {
  advanceLeg,
  pathLength,
  pickSpeedKmh,
  planRoute,
  pointAlong,
  seededRng,
  startLeg,
} from '../../server/simulator/movement.ts';
import { spreadOverRegions, STANDALONE_PACE } from '../../server/simulator/simulation.ts';
import { VirtualDriver, type VirtualDriverApi } from '../../server/simulator/virtualDriver.ts';
import { ApiCallError } from '../../server/simulator/client.ts';
import type { DriverNotification } from '../../domain/notificationSchemas.ts';
import { parseSimulateArgs, UsageError } from '../../server/simulator/cli.ts';
import { selfUrl } from '../../server/simulator/inProcess.ts';
import type { DriverRosterItem } from '../../domain/driverApi.ts';
import { VEHICLE_TYPES } from '../../domain/enums.ts';

const PALACE = { lat: 52.2318, lng: 21.006 }; // Palace of Culture, Warszawa
const OLD_TOWN = { lat: 52.2497, lng: 21.0122 }; // Old Town Market Square

describe('geo', () => {
  it('measures distances on the globe', () => {
    expect(distanceMetres(PALACE, PALACE)).toBe(0);
    // One degree of latitude is about 111.2 km.
    expect(distanceMetres({ lat: 52, lng: 21 }, { lat: 53, lng: 21 })).toBeCloseTo(111_195, -2);
    // Palace of Culture to the Old Town: about 2 km.
    expect(distanceMetres(PALACE, OLD_TOWN)).toBeGreaterThan(1_950);
    expect(distanceMetres(PALACE, OLD_TOWN)).toBeLessThan(2_100);
    expect(distanceMetres(PALACE, OLD_TOWN)).toBeCloseTo(distanceMetres(OLD_TOWN, PALACE), 6);
  });

  it('interpolates between two positions, clamping the fraction', () => {
    expect(interpolate(PALACE, OLD_TOWN, 0)).toEqual(PALACE);
    expect(interpolate(PALACE, OLD_TOWN, 1)).toEqual(OLD_TOWN);
    expect(interpolate(PALACE, OLD_TOWN, 2)).toEqual(OLD_TOWN);
    const mid = interpolate(PALACE, OLD_TOWN, 0.5);
    expect(distanceMetres(PALACE, mid)).toBeCloseTo(distanceMetres(mid, OLD_TOWN), 0);
  });

  it('moves a position by metres north and east', () => {
    const moved = offsetMetres(PALACE, 300, -400);
    expect(distanceMetres(PALACE, moved)).toBeCloseTo(500, 0);
    expect(moved.lat).toBeGreaterThan(PALACE.lat);
    expect(moved.lng).toBeLessThan(PALACE.lng);
  });
});

describe('speed', () => {
  it('picks a city speed within the range of the vehicle, 25–40 km/h for a car', () => {
    const rng = seededRng(1);
    for (const vehicle of VEHICLE_TYPES) {
      const [min, max] = CITY_SPEED_KMH[vehicle];
      for (let i = 0; i < 200; i++) {
        const speed = pickSpeedKmh(rng, vehicle);
        expect(speed).toBeGreaterThanOrEqual(min);
        expect(speed).toBeLessThanOrEqual(max);
      }
    }
    expect(CITY_SPEED_KMH.car).toEqual([25, 40]);
    expect(CITY_SPEED_KMH.pedestrian[1]).toBeLessThan(CITY_SPEED_KMH.bicycle[0] + 1);
  });

  it('converts speeds and travel times', () => {
    expect(kmhToMps(36)).toBe(10);
    expect(travelSeconds(3_000, 36)).toBe(300);
    expect(() => travelSeconds(1_000, 0)).toThrow(RangeError);
  });

  it('replays the same choices from the same seed', () => {
    const a = seededRng(42);
    const b = seededRng(42);
    const c = seededRng(43);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(Array.from({ length: 5 }, c)).not.toEqual(seqA);
    for (const x of seqA) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('routes', () => {
  it('a straight route without bends is the two positions', () => {
    const route = planRoute(PALACE, OLD_TOWN, seededRng(1), { bends: 0 });
    expect(route).toEqual([PALACE, OLD_TOWN]);
    expect(pathLength(route)).toBeCloseTo(distanceMetres(PALACE, OLD_TOWN), 6);
  });

  it('a jittered route starts and ends at the positions and stays close to the straight line', () => {
    const straight = distanceMetres(PALACE, OLD_TOWN);
    for (let seed = 1; seed <= 20; seed++) {
      const route = planRoute(PALACE, OLD_TOWN, seededRng(seed), { bends: 3, jitter: 0.06 });
      expect(route).toHaveLength(5);
      expect(route[0]).toEqual(PALACE);
      expect(route[4]).toEqual(OLD_TOWN);
      // No bend is pushed further sideways than the jitter allows.
      for (const bend of route.slice(1, -1)) {
        const nearestOnLine = Math.min(
          ...Array.from({ length: 101 }, (_, i) => distanceMetres(bend, interpolate(PALACE, OLD_TOWN, i / 100))),
        );
        expect(nearestOnLine).toBeLessThanOrEqual(0.06 * straight + 1);
      }
      const length = pathLength(route);
      expect(length).toBeGreaterThanOrEqual(straight - 0.01);
      expect(length).toBeLessThan(straight * 1.1);
    }
  });

  it('finds the point at a distance along the route', () => {
    const route = [PALACE, interpolate(PALACE, OLD_TOWN, 0.5), OLD_TOWN];
    const total = pathLength(route);
    expect(pointAlong(route, -5)).toEqual(PALACE);
    expect(pointAlong(route, total + 5)).toEqual(OLD_TOWN);
    const quarter = pointAlong(route, total / 4);
    expect(distanceMetres(PALACE, quarter)).toBeCloseTo(total / 4, 0);
    expect(() => pointAlong([], 1)).toThrow(RangeError);
  });
});

describe('driving a leg', () => {
  it('covers speed × time per step and arrives exactly at the target', () => {
    const leg0 = startLeg(PALACE, OLD_TOWN, 36, seededRng(5), { bends: 2 });
    expect(leg0.travelled).toBe(0);
    const first = advanceLeg(leg0, 30); // 30 s at 10 m/s
    expect(first.leg.travelled).toBeCloseTo(300, 6);
    expect(first.arrived).toBe(false);
    expect(distanceMetres(PALACE, first.position)).toBeLessThanOrEqual(300.01); // linear in degrees: within a centimetre
    expect(distanceMetres(PALACE, first.position)).toBeGreaterThan(250);

    let step = first;
    let steps = 1;
    while (!step.arrived) {
      step = advanceLeg(step.leg, 30);
      steps++;
    }
    expect(step.position).toEqual(OLD_TOWN);
    expect(step.leg.travelled).toBe(leg0.length);
    expect(steps).toBe(Math.ceil(leg0.length / 300));
    // Advancing after arriving stays at the target.
    expect(advanceLeg(step.leg, 60).position).toEqual(OLD_TOWN);
  });

  it('does not go back for negative time, and refuses a speed of zero', () => {
    const leg = startLeg(PALACE, OLD_TOWN, 30, seededRng(1));
    expect(advanceLeg(leg, -10).leg.travelled).toBe(0);
    expect(() => startLeg(PALACE, OLD_TOWN, 0, seededRng(1))).toThrow(RangeError);
  });

  it('takes a realistic time across town: 2 km at 25–40 km/h is 3–5 minutes', () => {
    const rng = seededRng(9);
    for (let i = 0; i < 20; i++) {
      const leg = startLeg(PALACE, OLD_TOWN, pickSpeedKmh(rng, 'car'), rng);
      const minutes = travelSeconds(leg.length, leg.speedKmh) / 60;
      expect(minutes).toBeGreaterThan(2.9);
      expect(minutes).toBeLessThan(5.5);
    }
  });
});

describe('choosing drivers', () => {
  const driver = (id: number, region: string): DriverRosterItem => ({
    id,
    email: `d${id}@x.pl`,
    firstName: 'D',
    lastName: String(id),
    region,
    allowedCompanyIds: [],
    vehicleType: 'car',
    lastKnownLocation: null,
    activeOrderId: null,
  });

  it('takes turns between regions', () => {
    const roster = [driver(1, 'A'), driver(2, 'A'), driver(3, 'A'), driver(4, 'B'), driver(5, 'C'), driver(6, 'C')];
    expect(spreadOverRegions(roster, 4).map((d) => d.id)).toEqual([1, 4, 5, 2]);
    expect(
      spreadOverRegions(roster, 10)
        .map((d) => d.id)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5, 6]);
    expect(spreadOverRegions(roster, 0)).toEqual([]);
    expect(spreadOverRegions([], 3)).toEqual([]);
  });
});

describe('command line', () => {
  it('has defaults for the demo', () => {
    const options = parseSimulateArgs([])!;
    expect(options).toMatchObject({
      baseUrl: 'http://localhost:3000',
      drivers: 20,
      operator: { username: 'admin', password: 'admin123' },
      driverPassword: 'driver123',
      quiet: false,
    });
    expect(options.pace).toEqual(STANDALONE_PACE);
    // The fleet is on: up to 6 drivers of a region while its orders wait.
    expect(options.fleet).toMatchObject({ maxPerRegion: 6, idleMs: 5 * 60_000 });
  });

  it('reads every option', () => {
    const options = parseSimulateArgs([
      '--url',
      'http://example.test:8080/',
      '--drivers',
      '5',
      '--region',
      'Kraków',
      '--operator',
      'ops:se:cret',
      '--password',
      'pw',
      '--time-scale',
      '10',
      '--ping',
      '2.5',
      '--seed',
      '7',
      '--max-per-region',
      '3',
      '--quiet',
    ])!;
    expect(options).toMatchObject({
      baseUrl: 'http://example.test:8080',
      drivers: 5,
      region: 'Kraków',
      operator: { username: 'ops', password: 'se:cret' },
      driverPassword: 'pw',
      seed: 7,
      quiet: true,
    });
    expect(options.pace).toMatchObject({ timeScale: 10, pingIntervalMs: 2500 });
    expect(options.fleet).toMatchObject({ maxPerRegion: 3 });
    // 0: only the drivers of --drivers, no fleet.
    expect(parseSimulateArgs(['--max-per-region', '0'])!.fleet).toBeUndefined();
  });

  it('refuses wrong options and answers null for --help', () => {
    expect(parseSimulateArgs(['--help'])).toBeNull();
    for (const argv of [
      ['--drivers', '0'],
      ['--drivers', '2.5'],
      ['--url', 'localhost:3000'],
      ['--operator', 'nopassword'],
      ['--ping', 'x'],
      ['--max-per-region', '-1'],
      ['--max-per-region', '2.5'],
      ['--max-per-region', '1000'],
      ['--bogus'],
    ]) {
      expect(() => parseSimulateArgs(argv), argv.join(' ')).toThrow(UsageError);
    }
  });

  it('the in-process simulation calls the server on a loopback address when it listens on every interface', () => {
    expect(selfUrl({ host: '0.0.0.0', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(selfUrl({ host: '::', port: 3000 })).toBe('http://127.0.0.1:3000');
    expect(selfUrl({ host: '10.0.0.5', port: 80 })).toBe('http://10.0.0.5:80');
    expect(selfUrl({ host: '::1', port: 3000 })).toBe('http://[::1]:3000');
  });
});

describe('push notifications of a virtual driver', () => {
  const profile: DriverRosterItem = {
    id: 1,
    email: 'd1@x.pl',
    firstName: 'D',
    lastName: '1',
    region: 'A',
    allowedCompanyIds: [],
    vehicleType: 'car',
    lastKnownLocation: null,
    activeOrderId: null,
  };
  const notification = (id: number): DriverNotification => ({
    id,
    short: { title: `Title ${id}`, body: 'A body of ten' },
    long: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    deliveredAt: '2025-01-01T10:00:01.000Z',
  });
  /** A driver API that serves the pending notifications until they are acknowledged, and records the acknowledgements. */
  const fakeApi = (pending: DriverNotification[], opts: { failFetch?: boolean } = {}) => {
    const acks: number[][] = [];
    const api = {
      signedIn: true,
      notifications: async () => {
        if (opts.failFetch) throw new ApiCallError(503, 'unknown', 'GET /driver/notifications: 503');
        return { notifications: [...pending] };
      },
      acknowledge: async (ids: number[]) => {
        acks.push(ids);
        const before = pending.length;
        pending.splice(0, pending.length, ...pending.filter((n) => !ids.includes(n.id)));
        return { acknowledged: before - pending.length };
      },
    } as unknown as VirtualDriverApi;
    return { api, acks };
  };
  const driverWith = (api: VirtualDriverApi, log: string[] = []) =>
    new VirtualDriver(
      profile,
      api,
      STANDALONE_PACE,
      async () => null,
      seededRng(1),
      new AbortController().signal,
      (m) => log.push(m),
    );

  it('fetches the pending notifications, acknowledges them in one call and counts them', async () => {
    const { api, acks } = fakeApi([notification(3), notification(5)]);
    const log: string[] = [];
    const driver = driverWith(api, log);
    expect(await driver.checkNotifications()).toBe(2);
    expect(acks).toEqual([[3, 5]]);
    expect(driver.stats.notifications).toBe(2);
    expect(driver.inbox).toEqual([
      { id: 3, title: 'Title 3' },
      { id: 5, title: 'Title 5' },
    ]);
    expect(log).toEqual(['D 1 (A): notification "Title 3"', 'D 1 (A): notification "Title 5"']);
    // Nothing pending: no acknowledgement call.
    expect(await driver.checkNotifications()).toBe(0);
    expect(acks).toHaveLength(1);
  });

  it('counts and logs a failed fetch without throwing (the delivery the driver is on goes on)', async () => {
    const { api, acks } = fakeApi([notification(1)], { failFetch: true });
    const log: string[] = [];
    const driver = driverWith(api, log);
    expect(await driver.checkNotifications()).toBe(0);
    expect(driver.stats.errors).toBe(1);
    expect(acks).toEqual([]);
    expect(log[0]).toMatch(/notifications: GET \/driver\/notifications: 503/);
  });
});
