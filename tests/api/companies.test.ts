// Companies: the list page in one call, details, activation rules and codes, section updates with field errors, the
// logo, permissions and tenant, audit entries and the real-time event.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { isValidNip, isValidRegon } from '../../domain/companySchemas.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { bearer, login, setupApp, signInAll, testTempDir } from './fixtures.ts';

const imagesDir = testTempDir('dc-images-');
const ctx = setupApp({ imagesDir });
const tokens: Record<string, string> = {};
const ids = { pendingWithContract: 0, pendingNoContract: 0, inactive: 0 };
let baseURL = '';
const sockets: Socket[] = [];

const contractData = {
  firstName: 'Anna',
  lastName: 'Nowak',
  name: 'Delta Books Sp. z o.o.',
  headquartersIn: 'Kraków',
  nip: '5260250274',
  regon: '012345675',
  street: 'Długa',
  streetNumber: '5',
  zipCode: '31-147',
  city: 'Kraków',
};

beforeAll(async () => {
  const db = ctx.app.database.db;
  const [alpha] = await db.select().from(s.companies).where(eq(s.companies.id, ctx.fx.companies.alpha));
  const base = { orderSettings: alpha.orderSettings, deliverySettings: alpha.deliverySettings };
  const [withContract, noContract, inactive] = await db
    .insert(s.companies)
    .values([
      {
        name: 'Delta Books',
        status: 'pending',
        ...base,
        contractData,
        ownerInfo: { name: 'Anna Nowak', email: 'anna@delta.pl' },
        contract: { generatedAt: new Date().toISOString(), fileName: 'umowa-delta.pdf' },
        contractGeneratedAt: new Date(),
        regionId: ctx.fx.regions.krk,
      },
      { name: 'Epsilon Start', status: 'pending', ...base },
      { name: 'Zeta Closed', status: 'inactive', ...base },
    ])
    .returning();
  ids.pendingWithContract = withContract.id;
  ids.pendingNoContract = noContract.id;
  ids.inactive = inactive.id;
  // A companies-scope operator limited to alpha and Delta Books.
  await db.insert(s.operators).values({
    username: 'backoffice',
    email: 'backoffice@x.pl',
    passwordHash: await fixtureHash('backoffice123'),
    scope: ['companies'],
    accountType: 'xd_employee',
    canView: canViewDefaults('xd_employee'),
    companyIds: [ctx.fx.companies.alpha, withContract.id],
    regions: ['Warszawa'],
  });
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'client');
  tokens.backoffice = await login(ctx.app, 'backoffice', 'backoffice123');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.forEach((socket) => socket.close()));

const get = (url: string, who = 'admin') => ctx.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
const post = (url: string, payload: unknown, who = 'admin') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(tokens[who]) });

describe('GET /api/company/page-list', () => {
  it('answers the page rows, the total and the pending count in one call', async () => {
    const res = await get('/api/company/page-list?perPage=2&page=1&sort=name');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(6);
    expect(body.pendingCount).toBe(3);
    expect(body.items.map((c: { name: string }) => c.name)).toEqual(['Alpha Pharmacy', 'Beta Electronics']);
    const page2 = (await get('/api/company/page-list?perPage=2&page=2&sort=name')).json();
    expect(page2.items.map((c: { name: string }) => c.name)).toEqual(['Delta Books', 'Epsilon Start']);
    const delta = page2.items[0];
    expect(delta).toMatchObject({
      status: 'pending',
      region: 'Kraków',
      ownerEmail: 'anna@delta.pl',
      nip: '5260250274',
      contractState: 'generated',
      locationsCount: 0,
    });
  });

  it('searches by name, NIP and owner e-mail, filters by status and sorts pending first', async () => {
    const names = async (query: string) =>
      (await get(`/api/company/page-list?${query}`)).json().items.map((c: { name: string }) => c.name);
    expect(await names('q=delta')).toEqual(['Delta Books']);
    expect(await names('q=526-025')).toEqual(['Delta Books']);
    expect(await names('q=anna%40delta')).toEqual(['Delta Books']);
    expect(await names('q=100%25')).toEqual([]);
    expect(await names('status=pending,inactive')).toEqual([
      'Delta Books',
      'Epsilon Start',
      'Gamma New',
      'Zeta Closed',
    ]);
    expect((await names('sort=status')).slice(0, 3)).toEqual(['Delta Books', 'Epsilon Start', 'Gamma New']);
    const filtered = (await get('/api/company/page-list?status=active')).json();
    expect(filtered.total).toBe(2);
    expect(filtered.pendingCount).toBe(3);
  });

  it('refuses bad queries with 400 and callers without the companies page with 403', async () => {
    expect((await get('/api/company/page-list?perPage=1000')).statusCode).toBe(400);
    expect((await get('/api/company/page-list?status=deleted')).statusCode).toBe(400);
    expect((await get('/api/company/page-list', 'operator')).statusCode).toBe(403);
    expect((await get('/api/company/page-list', 'client')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/company/page-list' })).statusCode).toBe(401);
  });

  it('shows an operator limited to some companies only those', async () => {
    const body = (await get('/api/company/page-list', 'backoffice')).json();
    expect(body.items.map((c: { name: string }) => c.name)).toEqual(['Alpha Pharmacy', 'Delta Books']);
    expect(body.pendingCount).toBe(1);
    expect((await get('/api/company/pending-count', 'backoffice')).json()).toEqual({ pendingCount: 1 });
  });

  it('keeps GET /api/company/list for the order list filter', async () => {
    const res = await get('/api/company/list?status=active', 'operator');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      id: ctx.fx.companies.alpha,
      name: 'Alpha Pharmacy',
      status: 'active',
      logo: '/images/companies/alpha.svg',
    });
  });
});

describe('GET /api/company/details', () => {
  it('answers the company with its sections and activation state', async () => {
    const res = await get(`/api/company/details?companyId=${ids.pendingWithContract}`);
    expect(res.statusCode).toBe(200);
    const { company } = res.json();
    expect(company).toMatchObject({
      name: 'Delta Books',
      status: 'pending',
      canActivate: true,
      contractState: 'generated',
      region: 'Kraków',
    });
    expect(company.contractData.nip).toBe('5260250274');
    expect(company.deliverySettings.cancelOrderAfter).toBe(300);
    const noContract = (await get(`/api/company/details?companyId=${ids.pendingNoContract}`)).json().company;
    expect(noContract).toMatchObject({ canActivate: false, contractState: 'pending' });
  });

  it('answers 404 for an unknown company and for a company of another tenant', async () => {
    expect((await get('/api/company/details?companyId=999999')).json().errorCode).toBe('company_not_found');
    const other = await get(`/api/company/details?companyId=${ctx.fx.companies.beta}`, 'backoffice');
    expect(other.statusCode).toBe(404);
    expect((await get('/api/company/details?companyId=abc')).statusCode).toBe(400);
  });
});

describe('POST /api/company/activate', () => {
  it('requires the client name shown to drivers', async () => {
    const res = await post('/api/company/activate', { companyId: ids.pendingWithContract, displayName: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.displayName).toEqual(['validation.required']);
  });

  it('refuses a pending company without a contract and a company that is not pending', async () => {
    const noContract = await post('/api/company/activate', {
      companyId: ids.pendingNoContract,
      displayName: 'Epsilon',
    });
    expect(noContract.statusCode).toBe(409);
    expect(noContract.json().errorCode).toBe('company_contract_missing');
    const active = await post('/api/company/activate', { companyId: ctx.fx.companies.alpha, displayName: 'Alpha' });
    expect(active.statusCode).toBe(409);
    expect(active.json().errorCode).toBe('company_not_pending');
    const inactive = await post('/api/company/activate', { companyId: ids.inactive, displayName: 'Zeta' });
    expect(inactive.json().errorCode).toBe('company_not_pending');
  });

  it('refuses operators without write permission and companies of another tenant', async () => {
    expect(
      (await post('/api/company/activate', { companyId: ids.pendingWithContract, displayName: 'X' }, 'operator'))
        .statusCode,
    ).toBe(403);
    const gamma = await post(
      '/api/company/activate',
      { companyId: ctx.fx.companies.gamma, displayName: 'X' },
      'backoffice',
    );
    expect(gamma.statusCode).toBe(404);
  });

  it('activates a pending company with a contract: status, audit entry and the event to the consoles that may see it', async () => {
    const open = (token: string) => {
      const socket = connect(`${baseURL}/private`, { auth: { token }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      return new Promise<Socket>((resolve, reject) => {
        socket.on('connect', () => resolve(socket));
        socket.on('connect_error', reject);
      });
    };
    const admin = await open(tokens.admin);
    const backoffice = await open(tokens.backoffice); // companies scope only (no orders page): still connects
    const operator = await open(tokens.operator); // no companies page: no company event
    const received: Record<string, unknown[]> = { admin: [], backoffice: [], operator: [] };
    admin.on('companyStatusChange', (p) => received.admin.push(p));
    backoffice.on('companyStatusChange', (p) => received.backoffice.push(p));
    operator.on('companyStatusChange', (p) => received.operator.push(p));

    const res = await post(
      '/api/company/activate',
      { companyId: ids.pendingWithContract, displayName: ' Delta Księgarnia ' },
      'backoffice',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toMatchObject({
      status: 'active',
      displayName: 'Delta Księgarnia',
      canActivate: false,
      contractState: 'signed',
    });
    expect(res.json().company.activatedAt).toBeTruthy();
    const event = { companyId: ids.pendingWithContract, status: 'active', previousStatus: 'pending' };
    await vi.waitFor(() => {
      expect(received.admin).toEqual([event]);
      expect(received.backoffice).toEqual([event]);
    });
    expect(received.operator).toEqual([]);
    const [entry] = await ctx.app.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'company.activate'), eq(s.auditLog.entityId, String(ids.pendingWithContract))));
    expect(entry).toMatchObject({
      actorKind: 'operator',
      actorName: 'backoffice',
      before: { status: 'pending' },
      after: { status: 'active', displayName: 'Delta Księgarnia' },
    });
    expect((await get('/api/company/pending-count')).json()).toEqual({ pendingCount: 2 });
    const again = await post('/api/company/activate', { companyId: ids.pendingWithContract, displayName: 'Again' });
    expect(again.json().errorCode).toBe('company_not_pending');
  });
});

describe('POST /api/company/update', () => {
  const delivery = {
    cancelOrderAfter: 600,
    maxDeliveryDistanceRadius: 25000,
    groupPickupPointOrders: true,
    groupedOrdersMaxDistance: 1500,
    maxDestinationDistanceRadius: 30000,
    showOnOrderMarketAfter: 60,
  };

  it('replaces the delivery settings and keeps the unedited order settings', async () => {
    const res = await post('/api/company/update', {
      companyId: ctx.fx.companies.beta,
      deliverySettings: delivery,
      orderSettings: {
        allowedPayments: ['blik_manual'],
        maxOrderProductsAllowed: 5,
        defaultPackageSize: 'L',
        showDeliveryEstimationOnForm: false,
        scheduledAtToScheduledRange: true,
      },
    });
    expect(res.statusCode).toBe(200);
    const { company } = res.json();
    expect(company.deliverySettings).toEqual(delivery);
    expect(company.orderSettings).toMatchObject({
      allowedPayments: ['blik_manual'],
      maxOrderProductsAllowed: 5,
      defaultPackageSize: 'L',
      orderFormFields: [],
    });
    const [entry] = await ctx.app.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'company.update'), eq(s.auditLog.entityId, String(ctx.fx.companies.beta))));
    expect((entry.before as Record<string, { cancelOrderAfter: number }>).deliverySettings.cancelOrderAfter).toBe(300);
    expect((entry.after as Record<string, { cancelOrderAfter: number }>).deliverySettings.cancelOrderAfter).toBe(600);
  });

  it('answers field errors under the section paths', async () => {
    const res = await post('/api/company/update', {
      companyId: ctx.fx.companies.beta,
      deliverySettings: { ...delivery, cancelOrderAfter: 10, maxDeliveryDistanceRadius: 'far' },
      contractData: { ...contractData, nip: '1234567890', regon: '123', zipCode: '31147', firstName: '' },
      ownerInfo: { name: 'Owner', email: 'not-an-email', phone: '12' },
    });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors['deliverySettings.cancelOrderAfter']).toEqual(['companies.validation.minValue']);
    expect(errors['deliverySettings.maxDeliveryDistanceRadius']).toEqual(['validation.number']);
    expect(errors['contractData.nip']).toEqual(['companies.validation.nip']);
    expect(errors['contractData.regon']).toEqual(['companies.validation.regon']);
    expect(errors['contractData.zipCode']).toEqual(['validation.zipCode']);
    expect(errors['contractData.firstName']).toEqual(['validation.required']);
    expect(errors['ownerInfo.email']).toEqual(['validation.email']);
    expect(errors['ownerInfo.phone']).toEqual(['validation.phone']);
    expect((await post('/api/company/update', { companyId: ctx.fx.companies.beta })).statusCode).toBe(400);
  });

  it('saves contract data and owner info, and keeps the NIP once set', async () => {
    const saved = await post('/api/company/update', {
      companyId: ctx.fx.companies.beta,
      contractData: { ...contractData, nip: '526-025-02-74' },
      ownerInfo: { name: 'Beata', email: 'beata@beta.pl', phone: '600 100 200' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().company.contractData.nip).toBe('5260250274');
    expect(saved.json().company.ownerInfo).toEqual({ name: 'Beata', email: 'beata@beta.pl', phone: '600 100 200' });
    const changed = await post('/api/company/update', {
      companyId: ctx.fx.companies.beta,
      contractData: { ...contractData, nip: '7740001454' },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({
      errorCode: 'company_nip_read_only',
      errors: { 'contractData.nip': ['companies.validation.nipReadOnly'] },
    });
  });

  it('refuses operators without the permission and companies of another tenant', async () => {
    expect(
      (await post('/api/company/update', { companyId: ctx.fx.companies.beta, deliverySettings: delivery }, 'operator'))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          '/api/company/update',
          { companyId: ctx.fx.companies.beta, deliverySettings: delivery },
          'backoffice',
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/company/logo', () => {
  // A 1×1 PNG.
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

  it('stores a PNG, points the company at it and serves it from /images/companies', async () => {
    const res = await post('/api/company/logo', {
      companyId: ctx.fx.companies.beta,
      contentType: 'image/png',
      data: png,
    });
    expect(res.statusCode).toBe(200);
    const logo: string = res.json().company.logo;
    expect(logo).toMatch(new RegExp(`^/images/companies/${ctx.fx.companies.beta}-[0-9a-f]{16}\\.png$`));
    expect(existsSync(path.join(imagesDir, 'companies', path.basename(logo)))).toBe(true);
    const image = await ctx.app.inject({ method: 'GET', url: logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const [entry] = await ctx.app.database.db.select().from(s.auditLog).where(eq(s.auditLog.action, 'company.logo'));
    expect(entry.after).toMatchObject({ logo });
  });

  it('refuses an SVG, bytes that are not the declared type, and an image over 1 MB', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString(
      'base64',
    );
    expect(
      (
        await post('/api/company/logo', { companyId: ctx.fx.companies.beta, contentType: 'image/svg+xml', data: svg })
      ).json().errors.contentType,
    ).toEqual(['companies.validation.logoType']);
    const disguised = await post('/api/company/logo', {
      companyId: ctx.fx.companies.beta,
      contentType: 'image/png',
      data: svg,
    });
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().errorCode).toBe('logo_type_not_allowed');
    const big = Buffer.concat([Buffer.from(png, 'base64'), Buffer.alloc(1024 * 1024)]).toString('base64');
    const tooLarge = await post('/api/company/logo', {
      companyId: ctx.fx.companies.beta,
      contentType: 'image/png',
      data: big,
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors.data).toEqual(['companies.validation.logoSize']);
    expect(
      (
        await post(
          '/api/company/logo',
          { companyId: ctx.fx.companies.beta, contentType: 'image/png', data: png },
          'operator',
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('NIP and REGON rules', () => {
  it('checks the check digits', () => {
    expect(isValidNip('5260250274')).toBe(true);
    expect(isValidNip('526-025-02-74')).toBe(true);
    expect(isValidNip('5260250275')).toBe(false);
    expect(isValidRegon('012345675')).toBe(true);
    expect(isValidRegon('012345676')).toBe(false);
    expect(isValidRegon('12345678512347')).toBe(true);
  });
});

describe('images bundled with the console', () => {
  const clientDir = testTempDir('dc-client-');
  mkdirSync(path.join(clientDir, 'images', 'companies'), { recursive: true });
  writeFileSync(
    path.join(clientDir, 'images', 'companies', 'demo-shop.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  const bundled = setupApp({ imagesDir: testTempDir('dc-images-'), clientDir });

  it('serves the demo logos of public/images under /images after the uploads', async () => {
    const res = await bundled.app.inject({ method: 'GET', url: '/images/companies/demo-shop.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect((await bundled.app.inject({ method: 'GET', url: '/images/companies/missing.svg' })).statusCode).toBe(404);
  });
});
