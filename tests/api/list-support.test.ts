// The calls behind the order list's filter bar and expanded row: the company filter options, saved views, and the
// order's audit trail.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyOption, OrderAuditEntry, SavedView } from '../../domain/api.ts';
import { eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import { audit, SYSTEM_ACTOR, type Actor } from '../../server/services/audit.ts';
import { bearer, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'coordinator', 'client', 'admin');
});

const get = (token: string, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (token: string, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

describe('GET /api/company/list', () => {
  it('lists the active companies by name for the order filter', async () => {
    const res = await get(tokens.operator, '/api/company/list?status=active');
    expect(res.statusCode).toBe(200);
    const names = (res.json() as CompanyOption[]).map((c) => c.name);
    expect(names).toEqual(['Alpha Pharmacy', 'Beta Electronics']);
  });

  it('limits an operator to the assigned companies and a client user to its own', async () => {
    const coordinator = (await get(tokens.coordinator, '/api/company/list')).json() as CompanyOption[];
    expect(coordinator.map((c) => c.name)).toEqual(['Alpha Pharmacy']);
    const client = (await get(tokens.client, '/api/company/list')).json() as CompanyOption[];
    expect(client.map((c) => c.id)).toEqual([ctx.fx.companies.alpha]);
  });

  it('searches by name and answers 400 for an unknown status', async () => {
    const found = (await get(tokens.operator, '/api/company/list?q=beta')).json() as CompanyOption[];
    expect(found.map((c) => c.name)).toEqual(['Beta Electronics']);
    const bad = await get(tokens.operator, '/api/company/list?status=sleeping');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).some((key) => key.startsWith('status'))).toBe(true);
  });

  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/company/list' })).statusCode).toBe(401);
  });
});

describe('saved views', () => {
  const filters = { status: ['new', 'accepted'], region: 'Warszawa', dateFrom: '2026-11-22T00:00:00.000+01:00' };

  it('saves, lists by name, replaces by name and deletes the caller’s views', async () => {
    const saved = await post(tokens.operator, '/api/saved-view/save', { name: 'Warsaw live', filters });
    expect(saved.statusCode).toBe(200);
    const view = saved.json() as SavedView;
    expect(view).toMatchObject({ name: 'Warsaw live', resource: 'orders', filters });
    await post(tokens.operator, '/api/saved-view/save', { name: 'All new', filters: { status: ['new'] } });

    const replaced = await post(tokens.operator, '/api/saved-view/save', {
      name: 'Warsaw live',
      filters: { region: 'Warszawa' },
    });
    expect((replaced.json() as SavedView).id).toBe(view.id);

    const list = (await get(tokens.operator, '/api/saved-view/list?resource=orders')).json() as SavedView[];
    expect(list.map((v) => [v.name, v.filters])).toEqual([
      ['All new', { status: ['new'] }],
      ['Warsaw live', { region: 'Warszawa' }],
    ]);

    // Another user neither sees nor deletes them.
    expect((await get(tokens.coordinator, '/api/saved-view/list')).json()).toEqual([]);
    const foreign = await post(tokens.coordinator, '/api/saved-view/delete', { id: view.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('saved_view_not_found');

    expect((await post(tokens.operator, '/api/saved-view/delete', { id: view.id })).statusCode).toBe(200);
    const after = (await get(tokens.operator, '/api/saved-view/list')).json() as SavedView[];
    expect(after.map((v) => v.name)).toEqual(['All new']);
  });

  it('answers 400 with field errors for a blank name or a bad filter value', async () => {
    const blank = await post(tokens.operator, '/api/saved-view/save', { name: '  ', filters });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toHaveProperty('name');
    const nested = await post(tokens.operator, '/api/saved-view/save', {
      name: 'Bad',
      filters: { status: { deep: true } },
    });
    expect(nested.statusCode).toBe(400);
  });

  it('refuses a 51st view with 409 saved_views_limit_reached', async () => {
    for (let i = 0; i < 50; i += 1) {
      const res = await post(tokens.client, '/api/saved-view/save', { name: `View ${i}`, filters: {} });
      expect(res.statusCode).toBe(200);
    }
    const res = await post(tokens.client, '/api/saved-view/save', { name: 'One too many', filters: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('saved_views_limit_reached');
    // Replacing an existing view is still allowed at the limit.
    expect(
      (await post(tokens.client, '/api/saved-view/save', { name: 'View 3', filters: { region: 'Kraków' } })).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/order/audit', () => {
  it('lists who did what to the order, oldest first', async () => {
    const orderId = ctx.fx.orders.newWaw;
    expect(
      (await post(tokens.operator, '/api/order/add-comment', { orderId, comment: 'Call before arrival' })).statusCode,
    ).toBe(200);
    expect(
      (
        await post(tokens.operator, '/api/order/set-on-hold', {
          orderId,
          notes: 'Client asked to wait',
          holdOrderTill: new Date(Date.now() + 3600_000).toISOString(),
        })
      ).statusCode,
    ).toBe(200);

    const trail = (await get(tokens.operator, `/api/order/audit?orderId=${orderId}`)).json() as OrderAuditEntry[];
    expect(trail.map((e) => [e.action, e.actor.name])).toEqual([
      ['order.comment', 'operator'],
      ['order.hold', 'operator'],
    ]);
    expect(trail[0].after).toMatchObject({ comment: 'Call before arrival' });

    // The client user sees the same trail of its own order; the admin does too.
    const client = (await get(tokens.client, `/api/order/audit?orderId=${orderId}`)).json() as OrderAuditEntry[];
    expect(client).toHaveLength(2);
  });

  it('names each actor as the caller may see them: never an e-mail, a driver only with the driver-info flag', async () => {
    const db = ctx.app.database.db;
    const orderId = ctx.fx.orders.acceptedWaw;
    const [driver] = await db.select().from(s.drivers).where(eq(s.drivers.email, 'jan@drivers.pl'));
    const [client] = await db.select().from(s.clientUsers).where(eq(s.clientUsers.email, 'client@alpha.pl'));
    const [key] = await db
      .insert(s.apiKeys)
      .values({
        companyId: ctx.fx.companies.alpha,
        name: 'Shop sync',
        prefix: 'dck_test',
        keyHash: 'f'.repeat(64),
        createdBy: 'client@alpha.pl',
      })
      .returning();
    // As the log keeps them: the driver app, the client and its API key write e-mails.
    const entries: [Actor, string][] = [
      [{ kind: 'system', id: null, name: 'simulator' }, 'order.create'],
      [{ kind: 'driver', id: driver!.id, name: driver!.email }, 'order.accept'],
      [{ kind: 'client', id: client!.id, name: client!.email }, 'order.comment'],
      [{ kind: 'api_key', id: key!.id, name: 'client@alpha.pl (Alpha Pharmacy)' }, 'order.comment'],
      [SYSTEM_ACTOR, 'order.cancel'],
    ];
    for (const [actor, action] of entries) await audit(db, actor, { action, entity: 'order', entityId: orderId });

    const actors = async (token: string) =>
      ((await get(token, `/api/order/audit?orderId=${orderId}`)).json() as OrderAuditEntry[]).map((e) => e.actor);
    const named = [
      { kind: 'simulator', name: null },
      { kind: 'driver', name: 'Jan Kowalski' },
      { kind: 'client', name: 'Alpha Owner' },
      { kind: 'api_key', name: 'Shop sync' },
      { kind: 'system', name: null },
    ];
    expect(await actors(tokens.operator)).toEqual(named);
    // The coordinator has no driver-info flag: "a driver".
    expect(await actors(tokens.coordinator)).toEqual(
      named.map((a) => (a.kind === 'driver' ? { kind: 'driver', name: null } : a)),
    );
    const everything = JSON.stringify(await actors(tokens.client));
    expect(everything).not.toMatch(/@/);
  });

  it('answers 404 for an order of another tenant and 400 for a bad id', async () => {
    const res = await get(tokens.coordinator, `/api/order/audit?orderId=${ctx.fx.orders.betaNew}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('order_not_found');
    expect((await get(tokens.operator, '/api/order/audit?orderId=abc')).statusCode).toBe(400);
  });
});
