// GET /api/region/zip-codes latency (goal p95 ≤ 20 ms on PGlite): the demo data on a fresh embedded
// database (all 9,236 zip-code areas of the six demo cities in their regions), then the search around the demo
// pickup locations at 3, 7 (the console's default) and 15 km, one request at a time through the real HTTP server,
// as the admin operator (zipCodes scope). The figure is the server time (onRequest → onSend: auth, geocoding,
// the bounding-box query on zip_codes_centroid_idx, the exact distances, the uncovered codes of postcodes-pl.csv,
// serialization of the areas with their polygons) from the bench app's Server-Timing header.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/demo/index.ts';
import { benchUser, sessionToken, startBenchApp } from './benchApp.ts';
import { percentiles, type Percentiles } from './stats.ts';

export const ZIP_CODE_BENCH_RADII = [3, 7, 15] as const;

export interface ZipCodesBenchResult {
  engine: 'PGlite';
  areas: number;
  addresses: number;
  requests: number;
  statuses: Record<string, number>;
  /** Server time per radius and overall. */
  server: Record<string, Percentiles>;
  client: Percentiles;
  /** Mean codes answered (covered + out of bounds) and mean body size per radius. */
  answered: Record<string, { covered: number; outOfBounds: number; kb: number }>;
  plan: string;
  goalP95Ms: number;
}

export async function benchZipCodes(opts: {
  geoDataDir: string;
  requests: number;
  warmup: number;
  log: (line: string) => void;
}): Promise<ZipCodesBenchResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dc-bench-zipcodes-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    opts.log('[zip codes] seeding the demo data on PGlite …');
    await seedDemo(database.db, { geoDataDir: opts.geoDataDir, orders: 50 });
    const [{ areas }] = await database.query<{ areas: number }>('SELECT count(*)::int AS areas FROM zip_codes');
    const addresses = await database.query<{ street: string; city: string; zipCode: string }>(
      'SELECT DISTINCT ON (zip_code) street, city, zip_code AS "zipCode" FROM locations ORDER BY zip_code LIMIT 100',
    );
    const plan = (
      await database.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT name FROM zip_codes WHERE centroid_lat BETWEEN 52.17 AND 52.29 AND centroid_lng BETWEEN 20.89 AND 21.10`,
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join(' / ');
    const bench = await startBenchApp(database);
    try {
      const token = await sessionToken(bench.app, await benchUser(database, 'admin'));
      const statuses: Record<string, number> = {};
      const server: Record<string, number[]> = { all: [] };
      const client: number[] = [];
      const sums: Record<string, { n: number; covered: number; outOfBounds: number; bytes: number }> = {};
      for (let i = 0; i < opts.warmup + opts.requests; i++) {
        const address = addresses[i % addresses.length]!;
        const radius = ZIP_CODE_BENCH_RADII[i % ZIP_CODE_BENCH_RADII.length]!;
        const query = new URLSearchParams({ ...address, radius: String(radius) });
        const started = performance.now();
        const res = await fetch(`${bench.baseUrl}/api/region/zip-codes?${query}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const text = await res.text();
        const clientMs = performance.now() - started;
        if (i < opts.warmup) continue;
        const json = JSON.parse(text) as { errorCode?: string; zipCodes?: unknown[]; zipCodesOutOfBounds?: unknown[] };
        const key = res.status === 200 ? '200' : `${res.status} ${json.errorCode ?? ''}`.trim();
        statuses[key] = (statuses[key] ?? 0) + 1;
        const timing = /dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
        if (timing) {
          (server[`${radius} km`] ??= []).push(Number(timing[1]));
          server.all!.push(Number(timing[1]));
        }
        client.push(clientMs);
        if (res.status === 200) {
          const s = (sums[`${radius} km`] ??= { n: 0, covered: 0, outOfBounds: 0, bytes: 0 });
          s.n++;
          s.covered += json.zipCodes?.length ?? 0;
          s.outOfBounds += json.zipCodesOutOfBounds?.length ?? 0;
          s.bytes += text.length;
        }
      }
      return {
        engine: 'PGlite',
        areas,
        addresses: addresses.length,
        requests: opts.requests,
        statuses,
        server: Object.fromEntries(Object.entries(server).map(([k, v]) => [k, percentiles(v)])),
        client: percentiles(client),
        answered: Object.fromEntries(
          Object.entries(sums).map(([k, s]) => [
            k,
            {
              covered: Math.round(s.covered / s.n),
              outOfBounds: Math.round(s.outOfBounds / s.n),
              kb: Math.round(s.bytes / s.n / 1024),
            },
          ]),
        ),
        plan,
        goalP95Ms: 20,
      };
    } finally {
      await bench.close();
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
