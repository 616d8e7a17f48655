// Order events carry the order's list row (domain/orderEvents.ts): to every audience of the real-time matrix, the
// row GET /api/order/list answers that same user for that order, masked by its own canView flags, with a version that
// grows with each change; nothing to a listener out of the order's reach; `row: null` to one that hears the order by
// a place that is no longer the order's. On --project api-pg the events go through the PostgreSQL adapter.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { bearer, insertOrder, login, PASSWORDS, setupApp } from './fixtures.ts';
import type { OrderListItem } from '../../domain/api.ts';
import type { OrderListEventPayload } from '../../domain/orderEvents.ts';
import type { CanView } from '../../domain/enums.ts';

const ctx = setupApp();
let baseURL = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.forEach((socket) => socket.close()));

const HOLD_NOTE = 'Hold-note-only-for-holdOrder';
const COMMENT = 'Comment-only-for-comments';
const PASSWORD = 'Rows-pass-1';
const EVENTS = ['delayingDelivery', 'editOrder', 'newOrder', 'cancelOrder'] as const;

/** A listener: what it heard of the order events, and every packet its socket read off the wire. */
interface Listener {
  token: string;
  heard: ({ event: string } & OrderListEventPayload)[];
  wire: string[];
}

async function listen(token: string): Promise<Listener> {
  const socket = connect(`${baseURL}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const listener: Listener = { token, heard: [], wire: [] };
  socket.io.on('packet', (packet) => listener.wire.push(JSON.stringify(packet.data ?? null)));
  for (const event of EVENTS)
    socket.on(event, (payload: OrderListEventPayload) => listener.heard.push({ event, ...payload }));
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return listener;
}

const listRow = async (token: string, orderId: number): Promise<OrderListItem | undefined> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/order/list?orderId=${orderId}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as OrderListItem[])[0];
};

/**
 * The event's row is the list's row: every field equal, and the two that count minutes up to the moment the row was
 * read (the event's read, then the list's) within the one minute that may have turned between them.
 */
function expectListRow(heard: OrderListItem | null | undefined, listed: OrderListItem | undefined) {
  expect(heard).toBeTruthy();
  expect(listed).toBeTruthy();
  const { timeInStage, totalRealizationTime, ...rest } = heard!;
  const { timeInStage: listedInStage, totalRealizationTime: listedTotal, ...listedRest } = listed!;
  expect(rest).toEqual(listedRest);
  for (const [a, b] of [
    [timeInStage, listedInStage],
    [totalRealizationTime, listedTotal],
  ]) {
    if (b === null) expect(a).toBeNull();
    else expect(Math.abs(a! - b)).toBeLessThanOrEqual(1);
  }
}

const post = async (token: string, path: string, payload: object) => {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/${path}`, headers: bearer(token), payload });
  expect(res.statusCode, res.body).toBe(200);
};

describe('order events carry the list row as each listener’s list answers it', () => {
  const who: Record<string, Listener> = {};
  let canView: CanView;

  beforeAll(async () => {
    const { companies: c } = ctx.fx;
    const passwordHash = await fixtureHash(PASSWORD);
    canView = canViewDefaults('xd_employee');
    const none = Object.fromEntries(Object.keys(canView).map((flag) => [flag, false])) as CanView;
    const made = [
      // Every company and region, no flag at all: no price, no comment, no hold note.
      {
        username: 'rows-blind',
        accountType: 'xd_coordinator' as const,
        canView: none,
        allCompanies: true,
        allRegions: true,
      },
      // Alpha in Warszawa, the hold's note but not the comments.
      {
        username: 'rows-cell',
        accountType: 'xd_coordinator' as const,
        canView: { ...canView, comments: false },
        companyIds: [c.alpha],
        regions: ['Warszawa'],
      },
      // An API account signed in (its account type's flags: the hold, the price, no comments).
      {
        username: 'rows-api',
        accountType: 'api' as const,
        canView: canViewDefaults('api'),
        allCompanies: true,
        allRegions: true,
      },
      // Out of the order's reach: Kraków only.
      {
        username: 'rows-krakow',
        accountType: 'xd_coordinator' as const,
        canView,
        allCompanies: true,
        regions: ['Kraków'],
      },
    ];
    await ctx.app.database.db
      .insert(s.operators)
      .values(made.map((m) => ({ scope: ['orders:read'], email: `${m.username}@x.pl`, passwordHash, ...m })));
    const tokens: Record<string, string> = {
      operator: await login(ctx.app, 'operator', PASSWORDS.operator), // every company and region, every flag
      coordinator: await login(ctx.app, 'coordinator', PASSWORDS.coordinator), // alpha in Warszawa, most flags
      alphaClient: await login(ctx.app, 'client@alpha.pl', PASSWORDS.client), // its company: no hold note
      gammaClient: await login(ctx.app, 'fresh@gamma.pl', PASSWORDS.fresh), // another company: out of reach
    };
    for (const m of made) tokens[m.username] = await login(ctx.app, m.username, PASSWORD);
    for (const [name, token] of Object.entries(tokens)) who[name] = await listen(token);
  });

  const inReach = ['operator', 'coordinator', 'alphaClient', 'rows-blind', 'rows-cell', 'rows-api'];
  const outOfReach = ['rows-krakow', 'gammaClient'];

  /** Every listener in reach has heard `count` events of the order; each event's row is its list's row now. */
  async function heardAsListed(orderId: number, count: number) {
    await vi.waitFor(
      () => {
        for (const name of inReach)
          expect(who[name].heard.filter((e) => e.orderId === orderId).length, name).toBeGreaterThanOrEqual(count);
      },
      { timeout: 10_000 },
    );
    const versions = new Set<number>();
    for (const name of inReach) {
      const events = who[name].heard.filter((e) => e.orderId === orderId);
      expect(events, name).toHaveLength(count);
      const last = events[count - 1];
      expectListRow(last.row, await listRow(who[name].token, orderId));
      versions.add(last.version!);
    }
    // One read per event: every listener holds the same version of the order.
    expect(versions.size).toBe(1);
    return [...versions][0];
  }

  it('sends the return order of a cancellation as a new order, with its own row', async () => {
    const picked = await insertOrder(ctx.app.database.db, ctx.fx, 'RW09', 'picked_up', { pickedUpAt: new Date() });
    await post(who.operator.token, 'order/cancel', {
      orderId: picked.id,
      reason: 'CLIENT_DIDNT_SHOW_UP',
      renewOrder: false,
      createReturn: true,
      forceCancel: true,
    });
    let returned: ({ event: string } & OrderListEventPayload) | undefined;
    await vi.waitFor(
      () => {
        returned = who.operator.heard.find((e) => e.event === 'newOrder' && e.row?.returnsOrderNo === 'RW09');
        expect(returned).toBeDefined();
      },
      { timeout: 10_000 },
    );
    expect(returned!.orderId).not.toBe(picked.id);
    expect(returned!.row).toMatchObject({ id: returned!.orderId, status: 'new' });
    for (const name of ['operator', 'alphaClient']) {
      const heard = who[name].heard.find((e) => e.event === 'newOrder' && e.orderId === returned!.orderId);
      expectListRow(heard?.row, await listRow(who[name].token, returned!.orderId));
    }
    // The cancelled order's own event carries its own row.
    const cancelled = who.operator.heard.find((e) => e.event === 'cancelOrder' && e.orderId === picked.id);
    expect(cancelled?.row).toMatchObject({ status: 'cancelled' });
  });

  it('sends each audience its own list row, hides what its flags hide, and a version that grows', async () => {
    const order = await insertOrder(ctx.app.database.db, ctx.fx, 'RW01', 'accepted', { estimatedPayout: 2350 });
    const operator = who.operator.token;

    await post(operator, 'order/set-on-hold', {
      orderId: order.id,
      holdOrderTill: new Date(Date.now() + 3_600_000).toISOString(),
      notes: HOLD_NOTE,
    });
    const held = await heardAsListed(order.id, 1);
    expect(who.operator.heard.at(-1)).toMatchObject({
      event: 'delayingDelivery',
      orderId: order.id,
      companyId: ctx.fx.companies.alpha,
      regionName: 'Warszawa',
      pickupLocationId: null,
      row: { id: order.id, price: { amount: 2350 }, flags: { onHold: { note: HOLD_NOTE } } },
    });

    await post(operator, 'order/add-comment', { orderId: order.id, comment: COMMENT });
    const commented = await heardAsListed(order.id, 2);
    expect(commented).toBeGreaterThan(held);

    const rowOf = (name: string) => who[name].heard.filter((e) => e.orderId === order.id).at(-1)!.row!;
    // The flags, as the list shows them: each hidden field is null.
    expect(rowOf('operator')).toMatchObject({
      price: { amount: 2350 },
      lastComment: { comment: COMMENT },
      flags: { onHold: { note: HOLD_NOTE } },
    });
    expect(rowOf('rows-blind')).toMatchObject({ price: null, lastComment: null, flags: { onHold: { note: null } } });
    expect(rowOf('rows-cell')).toMatchObject({ lastComment: null, flags: { onHold: { note: HOLD_NOTE } } });
    expect(rowOf('rows-api')).toMatchObject({ price: { amount: 2350 }, lastComment: null });
    expect(rowOf('rows-api').flags.onHold).toMatchObject({ note: HOLD_NOTE });
    expect(rowOf('alphaClient')).toMatchObject({
      lastComment: { comment: COMMENT },
      flags: { onHold: { note: null } },
    });
    // Nothing its flags hide ever reached a listener's socket, in any packet.
    const wire = (name: string) => who[name].wire.join('\n');
    expect(wire('rows-blind')).not.toContain(HOLD_NOTE);
    expect(wire('rows-blind')).not.toContain(COMMENT);
    expect(wire('rows-cell')).not.toContain(COMMENT);
    expect(wire('rows-api')).not.toContain(COMMENT);
    expect(wire('alphaClient')).not.toContain(HOLD_NOTE);

    // Out of reach: nothing. The events of a process leave in the order of the calls, so once a later event that
    // reaches them is in, an earlier one would be too.
    ctx.app.realtime.emitOrderEvent('newOrder', {
      orderId: 999_001, // no order: the event carries its place only
      companyId: ctx.fx.companies.gamma,
      regionName: 'Kraków',
      pickupLocationId: null,
    });
    await vi.waitFor(
      () => {
        for (const name of outOfReach)
          expect(
            who[name].heard.map((e) => e.orderId),
            name,
          ).toContain(999_001);
      },
      { timeout: 10_000 },
    );
    for (const name of outOfReach) {
      expect(who[name].heard, name).toEqual([
        {
          event: 'newOrder',
          orderId: 999_001,
          companyId: ctx.fx.companies.gamma,
          regionName: 'Kraków',
          pickupLocationId: null,
        },
      ]);
      expect(who[name].wire.join('\n'), name).not.toContain('RW01');
    }
  });

  it('gives every change a higher version: two changes in one millisecond, a writer whose clock runs behind', async () => {
    const order = await insertOrder(ctx.app.database.db, ctx.fx, 'RW04', 'accepted');
    const operator = who.operator.token;
    // Two operators' comments within one millisecond (the server's clock stands still between them).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await post(operator, 'order/add-comment', { orderId: order.id, comment: 'First in this millisecond' });
      await post(operator, 'order/add-comment', { orderId: order.id, comment: 'Second in this millisecond' });
    } finally {
      vi.useRealTimers();
    }
    const second = await heardAsListed(order.id, 2);
    const [first] = who.operator.heard.filter((e) => e.orderId === order.id).map((e) => e.version!);
    expect(second).toBeGreaterThan(first);
    expect(who.operator.heard.at(-1)!.row).toMatchObject({ lastComment: { comment: 'Second in this millisecond' } });

    // Another process whose clock runs a minute behind writes the order: its change still comes after the last.
    await ctx.app.database.query(
      "UPDATE orders SET updated_at = updated_at - interval '1 minute', notes = 'Written by a clock behind' WHERE id = $1",
      [order.id],
    );
    ctx.app.realtime.emitOrderEvent('editOrder', {
      orderId: order.id,
      companyId: ctx.fx.companies.alpha,
      regionName: 'Warszawa',
      pickupLocationId: null,
    });
    const third = await heardAsListed(order.id, 3);
    expect(third).toBeGreaterThan(second);
  });

  it('follows a change of a listener’s flags at once: the next row shows what they now show', async () => {
    const order = await insertOrder(ctx.app.database.db, ctx.fx, 'RW02', 'accepted');
    const admin = await login(ctx.app, 'admin', PASSWORDS.admin);
    const [blind] = await ctx.app.database.query<{ id: number }>(
      "SELECT id FROM operators WHERE username = 'rows-blind'",
    );
    const update = await ctx.app.inject({
      method: 'POST',
      url: '/api/operator/update',
      headers: bearer(admin),
      payload: {
        operatorId: blind.id,
        companyIds: '*',
        regions: '*',
        scope: ['orders:read'],
        accountType: 'xd_coordinator',
        canView: { comments: true },
      },
    });
    expect(update.statusCode, update.body).toBe(200);
    await post(who.operator.token, 'order/add-comment', { orderId: order.id, comment: 'Now visible' });
    await heardAsListed(order.id, 1);
    expect(who['rows-blind'].heard.at(-1)!.row).toMatchObject({ lastComment: { comment: 'Now visible' } });
  });

  it('tells the listeners of the order’s former place that it left their reach: row null; the others get the row', async () => {
    const order = await insertOrder(ctx.app.database.db, ctx.fx, 'RW03', 'accepted'); // alpha, Warszawa
    // An event naming the place the order had before it moved (beta in Kraków): its listeners there hear it.
    ctx.app.realtime.emitOrderEvent('editOrder', {
      orderId: order.id,
      companyId: ctx.fx.companies.beta,
      regionName: 'Kraków',
      pickupLocationId: null,
    });
    await vi.waitFor(
      () => {
        for (const name of ['rows-krakow', ...inReach])
          expect(
            who[name].heard.some((e) => e.orderId === order.id),
            name,
          ).toBe(true);
      },
      { timeout: 10_000 },
    );
    const heard = who['rows-krakow'].heard.find((e) => e.orderId === order.id)!;
    expect(heard).toMatchObject({ event: 'editOrder', orderId: order.id, row: null, version: expect.any(Number) });
    expect(await listRow(who['rows-krakow'].token, order.id)).toBeUndefined(); // its list has no such row either
    for (const name of inReach)
      expectListRow(who[name].heard.find((e) => e.orderId === order.id)!.row, await listRow(who[name].token, order.id));
    expect(who.gammaClient.heard.some((e) => e.orderId === order.id)).toBe(false);
  });
});
