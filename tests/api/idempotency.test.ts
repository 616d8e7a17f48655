// Issue 37: Idempotency-Key on POST /api/order/create and /api/order/cancel. The same caller, key and body get the
// first answer again (no second order or cancellation); another body 409 idempotency_key_reused; concurrent duplicates
// make exactly one order; keys are per caller; a bad key is a 400; kept answers and their purge after a day.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bearer, insertOrder, setupApp, signInAll } from './fixtures.ts';
import { fixtureHash } from './fixtureHash.ts';
import * as s from '../../server/db/schema.ts';
import { purgeExpired } from '../../server/services/housekeeping.ts';
import { canonicalJson, requestHashOf } from '../../server/services/idempotency.ts';
import type { CreatedApiKey } from '../../domain/accountSchemas.ts';
import { orderCreateSchema } from '../../domain/orderCreateSchemas.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const db = () => ctx.app.database.db;

let alphaKey: CreatedApiKey;
let betaKey: CreatedApiKey;

const receiver = {
  clientName: 'Anna Nowak',
  clientStreet: 'Marszałkowska 10',
  clientCity: 'Warszawa',
  clientZipCode: '00-624',
  clientPhone: '+48 600 700 800',
};
const pickupPoint = { name: 'Apteka Centrum', street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' };
const alphaOrder = (clientName = 'Anna Nowak') => ({
  companyId: ctx.fx.companies.alpha,
  products: [{ id: ctx.fx.products.alphaA }],
  ...receiver,
  clientName,
  pickupPoint,
});

const send = (url: string, token: string, payload: unknown, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...(key !== undefined ? { 'idempotency-key': key } : {}) },
    payload: payload as Record<string, unknown>,
  });
const create = (token: string, payload: unknown, key?: string) => send('/api/order/create', token, payload, key);
const cancel = (token: string, payload: unknown, key?: string) => send('/api/order/cancel', token, payload, key);

/** The orders of company alpha whose receiver is `clientName`. */
const ordersOf = (clientName: string) =>
  db()
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(and(eq(s.orders.companyId, ctx.fx.companies.alpha), eq(s.orders.clientName, clientName)));

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'client', 'operator');
  const make = async (token: string) => {
    const res = await send('/api/@me/api-keys/create', token, { name: 'Shop' });
    expect(res.statusCode).toBe(201);
    return res.json() as CreatedApiKey;
  };
  alphaKey = await make(tokens.client!);
  // Company beta's client user, for a key of another company.
  await db()
    .insert(s.clientUsers)
    .values({
      email: 'owner@beta.pl',
      name: 'Beta Owner',
      passwordHash: await fixtureHash('betaowner1'),
      companyId: ctx.fx.companies.beta,
    });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'owner@beta.pl', password: 'betaowner1' },
  });
  betaKey = await make(login.json().token);
});

describe('the canonical body', () => {
  it('does not depend on member order, and tells values apart', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"x":1,"y":2}]},"b":1}',
    );
    expect(requestHashOf({ a: 1, b: 2 })).toBe(requestHashOf({ b: 2, a: 1 }));
    expect(requestHashOf({ a: 1 })).not.toBe(requestHashOf({ a: '1' }));
    expect(requestHashOf({ a: 1, b: undefined })).toBe(requestHashOf({ a: 1 }));
  });
});

describe('Idempotency-Key on POST /api/order/create', () => {
  it('answers the first answer again for the same key and body, with one order and one event', async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent');
    const first = await create(alphaKey.key, alphaOrder('Retry Same'), 'order-1001');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same body with its members in another order is the same body.
    const { products, companyId, ...rest } = alphaOrder('Retry Same');
    const again = await create(alphaKey.key, { ...rest, products, companyId }, 'order-1001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf('Retry Same')).toEqual([{ id: first.json().order.id }]);
    expect(emit.mock.calls.filter(([event]) => event === 'newOrder')).toHaveLength(1);
    emit.mockRestore();
  });

  it('refuses the same key with another body (409 idempotency_key_reused), creating nothing', async () => {
    const first = await create(alphaKey.key, alphaOrder('Reused A'), 'order-1002');
    expect(first.statusCode).toBe(201);
    const other = await create(alphaKey.key, alphaOrder('Reused B'), 'order-1002');
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ errorCode: 'idempotency_key_reused' });
    expect(await ordersOf('Reused B')).toEqual([]);
  });

  it('makes exactly one order of concurrent duplicates', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => create(alphaKey.key, alphaOrder('Concurrent'), 'order-1003')),
    );
    const orders = await ordersOf('Concurrent');
    expect(orders).toHaveLength(1);
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const a of created) expect(a.json().order.id).toBe(orders[0]!.id);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect(a.statusCode).toBe(409);
      expect(a.json().errorCode).toBe('idempotency_key_in_progress');
      expect(a.headers['retry-after']).toBe('1');
    }
    // Once the first has answered, a retry gets its answer.
    const retry = await create(alphaKey.key, alphaOrder('Concurrent'), 'order-1003');
    expect(retry.statusCode).toBe(201);
    expect(retry.json().order.id).toBe(orders[0]!.id);
  });

  it('keeps a refusal: the same key and body answer the same 4xx again', async () => {
    const body = { ...alphaOrder('Refused'), pickupPoint: { locationId: 2_000_000_000 } };
    const first = await create(alphaKey.key, body, 'order-1004');
    expect(first.statusCode).toBe(400);
    const again = await create(alphaKey.key, body, 'order-1004');
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });

  it('keeps nothing for a request refused before it ran (a malformed body)', async () => {
    const bad = await create(alphaKey.key, { ...alphaOrder('Malformed'), clientZipCode: 'x' }, 'order-1005');
    expect(bad.statusCode).toBe(400);
    const fixed = await create(alphaKey.key, alphaOrder('Malformed'), 'order-1005');
    expect(fixed.statusCode).toBe(201);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps keys per caller: another company’s or user’s same key is another key', async () => {
    const alpha = await create(alphaKey.key, alphaOrder('Owner Alpha'), 'shared-key');
    expect(alpha.statusCode).toBe(201);
    // Company beta's key sends the same key with its own order.
    const betaOrder = {
      companyId: ctx.fx.companies.beta,
      products: [{ id: ctx.fx.products.beta }],
      ...receiver,
      clientName: 'Owner Beta',
    };
    const beta = await create(betaKey.key, betaOrder, 'shared-key');
    expect(beta.statusCode).toBe(201);
    expect(beta.headers['idempotent-replayed']).toBeUndefined();
    expect(beta.json().order.id).not.toBe(alpha.json().order.id);
    // The company's client user (signed in) with the same key and the very body of the API key: another caller.
    const user = await create(tokens.client!, alphaOrder('Owner Alpha'), 'shared-key');
    expect(user.statusCode).toBe(201);
    expect(user.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf('Owner Alpha')).toHaveLength(2);
    const rows = await db().select().from(s.idempotencyKeys).where(eq(s.idempotencyKeys.key, 'shared-key'));
    const [client] = await db().select().from(s.clientUsers).where(eq(s.clientUsers.email, 'client@alpha.pl'));
    expect(rows.map((r) => r.owner).sort()).toEqual(
      [`apiKey:${alphaKey.id}`, `apiKey:${betaKey.id}`, `client:${client!.id}`].sort(),
    );
    expect(rows.every((r) => r.operation === 'order.create' && r.statusCode === 201)).toBe(true);
  });

  it('answers 409 while a first request runs, and takes over one abandoned for minutes', async () => {
    const body = alphaOrder('Abandoned');
    const [client] = await db().select().from(s.clientUsers).where(eq(s.clientUsers.email, 'client@alpha.pl'));
    const reserve = (key: string, minutesAgo: number) =>
      db()
        .insert(s.idempotencyKeys)
        .values({
          owner: `client:${client!.id}`,
          operation: 'order.create',
          key,
          requestHash: requestHashOf(orderCreateSchema.parse(body)),
          createdAt: new Date(Date.now() - minutesAgo * 60_000),
        });
    await reserve('running', 0);
    const running = await create(tokens.client!, body, 'running');
    expect(running.statusCode).toBe(409);
    expect(running.json().errorCode).toBe('idempotency_key_in_progress');
    expect(await ordersOf('Abandoned')).toEqual([]);
    await reserve('abandoned', 10);
    const taken = await create(tokens.client!, body, 'abandoned');
    expect(taken.statusCode).toBe(201);
    expect(await ordersOf('Abandoned')).toHaveLength(1);
    const again = await create(tokens.client!, body, 'abandoned');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(taken.json());
  });

  it('commits the answer with the order: a process that stops after the commit leaves no key a retry could run again', async () => {
    // A check deferred to the commit of every transaction that writes this receiver's order: the key must hold its
    // answer by then. Storing it after the commit (where a stopped process would leave only the reservation, taken
    // over after five minutes by a retry that creates a second order) fails the commit.
    await db().execute(sql`
      CREATE FUNCTION test_answer_committed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.client_name = 'Crash Window' AND NOT EXISTS (
          SELECT 1 FROM idempotency_keys WHERE key = 'crash-window' AND status_code = 201
        ) THEN
          RAISE EXCEPTION 'the order commits without its idempotency answer';
        END IF;
        RETURN NULL;
      END $$`);
    await db().execute(sql`
      CREATE CONSTRAINT TRIGGER test_answer_committed AFTER INSERT ON orders
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_answer_committed()`);
    try {
      const first = await create(alphaKey.key, alphaOrder('Crash Window'), 'crash-window');
      expect(first.statusCode).toBe(201);
      const [stored] = await db().select().from(s.idempotencyKeys).where(eq(s.idempotencyKeys.key, 'crash-window'));
      expect(stored!.response).toEqual(first.json());
      // Even once the reservation would count as abandoned, the retry replays: nothing runs again.
      await db()
        .update(s.idempotencyKeys)
        .set({ createdAt: new Date(Date.now() - 3600_000) })
        .where(eq(s.idempotencyKeys.key, 'crash-window'));
      const retry = await create(alphaKey.key, alphaOrder('Crash Window'), 'crash-window');
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
      expect(await ordersOf('Crash Window')).toHaveLength(1);
    } finally {
      await db().execute(sql`DROP TRIGGER test_answer_committed ON orders`);
      await db().execute(sql`DROP FUNCTION test_answer_committed()`);
    }
  });

  it.each([
    ['empty', ''],
    ['with a space', 'order 1'],
    ['non-ASCII', 'zamówienie-1'],
    ['too long', 'k'.repeat(256)],
  ])('refuses a key that is %s (400), creating nothing', async (_what, key) => {
    const res = await create(alphaKey.key, alphaOrder('Bad Key'), key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'validation_failed' });
    expect(Object.keys(res.json().errors)).toEqual(['idempotency-key']);
    expect(await ordersOf('Bad Key')).toEqual([]);
  });

  it('takes 255 visible ASCII characters', async () => {
    const key = `${'!~'.repeat(127)}z`;
    const res = await create(alphaKey.key, alphaOrder('Long Key'), key);
    expect(res.statusCode).toBe(201);
  });

  it('keeps a key a day: housekeeping removes older ones', async () => {
    await create(alphaKey.key, alphaOrder('Purged'), 'order-purge');
    const stored = () => db().select().from(s.idempotencyKeys).where(eq(s.idempotencyKeys.key, 'order-purge'));
    await purgeExpired(db(), new Date(Date.now() + 23 * 3600_000));
    expect(await stored()).toHaveLength(1);
    await purgeExpired(db(), new Date(Date.now() + 25 * 3600_000));
    expect(await stored()).toEqual([]);
  });
});

describe('Idempotency-Key on POST /api/order/cancel', () => {
  it('cancels once: the same key and body answer the first answer again', async () => {
    const { id: orderId } = await insertOrder(db(), ctx.fx, 'IC01', 'new');
    const body = { orderId, reason: 'CLIENTS_REQUEST' };
    const first = await cancel(alphaKey.key, body, 'cancel-1');
    expect(first.statusCode).toBe(200);
    expect(first.json().order.status).toBe('cancelled');
    const again = await cancel(alphaKey.key, body, 'cancel-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    // Without the key, a second cancel is refused: the order is no longer cancellable.
    const plain = await cancel(alphaKey.key, body);
    expect(plain.statusCode).toBe(409);
    expect(plain.json().errorCode).toBe('order_is_not_cancellable');
    const entries = await db()
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'order'), eq(s.auditLog.entityId, String(orderId))));
    expect(entries.filter((e) => e.action.includes('cancel'))).toHaveLength(1);
  });

  it('refuses the key for another cancellation, and keeps create and cancel keys apart', async () => {
    const { id: a } = await insertOrder(db(), ctx.fx, 'IC02', 'new');
    const { id: b } = await insertOrder(db(), ctx.fx, 'IC03', 'new');
    expect((await cancel(alphaKey.key, { orderId: a, reason: 'CLIENTS_REQUEST' }, 'cancel-2')).statusCode).toBe(200);
    const other = await cancel(alphaKey.key, { orderId: b, reason: 'CLIENTS_REQUEST' }, 'cancel-2');
    expect(other.statusCode).toBe(409);
    expect(other.json().errorCode).toBe('idempotency_key_reused');
    const [row] = await db().select().from(s.orders).where(eq(s.orders.id, b));
    expect(row!.status).toBe('new');
    // The key of a create is another key on cancel.
    const sameKey = await cancel(alphaKey.key, { orderId: b, reason: 'CLIENTS_REQUEST' }, 'order-1001');
    expect(sameKey.statusCode).toBe(200);
    expect(sameKey.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a bad key on cancel (400) before cancelling', async () => {
    const { id: orderId } = await insertOrder(db(), ctx.fx, 'IC04', 'new');
    const res = await cancel(alphaKey.key, { orderId, reason: 'CLIENTS_REQUEST' }, 'x'.repeat(300));
    expect(res.statusCode).toBe(400);
    const [row] = await db().select().from(s.orders).where(eq(s.orders.id, orderId));
    expect(row!.status).toBe('new');
  });
});
