// Every route of the API, from the route table itself (app.routeTable), held to its access rule for every kind of
// caller: no token, each account type of the fixture (super admin, operator, read-only coordinator, an operator of
// another area, an activated and a not yet activated client) and a driver session. A new route without a rule fails
// the first test; a rule the guard does not keep fails the matrix. Calls carry no body or query: a caller without
// access is refused before the body is read (401 / 403), one with access never gets a 500 nor the refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema.ts';
import type { AccessRule } from '../../server/plugins/auth.ts';
import { hashPassword } from '../../server/services/auth.ts';
import { apiKeyPermissions } from '../../server/services/principal.ts';
import type { MeResponse, Permissions } from '../../src/domain/api.ts';
import { hasAllPaths } from '../../src/domain/permissions.ts';
import { bearer, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const permissions: Record<string, Permissions> = {};
const CONSOLE_CALLERS = ['admin', 'operator', 'coordinator', 'nobody', 'client', 'fresh'] as const;

beforeAll(async () => {
  await signInAll(ctx.app, tokens, ...CONSOLE_CALLERS);
  for (const who of CONSOLE_CALLERS) {
    permissions[who] = (await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(tokens[who]!) })).json<MeResponse>().permissions;
  }
  const password = 'Driver-pass-1';
  await ctx.app.database.db
    .insert(s.drivers)
    .values({ firstName: 'Rule', lastName: 'Tester', email: 'rules@drivers.test', passwordHash: await hashPassword(password), regionId: ctx.fx.regions.waw });
  const signIn = await ctx.app.inject({ method: 'POST', url: '/api/driver/sign-in', payload: { email: 'rules@drivers.test', password } });
  tokens.driver = signIn.json().token;
  // A key of the activated client's company (an API key acts as its company's client, with the api account's rights).
  const key = await ctx.app.inject({ method: 'POST', url: '/api/@me/api-keys/create', headers: bearer(tokens.client!), payload: { name: 'Shop sync' } });
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
  ctx.app.inject({ method: method as 'GET', url: concrete(url), headers: token ? bearer(token) : {}, ...(method === 'GET' ? {} : { payload: {} }) });

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
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
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
          if (!mayCall && !(res.statusCode === 403 && code === 'driver_session_not_allowed') && !(res.statusCode === 401)) wrong.push(`${where} (a driver got in)`);
        } else {
          const mayCall = consoleMayCall(rule, permissions[who]!) && (who !== 'apiKey' || route.apiKey);
          const refusals = ['insufficient_permissions', 'driver_session_required', ...(who === 'apiKey' ? ['api_key_not_allowed'] : [])];
          // A driver's route does not know an API key at all: 401, as for any token that is not a driver's session.
          const refused = (res.statusCode === 403 && refusals.includes(code ?? '')) || (rule.kind === 'driver' && res.statusCode === 401);
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
    const orderNo = (await ctx.app.inject({ method: 'GET', url: `/api/order/details?orderId=${betaOrder}`, headers: bearer(admin) })).json().orderNo as string;
    const values: Record<string, number> = { orderId: betaOrder, companyId: ctx.fx.companies.beta };
    // A client user of alpha and the coordinator of alpha in Warszawa: beta (in Kraków) is outside both reaches.
    const reads = apiRoutes().filter((r) => r.method === 'GET' && r.rule?.kind !== 'public' && r.inputs.some((i) => i in values));
    expect(reads.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const who of ['client', 'coordinator'] as const) {
      for (const route of reads) {
        const query = route.inputs.filter((i) => i in values && !route.url.includes(`:${i}`)).map((i) => `${i}=${values[i]}`).join('&');
        const path = route.url.replace(/:(\w+)/g, (_, name: string) => String(values[name] ?? 999999));
        const res = await ctx.app.inject({ method: 'GET', url: query ? `${path}?${query}` : path, headers: bearer(tokens[who]!) });
        if (res.statusCode >= 500) wrong.push(`${who} ${route.url}: ${res.statusCode}`);
        else if (res.statusCode === 200 && (res.body.includes('Beta Electronics') || res.body.includes(`"orderNo":"${orderNo}"`))) {
          wrong.push(`${who} ${route.url}: 200 with the other tenant's data`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
