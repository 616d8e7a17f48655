// Live operations map benchmark (issue 25): the map page with 2,000 online drivers and 100 driverLocationChange events
// per second must keep the browser's main thread free of long tasks (none of 50 ms or more) while the events stream.
//
// The demo data on a fresh embedded database (PGlite), plus `drivers` online drivers spread around the demo regions'
// centres and copies of the demo's active orders (some of them on the bench drivers, so every road state shows); the
// real server (buildApp, socket.io) serving a production build of the console; Debian's Chromium (playwright-core)
// signed in as the demo admin opens /operations/map, picks one bench driver (its mark follows it) and shows a city
// (`view: 'city'`, zoom 12 around the first region: hundreds of single dots and groups) or the whole country
// (`view: 'country'`, the first fit: the groups); then the server emits `eventsPerSecond` driverLocationChange events
// per second for `seconds` seconds through app.realtime.emitOrderEvent (as the driver API does after a ping), each
// moving a random driver a few metres. In the page, PerformanceObserver counts 'longtask' entries (main-thread tasks
// of 50 ms or more) and, where Chromium has them, 'long-animation-frame' entries (frames that took 50 ms or more),
// and requestAnimationFrame measures the gaps between frames; only what happened during the stream counts (the page's
// load is reported apart).
//
// Run: benchOperationsMap({ log: console.log }) from another script (scripts/bench/run.ts's `map` mode), or
// node --import tsx scripts/bench/mapBench.ts [--view city|country] [--drivers 2000] [--seconds 20] [--rate 100]
//   [--screenshot file.png]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { DEFAULT_GEO_DATA_DIR } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { drivers as driversTable } from '../../server/db/schema.ts';
import { seedDemo } from '../../server/seed/demo/index.ts';
import type { OperationsMapAnswer } from '../../domain/operationsMap.ts';
import { benchUser, sessionToken } from './benchApp.ts';
import { buildConsole, signedInContext, startBrowserBench } from './browserBench.ts';

/** No main-thread task (and no frame) of this many milliseconds or more while the events stream. */
export const MAP_GOAL_MAX_TASK_MS = 50;

export interface MapBenchOptions {
  /** Online drivers added to the demo's (default 2,000). */
  drivers?: number;
  /** Copies of the demo's active orders added (default 4: about 450 more orders, 900 more points). */
  orderCopies?: number;
  /** driverLocationChange events per second (default 100) and for how long (default 20 s). */
  eventsPerSecond?: number;
  seconds?: number;
  /** What the page shows while the events stream: a city at zoom 12 (default), or the whole country. */
  view?: 'city' | 'country';
  /** A built console (index.html and assets); by default the console is built into a temporary folder. */
  clientDir?: string;
  geoDataDir?: string;
  chromiumPath?: string;
  /** Saves a screenshot of the page after the stream here (a .png path). */
  screenshot?: string;
  log?: (line: string) => void;
}

export interface TaskFigures {
  count: number;
  maxMs: number;
  totalMs: number;
}

export interface MapBenchResult {
  view: 'city' | 'country';
  /** What the page drew: the map's answer. */
  drivers: number;
  orders: number;
  events: { sent: number; seconds: number; perSecond: number };
  /** Main-thread tasks of 50 ms or more (PerformanceObserver 'longtask') during the stream. */
  longTasks: TaskFigures;
  /**
   * Frames of 50 ms or more ('long-animation-frame'), with their blocking time (the part of their long tasks over
   * 50 ms) and the longest one's script and rendering time; null where Chromium lacks them.
   */
  longAnimationFrames:
    | (TaskFigures & {
        blockingMs: number;
        longest: { durationMs: number; scriptMs: number; renderMs: number; script: string } | null;
      })
    | null;
  /** Gaps between animation frames during the stream. */
  frames: { count: number; maxGapMs: number; p99GapMs: number; over50: number };
  /** The page's load until the map was drawn (for reference; not part of the goal). */
  load: { longTasks: TaskFigures; ms: number };
  /** The picked driver's mark ended where its last event put it (the events reached the map). */
  pickedDriverFollowed: boolean;
  goalMaxTaskMs: number;
  pass: boolean;
}

/** A deterministic pseudo-random sequence (the same drivers and moves on every run). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Centre {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

/** The bench drivers, online around the regions' centres (up to ~12 km out), `count` of them. */
async function addDrivers(database: Database, centres: Centre[], count: number, rnd: () => number): Promise<number[]> {
  const now = new Date();
  const ids: number[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k;
      const c = centres[i % centres.length]!;
      return {
        firstName: 'Bench',
        lastName: `Driver ${String(i + 1).padStart(4, '0')}`,
        email: `bench-map-${i + 1}@bench.invalid`,
        regionId: c.id,
        status: 'online' as const,
        lastKnownLat: c.lat + (rnd() - 0.5) * 0.22,
        lastKnownLng: c.lng + (rnd() - 0.5) * 0.35,
        lastKnownLoggedAt: now,
      };
    });
    const inserted = await database.db.insert(driversTable).values(rows).returning({ id: driversTable.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/**
 * Copies of the demo's active orders (new numbers and tracking tokens, points moved a little), the accepted, picked-up
 * and arrived ones given to bench drivers in turn. Their numbers start with 9 and the copy (the demo's start with a
 * letter): at most 9 copies of at most 256 orders.
 */
async function addOrders(database: Database, copies: number, driverIds: number[]): Promise<void> {
  const ids = `{${driverIds.join(',')}}`;
  for (let copy = 1; copy <= Math.min(copies, 9); copy++) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`CREATE TEMP TABLE bench_orders ON COMMIT DROP AS SELECT * FROM orders
        WHERE status_priority >= 30 AND order_no !~ '^[0-9]'`);
      await tx.execute(sql`UPDATE bench_orders b SET
        id = nextval(pg_get_serial_sequence('orders', 'id')),
        order_no = '9' || ${copy}::text || lpad(upper(to_hex(r.n::int)), 2, '0'),
        tracking_token = md5(random()::text || id::text) || md5(random()::text),
        external_id = NULL,
        last_comment_id = NULL,
        pickup_lat = b.pickup_lat + (random() - 0.5) * 0.04,
        pickup_lng = b.pickup_lng + (random() - 0.5) * 0.06,
        client_lat = b.client_lat + (random() - 0.5) * 0.04,
        client_lng = b.client_lng + (random() - 0.5) * 0.06,
        driver_id = CASE WHEN status IN ('accepted', 'picked_up', 'arrived')
          THEN (${ids}::int[])[1 + (r.n % ${driverIds.length})] ELSE driver_id END
        FROM (SELECT id AS old_id, row_number() OVER (ORDER BY id) AS n FROM bench_orders) r
        WHERE b.id = r.old_id`);
      await tx.execute(sql`INSERT INTO orders SELECT * FROM bench_orders`);
    });
  }
}

/**
 * What the page collects: long tasks, long animation frames (with their script and rendering time) and the times of
 * the animation frames. Plain JavaScript text: a function handed over would carry the helpers tsx adds to named
 * functions, which the page does not have.
 */
const OBSERVER_SCRIPT = `
(() => {
  const bench = { tasks: [], loaf: [], frames: [], loafSupported: false };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  if ((PerformanceObserver.supportedEntryTypes || []).includes('long-animation-frame')) {
    bench.loafSupported = true;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const scripts = e.scripts || [];
        const longest = scripts.slice().sort((a, b) => b.duration - a.duration)[0];
        bench.loaf.push({
          start: e.startTime,
          duration: e.duration,
          blocking: e.blockingDuration || 0,
          script: scripts.reduce((sum, x) => sum + x.duration, 0),
          render: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
          top: longest ? ((longest.invoker || '') + ' ' + (longest.sourceFunctionName || '')).trim() : '',
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  requestAnimationFrame(function onFrame(t) {
    bench.frames.push(t);
    requestAnimationFrame(onFrame);
  });
})();
`;

const figures = (entries: { duration: number }[]): TaskFigures => ({
  count: entries.length,
  maxMs: Math.round(Math.max(0, ...entries.map((e) => e.duration))),
  totalMs: Math.round(entries.reduce((sum, e) => sum + e.duration, 0)),
});

export async function benchOperationsMap(opts: MapBenchOptions = {}): Promise<MapBenchResult> {
  const log = opts.log ?? (() => undefined);
  const driverCount = opts.drivers ?? 2_000;
  const rate = opts.eventsPerSecond ?? 100;
  const seconds = opts.seconds ?? 20;
  const view = opts.view ?? 'city';
  const rnd = random(25);
  const temp = mkdtempSync(path.join(os.tmpdir(), 'dc-bench-map-'));
  const clientDir = opts.clientDir ?? path.join(temp, 'client');
  if (!opts.clientDir) {
    log('[map] building the console …');
    buildConsole(clientDir);
  }
  const database = await openDatabase({ dataDir: path.join(temp, 'data') });
  try {
    log('[map] seeding the demo data on PGlite …');
    await seedDemo(database.db, { geoDataDir: opts.geoDataDir ?? DEFAULT_GEO_DATA_DIR });
    const centres = await database.query<Centre>(
      `SELECT r.id, r.name, avg(z.centroid_lat)::float8 AS lat, avg(z.centroid_lng)::float8 AS lng
       FROM regions r JOIN zip_codes z ON z.region_id = r.id GROUP BY r.id, r.name ORDER BY r.id`,
    );
    log(`[map] adding ${driverCount} online drivers and ${opts.orderCopies ?? 4} copies of the active orders …`);
    const benchDrivers = await addDrivers(database, centres, driverCount, rnd);
    await addOrders(database, opts.orderCopies ?? 4, benchDrivers);

    const bench = await startBrowserBench(database, clientDir, { chromiumPath: opts.chromiumPath });
    const { app, baseUrl, browser } = bench;
    try {
      const token = await sessionToken(app, await benchUser(database, 'admin'));
      const answer = (await (
        await fetch(`${baseUrl}/api/operations/map`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as OperationsMapAnswer;
      const positions = new Map(answer.drivers.map((d) => [d.id, { ...d.position }]));
      const orderOf = new Map(answer.orders.filter((o) => o.driverId).map((o) => [o.driverId!, o]));
      const anyOrder = answer.orders[0]!;

      const context = await signedInContext(browser, token, OBSERVER_SCRIPT);
      const page = await context.newPage();
      const opened = Date.now();
      await page.goto(`${baseUrl}/operations/map`);
      const region = page.locator('[role="region"][data-drivers]');
      await region.waitFor({ timeout: 60_000 });
      await region.locator('canvas').first().waitFor({ state: 'attached', timeout: 60_000 });
      const loadMs = Date.now() - opened;
      const drawn = { drivers: Number(await region.getAttribute('data-drivers')), orders: 0 };
      drawn.orders = Number(await region.getAttribute('data-orders'));
      log(`[map] the page drew ${drawn.drivers} drivers and ${drawn.orders} orders in ${loadMs} ms`);

      // One bench driver picked (its mark follows it) in the first region; the city view shows it at zoom 12.
      const picked = benchDrivers[0]!;
      const finder = page.getByRole('combobox', { name: 'Find a driver or an order' });
      await finder.fill('Bench Driver 0001');
      await page.getByRole('option', { name: 'Bench Driver 0001', exact: true }).click();
      const card = page.getByRole('dialog', { name: 'Bench Driver 0001' });
      await card.waitFor();
      if (view === 'city') {
        await card.getByRole('button', { name: 'Show on the map' }).click();
        await card.waitFor({ state: 'hidden' });
        for (let i = 0; i < 4; i++) {
          await page.getByRole('button', { name: 'Zoom out' }).click();
          await page.waitForTimeout(400);
        }
      } else {
        await page.keyboard.press('Escape');
        await card.waitFor({ state: 'hidden' });
      }
      await page.waitForTimeout(2_000);
      const loadTasks = await page.evaluate(
        () => (window as unknown as { __bench: { tasks: { duration: number }[] } }).__bench.tasks,
      );
      const streamStart = await page.evaluate(() => performance.now());

      log(`[map] ${rate} driverLocationChange events per second for ${seconds} s (${view} view) …`);
      const driverIds = [...positions.keys()];
      const batch = Math.max(1, Math.round(rate / 20)); // every 50 ms
      let sent = 0;
      let last = positions.get(picked)!;
      const started = performance.now();
      for (let tick = 0; tick < seconds * 20; tick++) {
        for (let k = 0; k < batch; k++) {
          // Every tenth event moves the picked driver; the others a random one.
          const id = sent % 10 === 0 ? picked : driverIds[Math.floor(rnd() * driverIds.length)]!;
          const p = positions.get(id)!;
          p.lat += (rnd() - 0.5) * 0.002;
          p.lng += (rnd() - 0.5) * 0.003;
          if (id === picked) last = { ...p };
          const order = orderOf.get(id) ?? anyOrder;
          app.realtime.emitOrderEvent('driverLocationChange', {
            orderId: order.id,
            companyId: order.company.id,
            regionName: order.region.name,
            pickupLocationId: null,
            driverId: id,
            lat: p.lat,
            lng: p.lng,
            at: new Date().toISOString(),
          });
          sent++;
        }
        const next = started + (tick + 1) * 50;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      }
      const elapsed = (performance.now() - started) / 1000;
      await page.waitForTimeout(1_500);
      const collected = await page.evaluate((from) => {
        const b = (
          window as unknown as {
            __bench: {
              tasks: { start: number; duration: number }[];
              loaf: {
                start: number;
                duration: number;
                blocking: number;
                script: number;
                render: number;
                top: string;
              }[];
              frames: number[];
              loafSupported: boolean;
            };
          }
        ).__bench;
        return {
          framesTotal: b.frames.length,
          tasks: b.tasks.filter((t) => t.start >= from),
          loaf: b.loaf.filter((t) => t.start >= from),
          frames: b.frames.filter((t) => t >= from),
          loafSupported: b.loafSupported,
        };
      }, streamStart);
      const mark = await region.getAttribute('data-selected-position');
      if (opts.screenshot) await page.screenshot({ path: opts.screenshot });
      const gaps = collected.frames.slice(1).map((t, i) => t - collected.frames[i]!);
      const sortedGaps = [...gaps].sort((a, b) => a - b);
      const longTasks = figures(collected.tasks);
      const longestFrame = [...collected.loaf].sort((a, b) => b.duration - a.duration)[0];
      const loaf = collected.loafSupported
        ? {
            ...figures(collected.loaf),
            blockingMs: Math.round(collected.loaf.reduce((sum, e) => sum + e.blocking, 0)),
            longest: longestFrame
              ? {
                  durationMs: Math.round(longestFrame.duration),
                  scriptMs: Math.round(longestFrame.script),
                  renderMs: Math.round(longestFrame.render),
                  script: longestFrame.top,
                }
              : null,
          }
        : null;
      const result: MapBenchResult = {
        view,
        drivers: drawn.drivers,
        orders: drawn.orders,
        events: { sent, seconds: Math.round(elapsed * 10) / 10, perSecond: Math.round(sent / elapsed) },
        longTasks,
        longAnimationFrames: loaf,
        frames: {
          count: collected.frames.length,
          maxGapMs: Math.round(Math.max(0, ...gaps)),
          p99GapMs: Math.round(sortedGaps[Math.floor(sortedGaps.length * 0.99)] ?? 0),
          over50: gaps.filter((g) => g >= MAP_GOAL_MAX_TASK_MS).length,
        },
        load: { longTasks: figures(loadTasks), ms: loadMs },
        pickedDriverFollowed: mark === `${last.lat},${last.lng}`,
        goalMaxTaskMs: MAP_GOAL_MAX_TASK_MS,
        pass: longTasks.count === 0,
      };
      log(`[map] frames recorded in the page: ${collected.framesTotal}, during the stream: ${collected.frames.length}`);
      const frames = loaf ? `${loaf.count} (max ${loaf.maxMs} ms)` : 'n/a';
      log(
        `[map] ${result.view}: ${result.events.sent} events at ${result.events.perSecond}/s;` +
          ` long tasks ${longTasks.count} (max ${longTasks.maxMs} ms, total ${longTasks.totalMs} ms);` +
          ` long frames ${frames}; frame gap max ${result.frames.maxGapMs} ms, p99 ${result.frames.p99GapMs} ms;` +
          ` picked driver followed: ${result.pickedDriverFollowed}`,
      );
      return result;
    } finally {
      await bench.close();
    }
  } finally {
    await database.close();
    rmSync(temp, { recursive: true, force: true });
  }
}

// Run alone: node --import tsx scripts/bench/mapBench.ts [--view city|country] [--drivers N] [--seconds S] [--rate R]
// [--screenshot file.png]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      view: { type: 'string', default: 'city' },
      drivers: { type: 'string', default: '2000' },
      seconds: { type: 'string', default: '20' },
      rate: { type: 'string', default: '100' },
      screenshot: { type: 'string' },
    },
  });
  const result = await benchOperationsMap({
    view: values.view === 'country' ? 'country' : 'city',
    drivers: Number(values.drivers),
    seconds: Number(values.seconds),
    eventsPerSecond: Number(values.rate),
    screenshot: values.screenshot,
    log: (line) => console.log(line),
  });
  console.log(JSON.stringify(result, null, 2));
  process.exitCode = result.pass ? 0 : 1;
}
