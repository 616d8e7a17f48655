// Throttles that hold against hostile clients: the sign-in's counters per account (whatever identifier was typed),
// per account and client address, per account over every address (paced, never a lock-out) and per address over
// every account; the same answer for unknown accounts, wrong passwords and deactivated accounts until the right
// password; the per-address limits of registration and the password change. Time passing is simulated by moving
// every counter's stored times back (as the clock moving on would), so no test waits for a window to end.
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { RATE_LIMITS } from '../../server/services/rateLimits.ts';
import type { TokenResponse } from '../../domain/api.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { bearer, PASSWORDS, setupApp } from './fixtures.ts';

const MAX_FAILURES = 3;
const WINDOW_SECONDS = 600;
const ACCOUNT_MAX_FAILURES = 8;
/** The wait between two paced guesses once an account's ceiling is used up. */
const PACE_SECONDS = WINDOW_SECONDS / ACCOUNT_MAX_FAILURES;
const LIMITS = {
  ...RATE_LIMITS,
  signInFailuresPerClient: { max: 12, windowSeconds: WINDOW_SECONDS },
  registrationsPerClient: { max: 4, windowSeconds: 3600 },
  takenEmailsPerClient: { max: 2, windowSeconds: 3600 },
  passwordChangeFailuresPerClient: { max: 4, windowSeconds: WINDOW_SECONDS },
};

const ctx = setupApp({
  loginMaxFailures: MAX_FAILURES,
  loginWindowSeconds: WINDOW_SECONDS,
  loginAccountMaxFailures: ACCOUNT_MAX_FAILURES,
  rateLimits: LIMITS,
});
const db = () => ctx.app.database.db;

const PASSWORD = 'right-one-1';
let seq = 0;
let ipSeq = 0;
/** A client address no other test uses. */
const nextIp = () => `192.0.2.${++ipSeq}`;

async function makeOperator(accountType: 'xd_employee' | 'deactivated' = 'xd_employee') {
  seq++;
  const username = `guarded${seq}`;
  const email = `guarded${seq}@x.pl`;
  await db()
    .insert(s.operators)
    .values({
      username,
      email,
      passwordHash: await fixtureHash(PASSWORD),
      scope: ['orders'],
      accountType,
      canView: canViewDefaults('xd_employee'),
      allCompanies: true,
      allRegions: true,
    });
  return { username, email };
}

async function makeClientUser(active = true) {
  seq++;
  const email = `shop${seq}@client.pl`;
  await db()
    .insert(s.clientUsers)
    .values({
      email,
      name: 'Shop',
      passwordHash: await fixtureHash(PASSWORD),
      companyId: ctx.fx.companies.alpha,
      active,
    });
  return { email };
}

async function makeDriver(extra: Partial<typeof s.drivers.$inferInsert> = {}) {
  seq++;
  const email = `courier${seq}@drivers.test`;
  await db()
    .insert(s.drivers)
    .values({
      firstName: 'Test',
      lastName: `Courier ${seq}`,
      email,
      passwordHash: await fixtureHash(PASSWORD),
      ...extra,
    });
  return { email };
}

const signIn = (username: string, password: string, ip: string, url = '/api/auth/login') =>
  ctx.app.inject({ method: 'POST', url, payload: { username, password }, remoteAddress: ip });
const signInDriver = (email: string, password: string, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/driver/sign-in', payload: { email, password }, remoteAddress: ip });

/** Every counter as it would be `seconds` later. */
const letTimePass = (seconds: number) =>
  db().execute(sql`
    UPDATE login_attempts SET
      window_started_at = window_started_at - make_interval(secs => ${seconds}),
      locked_until = locked_until - make_interval(secs => ${seconds})`);

const retryAfter = (res: LightMyRequestResponse) => Number(res.headers['retry-after']);

function expectThrottled(res: LightMyRequestResponse, errorCode = 'too_many_login_attempts') {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ name: 'TooManyRequests', errorCode });
  expect(retryAfter(res)).toBeGreaterThan(0);
}

function expectInvalidCredentials(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({
    name: 'Unauthorized',
    message: 'Login or password is invalid',
    errorCode: 'invalid_credentials',
  });
}

/** The answer a client sees: status, body and headers (the date and the seconds to wait aside, which the clock sets). */
const seen = (res: LightMyRequestResponse) => {
  const { date: _date, 'retry-after': wait, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers, waits: wait !== undefined };
};

describe('sign-in: failures count per account', () => {
  it('counts the username and the e-mail of one account together, on both sign-in calls', async () => {
    const op = await makeOperator();
    const ip = nextIp();
    expectInvalidCredentials(await signIn(op.username, 'wrong-1', ip));
    expectInvalidCredentials(await signIn(op.email.toUpperCase(), 'wrong-2', ip));
    expectInvalidCredentials(await signIn(op.email, 'wrong-3', ip, '/api/call-center-user/login'));
    for (const username of [op.username, op.email]) expectThrottled(await signIn(username, PASSWORD, ip));
    expectThrottled(await signIn(op.username, PASSWORD, ip, '/api/call-center-user/login'));
  });

  it(`checks at most ${MAX_FAILURES} of 40 parallel wrong guesses; the rest answer 429 until the window ends`, async () => {
    const op = await makeOperator();
    const ip = nextIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(i % 2 ? op.username : op.email, `wrong-${i}`, ip)),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(MAX_FAILURES);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - MAX_FAILURES);
    // The right password is not even checked while the lock holds…
    expectThrottled(await signIn(op.username, PASSWORD, ip));
    await letTimePass(WINDOW_SECONDS - 5);
    expectThrottled(await signIn(op.username, PASSWORD, ip));
    // …and signs in once the window has ended.
    await letTimePass(6);
    expect((await signIn(op.username, PASSWORD, ip)).statusCode).toBe(200);
  });

  it('a lock from one address does not lock the account from another, and the right password starts the count over there', async () => {
    const op = await makeOperator();
    const [a, b] = [nextIp(), nextIp()];
    for (let i = 0; i < MAX_FAILURES; i++) expectInvalidCredentials(await signIn(op.username, `wrong-${i}`, a));
    expectThrottled(await signIn(op.username, PASSWORD, a));
    expect((await signIn(op.email, PASSWORD, b)).statusCode).toBe(200);
    expectThrottled(await signIn(op.username, PASSWORD, a));
    // Address B's count started over with its right password: it has the whole limit again.
    for (let i = 0; i < MAX_FAILURES - 1; i++) expectInvalidCredentials(await signIn(op.username, `wrong-${i}`, b));
    expect((await signIn(op.username, PASSWORD, b)).statusCode).toBe(200);
    for (let i = 0; i < MAX_FAILURES; i++) expectInvalidCredentials(await signIn(op.username, `wrong-${i}`, b));
    expectThrottled(await signIn(op.username, PASSWORD, b));
  });

  it(`paces an account past ${ACCOUNT_MAX_FAILURES} failures from many addresses: short waits, one guess per interval, never a lock-out`, async () => {
    const client = await makeClientUser();
    // Spread over addresses, each under its own lock.
    for (let failed = 0; failed < ACCOUNT_MAX_FAILURES; failed++) {
      expectInvalidCredentials(await signIn(client.email, `wrong-${failed}`, `198.51.100.${Math.floor(failed / 2)}`));
    }
    const fresh = nextIp();
    const paced = await signIn(client.email, PASSWORD, fresh);
    expectThrottled(paced);
    expect(retryAfter(paced)).toBeLessThanOrEqual(Math.ceil(PACE_SECONDS));
    // Refusals do not make the wait grow.
    for (let i = 0; i < 5; i++) {
      const again = await signIn(client.email, `wrong-again-${i}`, nextIp());
      expectThrottled(again);
      expect(retryAfter(again)).toBeLessThanOrEqual(Math.ceil(PACE_SECONDS));
    }
    // One interval later one guess is checked, then the account waits again.
    await letTimePass(PACE_SECONDS);
    expectInvalidCredentials(await signIn(client.email, 'wrong-paced', nextIp()));
    expectThrottled(await signIn(client.email, PASSWORD, fresh));
    // The owner gets in at the next interval: slowed down, not locked out.
    await letTimePass(PACE_SECONDS);
    expect((await signIn(client.email, PASSWORD, fresh)).statusCode).toBe(200);
  });

  it(`stops a spray over many usernames from one address after ${LIMITS.signInFailuresPerClient.max} failures; other addresses go on`, async () => {
    const [spray, other] = [nextIp(), nextIp()];
    const op = await makeOperator();
    for (let i = 0; i < LIMITS.signInFailuresPerClient.max; i++) {
      expectInvalidCredentials(await signIn(i === 0 ? op.username : `sprayed-${i}`, 'wrong-one', spray));
    }
    expectThrottled(await signIn('sprayed-next', 'wrong-one', spray));
    expectThrottled(await signIn(op.username, PASSWORD, spray));
    // The driver API's sign-in shares the address's count.
    const driver = await makeDriver();
    expectThrottled(await signInDriver(driver.email, PASSWORD, spray));
    expectInvalidCredentials(await signIn('sprayed-next', 'wrong-one', other));
    expect((await signIn(op.username, PASSWORD, other)).statusCode).toBe(200);
  });
});

describe('sign-in: the answer tells nothing before the right password', () => {
  it('answers an unknown account and a wrong password alike (status, body, headers), the 429 past the limit included', async () => {
    const op = await makeOperator();
    const client = await makeClientUser();
    for (const url of ['/api/auth/login', '/api/call-center-user/login']) {
      const known = url === '/api/auth/login' ? client.email : op.username;
      const ip = nextIp();
      for (let i = 0; i <= MAX_FAILURES; i++) {
        const wrong = await signIn(known, `wrong-${i}`, ip);
        const unknown = await signIn(`nobody-${url}-${seq}@x.pl`, `wrong-${i}`, ip);
        expect(seen(unknown)).toEqual(seen(wrong));
        expect(wrong.statusCode).toBe(i < MAX_FAILURES ? 401 : 429);
      }
    }
  });

  it('answers a deactivated account like a wrong password until the right password is given', async () => {
    const ip = nextIp();
    const accounts = [(await makeOperator('deactivated')).username, (await makeClientUser(false)).email];
    for (const username of accounts) {
      const deactivated = await signIn(username, 'wrong-one', ip);
      const unknown = await signIn(`ghost-${username}`, 'wrong-one', ip);
      expect(seen(deactivated)).toEqual(seen(unknown));
      expectInvalidCredentials(deactivated);
      const right = await signIn(username, PASSWORD, ip);
      expect(right.statusCode).toBe(401);
      expect(right.json().errorCode).toBe('account_deactivated');
    }
    // The fixture's deactivated operator on the operators-only call as well.
    expectInvalidCredentials(await signIn('gone', 'wrong-one', ip, '/api/call-center-user/login'));
    expect((await signIn('gone', PASSWORDS.gone, ip, '/api/call-center-user/login')).json().errorCode).toBe(
      'account_deactivated',
    );
  });

  it('the driver API: the same answers, the same locks per address, its own codes only with the right password', async () => {
    const ip = nextIp();
    const active = await makeDriver();
    const inactive = await makeDriver({ active: false });
    const blocked = await makeDriver({ blocked: true });
    const unknown = await signInDriver(`nobody${seq}@drivers.test`, 'wrong-one', ip);
    expectInvalidCredentials(unknown);
    for (const driver of [active, inactive, blocked])
      expect(seen(await signInDriver(driver.email, 'wrong-one', ip))).toEqual(seen(unknown));
    expect((await signInDriver(inactive.email, PASSWORD, ip)).json().errorCode).toBe('account_deactivated');
    expect((await signInDriver(blocked.email, PASSWORD, ip)).json().errorCode).toBe('driver_blocked');
    // The active driver: locked from this address after the limit, free from another.
    for (let i = 1; i < MAX_FAILURES; i++) expectInvalidCredentials(await signInDriver(active.email, `wrong-${i}`, ip));
    expectThrottled(await signInDriver(active.email, PASSWORD, ip));
    expect((await signInDriver(active.email, PASSWORD, nextIp())).statusCode).toBe(200);
  });
});

describe('per-address limits of public calls', () => {
  const registration = (email: string, ip: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, name: 'Limited Shop', password: 'secret12', confirmPrivacyPolicy: true },
      remoteAddress: ip,
    });

  it(`registration: ${LIMITS.registrationsPerClient.max} per address, then 429 too_many_requests with Retry-After; another address goes on`, async () => {
    const [ip, other] = [nextIp(), nextIp()];
    for (let i = 0; i < LIMITS.registrationsPerClient.max; i++)
      expect((await registration(`many${i}@limited.pl`, ip)).statusCode).toBe(200);
    const refused = await registration('one-more@limited.pl', ip);
    expectThrottled(refused, 'too_many_requests');
    expect(retryAfter(refused)).toBeLessThanOrEqual(LIMITS.registrationsPerClient.windowSeconds);
    expect((await registration('one-more@limited.pl', other)).statusCode).toBe(200);
  });

  it(`registration: ${LIMITS.takenEmailsPerClient.max} "e-mail taken" answers per address, then 429 for every e-mail, free ones included`, async () => {
    const [ip, other] = [nextIp(), nextIp()];
    for (const email of ['client@alpha.pl', 'ADMIN@x.pl']) {
      const taken = await registration(email, ip);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errorCode).toBe('user_email_already_occupied');
    }
    expectThrottled(await registration('operator@x.pl', ip), 'too_many_requests');
    expectThrottled(await registration('free-one@limited.pl', ip), 'too_many_requests');
    expect((await registration('operator@x.pl', other)).statusCode).toBe(409);
    // Registrations that find the e-mail free do not use up the taken-e-mail limit.
    const third = nextIp();
    for (let i = 0; i < LIMITS.takenEmailsPerClient.max; i++)
      expect((await registration(`free${i}@third.pl`, third)).statusCode).toBe(200);
    expect((await registration('client@alpha.pl', third)).statusCode).toBe(409);
  });

  it(`password change: ${LIMITS.passwordChangeFailuresPerClient.max} wrong old passwords per address over every user, besides the per-user limit`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await registration(`changer${i}-${seq}@limited.pl`, nextIp());
      expect(res.statusCode).toBe(200);
      tokens.push(res.json<TokenResponse>().token);
    }
    const change = (token: string, oldPassword: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/@me/change-password',
        payload: { oldPassword, newPassword: 'changed123' },
        headers: bearer(token),
        remoteAddress: ip,
      });
    const [ip, other] = [nextIp(), nextIp()];
    const perClient = LIMITS.passwordChangeFailuresPerClient.max;
    // Spread over users so that no user reaches its own limit.
    for (let i = 0; i < perClient; i++) expect((await change(tokens[i % 2]!, `wrong${i}x`, ip)).statusCode).toBe(409);
    const refused = await change(tokens[2]!, 'secret12', ip);
    expectThrottled(refused);
    expect((await change(tokens[2]!, 'wrong-elsewhere1', other)).statusCode).toBe(409);
    expect((await change(tokens[2]!, 'secret12', other)).statusCode).toBe(200);
  });

  it('every public call lists its limits and the 429 in its OpenAPI description', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { post: { description: string } }>;
    }>();
    for (const path of [
      '/api/auth/login',
      '/api/call-center-user/login',
      '/api/driver/sign-in',
      '/api/auth/register',
      '/api/@me/change-password',
      '/api/lead/register',
      '/api/order/find-and-verify-pickup',
    ]) {
      const description = doc.paths[path]!.post.description;
      expect(description, path).toMatch(/429 `too_many_\w+`/);
      expect(description, path).toContain('Retry-After');
      expect(description, path).toMatch(/per client address/);
    }
    expect(doc.paths['/api/auth/login']!.post.description).toContain(
      `${ACCOUNT_MAX_FAILURES} per account over every address`,
    );
  });
});
