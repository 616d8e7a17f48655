// Money and goods: nothing lost, doubled or negative. A few warehouses and drivers with stock, then
// 1,000 random transfers fired at once through the API (warehouse→driver, warehouse→warehouse, driver→warehouse and
// driver→driver exchanges, each exchange then confirmed or rejected by the receiving driver while the others run, and
// exchanges made before the storm confirmed AND rejected at once). Afterwards: the total stock of every product is
// unchanged, no balance is negative, the ledger replays to every balance, open exchanges never promise more than the
// giver holds, each confirmed exchange has exactly one ledger row, and every refusal is a 409 (insufficient_stock
// for transfers; stock_exchange_not_open for the loser of a confirm/reject race), never a 500. Runs on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL (where the transactions really run in parallel).
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import * as s from '../../server/db/schema.ts';
import { seededRng } from '../../server/simulator/movement.ts';
import { setupApp } from './fixtures.ts';
import { api, checkLedger, driverToken, makeStockDriver, makeWarehouse, stockOperators } from './stockFixtures.ts';

const ctx = setupApp();
const http = () => api(ctx.app);
const TRANSFERS = 1000;
let token = '';
const warehousesOf: Record<number, number[]> = {};
const drivers: { id: number; token: string }[] = [];
let products: { id: number; companyId: number }[] = [];
let before: Record<string, number> = {};
const preExchanges: { id: number; receiverToken: string }[] = [];

beforeAll(async () => {
  const db = ctx.app.database.db;
  const { alpha, beta } = ctx.fx.companies;
  const { waw, krk } = ctx.fx.regions;
  token = (await stockOperators(ctx.app, alpha)).both;
  products = [
    { id: ctx.fx.products.alphaA, companyId: alpha },
    { id: ctx.fx.products.alphaB, companyId: alpha },
    { id: ctx.fx.products.beta, companyId: beta },
  ];
  warehousesOf[alpha] = [
    await makeWarehouse(db, 'A1', alpha, waw),
    await makeWarehouse(db, 'A2', alpha, waw),
    await makeWarehouse(db, 'A3', alpha, krk),
  ];
  warehousesOf[beta] = [await makeWarehouse(db, 'B1', beta, waw), await makeWarehouse(db, 'B2', beta, krk)];
  for (let i = 0; i < 6; i++) {
    const d = await makeStockDriver(db, i % 2 ? krk : waw, i === 0 ? { type: 'ambassador' } : {});
    drivers.push({ id: d.id, token: await driverToken(ctx.app, d.email) });
  }
  for (const p of products) {
    for (const w of warehousesOf[p.companyId]) {
      const res = await http().post('/warehouse/add', token, {
        warehouseId: w,
        productId: p.id,
        amount: 150,
        serialNumber: `B-${w}-${p.id}`,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const d of drivers) {
      const res = await http().post('/stock/add', token, {
        amount: 20,
        warehouseId: warehousesOf[p.companyId][0],
        driverId: d.id,
        productId: p.id,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  // Exchanges made before the storm; during it each is confirmed and rejected at the same time.
  for (let i = 0; i < 30; i++) {
    const giver = drivers[i % drivers.length];
    const receiver = drivers[(i + 1) % drivers.length];
    const res = await http().post('/stock/transfer-batch-finish', token, {
      amount: 2,
      productId: products[i % 3].id,
      givingDriverId: giver.id,
      receivingDriverId: receiver.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    preExchanges.push({ id: res.json().exchangeId, receiverToken: receiver.token });
  }
  before = (await checkLedger(ctx.app)).totals;
});

interface Outcome {
  kind: string;
  status: number;
  errorCode?: string;
}

const outcome = (kind: string, res: LightMyRequestResponse): Outcome => ({
  kind,
  status: res.statusCode,
  errorCode: res.statusCode === 200 ? undefined : res.json().errorCode,
});

describe('1,000 concurrent random transfers', () => {
  it('keep every total, never go negative, replay from the ledger, and refuse only with 409s', async () => {
    const rng = seededRng(20250610);
    const pick = <T>(list: T[]) => list[Math.floor(rng() * list.length)];
    const two = <T>(list: T[]): [T, T] => {
      const a = pick(list);
      let b = pick(list);
      while (b === a) b = pick(list);
      return [a, b];
    };
    const jobs: (() => Promise<Outcome[]>)[] = [];
    for (let i = 0; i < TRANSFERS; i++) {
      const p = pick(products);
      const amount = 1 + Math.floor(rng() * 25);
      const kind = rng();
      const decide = rng();
      if (kind < 0.3) {
        const w = pick(warehousesOf[p.companyId]);
        const d = pick(drivers);
        jobs.push(async () => [
          outcome(
            'wtd',
            await http().post('/stock/add', token, { amount, warehouseId: w, driverId: d.id, productId: p.id }),
          ),
        ]);
      } else if (kind < 0.45) {
        const [a, b] = two(warehousesOf[p.companyId]);
        jobs.push(async () => [
          outcome(
            'wtw',
            await http().post('/stock/transfer-batch-wtw', token, {
              amount,
              givingWarehouseId: a,
              receivingWarehouseId: b,
              productId: p.id,
            }),
          ),
        ]);
      } else if (kind < 0.7) {
        const d = pick(drivers);
        const w = pick(warehousesOf[p.companyId]);
        jobs.push(async () => [
          outcome(
            'dtw',
            await http().post('/stock/transfer-batch-dtw', token, {
              amount,
              givingDriverId: d.id,
              receivingWarehouseId: w,
              productId: p.id,
            }),
          ),
        ]);
      } else {
        const [giver, receiver] = two(drivers);
        jobs.push(async () => {
          const created = await http().post('/stock/transfer-batch-finish', token, {
            amount,
            productId: p.id,
            givingDriverId: giver.id,
            receivingDriverId: receiver.id,
          });
          const results = [outcome('dtd', created)];
          if (created.statusCode !== 200 || decide < 0.15) return results; // some stay pending
          const exchangeId = created.json().exchangeId;
          if (decide < 0.5)
            results.push(
              outcome('exchange', await http().post('/driver/stock/exchange/start', receiver.token, { exchangeId })),
            );
          const step = decide < 0.8 ? 'confirm' : 'reject';
          results.push(
            outcome('exchange', await http().post(`/driver/stock/exchange/${step}`, receiver.token, { exchangeId })),
          );
          return results;
        });
      }
    }
    // Each exchange made before: confirm and reject at once, in the middle of the storm.
    const races = preExchanges.map(({ id, receiverToken }) => async () => {
      const [confirm, reject] = await Promise.all([
        http().post('/driver/stock/exchange/confirm', receiverToken, { exchangeId: id }),
        http().post('/driver/stock/exchange/reject', receiverToken, { exchangeId: id }),
      ]);
      return [outcome('race', confirm), outcome('race', reject)];
    });
    const all = [...jobs.slice(0, TRANSFERS / 2), ...races, ...jobs.slice(TRANSFERS / 2)];
    const outcomes = (await Promise.all(all.map((job) => job()))).flat();

    // Never a 500; transfers are refused only for want of stock.
    expect(outcomes.filter((o) => o.status >= 500)).toEqual([]);
    const refusals = outcomes.filter((o) => o.status !== 200);
    expect(
      refusals.filter((o) => o.kind !== 'race').every((o) => o.status === 409 && o.errorCode === 'insufficient_stock'),
      JSON.stringify(refusals.slice(0, 5)),
    ).toBe(true);
    expect(
      refusals
        .filter((o) => o.kind === 'race')
        .every((o) => o.status === 409 && ['stock_exchange_not_open', 'insufficient_stock'].includes(o.errorCode!)),
    ).toBe(true);
    // Both outcomes happen in a run this size.
    expect(outcomes.filter((o) => o.kind !== 'race' && o.status === 200).length).toBeGreaterThan(100);
    expect(refusals.length).toBeGreaterThan(0);

    const after = await checkLedger(ctx.app);
    expect(after.totals).toEqual(before);
    expect(after.negative).toBe(0);
    expect(after.mismatches).toEqual({});

    const q = ctx.app.database.query.bind(ctx.app.database);
    // Open exchanges never promise more than the giver holds.
    const overPromised = await q(`
      SELECT x.giving_driver_id, x.product_id, sum(x.amount)::int AS reserved, coalesce(max(ds.amount), 0) AS amount
      FROM stock_exchanges x LEFT JOIN driver_stock ds ON ds.driver_id = x.giving_driver_id AND ds.product_id = x.product_id
      WHERE x.status IN ('pending', 'in_progress')
      GROUP BY x.giving_driver_id, x.product_id HAVING sum(x.amount) > coalesce(max(ds.amount), 0)`);
    expect(overPromised).toEqual([]);
    // A confirmed exchange has one ledger row; any other none; each raced exchange ended exactly one way.
    const exchangeRows = await q<{ status: string; moves: number }>(`
      SELECT x.status, (SELECT count(*)::int FROM stock_movements m WHERE m.exchange_id = x.id) AS moves FROM stock_exchanges x`);
    expect(exchangeRows.filter((x) => x.moves !== (x.status === 'confirmed' ? 1 : 0))).toEqual([]);
    const raced = await ctx.app.database.db
      .select({ id: s.stockExchanges.id, status: s.stockExchanges.status })
      .from(s.stockExchanges);
    const racedIds = new Set(preExchanges.map((x) => x.id));
    expect(raced.filter((x) => racedIds.has(x.id) && !['confirmed', 'rejected'].includes(x.status))).toEqual([]);
    // About 21 s in a whole run on the usual machine; in the clean-clone run at 6c5b4e7, on a machine three times
    // slower (the API project 199 s instead of 70), it ran past the project's limit of 60 s and was cut off.
  }, 180_000);
});
