// The driver wallet: GET /api/wallet/list (range of at most 7 days, driver, tenant, newest first, every field, pages,
// sums without deleted entries), GET /api/wallet/driver, POST /api/wallet/create (manual types only, amounts in
// grosze, non-zero, currency, driver, idempotency key: the same key twice or concurrently writes one entry) and
// POST /api/wallet/delete (reason required, already deleted, settled by the payout run or by a closed payout week),
// each with its audit entry; the Wallet scope only (superAdmin alone gets 403).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, endOfDay, startOfDay } from 'date-fns';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { bookWalletEntry } from '../../server/services/walletLedger.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import type { WalletDriverOptionsResponse, WalletEntry, WalletListResponse } from '../../domain/walletSchemas.ts';
import { bearer, login, NOW, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const ids = { jan: 0, kasia: 0, ala: 0 };
const entries: Record<string, number> = {};
const operatorIds: Record<string, number> = {};

const db = () => ctx.app.database.db;
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
/** An hour either side of the fixture's time: the entries of this file (whatever the time of day the tests run). */
const recent = () => ({ dateFrom: hoursAgo(1).toISOString(), dateTo: hoursAgo(-1).toISOString() });
const todayRange = () => ({ dateFrom: startOfDay(NOW).toISOString(), dateTo: endOfDay(NOW).toISOString() });
/** The last `days` whole local days up to today. */
const lastDays = (days: number) => ({
  dateFrom: startOfDay(addDays(NOW, -(days - 1))).toISOString(),
  dateTo: endOfDay(NOW).toISOString(),
});

const list = (token: string | null, query: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
  return ctx.app.inject({ method: 'GET', url: `/api/wallet/list?${search}`, headers: token ? bearer(token) : {} });
};
const listOk = async (token: string, query: Record<string, string | number | undefined>) => {
  const res = await list(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WalletListResponse;
};
const create = (token: string, payload: object, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/wallet/create',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
const remove = (token: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/wallet/delete', headers: bearer(token), payload });
const entryOf = (token: string | null, entryId: number | string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/wallet/entry?entryId=${encodeURIComponent(String(entryId))}`,
    headers: token ? bearer(token) : {},
  });
const driverOptions = (token: string | null, q?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/wallet/drivers${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
    headers: token ? bearer(token) : {},
  });
const optionIds = async (token: string, q?: string) => {
  const res = await driverOptions(token, q);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as WalletDriverOptionsResponse).items.map((d) => d.id);
};
const driverInfo = (token: string, driverId: number | string) =>
  ctx.app.inject({ method: 'GET', url: `/api/wallet/driver?driverId=${driverId}`, headers: bearer(token) });

const bonus = (extra: object = {}) => ({
  driverId: ids.jan,
  type: 'bonus',
  payoutDriver: 2550,
  currency: 'pln',
  ...extra,
});
const rowsOfKey = (key: string) => db().select().from(s.walletEntries).where(eq(s.walletEntries.idempotencyKey, key));
const auditOf = (action: string, entityId: number) =>
  db()
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.action, action), eq(s.auditLog.entityId, String(entityId))));

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator');
  const { waw, krk } = ctx.fx.regions;
  const { alpha, beta } = ctx.fx.companies;
  const [jan] = await db().select().from(s.drivers).where(eq(s.drivers.email, 'jan@drivers.pl'));
  ids.jan = jan.id;
  const made = await db()
    .insert(s.drivers)
    .values([
      { firstName: 'Kasia', lastName: 'Krakowska', email: 'kasia@w.test', phone: '600 100 200', regionId: krk },
      { firstName: 'Ala', lastName: 'Alpha', email: 'ala@w.test', regionId: waw, allowedCompanyIds: [alpha] },
    ])
    .returning({ id: s.drivers.id });
  ids.kasia = made[0].id;
  ids.ala = made[1].id;

  const passwordHash = await fixtureHash('wallet123');
  const canView = canViewDefaults('xd_employee');
  const ops = await db()
    .insert(s.operators)
    .values([
      // superAdmin without the wallet scope: the omni scope does not count.
      {
        username: 'super',
        email: 'super@w.test',
        passwordHash,
        scope: ['superAdmin'],
        accountType: 'xd_employee',
        canView,
        allCompanies: true,
        allRegions: true,
      },
      {
        username: 'walletwaw',
        email: 'walletwaw@w.test',
        name: 'Wanda Waw',
        passwordHash,
        scope: ['wallet'],
        accountType: 'xd_employee',
        canView,
        allCompanies: true,
        regions: ['Warszawa'],
      },
      {
        username: 'walletbeta',
        email: 'walletbeta@w.test',
        passwordHash,
        scope: ['wallet'],
        accountType: 'xd_employee',
        canView,
        companyIds: [beta],
        allRegions: true,
      },
      {
        username: 'wallet2',
        email: 'wallet2@w.test',
        passwordHash,
        scope: ['wallet'],
        accountType: 'xd_employee',
        canView,
        allCompanies: true,
        allRegions: true,
      },
    ])
    .returning({ id: s.operators.id, username: s.operators.username });
  for (const o of ops) operatorIds[o.username] = o.id;
  for (const name of ['super', 'walletwaw', 'walletbeta', 'wallet2'])
    tokens[name] = await login(ctx.app, name, 'wallet123');
  const [admin] = await db().select().from(s.operators).where(eq(s.operators.username, 'admin'));
  operatorIds.admin = admin.id;

  const book = async (key: string, values: Parameters<typeof bookWalletEntry>[1]) => {
    entries[key] = (await bookWalletEntry(db(), values)).id;
  };
  await book('ride', {
    driverId: ids.jan,
    type: 'ride_added',
    payoutDriver: 1234,
    payoutClient: 2000,
    currency: 'pln',
    description: 'Delivered order T002',
    descriptionParams: { kind: 'delivered' },
    orderId: ctx.fx.orders.deliveredWaw,
    createdAt: new Date(NOW.getTime() - 60_000),
  });
  await book('kasiaCzk', {
    driverId: ids.kasia,
    type: 'bonus',
    payoutDriver: 700,
    currency: 'czk',
    description: 'Bonus',
    createdAt: new Date(NOW.getTime() - 90_000),
    createdById: admin.id,
    creationComment: 'weekend',
  });
  await book('alaRide', {
    driverId: ids.ala,
    type: 'ride_added',
    payoutDriver: 900,
    currency: 'pln',
    description: 'Ride',
    createdAt: new Date(NOW.getTime() - 120_000),
  });
  await book('stamped', {
    driverId: ids.jan,
    type: 'correction',
    payoutDriver: -300,
    currency: 'pln',
    createdAt: new Date(NOW.getTime() - 30_000),
    settledAt: new Date(NOW.getTime() - 10_000),
    createdById: admin.id,
  });
  await book('old', {
    driverId: ids.jan,
    type: 'bonus',
    payoutDriver: 10_000,
    currency: 'pln',
    createdAt: hoursAgo(10 * 24),
    createdById: admin.id,
  });
  await book('deleted', {
    driverId: ids.jan,
    type: 'bonus',
    payoutDriver: 5000,
    currency: 'pln',
    createdAt: new Date(NOW.getTime() - 150_000),
    createdById: admin.id,
    deletedAt: new Date(NOW.getTime() - 100_000),
    deletedById: admin.id,
    deletionReason: 'DUPLICATE',
    deletionComment: 'twice',
  });
});

describe('GET /api/wallet/list', () => {
  it('needs a session and the Wallet scope (superAdmin alone is not enough)', async () => {
    expect((await list(null, todayRange())).statusCode).toBe(401);
    const denied = await list(tokens.operator, todayRange());
    expect(denied.statusCode).toBe(403);
    expect(denied.json().errorCode).toBe('insufficient_permissions');
    expect((await list(tokens.super, todayRange())).statusCode).toBe(403);
    expect((await list(tokens.admin, todayRange())).statusCode).toBe(200);
  });

  it('lists the range newest first with every field of the entry, the driver and the linked order', async () => {
    const page = await listOk(tokens.admin, { ...recent(), driverId: ids.jan });
    expect(page.items.map((e) => e.id)).toEqual([entries.stamped, entries.ride, entries.deleted]);
    const ride = page.items.find((e) => e.id === entries.ride)!;
    expect(ride).toEqual<WalletEntry>({
      id: entries.ride,
      driverId: ids.jan,
      driverName: 'Jan Kowalski',
      driverEmail: 'jan@drivers.pl',
      no: `WP/${new Date(ride.createdAt).getUTCFullYear()}/${String(entries.ride).padStart(6, '0')}`,
      type: 'ride_added',
      payoutDriver: 1234,
      payoutClient: 2000,
      currency: 'pln',
      description: 'Delivered order T002',
      descriptionParams: { kind: 'delivered' },
      orderId: ctx.fx.orders.deliveredWaw,
      orderNo: 'T002',
      correctionId: null,
      createdAt: new Date(NOW.getTime() - 60_000).toISOString(),
      createdBy: null,
      createdByName: null,
      createdByEmail: null,
      creationComment: null,
      deletedAt: null,
      deletedBy: null,
      deletedByName: null,
      deletedByEmail: null,
      deletionReason: null,
      deletionComment: null,
      settled: ride.settled,
      settledAt: null,
    });
    const deleted = page.items.find((e) => e.id === entries.deleted)!;
    expect(deleted).toMatchObject({
      deletedBy: operatorIds.admin,
      deletedByEmail: 'admin@x.pl',
      deletionReason: 'DUPLICATE',
      deletionComment: 'twice',
      createdByEmail: 'admin@x.pl',
    });
    expect(deleted.deletedAt).toBe(new Date(NOW.getTime() - 100_000).toISOString());
    const stamped = page.items.find((e) => e.id === entries.stamped)!;
    expect(stamped).toMatchObject({
      settled: true,
      settledAt: new Date(NOW.getTime() - 10_000).toISOString(),
      payoutDriver: -300,
    });
  });

  it('sums the non-deleted entries per currency over the whole filter and counts every entry', async () => {
    const page = await listOk(tokens.admin, recent());
    expect(page.total).toBe(5);
    expect(page.totals).toEqual([
      { currency: 'czk', payoutDriver: 700, payoutClient: 0, entries: 1, deleted: 0 },
      { currency: 'pln', payoutDriver: 1234 + 900 - 300, payoutClient: 2000, entries: 3, deleted: 1 },
    ]);
  });

  it('pages on the server (page, perPage) with the total of the filter', async () => {
    const first = await listOk(tokens.admin, { ...recent(), perPage: 2, page: 1 });
    const second = await listOk(tokens.admin, { ...recent(), perPage: 2, page: 2 });
    const third = await listOk(tokens.admin, { ...recent(), perPage: 2, page: 3 });
    expect([first.items.length, second.items.length, third.items.length]).toEqual([2, 2, 1]);
    expect(first).toMatchObject({ total: 5, page: 1, perPage: 2 });
    const all = [...first.items, ...second.items, ...third.items].map((e) => e.id);
    expect(new Set(all).size).toBe(5);
    expect((await list(tokens.admin, { ...recent(), perPage: 501 })).statusCode).toBe(400);
  });

  it('takes at most 7 days: a longer range is 400 wallet_range_too_long with a field error on dateTo', async () => {
    const week = await listOk(tokens.admin, { ...lastDays(7), driverId: ids.jan });
    expect(week.items.map((e) => e.id)).not.toContain(entries.old);
    const longer = await list(tokens.admin, lastDays(8));
    expect(longer.statusCode).toBe(400);
    expect(longer.json()).toMatchObject({
      errorCode: 'wallet_range_too_long',
      errors: { dateTo: ['wallet.validation.rangeTooLong'] },
    });
    const eleven = await listOk(tokens.admin, {
      dateFrom: startOfDay(addDays(NOW, -10)).toISOString(),
      dateTo: endOfDay(addDays(NOW, -10)).toISOString(),
      driverId: ids.jan,
    });
    expect(eleven.items.map((e) => e.id)).toEqual([entries.old]);
    expect(eleven.items[0]).toMatchObject({ settled: true, settledAt: null });
  });

  it('swaps a reversed range; missing or invalid dates are 400 validation_failed with field errors', async () => {
    const { dateFrom, dateTo } = recent();
    const reversed = await listOk(tokens.admin, { dateFrom: dateTo, dateTo: dateFrom });
    expect(reversed.total).toBe(5);
    const missing = await list(tokens.admin, { dateTo });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'validation_failed', errors: { dateFrom: expect.any(Array) } });
    const invalid = await list(tokens.admin, { dateFrom: 'yesterday', dateTo, driverId: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['dateFrom', 'driverId']);
  });

  it('keeps an operator limited to regions or companies to the drivers it sees (and hides other companies’ order numbers)', async () => {
    const waw = await listOk(tokens.walletwaw, recent());
    expect(waw.items.map((e) => e.driverId)).not.toContain(ids.kasia);
    expect(waw.items.map((e) => e.id)).toEqual(expect.arrayContaining([entries.ride, entries.alaRide]));
    expect(waw.totals.map((t) => t.currency)).toEqual(['pln']);
    const beta = await listOk(tokens.walletbeta, recent());
    expect(beta.items.map((e) => e.driverId)).not.toContain(ids.ala);
    const ride = beta.items.find((e) => e.id === entries.ride)!;
    expect(ride).toMatchObject({ orderId: ctx.fx.orders.deliveredWaw, orderNo: null });
    const outside = await list(tokens.walletwaw, { ...recent(), driverId: ids.kasia });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().errorCode).toBe('driver_not_found');
  });

  it('answers 404 driver_not_found for an unknown driver and 400 for a driverId that is not an id, never every entry', async () => {
    const unknown = await list(tokens.admin, { ...recent(), driverId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'driver_not_found' });
    for (const driverId of ['abc', '1.5', '-3', '0', '', ' 7', '7abc', '99999999999']) {
      const res = await list(tokens.admin, { ...recent(), driverId });
      expect(res.statusCode, `driverId=${driverId}`).toBe(400);
      expect(res.json(), `driverId=${driverId}`).toMatchObject({
        errorCode: 'validation_failed',
        errors: { driverId: expect.any(Array) },
      });
    }
    const own = await listOk(tokens.admin, { ...recent(), driverId: ids.jan });
    expect(own.items.every((e) => e.driverId === ids.jan)).toBe(true);
  });
});

describe('GET /api/wallet/entry', () => {
  it('needs a session and the Wallet scope (superAdmin alone is not enough)', async () => {
    expect((await entryOf(null, entries.ride)).statusCode).toBe(401);
    for (const who of ['operator', 'super']) {
      const denied = await entryOf(tokens[who], entries.ride);
      expect(denied.statusCode, who).toBe(403);
      expect(denied.json().errorCode).toBe('insufficient_permissions');
    }
  });

  it('answers one entry with every field, as the list does, deleted ones too', async () => {
    const [fromList] = (await listOk(tokens.admin, { ...recent(), driverId: ids.jan })).items.filter(
      (e) => e.id === entries.ride,
    );
    const res = await entryOf(tokens.admin, entries.ride);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(fromList);
    const deleted = await entryOf(tokens.admin, entries.deleted);
    expect(deleted.json<WalletEntry>()).toMatchObject({
      id: entries.deleted,
      driverId: ids.jan,
      deletionReason: 'DUPLICATE',
      deletionComment: 'twice',
      deletedByEmail: expect.any(String),
    });
    expect(deleted.json<WalletEntry>().deletedAt).not.toBeNull();
  });

  it('answers 404 wallet_entry_not_found for an unknown entry or one of a driver outside the caller’s reach', async () => {
    const unknown = await entryOf(tokens.admin, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('wallet_entry_not_found');
    // Kasia is in Kraków: not a driver of the Warsaw operator; Ala may deliver for Alpha only: not one of Beta's.
    expect((await entryOf(tokens.walletwaw, entries.kasiaCzk)).json().errorCode).toBe('wallet_entry_not_found');
    expect((await entryOf(tokens.walletwaw, entries.kasiaCzk)).statusCode).toBe(404);
    expect((await entryOf(tokens.walletbeta, entries.alaRide)).statusCode).toBe(404);
    expect((await entryOf(tokens.walletwaw, entries.alaRide)).statusCode).toBe(200);
    expect((await entryOf(tokens.walletbeta, entries.ride)).json<WalletEntry>()).toMatchObject({
      id: entries.ride,
      orderNo: null,
    });
  });

  it('answers 400 validation_failed with a field error for an entryId that is not an id', async () => {
    for (const entryId of ['abc', '1.5', '-3', '0', '', '99999999999']) {
      const res = await entryOf(tokens.admin, entryId);
      expect(res.statusCode, `entryId=${entryId}`).toBe(400);
      expect(res.json(), `entryId=${entryId}`).toMatchObject({
        errorCode: 'validation_failed',
        errors: { entryId: expect.any(Array) },
      });
    }
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/wallet/entry', headers: bearer(tokens.admin) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('entryId');
  });
});

describe('GET /api/wallet/drivers', () => {
  it('needs a session and the Wallet scope (superAdmin alone is not enough)', async () => {
    expect((await driverOptions(null)).statusCode).toBe(401);
    expect((await driverOptions(tokens.operator)).statusCode).toBe(403);
    expect((await driverOptions(tokens.super)).statusCode).toBe(403);
  });

  it('suggests the drivers the caller sees by name, e-mail or phone, with what a picker shows', async () => {
    const all = await driverOptions(tokens.admin);
    expect(all.statusCode).toBe(200);
    const kasia = (all.json() as WalletDriverOptionsResponse).items.find((d) => d.id === ids.kasia);
    expect(kasia).toEqual({
      id: ids.kasia,
      name: 'Kasia Krakowska',
      email: 'kasia@w.test',
      phone: '600 100 200',
      regionName: 'Kraków',
    });
    expect(await optionIds(tokens.admin, 'kasia kra')).toEqual([ids.kasia]);
    expect(await optionIds(tokens.admin, 'ALA@W.TEST')).toEqual([ids.ala]);
    expect(await optionIds(tokens.admin, '600100')).toEqual([ids.kasia]);
    expect(await optionIds(tokens.admin, 'nobody-like-this')).toEqual([]);
    // Reach: the Warsaw operator does not see Kasia (Kraków); Beta's operator does not see Ala (Alpha only).
    expect(await optionIds(tokens.walletwaw, 'kasia')).toEqual([]);
    expect(await optionIds(tokens.walletwaw)).toEqual(expect.arrayContaining([ids.jan, ids.ala]));
    expect(await optionIds(tokens.walletwaw)).not.toContain(ids.kasia);
    expect(await optionIds(tokens.walletbeta)).not.toContain(ids.ala);
    expect(await optionIds(tokens.walletbeta, 'jan kowalski')).toEqual([ids.jan]);
  });

  it('answers at most 20, sorted by name; a q over 100 characters is 400', async () => {
    const res = await driverOptions(tokens.admin);
    const names = (res.json() as WalletDriverOptionsResponse).items.map((d) => d.name);
    expect(names.length).toBeLessThanOrEqual(20);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
    const long = await driverOptions(tokens.admin, 'x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errorCode: 'validation_failed', errors: { q: expect.any(Array) } });
  });
});

describe('GET /api/wallet/driver', () => {
  it('names the driver, or 404 driver_not_found for an unknown one or one outside the tenant', async () => {
    const res = await driverInfo(tokens.admin, ids.jan);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: ids.jan,
      firstName: 'Jan',
      lastName: 'Kowalski',
      name: 'Jan Kowalski',
      email: 'jan@drivers.pl',
      regionName: 'Warszawa',
    });
    const unknown = await driverInfo(tokens.admin, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('driver_not_found');
    expect((await driverInfo(tokens.walletwaw, ids.kasia)).json().errorCode).toBe('driver_not_found');
    expect((await driverInfo(tokens.super, ids.jan)).statusCode).toBe(403);
  });
});

describe('POST /api/wallet/create', () => {
  it('writes a manual entry in grosze with its number, creator and comment, and the audit entry', async () => {
    const res = await create(
      tokens.admin,
      bonus({ payoutDriver: -1999, payoutClient: 500, type: 'correction', comment: '  damaged parcel ' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json() as WalletEntry;
    expect(entry).toMatchObject({
      driverId: ids.jan,
      driverName: 'Jan Kowalski',
      type: 'correction',
      payoutDriver: -1999,
      payoutClient: 500,
      currency: 'pln',
      createdBy: operatorIds.admin,
      createdByEmail: 'admin@x.pl',
      creationComment: 'damaged parcel',
      deletedAt: null,
      settled: false,
      description: null,
    });
    expect(entry.no).toBe(`WP/${new Date(entry.createdAt).getUTCFullYear()}/${String(entry.id).padStart(6, '0')}`);
    const [audit] = await auditOf('wallet.create', entry.id);
    expect(audit).toMatchObject({ actorKind: 'operator', actorId: operatorIds.admin, entity: 'wallet_entry' });
    expect(audit.after).toMatchObject({ payoutDriver: -1999, type: 'correction', driverId: ids.jan });
  });

  it('creates only bonus, correction and ambassador entries', async () => {
    for (const type of ['bonus', 'ambassador'])
      expect((await create(tokens.admin, bonus({ type }))).statusCode).toBe(200);
    for (const type of ['ride_added', 'iqos_wee_exchange', 'other']) {
      const res = await create(tokens.admin, bonus({ type }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validation_failed', errors: { type: expect.any(Array) } });
    }
  });

  it('needs payoutDriver as non-zero whole grosze, a known currency and a driver; payoutClient is optional', async () => {
    const cases: [object, string][] = [
      [{ payoutDriver: undefined }, 'payoutDriver'],
      [{ payoutDriver: 0 }, 'payoutDriver'],
      [{ payoutDriver: 12.5 }, 'payoutDriver'],
      [{ payoutDriver: '100' }, 'payoutDriver'],
      [{ payoutDriver: 10_000_001 }, 'payoutDriver'],
      [{ payoutClient: 1.5 }, 'payoutClient'],
      [{ currency: undefined }, 'currency'],
      [{ currency: 'eur' }, 'currency'],
      [{ driverId: undefined }, 'driverId'],
      [{ comment: 'x'.repeat(501) }, 'comment'],
    ];
    for (const [change, field] of cases) {
      const res = await create(tokens.admin, bonus(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect((await create(tokens.admin, bonus({ payoutDriver: 1, payoutClient: null }))).statusCode).toBe(200);
    expect((await create(tokens.admin, bonus({ payoutDriver: -10_000_000, currency: 'czk' }))).statusCode).toBe(200);
  });

  it('answers 404 driver_not_found for an unknown driver or one outside the tenant', async () => {
    const unknown = await create(tokens.admin, bonus({ driverId: 999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('driver_not_found');
    const outside = await create(tokens.walletwaw, bonus({ driverId: ids.kasia }));
    expect(outside.statusCode).toBe(404);
    expect(outside.json().errorCode).toBe('driver_not_found');
    expect((await create(tokens.walletwaw, bonus({ driverId: ids.jan }))).statusCode).toBe(200);
  });

  it('needs wallet page access (superAdmin without the Wallet scope: 403)', async () => {
    expect((await create(tokens.super, bonus())).statusCode).toBe(403);
    expect((await create(tokens.operator, bonus())).statusCode).toBe(403);
  });

  it('writes one entry for a key sent twice: the second call answers the first entry', async () => {
    const key = 'retry-key-0001';
    const first = await create(tokens.admin, bonus({ comment: 'retry' }), key);
    const second = await create(tokens.admin, bonus({ comment: 'retry' }), key);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().id).toBe(first.json().id);
    expect(second.json()).toEqual(first.json());
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await rowsOfKey(key)).toHaveLength(1);
    expect(await auditOf('wallet.create', first.json().id)).toHaveLength(1);
  });

  it('writes one entry for a key sent by concurrent requests', async () => {
    const key = 'concurrent-key-0001';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => create(tokens.admin, bonus({ payoutDriver: 4200 }), key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await rowsOfKey(key)).toHaveLength(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
  });

  it('refuses a key reused with another body (409 idempotency_key_reused); keys are per operator; a bad key is 400', async () => {
    const key = 'reused-key-0001';
    expect((await create(tokens.admin, bonus(), key)).statusCode).toBe(200);
    const other = await create(tokens.admin, bonus({ payoutDriver: 9999 }), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('idempotency_key_reused');
    const byAnother = await create(tokens.wallet2, bonus(), key);
    expect(byAnother.statusCode).toBe(200);
    expect(await rowsOfKey(key)).toHaveLength(2);
    const bad = await create(tokens.admin, bonus(), 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('validation_failed');
  });

  it('without a key every request writes an entry', async () => {
    const before = await listOk(tokens.admin, { ...recent(), driverId: ids.ala });
    await create(tokens.admin, bonus({ driverId: ids.ala }));
    await create(tokens.admin, bonus({ driverId: ids.ala }));
    const after = await listOk(tokens.admin, { ...recent(), driverId: ids.ala });
    expect(after.total).toBe(before.total + 2);
  });
});

describe('POST /api/wallet/delete', () => {
  const fresh = async () =>
    (await create(tokens.admin, bonus({ driverId: ids.jan, payoutDriver: 777 }))).json() as WalletEntry;

  it('needs a reason; the comment is optional', async () => {
    const entry = await fresh();
    for (const reason of [undefined, '', '   ']) {
      const res = await remove(tokens.admin, { walletEntryId: entry.id, reason, comment: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validation_failed', errors: { reason: expect.any(Array) } });
    }
    expect((await remove(tokens.admin, { walletEntryId: entry.id, reason: 'Mistake' })).statusCode).toBe(200);
  });

  it('marks the entry deleted with who, when, reason and comment, leaves it out of the sums, and audits it', async () => {
    const entry = await fresh();
    const before = await listOk(tokens.admin, { ...recent(), driverId: ids.jan });
    const res = await remove(tokens.walletwaw, {
      walletEntryId: entry.id,
      reason: 'DUPLICATE',
      comment: ' added twice ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const deleted = res.json() as WalletEntry;
    expect(deleted).toMatchObject({
      id: entry.id,
      deletedBy: operatorIds.walletwaw,
      deletedByEmail: 'walletwaw@w.test',
      deletedByName: 'Wanda Waw',
      deletionReason: 'DUPLICATE',
      deletionComment: 'added twice',
    });
    expect(deleted.deletedAt).not.toBeNull();
    const after = await listOk(tokens.admin, { ...recent(), driverId: ids.jan });
    const pln = (page: WalletListResponse) => page.totals.find((t) => t.currency === 'pln')!;
    expect(pln(after).payoutDriver).toBe(pln(before).payoutDriver - 777);
    expect(pln(after).deleted).toBe(pln(before).deleted + 1);
    expect(after.items.find((e) => e.id === entry.id)?.deletedAt).toBe(deleted.deletedAt);
    const [audit] = await auditOf('wallet.delete', entry.id);
    expect(audit).toMatchObject({ actorId: operatorIds.walletwaw, entity: 'wallet_entry' });
    expect(audit.before).toMatchObject({ deletedAt: null, payoutDriver: 777 });
    expect(audit.after).toMatchObject({ deletionReason: 'DUPLICATE', deletionComment: 'added twice' });
  });

  it('answers 409 wallet_entry_already_deleted for a deleted entry', async () => {
    const res = await remove(tokens.admin, { walletEntryId: entries.deleted, reason: 'again' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('wallet_entry_already_deleted');
  });

  it('answers 409 wallet_entry_settled for an entry stamped by the payout run or created before this payout week', async () => {
    for (const id of [entries.stamped, entries.old]) {
      const res = await remove(tokens.admin, { walletEntryId: id, reason: 'late' });
      expect(res.statusCode).toBe(409);
      expect(res.json().errorCode).toBe('wallet_entry_settled');
    }
    const [old] = await db().select().from(s.walletEntries).where(eq(s.walletEntries.id, entries.old));
    expect(old.deletedAt).toBeNull();
  });

  it('answers 404 wallet_entry_not_found for an unknown entry or one of a driver outside the tenant; 403 without the scope', async () => {
    expect((await remove(tokens.admin, { walletEntryId: 999_999, reason: 'x' })).json().errorCode).toBe(
      'wallet_entry_not_found',
    );
    const outside = await remove(tokens.walletwaw, { walletEntryId: entries.kasiaCzk, reason: 'x' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().errorCode).toBe('wallet_entry_not_found');
    const entry = await fresh();
    expect((await remove(tokens.super, { walletEntryId: entry.id, reason: 'x' })).statusCode).toBe(403);
  });

  it('deletes once when two deletions race', async () => {
    const entry = await fresh();
    const answers = await Promise.all(
      [1, 2].map(() => remove(tokens.admin, { walletEntryId: entry.id, reason: 'race' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf('wallet.delete', entry.id)).toHaveLength(1);
  });
});
