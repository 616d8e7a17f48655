// The back office's Products: a page of the list (per company, search, type, state, pagination, sort), one product,
// create and update with their rules and codes, hiding on the order form (the create form's catalogue no longer offers
// it), audit entries, and who may do what: client users and operators without the companies page get 403, an operator
// limited to some companies gets 404 for another's product.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import type { ProductPageListResponse, ProductRecord } from '../../domain/productSchemas.ts';
import { bearer, login, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // A companies-scope operator limited to alpha, and one with the companies scope read through another account type.
  await ctx.app.database.db.insert(s.operators).values({
    username: 'alphaoffice',
    email: 'alphaoffice@x.pl',
    passwordHash: await fixtureHash('alphaoffice123'),
    scope: ['companies'],
    accountType: 'xd_employee',
    canView: canViewDefaults('xd_employee'),
    companyIds: [ctx.fx.companies.alpha],
    allRegions: true,
  });
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'client', 'coordinator');
  tokens.alphaoffice = await login(ctx.app, 'alphaoffice', 'alphaoffice123');
});

const db = () => ctx.app.database.db;
const get = (url: string, who = 'admin') => ctx.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });
const post = (url: string, payload: unknown, who = 'admin') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: bearer(tokens[who]!) });
const details = async (productId: number, who = 'admin') => {
  const res = await get(`/api/product/details?productId=${productId}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ product: ProductRecord }>().product;
};
/** The body of POST /product/update that saves a record as it is. */
const unchanged = (p: ProductRecord) => ({
  productId: p.id,
  name: p.name,
  code: p.code,
  type: p.type,
  dimensionsAlgorithm: p.dimensionsAlgorithm,
  maximumDimensions: p.maximumDimensions,
  productSettings: p.productSettings,
  canTransferStock: p.canTransferStock,
  active: p.active,
});
/** The audit entries of a product, newest first. */
const auditOf = (action: string, productId: number) =>
  db()
    .select()
    .from(s.auditLog)
    .where(
      and(eq(s.auditLog.action, action), eq(s.auditLog.entity, 'product'), eq(s.auditLog.entityId, String(productId))),
    )
    .orderBy(desc(s.auditLog.id));

const bouquet = {
  name: 'Bukiet okolicznościowy',
  code: 'BUKIET',
  type: 'pickup_delivery',
  dimensionsAlgorithm: 'sideSum',
  maximumDimensions: { weight: 15, width: 60, height: 40, length: 40, largestSide: 60, sideSum: 140 },
  productSettings: { productFormFields: ['name', 'code', 'externalNo', 'dimensions'], maxProductsAllowed: 2 },
  canTransferStock: false,
};

describe('POST /api/product/create', () => {
  it('creates a product of the company with its settings and an audit entry', async () => {
    const res = await post('/api/product/create', { companyId: ctx.fx.companies.alpha, ...bouquet });
    expect(res.statusCode, res.body).toBe(200);
    const { product } = res.json<{ product: ProductRecord }>();
    expect(product).toEqual({
      id: expect.any(Number),
      companyId: ctx.fx.companies.alpha,
      companyName: 'Alpha Pharmacy',
      name: 'Bukiet okolicznościowy',
      code: 'BUKIET',
      type: 'pickup_delivery',
      dimensionsAlgorithm: 'sideSum',
      maximumDimensions: bouquet.maximumDimensions,
      productSettings: {
        hideOnOrderForm: false,
        productFormFields: ['name', 'code', 'externalNo', 'dimensions'],
        helperProduct: false,
        maxProductsAllowed: 2,
        showLocationsSelectForReceiverOnOrderForm: false,
      },
      imageUrl: null,
      canTransferStock: false,
      active: true,
      createdAt: expect.any(String),
    });
    // Stored in the shape the order form and the demo use: flags only when on.
    const [row] = await db().select().from(s.products).where(eq(s.products.id, product.id));
    expect(row!.productSettings).toEqual({
      productFormFields: ['name', 'code', 'externalNo', 'dimensions'],
      maxProductsAllowed: 2,
    });
    const [entry] = await auditOf('product.create', product.id);
    expect(entry).toMatchObject({
      actorKind: 'operator',
      actorName: 'admin',
      after: { companyId: ctx.fx.companies.alpha, code: 'BUKIET', name: 'Bukiet okolicznościowy' },
    });
  });

  it('answers 400 with field errors: required texts, limits, what the type allows', async () => {
    const res = await post('/api/product/create', {
      companyId: ctx.fx.companies.alpha,
      name: ' ',
      code: 'X'.repeat(65),
      type: 'simple_arrival',
      maximumDimensions: { weight: -1 },
      productSettings: { productFormFields: ['vehicle', 'smsName'], maxProductsAllowed: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      name: ['validation.required'],
      code: ['validation.maxLength'],
      'maximumDimensions.weight': ['validation.positive'],
      'productSettings.maxProductsAllowed': ['validation.minValue'],
    });
    const typeRules = await post('/api/product/create', {
      companyId: ctx.fx.companies.alpha,
      name: 'Zwrot',
      code: 'ZWROT',
      type: 'simple_arrival',
      maximumDimensions: { weight: 10 },
      productSettings: { productFormFields: ['vehicle', 'smsName'] },
    });
    expect(typeRules.json().errors).toEqual({
      'productSettings.productFormFields.1': ['products.validation.fieldNotForType'],
      maximumDimensions: ['products.validation.noDimensionsForType'],
    });
    const kinds = await post('/api/product/create', {
      companyId: ctx.fx.companies.alpha,
      name: 'X',
      code: 'Y',
      type: 'drone',
      productSettings: {},
    });
    expect(kinds.json().errors.type).toEqual(['validation.required']);
  });

  it('keeps codes unique within a company, ignoring case (409 product_code_taken); another company may reuse one', async () => {
    const taken = await post('/api/product/create', { companyId: ctx.fx.companies.alpha, ...bouquet, code: 'bukiet' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('product_code_taken');
    const elsewhere = await post('/api/product/create', { companyId: ctx.fx.companies.beta, ...bouquet });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('GET /api/product/page-list and /details', () => {
  it('lists every product of a company, hidden and inactive ones too, with search, type, state, pages and sort', async () => {
    const alpha = ctx.fx.companies.alpha;
    const all = (await get(`/api/product/page-list?companyId=${alpha}&sort=code`)).json<ProductPageListResponse>();
    expect(all.items.map((p) => p.code)).toEqual(['A-DEVICE', 'A-PARCEL', 'BUKIET']);
    expect(all.total).toBe(3);
    const page2 = (
      await get(`/api/product/page-list?companyId=${alpha}&sort=-code&perPage=2&page=2`)
    ).json<ProductPageListResponse>();
    expect(page2).toEqual({ items: [expect.objectContaining({ code: 'A-DEVICE' })], total: 3 });
    expect(
      (await get(`/api/product/page-list?companyId=${alpha}&q=bukiet`)).json().items.map((p: ProductRecord) => p.code),
    ).toEqual(['BUKIET']);
    expect(
      (await get(`/api/product/page-list?companyId=${alpha}&type=iqos`)).json().items.map((p: ProductRecord) => p.code),
    ).toEqual(['A-DEVICE']);
    expect((await get(`/api/product/page-list?active=false`)).json().total).toBe(0);
    const everyCompany = (await get('/api/product/page-list?perPage=100')).json<ProductPageListResponse>();
    expect(new Set(everyCompany.items.map((p) => p.companyName))).toEqual(
      new Set(['Alpha Pharmacy', 'Beta Electronics']),
    );
  });

  it('answers 400 for a bad query and 404 for an unknown product', async () => {
    expect((await get('/api/product/page-list?perPage=1000')).statusCode).toBe(400);
    expect((await get('/api/product/page-list?sort=price')).statusCode).toBe(400);
    const missing = await get('/api/product/details?productId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('product_not_found');
  });
});

describe('POST /api/product/update', () => {
  it('round-trips: load, save unchanged, load: equal field by field, the row too', async () => {
    // A stored setting the back office does not edit is kept as well.
    await db()
      .update(s.products)
      .set({ productSettings: { productFormFields: ['name'], legacyFlag: 'keep me' } as never })
      .where(eq(s.products.id, ctx.fx.products.alphaB));
    for (const id of [ctx.fx.products.alphaA, ctx.fx.products.alphaB, ctx.fx.products.beta]) {
      const before = await details(id);
      const [rowBefore] = await db().select().from(s.products).where(eq(s.products.id, id));
      const res = await post('/api/product/update', unchanged(before));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().product).toEqual(before);
      expect(await details(id)).toEqual(before);
      const [rowAfter] = await db().select().from(s.products).where(eq(s.products.id, id));
      expect(rowAfter).toEqual(rowBefore);
    }
  });

  it('saves a change with its audit entry (before and after); the type stays', async () => {
    const before = await details(ctx.fx.products.alphaA);
    const res = await post('/api/product/update', {
      ...unchanged(before),
      name: 'Paczka duża',
      canTransferStock: true,
      productSettings: { ...before.productSettings, productFormFields: ['name', 'pesel'], helperProduct: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().product).toMatchObject({
      name: 'Paczka duża',
      canTransferStock: true,
      productSettings: { productFormFields: ['name', 'pesel'], helperProduct: true },
    });
    const [entry] = await auditOf('product.update', before.id);
    expect(entry).toMatchObject({
      before: { name: 'Parcel', canTransferStock: true },
      after: { name: 'Paczka duża', canTransferStock: true },
    });
    const retype = await post('/api/product/update', { ...unchanged(before), type: 'simple_delivery' });
    expect(retype.statusCode).toBe(400);
    expect(retype.json()).toMatchObject({
      errorCode: 'product_type_read_only',
      errors: { type: ['products.validation.typeReadOnly'] },
    });
    const taken = await post('/api/product/update', { ...unchanged(before), code: 'a-device' });
    expect(taken.json().errorCode).toBe('product_code_taken');
  });

  it('hides a product on the order form: the create form’s catalogue no longer offers it, orders keep it', async () => {
    const offered = async () =>
      (await get(`/api/order/form-options?companyId=${ctx.fx.companies.alpha}`))
        .json()
        .products.map((p: { id: number }) => p.id) as number[];
    expect(await offered()).toContain(ctx.fx.products.alphaA);
    const product = await details(ctx.fx.products.alphaA);
    const hidden = await post('/api/product/update', {
      ...unchanged(product),
      productSettings: { ...product.productSettings, hideOnOrderForm: true },
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().product.productSettings.hideOnOrderForm).toBe(true);
    expect(await offered()).not.toContain(ctx.fx.products.alphaA);
    const [entry] = (await auditOf('product.update', product.id)).filter(
      (e) => (e.after as ProductRecord).productSettings.hideOnOrderForm,
    );
    expect(entry!.before).toMatchObject({ productSettings: { hideOnOrderForm: false } });
    // Still in the back office's list, and shown again once the switch is off.
    expect(
      (await get(`/api/product/page-list?companyId=${ctx.fx.companies.alpha}`))
        .json()
        .items.map((p: ProductRecord) => p.id),
    ).toContain(product.id);
    await post('/api/product/update', {
      ...unchanged(product),
      productSettings: { ...product.productSettings, hideOnOrderForm: false },
    });
    expect(await offered()).toContain(ctx.fx.products.alphaA);
  });
});

describe('who may do what', () => {
  const calls = () =>
    [
      ['GET', '/api/product/page-list'],
      ['GET', `/api/product/details?productId=${ctx.fx.products.alphaA}`],
      ['POST', '/api/product/create', { companyId: ctx.fx.companies.alpha, ...bouquet, code: 'NOPE' }],
      ['POST', '/api/product/update', { productId: ctx.fx.products.alphaA, ...bouquet, code: 'NOPE' }],
    ] as const;

  it('a client user and an operator without the companies page get 403, no token 401', async () => {
    for (const who of ['client', 'operator', 'coordinator']) {
      for (const [method, url, body] of calls()) {
        const res = method === 'GET' ? await get(url, who) : await post(url, body, who);
        expect(res.statusCode, `${who} ${url}`).toBe(403);
        expect(res.json().errorCode, `${who} ${url}`).toBe('insufficient_permissions');
      }
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/product/page-list' })).statusCode).toBe(401);
  });

  it('an operator limited to some companies sees and edits theirs; another tenant’s product answers 404', async () => {
    const list = (await get('/api/product/page-list?perPage=100', 'alphaoffice')).json<ProductPageListResponse>();
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((p) => p.companyId === ctx.fx.companies.alpha)).toBe(true);
    expect((await get(`/api/product/page-list?companyId=${ctx.fx.companies.beta}`, 'alphaoffice')).json()).toEqual({
      items: [],
      total: 0,
    });

    const beta = await details(ctx.fx.products.beta);
    const read = await get(`/api/product/details?productId=${beta.id}`, 'alphaoffice');
    expect(read.statusCode).toBe(404);
    expect(read.json().errorCode).toBe('product_not_found');
    const write = await post('/api/product/update', { ...unchanged(beta), name: 'Przejęty' }, 'alphaoffice');
    expect(write.statusCode).toBe(404);
    expect((await details(beta.id)).name).toBe(beta.name);
    const create = await post(
      '/api/product/create',
      { companyId: ctx.fx.companies.beta, ...bouquet, code: 'OBCY' },
      'alphaoffice',
    );
    expect(create.statusCode).toBe(404);
    expect(create.json().errorCode).toBe('company_not_found');

    const own = await details(ctx.fx.products.alphaB, 'alphaoffice');
    const saved = await post('/api/product/update', { ...unchanged(own), name: 'Urządzenie' }, 'alphaoffice');
    expect(saved.statusCode).toBe(200);
    const [entry] = await auditOf('product.update', own.id);
    expect(entry!.actorName).toBe('alphaoffice');
  });
});
