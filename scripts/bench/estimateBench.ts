// POST /api/order/check-delivery-availability latency (goal p95 ≤ 15 ms on PGlite): the demo data on a
// fresh embedded database (postal-code areas, multipliers, tariffs), then the estimate for real pickup points and
// receivers of the demo orders, one request at a time through the real HTTP server, as the admin operator. The
// figure is the server time (onRequest → onSend: auth with its session lookup, geocoding, coverage, multipliers,
// serialization) from the bench app's Server-Timing header.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/demo/index.ts';
import { benchUser, sessionToken, startBenchApp } from './benchApp.ts';
import { percentiles, type Percentiles } from './stats.ts';

export interface EstimateBenchResult {
  engine: 'PGlite';
  requests: number;
  bodies: number;
  statuses: Record<string, number>;
  server: Percentiles;
  client: Percentiles;
  goalP95Ms: number;
}

export async function benchDeliveryEstimate(opts: {
  geoDataDir: string;
  requests: number;
  warmup: number;
  log: (line: string) => void;
}): Promise<EstimateBenchResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dc-bench-estimate-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    opts.log('[estimate] seeding the demo data on PGlite …');
    const seedStarted = performance.now();
    await seedDemo(database.db, { geoDataDir: opts.geoDataDir, orders: 600 });
    // The seed's time (tests/api/seed.test.ts checks what it makes, not how fast): `npm start` waits on it.
    opts.log(`[estimate] demo data (600 orders) seeded in ${Math.round(performance.now() - seedStarted)} ms`);
    const bodies = await database.query<{
      companyId: number;
      sender: unknown;
      receiver: unknown;
      packageSize: string | null;
    }>(`
      SELECT DISTINCT ON (o.company_id, o.pickup_zip_code, o.client_zip_code)
        o.company_id AS "companyId",
        json_build_object('street', o.pickup_street, 'city', o.pickup_city, 'zipCode', o.pickup_zip_code) AS sender,
        json_build_object('street', 'Testowa 1', 'city', o.client_city, 'zipCode', o.client_zip_code) AS receiver,
        o.package_size AS "packageSize"
      FROM orders o JOIN companies c ON c.id = o.company_id
      WHERE c.status = 'active' AND o.pickup_zip_code IS NOT NULL
      ORDER BY o.company_id, o.pickup_zip_code, o.client_zip_code
      LIMIT 200`);
    const bench = await startBenchApp(database);
    try {
      const token = await sessionToken(bench.app, await benchUser(database, 'admin'));
      const statuses: Record<string, number> = {};
      const server: number[] = [];
      const client: number[] = [];
      const url = `${bench.baseUrl}/api/order/check-delivery-availability`;
      for (let i = 0; i < opts.warmup + opts.requests; i++) {
        const b = bodies[i % bodies.length]!;
        const body = JSON.stringify({ ...b, packageSize: b.packageSize ?? undefined });
        const started = performance.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
        });
        const json = (await res.json()) as { errorCode?: string };
        const clientMs = performance.now() - started;
        if (i < opts.warmup) continue;
        const key = res.status === 200 ? '200' : `${res.status} ${json.errorCode ?? ''}`.trim();
        statuses[key] = (statuses[key] ?? 0) + 1;
        const timing = /dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
        if (timing) server.push(Number(timing[1]));
        client.push(clientMs);
      }
      return {
        engine: 'PGlite',
        requests: opts.requests,
        bodies: bodies.length,
        statuses,
        server: percentiles(server),
        client: percentiles(client),
        goalP95Ms: 15,
      };
    } finally {
      await bench.close();
    }
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
