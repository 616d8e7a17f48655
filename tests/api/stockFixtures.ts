// Shared set-up of the warehouse and stock tests: operators holding the Warehouse and Stock scopes (one limited to
// company alpha in Warszawa), warehouses, drivers who can sign in to the driver API, and the ledger checks.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import type { Db } from '../../server/db/client.ts';
import type { CanView } from '../../domain/enums.ts';
import { bearer, login } from './fixtures.ts';

export const STOCK_PASSWORD = 'stock1234';

const canView = (on: boolean): CanView => ({
  sensitiveData: on,
  pinCode: on,
  cancellation: on,
  holdOrder: on,
  orderEstimations: on,
  orderRoute: on,
  comments: on,
  changeDriver: on,
  driverInfo: on,
  driverPayout: on,
});

/**
 * keeper: Warehouse scope; stocker: Stock scope; both: Warehouse and Stock; limited: Warehouse and Stock for
 * company alpha in Warszawa only. Returns their tokens by those keys.
 */
export async function stockOperators(
  app: FastifyInstance,
  alphaId: number,
): Promise<Record<'keeper' | 'stocker' | 'both' | 'limited', string>> {
  const passwordHash = await fixtureHash(STOCK_PASSWORD);
  const base = { passwordHash, accountType: 'xd_employee' as const, canView: canView(true) };
  await app.database.db.insert(s.operators).values([
    { ...base, username: 'keeper', email: 'keeper@x.pl', scope: ['warehouse'], allCompanies: true, allRegions: true },
    { ...base, username: 'stocker', email: 'stocker@x.pl', scope: ['stock'], allCompanies: true, allRegions: true },
    {
      ...base,
      username: 'both',
      email: 'both@x.pl',
      scope: ['warehouse', 'stock'],
      allCompanies: true,
      allRegions: true,
    },
    {
      ...base,
      username: 'limited',
      email: 'limited@x.pl',
      scope: ['warehouse', 'stock'],
      companyIds: [alphaId],
      regions: ['Warszawa'],
    },
  ]);
  const tokens = {} as Record<'keeper' | 'stocker' | 'both' | 'limited', string>;
  for (const who of ['keeper', 'stocker', 'both', 'limited'] as const)
    tokens[who] = await login(app, who, STOCK_PASSWORD);
  return tokens;
}

export async function makeWarehouse(db: Db, owner: string, companyId: number, regionId: number): Promise<number> {
  const [w] = await db.insert(s.warehouses).values({ owner, companyId, regionId }).returning({ id: s.warehouses.id });
  return w.id;
}

let driverSeq = 0;
let driverHash: string | null = null;

/** A driver of the region with the stock password (every company unless allowedCompanyIds says otherwise). */
export async function makeStockDriver(db: Db, regionId: number, extra: Partial<typeof s.drivers.$inferInsert> = {}) {
  driverHash ??= await fixtureHash(STOCK_PASSWORD);
  driverSeq++;
  const email = `stock.driver${driverSeq}.${Math.random().toString(36).slice(2, 6)}@drivers.test`;
  const [row] = await db
    .insert(s.drivers)
    .values({ firstName: 'Kierowca', lastName: `Nr${driverSeq}`, email, passwordHash: driverHash, regionId, ...extra })
    .returning({ id: s.drivers.id });
  return { id: row.id, email, name: `Kierowca Nr${driverSeq}` };
}

export async function driverToken(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/driver/sign-in',
    payload: { email, password: STOCK_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

export const api = (app: FastifyInstance) => ({
  get: (url: string, token?: string) =>
    app.inject({ method: 'GET', url: `/api${url}`, headers: token ? bearer(token) : {} }),
  post: (url: string, token: string | undefined, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: token ? bearer(token) : {}, payload }),
});

export interface LedgerCheck {
  /** Holders whose ledger (in − out) differs from their balance: `kind:id:product` → [ledger, balance]. */
  mismatches: Record<string, [number, number]>;
  negative: number;
  /** Sum of all balances per product. */
  totals: Record<string, number>;
}

/**
 * Replays the ledger: for every holder and product, the movements in minus out must equal the balance; no balance
 * may be negative. Totals per product are the sum of warehouse and driver balances.
 */
export async function checkLedger(app: FastifyInstance): Promise<LedgerCheck> {
  const q = app.database.query.bind(app.database);
  const ledger = await q<{ holder: string; product_id: number; net: number }>(`
    SELECT holder, product_id, sum(delta)::int AS net FROM (
      SELECT 'warehouse:' || to_warehouse_id AS holder, product_id, amount AS delta FROM stock_movements WHERE to_warehouse_id IS NOT NULL
      UNION ALL SELECT 'warehouse:' || from_warehouse_id, product_id, -amount FROM stock_movements WHERE from_warehouse_id IS NOT NULL
      UNION ALL SELECT 'driver:' || to_driver_id, product_id, amount FROM stock_movements WHERE to_driver_id IS NOT NULL
      UNION ALL SELECT 'driver:' || from_driver_id, product_id, -amount FROM stock_movements WHERE from_driver_id IS NOT NULL
    ) m GROUP BY holder, product_id`);
  const balances = await q<{ holder: string; product_id: number; amount: number }>(`
    SELECT 'warehouse:' || warehouse_id AS holder, product_id, amount FROM warehouse_stock
    UNION ALL SELECT 'driver:' || driver_id, product_id, amount FROM driver_stock`);
  const key = (r: { holder: string; product_id: number }) => `${r.holder}:${r.product_id}`;
  const seen = new Map<string, [number, number]>();
  for (const r of ledger) seen.set(key(r), [Number(r.net), 0]);
  for (const r of balances) seen.set(key(r), [seen.get(key(r))?.[0] ?? 0, Number(r.amount)]);
  const mismatches = Object.fromEntries([...seen].filter(([, [l, b]]) => l !== b));
  const totals: Record<string, number> = {};
  for (const r of balances) totals[r.product_id] = (totals[r.product_id] ?? 0) + Number(r.amount);
  return { mismatches, negative: balances.filter((b) => Number(b.amount) < 0).length, totals };
}
