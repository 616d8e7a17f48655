// A guarded route decides who is calling before it looks at what was sent: every guarded route of the route table,
// called without valid credentials (none, garbage, a forged or expired token, a session ended in the database, a
// signed-out session, a revoked API key) and with a hostile body, query and path, answers 401 and never a 400 that
// names the payload's fields. An oversize body answers 413 PayloadTooLarge to a caller who may call the route, and
// still 401 to one who may not: the guards run on onRequest, before Fastify reads the body.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema.ts';
import { testConfig } from '../../server/config.ts';
import { fixtureHash } from './fixtureHash.ts';
import { bearer, login, PASSWORDS, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const AUTH_CODES = ['unauthorized', 'session_expired', 'invalid_api_key'];
const BODY_LIMIT = 5 * 1024 * 1024;

/** Authorization headers that name nobody, for console routes and for the drivers' routes. */
const consoleCredentials: Record<string, Record<string, string>> = {};
const driverCredentials: Record<string, Record<string, string>> = {};

const sign = async (claims: Record<string, unknown>, secret: string, exp: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  const db = ctx.app.database.db;
  const secret = testConfig().jwtSecret!;
  const past = Math.floor(Date.now() / 1000) - 60;
  const future = Math.floor(Date.now() / 1000) + 3600;
  await signInAll(ctx.app, tokens, 'admin', 'client');

  // A real operator session, to sign tokens around it.
  const live = decodeJwt(tokens.admin!) as { sid: string; uid: number; kind: string };
  // A session ended by signing out, and one whose row expired in the database while its token still looks valid.
  const signedOut = await login(ctx.app, 'operator', PASSWORDS.operator);
  expect(
    (await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(signedOut) })).statusCode,
  ).toBeLessThan(300);
  const lapsed = await login(ctx.app, 'coordinator', PASSWORDS.coordinator);
  await db
    .update(s.authSessions)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(s.authSessions.id, (decodeJwt(lapsed) as { sid: string }).sid));
  // A revoked API key of the client's company.
  const key = await ctx.app.inject({
    method: 'POST',
    url: '/api/@me/api-keys/create',
    headers: bearer(tokens.client!),
    payload: { name: 'Revoked sync' },
  });
  const revoke = await ctx.app.inject({
    method: 'POST',
    url: '/api/@me/api-keys/revoke',
    headers: bearer(tokens.client!),
    payload: { id: key.json().id },
  });
  expect(revoke.statusCode).toBe(204);

  const common = async (claims: { sid: string; uid: number; kind: string }) => ({
    'no token': {},
    'not a token': { authorization: 'Bearer not-a-token' },
    'another scheme': { authorization: 'Basic YWRtaW46YWRtaW4xMjM=' },
    'an empty bearer': { authorization: 'Bearer ' },
    'a token signed with another secret': bearer(await sign(claims, 'another-secret-another-secret-another', future)),
    'an expired token': bearer(await sign(claims, secret, past)),
    'an unsigned token (alg none)': bearer(
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, exp: future })}.`,
    ),
    'a token for a session that does not exist': bearer(
      await sign({ ...claims, sid: '00000000-0000-4000-8000-000000000000' }, secret, future),
    ),
  });
  Object.assign(consoleCredentials, await common(live), {
    'a signed-out session': bearer(signedOut),
    'a session expired in the database': bearer(lapsed),
    'a revoked API key': bearer(key.json().key),
    'an API key that never existed': bearer('dck_0123456789abcdef0123456789abcdef'),
  });

  // A driver's session, signed out: the drivers' routes refuse it as the console's refuse theirs.
  const password = 'Driver-pass-1';
  await db.insert(s.drivers).values({
    firstName: 'Hostile',
    lastName: 'Tester',
    email: 'hostile@drivers.test',
    passwordHash: await fixtureHash(password),
    regionId: ctx.fx.regions.waw,
  });
  const driverToken: string = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/driver/sign-in',
      payload: { email: 'hostile@drivers.test', password },
    })
  ).json().token;
  const driverClaims = decodeJwt(driverToken) as { sid: string; uid: number; kind: string };
  expect(
    (await ctx.app.inject({ method: 'POST', url: '/api/driver/logout', headers: bearer(driverToken) })).statusCode,
  ).toBeLessThan(300);
  Object.assign(driverCredentials, await common(driverClaims), { 'a signed-out driver session': bearer(driverToken) });
});

const guardedRoutes = () =>
  ctx.app.routeTable.filter(
    (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.rule && r.rule.kind !== 'public',
  );

/** A body that is wrong in every way a schema could describe: types, ranges, injection, prototype keys, depth. */
const nested = (depth: number): string => (depth === 0 ? '"deep"' : `{"a":${nested(depth - 1)}}`);
const HOSTILE_FIELDS = JSON.stringify({
  orderId: '1; DROP TABLE orders;--',
  companyId: -1,
  companyIds: ['x', null, -0.5],
  amount: 'NaN',
  comment: '<script>alert(1)</script>'.repeat(200),
  email: 'not-an-email',
  password: '',
  dateFrom: '2024-99-99',
});
/** The same with prototype-pollution keys and 2,000 levels of nesting (the JSON parser refuses such keys). */
const HOSTILE_BODY = HOSTILE_FIELDS.replace(
  /}$/,
  `,"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}},"deep":${nested(2000)}}`,
);
const HOSTILE_QUERY =
  'orderId=abc&companyId=-1&companyIds[]=x&companyIds[]=%00&regionIds[]=1e400&dateFrom=2024-99-99&dateTo=yesterday' +
  '&page=-3&perPage=100000000&sort=%3BDROP&order=sideways&search=%3Cscript%3E&__proto__[isAdmin]=1&lang=xx';
/** A path with a hostile value in every parameter. */
const hostilePath = (url: string) => url.replace(/:[A-Za-z]+/g, '%3Cscript%3Ealert(1)%3C%2Fscript%3E');

/** The ways a hostile payload arrives: a JSON body wrong in every field, JSON that does not parse, another media type. */
const PAYLOADS: Record<string, { headers: Record<string, string>; payload?: string }> = {
  'a hostile JSON body': { headers: { 'content-type': 'application/json' }, payload: HOSTILE_BODY },
  'a body that is not JSON': { headers: { 'content-type': 'application/json' }, payload: '{"orderId": 1, "comment": ' },
  'a body of another media type': {
    headers: { 'content-type': 'application/xml' },
    payload: '<order><id>1</id></order>',
  },
};

/** The calls of one route that were not a plain 401 of an authentication code (status, code, whether it listed fields). */
async function notRefused(
  route: { method: string; url: string; rule: unknown },
  credentials: Record<string, Record<string, string>>,
  payloads: string[],
) {
  const wrong: string[] = [];
  const isDriverRoute = (route.rule as { kind: string }).kind === 'driver';
  for (const [who, authorization] of Object.entries(credentials)) {
    for (const how of route.method === 'GET' ? ['a hostile query'] : payloads) {
      const sent = PAYLOADS[how];
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: `${hostilePath(route.url)}?${HOSTILE_QUERY}`,
        headers: { ...authorization, ...(sent?.headers ?? {}) },
        ...(sent?.payload !== undefined ? { payload: sent.payload } : {}),
      });
      const body = res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : {};
      if (res.statusCode !== 401 || !AUTH_CODES.includes(body.errorCode) || 'errors' in body) {
        wrong.push(
          `${route.method} ${route.url} (${isDriverRoute ? 'driver' : 'console'}) with ${who}, ${how}: ${res.statusCode} ${res.body.slice(0, 100)}`,
        );
      }
    }
  }
  return wrong;
}

describe('authentication before validation', () => {
  it('every guarded console route answers 401 to each kind of invalid credential with a hostile body, query and path', async () => {
    const routes = guardedRoutes().filter((r) => r.rule!.kind !== 'driver');
    expect(routes.length).toBeGreaterThan(60);
    const wrong: string[] = [];
    for (const route of routes) wrong.push(...(await notRefused(route, consoleCredentials, ['a hostile JSON body'])));
    expect(wrong).toEqual([]);
  });

  it("every drivers' route answers 401 to each kind of invalid driver credential with a hostile body, query and path", async () => {
    const routes = guardedRoutes().filter((r) => r.rule!.kind === 'driver' || r.rule!.kind === 'driverOrAnyOf');
    expect(routes.length).toBeGreaterThan(5);
    const wrong: string[] = [];
    for (const route of routes) wrong.push(...(await notRefused(route, driverCredentials, ['a hostile JSON body'])));
    expect(wrong).toEqual([]);
  });

  it('a body that does not parse or is of another media type is never looked at before the caller is known', async () => {
    const credentials = {
      'no token': consoleCredentials['no token']!,
      'an expired token': consoleCredentials['an expired token']!,
    };
    const wrong: string[] = [];
    for (const route of guardedRoutes().filter((r) => r.method !== 'GET')) {
      wrong.push(
        ...(await notRefused(route, credentials, ['a body that is not JSON', 'a body of another media type'])),
      );
    }
    expect(wrong).toEqual([]);
  });

  it('a signed-in caller with the same hostile input gets its answer about the input: field errors, or a refused body', async () => {
    const post = (payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/order/add-comment',
        headers: { ...bearer(tokens.admin!), 'content-type': 'application/json' },
        payload,
      });
    const fields = await post(HOSTILE_FIELDS);
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toMatchObject({ name: 'BadRequest', errorCode: 'validation_failed' });
    expect(Object.keys(fields.json().errors)).toEqual(expect.arrayContaining(['orderId', 'comment']));
    const polluted = await post(HOSTILE_BODY);
    expect(polluted.statusCode).toBe(400);
    expect(polluted.json()).toMatchObject({ name: 'BadRequest', errorCode: 'invalid_request' });
  });
});

describe('an oversize body', () => {
  const oversize = () => JSON.stringify({ username: 'admin', password: 'x', comment: 'A'.repeat(BODY_LIMIT) });

  it('answers 413 PayloadTooLarge with its code on a public route and to a caller who may call the route', async () => {
    const expected = { name: 'PayloadTooLarge', errorCode: 'payload_too_large' };
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: oversize(),
    });
    expect(login.statusCode).toBe(413);
    expect(login.json()).toMatchObject(expected);
    const comment = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/add-comment',
      headers: { ...bearer(tokens.admin!), 'content-type': 'application/json' },
      payload: oversize(),
    });
    expect(comment.statusCode).toBe(413);
    expect(comment.json()).toMatchObject(expected);
    expect(comment.json()).not.toHaveProperty('errors');
  });

  it('answers 401 to a caller without valid credentials: the guard comes before the body is read', async () => {
    for (const authorization of [consoleCredentials['no token']!, consoleCredentials['a signed-out session']!]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/order/add-comment',
        headers: { ...authorization, 'content-type': 'application/json' },
        payload: oversize(),
      });
      expect(res.statusCode).toBe(401);
      expect(AUTH_CODES).toContain(res.json().errorCode);
    }
  });

  it('over a real connection too: 401 without a token, 413 with one, and the connection answers either way', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const send = (headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const body = Buffer.from(oversize());
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/order/add-comment',
            headers: { ...headers, 'content-type': 'application/json', 'content-length': String(body.length) },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, body: text }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const anonymous = await send({});
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ name: 'Unauthorized' });
    const signedIn = await send(bearer(tokens.admin!));
    expect(signedIn.status).toBe(413);
    expect(JSON.parse(signedIn.body)).toMatchObject({ name: 'PayloadTooLarge', errorCode: 'payload_too_large' });
  });
});

describe('a path the router cannot decode', () => {
  it('answers 400 invalid_request in the API error shape, with the security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/order/labels/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'BadRequest', errorCode: 'invalid_request' });
    expect(res.json()).not.toHaveProperty('errors');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });
});
