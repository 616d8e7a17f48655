// Push notifications: POST /api/notification/send — scope, field errors, which drivers it reaches (regions, "*",
// status, active only, tenant), the long part only when both its fields are there, one delivery row per driver and
// the audit entry — and the drivers' side of the driver API: fetch (stamps deliveredAt) and acknowledge, also through
// the simulator's client and virtual driver.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { DriverApiClient } from '../../server/simulator/client.ts';
import { VirtualDriver } from '../../server/simulator/virtualDriver.ts';
import { seededRng } from '../../server/simulator/movement.ts';
import { STANDALONE_PACE } from '../../server/simulator/simulation.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import type { DriverNotificationsResponse, NotificationSendInput } from '../../domain/notificationSchemas.ts';
import type { DriverRosterItem } from '../../domain/driverApi.ts';
import { bearer, login, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const PASSWORD = 'driver123';
const ids: Record<string, number> = {};
const regionIds: Record<string, number> = {};
let baseURL = '';

const db = () => ctx.app.database.db;
const send = (token: string | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/notification/send', headers: token ? bearer(token) : {}, payload });
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

const valid = (extra: Partial<NotificationSendInput> = {}): NotificationSendInput => ({
  regions: ['Gdańsk'],
  status: 'all',
  short: { title: 'High demand', body: 'Multiplier 1.5x from 16 to 19' },
  ...extra,
});

/** The names of the drivers a notification was delivered to, sorted. */
const recipientsOf = async (notificationId: number) =>
  (
    await db()
      .select({ firstName: s.drivers.firstName })
      .from(s.notificationDeliveries)
      .innerJoin(s.drivers, eq(s.drivers.id, s.notificationDeliveries.driverId))
      .where(eq(s.notificationDeliveries.notificationId, notificationId))
  )
    .map((r) => r.firstName)
    .sort();

async function driverToken(email: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/driver/sign-in',
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'coordinator', 'nobody', 'client');
  const made = await db()
    .insert(s.regions)
    .values([{ name: 'Gdańsk' }, { name: 'Poznań' }])
    .returning();
  for (const r of made) regionIds[r.name] = r.id;
  const passwordHash = await fixtureHash(PASSWORD);
  const { alpha, beta } = ctx.fx.companies;
  const gda = regionIds['Gdańsk'];
  const poz = regionIds['Poznań'];
  const rows = await db()
    .insert(s.drivers)
    .values([
      { firstName: 'Gosia', lastName: 'Online', email: 'gosia@n.test', passwordHash, regionId: gda, status: 'online' },
      {
        firstName: 'Grzegorz',
        lastName: 'Offline',
        email: 'grzegorz@n.test',
        passwordHash,
        regionId: gda,
        status: 'offline',
      },
      {
        firstName: 'Gabriela',
        lastName: 'Inactive',
        email: 'gabriela@n.test',
        passwordHash,
        regionId: gda,
        status: 'online',
        active: false,
      },
      {
        firstName: 'Gustaw',
        lastName: 'Blocked',
        email: 'gustaw@n.test',
        passwordHash,
        regionId: gda,
        status: 'online',
        blocked: true,
      },
      {
        firstName: 'Genowefa',
        lastName: 'Beta',
        email: 'genowefa@n.test',
        passwordHash,
        regionId: gda,
        status: 'offline',
        allowedCompanyIds: [beta],
      },
      {
        firstName: 'Piotr',
        lastName: 'Online',
        email: 'piotr@n.test',
        passwordHash,
        regionId: poz,
        status: 'online',
        allowedCompanyIds: [alpha, beta],
      },
      {
        firstName: 'Paweł',
        lastName: 'Offline',
        email: 'pawel@n.test',
        passwordHash,
        regionId: poz,
        status: 'offline',
      },
      {
        firstName: 'Zofia',
        lastName: 'Warszawska',
        email: 'zofia@n.test',
        passwordHash,
        regionId: ctx.fx.regions.waw,
        status: 'offline',
      },
    ])
    .returning({ id: s.drivers.id, firstName: s.drivers.firstName });
  for (const d of rows) ids[d.firstName] = d.id;

  const opHash = await fixtureHash('notify123');
  const canView = canViewDefaults('xd_employee');
  await db()
    .insert(s.operators)
    .values([
      {
        username: 'notifier',
        email: 'notifier@x.pl',
        passwordHash: opHash,
        scope: ['notifications'],
        accountType: 'xd_employee',
        canView,
        allCompanies: true,
        allRegions: true,
      },
      // Gdańsk only, company alpha only.
      {
        username: 'gdansk',
        email: 'gdansk@x.pl',
        passwordHash: opHash,
        scope: ['notifications', 'drivers'],
        accountType: 'xd_coordinator',
        canView,
        allCompanies: false,
        companyIds: [alpha],
        allRegions: false,
        regions: ['Gdańsk'],
      },
    ]);
  tokens.notifier = await login(ctx.app, 'notifier', 'notify123');
  tokens.gdansk = await login(ctx.app, 'gdansk', 'notify123');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});

describe('POST /api/notification/send: access', () => {
  it('answers 401 without a session', async () => {
    const res = await send(null, valid());
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 without the Notifications scope or SuperAdmin (Drivers or Orders scope alone, client users)', async () => {
    for (const who of ['operator', 'nobody', 'coordinator', 'client']) {
      const res = await send(tokens[who], valid());
      expect(res.statusCode, who).toBe(403);
      expect(res.json().errorCode, who).toBe('insufficient_permissions');
    }
  });

  it('lets in the Notifications scope and SuperAdmin', async () => {
    expect((await send(tokens.notifier, valid())).statusCode).toBe(200);
    expect((await send(tokens.admin, valid())).statusCode).toBe(200);
  });

  it('answers 403 driver_session_not_allowed to a driver token', async () => {
    const token = await driverToken('zofia@n.test');
    const res = await send(token, valid());
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('driver_session_not_allowed');
  });
});

describe('POST /api/notification/send: field errors', () => {
  it('answers 400 with the field of each rule: short title min 5, short body min 10, long title min 5, regions at least 1', async () => {
    const res = await send(tokens.admin, {
      regions: [],
      status: 'all',
      short: { title: 'Hey', body: 'Too short' },
      long: { title: 'Abc', body: 'Some long text' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: {
        regions: ['validation.required'],
        'short.title': ['validation.minLength'],
        'short.body': ['validation.minLength'],
        'long.title': ['validation.minLength'],
      },
    });
  });

  it('requires the short part and the regions, and knows the statuses', async () => {
    const missing = await send(tokens.admin, { status: 'online' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['regions', 'short']);
    const blank = await send(tokens.admin, valid({ short: { title: '   ', body: '' } }));
    expect(blank.json().errors).toEqual({
      'short.title': ['validation.required'],
      'short.body': ['validation.required'],
    });
    const status = await send(tokens.admin, { ...valid(), status: 'busy' });
    expect(status.statusCode).toBe(400);
    expect(Object.keys(status.json().errors)).toEqual(['status']);
  });

  it('answers 400 on regions for an unknown region name, and stores nothing', async () => {
    const before = (await db().select().from(s.notifications)).length;
    const res = await send(tokens.admin, valid({ regions: ['Gdańsk', 'Atlantis'] }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'validation_failed', errors: { regions: ['validation.invalid'] } });
    expect((await db().select().from(s.notifications)).length).toBe(before);
  });
});

describe('POST /api/notification/send: targeting', () => {
  it('reaches the active, not blocked drivers of the regions: one delivery row each, recipients, audit', async () => {
    const res = await send(tokens.admin, valid());
    expect(res.statusCode).toBe(200);
    const { notificationId, recipients } = res.json();
    expect(recipients).toBe(3);
    expect(await recipientsOf(notificationId)).toEqual(['Genowefa', 'Gosia', 'Grzegorz']);
    const [row] = await db().select().from(s.notifications).where(eq(s.notifications.id, notificationId));
    expect(row).toMatchObject({
      regions: ['Gdańsk'],
      status: null,
      shortTitle: 'High demand',
      shortBody: 'Multiplier 1.5x from 16 to 19',
      longTitle: null,
      longBody: null,
      recipients: 3,
    });
    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'notification'), eq(s.auditLog.entityId, String(notificationId))));
    expect(entry).toMatchObject({
      action: 'notification.send',
      actorKind: 'operator',
      actorName: 'admin',
      after: expect.objectContaining({ recipients: 3, regions: ['Gdańsk'] }),
    });
    const deliveries = await db()
      .select()
      .from(s.notificationDeliveries)
      .where(eq(s.notificationDeliveries.notificationId, notificationId));
    expect(deliveries.every((d) => d.deliveredAt === null && d.acknowledgedAt === null)).toBe(true);
  });

  it('filters by status: online, offline, all and empty', async () => {
    const online = (await send(tokens.admin, valid({ regions: ['Gdańsk', 'Poznań'], status: 'online' }))).json();
    expect(await recipientsOf(online.notificationId)).toEqual(['Gosia', 'Piotr']);
    const offline = (await send(tokens.admin, valid({ regions: ['Gdańsk', 'Poznań'], status: 'offline' }))).json();
    expect(await recipientsOf(offline.notificationId)).toEqual(['Genowefa', 'Grzegorz', 'Paweł']);
    const all = (await send(tokens.admin, valid({ regions: ['Gdańsk', 'Poznań'], status: 'all' }))).json();
    expect(all.recipients).toBe(5);
    const empty = await send(tokens.admin, { ...valid({ regions: ['Poznań'] }), status: '' });
    expect(empty.json().recipients).toBe(2);
    const [row] = await db().select().from(s.notifications).where(eq(s.notifications.id, online.notificationId));
    expect(row.status).toBe('online');
  });

  it('"*" reaches every active, not blocked driver of every region (and "*" among names counts as every region)', async () => {
    const everyone = await db()
      .select({ id: s.drivers.id })
      .from(s.drivers)
      .where(and(eq(s.drivers.active, true), eq(s.drivers.blocked, false)));
    const star = (await send(tokens.admin, valid({ regions: ['*'] }))).json();
    expect(star.recipients).toBe(everyone.length);
    const [row] = await db().select().from(s.notifications).where(eq(s.notifications.id, star.notificationId));
    expect(row.regions).toEqual(['*']);
    const mixed = (await send(tokens.admin, valid({ regions: ['Poznań', '*'] }))).json();
    expect(mixed.recipients).toBe(everyone.length);
    const online = (await send(tokens.admin, valid({ regions: ['*'], status: 'online' }))).json();
    const onlineCount = (
      await db()
        .select({ id: s.drivers.id })
        .from(s.drivers)
        .where(and(eq(s.drivers.active, true), eq(s.drivers.blocked, false), eq(s.drivers.status, 'online')))
    ).length;
    expect(online.recipients).toBe(onlineCount);
  });

  it('keeps the long part only when both its title and body are non-empty', async () => {
    const both = (
      await send(
        tokens.admin,
        valid({ long: { title: 'Evening bonus', body: 'Every delivery between 16 and 19 pays 1.5x.' } }),
      )
    ).json();
    const titleOnly = (await send(tokens.admin, valid({ long: { title: 'Evening bonus', body: '' } }))).json();
    const bodyOnly = (
      await send(tokens.admin, valid({ long: { title: '  ', body: 'Every delivery pays more.' } }))
    ).json();
    const rows = await db()
      .select()
      .from(s.notifications)
      .where(inArray(s.notifications.id, [both.notificationId, titleOnly.notificationId, bodyOnly.notificationId]));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(both.notificationId)).toMatchObject({
      longTitle: 'Evening bonus',
      longBody: 'Every delivery between 16 and 19 pays 1.5x.',
    });
    expect(byId.get(titleOnly.notificationId)).toMatchObject({ longTitle: null, longBody: null });
    expect(byId.get(bodyOnly.notificationId)).toMatchObject({ longTitle: null, longBody: null });
  });

  it('answers 0 recipients when no driver matches (and still stores the notification)', async () => {
    await db().insert(s.regions).values({ name: 'Pusty' });
    const res = (await send(tokens.admin, valid({ regions: ['Pusty'] }))).json();
    expect(res.recipients).toBe(0);
    expect(await recipientsOf(res.notificationId)).toEqual([]);
  });

  it('limits an operator to its regions ("*" = its regions; another region is 403) and to the drivers of its companies', async () => {
    const star = (await send(tokens.gdansk, valid({ regions: ['*'] }))).json();
    // Gdańsk's active, not blocked drivers, but not Genowefa (company beta only): the operator sees alpha only.
    expect(await recipientsOf(star.notificationId)).toEqual(['Gosia', 'Grzegorz']);
    const own = await send(tokens.gdansk, valid({ regions: ['Gdańsk'], status: 'online' }));
    expect(own.statusCode).toBe(200);
    expect(await recipientsOf(own.json().notificationId)).toEqual(['Gosia']);
    const other = await send(tokens.gdansk, valid({ regions: ['Gdańsk', 'Poznań'] }));
    expect(other.statusCode).toBe(403);
    expect(other.json().errorCode).toBe('region_not_allowed');
  });
});

describe('driver API: GET /api/driver/notifications and POST /api/driver/notifications/ack', () => {
  it('serves the driver its unacknowledged notifications oldest first, stamps deliveredAt once, and acknowledges them', async () => {
    await db().delete(s.notificationDeliveries).where(eq(s.notificationDeliveries.driverId, ids.Piotr));
    const first = (
      await send(
        tokens.admin,
        valid({ regions: ['Poznań'], status: 'online', short: { title: 'First one', body: 'The first notification' } }),
      )
    ).json();
    const second = (
      await send(
        tokens.admin,
        valid({
          regions: ['Poznań'],
          short: { title: 'Second one', body: 'The second notification' },
          long: { title: 'More about it', body: 'A longer text.' },
        }),
      )
    ).json();
    const token = await driverToken('piotr@n.test');

    const fetched = await call('GET', '/driver/notifications', token);
    expect(fetched.statusCode).toBe(200);
    const body: DriverNotificationsResponse = fetched.json();
    expect(body.notifications.map((n) => n.id)).toEqual([first.notificationId, second.notificationId]);
    expect(body.notifications[0]).toMatchObject({
      short: { title: 'First one', body: 'The first notification' },
      long: null,
    });
    expect(body.notifications[1]).toMatchObject({ long: { title: 'More about it', body: 'A longer text.' } });
    const [delivery] = await db()
      .select()
      .from(s.notificationDeliveries)
      .where(
        and(
          eq(s.notificationDeliveries.driverId, ids.Piotr),
          eq(s.notificationDeliveries.notificationId, first.notificationId),
        ),
      );
    expect(delivery.deliveredAt?.toISOString()).toBe(body.notifications[0].deliveredAt);
    expect(delivery.acknowledgedAt).toBeNull();

    // Not acknowledged: served again, with the first deliveredAt.
    const again: DriverNotificationsResponse = (await call('GET', '/driver/notifications', token)).json();
    expect(again.notifications.map((n) => n.deliveredAt)).toEqual(body.notifications.map((n) => n.deliveredAt));

    const ack = await call('POST', '/driver/notifications/ack', token, {
      ids: [first.notificationId, second.notificationId, 999_999],
    });
    expect(ack.statusCode).toBe(200);
    expect(ack.json()).toEqual({ acknowledged: 2 });
    expect((await call('GET', '/driver/notifications', token)).json()).toEqual({ notifications: [] });
    expect((await call('POST', '/driver/notifications/ack', token, { ids: [first.notificationId] })).json()).toEqual({
      acknowledged: 0,
    });
    const acks = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'notification.acknowledge'), eq(s.auditLog.entityId, String(ids.Piotr))));
    expect(acks).toHaveLength(1);
  });

  it("does not let a driver acknowledge another driver's notification", async () => {
    const sent = (await send(tokens.admin, valid({ regions: ['Poznań'] }))).json();
    const pawel = await driverToken('pawel@n.test');
    const piotr = await driverToken('piotr@n.test');
    expect((await call('POST', '/driver/notifications/ack', pawel, { ids: [sent.notificationId] })).json()).toEqual({
      acknowledged: 1,
    });
    const [piotrsRow] = await db()
      .select()
      .from(s.notificationDeliveries)
      .where(
        and(
          eq(s.notificationDeliveries.driverId, ids.Piotr),
          eq(s.notificationDeliveries.notificationId, sent.notificationId),
        ),
      );
    expect(piotrsRow.acknowledgedAt).toBeNull();
    expect(
      ((await call('GET', '/driver/notifications', piotr)).json() as DriverNotificationsResponse).notifications.map(
        (n) => n.id,
      ),
    ).toContain(sent.notificationId);
  });

  it('answers 400 for an empty or wrong ids list, 401 without a token and 403 to an operator token', async () => {
    const token = await driverToken('pawel@n.test');
    const empty = await call('POST', '/driver/notifications/ack', token, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errorCode: 'validation_failed', errors: { ids: ['validation.required'] } });
    expect((await call('POST', '/driver/notifications/ack', token, { ids: ['x'] })).statusCode).toBe(400);
    expect((await call('POST', '/driver/notifications/ack', token, {})).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/driver/notifications' })).statusCode).toBe(401);
    const operator = await call('GET', '/driver/notifications', tokens.admin);
    expect(operator.statusCode).toBe(403);
    expect(operator.json().errorCode).toBe('driver_session_required');
  });

  it("the simulator's virtual driver receives a notification over HTTP and acknowledges it", async () => {
    const sent = (
      await send(
        tokens.admin,
        valid({
          regions: ['Gdańsk'],
          status: 'online',
          short: { title: 'Simulated', body: 'A notification for the simulator' },
        }),
      )
    ).json();
    const stopper = new AbortController();
    const api = new DriverApiClient(baseURL, 'gosia@n.test', PASSWORD, stopper.signal);
    const profile: DriverRosterItem = {
      id: ids.Gosia,
      email: 'gosia@n.test',
      firstName: 'Gosia',
      lastName: 'Online',
      region: 'Gdańsk',
      allowedCompanyIds: [],
      vehicleType: 'car',
      lastKnownLocation: null,
      activeOrderId: null,
    };
    const driver = new VirtualDriver(profile, api, STANDALONE_PACE, async () => null, seededRng(1), stopper.signal);
    const acknowledged = await driver.checkNotifications();
    expect(acknowledged).toBeGreaterThanOrEqual(1);
    expect(driver.stats.notifications).toBe(acknowledged);
    expect(driver.inbox.map((n) => n.id)).toContain(sent.notificationId);
    const [row] = await db()
      .select()
      .from(s.notificationDeliveries)
      .where(
        and(
          eq(s.notificationDeliveries.driverId, ids.Gosia),
          eq(s.notificationDeliveries.notificationId, sent.notificationId),
        ),
      );
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect(row.acknowledgedAt).toBeInstanceOf(Date);
    expect(await driver.checkNotifications()).toBe(0);
    await driver.logout();
    stopper.abort();
  });
});
