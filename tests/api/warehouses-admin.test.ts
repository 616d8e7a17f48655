// Managing warehouses in the back office: details, create, update (a field not sent is kept; saving unchanged changes
// nothing), deactivate only when empty, activate; an inactive warehouse receives and gives no stock; field errors,
// state conflicts, who may (read-only 403, no scope 403, out of reach 404 and 403), the audit entries and the live
// event (warehouseChange) to the consoles that see the warehouse.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import type { WarehouseItem } from '../../domain/stockSchemas.ts';
import {
  WAREHOUSE_CHANGE_EVENT,
  type WarehouseChangePayload,
  type WarehouseDetails,
} from '../../domain/warehouseSchemas.ts';
import { login, setupApp, signInAll } from './fixtures.ts';
import { api, makeStockDriver, makeWarehouse, STOCK_PASSWORD, stockOperators } from './stockFixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'client');
  Object.assign(tokens, await stockOperators(ctx.app, ctx.fx.companies.alpha));
  const passwordHash = await fixtureHash(STOCK_PASSWORD);
  const base = { passwordHash, accountType: 'xd_employee' as const, canView: canViewDefaults('xd_employee') };
  await ctx.app.database.db.insert(s.operators).values([
    {
      ...base,
      username: 'wreader',
      email: 'wreader@x.pl',
      scope: ['warehouse:read'],
      allCompanies: true,
      allRegions: true,
    },
  ]);
  tokens.wreader = await login(ctx.app, 'wreader', STOCK_PASSWORD);
});

const db = () => ctx.app.database.db;
const http = () => api(ctx.app);
const warehouseOf = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { warehouse: WarehouseDetails }).warehouse;
};
const details = async (id: number, who = 'both') =>
  warehouseOf(await http().get(`/warehouse/details?warehouseId=${id}`, tokens[who]));
const post = (path: string, body: object, who = 'both') => http().post(path, tokens[who], body);
const create = async (extra: Record<string, unknown> = {}, who = 'both') =>
  warehouseOf(
    await post(
      '/warehouse/create',
      { owner: 'Magazyn Mokotów', companyId: ctx.fx.companies.alpha, region: 'Warszawa', ...extra },
      who,
    ),
  );
const rowOf = async (id: number) => (await db().select().from(s.warehouses).where(eq(s.warehouses.id, id)))[0]!;
const auditOf = (id: number) =>
  db()
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.entity, 'warehouse'), eq(s.auditLog.entityId, String(id))))
    .orderBy(asc(s.auditLog.id));
const unchanged = (w: WarehouseDetails) => ({
  warehouseId: w.id,
  owner: w.owner,
  companyId: w.companyId,
  region: w.region,
});
const codeOf = (res: { statusCode: number; json: () => unknown }) => [
  res.statusCode,
  (res.json() as { errorCode?: string }).errorCode,
];

describe('the lifecycle of a warehouse', () => {
  it('create → edit → round trip → add stock → deactivate refused while not empty → empty → deactivate → no stock → activate', async () => {
    const created = await create();
    expect(created).toMatchObject({
      owner: 'Magazyn Mokotów',
      companyId: ctx.fx.companies.alpha,
      companyName: 'Alpha Pharmacy',
      regionId: ctx.fx.regions.waw,
      region: 'Warszawa',
      active: true,
      totalStockCount: 0,
    });

    const edited = warehouseOf(
      await post('/warehouse/update', { warehouseId: created.id, owner: 'Magazyn Mokotów II', region: 'Kraków' }),
    );
    expect(edited).toMatchObject({
      owner: 'Magazyn Mokotów II',
      region: 'Kraków',
      regionId: ctx.fx.regions.krk,
      companyId: ctx.fx.companies.alpha,
    });

    // Round trip: load, save unchanged, load: equal field by field, the row too, and no audit entry.
    const shown = await details(created.id);
    const stored = await rowOf(created.id);
    const saved = warehouseOf(await post('/warehouse/update', unchanged(shown)));
    expect(saved).toEqual(shown);
    expect(await details(created.id)).toEqual(shown);
    expect(await rowOf(created.id)).toEqual(stored);
    expect((await auditOf(created.id)).map((a) => a.action)).toEqual(['warehouse.create', 'warehouse.update']);

    // Back to Warszawa, then stock arrives.
    warehouseOf(await post('/warehouse/update', { warehouseId: created.id, region: 'Warszawa' }));
    const add = await post('/warehouse/add', { warehouseId: created.id, productId: ctx.fx.products.alphaA, amount: 4 });
    expect(add.statusCode, add.body).toBe(200);
    expect((await details(created.id)).totalStockCount).toBe(4);

    // Not empty: no deactivation, no other company.
    expect(codeOf(await post('/warehouse/deactivate', { warehouseId: created.id }))).toEqual([
      409,
      'warehouse_not_empty',
    ]);
    expect(
      codeOf(await post('/warehouse/update', { warehouseId: created.id, companyId: ctx.fx.companies.beta })),
    ).toEqual([409, 'warehouse_not_empty']);

    // Empty it into a driver, then deactivate.
    const { id: driverId } = await makeStockDriver(db(), ctx.fx.regions.waw);
    const out = await post('/stock/add', {
      warehouseId: created.id,
      driverId,
      productId: ctx.fx.products.alphaA,
      amount: 4,
    });
    expect(out.statusCode, out.body).toBe(200);
    const inactive = warehouseOf(await post('/warehouse/deactivate', { warehouseId: created.id }));
    expect(inactive).toMatchObject({ active: false, totalStockCount: 0 });
    expect(codeOf(await post('/warehouse/deactivate', { warehouseId: created.id }))).toEqual([
      409,
      'warehouse_already_inactive',
    ]);

    // An inactive warehouse gets no stock and gives none; the list shows it inactive and can leave it out.
    expect(
      codeOf(await post('/warehouse/add', { warehouseId: created.id, productId: ctx.fx.products.alphaA, amount: 1 })),
    ).toEqual([409, 'warehouse_inactive']);
    expect(
      codeOf(
        await post('/stock/transfer-batch-dtw', {
          givingDriverId: driverId,
          receivingWarehouseId: created.id,
          productId: ctx.fx.products.alphaA,
          amount: 1,
        }),
      ),
    ).toEqual([409, 'warehouse_inactive']);
    expect(
      codeOf(
        await post('/stock/add', { warehouseId: created.id, driverId, productId: ctx.fx.products.alphaA, amount: 1 }),
      ),
    ).toEqual([409, 'warehouse_inactive']);
    const all = (await http().get('/warehouse/list', tokens.both)).json().items as WarehouseItem[];
    expect(all.find((w) => w.id === created.id)).toMatchObject({ active: false });
    const onlyActive = (await http().get('/warehouse/list?active=true', tokens.both)).json().items as WarehouseItem[];
    expect(onlyActive.some((w) => w.id === created.id)).toBe(false);
    expect(onlyActive.every((w) => w.active)).toBe(true);
    const onlyInactive = (await http().get('/warehouse/list?active=false', tokens.both)).json()
      .items as WarehouseItem[];
    expect(onlyInactive.map((w) => w.id)).toContain(created.id);

    // Empty, it may change company while inactive; then activate, and stock arrives again.
    expect(warehouseOf(await post('/warehouse/activate', { warehouseId: created.id }))).toMatchObject({ active: true });
    expect(codeOf(await post('/warehouse/activate', { warehouseId: created.id }))).toEqual([
      409,
      'warehouse_already_active',
    ]);
    expect(
      (await post('/warehouse/add', { warehouseId: created.id, productId: ctx.fx.products.alphaA, amount: 2 }))
        .statusCode,
    ).toBe(200);

    const entries = await auditOf(created.id);
    const changes = entries.filter((a) => a.action !== 'warehouse.addStock');
    expect(changes.map((a) => a.action)).toEqual([
      'warehouse.create',
      'warehouse.update',
      'warehouse.update',
      'warehouse.deactivate',
      'warehouse.activate',
    ]);
    expect(changes.every((a) => a.actorKind === 'operator' && a.actorName === 'both')).toBe(true);
    expect(changes[1]!.before).toMatchObject({ owner: 'Magazyn Mokotów', regionId: ctx.fx.regions.waw });
    expect(changes[1]!.after).toMatchObject({ owner: 'Magazyn Mokotów II', regionId: ctx.fx.regions.krk });
    expect(changes[3]!.before).toEqual({ active: true });
    expect(changes[3]!.after).toEqual({ active: false });
  });

  it('an empty warehouse may be given to another company', async () => {
    const w = await create({ owner: 'Pusty' });
    const moved = warehouseOf(await post('/warehouse/update', { warehouseId: w.id, companyId: ctx.fx.companies.beta }));
    expect(moved).toMatchObject({ companyId: ctx.fx.companies.beta, companyName: expect.any(String) });
  });

  it('an inactive warehouse gives nothing to another warehouse and takes nothing from one', async () => {
    const giving = await makeWarehouse(db(), 'Dawca', ctx.fx.companies.alpha, ctx.fx.regions.waw);
    const target = await create({ owner: 'Biorca' });
    expect(
      (await post('/warehouse/add', { warehouseId: giving, productId: ctx.fx.products.alphaA, amount: 3 })).statusCode,
    ).toBe(200);
    warehouseOf(await post('/warehouse/deactivate', { warehouseId: target.id }));
    const body = {
      givingWarehouseId: giving,
      receivingWarehouseId: target.id,
      productId: ctx.fx.products.alphaA,
      amount: 1,
    };
    expect(codeOf(await post('/stock/transfer-batch-wtw', body))).toEqual([409, 'warehouse_inactive']);
    expect(
      codeOf(
        await post('/stock/transfer-batch-wtw', {
          ...body,
          givingWarehouseId: target.id,
          receivingWarehouseId: giving,
        }),
      ),
    ).toEqual([409, 'warehouse_inactive']);
  });
});

describe('duplicates: the same owner, company and region', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    owner: 'Magazyn Wola',
    companyId: ctx.fx.companies.alpha,
    region: 'Warszawa',
    ...extra,
  });
  const countOf = async () => (await db().select({ id: s.warehouses.id }).from(s.warehouses)).length;

  it('a second one answers 409 duplicate_warehouse naming the first; with allowDuplicate it is saved and audited so', async () => {
    const first = warehouseOf(await post('/warehouse/create', body()));
    const count = await countOf();

    // The owner compared without case and repeated spaces; nothing written.
    const refused = await post('/warehouse/create', body({ owner: '  magazyn   WOLA ' }));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      name: 'Conflict',
      message: expect.any(String),
      errorCode: 'duplicate_warehouse',
      details: { existingId: first.id, existingName: 'Magazyn Wola' },
    });
    expect(codeOf(await post('/warehouse/create', body({ allowDuplicate: false })))).toEqual([
      409,
      'duplicate_warehouse',
    ]);
    expect(await countOf()).toBe(count);

    // On purpose: saved, and the audit entry names the other one.
    const second = warehouseOf(await post('/warehouse/create', body({ allowDuplicate: true })));
    expect(second).toMatchObject({ owner: 'Magazyn Wola', companyId: ctx.fx.companies.alpha, region: 'Warszawa' });
    expect(second.id).not.toBe(first.id);
    const [entry] = await auditOf(second.id);
    expect(entry).toMatchObject({ action: 'warehouse.create', actorName: 'both' });
    expect(entry!.after).toMatchObject({ owner: 'Magazyn Wola', duplicateOf: first.id });
    expect((await auditOf(first.id))[0]!.after).not.toHaveProperty('duplicateOf');

    // Saving one of them unchanged is no new duplicate: no 409, no audit entry.
    expect(warehouseOf(await post('/warehouse/update', unchanged(second)))).toEqual(await details(second.id));
    expect(await auditOf(second.id)).toHaveLength(1);

    // Another region, another company or another owner is no duplicate.
    warehouseOf(await post('/warehouse/create', body({ region: 'Kraków' })));
    warehouseOf(await post('/warehouse/create', body({ companyId: ctx.fx.companies.beta })));
    warehouseOf(await post('/warehouse/create', body({ owner: 'Magazyn Wola 2' })));
  });

  it('editing one into another’s owner, company and region answers 409 unless allowDuplicate', async () => {
    const first = warehouseOf(await post('/warehouse/create', body({ owner: 'Magazyn Ursus' })));
    const other = warehouseOf(await post('/warehouse/create', body({ owner: 'Magazyn Ursus', region: 'Kraków' })));
    const moved = await post('/warehouse/update', { warehouseId: other.id, region: 'Warszawa' });
    expect([moved.statusCode, moved.json().errorCode, moved.json().details]).toEqual([
      409,
      'duplicate_warehouse',
      { existingId: first.id, existingName: 'Magazyn Ursus' },
    ]);
    expect((await details(other.id)).region).toBe('Kraków');
    const renamed = warehouseOf(
      await post('/warehouse/update', { warehouseId: other.id, region: 'Warszawa', allowDuplicate: true }),
    );
    expect(renamed.region).toBe('Warszawa');
    const entries = await auditOf(other.id);
    expect(entries.at(-1)).toMatchObject({ action: 'warehouse.update' });
    expect(entries.at(-1)!.after).toMatchObject({ duplicateOf: first.id });
  });

  it('allowDuplicate that is no boolean is a field error; the OpenAPI description names the field and the 409', async () => {
    const res = await post('/warehouse/create', body({ owner: 'Magazyn Bemowo', allowDuplicate: 'yes' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['allowDuplicate']);

    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        { post: { requestBody: { content: Record<string, { schema: unknown }> }; responses: object } }
      >;
    };
    for (const path of ['/api/warehouse/create', '/api/warehouse/update']) {
      const operation = doc.paths[path]!.post;
      expect(JSON.stringify(operation.requestBody.content['application/json']!.schema), path).toContain(
        '"allowDuplicate":{"description"',
      );
      expect(Object.keys(operation.responses), path).toContain('409');
      expect(JSON.stringify(operation.responses), path).toContain('existingId');
    }
  });
});

describe('the live event', () => {
  it('tells the consoles with the warehouses or stock page that see the warehouse, at its old and new place', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address() as { port: number };
    const open = (token: string) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = connect(`http://127.0.0.1:${address.port}/private`, {
          auth: { token },
          transports: ['websocket'],
          reconnection: false,
        });
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    // stocker: the stock page, every company and region; limited: alpha in Warszawa only.
    const sockets = { stocker: await open(tokens.stocker!), limited: await open(tokens.limited!) };
    const heard: Record<keyof typeof sockets, WarehouseChangePayload[]> = { stocker: [], limited: [] };
    for (const who of ['stocker', 'limited'] as const)
      sockets[who].on(WAREHOUSE_CHANGE_EVENT, (p: WarehouseChangePayload) => heard[who].push(p));
    const settle = () => new Promise((r) => setTimeout(r, 200));

    const w = await create({ owner: 'Magazyn Podgórze', region: 'Kraków' });
    await settle();
    expect(heard.stocker).toEqual([{ warehouseId: w.id, action: 'create' }]);
    expect(heard.limited).toEqual([]);

    // Moved into the limited operator's region: both hear it; saved unchanged: nobody does.
    const moved = warehouseOf(await post('/warehouse/update', { warehouseId: w.id, region: 'Warszawa' }));
    warehouseOf(await post('/warehouse/update', unchanged(moved)));
    expect(
      (await post('/warehouse/add', { warehouseId: w.id, productId: ctx.fx.products.alphaA, amount: 2 })).statusCode,
    ).toBe(200);
    const { id: driverId } = await makeStockDriver(db(), ctx.fx.regions.waw);
    expect(
      (await post('/stock/add', { warehouseId: w.id, driverId, productId: ctx.fx.products.alphaA, amount: 2 }))
        .statusCode,
    ).toBe(200);
    await settle();
    const after = [
      { warehouseId: w.id, action: 'update' },
      { warehouseId: w.id, action: 'stock' },
      { warehouseId: w.id, action: 'stock' },
    ];
    expect(heard.stocker.slice(1)).toEqual(after);
    expect(heard.limited).toEqual(after);

    // Another company's warehouse in Warszawa: not for the operator limited to alpha.
    const beta = await create({ owner: 'Magazyn Beta', companyId: ctx.fx.companies.beta });
    warehouseOf(await post('/warehouse/deactivate', { warehouseId: beta.id }));
    await settle();
    expect(heard.stocker.slice(-2)).toEqual([
      { warehouseId: beta.id, action: 'create' },
      { warehouseId: beta.id, action: 'deactivate' },
    ]);
    expect(heard.limited).toEqual(after);
    sockets.stocker.close();
    sockets.limited.close();
  });
});

describe('bad input answers 400 with field errors', () => {
  it.each([
    ['no owner', { owner: '   ', companyId: 1, region: 'Warszawa' }, 'owner'],
    ['an owner too long', { owner: 'x'.repeat(201), companyId: 1, region: 'Warszawa' }, 'owner'],
    ['a NUL in the owner', { owner: 'a\u0000b', companyId: 1, region: 'Warszawa' }, 'owner'],
    ['a company id beyond int4', { owner: 'A', companyId: 2147483648, region: 'Warszawa' }, 'companyId'],
    ['a company id as text', { owner: 'A', companyId: 'x', region: 'Warszawa' }, 'companyId'],
    ['no region', { owner: 'A', companyId: 1, region: '' }, 'region'],
  ])('create with %s', async (_what, body, field) => {
    const res = await post('/warehouse/create', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errorCode).toBe('validation_failed');
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('an unknown company or region lands under its field', async () => {
    const company = await post('/warehouse/create', { owner: 'A', companyId: 999999, region: 'Warszawa' });
    expect([company.statusCode, company.json().errors]).toEqual([
      400,
      { companyId: ['warehouses.validation.unknownCompany'] },
    ]);
    const region = await post('/warehouse/create', { owner: 'A', companyId: ctx.fx.companies.alpha, region: 'Gdańsk' });
    expect([region.statusCode, region.json().errors]).toEqual([
      400,
      { region: ['warehouses.validation.unknownRegion'] },
    ]);
  });

  it('a warehouse id beyond int4 or missing', async () => {
    expect((await post('/warehouse/deactivate', { warehouseId: 2147483648 })).statusCode).toBe(400);
    expect((await post('/warehouse/update', { owner: 'A' })).statusCode).toBe(400);
    expect((await http().get('/warehouse/details?warehouseId=abc', tokens.both)).statusCode).toBe(400);
  });

  it('an unknown warehouse is 404', async () => {
    expect(codeOf(await http().get('/warehouse/details?warehouseId=999999', tokens.both))).toEqual([
      404,
      'warehouse_not_found',
    ]);
    expect(codeOf(await post('/warehouse/activate', { warehouseId: 999999 }))).toEqual([404, 'warehouse_not_found']);
  });
});

describe('who may', () => {
  it('a read-only account (warehouse:read) reads but may not change: 403 forbidden; nothing is written', async () => {
    const w = await create({ owner: 'Tylko do odczytu' });
    expect((await details(w.id, 'wreader')).owner).toBe('Tylko do odczytu');
    expect((await http().get('/warehouse/list', tokens.wreader)).statusCode).toBe(200);
    for (const [path, body] of [
      ['/warehouse/create', { owner: 'B', companyId: ctx.fx.companies.alpha, region: 'Warszawa' }],
      ['/warehouse/update', { warehouseId: w.id, owner: 'B' }],
      ['/warehouse/deactivate', { warehouseId: w.id }],
      ['/warehouse/add', { warehouseId: w.id, productId: ctx.fx.products.alphaA, amount: 1 }],
    ] as const) {
      expect(codeOf(await post(path, body, 'wreader')), path).toEqual([403, 'forbidden']);
    }
    expect(await details(w.id)).toMatchObject({ owner: 'Tylko do odczytu', active: true, totalStockCount: 0 });
  });

  it('without the warehouse scope: 403 insufficient_permissions (the stock scope reads the list only); 401 without a session', async () => {
    const w = await create({ owner: 'Zamknięty' });
    for (const who of ['operator', 'stocker', 'client']) {
      expect(codeOf(await http().get(`/warehouse/details?warehouseId=${w.id}`, tokens[who])), who).toEqual([
        403,
        'insufficient_permissions',
      ]);
      expect(
        codeOf(
          await post('/warehouse/create', { owner: 'B', companyId: ctx.fx.companies.alpha, region: 'Warszawa' }, who),
        ),
        who,
      ).toEqual([403, 'insufficient_permissions']);
      expect(codeOf(await post('/warehouse/deactivate', { warehouseId: w.id }, who)), who).toEqual([
        403,
        'insufficient_permissions',
      ]);
    }
    expect(
      (await http().post('/warehouse/create', undefined, { owner: 'B', companyId: 1, region: 'Warszawa' })).statusCode,
    ).toBe(401);
    expect((await rowOf(w.id)).active).toBe(true);
  });

  it('tenant: an operator of alpha in Warszawa manages only those (404 beyond), and creates only within them (403)', async () => {
    const alphaKrk = await create({ owner: 'Alpha Kraków', region: 'Kraków' });
    const betaWaw = await create({ owner: 'Beta Warszawa', companyId: ctx.fx.companies.beta });
    for (const other of [alphaKrk, betaWaw]) {
      expect(codeOf(await http().get(`/warehouse/details?warehouseId=${other.id}`, tokens.limited))).toEqual([
        404,
        'warehouse_not_found',
      ]);
      expect(codeOf(await post('/warehouse/update', { warehouseId: other.id, owner: 'Mine' }, 'limited'))).toEqual([
        404,
        'warehouse_not_found',
      ]);
      expect(codeOf(await post('/warehouse/deactivate', { warehouseId: other.id }, 'limited'))).toEqual([
        404,
        'warehouse_not_found',
      ]);
    }
    expect(
      codeOf(
        await post(
          '/warehouse/create',
          { owner: 'B', companyId: ctx.fx.companies.beta, region: 'Warszawa' },
          'limited',
        ),
      ),
    ).toEqual([403, 'company_not_assignable']);
    expect(
      codeOf(
        await post('/warehouse/create', { owner: 'B', companyId: ctx.fx.companies.alpha, region: 'Kraków' }, 'limited'),
      ),
    ).toEqual([403, 'region_not_assignable']);
    const mine = await create({ owner: 'Moje' }, 'limited');
    expect(codeOf(await post('/warehouse/update', { warehouseId: mine.id, region: 'Kraków' }, 'limited'))).toEqual([
      403,
      'region_not_assignable',
    ]);
    expect(
      codeOf(await post('/warehouse/update', { warehouseId: mine.id, companyId: ctx.fx.companies.beta }, 'limited')),
    ).toEqual([403, 'company_not_assignable']);
    expect(warehouseOf(await post('/warehouse/deactivate', { warehouseId: mine.id }, 'limited'))).toMatchObject({
      active: false,
    });
    expect((await rowOf(alphaKrk.id)).owner).toBe('Alpha Kraków');
  });
});
