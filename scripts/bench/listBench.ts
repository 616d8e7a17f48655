// Order list benchmark: seeds the demo plus bulk orders, then sends GET /api/order/list as the console does (today's
// range, sort "priority", 50 per page) and in filtered variants, through the real HTTP server, `concurrency` at a
// time, for an operator of all companies and a coordinator with two companies in two regions. Its measuring loop,
// measureJobs (a list of {name, user, url} jobs through the forked load generator), serves dashboardBench.ts too.
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { seedDemo } from '../../server/seed/demo/index.ts';
import { seedBulkOrders } from '../../server/seed/bulk.ts';
import type { Database } from '../../server/db/client.ts';
import { orderListStatements } from '../../server/services/orderListQuery.ts';
import { parseQueryString } from '../../server/querystring.ts';
import { orderListQuerySchema } from '../../domain/schemas.ts';
import { benchUser, sessionToken, type BenchApp, type BenchUser } from './benchApp.ts';
import type { LoadJob, LoadMessage, LoadReply, LoadResult } from './httpLoad.ts';
import { PROC_TICKS_PER_SECOND, procStat, processCpuMs, type ServerProcess } from './serverProcess.ts';
import { percentiles, type Percentiles } from './stats.ts';

export interface SeedReport {
  orders: number;
  bulkOrders: number;
  historyDays: number;
  demoMs: number;
  bulkMs: number;
  steps: { step: string; ms: number }[];
  today: number;
  ongoing: number;
  ongoingToday: number;
  companies: number;
  regions: number;
}

/** The demo data set plus bulk orders up to `orders` in all, `ordersPerDay` a day (so the history is orders / that). */
export async function seedForBench(
  database: Database,
  opts: {
    orders: number;
    ordersPerDay: number;
    now: Date;
    geoDataDir: string;
    reuse?: boolean;
    log: (line: string) => void;
  },
): Promise<SeedReport> {
  const [{ operators }] = await database.query<{ operators: number }>(
    'SELECT count(*)::int AS operators FROM operators',
  );
  if (operators > 0) {
    if (!opts.reuse) throw new Error('bench: the database is not empty (pass --reuse to measure its data as it is)');
    opts.log('  reusing the data already in the database (--reuse): nothing seeded');
    return { ...(await dataStats(database, opts.now)), bulkOrders: 0, historyDays: 0, demoMs: 0, bulkMs: 0, steps: [] };
  }
  let t = performance.now();
  await seedDemo(database.db, { geoDataDir: opts.geoDataDir, now: opts.now });
  const demoMs = performance.now() - t;
  const [{ demo }] = await database.query<{ demo: number }>('SELECT count(*)::int AS demo FROM orders');
  const bulkOrders = Math.max(0, opts.orders - demo);
  const historyDays = Math.max(14, Math.ceil(bulkOrders / opts.ordersPerDay));
  opts.log(
    `  demo seeded in ${(demoMs / 1000).toFixed(1)} s (${demo} orders); adding ${bulkOrders} bulk orders over ${historyDays} days …`,
  );
  const steps: SeedReport['steps'] = [];
  t = performance.now();
  await seedBulkOrders(database, bulkOrders, opts.now, {
    days: historyDays,
    onStep: (step, ms) => {
      steps.push({ step, ms: Math.round(ms) });
      opts.log(`    ${step.padEnd(22)} ${(ms / 1000).toFixed(1)} s`);
    },
  });
  const bulkMs = performance.now() - t;
  return {
    ...(await dataStats(database, opts.now)),
    bulkOrders,
    historyDays,
    demoMs: Math.round(demoMs),
    bulkMs: Math.round(bulkMs),
    steps,
  };
}

async function dataStats(database: Database, now: Date) {
  const [stats] = await database.query<
    Pick<SeedReport, 'orders' | 'today' | 'ongoing' | 'ongoingToday' | 'companies' | 'regions'>
  >(
    `SELECT count(*)::int AS orders,
            count(*) FILTER (WHERE created_at >= date_trunc('day', $1::timestamptz AT TIME ZONE 'Europe/Warsaw') AT TIME ZONE 'Europe/Warsaw')::int AS today,
            count(*) FILTER (WHERE is_ongoing)::int AS ongoing,
            count(*) FILTER (WHERE is_ongoing AND created_at >= date_trunc('day', $1::timestamptz AT TIME ZONE 'Europe/Warsaw') AT TIME ZONE 'Europe/Warsaw')::int AS "ongoingToday",
            count(DISTINCT company_id)::int AS companies, count(DISTINCT region_id)::int AS regions
     FROM orders`,
    [now],
  );
  return stats;
}

interface Variant {
  name: string;
  query: Record<string, string | string[]>;
}

/** The console's default query and filtered variants; filter values lie inside the coordinator's tenant. */
async function variants(database: Database, now: Date, coordinator: BenchUser): Promise<Variant[]> {
  const [day] = await database.query<{ todayFrom: Date; todayTo: Date; weekFrom: Date }>(
    `SELECT date_trunc('day', $1::timestamptz AT TIME ZONE 'Europe/Warsaw') AT TIME ZONE 'Europe/Warsaw' AS "todayFrom",
            (date_trunc('day', $1::timestamptz AT TIME ZONE 'Europe/Warsaw') + interval '1 day' - interval '1 millisecond')
              AT TIME ZONE 'Europe/Warsaw' AS "todayTo",
            (date_trunc('day', $1::timestamptz AT TIME ZONE 'Europe/Warsaw') - interval '6 days') AT TIME ZONE 'Europe/Warsaw' AS "weekFrom"`,
    [now],
  );
  const iso = (d: Date) => new Date(d).toISOString();
  const today = { dateFrom: iso(day.todayFrom), dateTo: iso(day.todayTo) };
  const week = { dateFrom: iso(day.weekFrom), dateTo: iso(day.todayTo) };
  const companyId = coordinator.tenant.companyIds[coordinator.tenant.companyIds.length - 1];
  const region = coordinator.tenant.regions[coordinator.tenant.regions.length - 1] ?? 'Kraków';
  // An order number the call center would read out: one of today's orders the coordinator may see too.
  const [order] = await database.query<{ orderNo: string }>(
    `SELECT o.order_no AS "orderNo" FROM orders o JOIN regions r ON r.id = o.region_id
     WHERE o.created_at >= $1 AND o.company_id = ANY ($2::int[]) AND r.name = $3 ORDER BY o.id DESC LIMIT 1`,
    [day.todayFrom, coordinator.tenant.companyIds, region],
  );
  return [
    { name: 'today, priority (console default)', query: { ...today } },
    { name: 'today, status new…arrived', query: { ...today, status: 'new,accepted,picked_up,arrived' } },
    { name: 'today, one company', query: { ...today, companyIds: [String(companyId)] } },
    { name: `today, region ${region}`, query: { ...today, region } },
    {
      name: `search order no ${order?.orderNo ?? '0ZZZ'}`,
      query: { ...today, globalIdSearch: order?.orderNo ?? '0ZZZ' },
    },
    { name: '7 days, sort stage', query: { ...week, sort: 'stage' } },
  ];
}

const queryString = (q: Variant['query']) => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) {
    if (Array.isArray(v)) for (const x of v) params.append(`${k}[]`, x);
    else params.set(k, v);
  }
  return params.toString();
};

/** What the load generator measured of one call: times, throughput, CPU per request and failures. */
export interface MeasuredFigures {
  server: Percentiles;
  client: Percentiles;
  requestsPerSecond: number;
  /** CPU time of the API server's process (Node) per request, whatever the other processes on the machine do. */
  serverCpuMs: number;
  /** CPU time of the local PostgreSQL server per request (null: PGlite, inside the Node process, or not measurable). */
  postgresCpuMs: number | null;
  /** CPU time of the load generator per request. */
  clientCpuMs: number;
  /** PGlite: the client's time with one request in flight (one console; no queue behind the embedded engine). */
  oneInFlight?: Percentiles;
  /** Failed requests (not 200) of the measured runs, warm-up included. */
  errors: number;
}

export interface VariantResult extends MeasuredFigures {
  variant: string;
  user: string;
  rows: number;
}

/** Runs jobs in the forked load generator, one after another. */
class LoadGenerator {
  private child: ChildProcess;
  private next = 1;
  private waiting = new Map<number, { resolve: (r: LoadResult) => void; reject: (e: Error) => void }>();

  constructor() {
    this.child = fork(path.join(import.meta.dirname, 'httpLoad.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    this.child.on('message', (m: LoadReply) => {
      this.waiting.get(m.id)?.resolve(m.result);
      this.waiting.delete(m.id);
    });
    this.child.on('exit', (code) => {
      for (const w of this.waiting.values()) w.reject(new Error(`load generator exited (${code})`));
      this.waiting.clear();
    });
  }

  run(job: LoadJob): Promise<LoadResult> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.child.send({ type: 'run', id, job } satisfies LoadMessage);
    });
  }

  close() {
    if (this.child.connected) this.child.send({ type: 'exit' } satisfies LoadMessage);
  }
}

/**
 * CPU time (ms) used so far by a local PostgreSQL server (the postmaster's children: backends, writers), read from
 * /proc; null when the server is not on this machine (or not Linux) or for PGlite, which runs inside the Node process.
 */
async function postgresCpuReader(database: Database): Promise<(() => number | null) | null> {
  if (database.engine !== 'postgres') return null;
  try {
    const [{ pid }] = await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const postmaster = procStat(pid)[1]; // ppid
    return () => {
      let total = 0;
      for (const p of readdirSync('/proc')) {
        if (!/^\d+$/.test(p)) continue;
        try {
          const f = procStat(p);
          if (f[1] === postmaster)
            total += Number(f[11]) + Number(f[12]); // utime + stime of a backend or worker
          // the postmaster itself, and its children that ended (cutime + cstime)
          else if (p === postmaster) total += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
        } catch {
          // the process ended meanwhile
        }
      }
      return (total / PROC_TICKS_PER_SECOND) * 1000;
    };
  } catch {
    return null;
  }
}

/**
 * The API server the load generator calls: its address, and the CPU time (ms) its process has used so far. The
 * benchmark's own server (in its process, the one PGlite must use) or a server in a process of its own (PostgreSQL),
 * as a production server runs: the bulk seed ran in the benchmark's process, and its million rows left the heap and
 * the JIT's type feedback as no production server has them.
 */
export interface LoadTarget {
  baseUrl: string;
  cpuMs(): number;
}

export const inProcessTarget = (bench: BenchApp): LoadTarget => ({
  baseUrl: bench.baseUrl,
  cpuMs: () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  },
});

export const serverProcessTarget = (server: ServerProcess): LoadTarget => ({
  baseUrl: server.baseUrl,
  cpuMs: () => processCpuMs(server.child.pid!),
});

export interface ListBenchOptions {
  requests: number;
  warmup: number;
  concurrency: number;
  explain: boolean;
  /** Also measure each row with one request in flight (PGlite: see MeasuredFigures.oneInFlight). */
  oneInFlight?: boolean;
  /** The server measured (default: the benchmark's own, inProcessTarget). */
  target?: LoadTarget;
  log: (line: string) => void;
}

export async function benchOrderList(
  database: Database,
  bench: BenchApp,
  now: Date,
  opts: ListBenchOptions,
): Promise<VariantResult[]> {
  const users = [await benchUser(database, 'operator'), await benchUser(database, 'coordinator')];
  const list = await variants(database, now, users[1]);
  if (opts.explain) await explainVariants(database, list, users, opts.log);
  const jobs = list.flatMap((v) =>
    users.map((user) => ({ name: v.name, user, url: `/api/order/list?${queryString(v.query)}` })),
  );
  const measured = await measureJobs(database, bench, jobs, opts);
  return measured.map((m): VariantResult => ({
    variant: m.job.name,
    user: m.job.user.username,
    rows: (m.first as { total: number }).total,
    ...m.figures,
  }));
}

/** A call the load generator measures: `url` is a path of the bench app with its query, sent as `user`. */
export interface BenchJob {
  name: string;
  user: BenchUser;
  url: string;
}

/** One job's figures. */
export interface JobMeasurement<J extends BenchJob = BenchJob> {
  job: J;
  /** The body of the job's first answer (a 200, read before the measured run), parsed. */
  first: unknown;
  figures: MeasuredFigures;
}

export type MeasureOptions = Pick<
  ListBenchOptions,
  'requests' | 'warmup' | 'concurrency' | 'oneInFlight' | 'target' | 'log'
>;

/**
 * Measures each job through the real HTTP server (opts.target, else the benchmark's own) with the forked load
 * generator: `concurrency` requests in flight, `requests` recorded after `warmup`, server time from the Server-Timing
 * header, CPU per request of the server's process, the local PostgreSQL and the load generator. Each user signs in
 * once (a session token). A job whose first answer is not a 200 stops the run.
 */
export async function measureJobs<J extends BenchJob>(
  database: Database,
  bench: BenchApp,
  jobs: J[],
  opts: MeasureOptions,
): Promise<JobMeasurement<J>[]> {
  const tokens = new Map<string, string>();
  for (const { user } of jobs)
    if (!tokens.has(user.username)) tokens.set(user.username, await sessionToken(bench.app, user));
  const target = opts.target ?? inProcessTarget(bench);
  const load = new LoadGenerator();
  const pgCpu = await postgresCpuReader(database);
  const results: JobMeasurement<J>[] = [];
  const runs = jobs.map((job) => ({ job, url: `${target.baseUrl}${job.url}`, token: tokens.get(job.user.username)! }));
  try {
    // The server in its steady state, as it is after minutes of consoles calling it: every job first runs
    // unrecorded (the JIT has compiled the request path, the heap has grown to its working size, and each pooled
    // connection holds the named statements), so the first rows do not carry the start-up.
    for (const { url, token } of runs)
      await load.run({ url, token, requests: 0, warmup: opts.warmup * 5, concurrency: opts.concurrency });
    for (const { job, url, token } of runs) {
      const first = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const firstBody = await first.text();
      if (first.status !== 200)
        throw new Error(`${job.name} as ${job.user.username}: HTTP ${first.status} ${firstBody.slice(0, 300)}`);
      const cpuBefore = target.cpuMs();
      const pgBefore = pgCpu?.() ?? null;
      const r = await load.run({
        url,
        token,
        requests: opts.requests,
        warmup: opts.warmup,
        concurrency: opts.concurrency,
      });
      const cpuAfter = target.cpuMs();
      const pgAfter = pgCpu?.() ?? null;
      const perRequest = (msTotal: number) => Math.round((msTotal / (opts.requests + opts.warmup)) * 100) / 100;
      const figures: MeasuredFigures = {
        server: percentiles(r.server),
        client: percentiles(r.client),
        requestsPerSecond: Math.round((r.server.length / r.wallMs) * 1000),
        serverCpuMs: perRequest(cpuAfter - cpuBefore),
        postgresCpuMs: pgBefore === null || pgAfter === null ? null : perRequest(pgAfter - pgBefore),
        clientCpuMs: perRequest(r.cpuMs),
        errors: r.errors.length,
      };
      results.push({ job, first: JSON.parse(firstBody), figures });
      if (opts.oneInFlight) {
        const single = await load.run({ url, token, requests: opts.requests, warmup: opts.warmup, concurrency: 1 });
        figures.oneInFlight = percentiles(single.client);
        figures.errors += single.errors.length;
      }
      if (r.errors.length)
        opts.log(`    ${job.name} as ${job.user.username}: ${r.errors.length} errors, first: ${r.errors[0]}`);
    }
  } finally {
    load.close();
  }
  return results;
}

/** EXPLAIN ANALYZE of every variant's statement (the page of rows, with the total), printed. */
async function explainVariants(database: Database, list: Variant[], users: BenchUser[], log: (line: string) => void) {
  for (const v of list) {
    for (const user of users) {
      const parsed = orderListQuerySchema.parse(parseQueryString(queryString(v.query)));
      const stmt = orderListStatements(parsed, user.tenant).rows;
      const plan = await database.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) ${stmt.text}`,
        stmt.params,
      );
      log(
        `\n  ── EXPLAIN page with total: ${v.name} as ${user.username}\n${plan.map((p) => `    ${p['QUERY PLAN']}`).join('\n')}`,
      );
    }
  }
}
