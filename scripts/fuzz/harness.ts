// Runs the hostile requests of generator.ts against an app (buildApp + inject, no network): every API route, as each
// kind of caller the route is meant for (a super admin, a client user, a driver, nobody for public routes), and
// checks two things of every answer: it is not a server error (5xx), and a request that was refused (4xx) or that
// only reads (GET) changed no row of the database. Shared by tests/api/fuzz.test.ts and `npm run fuzz`.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../server/services/auth.ts';
import * as s from '../../server/db/schema.ts';
import type { Database } from '../../server/db/client.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import {
  fuzzCases,
  queryStringOf,
  routesFromOpenApi,
  type FuzzCase,
  type FuzzRoute,
  type OpenApiDocument,
} from './generator.ts';

export type CallerKind = 'operator' | 'client' | 'driver' | 'anonymous';

/** A signed-in account the fuzzer calls as (anonymous: no token). */
export interface FuzzCaller {
  kind: CallerKind;
  login?: string;
  password?: string;
  token?: string;
}

/**
 * The fuzzer's own accounts, with ids far above the data set's (so that generated ids, which name the data set's
 * rows, never change or deactivate them): a super admin, a client user of `companyId`, a driver in `regionId`.
 */
export const FUZZ_IDS = { operator: 900_001, client: 900_002, driver: 900_003 } as const;
const FUZZ_PASSWORD = 'Fuzz-pass-2024';

export async function createFuzzCallers(
  database: Database,
  place: { companyId: number; regionId: number },
): Promise<FuzzCaller[]> {
  const passwordHash = await hashPassword(FUZZ_PASSWORD);
  const { db } = database;
  await db.insert(s.operators).values({
    id: FUZZ_IDS.operator,
    username: 'fuzz-admin',
    email: 'fuzz-admin@fuzz.test',
    passwordHash,
    scope: ['superAdmin', 'wallet', 'zipCodes'],
    accountType: 'xd_employee',
    canView: canViewDefaults('xd_employee'),
    allCompanies: true,
    allRegions: true,
  });
  await db.insert(s.clientUsers).values({
    id: FUZZ_IDS.client,
    email: 'fuzz-client@fuzz.test',
    name: 'Fuzz Client',
    passwordHash,
    companyId: place.companyId,
  });
  await db.insert(s.drivers).values({
    id: FUZZ_IDS.driver,
    firstName: 'Fuzz',
    lastName: 'Driver',
    email: 'fuzz-driver@fuzz.test',
    passwordHash,
    regionId: place.regionId,
  });
  return [
    { kind: 'operator', login: 'fuzz-admin', password: FUZZ_PASSWORD },
    { kind: 'client', login: 'fuzz-client@fuzz.test', password: FUZZ_PASSWORD },
    { kind: 'driver', login: 'fuzz-driver@fuzz.test', password: FUZZ_PASSWORD },
    { kind: 'anonymous' },
  ];
}

/** Tables whose rows change by design when a request is refused or only reads. */
const VOLATILE_TABLES = new Set([
  'login_attempts', // the throttles count refused guesses (sign-in, PIN, demo requests)
  'auth_sessions', // sign-ins and refreshes
  'idempotency_keys', // a retry-safe write keeps its refusal too, for the replays of its Idempotency-Key
  'socket_io_attachments',
  'app_settings',
  '__drizzle_migrations',
]);
/** Reads that record that they happened (the route's own documented write). */
const WRITING_READS = new Set(['GET /api/driver/notifications']);

/**
 * Counts every row written from now on, per table (but the volatile ones), in fuzz_row_writes: a row trigger on each
 * table of the fuzzed database (a throw-away one). A write rolled back is rolled back from the count too, so the
 * count changes exactly when a request left rows changed. Answers the query that reads the counts.
 */
async function countRowWrites(database: Database): Promise<string> {
  await database.query(`CREATE TABLE IF NOT EXISTS fuzz_row_writes (table_name text PRIMARY KEY, n bigint NOT NULL)`);
  await database.query(`CREATE OR REPLACE FUNCTION fuzz_count_row_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO fuzz_row_writes VALUES (TG_TABLE_NAME, 1) ON CONFLICT (table_name) DO UPDATE SET n = fuzz_row_writes.n + 1;
      RETURN NULL;
    END $$`);
  const tables = await database.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  for (const { name } of tables) {
    if (VOLATILE_TABLES.has(name) || name === 'fuzz_row_writes') continue;
    await database.query(`DROP TRIGGER IF EXISTS fuzz_count_row_write ON "${name}"`);
    await database.query(
      `CREATE TRIGGER fuzz_count_row_write AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_row_write()`,
    );
  }
  return `SELECT coalesce(string_agg(table_name || '=' || n, ' ' ORDER BY table_name), '') AS digest FROM fuzz_row_writes`;
}

export interface FuzzFailure {
  caller: CallerKind;
  problem: string;
  method: string;
  url: string;
  status: number;
  hostile: string[];
  query: string;
  /** The body sent, cut to 300 characters. */
  body?: string;
  /** The answer, cut to 300 characters. */
  answer: string;
}

export interface FuzzReport {
  routes: number;
  requests: number;
  /** Answers by status code. */
  statuses: Record<number, number>;
  serverErrors: number;
  /** Refused or read-only requests that changed rows. */
  unexpectedWrites: number;
  /** The first failing cases (at most `maxFailures`). */
  failures: FuzzFailure[];
  /** The routes, as "METHOD url", with how many requests each got. */
  perRoute: Record<string, number>;
  /** The time spent on each route, in ms. */
  perRouteMs: Record<string, number>;
}

export interface FuzzOptions {
  /** Requests per route and caller. */
  runs: number;
  seed?: number;
  /** Only routes whose "METHOD url" contains this text. */
  only?: string;
  /** Keep at most this many failing cases (default 20). */
  maxFailures?: number;
  /** Check that refused and read-only requests write nothing (default true). */
  checkWrites?: boolean;
  /** Called after each route. */
  progress?: (done: number, total: number, report: FuzzReport) => void;
}

/** The calls that end the caller's own session: fuzzing them would only sign the fuzzer out. */
const ENDS_SESSION = new Set(['POST /api/logout', 'POST /api/driver/logout']);

type RouteRule = { kind: string; paths?: string[] } | null;

/** Which callers a route is meant for, by its access rule. */
function callersOf(rule: RouteRule): CallerKind[] {
  switch (rule?.kind) {
    case 'public':
      return ['anonymous', 'operator'];
    case 'driver':
      return ['driver'];
    case 'driverOrAnyOf':
      return ['driver', 'operator'];
    default:
      return ['operator', 'client'];
  }
}

const cut = (text: string | undefined, max = 300) =>
  text === undefined ? undefined : text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/** The OpenAPI description's routes joined with the route table's access rules. */
export async function fuzzRoutesOf(app: FastifyInstance): Promise<{ route: FuzzRoute; rule: RouteRule }[]> {
  await app.ready();
  const routes = routesFromOpenApi(app.swagger() as OpenApiDocument);
  const rules = new Map(app.routeTable.map((r) => [`${r.method} ${r.url}`, r.rule as RouteRule]));
  return routes
    .filter((r) => rules.has(`${r.method} ${r.url}`))
    .map((route) => ({ route, rule: rules.get(`${route.method} ${route.url}`)! }));
}

/** Sends hostile requests to every route and reports the answers. */
export async function fuzzApi(app: FastifyInstance, callers: FuzzCaller[], options: FuzzOptions): Promise<FuzzReport> {
  const database = app.database;
  const maxFailures = options.maxFailures ?? 20;
  const checkWrites = options.checkWrites ?? true;
  const report: FuzzReport = {
    routes: 0,
    requests: 0,
    statuses: {},
    serverErrors: 0,
    unexpectedWrites: 0,
    failures: [],
    perRoute: {},
    perRouteMs: {},
  };
  const byKind = new Map(callers.map((c) => [c.kind, c]));

  /** Puts a caller's account back as it was and signs it in again (a fuzzed call may have changed its password). */
  const signIn = async (caller: FuzzCaller) => {
    if (caller.kind === 'anonymous') return;
    await database.query('DELETE FROM login_attempts');
    const hash = await hashPassword(caller.password!);
    const id = FUZZ_IDS[caller.kind];
    const table = caller.kind === 'operator' ? 'operators' : caller.kind === 'client' ? 'client_users' : 'drivers';
    await database.query(`UPDATE ${table} SET password_hash = $1 WHERE id = $2`, [hash, id]);
    const url = caller.kind === 'driver' ? '/api/driver/sign-in' : '/api/auth/login';
    const payload =
      caller.kind === 'driver'
        ? { email: caller.login, password: caller.password }
        : { username: caller.login, password: caller.password };
    const res = await app.inject({ method: 'POST', url, payload });
    if (res.statusCode !== 200)
      throw new Error(`fuzz: ${caller.kind} ${caller.login} cannot sign in again: ${res.statusCode} ${res.body}`);
    caller.token = res.json().token;
  };
  for (const caller of callers) await signIn(caller);

  const digestSql = checkWrites ? await countRowWrites(database) : '';
  const digest = async () => (checkWrites ? (await database.query<{ digest: string }>(digestSql))[0]!.digest : '');
  let before = await digest();

  const routes = (await fuzzRoutesOf(app)).filter(
    ({ route }) =>
      !ENDS_SESSION.has(`${route.method} ${route.url}`) &&
      (!options.only || `${route.method} ${route.url}`.includes(options.only)),
  );
  let seed = options.seed ?? 42;
  for (const [index, { route, rule }] of routes.entries()) {
    report.routes++;
    const key = `${route.method} ${route.url}`;
    const routeStarted = performance.now();
    for (const kind of callersOf(rule)) {
      const caller = byKind.get(kind);
      if (!caller) continue;
      const cases = fc.sample(fuzzCases(route), { numRuns: options.runs, seed: seed++ });
      for (const fuzzCase of cases) {
        const res = await send(app, fuzzCase, caller.token);
        report.requests++;
        report.perRoute[key] = (report.perRoute[key] ?? 0) + 1;
        report.statuses[res.statusCode] = (report.statuses[res.statusCode] ?? 0) + 1;
        const fail = (problem: string) => {
          if (report.failures.length >= maxFailures) return;
          report.failures.push({
            caller: kind,
            problem,
            method: fuzzCase.method,
            url: fuzzCase.url,
            status: res.statusCode,
            hostile: fuzzCase.hostile,
            query: cut(queryStringOf(fuzzCase.query))!,
            body: cut(fuzzCase.body),
            answer: cut(res.body)!,
          });
        };
        if (res.statusCode >= 500) {
          report.serverErrors++;
          fail('server error');
        }
        const after = await digest();
        const mayWrite = route.method !== 'GET' ? res.statusCode < 400 : WRITING_READS.has(key);
        if (after !== before && !mayWrite) {
          report.unexpectedWrites++;
          fail(
            `${route.method === 'GET' ? 'a read' : 'a refused request'} changed rows (${changedTables(before, after)})`,
          );
        }
        before = after;
        // The throttles would soon answer 429 to everything: once one does, the counts start again.
        if (res.statusCode === 429) await database.query('DELETE FROM login_attempts');
        // A fuzzed call may have ended the caller's session (a password change revokes them): sign in again.
        if (res.statusCode === 401 && caller.token) {
          await signIn(caller);
          before = await digest();
        }
      }
    }
    report.perRouteMs[key] = Math.round(performance.now() - routeStarted);
    options.progress?.(index + 1, routes.length, report);
  }
  return report;
}

/** The tables whose write counts differ between two digests. */
const changedTables = (before: string, after: string) => {
  const counts = (digest: string) =>
    new Map(
      digest
        .split(' ')
        .filter(Boolean)
        .map((pair) => pair.split('=') as [string, string]),
    );
  const a = counts(before);
  return [...counts(after)]
    .filter(([table, n]) => a.get(table) !== n)
    .map(([table]) => table)
    .join(', ');
};

async function send(app: FastifyInstance, fuzzCase: FuzzCase, token: string | undefined) {
  const query = queryStringOf(fuzzCase.query);
  const headers: Record<string, string> = { ...fuzzCase.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (fuzzCase.body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
    method: fuzzCase.method as 'GET',
    url: query ? `${fuzzCase.url}?${query}` : fuzzCase.url,
    headers,
    ...(fuzzCase.body !== undefined ? { payload: fuzzCase.body } : {}),
  });
}

/** The report as text lines: totals, answers by status, and the first failing cases. */
export function describeReport(report: FuzzReport): string[] {
  const statuses = Object.entries(report.statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  const lines = [
    `${report.requests} requests to ${report.routes} routes; ${report.serverErrors} answers ≥ 500; ${report.unexpectedWrites} refused or read-only requests that changed rows`,
    `answers: ${statuses}`,
  ];
  for (const f of report.failures) {
    lines.push(
      `- ${f.problem}: ${f.method} ${f.url}${f.query ? `?${f.query}` : ''} as ${f.caller} → ${f.status}; hostile: ${f.hostile.join(', ')}`,
    );
    if (f.body !== undefined) lines.push(`    body: ${f.body}`);
    lines.push(`    answer: ${f.answer}`);
  }
  return lines;
}
