import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderListItem } from '../../domain/api.ts';
import { inArray } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import { bearer, insertOrder, NOW, setupApp, signInAll, startOfToday } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'coordinator', 'client', 'nobody');
});

const today = () => ({
  dateFrom: startOfToday().toISOString(),
  dateTo: new Date(NOW.getTime() + 60_000).toISOString(),
});

async function list(token: string, query: Record<string, string | string[] | undefined> = {}) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v)) v.forEach((x) => params.append(`${k}[]`, x));
    else if (v !== undefined) params.append(k, v);
  }
  const res = await ctx.app.inject({ method: 'GET', url: `/api/order/list?${params}`, headers: bearer(token) });
  return res;
}
const ids = (items: OrderListItem[]) => items.map((i) => i.id);

describe('GET /api/order/list', () => {
  it('lists the orders created in the date range, sorted by status priority then longest time in stage', async () => {
    // Orders created 10-60 minutes ago may fall before midnight when the suite runs just after it; use a wide range.
    const res = await list(tokens.operator, {
      dateFrom: new Date(NOW.getTime() - 24 * 3600_000).toISOString(),
      dateTo: NOW.toISOString(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const { orders: o } = ctx.fx;
    // new (99): betaNew began 15 min ago, newWaw 10 → betaNew first; accepted 50; picked_up 40; cancelled 10; delivered
    // 2.
    expect(ids(body.items)).toEqual([o.betaNew, o.newWaw, o.acceptedWaw, o.betaPicked, o.cancelledKrk, o.deliveredWaw]);
    expect(body.total).toBe(6);
    expect(body).toMatchObject({ page: 1, perPage: 50 });
  });

  it('returns the list columns: company, region, stage, reason group, driver, times and flags', async () => {
    const { items } = (await list(tokens.operator, { globalIdSearch: 'T003' })).json();
    expect(items).toHaveLength(1);
    const row: OrderListItem = items[0];
    expect(row).toMatchObject({
      orderNo: 'T003',
      status: 'cancelled',
      reasonGroup: 'not_accepted',
      company: { name: 'Alpha Pharmacy', logo: '/images/companies/alpha.svg' },
      region: { name: 'Kraków' },
      pickupPoint: { name: 'Main store', city: 'Kraków' },
      stage: { status: 'cancelled', isOngoing: false },
      totalRealizationTime: null,
    });
    // An ended order's clock stops: no time in stage (its stage began 34 minutes ago).
    expect(row.timeInStage).toBeNull();
    const accepted: OrderListItem = (await list(tokens.operator, { globalIdSearch: 'T001' })).json().items[0];
    expect(accepted.timeInStage).toBeGreaterThanOrEqual(20);
    expect(accepted.driver).toMatchObject({ firstName: 'Jan', lastName: 'Kowalski' });
    expect(accepted.stage).toMatchObject({ isOngoing: true, toBePickedUp: true, inDelivery: false });
    expect(accepted.realizedWithin).toEqual({ promiseMinutes: 180, onTime: null });
  });

  it('paginates on the server with a stable total', async () => {
    const range = { dateFrom: new Date(NOW.getTime() - 24 * 3600_000).toISOString(), dateTo: NOW.toISOString() };
    const p1 = (await list(tokens.operator, { ...range, perPage: '4', page: '1' })).json();
    const p2 = (await list(tokens.operator, { ...range, perPage: '4', page: '2' })).json();
    expect(p1.items).toHaveLength(4);
    expect(p2.items).toHaveLength(2);
    expect(p1.total).toBe(6);
    expect(new Set([...ids(p1.items), ...ids(p2.items)]).size).toBe(6);
  });

  it('pages the priority sort in the order of the whole list, across the active and the ended orders', async () => {
    const range = { dateFrom: new Date(NOW.getTime() - 24 * 3600_000).toISOString(), dateTo: NOW.toISOString() };
    const whole = ids((await list(tokens.operator, range)).json().items);
    expect(whole).toHaveLength(6);
    for (const perPage of [1, 3, 4, 5]) {
      const pages: number[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / perPage) + 1; page++) {
        const body = (await list(tokens.operator, { ...range, perPage: String(perPage), page: String(page) })).json();
        expect(body.total).toBe(6);
        pages.push(...ids(body.items));
      }
      expect(pages, `perPage ${perPage}`).toEqual(whole);
    }
    // A filter applies to both parts: one active and one ended status, the second page holding the ended one.
    const mixed = (
      await list(tokens.operator, { ...range, status: 'accepted,cancelled', perPage: '1', page: '2' })
    ).json();
    expect(ids(mixed.items)).toEqual([ctx.fx.orders.cancelledKrk]);
    expect(mixed.total).toBe(2);
  });

  it('filters by status (comma-joined, "all" sentinel), company (bracket array), region name and product', async () => {
    const range = { dateFrom: new Date(NOW.getTime() - 24 * 3600_000).toISOString(), dateTo: NOW.toISOString() };
    const { orders: o, companies: c, products: p } = ctx.fx;
    expect(ids((await list(tokens.operator, { ...range, status: 'new,picked_up' })).json().items).sort()).toEqual(
      [o.newWaw, o.betaNew, o.betaPicked].sort(),
    );
    expect((await list(tokens.operator, { ...range, status: 'all' })).json().total).toBe(6);
    expect(ids((await list(tokens.operator, { ...range, companyIds: [String(c.beta)] })).json().items).sort()).toEqual(
      [o.betaNew, o.betaPicked].sort(),
    );
    expect(ids((await list(tokens.operator, { ...range, region: 'Kraków' })).json().items).sort()).toEqual(
      [o.cancelledKrk, o.betaPicked].sort(),
    );
    expect(ids((await list(tokens.operator, { ...range, productId: String(p.alphaB) })).json().items)).toEqual([
      o.acceptedWaw,
    ]);
  });

  it('finds an order by order no, external id or id whatever its date', async () => {
    const { orders: o } = ctx.fx;
    expect(ids((await list(tokens.operator, { ...today(), globalIdSearch: 't006' })).json().items)).toEqual([
      o.oldOngoing,
    ]);
    expect(ids((await list(tokens.operator, { globalIdSearch: 'EXT-BETA-1' })).json().items)).toEqual([o.betaNew]);
    expect(ids((await list(tokens.operator, { globalIdSearch: String(o.oldDelivered) })).json().items)).toEqual([
      o.oldDelivered,
    ]);
  });

  it('shows exactly one order by orderId (an order’s link) whatever its date, within the caller’s reach', async () => {
    const { orders: o } = ctx.fx;
    expect(ids((await list(tokens.operator, { ...today(), orderId: String(o.oldDelivered) })).json().items)).toEqual([
      o.oldDelivered,
    ]);
    expect((await list(tokens.client, { orderId: String(o.betaNew) })).json().total).toBe(0); // another company's
    const bad = await list(tokens.operator, { orderId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['orderId']);
  });

  it('finds orders by the receiver name (contains, case-insensitive) and phone (digits, with or without +48 and spaces) for a caller who sees sensitive data', async () => {
    const { orders: o } = ctx.fx;
    const db = ctx.app.database.db;
    const receiver = await insertOrder(db, ctx.fx, 'R001', 'delivered', {
      clientName: 'Małgorzata Żółkiewska-Nowak',
      clientPhone: '+48 501 234 567',
      createdAt: new Date(NOW.getTime() - 5 * 86400_000),
    });
    const other = await insertOrder(db, ctx.fx, 'R002', 'new', {
      clientName: 'Jan 100% Pewny_Klient',
      clientPhone: '0048 502 000 111',
    });
    try {
      const found = async (phrase: string, token = tokens.operator) =>
        ids((await list(token, { ...today(), globalIdSearch: phrase })).json().items);
      // The name contains the phrase, whatever the letters' case (Polish letters too), whatever the order's date.
      for (const phrase of ['żółkiewska', 'ŻÓŁKIEWSKA-NOWAK', 'gorzata ż', 'Małgorzata Żółkiewska-Nowak'])
        expect(await found(phrase), phrase).toEqual([receiver.id]);
      // The phone: its 9 digits, with or without +48 / 0048, spaces or dashes.
      for (const phrase of ['501234567', '501 234 567', '+48 501 234 567', '+48501234567', '0048 501-234-567'])
        expect(await found(phrase), phrase).toEqual([receiver.id]);
      expect(await found('502 000 111')).toEqual([other.id]);
      // LIKE wildcards are taken literally; a phrase that is no whole number matches no phone; short phrases no name.
      expect(await found('100%')).toEqual([other.id]);
      expect(await found('y_K')).toEqual([other.id]);
      expect(await found('%')).toEqual([]);
      expect(await found('501 234')).toEqual([]);
      expect(await found('+48 501 234 56')).toEqual([]);
      expect(await found('Ma')).toEqual([]);
      // Numbers and ids still find their orders.
      expect(await found('R001')).toEqual([receiver.id]);
      expect(await found('t006')).toEqual([o.oldOngoing]);
      // Without canView.sensitiveData (the coordinator), receivers are not searched: no probing of hidden data.
      expect(await found('żółkiewska', tokens.coordinator)).toEqual([]);
      expect(await found('501234567', tokens.coordinator)).toEqual([]);
      expect(await found('R001', tokens.coordinator)).toEqual([receiver.id]);
      // A receiver whose personal data was hashed away (retention) is no one's: its leftovers match nothing.
      await db
        .update(s.orders)
        .set({ hasHashedSensitiveData: true, clientName: 'MLMP745Q', clientPhone: '+48 501 234 567' })
        .where(inArray(s.orders.id, [receiver.id]));
      expect(await found('745')).toEqual([]);
      expect(await found('501234567')).toEqual([]);
      expect(await found('R001')).toEqual([receiver.id]); // its number still finds it
    } finally {
      await db.delete(s.orders).where(inArray(s.orders.id, [receiver.id, other.id]));
    }
  });

  it('adds ongoing orders created before the range with showPastActiveOrders', async () => {
    const { orders: o } = ctx.fx;
    const range = { dateFrom: new Date(NOW.getTime() - 24 * 3600_000).toISOString(), dateTo: NOW.toISOString() };
    const without = ids((await list(tokens.operator, range)).json().items);
    const withPast = ids((await list(tokens.operator, { ...range, showPastActiveOrders: 'true' })).json().items);
    expect(without).not.toContain(o.oldOngoing);
    expect(withPast).toContain(o.oldOngoing);
    expect(withPast).not.toContain(o.oldDelivered);
  });

  it('shows a client user only its own company, even when it asks for another one', async () => {
    const { companies: c } = ctx.fx;
    const all = (await list(tokens.client, { showPastActiveOrders: 'true' })).json();
    expect(all.total).toBe(6);
    expect(all.items.every((i: OrderListItem) => i.company.id === c.alpha)).toBe(true);
    expect((await list(tokens.client, { companyIds: [String(c.beta)] })).json().total).toBe(0);
    expect((await list(tokens.client, { globalIdSearch: 'EXT-BETA-1' })).json().total).toBe(0);
  });

  it('shows an operator only its assigned companies and regions', async () => {
    const { companies: c, regions: r } = ctx.fx;
    const { items, total } = (await list(tokens.coordinator)).json();
    expect(total).toBe(5); // alpha orders in Warszawa: newWaw, acceptedWaw, deliveredWaw, oldOngoing, oldDelivered
    expect(items.every((i: OrderListItem) => i.company.id === c.alpha && i.region.id === r.waw)).toBe(true);
  });

  it('answers 401 without a token and 403 without order permission', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/order/list' })).statusCode).toBe(401);
    const res = await list(tokens.nobody);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ name: 'Forbidden', errorCode: 'insufficient_permissions' });
  });

  it('answers 400 with field errors for an unknown status, a bad date and a reversed range', async () => {
    const bad = await list(tokens.operator, { status: 'new,flying', dateFrom: 'yesterday', perPage: '100000' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['dateFrom', 'perPage', 'status.1']);
    const reversed = await list(tokens.operator, { dateFrom: NOW.toISOString(), dateTo: startOfToday().toISOString() });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.dateTo).toEqual(['validation.dateRangeReversed']);
  });

  it('answers 400 with a field error on dateTo when the range spans more than 7 days (DATE_RANGE_MAX_DAYS)', async () => {
    const day = 86400_000;
    const start = startOfToday().getTime();
    const long = await list(tokens.operator, {
      dateFrom: '2026-01-01T00:00:00.000Z',
      dateTo: '2026-11-24T23:59:59.999Z',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: { dateTo: ['validation.dateRangeTooLong'] },
    });
    // Eight whole days: refused; seven (what the console's date picker allows): listed.
    const eight = await list(tokens.operator, {
      dateFrom: new Date(start - 7 * day).toISOString(),
      dateTo: new Date(start + day - 1).toISOString(),
    });
    expect(eight.statusCode).toBe(400);
    expect(eight.json().errors.dateTo).toEqual(['validation.dateRangeTooLong']);
    const seven = await list(tokens.operator, {
      dateFrom: new Date(start - 6 * day).toISOString(),
      dateTo: new Date(start + day - 1).toISOString(),
    });
    expect(seven.statusCode, seven.body).toBe(200);
  });
});

describe('reference lists', () => {
  it('lists regions sorted by name and products of the visible companies', async () => {
    const regions = (
      await ctx.app.inject({ method: 'GET', url: '/api/region/list?active=true', headers: bearer(tokens.operator) })
    ).json();
    expect(regions.map((r: { name: string }) => r.name)).toEqual(['Kraków', 'Warszawa']);
    const products = (
      await ctx.app.inject({ method: 'GET', url: '/api/product/list', headers: bearer(tokens.client) })
    ).json();
    expect(products.map((p: { code: string }) => p.code).sort()).toEqual(['A-DEVICE', 'A-PARCEL']);
    const coordRegions = (
      await ctx.app.inject({ method: 'GET', url: '/api/region/list', headers: bearer(tokens.coordinator) })
    ).json();
    expect(coordRegions.map((r: { name: string }) => r.name)).toEqual(['Warszawa']);
  });
});

describe('GET /api/order/list/export (every matching row as CSV)', () => {
  const exportCsv = async (token: string, query: Record<string, string | string[] | undefined> = {}) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) {
      if (Array.isArray(v)) v.forEach((x) => params.append(`${k}[]`, x));
      else if (v !== undefined) params.append(k, v);
    }
    return ctx.app.inject({ method: 'GET', url: `/api/order/list/export?${params}`, headers: bearer(token) });
  };
  const dataLines = (body: string) => body.slice(1, -2).split('\r\n');

  it('streams every row the list matches with the same filters, whatever the page, newest first', async () => {
    const query = { ...today(), showPastActiveOrders: 'true' };
    const listed = (await list(tokens.operator, { ...query, perPage: '500' })).json();
    const res = await exportCsv(tokens.operator, { ...query, perPage: '1', page: '2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = dataLines(res.body);
    expect(header.split(',').slice(0, 4)).toEqual(['order_id', 'order_no', 'external_id', 'company']);
    expect(header).toContain('price');
    expect(rows.map((r) => Number(r.split(',')[0])).sort()).toEqual(ids(listed.items).sort());
    expect(rows).toHaveLength(listed.total);

    const { companies: c } = ctx.fx;
    const beta = dataLines((await exportCsv(tokens.operator, { ...query, companyIds: [String(c.beta)] })).body).slice(
      1,
    );
    expect(beta.length).toBe((await list(tokens.operator, { ...query, companyIds: [String(c.beta)] })).json().total);
  });

  it('keeps the tenant: a client its company, a coordinator its companies and regions', async () => {
    const client = dataLines((await exportCsv(tokens.client, { showPastActiveOrders: 'true' })).body).slice(1);
    expect(client).toHaveLength(6);
    const coordinator = await exportCsv(tokens.coordinator);
    expect(dataLines(coordinator.body).slice(1)).toHaveLength((await list(tokens.coordinator)).json().total);
    // The fields behind flags follow the caller's: no driver's payout without canView.driverPayout.
    expect(dataLines(coordinator.body)[0].split(',')).not.toContain('driver_payout');
    expect(dataLines((await exportCsv(tokens.operator)).body)[0].split(',')).toContain('driver_payout');
  });

  it('writes the header in the language asked, and refuses bad filters (400) and callers without the orders page', async () => {
    const pl = await exportCsv(tokens.operator, { ...today(), lang: 'pl', separator: 'semicolon' });
    expect(dataLines(pl.body)[0].split(';')[0]).toBe('ID zamówienia');
    const bad = await exportCsv(tokens.operator, { status: 'teleported', lang: 'xx' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['lang', 'status.0']);
    expect((await exportCsv(tokens.nobody)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/order/list/export' })).statusCode).toBe(401);
  });
});

describe('the two order files (this page, every matching row): one column set in the user’s language', () => {
  const file = async (token: string, query: Record<string, string | undefined> = {}) => {
    const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined));
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/list/export?${params}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.body.slice(1, -2).split('\r\n');
  };
  /** The cells of a line (RFC 4180 quoting). */
  const cells = (line: string, sep = ','): string[] => {
    const out: string[] = [];
    const re = new RegExp(`("((?:[^"]|"")*)"|[^${sep}]*)(${sep}|$)`, 'g');
    for (let m = re.exec(line); m; m = re.exec(line)) {
      out.push(m[2] !== undefined ? m[2].replace(/""/g, '"') : m[1]);
      if (m[3] === '') break;
    }
    return out;
  };
  /** The rows of some orders as key → cell (the keys from the same caller's file without a language). */
  const rowsOf = async (token: string, orderIds: number[], lang?: string) => {
    const [keys] = await file(token, { orderIds: orderIds.join(',') });
    const [, ...lines] = await file(token, { orderIds: orderIds.join(','), lang });
    return lines.map((line) => Object.fromEntries(cells(keys).map((key, i) => [key, cells(line)[i]])));
  };
  const m = {} as Record<'delivered' | 'cancelled' | 'hashed' | 'beta', number>;

  beforeAll(async () => {
    const { db } = ctx.app.database;
    const [jan] = await db
      .select({ id: s.drivers.id })
      .from(s.drivers)
      .where(inArray(s.drivers.email, ['jan@drivers.pl']));
    // 9 March 23:30 UTC is 10 March 00:30 in Warsaw (UTC+1 in winter).
    m.delivered = (
      await insertOrder(db, ctx.fx, 'X001', 'delivered', {
        externalId: 'SHOP-77',
        createdAt: new Date('2025-03-09T23:30:00Z'),
        deliveredAt: new Date('2025-03-09T23:55:00Z'),
        scheduledSlotFrom: new Date('2025-03-10T09:00:00Z'),
        scheduledSlotTo: new Date('2025-03-10T11:00:00Z'),
        driverId: jan.id,
        estimatedPayout: 2350,
        currency: 'pln',
      })
    ).id;
    m.cancelled = (
      await insertOrder(db, ctx.fx, 'X002', 'cancelled', {
        createdAt: new Date('2025-03-09T12:00:00Z'),
        cancelledAt: new Date('2025-03-09T12:10:00Z'),
        cancellationReason: 'CLIENTS_REQUEST',
      })
    ).id;
    m.hashed = (
      await insertOrder(db, ctx.fx, 'X003', 'picked_up', {
        createdAt: new Date('2025-03-09T13:00:00Z'),
        hasHashedSensitiveData: true,
        clientName: '6f1ed002ab5595859014ebf0951522d9',
      })
    ).id;
    m.beta = (
      await insertOrder(db, ctx.fx, 'X004', 'new', {
        companyId: ctx.fx.companies.beta,
        regionId: ctx.fx.regions.krk,
        createdAt: new Date('2025-03-09T14:00:00Z'),
      })
    ).id;
  });

  it('gives the rows of a page on screen the same header and cells as the download of every matching row', async () => {
    const query = { ...today(), showPastActiveOrders: 'true', lang: 'pl', separator: 'semicolon' };
    const page: OrderListItem[] = (await list(tokens.operator, { ...query, perPage: '3', page: '2' })).json().items;
    expect(page).toHaveLength(3);
    const [allHeader, ...all] = await file(tokens.operator, query);
    const [pageHeader, ...rows] = await file(tokens.operator, {
      orderIds: ids(page).join(','),
      lang: 'pl',
      separator: 'semicolon',
    });
    expect(pageHeader).toBe(allHeader);
    // The page's rows in the order on screen, each line as in the other file.
    expect(rows.map((line) => Number(cells(line, ';')[0]))).toEqual(ids(page));
    for (const line of rows) expect(all).toContain(line);
  });

  it('has the shop’s own id, the receiver, the scheduled slot and the delivery in Warsaw time', async () => {
    const [row] = await rowsOf(tokens.operator, [m.delivered], 'en');
    expect(row).toMatchObject({
      order_no: 'X001',
      external_id: 'SHOP-77',
      company: 'Alpha Pharmacy',
      created_at: '2025-03-10 00:30',
      scheduled_from: '2025-03-10 10:00',
      scheduled_to: '2025-03-10 12:00',
      status: 'Delivered',
      cancellation_reason: '',
      receiver_name: 'Ewa Klient',
      receiver_phone: '600100200',
      receiver_address: 'Marszałkowska 10, 00-624 Warszawa',
      driver: 'Jan Kowalski',
      delivered_at: '2025-03-10 00:55',
      price: '23.50',
      currency: 'PLN',
    });
    // Polish spreadsheets: `;` and a decimal comma.
    const [, pl] = await file(tokens.operator, { orderIds: String(m.delivered), lang: 'pl', separator: 'semicolon' });
    expect(cells(pl, ';')).toContain('23,50');
  });

  it('writes statuses and cancellation reasons in Polish, English and Czech, and codes without a language', async () => {
    const orders = [m.delivered, m.cancelled, m.hashed];
    const pick = (rows: Record<string, string>[]) => rows.map((r) => [r.status, r.cancellation_reason]);
    expect(pick(await rowsOf(tokens.operator, orders, 'pl'))).toEqual([
      ['Dostarczone', ''],
      ['Anulowane', 'Na prośbę klienta'],
      ['Odebrane', ''],
    ]);
    expect(pick(await rowsOf(tokens.operator, orders, 'en'))).toEqual([
      ['Delivered', ''],
      ['Cancelled', "Client's request"],
      ['Picked up', ''],
    ]);
    expect(pick(await rowsOf(tokens.operator, orders, 'cz'))).toEqual([
      ['Doručená', ''],
      ['Zrušená', 'Na žádost klienta'],
      ['Vyzvednutá', ''],
    ]);
    expect(pick(await rowsOf(tokens.operator, orders))).toEqual([
      ['delivered', ''],
      ['cancelled', 'CLIENTS_REQUEST'],
      ['picked_up', ''],
    ]);
  });

  it('hides what the caller may not see, in both files', async () => {
    // Data hashed away is hidden from everyone: no name, no phone, only the city.
    const [hashed] = await rowsOf(tokens.operator, [m.hashed], 'pl');
    expect(hashed).toMatchObject({
      receiver_name: 'klient (dane ukryte)',
      receiver_phone: '',
      receiver_address: 'Warszawa',
    });
    // A coordinator without sensitiveData, driverPayout: receivers hidden, no payout; its companies and regions only.
    const coordinator = await rowsOf(tokens.coordinator, [m.delivered, m.beta], 'en');
    expect(coordinator).toHaveLength(1);
    expect(coordinator[0]).toMatchObject({
      order_no: 'X001',
      receiver_name: 'customer (details hidden)',
      receiver_phone: '',
      receiver_address: 'Warszawa',
    });
    expect(coordinator[0]).not.toHaveProperty('driver_payout');
    const all = (await file(tokens.coordinator, { showPastActiveOrders: 'true', lang: 'en' })).join('\n');
    expect(all).not.toContain('Ewa Klient');
    expect(all).not.toContain('600100200');
    // A client user: its company's orders, no company column; it sees its receivers.
    const client = await rowsOf(tokens.client, [m.delivered, m.beta], 'en');
    expect(client).toHaveLength(1);
    expect(client[0]).not.toHaveProperty('company');
    expect(client[0]).toMatchObject({ external_id: 'SHOP-77', receiver_name: 'Ewa Klient', price: '23.50' });
  });

  it('refuses ids that are not ids, and more than a page of them (400 with the field)', async () => {
    for (const orderIds of ['abc', '1,-2', Array.from({ length: 501 }, (_, i) => i + 1).join(',')]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/order/list/export?orderIds=${orderIds}`,
        headers: bearer(tokens.operator),
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^orderIds/);
    }
  });
});
