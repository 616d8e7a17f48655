// Dashboard benchmark: the operations dashboard's three calls as the console sends them (GET /api/dashboard/orders,
// /api/dashboard/attention and /api/dashboard/drivers, no query: the console's default; and filtered by a region),
// through the real HTTP server, `concurrency` at a time, for an operator of all companies and a coordinator with two
// companies in two regions; measured by listBench.ts's measureJobs, on the data seedForBench seeded (1M orders on
// PostgreSQL). A call the user may not make (the drivers page) is skipped for that user, and listed as skipped.
// --explain prints EXPLAIN (ANALYZE, BUFFERS) of every statement each call sends, as the server runs them (captured
// from the connection pool during one call, then prepared and executed with their generic plan, as the pool's
// plan_cache_mode makes the server run them).
import type { Database } from '../../server/db/client.ts';
import { ATTENTION_KINDS, type AttentionKind } from '../../domain/enums.ts';
import type { DashboardAttention, DashboardDrivers, DashboardOrders } from '../../domain/dashboard.ts';
import { benchUser, sessionToken, type BenchApp, type BenchUser } from './benchApp.ts';
import { measureJobs, type BenchJob, type MeasureOptions, type MeasuredFigures } from './listBench.ts';

/** Issue 25: the dashboard's queries at 1,000,000 orders on PostgreSQL, p95 ≤ 50 ms server time at 10 concurrent. */
export const DASHBOARD_GOAL_P95_MS = 50;

const CALLS = ['orders', 'attention', 'drivers'] as const;
type DashboardCall = (typeof CALLS)[number];

export interface DashboardCallResult extends MeasuredFigures {
  /** The path called, e.g. /api/dashboard/orders. */
  call: string;
  /** "console default" (no query) or the filter, e.g. "region Kraków". */
  variant: string;
  user: string;
  /** What the first answer held, in short (orders today, attention list totals, online drivers). */
  answer: string;
}

/** What the dashboard finds in the data (the operator's answers: every company and region). */
export interface DashboardData {
  /** Orders created today (Europe/Warsaw), as /dashboard/orders counts them. */
  ordersToday: number;
  /** Of them still ongoing (new, accepted, picked up, arrived). */
  ongoingToday: number;
  /** Every ongoing order, whatever its day. */
  ongoing: number;
  /** Each attention list's total. */
  attention: Record<AttentionKind, number>;
  onlineDrivers: number;
  /** The region of the filtered variant. */
  region: string;
}

export interface DashboardBenchResult {
  data: DashboardData;
  results: DashboardCallResult[];
  skipped: { call: string; variant: string; user: string; reason: string }[];
  goalP95Ms: number;
}

interface DashboardJob extends BenchJob {
  call: DashboardCall;
  variant: string;
}

const ONGOING = ['new', 'accepted', 'picked_up', 'arrived'] as const;

function answerText(call: DashboardCall, body: unknown): string {
  if (call === 'orders') {
    const b = body as DashboardOrders;
    const ongoing = ONGOING.reduce((n, s) => n + (b.totals.counts[s] ?? 0), 0);
    return `${b.totals.total} today (${ongoing} ongoing), ${b.regions.length} regions`;
  }
  if (call === 'attention') {
    const b = body as DashboardAttention;
    return b.lists.map((l) => `${l.kind} ${l.total}`).join(', ');
  }
  const b = body as DashboardDrivers;
  return `${b.regions.reduce((n, r) => n + r.online, 0)} online, ${b.regions.length} regions`;
}

export interface DashboardBenchOptions extends MeasureOptions {
  explain: boolean;
}

export async function benchDashboard(
  database: Database,
  bench: BenchApp,
  opts: DashboardBenchOptions,
): Promise<DashboardBenchResult> {
  const users = [await benchUser(database, 'operator'), await benchUser(database, 'coordinator')];
  const coordinator = users[1];
  // A region the coordinator sees too (as the order list's benchmark picks it).
  const region = coordinator.tenant.regions[coordinator.tenant.regions.length - 1] ?? 'Kraków';
  const variants = [
    { name: 'console default', query: '' },
    { name: `region ${region}`, query: `?${new URLSearchParams({ region })}` },
  ];
  const candidates: DashboardJob[] = variants.flatMap((v) =>
    CALLS.flatMap((call) =>
      users.map((user) => ({
        name: `/api/dashboard/${call}, ${v.name}`,
        call,
        variant: v.name,
        user,
        url: `/api/dashboard/${call}${v.query}`,
      })),
    ),
  );

  // Which calls each user may make (the route's guard answers 403 for a page the user lacks).
  const tokens = new Map<string, string>();
  for (const user of users) tokens.set(user.username, await sessionToken(bench.app, user));
  const jobs: DashboardJob[] = [];
  const skipped: DashboardBenchResult['skipped'] = [];
  for (const job of candidates) {
    const res = await bench.app.inject({
      method: 'GET',
      url: job.url,
      headers: { authorization: `Bearer ${tokens.get(job.user.username)!}` },
    });
    if (res.statusCode === 403) {
      const reason = `HTTP 403 (${res.json<{ message?: string }>().message ?? 'no access'}): the user lacks the page`;
      skipped.push({ call: `/api/dashboard/${job.call}`, variant: job.variant, user: job.user.username, reason });
      opts.log(`  skipped ${job.name} as ${job.user.username}: ${reason}`);
    } else jobs.push(job);
  }

  if (opts.explain) await explainCalls(database, bench, jobs, tokens, opts.log);

  const measured = await measureJobs(database, bench, jobs, opts);
  const results = measured.map((m): DashboardCallResult => ({
    call: `/api/dashboard/${m.job.call}`,
    variant: m.job.variant,
    user: m.job.user.username,
    answer: answerText(m.job.call, m.first),
    ...m.figures,
  }));
  return {
    data: await dashboardData(database, bench, users[0], tokens.get(users[0].username)!, region),
    results,
    skipped,
    goalP95Ms: DASHBOARD_GOAL_P95_MS,
  };
}

/** The figures the operator's dashboard shows now (every company and region). */
async function dashboardData(
  database: Database,
  bench: BenchApp,
  user: BenchUser,
  token: string,
  region: string,
): Promise<DashboardData> {
  const get = async <T>(url: string): Promise<T> => {
    const res = await bench.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url} as ${user.username}: HTTP ${res.statusCode}`);
    return res.json<T>();
  };
  const orders = await get<DashboardOrders>('/api/dashboard/orders');
  const attention = await get<DashboardAttention>('/api/dashboard/attention');
  const drivers = await get<DashboardDrivers>('/api/dashboard/drivers');
  const [{ ongoing }] = await database.query<{ ongoing: number }>(
    'SELECT count(*)::int AS ongoing FROM orders WHERE is_ongoing',
  );
  return {
    ordersToday: orders.totals.total,
    ongoingToday: ONGOING.reduce((n, s) => n + (orders.totals.counts[s] ?? 0), 0),
    ongoing,
    attention: Object.fromEntries(
      ATTENTION_KINDS.map((k) => [k, attention.lists.find((l) => l.kind === k)?.total ?? 0]),
    ) as Record<AttentionKind, number>,
    onlineDrivers: drivers.regions.reduce((n, r) => n + r.online, 0),
    region,
  };
}

interface CapturedStatement {
  text: string;
  params: unknown[];
}

/** The statements a call sends to the pool (the auth hook's session lookup left out), captured during one call. */
async function captureStatements(
  database: Database,
  bench: BenchApp,
  url: string,
  token: string,
): Promise<CapturedStatement[]> {
  const pool = database.pool as unknown as { query: (...args: unknown[]) => unknown } | undefined;
  if (!pool) return [];
  const captured: CapturedStatement[] = [];
  const original = pool.query;
  pool.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') captured.push({ text: first, params: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      // node-postgres takes the values in the config or as the second argument (drizzle's way).
      const q = first as { text: string; values?: unknown[] };
      captured.push({ text: q.text, params: Array.isArray(second) ? second : (q.values ?? []) });
    }
    return original.apply(this, args);
  };
  try {
    await bench.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  } finally {
    pool.query = original;
  }
  return captured.filter((s) => !/"auth_sessions"|"operators"|"app_settings"/.test(s.text));
}

/** A parameter's value as an SQL literal for EXECUTE (its type comes from the prepared statement). */
function literal(v: unknown): string {
  const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v instanceof Date) return quote(v.toISOString());
  if (Array.isArray(v))
    return quote(
      `{${v.map((x) => (x === null ? 'NULL' : `"${String(x instanceof Date ? x.toISOString() : x).replace(/["\\]/g, (c) => `\\${c}`)}"`)).join(',')}}`,
    );
  if (typeof v === 'object') return quote(JSON.stringify(v));
  return quote(String(v));
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement each call sends, printed: each statement is prepared on a pooled
 * connection (plan_cache_mode = force_generic_plan, as the server's) and executed with the call's values, so the plan
 * is the generic one the server runs.
 */
async function explainCalls(
  database: Database,
  bench: BenchApp,
  jobs: DashboardJob[],
  tokens: Map<string, string>,
  log: (line: string) => void,
) {
  if (!database.pool) {
    log('  --explain: PostgreSQL only');
    return;
  }
  const client = await database.pool.connect();
  try {
    for (const job of jobs) {
      const statements = await captureStatements(database, bench, job.url, tokens.get(job.user.username)!);
      for (const [i, s] of statements.entries()) {
        await client.query(`PREPARE dc_bench_explain AS ${s.text}`);
        try {
          const args = s.params.length ? `(${s.params.map(literal).join(', ')})` : '';
          const plan = await client.query<{ 'QUERY PLAN': string }>(
            `EXPLAIN (ANALYZE, BUFFERS) EXECUTE dc_bench_explain${args}`,
          );
          log(
            `\n  ── EXPLAIN ${job.name} as ${job.user.username}, statement ${i + 1} of ${statements.length}: ` +
              `${s.text.replace(/\s+/g, ' ').slice(0, 160)}…\n${plan.rows.map((p) => `    ${p['QUERY PLAN']}`).join('\n')}`,
          );
        } finally {
          await client.query('DEALLOCATE dc_bench_explain');
        }
      }
    }
  } finally {
    client.release();
  }
}
