// Issue 39, the driver app's additions to the driver API: the app's version and platform at sign-in (saved on the
// driver, shown by the console), a blocked driver's reason, the online/offline switch (POST /api/driver/status with its
// log rows and audit entries, refused while an order is in progress), the profile's status, and Idempotency-Key on the
// order steps (a replayed step answers its first answer and changes nothing; keys per driver).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import { bearer, minutesAgo, setupApp, signInAll } from './fixtures.ts';
import { driverKit, DRIVER_TEST_PIN, type TestDriver } from './driverKit.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const PIN = DRIVER_TEST_PIN;
const { db, signIn, makeDriver, makeOrder, call, step, setStatus, orderRow, driverRow, expectError } = driverKit(
  ctx,
  'P',
);

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator');
});

const auditOf = (entity: string, id: number, action: string) =>
  db()
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.entity, entity), eq(s.auditLog.entityId, String(id)), eq(s.auditLog.action, action)))
    .orderBy(asc(s.auditLog.id));
const statusLog = (driverId: number) =>
  db()
    .select({ status: s.driverStatusLog.status, source: s.driverStatusLog.source, at: s.driverStatusLog.at })
    .from(s.driverStatusLog)
    .where(eq(s.driverStatusLog.driverId, driverId))
    .orderBy(asc(s.driverStatusLog.id));

/** The driver as the console's drivers page reads it: its details and its row of the list. */
async function consoleView(driverId: number) {
  const details = await ctx.app.inject({
    method: 'GET',
    url: `/api/driver/details?driverId=${driverId}`,
    headers: bearer(tokens.operator!),
  });
  expect(details.statusCode, details.body).toBe(200);
  const list = await ctx.app.inject({
    method: 'GET',
    url: '/api/driver/list?page=1&perPage=100',
    headers: bearer(tokens.operator!),
  });
  expect(list.statusCode, list.body).toBe(200);
  const row = (list.json().items as { id: number; mobile: unknown }[]).find((d) => d.id === driverId);
  return { details: details.json().driver.mobile, list: row?.mobile };
}

describe('sign-in with the app’s version and platform', () => {
  it('saves mobile on the driver (push token kept) and the console’s driver details and list show it', async () => {
    const d = await makeDriver({ mobile: { version: '0.9.0', osType: 'ios', pushToken: 'push-1' } }, false);
    const res = await signIn(d.email, { mobile: { version: ' 1.4.2 (build 37) ', osType: 'android' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().driver).toMatchObject({ id: d.id, status: 'online' });
    expect((await driverRow(d.id)).mobile).toEqual({
      version: '1.4.2 (build 37)',
      osType: 'android',
      pushToken: 'push-1',
    });
    expect(await consoleView(d.id)).toEqual({
      details: { version: '1.4.2 (build 37)', osType: 'android' },
      list: { version: '1.4.2 (build 37)', osType: 'android' },
    });
    const [login] = await auditOf('driver', d.id, 'auth.login');
    expect(login!.after).toEqual({ mobile: { version: '1.4.2 (build 37)', osType: 'android' } });

    // Without osType the saved one goes; the push token stays.
    expect((await signIn(d.email, { mobile: { version: '1.5.0' } })).statusCode).toBe(200);
    expect((await driverRow(d.id)).mobile).toEqual({ version: '1.5.0', pushToken: 'push-1' });
    expect(await consoleView(d.id)).toEqual({
      details: { version: '1.5.0', osType: null },
      list: { version: '1.5.0', osType: null },
    });

    // A sign-in without mobile (the simulator) leaves it as it is.
    expect((await signIn(d.email)).statusCode).toBe(200);
    expect((await driverRow(d.id)).mobile).toEqual({ version: '1.5.0', pushToken: 'push-1' });
  });

  it('saves mobile for a driver that had none', async () => {
    const d = await makeDriver({}, false);
    expect((await signIn(d.email, { mobile: { version: '2.0.0', osType: 'ios' } })).statusCode).toBe(200);
    expect((await driverRow(d.id)).mobile).toEqual({ version: '2.0.0', osType: 'ios' });
  });

  it('answers 400 with field errors for a bad mobile, and signs nobody in', async () => {
    const d = await makeDriver({}, false);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ version: 'x'.repeat(33) }, { 'mobile.version': ['validation.maxLength'] }],
      [{ version: '1.0\u0000' }, { 'mobile.version': ['validation.invalidCharacters'] }],
      [{ version: '1.0\u0007beta' }, { 'mobile.version': ['validation.invalid'] }],
      [{ version: '   ' }, { 'mobile.version': ['validation.required'] }],
      [{}, { 'mobile.version': ['validation.required'] }],
      [{ version: '1.0', osType: 'windows' }, { 'mobile.osType': ['validation.invalid'] }],
      ['1.0', { mobile: ['validation.invalid'] }],
    ];
    for (const [mobile, errors] of cases) {
      const res = await signIn(d.email, { mobile });
      expect([res.statusCode, res.json().errorCode, res.json().errors]).toEqual([400, 'validation_failed', errors]);
    }
    expect(await auditOf('driver', d.id, 'auth.login')).toEqual([]);
    expect((await driverRow(d.id)).mobile).toBeNull();
    // 32 characters is the limit.
    expect((await signIn(d.email, { mobile: { version: 'v'.repeat(32) } })).statusCode).toBe(200);
  });
});

describe('a refused sign-in', () => {
  it('a blocked driver gets 403 driver_blocked with the block’s reason, at sign-in and on its open session', async () => {
    const d = await makeDriver();
    const block = await ctx.app.inject({
      method: 'POST',
      url: '/api/driver/block',
      headers: bearer(tokens.operator!),
      payload: { driverId: d.id, reason: 'Skargi klientów' },
    });
    expect(block.statusCode, block.body).toBe(200);
    const refused = await signIn(d.email, { mobile: { version: '1.0.0' } });
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      expect.objectContaining({ errorCode: 'driver_blocked', reason: 'Skargi klientów' }),
    ]);
    expect((await driverRow(d.id)).mobile).toBeNull();
    const me = await call('GET', '/driver/me', d.token);
    expect([me.statusCode, me.json().errorCode, me.json().reason]).toEqual([403, 'driver_blocked', 'Skargi klientów']);
  });

  it('a block without a recorded reason answers without one; a deactivated driver 401 account_deactivated', async () => {
    const blocked = await makeDriver({ blocked: true }, false);
    const refused = await signIn(blocked.email);
    expectError(refused, 403, 'driver_blocked');
    expect(refused.json()).not.toHaveProperty('reason');
    const inactive = await makeDriver({ active: false }, false);
    const gone = await signIn(inactive.email);
    expectError(gone, 401, 'account_deactivated');
    expect(gone.json()).not.toHaveProperty('reason');
  });
});

describe('POST /api/driver/status', () => {
  it('goes online → offline → online: status, log rows (source app), audit entries, the profile’s status', async () => {
    const d = await makeDriver();
    expect((await call('GET', '/driver/me', d.token)).json().driver.status).toBe('online');

    const off = await setStatus(d, 'offline');
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ status: 'offline', at: expect.any(String) });
    expect((await driverRow(d.id)).status).toBe('offline');
    expect((await call('GET', '/driver/me', d.token)).json().driver.status).toBe('offline');
    const refreshed = await call('POST', '/driver/refresh', d.token);
    expect(refreshed.json().driver.status).toBe('offline');

    const on = await setStatus(d, 'online');
    expect(on.json()).toEqual({ status: 'online', at: expect.any(String) });
    expect((await driverRow(d.id)).status).toBe('online');

    const log = await statusLog(d.id);
    expect(log.map(({ status, source }) => [status, source])).toEqual([
      ['online', 'sign_in'],
      ['offline', 'app'],
      ['online', 'app'],
    ]);
    expect(log[1]!.at.toISOString()).toBe(off.json().at);
    expect(log[2]!.at.toISOString()).toBe(on.json().at);
    const entries = await auditOf('driver', d.id, 'driver.status');
    expect(entries.map((e) => [e.actorKind, e.actorId, e.before, e.after])).toEqual([
      ['driver', d.id, { status: 'online' }, { status: 'offline' }],
      ['driver', d.id, { status: 'offline' }, { status: 'online' }],
    ]);
  });

  it('the same status again answers 200 with when it began and writes nothing', async () => {
    const d = await makeDriver();
    const [signedIn] = await statusLog(d.id);
    const again = await setStatus(d, 'online');
    expect(again.json()).toEqual({ status: 'online', at: signedIn!.at.toISOString() });
    const off = await setStatus(d, 'offline');
    const offAgain = await setStatus(d, 'offline');
    expect([offAgain.statusCode, offAgain.json()]).toEqual([200, off.json()]);
    expect(await statusLog(d.id)).toHaveLength(2);
    expect(await auditOf('driver', d.id, 'driver.status')).toHaveLength(1);
  });

  it('refuses offline with an order in progress (409 driver_has_active_order), for each active status', async () => {
    const d = await makeDriver();
    for (const status of ['accepted', 'picked_up', 'arrived'] as const) {
      const order = await makeOrder(status, { driverId: d.id, acceptedAt: minutesAgo(1) });
      expectError(await setStatus(d, 'offline'), 409, 'driver_has_active_order');
      await db().update(s.orders).set({ status: 'delivered' }).where(eq(s.orders.id, order.id));
    }
    expect((await driverRow(d.id)).status).toBe('online');
    expect(await statusLog(d.id)).toHaveLength(1);
    expect(await auditOf('driver', d.id, 'driver.status')).toEqual([]);
    // Delivered orders are not in progress: now it may go offline.
    expect((await setStatus(d, 'offline')).statusCode).toBe(200);
  });

  it('answers 400 with field errors for a bad body, and refuses callers who are not drivers', async () => {
    const d = await makeDriver();
    for (const payload of [{ status: 'away' }, { status: 'ONLINE' }, { status: 1 }, {}]) {
      const res = await call('POST', '/driver/status', d.token, payload);
      expect([res.statusCode, res.json().errorCode, Object.keys(res.json().errors)]).toEqual([
        400,
        'validation_failed',
        ['status'],
      ]);
    }
    expect((await call('POST', '/driver/status', d.token, { status: 'away' })).json().errors).toEqual({
      status: ['validation.invalid'],
    });
    expectError(
      await call('POST', '/driver/status', tokens.operator!, { status: 'offline' }),
      403,
      'driver_session_required',
    );
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/driver/status',
      payload: { status: 'offline' },
    });
    expectError(anonymous, 401, 'unauthorized');
    expect(await statusLog(d.id)).toHaveLength(1);
  });
});

describe('Idempotency-Key on the order steps', () => {
  /** Sends the step, then the same key and body again: the replay is the first answer, marked replayed. */
  async function stepTwice(name: string, d: TestDriver, payload: object, key: string) {
    const first = await step(name, d, payload, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const replay = await step(name, d, payload, key);
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(replay.json()).toEqual(first.json());
    return first.json();
  }

  it('replays each step of a delivery: the first answer, one change, one audit entry, one event', async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent');
    try {
      const d = await makeDriver();
      const order = await makeOrder();
      const id = order.id;
      const accepted = await stepTwice('accept', d, { orderId: id }, `accept-${id}`);
      expect(accepted.order.status).toBe('accepted');
      await stepTwice('arrive-at-pickup', d, { orderId: id }, `pickup-${id}`);
      const pickedUp = await stepTwice('pick-up', d, { orderId: id, verificationCode: PIN }, `pick-${id}`);
      expect(pickedUp.order.status).toBe('picked_up');
      await stepTwice('arrive', d, { orderId: id }, `arrive-${id}`);
      await stepTwice('deliver', d, { orderId: id }, `deliver-${id}`);
      const finished = await stepTwice('finish', d, { orderId: id }, `finish-${id}`);
      expect(finished.order.status).toBe('finished');

      // A late replay of an early step still answers its own first answer and moves nothing back.
      const lateAccept = await step('accept', d, { orderId: id }, `accept-${id}`);
      expect([lateAccept.headers['idempotent-replayed'], lateAccept.json()]).toEqual(['true', accepted]);
      expect((await orderRow(id)).status).toBe('finished');

      for (const action of [
        'order.accept',
        'order.arriveAtPickup',
        'order.pickUp',
        'order.arrive',
        'order.deliver',
        'order.finish',
      ])
        expect([action, (await auditOf('order', id, action)).length]).toEqual([action, 1]);
      const events = emit.mock.calls.filter(([, payload]) => payload.orderId === id).map(([event]) => event);
      expect(events).toEqual(['acceptOrder', 'editOrder', 'editOrder', 'arriveOrder', 'deliverOrder', 'finishOrder']);
      const wallet = await db().select().from(s.walletEntries).where(eq(s.walletEntries.orderId, id));
      expect(wallet).toHaveLength(1);
    } finally {
      emit.mockRestore();
    }
  });

  it('replays a hold: one hold, one audit entry', async () => {
    const d = await makeDriver();
    const order = await makeOrder('accepted', { driverId: d.id, acceptedAt: minutesAgo(1) });
    const body = { orderId: order.id, notes: 'The receiver asked for tomorrow' };
    const held = await stepTwice('hold', d, body, `hold-${order.id}`);
    expect(held.order.onHold).toMatchObject({ note: 'The receiver asked for tomorrow' });
    expect(await db().select().from(s.orderHolds).where(eq(s.orderHolds.orderId, order.id))).toHaveLength(1);
    expect(await auditOf('order', order.id, 'order.hold')).toHaveLength(1);
    // The console's list shows the driver's note on the order's row.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/list?orderId=${order.id}`,
      headers: bearer(tokens.operator!),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items[0].flags.onHold).toMatchObject({ note: 'The receiver asked for tomorrow' });
  });

  it('pick-up replayed: the status stays, one audit entry; a kept refusal (wrong PIN) comes back the same', async () => {
    const d = await makeDriver();
    const order = await makeOrder('accepted', {
      driverId: d.id,
      acceptedAt: minutesAgo(3),
      pickupArrivedAt: minutesAgo(1),
    });
    const wrong = await step('pick-up', d, { orderId: order.id, verificationCode: '0000' }, 'pin-try-1');
    expectError(wrong, 422, 'incorrect_verification_code');
    const wrongAgain = await step('pick-up', d, { orderId: order.id, verificationCode: '0000' }, 'pin-try-1');
    expect([wrongAgain.statusCode, wrongAgain.headers['idempotent-replayed'], wrongAgain.json()]).toEqual([
      422,
      'true',
      wrong.json(),
    ]);
    const first = await step('pick-up', d, { orderId: order.id, verificationCode: PIN }, 'pin-try-2');
    expect(first.statusCode).toBe(200);
    const replay = await step('pick-up', d, { orderId: order.id, verificationCode: PIN }, 'pin-try-2');
    expect(replay.json()).toEqual(first.json());
    const row = await orderRow(order.id);
    expect([row.status, row.pickedUpAt?.toISOString()]).toEqual(['picked_up', first.json().order.pickedUpAt]);
    expect(await auditOf('order', order.id, 'order.pickUp')).toHaveLength(1);
  });

  it('the same key with another body answers 409 idempotency_key_reused and changes nothing', async () => {
    const d = await makeDriver();
    const a = await makeOrder();
    const b = await makeOrder();
    expect((await step('accept', d, { orderId: a.id }, 'reuse-1')).statusCode).toBe(200);
    expectError(await step('accept', d, { orderId: b.id }, 'reuse-1'), 409, 'idempotency_key_reused');
    expect((await orderRow(b.id)).status).toBe('new');
    expect(await auditOf('order', b.id, 'order.accept')).toEqual([]);
    // The same key on another step is another key.
    expect((await step('arrive-at-pickup', d, { orderId: a.id }, 'reuse-1')).statusCode).toBe(200);
  });

  it('keys are per driver: another driver’s same key runs for that driver and never replays the first’s answer', async () => {
    const first = await makeDriver();
    const second = await makeDriver();
    const x = await makeOrder();
    const y = await makeOrder();
    const mine = await step('accept', first, { orderId: x.id }, 'shared-key');
    expect(mine.statusCode).toBe(200);
    // The same key and body from another driver: its own request, refused on its own (the order is taken).
    const theirs = await step('accept', second, { orderId: x.id }, 'shared-key');
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expectError(theirs, 409, 'order_already_taken');
    // Another driver's same key with another body is no reuse either.
    const other = await step('accept', second, { orderId: y.id }, 'another-shared-key');
    expect(other.statusCode).toBe(200);
    const otherFirst = await step('accept', first, { orderId: y.id }, 'another-shared-key');
    expect(otherFirst.headers['idempotent-replayed']).toBeUndefined();
    expectError(otherFirst, 409, 'order_already_taken');
    expect([(await orderRow(x.id)).driverId, (await orderRow(y.id)).driverId]).toEqual([first.id, second.id]);
  });

  it('keeps the answer with the step: a failure after the commit frees no key, and the retry replays it', async () => {
    const d = await makeDriver();
    const order = await makeOrder('accepted', {
      driverId: d.id,
      acceptedAt: minutesAgo(3),
      pickupArrivedAt: minutesAgo(1),
    });
    const body = { orderId: order.id, verificationCode: PIN };
    // The step commits, then the process fails before answering (here: sending the event throws: a 500).
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent').mockImplementationOnce(() => {
      throw new Error('lost before the answer');
    });
    try {
      const failed = await step('pick-up', d, body, 'crash-1');
      expect(failed.statusCode).toBe(500);
    } finally {
      emit.mockRestore();
    }
    expect((await orderRow(order.id)).status).toBe('picked_up');
    const retry = await step('pick-up', d, body, 'crash-1');
    expect([retry.statusCode, retry.headers['idempotent-replayed'], retry.json().order.status]).toEqual([
      200,
      'true',
      'picked_up',
    ]);
    expect(await auditOf('order', order.id, 'order.pickUp')).toHaveLength(1);
  });

  it('concurrent duplicates of a step run it once', async () => {
    const d = await makeDriver();
    const order = await makeOrder();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => step('accept', d, { orderId: order.id }, `concurrent-${order.id}`)),
    );
    for (const res of answers.filter((a) => a.statusCode !== 200))
      expect([res.statusCode, res.json().errorCode]).toEqual([409, 'idempotency_key_in_progress']);
    expect(answers.some((res) => res.statusCode === 200)).toBe(true);
    expect(await auditOf('order', order.id, 'order.accept')).toHaveLength(1);
  });

  it('without a key a step behaves as before: a second call runs again and is refused by the order’s state', async () => {
    const d = await makeDriver();
    const order = await makeOrder('accepted', { driverId: d.id, acceptedAt: minutesAgo(1) });
    const first = await step('arrive-at-pickup', d, { orderId: order.id });
    expect([first.statusCode, first.headers['idempotent-replayed']]).toEqual([200, undefined]);
    const second = await step('arrive-at-pickup', d, { orderId: order.id });
    expectError(second, 409, 'driver_already_at_pickup');
    expect(second.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with 400 under idempotency-key, running nothing', async () => {
    const d = await makeDriver();
    const order = await makeOrder();
    for (const key of ['', 'has space', 'x'.repeat(256)]) {
      const res = await step('accept', d, { orderId: order.id }, key);
      expect([res.statusCode, res.json().errorCode, Object.keys(res.json().errors ?? {})]).toEqual([
        400,
        'validation_failed',
        ['idempotency-key'],
      ]);
    }
    expect((await orderRow(order.id)).status).toBe('new');
  });
});

describe('the OpenAPI document', () => {
  it('documents the status call, the sign-in’s mobile, the profile’s status and the steps’ Idempotency-Key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    type Operation = {
      parameters?: { $ref?: string }[];
      requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
      responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
    };
    const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
    const post = (path: string) => doc.paths[`/api/driver${path}`]!.post!;
    const bodyOf = (op: Operation) => op.requestBody!.content['application/json']!.schema.properties!;
    expect(Object.keys(bodyOf(post('/status')))).toEqual(['status']);
    expect(Object.keys(post('/status').responses['200']!.content!['application/json']!.schema.properties!)).toEqual([
      'status',
      'at',
    ]);
    expect(Object.keys(bodyOf(post('/sign-in')))).toContain('mobile');
    const me = doc.paths['/api/driver/me']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(Object.keys((me.properties!.driver as { properties: object }).properties)).toContain('status');
    for (const name of ['accept', 'arrive-at-pickup', 'pick-up', 'arrive', 'deliver', 'finish', 'hold'])
      expect([name, post(`/order/${name}`).parameters]).toEqual([
        name,
        expect.arrayContaining([{ $ref: '#/components/parameters/IdempotencyKey' }]),
      ]);
  });
});
