// The order list over several days of the demo data plus bulk orders: the total (whole days from the day counts,
// partial days counted) equals the number of matching orders for every filter and tenant and stays so while orders
// are written and the changes are folded; the stage sort pages in the order of the whole list, on either side of
// its half.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { DEFAULT_GEO_DATA_DIR, testConfig } from '../../server/config.ts';
import { seedBulkOrders } from '../../server/seed/bulk.ts';
import { seedDemo } from '../../server/seed/demo/index.ts';
import { foldOrderDayCounts } from '../../server/services/orderCounts.ts';
import { zonedParts, zonedTimeToUtc } from '../../domain/timeSlots.ts';
import type { OrderListItem } from '../../domain/api.ts';
import { bearer, insertOrder, login, NOW, type Fixture } from './fixtures.ts';
import { testDatabase } from './testDatabase.ts';

const ctx = {} as {
  app: FastifyInstance;
  coordinator: { companyIds: number[]; regions: string[] };
  companies: number[];
  regions: { id: number; name: string }[];
};
const tokens: Record<string, string> = {};
let disposeDatabase: (() => Promise<void>) | undefined;

/** Warsaw midnight of the calendar day `daysBack` days before NOW's Warsaw day (0: today's, −1: tomorrow's). */
const warsawMidnight = (daysBack: number) => {
  const today = zonedParts(NOW);
  const d = new Date(Date.UTC(today.year, today.month - 1, today.day - daysBack));
  return zonedTimeToUtc(
    { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() },
    { hour: 0, minute: 0 },
  );
};
const endOfToday = () => new Date(warsawMidnight(-1).getTime() - 1);

const sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => ctx.app.database.query<T>(text, params);

async function list(token: string, query: Record<string, string | string[] | undefined>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) v.forEach((x) => params.append(`${k}[]`, x));
    else if (v !== undefined) params.append(k, v);
  }
  const res = await ctx.app.inject({ method: 'GET', url: `/api/order/list?${params}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: OrderListItem[]; total: number };
}

interface Filter {
  from: Date;
  to: Date;
  statuses?: string[];
  companyIds?: number[];
  region?: string;
  /** The demo coordinator's tenant: two companies, two regions. */
  coordinator?: boolean;
  /** showPastActiveOrders (what the console sends): the orders of earlier days still ongoing too. */
  pastOngoing?: boolean;
}

/** The matching orders, sorted as the stage sort lists them, straight from the table. */
async function expectedIds(f: Filter): Promise<number[]> {
  const range = `o.created_at >= $1 AND o.created_at < $2::timestamptz + interval '1 millisecond'`;
  const conditions = [f.pastOngoing ? `((${range}) OR (o.is_ongoing AND o.created_at < $1))` : range];
  const params: unknown[] = [f.from.toISOString(), f.to.toISOString()];
  const add = (text: (n: string) => string, value: unknown) => conditions.push(text(`$${params.push(value)}`));
  if (f.statuses) add((n) => `o.status = ANY (${n}::text[])`, f.statuses);
  if (f.companyIds) add((n) => `o.company_id = ANY (${n}::int[])`, f.companyIds);
  if (f.region) add((n) => `r.name = ${n}`, f.region);
  if (f.coordinator) {
    add((n) => `o.company_id = ANY (${n}::int[])`, ctx.coordinator.companyIds);
    add((n) => `r.name = ANY (${n}::text[])`, ctx.coordinator.regions);
  }
  const rows = await sql<{ id: number }>(
    `SELECT o.id FROM orders o JOIN regions r ON r.id = o.region_id WHERE ${conditions.join(' AND ')}
     ORDER BY o.stage_began_at ASC, o.created_at DESC, o.id DESC`,
    params,
  );
  return rows.map((r) => r.id);
}

const queryOf = (f: Filter, extra: Record<string, string> = {}) => ({
  dateFrom: f.from.toISOString(),
  dateTo: f.to.toISOString(),
  status: f.statuses?.join(','),
  companyIds: f.companyIds?.map(String),
  region: f.region,
  showPastActiveOrders: f.pastOngoing ? 'true' : undefined,
  ...extra,
});

let filters: [string, Filter][] = [];

beforeAll(async () => {
  const made = await testDatabase();
  disposeDatabase = made.dispose;
  ctx.app = await buildApp(testConfig({ databaseUrl: made.databaseUrl }), { database: made.database });
  await seedDemo(ctx.app.database.db, { now: NOW, geoDataDir: DEFAULT_GEO_DATA_DIR });
  // 3,000 orders over the last 6 days (today included) on top of the demo's two weeks.
  const added = await seedBulkOrders(ctx.app.database, 3000, NOW, { days: 7 });
  expect(added).toBe(3000);
  tokens.operator = await login(ctx.app, 'operator', 'operator123');
  tokens.coordinator = await login(ctx.app, 'coordinator', 'coordinator123');
  [ctx.coordinator] = await sql<{ companyIds: number[]; regions: string[] }>(
    `SELECT company_ids AS "companyIds", regions FROM operators WHERE username = 'coordinator'`,
  );
  ctx.companies = (await sql<{ id: number }>(`SELECT DISTINCT company_id AS id FROM orders ORDER BY 1`)).map(
    (r) => r.id,
  );
  ctx.regions = await sql<{ id: number; name: string }>('SELECT id, name FROM regions ORDER BY id');
  const week = { from: warsawMidnight(6), to: endOfToday() };
  const partial = {
    from: new Date(warsawMidnight(4).getTime() + 10 * 3600_000 + 17 * 60_000),
    to: new Date(warsawMidnight(1).getTime() + 14 * 3600_000 + 3 * 60_000),
  };
  filters = [
    ['7 whole days', week],
    ['today', { from: warsawMidnight(0), to: endOfToday() }],
    ['partial days at both ends', partial],
    [
      'within one day',
      {
        from: new Date(warsawMidnight(2).getTime() + 8 * 3600_000),
        to: new Date(warsawMidnight(2).getTime() + 15 * 3600_000),
      },
    ],
    ['7 days, ended statuses', { ...week, statuses: ['delivered', 'finished', 'cancelled'] }],
    ['7 days, one company', { ...week, companyIds: [ctx.coordinator.companyIds[0]] }],
    ['7 days, region', { ...week, region: 'Kraków' }],
    ['partial, status and companies', { ...partial, statuses: ['delivered'], companyIds: ctx.companies.slice(0, 3) }],
    ['7 days, coordinator, status', { ...week, coordinator: true, statuses: ['delivered', 'cancelled'] }],
    ['7 days, coordinator', { ...week, coordinator: true }],
    ['today with the ongoing orders of earlier days', { from: warsawMidnight(0), to: endOfToday(), pastOngoing: true }],
    [
      'partial days, region, with the ongoing orders of earlier days',
      { ...partial, region: 'Kraków', pastOngoing: true },
    ],
  ];
});

afterAll(async () => {
  await ctx.app?.close();
  await disposeDatabase?.();
});

async function expectTotalsExact(label: string) {
  for (const [name, f] of filters) {
    const body = await list(f.coordinator ? tokens.coordinator : tokens.operator, queryOf(f, { perPage: '1' }));
    expect(body.total, `${label}: ${name}`).toBe((await expectedIds(f)).length);
  }
}

describe('order list over days of bulk orders', () => {
  it('has orders in every filter the totals are checked with', async () => {
    for (const [name, f] of filters) expect((await expectedIds(f)).length, name).toBeGreaterThan(0);
    expect((await expectedIds(filters[0][1])).length).toBeGreaterThan(2000);
  });

  it('answers the number of matching orders as the total, for whole days, partial days, filters and tenants', async () => {
    await expectTotalsExact('after the bulk load');
  });

  it('keeps the total exact while orders are created, change status, move and are deleted, folded or not', async () => {
    const db = ctx.app.database.db;
    // A new order of a coordinator's company in a coordinator's region (insertOrder's columns of a pickup delivery).
    const companyId = ctx.coordinator.companyIds[0];
    const regionId = ctx.regions.find((r) => r.name === ctx.coordinator.regions[0])!.id;
    const fx = { companies: { alpha: companyId }, regions: { waw: regionId } } as Fixture;
    const otherRegion = ctx.regions.find((r) => !ctx.coordinator.regions.includes(r.name))!.id;
    const otherCompany = ctx.companies.find((id) => !ctx.coordinator.companyIds.includes(id))!;
    const created = [];
    for (let i = 0; i < 6; i++) {
      created.push(
        await insertOrder(db, fx, `Q${i}0A`, 'new', {
          createdAt: new Date(warsawMidnight(i % 3).getTime() + 9 * 3600_000),
          stageBeganAt: new Date(warsawMidnight(i % 3).getTime() + 9 * 3600_000),
        }),
      );
    }
    await expectTotalsExact('after inserts');
    // An operator cancels one through the API; others change status, company and region directly.
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/cancel',
      headers: bearer(tokens.operator),
      payload: { orderId: created[0].id, reason: 'CLIENTS_REQUEST' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await sql(`UPDATE orders SET status = 'accepted', status_priority = 50 WHERE id = $1`, [created[1].id]);
    await sql(`UPDATE orders SET company_id = $2 WHERE id = $1`, [created[2].id, otherCompany]);
    await sql(`UPDATE orders SET region_id = $2 WHERE id = $1`, [created[3].id, otherRegion]);
    await sql(
      `UPDATE orders SET created_at = created_at - interval '1 day', stage_began_at = stage_began_at - interval '1 day' WHERE id = $1`,
      [created[4].id],
    );
    await sql(`UPDATE orders SET updated_at = now() WHERE id = $1`, [created[5].id]);
    await expectTotalsExact('after updates, not folded');
    // Two folds at once (several processes): the changes are folded once.
    const changes = (await sql<{ n: number }>('SELECT count(*)::int AS n FROM order_day_count_changes'))[0].n;
    expect(changes).toBeGreaterThan(0);
    const folded = await Promise.all([foldOrderDayCounts(db), foldOrderDayCounts(db)]);
    expect(folded[0] + folded[1]).toBe(changes);
    expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM order_day_count_changes'))[0].n).toBe(0);
    await expectTotalsExact('after the fold');
    await sql('DELETE FROM order_products WHERE order_id = $1', [created[5].id]);
    await sql('DELETE FROM orders WHERE id = $1', [created[5].id]);
    await expectTotalsExact('after a delete');
    await foldOrderDayCounts(db);
    await expectTotalsExact('after the second fold');
  });

  it('pages the stage sort in the order of the whole list, before and past the half of it', async () => {
    for (const [name, f] of filters) {
      const expected = await expectedIds(f);
      // About seven pages: the first ones walk the stage index, the last ones sort the range.
      const perPage = Math.min(500, Math.max(1, Math.ceil(expected.length / 7)));
      const got: number[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / perPage); page++) {
        const body = await list(
          f.coordinator ? tokens.coordinator : tokens.operator,
          queryOf(f, { sort: 'stage', perPage: String(perPage), page: String(page) }),
        );
        expect(body.total, name).toBe(expected.length);
        got.push(...body.items.map((i) => i.id));
      }
      expect(got, name).toEqual(expected);
    }
  });

  it('takes dateTo as inclusive to the millisecond', async () => {
    const at = new Date(warsawMidnight(1).getTime() + 12 * 3600_000);
    const order = await insertOrder(
      ctx.app.database.db,
      { companies: { alpha: ctx.companies[0] }, regions: { waw: ctx.regions[0].id } } as Fixture,
      'Q9MS',
      'new',
      { createdAt: at, stageBeganAt: at },
    );
    // 0.6 ms into its millisecond.
    await sql(
      `UPDATE orders SET created_at = created_at + interval '600 microseconds', stage_began_at = stage_began_at + interval '600 microseconds' WHERE id = $1`,
      [order.id],
    );
    const search = (to: Date) =>
      list(tokens.operator, {
        dateFrom: new Date(at.getTime() - 60_000).toISOString(),
        dateTo: to.toISOString(),
        sort: 'stage',
        perPage: '500',
      });
    expect((await search(at)).items.map((i) => i.id)).toContain(order.id);
    expect((await search(new Date(at.getTime() - 1))).items.map((i) => i.id)).not.toContain(order.id);
  });
});
