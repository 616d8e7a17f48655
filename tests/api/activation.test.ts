// A new client's way from registration to its first order: the registration's product step becomes the company's
// product at activation, the region comes from where its pickup points are (pre-filled on the company page, changeable
// by the admin), a company whose pickup points lie outside every region is refused with its own code, and activation
// adds the product once. SIMPLE Delivery stays "contact us": a lead for the sales team.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import type { CompanyDetails } from '../../domain/companySchemas.ts';
import type { MeResponse, TokenResponse } from '../../domain/api.ts';
import type { ProductPageListResponse } from '../../domain/productSchemas.ts';
import { bearer, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator');
});

const db = () => ctx.app.database.db;
const post = (url: string, payload: unknown, token: string) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: bearer(token) });
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(token) });

const PASSWORD = 'start1234';
let registrations = 0;
const warszawa = { name: 'Sklep Centrum', street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' };
const mokotow = { name: 'Sklep Mokotów', street: 'Puławska 100', city: 'Warszawa', zipCode: '02-677' };
const krakow = { name: 'Sklep Rynek', street: 'Rynek Główny 1', city: 'Kraków', zipCode: '31-042' };
// Poznań: a real postal code the geocoder knows, outside the fixture's regions.
const poznan = { name: 'Sklep Poznań', street: 'Półwiejska 2', city: 'Poznań', zipCode: '61-888' };

const companyData = (name: string) => ({
  firstName: 'Anna',
  lastName: 'Nowak',
  name,
  headquartersIn: 'Warszawa',
  nip: '1234567802',
  regon: '123456785',
  street: 'Marszałkowska',
  streetNumber: '10',
  zipCode: '00-624',
  city: 'Warszawa',
});

/** A new client taken through every registration step, with these pickup points and package size: waiting for activation. */
async function registeredClient(points: object[], size: 'S' | 'M' | 'L' = 'M') {
  const n = ++registrations;
  const email = `first-day-${n}@sklep.pl`;
  const name = `Sklep Pierwszy Dzień ${n}`;
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, name, password: PASSWORD, confirmPassword: PASSWORD, confirmPrivacyPolicy: true },
  });
  expect(registered.statusCode).toBe(200);
  const token = registered.json<TokenResponse>().token;
  const companyId = (await get('/api/@me', token)).json<MeResponse>().user.companyId!;
  expect((await post('/api/auth/select-product', { defaultPackageSize: size }, token)).statusCode).toBe(200);
  const added = await post('/api/auth/add-locations', { locations: points }, token);
  expect(added.statusCode, added.body).toBe(200);
  expect((await post('/api/@me/company-data', companyData(name), token)).statusCode).toBe(200);
  expect((await post('/api/@me/contract/generate', { acceptTerms: true }, token)).statusCode).toBe(200);
  return { token, email, companyId, name };
}

const details = async (companyId: number) => {
  const res = await get(`/api/company/details?companyId=${companyId}`, tokens.admin!);
  expect(res.statusCode).toBe(200);
  return res.json<{ company: CompanyDetails }>().company;
};
const productsOf = async (companyId: number) =>
  db().select().from(s.products).where(eq(s.products.companyId, companyId)).orderBy(asc(s.products.id));
const auditOf = (action: string, entity: string, entityId: number) =>
  db()
    .select()
    .from(s.auditLog)
    .where(
      and(eq(s.auditLog.action, action), eq(s.auditLog.entity, entity), eq(s.auditLog.entityId, String(entityId))),
    );

describe('activation gives a new E-product Pickup company its product and its region', () => {
  it('register → L → a Warszawa pickup point → company data → contract → activation: the first order goes through', async () => {
    const client = await registeredClient([warszawa], 'L');
    const before = await details(client.companyId);
    expect(before).toMatchObject({
      status: 'pending',
      region: null,
      regionSuggestion: { region: 'Warszawa', pickupPoints: 1, coveredPickupPoints: 1 },
    });
    expect(await productsOf(client.companyId)).toEqual([]);
    // Before activation the order form has nothing to offer.
    const empty = await get(`/api/order/form-options?companyId=${client.companyId}`, client.token);
    expect(empty.json().products).toEqual([]);

    const activated = await post(
      '/api/company/activate',
      { companyId: client.companyId, displayName: 'Pierwszy Dzień' },
      tokens.admin!,
    );
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json().company).toMatchObject({ status: 'active', region: 'Warszawa', regionSuggestion: null });
    expect(activated.json().company.orderSettings).toMatchObject({
      defaultPackageSize: 'L',
      orderFormFields: expect.arrayContaining(['scheduledAt', 'packageSize']),
    });

    const [product, ...others] = await productsOf(client.companyId);
    expect(others).toEqual([]);
    expect(product).toMatchObject({
      name: 'Paczka (E-product Pickup)',
      code: 'E-PICKUP',
      type: 'pickup_delivery',
      active: true,
      canTransferStock: false,
      maximumDimensions: { weight: 31.5, width: 100, height: 80, length: 50, largestSide: 100, sideSum: 230 },
      productSettings: { productFormFields: ['name', 'dimensions'] },
    });
    const [activation] = await auditOf('company.activate', 'company', client.companyId);
    expect(activation).toMatchObject({
      actorName: 'admin',
      before: { region: null },
      after: { status: 'active', region: 'Warszawa', productId: product!.id },
    });
    const [created] = await auditOf('product.create', 'product', product!.id);
    expect(created!.after).toMatchObject({ companyId: client.companyId, reason: 'activation', code: 'E-PICKUP' });

    // The client's order form offers it; the first order is created with it, in the company's region, size L by
    // default.
    const options = (await get(`/api/order/form-options?companyId=${client.companyId}`, client.token)).json();
    expect(options.products.map((p: { id: number }) => p.id)).toEqual([product!.id]);
    const [location] = await db().select().from(s.locations).where(eq(s.locations.companyId, client.companyId));
    const order = await post(
      '/api/order/create',
      {
        companyId: client.companyId,
        products: [{ id: product!.id }],
        clientName: 'Jan Odbiorca',
        clientStreet: 'Marszałkowska 10',
        clientCity: 'Warszawa',
        clientZipCode: '00-624',
        clientPhone: '600700800',
        pickupPoint: { locationId: location!.id, ...warszawa },
      },
      client.token,
    );
    expect(order.statusCode, order.body).toBe(201);
    expect(order.json().order).toMatchObject({ status: 'new', packageSize: 'L' });
  });

  it('takes the region holding most pickup points, and the admin may choose another', async () => {
    const most = await registeredClient([krakow, warszawa, mokotow]);
    expect((await details(most.companyId)).regionSuggestion).toEqual({
      region: 'Warszawa',
      pickupPoints: 3,
      coveredPickupPoints: 3,
    });

    const chosen = await registeredClient([warszawa]);
    const res = await post(
      '/api/company/activate',
      { companyId: chosen.companyId, displayName: 'Wybrany', region: 'Kraków' },
      tokens.admin!,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().company.region).toBe('Kraków');
  });

  it('a region that does not exist is a field error; a company without pickup points needs one chosen', async () => {
    const none = await registeredClient([]);
    expect((await details(none.companyId)).regionSuggestion).toEqual({
      region: null,
      pickupPoints: 0,
      coveredPickupPoints: 0,
    });
    const unknown = await post(
      '/api/company/activate',
      { companyId: none.companyId, displayName: 'Bez punktów', region: 'Atlantyda' },
      tokens.admin!,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: { region: ['companies.validation.unknownRegion'] },
    });
    const required = await post(
      '/api/company/activate',
      { companyId: none.companyId, displayName: 'Bez punktów' },
      tokens.admin!,
    );
    expect(required.statusCode).toBe(409);
    expect(required.json().errorCode).toBe('company_region_required');
    expect((await details(none.companyId)).status).toBe('pending');
    const ok = await post(
      '/api/company/activate',
      { companyId: none.companyId, displayName: 'Bez punktów', region: 'Warszawa' },
      tokens.admin!,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().company.region).toBe('Warszawa');
  });
});

describe('a company whose pickup points lie outside every region', () => {
  it('cannot be activated: 409 company_outside_regions with a message saying why, and nothing changes', async () => {
    const client = await registeredClient([poznan]);
    expect((await details(client.companyId)).regionSuggestion).toEqual({
      region: null,
      pickupPoints: 1,
      coveredPickupPoints: 0,
    });
    for (const body of [{}, { region: 'Warszawa' }]) {
      const res = await post(
        '/api/company/activate',
        { companyId: client.companyId, displayName: 'Poznań', ...body },
        tokens.admin!,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().errorCode).toBe('company_outside_regions');
      expect(res.json().message).toMatch(/pickup point/);
    }
    const after = await details(client.companyId);
    expect(after).toMatchObject({ status: 'pending', region: null, canActivate: true });
    expect(await productsOf(client.companyId)).toEqual([]);
    expect(await auditOf('company.activate', 'company', client.companyId)).toEqual([]);
  });

  it('one pickup point inside a region is enough (the others are reported)', async () => {
    const client = await registeredClient([poznan, krakow]);
    expect((await details(client.companyId)).regionSuggestion).toEqual({
      region: 'Kraków',
      pickupPoints: 2,
      coveredPickupPoints: 1,
    });
    const res = await post(
      '/api/company/activate',
      { companyId: client.companyId, displayName: 'Dwa miasta' },
      tokens.admin!,
    );
    expect(res.json().company.region).toBe('Kraków');
  });
});

describe('activation adds the product once', () => {
  it('a company an operator already gave a product keeps its products; activating again adds nothing', async () => {
    const client = await registeredClient([warszawa]);
    const given = await post(
      '/api/product/create',
      {
        companyId: client.companyId,
        name: 'Kwiaty',
        code: 'KWIATY',
        type: 'pickup_delivery',
        productSettings: { productFormFields: ['name'] },
      },
      tokens.admin!,
    );
    expect(given.statusCode, given.body).toBe(200);
    const first = await post(
      '/api/company/activate',
      { companyId: client.companyId, displayName: 'Raz' },
      tokens.admin!,
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().company.orderSettings.orderFormFields).toEqual([]);
    const again = await post(
      '/api/company/activate',
      { companyId: client.companyId, displayName: 'Dwa' },
      tokens.admin!,
    );
    expect(again.json().errorCode).toBe('company_not_pending');
    expect((await productsOf(client.companyId)).map((p) => p.code)).toEqual(['KWIATY']);
  });

  it('two activations at once give one product', async () => {
    const client = await registeredClient([warszawa]);
    const [a, b] = await Promise.all([
      post('/api/company/activate', { companyId: client.companyId, displayName: 'A' }, tokens.admin!),
      post('/api/company/activate', { companyId: client.companyId, displayName: 'B' }, tokens.admin!),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await productsOf(client.companyId)).map((p) => p.code)).toEqual(['E-PICKUP']);
  });

  it('the company page lists the product through the products call', async () => {
    const client = await registeredClient([mokotow]);
    await post('/api/company/activate', { companyId: client.companyId, displayName: 'Lista' }, tokens.admin!);
    const list = await get(`/api/product/page-list?companyId=${client.companyId}`, tokens.admin!);
    expect(list.json<ProductPageListResponse>()).toMatchObject({
      total: 1,
      items: [{ code: 'E-PICKUP', companyName: client.name }],
    });
  });
});

describe('SIMPLE Delivery stays "contact us": a lead for the sales team', () => {
  it('records the client’s request once, with its contact and company, and gives no product', async () => {
    const client = await registeredClient([warszawa]);
    const first = await post('/api/@me/simple-delivery-request', {}, client.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ id: expect.any(Number), alreadyRequested: false });
    const again = await post('/api/@me/simple-delivery-request', {}, client.token);
    expect(again.json()).toEqual({ id: first.json().id, alreadyRequested: true });
    const leads = await db().select().from(s.leads).where(eq(s.leads.email, client.email));
    expect(leads).toEqual([
      expect.objectContaining({ name: client.name, companyName: client.name, source: 'simple_delivery' }),
    ]);
    const [entry] = await auditOf('lead.register', 'lead', first.json().id);
    expect(entry).toMatchObject({
      actorKind: 'client',
      after: { source: 'simple_delivery', companyId: client.companyId },
    });
    const listed = await get('/api/lead/list?q=first-day', tokens.admin!);
    expect(listed.json().items.map((l: { email: string }) => l.email)).toContain(client.email);
    expect(await productsOf(client.companyId)).toEqual([]);
  });

  it('is for client users only', async () => {
    const res = await post('/api/@me/simple-delivery-request', {}, tokens.operator!);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('client_user_only');
  });
});
