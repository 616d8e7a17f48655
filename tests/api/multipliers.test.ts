// Price multipliers (/multiplier/*): list, details, create, deactivate, their effect on the order estimate and the
// real-time deactivatedOrderMultiplier event.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { bearer, insertOrder, login, setupApp, signInAll } from './fixtures.ts';
import { fixtureHash } from './fixtureHash.ts';
import * as s from '../../server/db/schema.ts';
import { CAN_VIEW_FLAGS, type CanView } from '../../domain/enums.ts';
import { applyMultiplier } from '../../domain/money.ts';
import { quotePrice } from '../../domain/pricing.ts';
import { zonedParts } from '../../domain/timeSlots.ts';
import { toMinorUnits } from '../../domain/validators.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
let baseURL = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'client');
  // A superAdmin limited to Warszawa and company alpha.
  await ctx.app.database.db.insert(s.operators).values({
    username: 'limited',
    email: 'limited@x.pl',
    passwordHash: await fixtureHash('limited123'),
    scope: ['superAdmin'],
    accountType: 'xd_employee',
    canView: Object.fromEntries(CAN_VIEW_FLAGS.map((flag) => [flag, true])) as CanView,
    allCompanies: false,
    companyIds: [ctx.fx.companies.alpha],
    allRegions: false,
    regions: ['Warszawa'],
  });
  tokens.limited = await login(ctx.app, 'limited', 'limited123');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.forEach((socket) => socket.close()));

const post = (token: string, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload: payload as object });
const list = (token: string, query: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/multiplier/list?${new URLSearchParams(query)}`, headers: bearer(token) });

const DAY = 86_400_000;
/** A multiplier body for alpha in Warszawa from `from` for `days` days; `extra` overrides fields. */
const body = (from: Date, days = 1, extra: Record<string, unknown> = {}) => ({
  dateFrom: from.toISOString(),
  dateTo: new Date(from.getTime() + days * DAY).toISOString(),
  multiplier: 1.5,
  description: 'Storm',
  regions: ['Warszawa'],
  companyIds: [ctx.fx.companies.alpha],
  ...extra,
});
const create = async (payload: unknown, token = tokens.admin!) => {
  const res = await post(token, '/multiplier/create', payload);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().multiplier as { id: number; dateFrom: string; dateTo: string };
};

describe('permissions', () => {
  it('answers 401 without a session and 403 without the superAdmin scope', async () => {
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: '/api/multiplier/list?dateFrom=2030-01-01T00:00:00Z&dateTo=2030-02-01T00:00:00Z',
    });
    expect(anonymous.statusCode).toBe(401);
    for (const token of [tokens.operator!, tokens.client!]) {
      const read = await list(token, { dateFrom: '2030-01-01T00:00:00Z', dateTo: '2030-02-01T00:00:00Z' });
      expect(read.statusCode).toBe(403);
      expect(read.json()).toMatchObject({ errorCode: 'insufficient_permissions' });
      const created = await post(token, '/multiplier/create', body(new Date('2030-01-01T00:00:00Z')));
      expect(created.statusCode).toBe(403);
      const deactivated = await post(token, '/multiplier/deactivate', { multiplierId: 1 });
      expect(deactivated.statusCode).toBe(403);
    }
    const rows = await ctx.app.database.db.select().from(s.multipliers).where(eq(s.multipliers.description, 'Storm'));
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/multiplier/create', () => {
  it('creates a multiplier with time ranges, answers it as the list serves it and writes an audit entry', async () => {
    const res = await post(
      tokens.admin!,
      '/multiplier/create',
      body(new Date('2030-03-10T08:00:00Z'), 2, {
        multiplier: 1.234,
        description: '  Rush  ',
        regions: ['Warszawa', 'Kraków', 'Warszawa'],
        companyIds: [ctx.fx.companies.alpha, ctx.fx.companies.beta],
        timeRanges: [
          { from: { hour: 7, minute: 0 }, to: { hour: 9, minute: 30 }, multiplier: 2 },
          { from: { hour: 16, minute: 0 }, to: { hour: 19, minute: 0 }, multiplier: 1.8 },
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const { multiplier } = res.json();
    expect(multiplier).toMatchObject({
      description: 'Rush',
      dateFrom: '2030-03-10T08:00:00.000Z',
      dateTo: '2030-03-12T08:00:00.000Z',
      regions: ['Warszawa', 'Kraków'],
      companyIds: [ctx.fx.companies.alpha, ctx.fx.companies.beta],
      multiplier: 1.23,
      timeRanges: [
        { from: { hour: 7, minute: 0 }, to: { hour: 9, minute: 30 }, multiplier: 2 },
        { from: { hour: 16, minute: 0 }, to: { hour: 19, minute: 0 }, multiplier: 1.8 },
      ],
      createdBy: { email: 'admin@x.pl' },
      deactivatedAt: null,
      deactivatedBy: null,
      deactivationReason: null,
    });
    const [entry] = await ctx.app.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'multiplier.create'), eq(s.auditLog.entityId, String(multiplier.id))));
    expect(entry).toMatchObject({
      actorKind: 'operator',
      actorName: expect.any(String),
      entity: 'multiplier',
      after: { multiplier: 1.23, regions: ['Warszawa', 'Kraków'] },
    });
  });

  it('keeps the description optional and time ranges optional', async () => {
    const created = await create(body(new Date('2030-04-01T00:00:00Z'), 1, { description: undefined, timeRanges: [] }));
    expect(created).toMatchObject({ description: null, timeRanges: null });
  });

  const start = new Date('2030-05-01T00:00:00Z');
  it.each([
    ['multiplier below 1.01', { multiplier: 1 }, 'multiplier', 'validation.minValue'],
    ['multiplier above 10', { multiplier: 10.5 }, 'multiplier', 'validation.maxValue'],
    ['multiplier not a number', { multiplier: '1.5' }, 'multiplier', 'validation.required'],
    ['multiplier missing', { multiplier: undefined }, 'multiplier', 'validation.required'],
    ['dateFrom missing', { dateFrom: undefined }, 'dateFrom', 'validation.required'],
    ['dateTo not ISO', { dateTo: 'tomorrow' }, 'dateTo', 'validation.invalid'],
    ['dateTo equal to dateFrom', { dateTo: start.toISOString() }, 'dateTo', 'multipliers.validation.dateOrder'],
    ['dateTo before dateFrom', { dateTo: '2030-04-30T00:00:00Z' }, 'dateTo', 'multipliers.validation.dateOrder'],
    ['no regions', { regions: [] }, 'regions', 'multipliers.validation.atLeastOneValue'],
    ['regions missing', { regions: undefined }, 'regions', 'multipliers.validation.atLeastOneValue'],
    ['no companies', { companyIds: [] }, 'companyIds', 'multipliers.validation.atLeastOneValue'],
    ['unknown region', { regions: ['Warszawa', 'Atlantis'] }, 'regions', 'multipliers.validation.unknownRegion'],
    ['unknown company', { companyIds: [999_999] }, 'companyIds', 'multipliers.validation.unknownCompany'],
    ['description too long', { description: 'x'.repeat(501) }, 'description', 'validation.maxLength'],
    [
      'time range from not before to',
      { timeRanges: [{ from: { hour: 10, minute: 0 }, to: { hour: 10, minute: 0 }, multiplier: 2 }] },
      'timeRanges.0.to',
      'multipliers.validation.timeOrder',
    ],
    [
      'time range multiplier below 1.01',
      { timeRanges: [{ from: { hour: 8, minute: 0 }, to: { hour: 10, minute: 0 }, multiplier: 1 }] },
      'timeRanges.0.multiplier',
      'validation.minValue',
    ],
    [
      'time range hour 24',
      { timeRanges: [{ from: { hour: 8, minute: 0 }, to: { hour: 24, minute: 0 }, multiplier: 2 }] },
      'timeRanges.0.to.hour',
      'validation.invalid',
    ],
    [
      'time range minute 60',
      { timeRanges: [{ from: { hour: 8, minute: 60 }, to: { hour: 9, minute: 0 }, multiplier: 2 }] },
      'timeRanges.0.from.minute',
      'validation.invalid',
    ],
    [
      'overlapping time ranges',
      {
        timeRanges: [
          { from: { hour: 8, minute: 0 }, to: { hour: 12, minute: 0 }, multiplier: 2 },
          { from: { hour: 11, minute: 59 }, to: { hour: 14, minute: 0 }, multiplier: 3 },
        ],
      },
      'timeRanges.1.from',
      'multipliers.validation.overlappingRanges',
    ],
  ])('400 for %s', async (_name, extra, field, message) => {
    const before = (await ctx.app.database.db.select().from(s.multipliers)).length;
    const res = await post(tokens.admin!, '/multiplier/create', body(start, 1, extra));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'validation_failed', name: 'BadRequest' });
    expect(res.json().errors[field]).toContain(message);
    expect(await ctx.app.database.db.select().from(s.multipliers)).toHaveLength(before);
  });

  it('accepts adjacent time ranges (to of one equal to from of the next)', async () => {
    const created = await create(
      body(start, 1, {
        timeRanges: [
          { from: { hour: 8, minute: 0 }, to: { hour: 12, minute: 0 }, multiplier: 2 },
          { from: { hour: 12, minute: 0 }, to: { hour: 14, minute: 0 }, multiplier: 3 },
        ],
      }),
    );
    expect(created.id).toBeGreaterThan(0);
  });

  it('refuses regions and companies outside a limited operator’s own (403)', async () => {
    const region = await post(tokens.limited!, '/multiplier/create', body(start, 1, { regions: ['Kraków'] }));
    expect(region.statusCode).toBe(403);
    expect(region.json()).toMatchObject({ errorCode: 'region_not_allowed' });
    const company = await post(
      tokens.limited!,
      '/multiplier/create',
      body(start, 1, { companyIds: [ctx.fx.companies.beta] }),
    );
    expect(company.statusCode).toBe(403);
    expect(company.json()).toMatchObject({ errorCode: 'company_not_allowed' });
    expect((await post(tokens.limited!, '/multiplier/create', body(start, 1))).statusCode).toBe(200);
  });
});

describe('GET /api/multiplier/list', () => {
  it('answers the multipliers overlapping the window, deactivated ones included, with who created and deactivated them', async () => {
    const base = new Date('2031-01-10T00:00:00Z');
    const before = await create(body(new Date('2030-12-01T00:00:00Z'), 5));
    const overlapsStart = await create(body(new Date('2031-01-05T00:00:00Z'), 10));
    const inside = await create(body(new Date('2031-02-01T00:00:00Z'), 3));
    const deactivated = await create(body(new Date('2031-03-01T00:00:00Z'), 3));
    const overlapsEnd = await create(body(new Date('2031-06-09T00:00:00Z'), 30));
    const after = await create(body(new Date('2031-07-01T00:00:00Z'), 3));
    expect(
      (
        await post(tokens.admin!, '/multiplier/deactivate', {
          multiplierId: deactivated.id,
          deactivationReason: 'Mistake',
        })
      ).statusCode,
    ).toBe(200);

    const res = await list(tokens.admin!, { dateFrom: base.toISOString(), dateTo: '2031-06-10T23:59:59.999Z' });
    expect(res.statusCode).toBe(200);
    const ids = (res.json().multipliers as { id: number }[]).map((m) => m.id);
    expect(ids).toEqual([overlapsStart.id, inside.id, deactivated.id, overlapsEnd.id]);
    expect(ids).not.toContain(before.id);
    expect(ids).not.toContain(after.id);
    const gone = res.json().multipliers.find((m: { id: number }) => m.id === deactivated.id);
    expect(gone).toMatchObject({
      createdBy: { email: 'admin@x.pl' },
      deactivatedBy: { email: 'admin@x.pl' },
      deactivationReason: 'Mistake',
      deactivatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('shows a limited operator only the multipliers of its regions and companies', async () => {
    const from = new Date('2032-01-01T00:00:00Z');
    const own = await create(body(from, 1, { regions: ['Warszawa', 'Kraków'] }));
    const otherRegion = await create(body(from, 1, { regions: ['Kraków'] }));
    const otherCompany = await create(body(from, 1, { companyIds: [ctx.fx.companies.beta] }));
    const query = { dateFrom: '2031-12-31T00:00:00Z', dateTo: '2032-01-03T00:00:00Z' };
    const limited = (await list(tokens.limited!, query)).json().multipliers.map((m: { id: number }) => m.id);
    expect(limited).toEqual([own.id]);
    const admin = (await list(tokens.admin!, query)).json().multipliers.map((m: { id: number }) => m.id);
    expect(admin).toEqual([own.id, otherRegion.id, otherCompany.id]);
    const refused = await post(tokens.limited!, '/multiplier/deactivate', { multiplierId: otherRegion.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ errorCode: 'multiplier_not_found' });
  });

  it.each([
    ['missing dateTo', { dateFrom: '2031-01-01T00:00:00Z' }, 'dateTo', 'validation.required'],
    ['not ISO', { dateFrom: 'yesterday', dateTo: '2031-01-01T00:00:00Z' }, 'dateFrom', 'validation.invalid'],
    [
      'reversed',
      { dateFrom: '2031-02-01T00:00:00Z', dateTo: '2031-01-01T00:00:00Z' },
      'dateTo',
      'multipliers.validation.dateOrder',
    ],
    [
      'longer than 366 days',
      { dateFrom: '2031-01-01T00:00:00Z', dateTo: '2032-01-03T00:00:00Z' },
      'dateTo',
      'multipliers.validation.windowTooLong',
    ],
  ])('400 for a window %s', async (_name, query, field, message) => {
    const res = await list(tokens.admin!, query as Record<string, string>);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });

  it('accepts the calendar’s window: 5 months each side of the viewed date, aligned to days', async () => {
    const res = await list(tokens.admin!, { dateFrom: '2031-01-09T23:00:00.000Z', dateTo: '2031-11-10T22:59:59.999Z' });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/multiplier/details', () => {
  const details = (token: string | undefined, multiplierId: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/multiplier/details?${new URLSearchParams({ multiplierId })}`,
      headers: token ? bearer(token) : {},
    });

  it('answers one multiplier as the list serves it, deactivated ones too', async () => {
    const created = await create(
      body(new Date('2034-01-01T00:00:00Z'), 2, {
        timeRanges: [{ from: { hour: 7, minute: 0 }, to: { hour: 9, minute: 0 }, multiplier: 2 }],
      }),
    );
    const res = await details(tokens.admin, String(created.id));
    expect(res.statusCode).toBe(200);
    const listed = (
      await list(tokens.admin!, { dateFrom: '2034-01-01T00:00:00Z', dateTo: '2034-01-02T00:00:00Z' })
    ).json().multipliers;
    expect(res.json().multiplier).toEqual(listed.find((m: { id: number }) => m.id === created.id));
    await post(tokens.admin!, '/multiplier/deactivate', { multiplierId: created.id });
    expect((await details(tokens.admin, String(created.id))).json().multiplier).toMatchObject({
      id: created.id,
      deactivatedBy: { email: 'admin@x.pl' },
      deactivatedAt: expect.any(String),
    });
  });

  it('answers 401 without a session and 403 without the multipliers scope', async () => {
    const created = await create(body(new Date('2034-02-01T00:00:00Z')));
    expect((await details(undefined, String(created.id))).statusCode).toBe(401);
    for (const token of [tokens.operator!, tokens.client!]) {
      const refused = await details(token, String(created.id));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ errorCode: 'insufficient_permissions' });
    }
  });

  it('answers 404 for an unknown id and for one outside a limited operator’s regions or companies', async () => {
    const missing = await details(tokens.admin, '999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'multiplier_not_found' });
    const from = new Date('2034-03-01T00:00:00Z');
    const own = await create(body(from));
    const otherRegion = await create(body(from, 1, { regions: ['Kraków'] }));
    const otherCompany = await create(body(from, 1, { companyIds: [ctx.fx.companies.beta] }));
    expect((await details(tokens.limited, String(own.id))).statusCode).toBe(200);
    for (const other of [otherRegion, otherCompany]) {
      const hidden = await details(tokens.limited, String(other.id));
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ errorCode: 'multiplier_not_found' });
    }
  });

  it.each([
    ['no number', 'abc', 'validation.required'],
    ['zero', '0', 'validation.required'],
    ['a fraction', '1.5', 'validation.integer'],
    ['beyond int4', '2147483648', 'validation.invalid'],
  ])('400 with a field error for an id that is %s', async (_name, id, message) => {
    const res = await details(tokens.admin, id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'validation_failed' });
    expect(res.json().errors.multiplierId).toContain(message);
  });

  it('400 without an id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/multiplier/details', headers: bearer(tokens.admin!) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.multiplierId).toContain('validation.required');
  });
});

describe('POST /api/multiplier/deactivate', () => {
  it('deactivates once (409 the second time), records who and why, and writes an audit entry', async () => {
    const created = await create(body(new Date('2033-01-01T00:00:00Z')));
    const res = await post(tokens.admin!, '/multiplier/deactivate', { multiplierId: created.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().multiplier).toMatchObject({
      id: created.id,
      deactivatedBy: { email: 'admin@x.pl' },
      deactivationReason: null,
      deactivatedAt: expect.any(String),
    });
    const again = await post(tokens.admin!, '/multiplier/deactivate', {
      multiplierId: created.id,
      deactivationReason: 'again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'multiplier_already_deactivated', name: 'Conflict' });
    const [row] = await ctx.app.database.db.select().from(s.multipliers).where(eq(s.multipliers.id, created.id));
    expect(row!.deactivationReason).toBeNull();
    const entries = await ctx.app.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'multiplier.deactivate'), eq(s.auditLog.entityId, String(created.id))));
    expect(entries).toHaveLength(1);
    // Who, when, which multiplier and its values.
    const [admin] = await ctx.app.database.db.select().from(s.operators).where(eq(s.operators.email, 'admin@x.pl'));
    const values = {
      id: created.id,
      multiplier: 1.5,
      regions: ['Warszawa'],
      companyIds: [ctx.fx.companies.alpha],
      dateFrom: created.dateFrom,
      dateTo: created.dateTo,
      description: 'Storm',
    };
    expect(entries[0]).toMatchObject({
      actorKind: 'operator',
      actorId: admin!.id,
      entity: 'multiplier',
      entityId: String(created.id),
      before: { ...values, deactivatedAt: null, deactivatedBy: null },
      after: {
        ...values,
        deactivatedAt: res.json().multiplier.deactivatedAt,
        deactivatedBy: { id: admin!.id, email: 'admin@x.pl' },
        deactivationReason: null,
      },
    });
    expect(Math.abs(entries[0]!.at.getTime() - Date.parse(res.json().multiplier.deactivatedAt))).toBeLessThan(60_000);
  });

  it('answers 404 for an unknown multiplier and 400 without an id', async () => {
    const missing = await post(tokens.admin!, '/multiplier/deactivate', { multiplierId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ errorCode: 'multiplier_not_found' });
    const invalid = await post(tokens.admin!, '/multiplier/deactivate', {});
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.multiplierId).toContain('validation.required');
  });

  it('of two concurrent deactivations, one succeeds and the other answers 409', async () => {
    const created = await create(body(new Date('2033-02-01T00:00:00Z')));
    const answers = await Promise.all(
      [1, 2].map(() => post(tokens.admin!, '/multiplier/deactivate', { multiplierId: created.id })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('tells the consoles of the open orders priced with it (deactivatedOrderMultiplier), not the finished ones', async () => {
    const created = await create(body(new Date(Date.now() - DAY), 3));
    const ongoing = await insertOrder(ctx.app.database.db, ctx.fx, 'MUL1', 'accepted', { multiplierId: created.id });
    const done = await insertOrder(ctx.app.database.db, ctx.fx, 'MUL2', 'delivered', { multiplierId: created.id });
    const socket = connect(`${baseURL}/private`, {
      auth: { token: tokens.operator },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const received: { orderId: number }[] = [];
    socket.on('deactivatedOrderMultiplier', (payload) => received.push(payload));
    const res = await post(tokens.admin!, '/multiplier/deactivate', { multiplierId: created.id });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect(received[0]).toMatchObject({
      orderId: ongoing.id,
      companyId: ctx.fx.companies.alpha,
      regionName: 'Warszawa',
      pickupLocationId: null,
      // Its row as the list shows it, a new version stamped by the deactivation.
      row: { id: ongoing.id, flags: { multiplier: { deactivated: true } } },
      version: expect.any(Number),
    });
    expect(received.map((e) => e.orderId)).not.toContain(done.id);
    // The order list's [Nx] flag now has its deactivated look.
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/order/list?perPage=500',
      headers: bearer(tokens.operator!),
    });
    const row = (page.json().items as { id: number; flags: { multiplier: unknown } }[]).find(
      (o) => o.id === ongoing.id,
    );
    expect(row?.flags.multiplier).toEqual({ value: 1.5, deactivated: true });
  });
});

describe('pricing', () => {
  const sender = { street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' };
  const receiver = { street: 'Marszałkowska 10', city: 'Warszawa', zipCode: '00-624' };
  /** An order of alpha from the sender to the receiver, created by the admin now. */
  const createAlphaOrder = () =>
    post(tokens.admin!, '/order/create', {
      companyId: ctx.fx.companies.alpha,
      products: [{ id: ctx.fx.products.alphaA }],
      clientName: 'Anna Nowak',
      clientStreet: receiver.street,
      clientCity: receiver.city,
      clientZipCode: receiver.zipCode,
      clientPhone: '+48 600 700 800',
      pickupPoint: { name: 'Apteka Centrum', ...sender, phone: '22 123 45 67' },
    });
  const estimate = async (at: string, companyId = ctx.fx.companies.alpha) => {
    const res = await post(tokens.admin!, '/order/check-delivery-availability', { companyId, sender, receiver, at });
    expect(res.statusCode).toBe(200);
    return res.json() as { price: number; multiplier: number | null; estimatedDistance: number };
  };

  it('a multiplier created through the API raises the estimate at its time; deactivating it stops that', async () => {
    // 2034-06-15 12:00 and 18:00 in Warsaw (CEST, UTC+2).
    const noon = '2034-06-15T12:00:00+02:00';
    const evening = '2034-06-15T18:00:00+02:00';
    const plain = await estimate(noon);
    expect(plain.multiplier).toBeNull();
    const created = await create({
      ...body(new Date('2034-06-15T00:00:00+02:00'), 1, { multiplier: 1.5 }),
      timeRanges: [{ from: { hour: 17, minute: 0 }, to: { hour: 20, minute: 0 }, multiplier: 2 }],
    });
    const raised = await estimate(noon);
    expect(raised.multiplier).toBe(1.5);
    expect(raised.price).toBeCloseTo(Math.round(plain.price * 100 * 1.5) / 100, 1);
    const peak = await estimate(evening);
    expect(peak.multiplier).toBe(2);
    expect(peak.price).toBeCloseTo(plain.price * 2, 1);
    // Another company and the day after are not affected.
    expect((await estimate(noon, ctx.fx.companies.beta)).multiplier).toBeNull();
    expect((await estimate('2034-06-16T12:00:00+02:00')).multiplier).toBeNull();

    expect((await post(tokens.admin!, '/multiplier/deactivate', { multiplierId: created.id })).statusCode).toBe(200);
    const after = await estimate(noon);
    expect(after).toMatchObject({ multiplier: null, price: plain.price });
  });

  it('an order is charged the price its estimate showed, with a multiplier like 1.15 (one rounding rule)', async () => {
    const plain = await estimate(new Date().toISOString());
    const created = await create(
      body(new Date(Date.now() - DAY), 2, { multiplier: 1.15, description: 'Charged as shown' }),
    );
    const shown = await estimate(new Date().toISOString());
    expect(shown.multiplier).toBe(1.15);
    // The shown estimate is the base price × 1.15, rounded half away from zero to the grosz.
    const res = await createAlphaOrder();
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, res.json().order.id));
    expect(row!.multiplierId).toBe(created.id);
    expect(row!.estimatedPayout).toBe(toMinorUnits(shown.price));
    // (base + per km × km) × 1.15, rounded once, half away from zero.
    const net = 1590 + (210 * shown.estimatedDistance) / 1000;
    expect(toMinorUnits(shown.price)).toBe(applyMultiplier(net, 1.15));
    expect(toMinorUnits(shown.price)).toBe(quotePrice(null, 'M', shown.estimatedDistance, 1.15).price);
    expect(toMinorUnits(plain.price)).toBe(quotePrice(null, 'M', plain.estimatedDistance, null).price);
    expect((await post(tokens.admin!, '/multiplier/deactivate', { multiplierId: created.id })).statusCode).toBe(200);
  });

  it('an order created within a time range of a multiplier shows what it was charged (1.3), not the base value (1.15)', async () => {
    // A range from this Warsaw hour to the day's last minute holds now (and the order's creation a moment later).
    const { hour } = zonedParts(new Date());
    const created = await create({
      ...body(new Date(Date.now() - DAY), 2, { multiplier: 1.15, description: 'Hour range' }),
      timeRanges: [{ from: { hour, minute: 0 }, to: { hour: 23, minute: 59 }, multiplier: 1.3 }],
    });
    const res = await createAlphaOrder();
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().order.id as number;
    const [row] = await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, orderId));
    expect(row).toMatchObject({ multiplierId: created.id, multiplierValue: 1.3 });
    // The list row and the expanded row (the badge's data) carry the value charged.
    const details = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/details?orderId=${orderId}`,
      headers: bearer(tokens.admin!),
    });
    expect(details.json().flags.multiplier).toEqual({ value: 1.3, deactivated: false });
    const listed = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/list?globalIdSearch=${row!.orderNo}`,
      headers: bearer(tokens.admin!),
    });
    const item = (listed.json().items as { id: number; flags: { multiplier: unknown } }[]).find(
      (o) => o.id === orderId,
    );
    expect(item?.flags.multiplier).toEqual({ value: 1.3, deactivated: false });
    // Deactivated later: still the value charged, struck through.
    expect((await post(tokens.admin!, '/multiplier/deactivate', { multiplierId: created.id })).statusCode).toBe(200);
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/details?orderId=${orderId}`,
      headers: bearer(tokens.admin!),
    });
    expect(after.json().flags.multiplier).toEqual({ value: 1.3, deactivated: true });
  });
});
