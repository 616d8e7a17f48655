// Every input is bounded by its schema: each string a route reads has a maximum length and refuses NUL and unpaired
// surrogates, each number a bound within its column, each list a maximum length (checked on the schemas of the route
// table itself). Then, on a representative set of routes, the boundary value is taken and the one beyond it refused
// with 400 naming the field: texts (length, NUL, broken surrogates), ids (2147483647 / 2147483648 / true), dates
// (2100 / 2101 / year 1), in bodies, query strings, query arrays and path parameters.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { INT4_MAX } from '../../domain/schemas.ts';
import { bearer, insertOrder, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'client');
  await ctx.app.database.db.insert(s.drivers).values({
    firstName: 'Bound',
    lastName: 'Tester',
    email: 'bounds@drivers.test',
    passwordHash: await fixtureHash('Driver-pass-1'),
    regionId: ctx.fx.regions.waw,
  });
});

// ---- Every route's input schemas ------------------------------------------------------------------------------------

type Check = { _zod: { def: { check: string; maximum?: number } } };
type Node = {
  _zod: { def: Record<string, unknown> & { type: string; checks?: Check[] } };
  minValue?: number | null;
  maxValue?: number | null;
};
const PROBES = ['ok\u0000', 'ok\uD800', 'ok\uDC00'];

/** What is unbounded in a route's input schema, as "path: problem". */
function unbounded(schema: Node, path: string, problems: string[], depth = 0): void {
  if (depth > 30) return;
  const def = schema._zod.def;
  const inner = (key: string) => def[key] as Node;
  // The smallest maximum length of its checks (texts and lists).
  const lengths = (def.checks ?? []).filter((c) => c._zod.def.check === 'max_length').map((c) => c._zod.def.maximum!);
  const max = lengths.length ? Math.min(...lengths) : undefined;
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, Node>))
        unbounded(value, path ? `${path}.${key}` : key, problems, depth + 1);
      if (def.catchall && (def.catchall as Node)._zod.def.type !== 'never')
        problems.push(`${path || '(root)'}: takes any other key`);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return unbounded(inner('innerType'), path, problems, depth + 1);
    case 'pipe':
      // The value enters through `in`; a preprocess (a transform first) hands it on to `out` as it came.
      return unbounded(
        inner('in')._zod.def.type === 'transform' ? inner('out') : inner('in'),
        path,
        problems,
        depth + 1,
      );
    case 'union':
      for (const option of def.options as Node[]) unbounded(option, path, problems, depth + 1);
      return;
    case 'intersection':
      unbounded(inner('left'), path, problems, depth + 1);
      return unbounded(inner('right'), path, problems, depth + 1);
    case 'lazy':
      return unbounded((def.getter as () => Node)(), path, problems, depth + 1);
    case 'array':
      if (!(typeof max === 'number' && max <= 100_000)) problems.push(`${path}: a list without a maximum length`);
      return unbounded(inner('element'), `${path}[]`, problems, depth + 1);
    case 'record':
      unbounded(inner('keyType'), `${path}{key}`, problems, depth + 1);
      return unbounded(inner('valueType'), `${path}{}`, problems, depth + 1);
    case 'string': {
      if (!(typeof max === 'number' && max <= 2_000_000)) problems.push(`${path}: a text without a maximum length`);
      const taken = PROBES.filter((probe) => (schema as unknown as z.ZodType).safeParse(probe).success);
      if (taken.length) problems.push(`${path}: takes ${taken.map((t) => JSON.stringify(t)).join(', ')}`);
      return;
    }
    case 'number': {
      const { minValue, maxValue } = schema;
      if (!(typeof maxValue === 'number' && maxValue <= INT4_MAX))
        problems.push(`${path}: a number without a maximum within int4`);
      if (!(typeof minValue === 'number' && minValue >= -INT4_MAX - 1))
        problems.push(`${path}: a number without a minimum within int4`);
      return;
    }
    case 'enum':
    case 'literal':
    case 'boolean':
    case 'null':
    case 'undefined':
    case 'never':
      return;
    default:
      problems.push(`${path || '(root)'}: ${def.type} (no bounds)`);
  }
}

describe('the input schemas of every route', () => {
  it('bound every text, number and list, and refuse NUL and unpaired surrogates', () => {
    const problems: string[] = [];
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    let parts = 0;
    for (const route of routes) {
      for (const [part, schema] of Object.entries(route.schemas)) {
        if (!schema) continue;
        parts++;
        const found: string[] = [];
        unbounded(schema as Node, '', found);
        problems.push(...found.map((p) => `${route.method} ${route.url} ${part} ${p}`));
      }
    }
    expect(parts).toBeGreaterThan(90);
    expect(problems).toEqual([]);
  });
});

// ---- Boundaries on representative routes ----------------------------------------------------------------------------

const post = (url: string, payload: unknown, token = tokens.admin!) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const get = (url: string, token = tokens.admin!) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
/** The field errors of a 400 (field path → message keys). */
const errorsOf = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { errorCode: string; errors?: Record<string, string[]> };
  expect(body.errorCode).toBe('validation_failed');
  return body.errors ?? {};
};

describe('POST /api/auth/login', () => {
  const login = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('takes a 254-character user name and refuses a 255-character one', async () => {
    expect((await login('u'.repeat(254), 'whatever1')).statusCode).toBe(401);
    expect(errorsOf(await login('u'.repeat(255), 'whatever1'))).toEqual({ username: ['validation.maxLength'] });
    expect(errorsOf(await login('u'.repeat(12_000), 'whatever1'))).toEqual({ username: ['validation.maxLength'] });
  });

  it('refuses NUL and unpaired surrogates in the user name and the password', async () => {
    expect(errorsOf(await login('admin\u0000', 'admin123'))).toEqual({ username: ['validation.invalidCharacters'] });
    expect(errorsOf(await login('adm\uD800in', 'admin123'))).toEqual({ username: ['validation.invalidCharacters'] });
    expect(errorsOf(await login('admin', 'admin123\u0000'))).toEqual({ password: ['validation.invalidCharacters'] });
    expect(errorsOf(await login('admin', '\uDC00admin123'))).toEqual({ password: ['validation.invalidCharacters'] });
  });

  it('takes a 256-character password and refuses a 257-character one', async () => {
    expect((await login('admin', 'p'.repeat(256))).statusCode).toBe(401);
    expect(errorsOf(await login('admin', 'p'.repeat(257)))).toEqual({ password: ['validation.maxLength'] });
    expect((await login('admin', 'admin123')).statusCode).toBe(200);
  });

  it('refuses a number or true where a text belongs', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: true, password: 12345678 },
    });
    expect(Object.keys(errorsOf(res)).sort()).toEqual(['password', 'username']);
  });
});

describe('GET /api/order/list', () => {
  it('takes company ids up to 2147483647 and refuses 2147483648, true and text in the query array', async () => {
    expect((await get(`/api/order/list?companyIds[]=${INT4_MAX}`)).statusCode).toBe(200);
    expect(errorsOf(await get(`/api/order/list?companyIds[]=1&companyIds[]=${INT4_MAX + 1}`))).toHaveProperty([
      'companyIds.1',
    ]);
    expect(errorsOf(await get('/api/order/list?companyIds[]=true'))).toHaveProperty(['companyIds.0']);
    expect(errorsOf(await get('/api/order/list?companyIds[]=1e3'))).toHaveProperty(['companyIds.0']);
    expect(errorsOf(await get('/api/order/list?productId=true'))).toHaveProperty('productId');
    expect(errorsOf(await get(`/api/order/list?page=${INT4_MAX + 1}`))).toHaveProperty('page');
  });

  it('takes dates up to 2100-12-31 and refuses 2101 and year 1', async () => {
    const range = (from: string, to: string) =>
      get(`/api/order/list?dateFrom=${encodeURIComponent(from)}&dateTo=${encodeURIComponent(to)}`);
    expect((await range('2100-12-25T00:00:00.000Z', '2100-12-31T23:59:59.999Z')).statusCode).toBe(200);
    expect(errorsOf(await range('2100-12-31T00:00:00.000Z', '2101-01-01T00:00:00.000Z'))).toEqual({
      dateTo: ['validation.dateOutOfRange'],
    });
    expect(errorsOf(await range('0001-01-01T00:00:00.000Z', '0001-01-02T00:00:00.000Z'))).toEqual({
      dateFrom: ['validation.dateOutOfRange'],
      dateTo: ['validation.dateOutOfRange'],
    });
    expect(errorsOf(await range('99999-01-01T00:00:00.000Z', '99999-01-02T00:00:00.000Z'))).toHaveProperty('dateFrom');
  });

  it('takes a 64-character search and refuses a 65-character one or a NUL', async () => {
    expect((await get(`/api/order/list?globalIdSearch=${'A'.repeat(64)}`)).statusCode).toBe(200);
    expect(errorsOf(await get(`/api/order/list?globalIdSearch=${'A'.repeat(65)}`))).toEqual({
      globalIdSearch: ['validation.maxLength'],
    });
    expect(errorsOf(await get('/api/order/list?globalIdSearch=T0%0001'))).toEqual({
      globalIdSearch: ['validation.invalidCharacters'],
    });
    expect(errorsOf(await get(`/api/order/list?region=${'W'.repeat(101)}`))).toEqual({
      region: ['validation.maxLength'],
    });
  });
});

describe('ids in query strings, paths and bodies', () => {
  it('answers 404 for the largest id and 400 beyond it or for true (query string)', async () => {
    expect((await get(`/api/order/details?orderId=${INT4_MAX}`)).statusCode).toBe(404);
    expect(errorsOf(await get(`/api/order/details?orderId=${INT4_MAX + 1}`))).toHaveProperty('orderId');
    expect(errorsOf(await get('/api/order/details?orderId=true'))).toHaveProperty('orderId');
    expect(errorsOf(await get('/api/order/details?orderId=-1'))).toHaveProperty('orderId');
  });

  it('does the same for a path parameter', async () => {
    expect((await get(`/api/order/labels/${INT4_MAX}`)).statusCode).toBe(404);
    expect(errorsOf(await get(`/api/order/labels/${INT4_MAX + 1}`))).toHaveProperty('orderId');
    expect(errorsOf(await get('/api/order/labels/true'))).toHaveProperty('orderId');
    expect(errorsOf(await get('/api/order/labels/1.5'))).toHaveProperty('orderId');
  });

  it('does the same for a JSON body', async () => {
    const cancel = (orderId: unknown) => post('/api/order/cancel', { orderId, reason: 'CLIENTS_REQUEST' });
    expect((await cancel(INT4_MAX)).statusCode).toBe(404);
    expect(errorsOf(await cancel(INT4_MAX + 1))).toHaveProperty('orderId');
    expect(errorsOf(await cancel(true))).toHaveProperty('orderId');
    expect(errorsOf(await cancel(2 ** 53))).toHaveProperty('orderId');
  });
});

describe('POST /api/order/create', () => {
  const order = (over: Record<string, unknown> = {}) => ({
    companyId: ctx.fx.companies.alpha,
    products: [{ id: ctx.fx.products.alphaA }],
    clientName: 'Anna Nowak',
    clientStreet: 'Marszałkowska 10',
    clientCity: 'Warszawa',
    clientZipCode: '00-624',
    clientPhone: '600700800',
    pickupPoint: { name: 'Apteka Centrum', street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' },
    ...over,
  });

  it('takes a 255-character receiver name and refuses a 256-character one, a NUL or a broken surrogate', async () => {
    expect((await post('/api/order/create', order({ clientName: 'N'.repeat(255) }))).statusCode).toBe(201);
    expect(errorsOf(await post('/api/order/create', order({ clientName: 'N'.repeat(256) })))).toEqual({
      clientName: ['validation.maxLength'],
    });
    expect(errorsOf(await post('/api/order/create', order({ clientStreet: 'Prosta\u0000 2' })))).toEqual({
      clientStreet: ['validation.invalidCharacters'],
    });
    expect(errorsOf(await post('/api/order/create', order({ notes: 'note \uD83D' })))).toEqual({
      notes: ['validation.invalidCharacters'],
    });
  });

  it('refuses ids beyond int4 or true for the company and the products', async () => {
    expect(errorsOf(await post('/api/order/create', order({ companyId: true })))).toHaveProperty('companyId');
    expect(errorsOf(await post('/api/order/create', order({ companyId: INT4_MAX + 1 })))).toHaveProperty('companyId');
    expect(errorsOf(await post('/api/order/create', order({ products: [{ id: true }] })))).toHaveProperty([
      'products.0.id',
    ]);
    expect((await post('/api/order/create', order({ companyId: INT4_MAX }))).statusCode).toBe(404);
  });

  it('refuses a time slot in 2101 and in year 1', async () => {
    expect(errorsOf(await post('/api/order/create', order({ scheduledAt: '2101-01-01T10:00:00.000Z' })))).toEqual({
      scheduledAt: ['validation.dateOutOfRange'],
    });
    expect(errorsOf(await post('/api/order/create', order({ scheduledAt: '0001-01-01T10:00:00.000Z' })))).toEqual({
      scheduledAt: ['validation.dateOutOfRange'],
    });
  });
});

describe('POST /api/company/update', () => {
  it('refuses special dates beyond 2100 and takes 2100-12-31', async () => {
    const update = (date: string) =>
      post('/api/company/update', {
        companyId: ctx.fx.companies.beta,
        workingSettings: { customDates: [{ date, closed: true }] },
      });
    expect((await update('2100-12-31')).statusCode).toBe(200);
    expect(errorsOf(await update('2101-01-01'))).toHaveProperty(['workingSettings.customDates.0.date']);
    expect(errorsOf(await update('0001-01-01'))).toHaveProperty(['workingSettings.customDates.0.date']);
  });

  it('refuses a company id beyond int4 or true and a NUL in the owner name', async () => {
    const delivery = {
      cancelOrderAfter: 600,
      maxDeliveryDistanceRadius: 25000,
      groupPickupPointOrders: true,
      groupedOrdersMaxDistance: 1500,
      maxDestinationDistanceRadius: 30000,
      showOnOrderMarketAfter: 60,
    };
    expect(
      errorsOf(await post('/api/company/update', { companyId: INT4_MAX + 1, deliverySettings: delivery })),
    ).toHaveProperty('companyId');
    expect(errorsOf(await post('/api/company/update', { companyId: true, deliverySettings: delivery }))).toHaveProperty(
      'companyId',
    );
    expect(
      errorsOf(
        await post('/api/company/update', {
          companyId: ctx.fx.companies.beta,
          deliverySettings: { ...delivery, cancelOrderAfter: true },
        }),
      ),
    ).toHaveProperty(['deliverySettings.cancelOrderAfter']);
    expect(
      errorsOf(
        await post('/api/company/update', {
          companyId: ctx.fx.companies.beta,
          ownerInfo: { name: 'Be\u0000ta', email: 'beata@beta.pl' },
        }),
      ),
    ).toEqual({
      'ownerInfo.name': ['validation.invalidCharacters'],
    });
  });
});

describe('POST /api/region/locations/add', () => {
  const location = (over: Record<string, unknown> = {}) => ({
    name: 'Depot',
    street: 'Rynek 1',
    city: 'Kraków',
    zipCode: '31-042',
    ...over,
  });

  it('takes a 120-character name and refuses a 121-character one', async () => {
    expect(
      (await post('/api/region/locations/add', location({ companyId: ctx.fx.companies.beta, name: 'D'.repeat(120) })))
        .statusCode,
    ).toBe(200);
    expect(
      errorsOf(
        await post('/api/region/locations/add', location({ companyId: ctx.fx.companies.beta, name: 'D'.repeat(121) })),
      ),
    ).toEqual({ name: ['validation.maxLength'] });
  });

  it('refuses broken characters, ids beyond int4 and too many special dates or day ranges', async () => {
    expect(
      errorsOf(
        await post('/api/region/locations/add', location({ companyId: ctx.fx.companies.beta, street: '\uDC00Rynek' })),
      ),
    ).toEqual({ street: ['validation.invalidCharacters'] });
    expect(errorsOf(await post('/api/region/locations/add', location({ companyId: INT4_MAX + 1 })))).toHaveProperty(
      'companyId',
    );
    expect(errorsOf(await post('/api/region/locations/add', location({ companyId: true })))).toHaveProperty(
      'companyId',
    );
    const ranges = Array.from({ length: 7 }, (_, i) => ({
      from: { hour: i * 2, minute: 0 },
      to: { hour: i * 2 + 1, minute: 0 },
    }));
    expect(
      errorsOf(
        await post(
          '/api/region/locations/add',
          location({ companyId: ctx.fx.companies.beta, workingSettings: { monday: { closed: false, ranges } } }),
        ),
      ),
    ).toHaveProperty(['workingSettings.monday.ranges']);
  });

  it('answers a client user the same', async () => {
    expect(errorsOf(await post('/api/region/locations/add', location({ name: 'Depot\u0000' }), tokens.client))).toEqual(
      { name: ['validation.invalidCharacters'] },
    );
  });
});

describe('whole numbers given a fraction, and the numbers of a message', () => {
  it('says "a whole number" for 2.5 in a quantity, an id or a page, in a body or a query string', async () => {
    const amount = { warehouseId: 1, productId: ctx.fx.products.alphaA, amount: 2.5 };
    expect(errorsOf(await post('/api/warehouse/add', amount))).toEqual({ amount: ['validation.integer'] });
    expect(errorsOf(await post('/api/stock/add', { ...amount, driverId: 1 }))).toEqual({
      amount: ['validation.integer'],
    });
    expect(errorsOf(await post('/api/order/cancel', { orderId: 2.5, reason: 'CLIENTS_REQUEST' }))).toEqual({
      orderId: ['validation.integer'],
    });
    expect(errorsOf(await get('/api/order/list?perPage=2.5'))).toEqual({ perPage: ['validation.integer'] });
    expect(errorsOf(await get('/api/order/details?orderId=1.5'))).toEqual({ orderId: ['validation.integer'] });
  });

  it('sends the arguments of each message that names numbers (errorArgs), beside the message keys', async () => {
    const res = await post('/api/warehouse/add', { warehouseId: 1, productId: ctx.fx.products.alphaA, amount: 0 });
    expect(errorsOf(res)).toEqual({ amount: ['validation.minValue'] });
    expect(res.json()).toMatchObject({ errorArgs: { amount: [{ min: 1 }] } });
    const long = await post('/api/region/locations/add', {
      companyId: ctx.fx.companies.beta,
      name: 'D'.repeat(121),
      street: 'Rynek 1',
      city: 'Kraków',
      zipCode: '31-042',
    });
    expect(long.json()).toMatchObject({
      errors: { name: ['validation.maxLength'] },
      errorArgs: { name: [{ max: 120 }] },
    });
    // A message without numbers has no arguments.
    expect(long.json().errorArgs).not.toHaveProperty('street');
  });
});

describe('other dates and free-form fields', () => {
  it('refuses a hold until 2101 as out of range (that message alone); 2100-12-31 is in range but beyond the hold limit', async () => {
    const order = await insertOrder(ctx.app.database.db, ctx.fx, 'BND1', 'accepted');
    expect(
      errorsOf(await post('/api/order/set-on-hold', { orderId: order.id, holdOrderTill: '2101-01-01T00:00:00.000Z' })),
    ).toEqual({ holdOrderTill: ['validation.dateOutOfRange'] });
    expect(
      errorsOf(await post('/api/order/set-on-hold', { orderId: order.id, holdOrderTill: '2100-12-31T12:00:00.000Z' })),
    ).toEqual({ holdOrderTill: ['validation.holdTooFar'] });
  });

  it('refuses a wallet range or a report day outside the business range', async () => {
    expect(
      errorsOf(await get('/api/wallet/list?dateFrom=0001-01-01T00:00:00.000Z&dateTo=0001-01-07T00:00:00.000Z')),
    ).toHaveProperty('dateFrom');
    expect(errorsOf(await get('/api/report/corrections?dateFrom=2101-01-01&dateTo=2101-01-02'))).toHaveProperty(
      'dateFrom',
    );
    expect(
      errorsOf(await get('/api/multiplier/list?dateFrom=2100-06-01T00:00:00.000Z&dateTo=2101-01-01T00:00:00.000Z')),
    ).toEqual({ dateTo: ['validation.dateOutOfRange'] });
  });

  it('refuses NUL in the keys and values of a saved view’s filters, and too many values', async () => {
    expect(
      errorsOf(await post('/api/saved-view/save', { name: 'Mine', filters: { 'st\u0000atus': 'new' } })),
    ).toHaveProperty(['filters.st\u0000atus']);
    expect(
      errorsOf(await post('/api/saved-view/save', { name: 'Mine', filters: { status: 'new\u0000' } })),
    ).toHaveProperty(['filters.status']);
    expect(
      errorsOf(
        await post('/api/saved-view/save', {
          name: 'Mine',
          filters: { companyIds: Array.from({ length: 51 }, (_, i) => i + 1) },
        }),
      ),
    ).toHaveProperty(['filters.companyIds']);
    expect(
      (await post('/api/saved-view/save', { name: 'Mine', filters: { status: 'new', companyIds: [INT4_MAX] } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a driver password beyond 256 characters', async () => {
    const signIn = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/driver/sign-in',
        payload: { email: 'bounds@drivers.test', password },
      });
    expect(errorsOf(await signIn('p'.repeat(257)))).toEqual({ password: ['validation.maxLength'] });
    expect((await signIn('p'.repeat(256))).statusCode).toBe(401);
    expect((await signIn('Driver-pass-1')).statusCode).toBe(200);
  });
});
