// Stock transfer benchmark: transfers per second under `clients` concurrent HTTP clients on PostgreSQL for
// `seconds`, with the demo's warehouses, drivers and stock, then the conservation check: the total stock of every
// product (warehouses + drivers) unchanged, no balance negative, the ledger (stock_movements) replaying to every
// balance, and open exchanges never promising more than the giver holds. The load runs in a child process
// (stockLoad.ts) against the real HTTP server (buildApp) in this one.
import { fork } from 'node:child_process';
import path from 'node:path';
import type { Database } from '../../server/db/client.ts';
import { benchUser, sessionToken, type BenchApp } from './benchApp.ts';
import type { StockLoadJob, StockLoadMessage, StockLoadReply, StockLoadResult, StockPlan } from './stockLoad.ts';
import { percentiles, type Percentiles } from './stats.ts';

export interface StockSnapshot {
  /** Sum of warehouse and driver balances per product id. */
  totals: Record<string, number>;
  negative: number;
  /** Holder × product pairs whose ledger (in − out) differs from the balance. */
  ledgerMismatches: number;
  /** Driver × product pairs whose open exchanges promise more than the driver holds. */
  overPromised: number;
  movements: number;
}

export interface StockBenchResult {
  at: string;
  engine: string;
  clients: number;
  seconds: number;
  data: { warehouses: number; drivers: number; products: number };
  requests: number;
  requestsPerSecond: number;
  /** Answers 200 of the transfer calls (the four console calls and the drivers' confirmations), per second. */
  transfersPerSecond: number;
  /** Stock actually moved: ledger rows written during the run, per second. */
  movementsPerSecond: number;
  byCall: Record<string, { requests: number; ok: number }>;
  refused: Record<string, number>;
  errors: number;
  errorSamples: string[];
  latencyMs: Percentiles;
  before: StockSnapshot;
  after: StockSnapshot;
  conservation: { ok: boolean; problems: string[] };
}

export async function stockSnapshot(database: Database): Promise<StockSnapshot> {
  const [row] = await database.query<{
    totals: Record<string, number> | null;
    negative: number;
    mismatches: number;
    over: number;
    movements: number;
  }>(`
    WITH balances AS (
      SELECT 'w' || warehouse_id AS holder, product_id, amount FROM warehouse_stock
      UNION ALL SELECT 'd' || driver_id, product_id, amount FROM driver_stock
    ), ledger AS (
      SELECT holder, product_id, sum(delta) AS net FROM (
        SELECT 'w' || to_warehouse_id AS holder, product_id, amount AS delta FROM stock_movements WHERE to_warehouse_id IS NOT NULL
        UNION ALL SELECT 'w' || from_warehouse_id, product_id, -amount FROM stock_movements WHERE from_warehouse_id IS NOT NULL
        UNION ALL SELECT 'd' || to_driver_id, product_id, amount FROM stock_movements WHERE to_driver_id IS NOT NULL
        UNION ALL SELECT 'd' || from_driver_id, product_id, -amount FROM stock_movements WHERE from_driver_id IS NOT NULL
      ) m GROUP BY holder, product_id
    ), open AS (
      SELECT giving_driver_id, product_id, sum(amount) AS reserved FROM stock_exchanges
      WHERE status IN ('pending', 'in_progress') GROUP BY giving_driver_id, product_id
    )
    SELECT
      (SELECT json_object_agg(product_id, total) FROM (SELECT product_id, sum(amount)::int AS total FROM balances GROUP BY product_id) t) AS totals,
      (SELECT count(*)::int FROM balances WHERE amount < 0) AS negative,
      (SELECT count(*)::int FROM balances b FULL JOIN ledger l USING (holder, product_id) WHERE coalesce(b.amount, 0) <> coalesce(l.net, 0)) AS mismatches,
      (SELECT count(*)::int FROM open o LEFT JOIN driver_stock ds ON ds.driver_id = o.giving_driver_id AND ds.product_id = o.product_id
         WHERE o.reserved > coalesce(ds.amount, 0)) AS over,
      (SELECT count(*)::int FROM stock_movements) AS movements`);
  return {
    totals: row.totals ?? {},
    negative: row.negative,
    ledgerMismatches: row.mismatches,
    overPromised: row.over,
    movements: row.movements,
  };
}

/** The warehouses, transferable products and drivers (with driver-API sessions) the clients move stock between. */
async function stockPlan(database: Database, bench: BenchApp, maxDrivers: number): Promise<StockPlan> {
  const warehouses = await database.query<{ id: number; companyId: number }>(
    'SELECT id, company_id AS "companyId" FROM warehouses ORDER BY id',
  );
  const companyIds = [...new Set(warehouses.map((w) => w.companyId))];
  const products = await database.query<{ id: number; companyId: number }>(
    'SELECT id, company_id AS "companyId" FROM products WHERE can_transfer_stock AND active AND company_id = ANY($1) ORDER BY id',
    [companyIds],
  );
  const drivers = await database.query<{ id: number; allowedCompanyIds: number[] }>(
    `SELECT id, allowed_company_ids AS "allowedCompanyIds" FROM drivers
     WHERE active AND NOT blocked AND (cardinality(allowed_company_ids) = 0 OR allowed_company_ids && $1::int[])
     ORDER BY (SELECT count(*) FROM driver_stock ds WHERE ds.driver_id = drivers.id AND ds.amount > 0) DESC, id LIMIT $2`,
    [companyIds, maxDrivers],
  );
  const holdings = await database.query<{ driverId: number; productId: number; amount: number }>(
    `SELECT driver_id AS "driverId", product_id AS "productId", amount FROM driver_stock WHERE amount > 0 AND driver_id = ANY($1)`,
    [drivers.map((d) => d.id)],
  );
  const planDrivers: StockPlan['drivers'] = [];
  for (const d of drivers) {
    const { token } = await bench.app.services.auth.createSession('driver', d.id);
    const own = Object.fromEntries(
      holdings.filter((h) => h.driverId === d.id).map((h) => [String(h.productId), h.amount]),
    );
    planDrivers.push({ id: d.id, token, allowedCompanyIds: d.allowedCompanyIds, holdings: own });
  }
  return { warehouses, products, drivers: planDrivers };
}

function runLoad(job: StockLoadJob): Promise<StockLoadResult> {
  const child = fork(path.join(import.meta.dirname, 'stockLoad.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  return new Promise<StockLoadResult>((resolve, reject) => {
    child.once('message', (m: StockLoadReply) => {
      child.send({ type: 'exit' } satisfies StockLoadMessage);
      resolve(m.result);
    });
    child.once('exit', (code) => reject(new Error(`bench: the stock load generator exited (${code})`)));
    child.send({ type: 'run', job } satisfies StockLoadMessage);
  });
}

/** Compares two snapshots: totals equal, nothing negative, the ledger replaying, no over-promised exchange. */
export function conservationProblems(before: StockSnapshot, after: StockSnapshot): string[] {
  const problems: string[] = [];
  const ids = new Set([...Object.keys(before.totals), ...Object.keys(after.totals)]);
  for (const id of ids) {
    if ((before.totals[id] ?? 0) !== (after.totals[id] ?? 0))
      problems.push(`product ${id}: total ${before.totals[id] ?? 0} before, ${after.totals[id] ?? 0} after`);
  }
  if (after.negative) problems.push(`${after.negative} negative balance(s)`);
  if (after.ledgerMismatches > before.ledgerMismatches)
    problems.push(`${after.ledgerMismatches} balance(s) differ from the ledger (${before.ledgerMismatches} before)`);
  if (after.overPromised > before.overPromised)
    problems.push(`${after.overPromised} driver balance(s) below their open exchanges (${before.overPromised} before)`);
  return problems;
}

export async function benchStock(
  database: Database,
  bench: BenchApp,
  opts: { clients: number; seconds: number; engine: string; maxDrivers?: number; log: (line: string) => void },
): Promise<StockBenchResult> {
  const plan = await stockPlan(database, bench, opts.maxDrivers ?? 80);
  if (!plan.warehouses.length || !plan.products.length || plan.drivers.length < 2)
    throw new Error('bench: no warehouses, products or drivers to move stock between (is the demo seeded?)');
  const token = await sessionToken(bench.app, await benchUser(database, 'admin'));
  opts.log(
    `  ${plan.warehouses.length} warehouses, ${plan.products.length} transferable products, ${plan.drivers.length} drivers; ${opts.clients} clients for ${opts.seconds} s …`,
  );
  const before = await stockSnapshot(database);
  const load = await runLoad({
    baseUrl: bench.baseUrl,
    token,
    clients: opts.clients,
    seconds: opts.seconds,
    seed: 20250610,
    plan,
  });
  const after = await stockSnapshot(database);
  const problems = conservationProblems(before, after);
  const seconds = load.wallMs / 1000;
  const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
  const byCall = Object.fromEntries(
    Object.keys(load.requests).map((k) => [k, { requests: load.requests[k], ok: load.ok[k] ?? 0 }]),
  );
  return {
    at: new Date().toISOString(),
    engine: opts.engine,
    clients: opts.clients,
    seconds: Math.round(seconds * 10) / 10,
    data: { warehouses: plan.warehouses.length, drivers: plan.drivers.length, products: plan.products.length },
    requests: sum(load.requests),
    requestsPerSecond: Math.round(sum(load.requests) / seconds),
    transfersPerSecond: Math.round(sum(load.ok) / seconds),
    movementsPerSecond: Math.round((after.movements - before.movements) / seconds),
    byCall,
    refused: load.refused,
    errors: load.errors.length,
    errorSamples: [...new Set(load.errors)].slice(0, 5),
    latencyMs: percentiles(load.latencies),
    before,
    after,
    conservation: {
      ok: problems.length === 0 && load.errors.length === 0,
      problems: load.errors.length ? [...problems, `${load.errors.length} request(s) failed`] : problems,
    },
  };
}
