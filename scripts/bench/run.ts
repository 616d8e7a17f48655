// npm run bench: prints figures, never asserts.
// 1. GET /api/order/list p50/p95 on 100,000 bulk orders (plus the demo) against the same SQL run bare on the same
//    database (ratio = API p50 / bare p50), on PGlite and, when the binaries exist, on a throw-away PostgreSQL.
// 2. Size of the JavaScript the console loads up front (gzipped), from a production build.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { seedBulkOrders } from '../../server/seed/bulk.ts';
import { orderListQueries } from '../../server/services/orders.ts';
import { orderListQuerySchema } from '../../src/domain/schemas.ts';
import { startTempPostgres } from '../temp-postgres.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const root = path.resolve(import.meta.dirname, '../..');
const geoDataDir = path.resolve(root, '..', 'shared', 'data', 'geo');

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (x: number) => `${x.toFixed(2)} ms`;

async function time(fn: () => Promise<unknown>, runs: number): Promise<number[]> {
  for (let i = 0; i < 5; i++) await fn(); // warm-up
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

function scenarios(now: Date): { name: string; query: Record<string, string> }[] {
  const startOfDay = new Date(now);
  startOfDay.setHours(0, 0, 0, 0);
  const today = { dateFrom: startOfDay.toISOString(), dateTo: now.toISOString() };
  const week = { dateFrom: new Date(now.getTime() - 6 * 86400_000).toISOString(), dateTo: now.toISOString() };
  return [
    { name: 'today, priority sort', query: { ...today, showPastActiveOrders: 'true' } },
    { name: 'today, status new,accepted', query: { ...today, status: 'new,accepted' } },
    { name: '7 days, region Kraków', query: { ...week, region: 'Kraków' } },
    { name: '7 days, page 20', query: { ...week, page: '20' } },
    { name: 'search by order no', query: { globalIdSearch: 'ZZZZ' } },
  ];
}

async function benchEngine(label: string, database: Database) {
  const now = new Date();
  let t = performance.now();
  await seedDemo(database.db, { geoDataDir, now });
  const added = await seedBulkOrders(database, ORDERS, now);
  const [{ count }] = await database.query<{ count: number }>('select count(*)::int as count from orders');
  console.log(`\n[${label}] seeded demo + ${added} bulk orders (${count} in all) in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  const app = await buildApp(testConfig({ jwtSecret: 'bench-secret-bench-secret-bench' }), { database });
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'admin', password: 'admin123' } });
  const token = login.json().token as string;
  const tenant = { allCompanies: true, companyIds: [], allRegions: true, regions: [] };

  console.log(`  ${'scenario'.padEnd(30)} ${'rows'.padStart(6)} ${'API p50'.padStart(10)} ${'API p95'.padStart(10)} ${'SQL p50'.padStart(10)} ${'SQL p95'.padStart(10)} ${'ratio'.padStart(6)}`);
  for (const s of scenarios(now)) {
    const url = `/api/order/list?${new URLSearchParams(s.query)}`;
    t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${s.name}: ${res.statusCode} ${res.body}`);
    const total = res.json().total as number;
    const api = await time(() => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }), RUNS);
    // The same two statements the service runs, straight on the database.
    const q = orderListQueries(database.db, orderListQuerySchema.parse(s.query), tenant);
    const rowsSql = q.rows.toSQL();
    const countSql = q.count.toSQL();
    const bare = await time(() => Promise.all([database.query(rowsSql.sql, rowsSql.params), database.query(countSql.sql, countSql.params)]), RUNS);
    const ratio = pct(api, 50) / pct(bare, 50);
    console.log(
      `  ${s.name.padEnd(30)} ${String(total).padStart(6)} ${ms(pct(api, 50)).padStart(10)} ${ms(pct(api, 95)).padStart(10)} ${ms(pct(bare, 50)).padStart(10)} ${ms(pct(bare, 95)).padStart(10)} ${ratio.toFixed(2).padStart(6)}`,
    );
  }
  await app.close();
}

function initialJsSize() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'dc-bench-dist-'));
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error', '--outDir', outDir], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  let raw = 0;
  let gz = 0;
  for (const f of new Set(files)) {
    const buf = readFileSync(path.join(outDir, f));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  rmSync(outDir, { recursive: true, force: true });
  console.log(`\n[console] JavaScript loaded up front (${files.length} files from index.html): ${(raw / 1024).toFixed(0)} KB, ${(gz / 1024).toFixed(0)} KB gzipped (target ≤ 350 KB)`);
}

const only = process.argv[2];
if (!only || only === 'pglite') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dc-bench-pglite-'));
  const db = await openDatabase({ dataDir: dir });
  try {
    await benchEngine('PGlite', db);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (!only || only === 'postgres') {
  const pg = process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL, stop: () => undefined } : startTempPostgres();
  if (!pg) console.log('\n[PostgreSQL] skipped: no PostgreSQL binaries (apt-get install postgresql) and no BENCH_DATABASE_URL');
  else {
    const db = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
    try {
      await benchEngine('PostgreSQL', db);
    } finally {
      await db.close();
      pg.stop();
    }
  }
}
if (!only || only === 'bundle') initialJsSize();
