// Managing drivers in the back office: details, create, update (a field not sent is kept; saving unchanged changes
// nothing), block with a reason (no order offered, no stock, the app's session ends, no notification), unblock,
// deactivate and activate; field errors, state conflicts, the e-mail taken, who may (read-only 403, out of reach 404
// and 403), the audit entries, the live event, and the recipients count of notifications.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { DRIVER_CHANGE_EVENT, type DriverChangePayload, type DriverDetails } from '../../domain/driverSchemas.ts';
import { bearer, insertOrder, login, setupApp, signInAll } from './fixtures.ts';
import { makeWarehouse } from './stockFixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const PASSWORD = 'kierowca123';

beforeAll(async () => {
  const passwordHash = await fixtureHash('office1234');
  const base = { passwordHash, accountType: 'xd_employee' as const, canView: canViewDefaults('xd_employee') };
  await ctx.app.database.db.insert(s.operators).values([
    {
      ...base,
      username: 'reader',
      email: 'reader@x.pl',
      scope: ['drivers:read'],
      allCompanies: true,
      allRegions: true,
    },
    { ...base, username: 'krakow', email: 'krakow@x.pl', scope: ['drivers'], allCompanies: true, regions: ['Kraków'] },
    {
      ...base,
      username: 'alphaonly',
      email: 'alphaonly@x.pl',
      scope: ['drivers'],
      companyIds: [ctx.fx.companies.alpha],
      allRegions: true,
    },
  ]);
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'client');
  for (const who of ['reader', 'krakow', 'alphaonly']) tokens[who] = await login(ctx.app, who, 'office1234');
});

const db = () => ctx.app.database.db;
const get = (url: string, who = 'operator') => ctx.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });
const post = (url: string, payload: unknown, who = 'operator', token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: bearer(token ?? tokens[who]!),
  });
const driverOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { driver: DriverDetails }).driver;
};
const details = async (driverId: number, who = 'operator') =>
  driverOf(await get(`/api/driver/details?driverId=${driverId}`, who));
const auditOf = (driverId: number) =>
  db()
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.entity, 'driver'), eq(s.auditLog.entityId, String(driverId))))
    .orderBy(asc(s.auditLog.id));
const rowOf = async (driverId: number) => (await db().select().from(s.drivers).where(eq(s.drivers.id, driverId)))[0]!;

let seq = 0;
const newDriver = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Marta',
  lastName: 'Wiśniewska',
  phone: '+48 601 602 603',
  email: `Marta.W${++seq}@Kurier.pl`,
  region: 'Warszawa',
  type: 'driver',
  priorityDriver: true,
  vehicleType: 'car',
  car: { registrationPlate: 'WX 4711A', model: 'Skoda Fabia', color: '' },
  allowedCompanyIds: [],
  password: PASSWORD,
  ...extra,
});
const create = async (extra: Record<string, unknown> = {}, who = 'operator') =>
  driverOf(await post('/api/driver/create', newDriver(extra), who));
/** The body of POST /driver/update that saves a driver as details answered it. */
const unchanged = (d: DriverDetails) => ({
  driverId: d.id,
  firstName: d.firstName,
  lastName: d.lastName,
  phone: d.phone,
  email: d.email,
  region: d.regionName,
  type: d.type,
  priorityDriver: d.priorityDriver,
  vehicleType: d.vehicleType,
  car: d.car,
  allowedCompanyIds: d.allowedCompanyIds,
});
const signIn = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/driver/sign-in', payload: { email, password: PASSWORD } });

describe('the lifecycle of a driver', () => {
  it('create → edit → block → unblock → deactivate → activate, each audited', async () => {
    const created = await create();
    expect(created).toMatchObject({
      firstName: 'Marta',
      lastName: 'Wiśniewska',
      email: `marta.w${seq}@kurier.pl`,
      phone: '+48 601 602 603',
      regionName: 'Warszawa',
      type: 'driver',
      priorityDriver: true,
      vehicleType: 'car',
      car: { registrationPlate: 'WX 4711A', model: 'Skoda Fabia' },
      allowedCompanyIds: [],
      active: true,
      blocked: false,
      blockReason: null,
      block: null,
      status: 'offline',
    });
    const stored = await rowOf(created.id);
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.car).toEqual({ registrationPlate: 'WX 4711A', model: 'Skoda Fabia' });

    // Round trip: saving what details answered leaves the row as it was, with no audit entry.
    const shown = await details(created.id);
    expect(driverOf(await post('/api/driver/update', unchanged(shown)))).toEqual(shown);
    expect(await rowOf(created.id)).toEqual(stored);
    expect((await auditOf(created.id)).map((a) => a.action)).toEqual(['driver.create']);

    // A field not sent is kept; one sent changes.
    const edited = driverOf(
      await post('/api/driver/update', {
        driverId: created.id,
        lastName: 'Nowak-Wiśniewska',
        allowedCompanyIds: [ctx.fx.companies.alpha],
      }),
    );
    expect(edited).toMatchObject({
      lastName: 'Nowak-Wiśniewska',
      firstName: 'Marta',
      car: shown.car,
      allowedCompanyIds: [ctx.fx.companies.alpha],
    });
    expect((await rowOf(created.id)).passwordHash).toBe(stored.passwordHash);

    // The driver signs in to the app and sees the new order of its region offered.
    const signedIn = await signIn(created.email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const appToken = signedIn.json().token as string;
    const offered = await ctx.app.inject({
      method: 'GET',
      url: '/api/driver/order/offered',
      headers: bearer(appToken),
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().orders.map((o: { id: number }) => o.id)).toContain(ctx.fx.orders.newWaw);

    // Block with a reason: the session ends, sign-in and stock are refused, notifications skip the driver.
    const countBefore = (await get('/api/notification/recipients?regions=Warszawa&status=all', 'admin')).json()
      .count as number;
    const blocked = driverOf(await post('/api/driver/block', { driverId: created.id, reason: 'Skargi klientów' }));
    expect(blocked).toMatchObject({
      blocked: true,
      blockReason: 'Skargi klientów',
      status: 'offline',
      block: { reason: 'Skargi klientów', by: 'operator' },
    });
    // The app's next call learns why its session ended, as its sign-in would.
    const ended = await ctx.app.inject({ method: 'GET', url: '/api/driver/order/offered', headers: bearer(appToken) });
    expect([ended.statusCode, ended.json().errorCode]).toEqual([403, 'driver_blocked']);
    const again = await signIn(created.email);
    expect([again.statusCode, again.json().errorCode]).toEqual([403, 'driver_blocked']);
    const warehouseId = await makeWarehouse(db(), 'Alpha Mokotów', ctx.fx.companies.alpha, ctx.fx.regions.waw);
    expect(
      (await post('/api/warehouse/add', { warehouseId, productId: ctx.fx.products.alphaA, amount: 5 }, 'admin'))
        .statusCode,
    ).toBe(200);
    const stock = await post(
      '/api/stock/add',
      { warehouseId, driverId: created.id, productId: ctx.fx.products.alphaA, amount: 1 },
      'admin',
    );
    expect([stock.statusCode, stock.json().errorCode]).toEqual([409, 'driver_blocked']);
    expect((await get('/api/notification/recipients?regions=Warszawa&status=all', 'admin')).json().count).toBe(
      countBefore - 1,
    );
    const listed = (await get('/api/driver/list?page=1&perPage=100'))
      .json()
      .items.find((d: { id: number }) => d.id === created.id);
    expect(listed).toMatchObject({ blocked: true, blockReason: 'Skargi klientów' });
    const twice = await post('/api/driver/block', { driverId: created.id, reason: 'Again' });
    expect([twice.statusCode, twice.json().errorCode]).toEqual([409, 'driver_already_blocked']);

    const unblocked = driverOf(await post('/api/driver/unblock', { driverId: created.id }));
    expect(unblocked).toMatchObject({ blocked: false, blockReason: null, block: null });
    expect((await signIn(created.email)).statusCode).toBe(200);
    expect((await get('/api/notification/recipients?regions=Warszawa&status=all', 'admin')).json().count).toBe(
      countBefore,
    );
    const notBlocked = await post('/api/driver/unblock', { driverId: created.id });
    expect([notBlocked.statusCode, notBlocked.json().errorCode]).toEqual([409, 'driver_not_blocked']);

    expect(driverOf(await post('/api/driver/deactivate', { driverId: created.id }))).toMatchObject({
      active: false,
      status: 'offline',
    });
    const gone = await signIn(created.email);
    expect([gone.statusCode, gone.json().errorCode]).toEqual([401, 'account_deactivated']);
    expect((await get('/api/notification/recipients?regions=Warszawa&status=all', 'admin')).json().count).toBe(
      countBefore - 1,
    );
    expect((await post('/api/driver/deactivate', { driverId: created.id })).json().errorCode).toBe(
      'driver_already_inactive',
    );
    expect(driverOf(await post('/api/driver/activate', { driverId: created.id }))).toMatchObject({ active: true });
    expect((await post('/api/driver/activate', { driverId: created.id })).json().errorCode).toBe(
      'driver_already_active',
    );

    const entries = await auditOf(created.id);
    const changes = entries.filter((a) => a.action.startsWith('driver.'));
    expect(changes.map((a) => a.action)).toEqual([
      'driver.create',
      'driver.update',
      'driver.block',
      'driver.unblock',
      'driver.deactivate',
      'driver.activate',
    ]);
    expect(changes.every((a) => a.actorKind === 'operator' && a.actorName === 'operator')).toBe(true);
    expect(changes[1]!.before).toMatchObject({ lastName: 'Wiśniewska', allowedCompanyIds: [] });
    expect(changes[1]!.after).toMatchObject({
      lastName: 'Nowak-Wiśniewska',
      allowedCompanyIds: [ctx.fx.companies.alpha],
    });
    expect(changes[2]!.after).toMatchObject({ blocked: true, reason: 'Skargi klientów', endedSessions: 1 });
    expect(JSON.stringify(entries)).not.toContain('argon2');
  });

  it('refuses to block or deactivate a driver carrying an order (409 driver_has_active_order)', async () => {
    const d = await create();
    await insertOrder(db(), ctx.fx, `DRV-${seq}`, 'picked_up', { driverId: d.id });
    for (const path of ['/api/driver/block', '/api/driver/deactivate']) {
      const res = await post(path, { driverId: d.id, reason: 'Test' });
      expect([res.statusCode, res.json().errorCode]).toEqual([409, 'driver_has_active_order']);
    }
    expect(await rowOf(d.id)).toMatchObject({ blocked: false, active: true });
  });

  it('tells the consoles that see the driver over socket.io', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address() as { port: number };
    const open = (token: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(`http://127.0.0.1:${address.port}/private`, {
          auth: { token },
          transports: ['websocket'],
          reconnection: false,
        });
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    const [warsaw, krakow] = await Promise.all([open(tokens.operator!), open(tokens.krakow!)]);
    const heard: Record<string, DriverChangePayload[]> = { warsaw: [], krakow: [] };
    warsaw.on(DRIVER_CHANGE_EVENT, (p: DriverChangePayload) => heard.warsaw!.push(p));
    krakow.on(DRIVER_CHANGE_EVENT, (p: DriverChangePayload) => heard.krakow!.push(p));
    const d = await create();
    await post('/api/driver/block', { driverId: d.id, reason: 'Test' });
    await new Promise((r) => setTimeout(r, 200));
    expect(heard.warsaw).toEqual([
      { driverId: d.id, action: 'create' },
      { driverId: d.id, action: 'block' },
    ]);
    expect(heard.krakow).toEqual([]);
    warsaw.close();
    krakow.close();
  });
});

describe('rules and access', () => {
  it('answers 400 with field errors', async () => {
    const res = await post(
      '/api/driver/create',
      newDriver({
        firstName: ' ',
        phone: '123',
        email: 'nope',
        password: 'short',
        type: 'boss',
        allowedCompanyIds: ['x'],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'allowedCompanyIds.0',
      'email',
      'firstName',
      'password',
      'phone',
      'type',
    ]);
    const region = await post('/api/driver/create', newDriver({ region: 'Gdańsk' }));
    expect([region.statusCode, region.json().errors]).toEqual([400, { region: ['drivers.validation.unknownRegion'] }]);
    const company = await post('/api/driver/create', newDriver({ allowedCompanyIds: [999999] }));
    expect([company.statusCode, company.json().errors]).toEqual([
      400,
      { allowedCompanyIds: ['drivers.validation.unknownCompany'] },
    ]);
    const reason = await post('/api/driver/block', { driverId: 1, reason: '' });
    expect([reason.statusCode, Object.keys(reason.json().errors)]).toEqual([400, ['reason']]);
  });

  it('keeps e-mails unique ignoring case (409 driver_email_taken)', async () => {
    const a = await create();
    const b = await create();
    const taken = await post('/api/driver/create', newDriver({ email: a.email.toUpperCase() }));
    expect([taken.statusCode, taken.json().errorCode]).toEqual([409, 'driver_email_taken']);
    const update = await post('/api/driver/update', { driverId: b.id, email: a.email });
    expect([update.statusCode, update.json().errorCode]).toEqual([409, 'driver_email_taken']);
  });

  it('a read-only caller reads but may not change (403 forbidden); clients and others get 403', async () => {
    const d = await create();
    expect((await details(d.id, 'reader')).id).toBe(d.id);
    for (const [path, body] of [
      ['/api/driver/create', newDriver()],
      ['/api/driver/update', { driverId: d.id, firstName: 'X' }],
      ['/api/driver/block', { driverId: d.id, reason: 'X' }],
      ['/api/driver/unblock', { driverId: d.id }],
      ['/api/driver/deactivate', { driverId: d.id }],
      ['/api/driver/activate', { driverId: d.id }],
    ] as const) {
      const res = await post(path, body, 'reader');
      expect([path, res.statusCode, res.json().errorCode]).toEqual([path, 403, 'forbidden']);
    }
    const client = await get(`/api/driver/details?driverId=${d.id}`, 'client');
    expect(client.statusCode).toBe(403);
  });

  it('an operator limited to a region or to companies reaches only its drivers', async () => {
    const warsaw = await create({ allowedCompanyIds: [ctx.fx.companies.beta] });
    for (const who of ['krakow', 'alphaonly']) {
      const res = await get(`/api/driver/details?driverId=${warsaw.id}`, who);
      expect([who, res.statusCode, res.json().errorCode]).toEqual([who, 404, 'driver_not_found']);
      const block = await post('/api/driver/block', { driverId: warsaw.id, reason: 'X' }, who);
      expect([who, block.statusCode]).toEqual([who, 404]);
    }
    const outside = await post('/api/driver/create', newDriver(), 'krakow');
    expect([outside.statusCode, outside.json().errorCode]).toEqual([403, 'region_not_assignable']);
    const everyCompany = await post('/api/driver/create', newDriver(), 'alphaonly');
    expect([everyCompany.statusCode, everyCompany.json().errorCode]).toEqual([403, 'company_not_assignable']);
    const foreign = await post(
      '/api/driver/create',
      newDriver({ allowedCompanyIds: [ctx.fx.companies.beta] }),
      'alphaonly',
    );
    expect([foreign.statusCode, foreign.json().errorCode]).toEqual([403, 'company_not_assignable']);

    // A driver of alpha and beta: the alpha operator sees alpha only, and saving keeps beta.
    const shared = await create({ allowedCompanyIds: [ctx.fx.companies.alpha, ctx.fx.companies.beta] });
    const seen = await details(shared.id, 'alphaonly');
    expect(seen.allowedCompanyIds).toEqual([ctx.fx.companies.alpha]);
    driverOf(await post('/api/driver/update', unchanged(seen), 'alphaonly'));
    expect((await rowOf(shared.id)).allowedCompanyIds.sort()).toEqual(
      [ctx.fx.companies.alpha, ctx.fx.companies.beta].sort(),
    );
    const mine = driverOf(await post('/api/driver/create', newDriver({ region: 'Kraków' }), 'krakow'));
    expect(mine.regionName).toBe('Kraków');
  });
});

describe('GET /api/notification/recipients', () => {
  it('counts the active, unblocked drivers of the regions, status and company; needs notifications.canSend', async () => {
    const base = (await get('/api/notification/recipients?regions=Kraków', 'admin')).json().count as number;
    await create({ region: 'Kraków', allowedCompanyIds: [ctx.fx.companies.beta] });
    expect((await get('/api/notification/recipients?regions=Kraków', 'admin')).json()).toEqual({ count: base + 1 });
    expect(
      (await get(`/api/notification/recipients?regions=Kraków&companyId=${ctx.fx.companies.alpha}`, 'admin')).json()
        .count,
    ).toBe(base);
    expect(
      (await get('/api/notification/recipients?regions=Kraków&status=online', 'admin')).json().count,
    ).toBeLessThanOrEqual(base);
    const all = (await get('/api/notification/recipients?regions=*', 'admin')).json().count as number;
    expect(all).toBeGreaterThan(base);
    expect((await get('/api/notification/recipients?regions=Gdańsk', 'admin')).statusCode).toBe(400);
    expect((await get('/api/notification/recipients?regions=Kraków', 'operator')).statusCode).toBe(403);
  });
});
