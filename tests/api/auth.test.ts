import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, clientUsers, companies, operators } from '../../server/db/schema.ts';
import { bearer, login, PASSWORDS, setupApp } from './fixtures.ts';

const ctx = setupApp({ loginMaxFailures: 3, loginWindowSeconds: 60 });

describe('sign-in', () => {
  it('signs an operator in through the operator endpoint with username or e-mail', async () => {
    for (const username of ['admin', 'ADMIN@x.pl']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/call-center-user/login',
        payload: { username, password: PASSWORDS.admin },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ userType: 'operator', token: expect.any(String) });
      expect(new Date(res.json().expiresAt).getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('signs both kinds of user in through /auth/login without asking which', async () => {
    const op = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'operator', password: PASSWORDS.operator },
    });
    const client = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'client@alpha.pl', password: PASSWORDS.client },
    });
    expect(op.json().userType).toBe('operator');
    expect(client.json().userType).toBe('client');
  });

  it('does not sign a client user in through the operator endpoint', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/call-center-user/login',
      payload: { username: 'client@alpha.pl', password: PASSWORDS.client },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'operator', password: 'nope-nope' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ghost', password: 'nope-nope' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        name: 'Unauthorized',
        message: 'Login or password is invalid',
        errorCode: 'invalid_credentials',
      });
    }
  });

  it('answers 400 with field errors for too short credentials, and for a missing body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ab', password: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('validation_failed');
    expect(body.errors.username).toContain('validation.minLength');
    expect(body.errors.password).toContain('validation.required');
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(empty.statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ name: 'BadRequest', errorCode: 'invalid_request' });
  });

  it('refuses a deactivated account even with the right password', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'gone', password: PASSWORDS.gone },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('account_deactivated');
  });

  it('throttles repeated failed sign-ins for one account with 429, even for the right password', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'coordinator', password: 'wrong-one' },
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'Coordinator', password: PASSWORDS.coordinator },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('too_many_login_attempts');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts are not affected.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'admin', password: PASSWORDS.admin },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('stores passwords as argon2id hashes', async () => {
    const rows = await ctx.app.database.db.select({ h: operators.passwordHash }).from(operators);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.h).toMatch(/^\$argon2id\$/);
  });
});

describe('session', () => {
  it('refreshes a valid token and answers 401 without one or with a forged one', async () => {
    const token = await login(ctx.app, 'operator', PASSWORDS.operator);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().token).toEqual(expect.any(String));
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh' })).statusCode).toBe(401);
    const forged = token.slice(0, -4) + 'AAAA';
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(forged) })).statusCode,
    ).toBe(401);
  });

  it('logout revokes the token on the server: every later call answers 401', async () => {
    const token = await login(ctx.app, 'operator', PASSWORDS.operator);
    const refreshed = (
      await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) })
    ).json().token;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(token) })).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    for (const t of [token, refreshed]) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(t) })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(t) })).statusCode).toBe(
        401,
      );
    }
    const entries = await ctx.app.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.logout'));
    expect(entries.at(-1)).toMatchObject({ actorKind: 'operator', actorName: 'operator' });
  });

  it('a deactivated operator loses the sessions it had', async () => {
    const token = await login(ctx.app, 'nobody', PASSWORDS.nobody);
    await ctx.app.database.db
      .update(operators)
      .set({ accountType: 'deactivated' })
      .where(eq(operators.username, 'nobody'));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(token) })).statusCode).toBe(401);
    await ctx.app.database.db.update(operators).set({ accountType: 'other' }).where(eq(operators.username, 'nobody'));
  });
});

describe('GET /api/@me', () => {
  it('returns the operator with its permission tree', async () => {
    const token = await login(ctx.app, 'coordinator@x.pl', PASSWORDS.coordinator).catch(() => null);
    // coordinator may be throttled by the test above; use the operator account instead
    const t = token ?? (await login(ctx.app, 'operator', PASSWORDS.operator));
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(t) })).json();
    expect(me.user.kind).toBe('operator');
    expect(me.activated).toBe(true);
    expect(me.permissions.orders.canAccessPage).toBe(true);
    expect(me.permissions.wallet.canAccessPage).toBe(false);
  });

  it('gives the superAdmin the company page but wallet and zip codes only through their own scopes', async () => {
    const t = await login(ctx.app, 'admin', PASSWORDS.admin);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(t) })).json();
    expect(me.permissions.company).toEqual({ canAccessPage: true, canWrite: true });
    expect(me.permissions.multipliers.canAccessPage).toBe(true);
    expect(me.permissions.wallet.canAccessPage).toBe(true); // admin has the wallet scope explicitly
    expect(me.user.scope).toContain('wallet');
  });

  it('tells a client user of an activated company that it is active, and a fresh one its steps', async () => {
    const active = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/@me',
        headers: bearer(await login(ctx.app, 'client@alpha.pl', PASSWORDS.client)),
      })
    ).json();
    expect(active).toMatchObject({
      activated: true,
      user: { kind: 'client', companyName: 'Alpha Pharmacy', companyStatus: 'active' },
    });
    expect(active.permissions.orders.canWrite).toBe(true);
    expect(active.permissions.company.canAccessPage).toBe(false);
    const fresh = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/@me',
        headers: bearer(await login(ctx.app, 'fresh@gamma.pl', PASSWORDS.fresh)),
      })
    ).json();
    expect(fresh.activated).toBe(false);
    expect(fresh.registrationSteps).toEqual({
      productSelectionCompleted: null,
      locationsCompleted: null,
      companyDataCompleted: null,
      contractGenerated: null,
    });
    expect(fresh.permissions.orders.canWrite).toBe(false);
  });
});

describe('POST /api/auth/register', () => {
  const valid = {
    email: 'Shop@New.pl',
    name: 'New Shop',
    password: 'secret12',
    confirmPassword: 'secret12',
    phone: '+48 600 100 200',
    city: 'Łódź',
    confirmPrivacyPolicy: true,
  };

  it('creates a pending company with its user, signs it in, writes the audit log and tells the consoles', async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitCompanyEvent');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: valid });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).not.toContain('companyId');
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(res.json().token) })).json();
    expect(me).toMatchObject({
      activated: false,
      user: { kind: 'client', email: 'shop@new.pl', companyStatus: 'pending' },
    });
    const [user] = await ctx.app.database.db.select().from(clientUsers).where(eq(clientUsers.email, 'shop@new.pl'));
    const [company] = await ctx.app.database.db.select().from(companies).where(eq(companies.id, user.companyId));
    expect(company.ownerInfo).toMatchObject({ email: 'shop@new.pl', city: 'Łódź' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    const [entry] = await ctx.app.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.register'));
    expect(entry).toMatchObject({ entity: 'client_user', entityId: String(user.id) });
    // The pending-companies badge of the consoles counts it at once.
    expect(emit).toHaveBeenCalledWith('companyStatusChange', {
      companyId: company.id,
      status: 'pending',
      previousStatus: null,
    });
    emit.mockRestore();
  });

  it('answers 409 user_email_already_occupied for a taken e-mail (clients and operators)', async () => {
    for (const email of ['client@alpha.pl', 'ADMIN@x.pl']) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...valid, email } });
      expect(res.statusCode).toBe(409);
      expect(res.json().errorCode).toBe('user_email_already_occupied');
    }
  });

  it('answers 400 with the errors of each field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'not-an-email',
        name: 'ab',
        password: 'letters',
        confirmPassword: 'other',
        phone: '12',
        confirmPrivacyPolicy: false,
      },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(['confirmPrivacyPolicy', 'email', 'name', 'password', 'phone']);
    expect(errors.password).toContain('validation.password');
  });
});

describe('errors and docs', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ name: 'NotFound', errorCode: 'not_found' });
  });

  it('serves the health check and the OpenAPI description generated from the zod schemas', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/order/list'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['globalIdSearch', 'status', 'dateFrom', 'dateTo', 'companyIds', 'region', 'productId']),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
  });
});
