import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import { bearer, setupApp, signInAll } from './fixtures.ts';
import * as s from '../../server/db/schema.ts';
import { API_KEYS_ACTIVE_MAX, recordApiKeyUse } from '../../server/services/apiKeys.ts';
import type { ApiKeyRow, CreatedApiKey } from '../../domain/accountSchemas.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const db = () => ctx.app.database.db;

const KEY_SHAPE = /^dck_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

const listKeys = async (token: string) => {
  const res = await get('/api/@me/api-keys', token);
  expect(res.statusCode).toBe(200);
  return res.json() as ApiKeyRow[];
};
const createKey = async (token: string, name: string) => {
  const res = await post('/api/@me/api-keys/create', token, { name });
  expect(res.statusCode).toBe(201);
  return res.json() as CreatedApiKey;
};

/** A valid create payload for company alpha (the fixture's Warszawa addresses, a typed pickup point). */
const alphaOrder = () => ({
  companyId: ctx.fx.companies.alpha,
  products: [{ id: ctx.fx.products.alphaA }],
  clientName: 'Anna Nowak',
  clientStreet: 'Marszałkowska 10',
  clientCity: 'Warszawa',
  clientZipCode: '00-624',
  clientPhone: '+48 600 700 800',
  pickupPoint: {
    name: 'Apteka Centrum',
    street: 'Prosta 2',
    city: 'Warszawa',
    zipCode: '00-850',
    phone: '22 123 45 67',
  },
});

let alphaKey: CreatedApiKey;
let gammaKey: CreatedApiKey;

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'admin', 'client', 'fresh');
  alphaKey = await createKey(tokens.client!, 'Shop integration');
  gammaKey = await createKey(tokens.fresh!, 'Pending integration');
});

describe('API key management (/api/@me/api-keys)', () => {
  it('creates a key, shows it once and stores only its sha256', async () => {
    expect(alphaKey.key).toMatch(KEY_SHAPE);
    expect(alphaKey).toMatchObject({
      name: 'Shop integration',
      prefix: alphaKey.key.slice(0, 12),
      createdBy: 'client@alpha.pl',
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(alphaKey.prefix).toMatch(/^dck_[0-9a-f]{8}$/);

    const [row] = await db().select().from(s.apiKeys).where(eq(s.apiKeys.id, alphaKey.id));
    expect(row).toMatchObject({
      companyId: ctx.fx.companies.alpha,
      keyHash: sha256(alphaKey.key),
      prefix: alphaKey.prefix,
      createdBy: 'client@alpha.pl',
    });

    const list = await listKeys(tokens.client!);
    expect(list.map((k) => k.id)).toContain(alphaKey.id);
    expect(list.find((k) => k.id === alphaKey.id)).toEqual({
      id: alphaKey.id,
      name: 'Shop integration',
      prefix: alphaKey.prefix,
      createdAt: alphaKey.createdAt,
      createdBy: 'client@alpha.pl',
      lastUsedAt: null,
      revokedAt: null,
    });
    const secret = alphaKey.key.slice(13);
    expect(JSON.stringify(list)).not.toContain(secret);
    expect(JSON.stringify(list)).not.toContain(row!.keyHash);
    // Each company sees its own keys only.
    expect((await listKeys(tokens.fresh!)).map((k) => k.id)).toEqual([gammaKey.id]);
  });

  it('writes an audit entry without the key or its hash', async () => {
    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'api_key.create'), eq(s.auditLog.entityId, String(alphaKey.id))));
    expect(entry).toMatchObject({ actorKind: 'client', actorName: 'client@alpha.pl', entity: 'api_key' });
    expect(entry!.after).toMatchObject({
      name: 'Shop integration',
      prefix: alphaKey.prefix,
      companyId: ctx.fx.companies.alpha,
    });
    const stored = JSON.stringify(entry);
    expect(stored).not.toContain(alphaKey.key.slice(13));
    expect(stored).not.toContain(sha256(alphaKey.key));
  });

  it('lists newest first, revoked keys included', async () => {
    const second = await createKey(tokens.client!, 'Second key');
    expect((await post('/api/@me/api-keys/revoke', tokens.client!, { id: second.id })).statusCode).toBe(204);
    const list = await listKeys(tokens.client!);
    expect(list[0]).toMatchObject({ id: second.id, name: 'Second key' });
    expect(list[0]!.revokedAt).toEqual(expect.any(String));
    expect(list.map((k) => k.id)).toEqual([second.id, alphaKey.id]);
  });

  it('answers 400 with field errors for a bad name', async () => {
    for (const payload of [{ name: 'ab' }, { name: '   x   ' }, { name: 'x'.repeat(61) }, {}]) {
      const res = await post('/api/@me/api-keys/create', tokens.client!, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validation_failed', errors: { name: [expect.any(String)] } });
    }
    const bad = await post('/api/@me/api-keys/revoke', tokens.client!, { id: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'validation_failed', errors: { id: [expect.any(String)] } });
  });

  it('is for client users only: operators get 403 client_user_only, anonymous callers 401', async () => {
    for (const token of [tokens.operator!, tokens.admin!]) {
      expect((await get('/api/@me/api-keys', token)).json()).toMatchObject({ errorCode: 'client_user_only' });
      const created = await post('/api/@me/api-keys/create', token, { name: 'Operator key' });
      expect(created.statusCode).toBe(403);
      expect(created.json()).toMatchObject({ errorCode: 'client_user_only' });
      const revoked = await post('/api/@me/api-keys/revoke', token, { id: alphaKey.id });
      expect(revoked.statusCode).toBe(403);
      expect(revoked.json()).toMatchObject({ errorCode: 'client_user_only' });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/@me/api-keys' })).statusCode).toBe(401);
  });

  it('answers 404 api_key_not_found for another company’s key or an unknown id', async () => {
    const res = await post('/api/@me/api-keys/revoke', tokens.fresh!, { id: alphaKey.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'api_key_not_found' });
    expect((await post('/api/@me/api-keys/revoke', tokens.client!, { id: 999_999 })).json()).toMatchObject({
      errorCode: 'api_key_not_found',
    });
    // The key still works.
    expect((await get('/api/order/list', alphaKey.key)).statusCode).toBe(200);
  });

  it(`allows at most ${API_KEYS_ACTIVE_MAX} active keys per company (409 api_key_limit_reached)`, async () => {
    const active = (await listKeys(tokens.fresh!)).filter((k) => !k.revokedAt).length;
    const filler = await db()
      .insert(s.apiKeys)
      .values(
        Array.from({ length: API_KEYS_ACTIVE_MAX - active }, (_, i) => ({
          companyId: ctx.fx.companies.gamma,
          name: `Filler ${i}`,
          prefix: 'dck_00000000',
          keyHash: sha256(randomBytes(32).toString('hex')),
        })),
      )
      .returning({ id: s.apiKeys.id });
    const res = await post('/api/@me/api-keys/create', tokens.fresh!, { name: 'One too many' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ errorCode: 'api_key_limit_reached' });
    // Revoked keys do not count.
    expect((await post('/api/@me/api-keys/revoke', tokens.fresh!, { id: filler[0]!.id })).statusCode).toBe(204);
    const extra = await createKey(tokens.fresh!, 'Room again');
    expect(extra.key).toMatch(KEY_SHAPE);
  });
});

describe('the OpenAPI description (/api/docs)', () => {
  it('documents the key calls and their error codes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { description?: string }>>;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/@me/api-keys', '/api/@me/api-keys/create', '/api/@me/api-keys/revoke']),
    );
    expect(paths['/api/@me/api-keys/create']!.post!.description).toContain('api_key_limit_reached');
    expect(paths['/api/@me/api-keys/revoke']!.post!.description).toContain('api_key_already_revoked');
  });
});

describe('an API key as Bearer credentials', () => {
  it('sees only its company’s orders, like the company’s client user', async () => {
    const res = await get('/api/order/list?perPage=500', alphaKey.key);
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: number; company: { id: number } }[];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((o) => o.company.id))).toEqual(new Set([ctx.fx.companies.alpha]));
    expect(items.map((o) => o.id)).not.toContain(ctx.fx.orders.betaNew);
    const asClient = (await get('/api/order/list?perPage=500', tokens.client!)).json().items as { id: number }[];
    expect(items.map((o) => o.id).sort()).toEqual(asClient.map((o) => o.id).sort());
    // Another company's order is not found.
    const other = await get(`/api/order/details?orderId=${ctx.fx.orders.betaNew}`, alphaKey.key);
    expect(other.statusCode).toBe(404);
  });

  it('carries the api account type’s rights: orders only, no settings', async () => {
    const me = (await get('/api/@me', alphaKey.key)).json();
    expect(me.user).toMatchObject({
      kind: 'client',
      accountType: 'api',
      scope: ['orders'],
      companyId: ctx.fx.companies.alpha,
      companyName: 'Alpha Pharmacy',
    });
    expect(me.permissions.orders).toMatchObject({ canAccessPage: true, canWrite: true });
    expect(me.permissions.orders.canView).toMatchObject({
      pinCode: true,
      cancellation: true,
      holdOrder: true,
      sensitiveData: false,
      comments: false,
      driverPayout: false,
    });
    expect(me.permissions.settings.canAccessPage).toBe(false);
    expect(me.permissions.company.canAccessPage).toBe(false);
  });

  it('creates an order for an active company, audited with actor kind api_key', async () => {
    const res = await post('/api/order/create', alphaKey.key, alphaOrder());
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    const [row] = await db().select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(row!.companyId).toBe(ctx.fx.companies.alpha);
    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'order'), eq(s.auditLog.entityId, String(order.id))));
    expect(entry).toMatchObject({ actorKind: 'api_key', actorId: alphaKey.id });
    expect(entry!.actorName).toContain(alphaKey.prefix);
    expect(entry!.actorName).toContain('Alpha Pharmacy');
    // Another company's order cannot be created with it.
    const beta = await post('/api/order/create', alphaKey.key, {
      ...alphaOrder(),
      companyId: ctx.fx.companies.beta,
      products: [{ id: ctx.fx.products.beta }],
    });
    expect(beta.statusCode).toBe(404);
    expect(beta.json()).toMatchObject({ errorCode: 'company_not_found' });
  });

  it('reads but cannot create orders for a pending company (403)', async () => {
    const list = await get('/api/order/list', gammaKey.key);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([]);
    const res = await post('/api/order/create', gammaKey.key, { ...alphaOrder(), companyId: ctx.fx.companies.gamma });
    // It reads the orders, it may not write them: 403 forbidden.
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'forbidden' });
    expect((await get('/api/@me', gammaKey.key)).json().permissions.orders.canWrite).toBe(false);
  });

  it('cannot reach operator-only routes', async () => {
    for (const url of ['/api/company/page-list', '/api/company/pending-count']) {
      const res = await get(url, alphaKey.key);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'insufficient_permissions' });
    }
  });

  it('cannot manage keys, the account, saved views or the session (403 api_key_not_allowed)', async () => {
    const calls = [
      get('/api/@me/api-keys', alphaKey.key),
      post('/api/@me/api-keys/create', alphaKey.key, { name: 'Key by a key' }),
      post('/api/@me/api-keys/revoke', alphaKey.key, { id: alphaKey.id }),
      post('/api/@me/change-password', alphaKey.key, { oldPassword: 'client123', newPassword: 'whatever123' }),
      get('/api/saved-view/list?resource=orders', alphaKey.key),
      post('/api/auth/refresh', alphaKey.key),
      post('/api/logout', alphaKey.key),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'api_key_not_allowed' });
    }
    // Nothing happened: the key is active and the only key created by a key does not exist.
    const list = await listKeys(tokens.client!);
    expect(list.find((k) => k.id === alphaKey.id)!.revokedAt).toBeNull();
    expect(list.map((k) => k.name)).not.toContain('Key by a key');
  });

  it('answers 401 invalid_api_key for a malformed or unknown key', async () => {
    for (const key of ['dck_nope', `dck_0123abcd_${randomBytes(32).toString('base64url')}`, `${alphaKey.key}x`]) {
      const res = await get('/api/order/list', key);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'invalid_api_key' });
    }
  });

  it('is refused by the socket (session tokens only)', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const socket: Socket = connect(`http://127.0.0.1:${port}/private`, {
      auth: { token: alphaKey.key },
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await expect(
        new Promise((resolve, reject) => {
          socket.on('connect', () => resolve('connected'));
          socket.on('connect_error', reject);
        }),
      ).rejects.toThrow('unauthorized');
    } finally {
      socket.close();
    }
  });

  it('records lastUsedAt, at most once a minute', async () => {
    await vi.waitFor(async () => {
      const row = (await listKeys(tokens.client!)).find((k) => k.id === alphaKey.id)!;
      expect(row.lastUsedAt).toEqual(expect.any(String));
    });
    const lastUsed = async () =>
      (await db().select().from(s.apiKeys).where(eq(s.apiKeys.id, alphaKey.id)))[0]!.lastUsedAt!;
    const setLastUsed = (at: Date) =>
      db().update(s.apiKeys).set({ lastUsedAt: at }).where(eq(s.apiKeys.id, alphaKey.id));

    const recent = new Date(Date.now() - 30_000);
    await setLastUsed(recent);
    await recordApiKeyUse(db(), alphaKey.id);
    expect((await lastUsed()).getTime()).toBe(recent.getTime());

    const old = new Date(Date.now() - 120_000);
    await setLastUsed(old);
    expect((await get('/api/order/list', alphaKey.key)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await lastUsed()).getTime()).toBeGreaterThan(old.getTime() + 60_000));
  });

  it('stops working for a company made inactive', async () => {
    const gamma = ctx.fx.companies.gamma;
    await db().update(s.companies).set({ status: 'inactive' }).where(eq(s.companies.id, gamma));
    try {
      const res = await get('/api/order/list', gammaKey.key);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errorCode: 'invalid_api_key' });
    } finally {
      await db().update(s.companies).set({ status: 'pending' }).where(eq(s.companies.id, gamma));
    }
    expect((await get('/api/order/list', gammaKey.key)).statusCode).toBe(200);
  });

  it('stops working at once when revoked; revoking twice answers 409', async () => {
    expect((await get('/api/order/list', alphaKey.key)).statusCode).toBe(200);
    const revoke = await post('/api/@me/api-keys/revoke', tokens.client!, { id: alphaKey.id });
    expect(revoke.statusCode).toBe(204);
    expect(revoke.body).toBe('');

    const res = await get('/api/order/list', alphaKey.key);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ errorCode: 'invalid_api_key' });

    const again = await post('/api/@me/api-keys/revoke', tokens.client!, { id: alphaKey.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorCode: 'api_key_already_revoked' });

    const row = (await listKeys(tokens.client!)).find((k) => k.id === alphaKey.id)!;
    expect(row.revokedAt).toEqual(expect.any(String));
    const [entry] = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'api_key.revoke'), eq(s.auditLog.entityId, String(alphaKey.id))));
    expect(entry).toMatchObject({ actorKind: 'client', actorName: 'client@alpha.pl', entity: 'api_key' });
    expect(entry!.before).toMatchObject({ revokedAt: null });
    expect(entry!.after).toMatchObject({ revokedAt: row.revokedAt });
  });
});
