// Every route of the API, from the route table itself (app.routeTable), held to its access rule for every kind of
// caller: no token, each account type of the fixture (super admin, operator, read-only coordinator, an operator of
// another area, an activated and a not yet activated client) and a driver session. A new route without a rule fails
// the first test; a rule the guard does not keep fails the matrix. Calls carry no body or query: a caller without
// access is refused before the body is read (401 / 403), one with access never gets a 500 nor the refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema.ts';
import type { AccessRule } from '../../server/plugins/auth.ts';
import { fixtureHash } from './fixtureHash.ts';
import { apiKeyPermissions } from '../../server/services/principal.ts';
import type { MeResponse, Permissions } from '../../domain/api.ts';
import { hasAllPaths } from '../../domain/permissions.ts';
import { bearer, insertOrder, login, PASSWORDS, setupApp, signInAll } from './fixtures.ts';
import { CAN_VIEW_FLAGS, type CanViewFlag } from '../../domain/enums.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const permissions: Record<string, Permissions> = {};
const CONSOLE_CALLERS = ['admin', 'operator', 'coordinator', 'nobody', 'client', 'fresh'] as const;

beforeAll(async () => {
  await signInAll(ctx.app, tokens, ...CONSOLE_CALLERS);
  for (const who of CONSOLE_CALLERS) {
    permissions[who] = (
      await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(tokens[who]!) })
    ).json<MeResponse>().permissions;
  }
  const password = 'Driver-pass-1';
  await ctx.app.database.db.insert(s.drivers).values({
    firstName: 'Rule',
    lastName: 'Tester',
    email: 'rules@drivers.test',
    passwordHash: await fixtureHash(password),
    regionId: ctx.fx.regions.waw,
  });
  const signIn = await ctx.app.inject({
    method: 'POST',
    url: '/api/driver/sign-in',
    payload: { email: 'rules@drivers.test', password },
  });
  tokens.driver = signIn.json().token;
  // A key of the activated client's company (an API key acts as its company's client, with the api account's rights).
  const key = await ctx.app.inject({
    method: 'POST',
    url: '/api/@me/api-keys/create',
    headers: bearer(tokens.client!),
    payload: { name: 'Shop sync' },
  });
  tokens.apiKey = key.json().key;
  permissions.apiKey = apiKeyPermissions(true);
});

/** Calls that end the caller's session: tried last, so that the matrix goes on with a valid token until then. */
const ENDS_SESSION = (url: string) => url === '/api/logout' || url === '/api/driver/logout';
/** The API's routes (not the OpenAPI pages, nor the console's files), each with its rule. */
const apiRoutes = () =>
  ctx.app.routeTable
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .sort((a, b) => Number(ENDS_SESSION(a.url)) - Number(ENDS_SESSION(b.url)));
/** A path with an id in every parameter (one that exists nowhere: reaching the service answers 404, not a row). */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '999999');
const call = (method: string, url: string, token?: string) =>
  ctx.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: token ? bearer(token) : {},
    ...(method === 'GET' ? {} : { payload: {} }),
  });

/** Whether a console user with these permissions passes the rule (drivers' routes: never). */
function consoleMayCall(rule: AccessRule, p: Permissions): boolean {
  switch (rule.kind) {
    case 'public':
      return true;
    case 'allOf':
      return hasAllPaths(p, rule.paths);
    case 'anyOf':
    case 'driverOrAnyOf':
      return rule.paths.some((path) => hasAllPaths(p, [path]));
    case 'driver':
      return false;
  }
}

describe('the route table', () => {
  it('gives every API route an access rule (a guard that carries its rule, or config.public with the reason)', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.rule === null).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const open = routes.filter((r) => r.rule?.kind === 'public').map((r) => `${r.method} ${r.url}`);
    expect(open.sort()).toEqual(
      [
        'GET /api/health',
        'GET /api/map/basemap',
        'GET /api/map/config',
        'GET /api/metrics',
        'GET /api/ready',
        'GET /api/region/coverage',
        'GET /api/track/:token',
        'GET /api/track/:token/logo',
        'POST /api/auth/login',
        'POST /api/auth/refresh',
        'POST /api/auth/register',
        'POST /api/call-center-user/login',
        'POST /api/driver/sign-in',
        'POST /api/lead/register',
        'POST /api/order/find-and-verify-pickup',
      ].sort(),
    );
  });
});

describe('every guarded route refuses a caller without a token (401), before it reads the body', () => {
  it('answers 401 on each of them', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => r.rule?.kind !== 'public')) {
      const res = await call(route.method, route.url);
      if (res.statusCode !== 401)
        wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('the matrix: every route × every kind of caller', () => {
  for (const who of [...CONSOLE_CALLERS, 'apiKey', 'driver'] as const) {
    it(`${who}: refused exactly where its rule says, never a 500`, async () => {
      const wrong: string[] = [];
      for (const route of apiRoutes().filter((r) => r.rule && r.rule.kind !== 'public')) {
        const rule = route.rule!;
        const res = await call(route.method, route.url, tokens[who]);
        const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
        const code = json ? (res.json() as { errorCode?: string }).errorCode : undefined;
        const where = `${route.method} ${route.url}: ${res.statusCode} ${code ?? ''}`;
        if (res.statusCode >= 500) wrong.push(`${where} (server error)`);
        else if (who === 'driver') {
          const mayCall = rule.kind === 'driver' || rule.kind === 'driverOrAnyOf';
          if (mayCall && (res.statusCode === 401 || res.statusCode === 403)) wrong.push(`${where} (refused a driver)`);
          if (
            !mayCall &&
            !(res.statusCode === 403 && code === 'driver_session_not_allowed') &&
            !(res.statusCode === 401)
          )
            wrong.push(`${where} (a driver got in)`);
        } else {
          const mayCall = consoleMayCall(rule, permissions[who]!) && (who !== 'apiKey' || route.apiKey);
          // A refusal names why: `forbidden` when every area of the rule is open to the caller (a read-only account's
          // write, a missing flag), `insufficient_permissions` when an area is closed to it.
          const areas = 'paths' in rule ? [...new Set(rule.paths.map((p) => p.split('.')[0]))] : [];
          const readsAll =
            areas.length > 0 && areas.every((area) => hasAllPaths(permissions[who]!, [`${area}.canAccessPage`]));
          const refusals = [
            readsAll ? 'forbidden' : 'insufficient_permissions',
            'driver_session_required',
            ...(who === 'apiKey' ? ['api_key_not_allowed'] : []),
          ];
          // A driver's route does not know an API key at all: 401, as for any token that is not a driver's session.
          const refused =
            (res.statusCode === 403 && refusals.includes(code ?? '')) ||
            (rule.kind === 'driver' && res.statusCode === 401);
          if (mayCall && (refused || res.statusCode === 401)) wrong.push(`${where} (refused, the rule allows it)`);
          if (!mayCall && !refused) wrong.push(`${where} (let in, the rule refuses it)`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe('reads of another tenant answer nothing of it', () => {
  it('every read that takes an order or a company answers a limited caller 403/404, or no row of the other tenant', async () => {
    const betaOrder = ctx.fx.orders.betaPicked!;
    const admin = tokens.admin!;
    const orderNo = (
      await ctx.app.inject({ method: 'GET', url: `/api/order/details?orderId=${betaOrder}`, headers: bearer(admin) })
    ).json().orderNo as string;
    const values: Record<string, number> = { orderId: betaOrder, companyId: ctx.fx.companies.beta };
    // A client user of alpha and the coordinator of alpha in Warszawa: beta (in Kraków) is outside both reaches.
    const reads = apiRoutes().filter(
      (r) => r.method === 'GET' && r.rule?.kind !== 'public' && r.inputs.some((i) => i in values),
    );
    expect(reads.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const who of ['client', 'coordinator'] as const) {
      for (const route of reads) {
        const query = route.inputs
          .filter((i) => i in values && !route.url.includes(`:${i}`))
          .map((i) => `${i}=${values[i]}`)
          .join('&');
        const path = route.url.replace(/:(\w+)/g, (_, name: string) => String(values[name] ?? 999999));
        const res = await ctx.app.inject({
          method: 'GET',
          url: query ? `${path}?${query}` : path,
          headers: bearer(tokens[who]!),
        });
        if (res.statusCode >= 500) wrong.push(`${who} ${route.url}: ${res.statusCode}`);
        else if (
          res.statusCode === 200 &&
          (res.body.includes('Beta Electronics') || res.body.includes(`"orderNo":"${orderNo}"`))
        ) {
          wrong.push(`${who} ${route.url}: 200 with the other tenant's data`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('fields behind flags: every read that takes an order, for a caller lacking each flag', () => {
  // One order whose data behind each canView flag is a value found nowhere else, so that a body can be searched for it.
  const SECRETS: Partial<Record<CanViewFlag, string[]>> = {
    sensitiveData: ['Zofia Sekretna', '601301301', 'Tajna 77', 'PAYCODE-SECRET'],
    pinCode: ['864213', '975310'],
    orderEstimations: ['87654', '65432'],
    driverPayout: ['76543'],
    driverInfo: ['+48711222333', 'sekret.kierowca@drivers.test'],
    comments: ['SEKRET-KOMENTARZ'],
    holdOrder: ['SEKRET-WSTRZYMANIE'],
    orderRoute: ['52.777777'],
  };
  const PASSWORD = 'Flags-pass-1';
  const callers: Record<string, string> = {};
  let orderId = 0;
  let orderNo = '';

  beforeAll(async () => {
    const db = ctx.app.database.db;
    const [driver] = await db
      .insert(s.drivers)
      .values({
        firstName: 'Jawny',
        lastName: 'Kierowca',
        email: 'sekret.kierowca@drivers.test',
        phone: '+48711222333',
        regionId: ctx.fx.regions.waw,
      })
      .returning();
    const order = await insertOrder(db, ctx.fx, 'FLAG', 'accepted', {
      driverId: driver!.id,
      clientName: 'Zofia Sekretna',
      clientPhone: '601301301',
      clientStreet: 'Tajna 77',
      pickUpVerificationCode: '864213',
      verificationCode: '975310',
      estimatedDistance: 87654,
      estimatedPayout: 65432,
      estimatedPayoutDriver: 76543,
      paymentDetails: { paymentType: 'epruf_code', paymentCode: 'PAYCODE-SECRET' },
    });
    orderId = order.id;
    orderNo = order.orderNo;
    await db.insert(s.driverLocationLogs).values({ driverId: driver!.id, orderId, lat: 52.777777, lng: 21.0 });
    const passwordHash = await fixtureHash(PASSWORD);
    const all = Object.fromEntries(CAN_VIEW_FLAGS.map((f) => [f, true])) as Record<CanViewFlag, boolean>;
    const accounts = [
      ['all', all] as const,
      ...CAN_VIEW_FLAGS.map((f) => [`no-${f}`, { ...all, [f]: false }] as const),
    ];
    await db.insert(s.operators).values(
      accounts.map(([name, canView]) => ({
        username: `flags-${name}`,
        email: `flags-${name}@x.pl`,
        passwordHash,
        scope: ['orders'],
        accountType: 'xd_employee' as const,
        canView,
        allCompanies: true,
        allRegions: true,
      })),
    );
    for (const [name] of accounts) callers[name] = await login(ctx.app, `flags-${name}`, PASSWORD);
    // A comment and a hold through the API, so that every place they are written (the audit trail too) holds them.
    const admin = await login(ctx.app, 'admin', PASSWORDS.admin); // the matrix above signs its callers out
    for (const [url, payload] of [
      ['/api/order/add-comment', { orderId, comment: 'SEKRET-KOMENTARZ' }],
      [
        '/api/order/set-on-hold',
        { orderId, notes: 'SEKRET-WSTRZYMANIE', holdOrderTill: new Date(Date.now() + 3600_000).toISOString() },
      ],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  /** Every GET that takes an order (from the route table), and the list found by the order's number. */
  const orderReads = () => {
    const reads = apiRoutes()
      .filter((r) => r.method === 'GET' && r.rule?.kind !== 'public' && r.inputs.includes('orderId'))
      .map((r) =>
        r.url.includes(':orderId') ? r.url.replace(':orderId', String(orderId)) : `${r.url}?orderId=${orderId}`,
      );
    return [...reads, `/api/order/list?globalIdSearch=${orderNo}`];
  };

  it('the reads include the list, the details, the route, the audit trail and the label', () => {
    const urls = orderReads().map((u) => u.split('?')[0]);
    for (const url of ['/api/order/list', '/api/order/details', '/api/order/location-history', '/api/order/audit'])
      expect(urls).toContain(url);
    expect(urls.some((u) => u.includes('label'))).toBe(true);
  });

  it('a caller with every flag finds each value (the search is not empty)', async () => {
    const bodies = await Promise.all(
      orderReads().map((url) => ctx.app.inject({ method: 'GET', url, headers: bearer(callers.all!) })),
    );
    const seen = bodies
      .filter((r) => r.statusCode === 200)
      .map((r) => r.body)
      .join('\n');
    for (const [flag, values] of Object.entries(SECRETS))
      for (const value of values!) expect(seen, `${flag}: ${value}`).toContain(value);
  });

  for (const flag of Object.keys(SECRETS) as CanViewFlag[]) {
    it(`without ${flag}: no read shows its data`, async () => {
      const wrong: string[] = [];
      for (const url of orderReads()) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(callers[`no-${flag}`]!) });
        if (res.statusCode >= 500) wrong.push(`${url}: ${res.statusCode}`);
        if (res.statusCode !== 200) continue;
        for (const value of SECRETS[flag]!)
          if (res.body.includes(value))
            wrong.push(
              `${url}: shows ${value} in ${res.body.slice(Math.max(0, res.body.indexOf(value) - 80), res.body.indexOf(value) + 20)}`,
            );
      }
      expect(wrong).toEqual([]);
    });
  }
});
