// Operator accounts (/operator/*): the list, canView defaults per account type, the operators scope on every call,
// the reach of a limited operator, field errors, conflict codes, audit entries without passwords, password change
// and deactivation ending the account's sessions (next call 401, open socket told and disconnected, sign-in refused
// until activation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { ASSIGNABLE_ACCOUNT_TYPES, SESSION_ENDED_EVENT, type OperatorItem } from '../../domain/operatorSchemas.ts';
import { bearer, login, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const loc = { alpha: 0, beta: 0 };
let baseURL = '';
const sockets: Socket[] = [];

const hours = {};
beforeAll(async () => {
  const db = ctx.app.database.db;
  const [alphaLoc, betaLoc] = await db
    .insert(s.locations)
    .values([
      {
        companyId: ctx.fx.companies.alpha,
        name: 'Alpha store',
        street: 'Prosta 2',
        city: 'Warszawa',
        zipCode: '00-850',
        workingSettings: hours,
      },
      {
        companyId: ctx.fx.companies.beta,
        name: 'Beta store',
        street: 'Długa 5',
        city: 'Kraków',
        zipCode: '31-042',
        workingSettings: hours,
      },
    ])
    .returning();
  loc.alpha = alphaLoc.id;
  loc.beta = betaLoc.id;
  // An operators-scope user limited to company alpha and Warszawa.
  await db.insert(s.operators).values({
    username: 'usermgr',
    email: 'usermgr@x.pl',
    passwordHash: await fixtureHash('usermgr123'),
    scope: ['operators', 'orders', 'orders:read'],
    accountType: 'xd_employee',
    canView: canViewDefaults('xd_employee'),
    companyIds: [ctx.fx.companies.alpha],
    regions: ['Warszawa'],
  });
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'client', 'coordinator');
  tokens.usermgr = await login(ctx.app, 'usermgr', 'usermgr123');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.forEach((socket) => socket.close()));

const get = (url: string, who = 'admin') => ctx.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
const post = (url: string, payload: unknown, who = 'admin') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(tokens[who]) });

let counter = 0;
const newEmail = (prefix = 'op') => `${prefix}${++counter}@ops.pl`;
const body = (overrides: Record<string, unknown> = {}) => ({
  email: newEmail(),
  password: 'secret12',
  companyIds: '*',
  regions: '*',
  scope: ['orders'],
  accountType: 'xd_employee',
  ...overrides,
});
const create = async (overrides: Record<string, unknown> = {}, who = 'admin'): Promise<OperatorItem> => {
  const res = await post('/api/operator/create', body(overrides), who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().operator;
};
const list = async (who = 'admin'): Promise<OperatorItem[]> => {
  const res = await get('/api/operator/list', who);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const auditOf = async (operatorId: number, action: string) => {
  const rows = await ctx.app.database.db
    .select()
    .from(s.auditLog)
    .where(
      and(
        eq(s.auditLog.entity, 'operator'),
        eq(s.auditLog.entityId, String(operatorId)),
        eq(s.auditLog.action, action),
      ),
    )
    .orderBy(desc(s.auditLog.id));
  return rows[0];
};
const openSocket = (token: string) => {
  const socket = connect(`${baseURL}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return new Promise<Socket>((resolve, reject) => {
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
};

describe('GET /api/operator/list', () => {
  it('answers every operator newest first with what the page shows and filters by ("*" for all), never a password', async () => {
    const created = await create({
      companyIds: [ctx.fx.companies.alpha],
      regions: ['Kraków'],
      accountType: 'other',
      locationIds: [loc.alpha],
    });
    const items = await list();
    expect(items[0]).toEqual({
      id: created.id,
      email: created.email,
      username: created.email,
      accountType: 'other',
      previousAccountType: null,
      active: true,
      scope: ['orders'],
      companyIds: [ctx.fx.companies.alpha],
      regions: ['Kraków'],
      locationIds: [loc.alpha],
      canView: canViewDefaults('other'),
      createdAt: expect.any(String),
      updatedAt: null,
    });
    const times = items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const admin = items.find((i) => i.username === 'admin')!;
    expect(admin).toMatchObject({
      companyIds: '*',
      regions: '*',
      scope: ['superAdmin', 'wallet', 'zipCodes'],
      active: true,
    });
    expect(items.find((i) => i.username === 'gone')).toMatchObject({
      accountType: 'deactivated',
      previousAccountType: 'xd_employee',
      active: false,
    });
    expect(JSON.stringify(items)).not.toMatch(/password/i);
  });
});

describe('the operators scope', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/api/operator/list', undefined],
    ['POST', '/api/operator/create', body()],
    [
      'POST',
      '/api/operator/update',
      { operatorId: 1, companyIds: '*', regions: '*', scope: ['orders'], accountType: 'other' },
    ],
    ['POST', '/api/operator/change-password', { operatorId: 1, newPassword: 'secret12' }],
    ['POST', '/api/operator/deactivate', { operatorId: 1 }],
    ['POST', '/api/operator/activate', { operatorId: 1 }],
  ];
  it.each(calls)(
    '%s %s answers 403 without it (operator with orders and drivers, client user) and 401 without a session',
    async (method, url, payload) => {
      for (const who of ['operator', 'client', 'coordinator']) {
        const res = await ctx.app.inject({
          method: method as 'GET' | 'POST',
          url,
          payload: payload as object,
          headers: bearer(tokens[who]),
        });
        expect(res.statusCode, who).toBe(403);
        expect(res.json().errorCode).toBe('insufficient_permissions');
      }
      const anonymous = await ctx.app.inject({ method: method as 'GET' | 'POST', url, payload: payload as object });
      expect(anonymous.statusCode).toBe(401);
    },
  );
});

describe('POST /api/operator/create', () => {
  it.each(ASSIGNABLE_ACCOUNT_TYPES)(
    'fills the canView defaults of account type %s when no flag is sent',
    async (accountType) => {
      const operator = await create({ accountType });
      expect(operator.canView).toEqual(canViewDefaults(accountType));
      const [row] = await ctx.app.database.db.select().from(s.operators).where(eq(s.operators.id, operator.id));
      expect(row.canView).toEqual(canViewDefaults(accountType));
    },
  );

  it('xd_coordinator: pinCode, holdOrder, orderEstimations, orderRoute and comments on, the others off', async () => {
    const operator = await create({ accountType: 'xd_coordinator' });
    expect(
      Object.entries(operator.canView)
        .filter(([, on]) => on)
        .map(([flag]) => flag)
        .sort(),
    ).toEqual(['comments', 'holdOrder', 'orderEstimations', 'orderRoute', 'pinCode']);
  });

  it.each([
    ['drivers:read', '/api/driver/list?page=1&perPage=5', '/api/driver/create', {}],
    ['warehouse:read', '/api/warehouse/list', '/api/warehouse/create', {}],
    ['corrections:read', '/api/correction/pending-list', '/api/correction/accept', { correctionId: 1 }],
  ])(
    'assigns the read-only scope %s: the new operator reads the page and is refused its writes',
    async (scope, readUrl, writeUrl, writeBody) => {
      const email = newEmail('reader');
      const operator = await create({ email, scope: [scope] });
      expect(operator.scope).toEqual([scope]);
      const token = await login(ctx.app, email, 'secret12');
      const read = await ctx.app.inject({ method: 'GET', url: readUrl, headers: bearer(token) });
      expect(read.statusCode, read.body).toBe(200);
      const write = await ctx.app.inject({ method: 'POST', url: writeUrl, payload: writeBody, headers: bearer(token) });
      expect([write.statusCode, write.json().errorCode]).toEqual([403, 'forbidden']);
    },
  );

  it('keeps the flags sent and fills the rest from the defaults', async () => {
    const operator = await create({ accountType: 'api_user', canView: { driverInfo: true, pinCode: false } });
    expect(operator.canView).toEqual({ ...canViewDefaults('api_user'), driverInfo: true });
  });

  it('stores the password as argon2id and the e-mail lower-cased as the sign-in name; the new operator signs in', async () => {
    const operator = await create({ email: ' New.Person@Ops.PL ', password: 'pass1234' });
    expect(operator).toMatchObject({ email: 'new.person@ops.pl', username: 'new.person@ops.pl' });
    const [row] = await ctx.app.database.db.select().from(s.operators).where(eq(s.operators.id, operator.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await login(ctx.app, 'new.person@ops.pl', 'pass1234')).toBeTruthy();
  });

  it('writes an audit entry with the account, without the password', async () => {
    const operator = await create({ password: 'verysecret1' });
    const entry = await auditOf(operator.id, 'operator.create');
    expect(entry).toMatchObject({ actorKind: 'operator', actorName: 'admin', before: null });
    expect(entry.after).toMatchObject({
      email: operator.email,
      accountType: 'xd_employee',
      companyIds: '*',
      regions: '*',
    });
    expect(JSON.stringify(entry)).not.toMatch(/verysecret1|passwordHash|argon2/);
  });

  it('answers 400 with field errors: at least one company, region and scope, e-mail, password, account type', async () => {
    const res = await post('/api/operator/create', {
      email: 'not-an-email',
      password: 'short',
      companyIds: [],
      regions: [],
      scope: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: {
        email: ['validation.email'],
        password: ['validation.minLength'],
        companyIds: ['users.validation.atLeastOneValue'],
        regions: ['users.validation.atLeastOneValue'],
        scope: ['users.validation.atLeastOneValue'],
        accountType: ['validation.required'],
      },
    });
    const missing = await post('/api/operator/create', {
      email: newEmail(),
      password: 'secret12',
      accountType: 'other',
    });
    expect(missing.json().errors).toMatchObject({
      companyIds: ['users.validation.atLeastOneValue'],
      regions: ['users.validation.atLeastOneValue'],
      scope: ['users.validation.atLeastOneValue'],
    });
  });

  it('refuses the deactivated account type and unknown scopes (400)', async () => {
    const res = await post('/api/operator/create', body({ accountType: 'deactivated', scope: ['orders', 'godMode'] }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['accountType', 'scope.1']);
  });

  it('refuses unknown companies and regions, and locations outside the assigned companies (400 field errors)', async () => {
    const res = await post(
      '/api/operator/create',
      body({ companyIds: [ctx.fx.companies.alpha, 99999], regions: ['Atlantis'], locationIds: [loc.beta] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      companyIds: ['users.validation.unknownCompany'],
      regions: ['users.validation.unknownRegion'],
      locationIds: ['users.validation.locationOutsideCompanies'],
    });
    const ok = await create({ companyIds: [ctx.fx.companies.beta], locationIds: [loc.beta] });
    expect(ok.locationIds).toEqual([loc.beta]);
  });

  it('answers 409 user_email_already_occupied for an operator’s or a client user’s e-mail, whatever the case', async () => {
    for (const email of ['ADMIN@x.pl', 'client@alpha.pl', 'admin']) {
      const res = await post('/api/operator/create', body({ email: email === 'admin' ? 'admin@x.pl' : email }));
      expect(res.statusCode).toBe(409);
      expect(res.json().errorCode).toBe('user_email_already_occupied');
    }
  });
});

describe('reach of a limited operator (company alpha, Warszawa, scopes operators, orders, orders:read)', () => {
  it('sees only the operators within its companies, regions and scopes', async () => {
    const usernames = (await list('usermgr')).map((o) => o.username);
    expect(usernames).toContain('coordinator'); // alpha, Warszawa, orders:read
    expect(usernames).toContain('usermgr');
    expect(usernames).not.toContain('admin'); // all companies
    expect(usernames).not.toContain('operator'); // all companies, drivers scope
  });

  it('may assign only its own companies and regions ("*" needs all) and grant only its own scopes (403)', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ companyIds: '*', regions: ['Warszawa'] }, 'company_not_assignable'],
      [{ companyIds: [ctx.fx.companies.beta], regions: ['Warszawa'] }, 'company_not_assignable'],
      [{ companyIds: [ctx.fx.companies.alpha], regions: '*' }, 'region_not_assignable'],
      [{ companyIds: [ctx.fx.companies.alpha], regions: ['Kraków'] }, 'region_not_assignable'],
      [
        { companyIds: [ctx.fx.companies.alpha], regions: ['Warszawa'], scope: ['orders', 'superAdmin'] },
        'scope_not_assignable',
      ],
    ];
    for (const [overrides, code] of cases) {
      const res = await post('/api/operator/create', body(overrides), 'usermgr');
      expect(res.statusCode, code).toBe(403);
      expect(res.json().errorCode).toBe(code);
    }
    const ok = await create(
      {
        companyIds: [ctx.fx.companies.alpha],
        regions: ['Warszawa'],
        scope: ['orders:read'],
        accountType: 'xd_coordinator',
      },
      'usermgr',
    );
    expect((await list('usermgr')).map((o) => o.id)).toContain(ok.id);
  });

  it('answers 404 operator_not_found for an operator beyond its reach, on every write', async () => {
    const admin = (await list()).find((o) => o.username === 'admin')!;
    const writes: [string, unknown][] = [
      [
        '/api/operator/update',
        {
          operatorId: admin.id,
          companyIds: [ctx.fx.companies.alpha],
          regions: ['Warszawa'],
          scope: ['orders'],
          accountType: 'other',
        },
      ],
      ['/api/operator/change-password', { operatorId: admin.id, newPassword: 'takeover1' }],
      ['/api/operator/deactivate', { operatorId: admin.id }],
      ['/api/operator/activate', { operatorId: admin.id }],
    ];
    for (const [url, payload] of writes) {
      const res = await post(url, payload, 'usermgr');
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorCode).toBe('operator_not_found');
    }
    expect(await login(ctx.app, 'admin', 'admin123')).toBeTruthy();
  });
});

describe('POST /api/operator/update', () => {
  it('changes assignments, scopes, type and flags; the audit entry holds before and after', async () => {
    const operator = await create({ accountType: 'other' });
    const res = await post('/api/operator/update', {
      operatorId: operator.id,
      companyIds: [ctx.fx.companies.alpha],
      regions: ['Warszawa'],
      scope: ['orders:read', 'drivers'],
      accountType: 'xd_coordinator',
      canView: { ...canViewDefaults('xd_coordinator'), driverInfo: true },
      locationIds: [loc.alpha],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().operator).toMatchObject({
      id: operator.id,
      email: operator.email,
      companyIds: [ctx.fx.companies.alpha],
      regions: ['Warszawa'],
      scope: ['orders:read', 'drivers'],
      accountType: 'xd_coordinator',
      canView: { ...canViewDefaults('xd_coordinator'), driverInfo: true },
      locationIds: [loc.alpha],
      updatedAt: expect.any(String),
    });
    const entry = await auditOf(operator.id, 'operator.update');
    expect(entry.before).toMatchObject({ accountType: 'other', companyIds: '*', scope: ['orders'] });
    expect(entry.after).toMatchObject({
      accountType: 'xd_coordinator',
      companyIds: [ctx.fx.companies.alpha],
      scope: ['orders:read', 'drivers'],
    });
  });

  it('answers 400 field errors (at least one value, account type required) and 404 for an unknown operator', async () => {
    const operator = await create();
    const res = await post('/api/operator/update', {
      operatorId: operator.id,
      companyIds: [],
      regions: [],
      scope: [],
      accountType: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      companyIds: ['users.validation.atLeastOneValue'],
      regions: ['users.validation.atLeastOneValue'],
      scope: ['users.validation.atLeastOneValue'],
      accountType: ['validation.required'],
    });
    const unknown = await post('/api/operator/update', {
      operatorId: 99999,
      companyIds: '*',
      regions: '*',
      scope: ['orders'],
      accountType: 'other',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('operator_not_found');
  });

  it('keeps scopes the limited caller lacks when they were already held, but refuses to add them', async () => {
    const operator = await create(
      { companyIds: [ctx.fx.companies.alpha], regions: ['Warszawa'], scope: ['orders'] },
      'usermgr',
    );
    const update = (scope: string[]) =>
      post(
        '/api/operator/update',
        {
          operatorId: operator.id,
          companyIds: [ctx.fx.companies.alpha],
          regions: ['Warszawa'],
          scope,
          accountType: 'other',
        },
        'usermgr',
      );
    expect((await update(['orders', 'orders:read'])).statusCode).toBe(200);
    const refused = await update(['orders', 'wallet']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('scope_not_assignable');
  });
});

describe('POST /api/operator/change-password', () => {
  it('sets the password (argon2id), ends the account’s sessions and audits without the password', async () => {
    const operator = await create({ password: 'first123' });
    const oldToken = await login(ctx.app, operator.email, 'first123');
    const res = await post('/api/operator/change-password', { operatorId: operator.id, newPassword: 'second123' });
    expect(res.statusCode).toBe(200);
    expect(res.json().operator.id).toBe(operator.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(oldToken) })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: operator.email, password: 'first123' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await login(ctx.app, operator.email, 'second123')).toBeTruthy();
    const entry = await auditOf(operator.id, 'operator.changePassword');
    expect(JSON.stringify(entry)).not.toMatch(/second123|first123|argon2/);
  });

  it('answers 400 for a short password', async () => {
    const operator = await create();
    const res = await post('/api/operator/change-password', { operatorId: operator.id, newPassword: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ newPassword: ['validation.minLength'] });
  });
});

describe('deactivation and activation', () => {
  it('revokes a live token at once (401), tells and disconnects its socket, and blocks sign-in until activation', async () => {
    const operator = await create({ accountType: 'xd_coordinator', scope: ['orders'], password: 'live1234' });
    const token = await login(ctx.app, operator.email, 'live1234');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/order/list', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const socket = await openSocket(token);
    const ended = new Promise<unknown>((resolve) => socket.on(SESSION_ENDED_EVENT, resolve));
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));

    const res = await post('/api/operator/deactivate', { operatorId: operator.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().operator).toMatchObject({
      accountType: 'deactivated',
      previousAccountType: 'xd_coordinator',
      active: false,
    });

    expect(await ended).toEqual({ reason: 'account_deactivated' });
    expect(await disconnected).toBe('io server disconnect');
    // Its next call and its re-check say why the session ended, so the console can tell the user.
    const next = await ctx.app.inject({ method: 'GET', url: '/api/order/list', headers: bearer(token) });
    expect(next.statusCode).toBe(401);
    expect(next.json().errorCode).toBe('account_deactivated');
    const refresh = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().errorCode).toBe('account_deactivated');
    await expect(openSocket(token)).rejects.toThrow('unauthorized');
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: operator.email, password: 'live1234' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().errorCode).toBe('account_deactivated');

    const entry = await auditOf(operator.id, 'operator.deactivate');
    expect(entry.before).toMatchObject({ accountType: 'xd_coordinator' });
    expect(entry.after).toMatchObject({ accountType: 'deactivated', endedSessions: 1 });

    const again = await post('/api/operator/deactivate', { operatorId: operator.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('operator_already_deactivated');
    const update = await post('/api/operator/update', {
      operatorId: operator.id,
      companyIds: '*',
      regions: '*',
      scope: ['orders'],
      accountType: 'other',
    });
    expect(update.statusCode).toBe(409);
    expect(update.json().errorCode).toBe('operator_deactivated');

    const activated = await post('/api/operator/activate', { operatorId: operator.id });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().operator).toMatchObject({
      accountType: 'xd_coordinator',
      previousAccountType: null,
      active: true,
      canView: canViewDefaults('xd_coordinator'),
    });
    expect(await login(ctx.app, operator.email, 'live1234')).toBeTruthy();
    expect((await auditOf(operator.id, 'operator.activate')).after).toMatchObject({ accountType: 'xd_coordinator' });
    const twice = await post('/api/operator/activate', { operatorId: operator.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorCode).toBe('operator_not_deactivated');
  });

  it('does not let an operator deactivate itself (409)', async () => {
    const admin = (await list()).find((o) => o.username === 'admin')!;
    const res = await post('/api/operator/deactivate', { operatorId: admin.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('operator_cannot_deactivate_self');
  });

  it('activates an account deactivated before (the demo "gone": back to xd_employee)', async () => {
    const gone = (await list()).find((o) => o.username === 'gone')!;
    const res = await post('/api/operator/activate', { operatorId: gone.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().operator).toMatchObject({ accountType: 'xd_employee', active: true });
    expect(await login(ctx.app, 'gone', 'gone1234')).toBeTruthy();
  });

  it('answers 400 without an operatorId', async () => {
    const res = await post('/api/operator/deactivate', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ operatorId: ['validation.required'] });
  });
});
