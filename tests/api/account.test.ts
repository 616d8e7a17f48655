// Client onboarding and own-account settings: POST /api/auth/select-product and /add-locations, GET /api/@me/company,
// POST /api/@me/company-data, POST /api/@me/contract/generate, GET /api/@me/contract and /api/company/contract,
// POST /api/@me/change-password. Each rule, each error code, the registration steps seen through GET /@me, the
// whole onboarding through activation, the contract PDF's text and the audit entries.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { pdfText } from '../pdfText.ts';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { REGISTRATION_MAX_LOCATIONS } from '../../domain/constants.ts';
import { isValidNip, isValidRegon } from '../../domain/companySchemas.ts';
import type { MyCompany } from '../../domain/accountSchemas.ts';
import type { MeResponse, TokenResponse } from '../../domain/api.ts';
import type { Location } from '../../domain/locationApi.ts';
import { bearer, login, setupApp, signInAll } from './fixtures.ts';

const MAX_FAILURES = 3;
const ctx = setupApp({ loginMaxFailures: MAX_FAILURES });
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'client', 'fresh');
});

const db = () => ctx.app.database.db;
const post = (url: string, payload: unknown, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: token ? bearer(token) : {},
  });
const get = (url: string, token?: string, query: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, query, headers: token ? bearer(token) : {} });

const PASSWORD = 'start1234';
let registrations = 0;

/** A new client user with a fresh pending company: its token, company id and e-mail. */
async function register(name = 'Nowa Firma') {
  const email = `owner${++registrations}-${Date.now()}@firma.pl`;
  // Each from an address of its own: registrations are limited per client address (tests/api/throttling.test.ts).
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, name, password: PASSWORD, confirmPassword: PASSWORD, confirmPrivacyPolicy: true },
    remoteAddress: `10.20.${Math.floor(registrations / 250)}.${registrations % 250}`,
  });
  expect(res.statusCode).toBe(200);
  const token = res.json<TokenResponse>().token;
  const me = (await get('/api/@me', token)).json<MeResponse>();
  return { token, email, companyId: me.user.companyId! };
}

/** A new client taken through the registration steps up to `step` (the server refuses steps out of order). */
async function registerThrough(step: 'product' | 'locations', name?: string) {
  const client = await register(name);
  expect((await post('/api/auth/select-product', { defaultPackageSize: 'M' }, client.token)).statusCode).toBe(200);
  if (step === 'locations')
    expect((await post('/api/auth/add-locations', { locations: [] }, client.token)).statusCode).toBe(200);
  return client;
}

const me = async (token: string) => {
  const res = await get('/api/@me', token);
  expect(res.statusCode).toBe(200);
  return res.json<MeResponse>();
};
const myCompany = async (token: string) => {
  const res = await get('/api/@me/company', token);
  expect(res.statusCode).toBe(200);
  return res.json<MyCompany>();
};
const companyRow = async (id: number) => (await db().select().from(s.companies).where(eq(s.companies.id, id)))[0]!;
const auditOf = (action: string, entityId: number | string) =>
  db()
    .select()
    .from(s.auditLog)
    .where(and(eq(s.auditLog.action, action), eq(s.auditLog.entityId, String(entityId))))
    .orderBy(desc(s.auditLog.id));
const locationsCount = async (companyId: number) =>
  Number((await db().select({ n: count() }).from(s.locations).where(eq(s.locations.companyId, companyId)))[0]!.n);

const place = (extra: Record<string, unknown> = {}) => ({
  name: 'Sklep główny',
  street: 'Prosta 2',
  city: 'Warszawa',
  zipCode: '00-850',
  ...extra,
});
const krakow = (extra: Record<string, unknown> = {}) => ({
  name: 'Sklep Kraków',
  street: 'Rynek 1',
  city: 'Kraków',
  zipCode: '31-042',
  ...extra,
});
/** A place the geocoder cannot find: its postcode is a stored zip-code area (inserted below) the postal-code list lacks. */
const nowhere = { name: 'Nigdzie', street: 'Polna 1', city: 'Nieistniejąca Wieś', zipCode: '09-998' };

const NIP = '1234567802';
const OTHER_NIP = '1234567877';
const REGON = '123456785';
const companyData = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  lastName: 'Żółkiewska',
  name: 'Zażółć Gęślą Jaźń sp. z o.o.',
  headquartersIn: 'Warszawa',
  nip: '123-456-78-02',
  regon: REGON,
  krs: '0000123456',
  shareCapital: '50 000,00 zł',
  street: 'Marszałkowska',
  streetNumber: '10',
  apartmentNumber: '4',
  zipCode: '00-624',
  city: 'Warszawa',
  ...extra,
});

it('uses valid identifiers', () => {
  expect([isValidNip(NIP), isValidNip(OTHER_NIP), isValidRegon(REGON)]).toEqual([true, true, true]);
});

describe('POST /api/auth/select-product', () => {
  it('sets the default package size and completes the step once (the first date is kept)', async () => {
    const { token, companyId } = await register();
    expect((await me(token)).registrationSteps.productSelectionCompleted).toBeNull();
    const first = await post('/api/auth/select-product', { defaultPackageSize: 'L' }, token);
    expect(first.statusCode).toBe(200);
    const company = first.json<MyCompany>();
    expect(company).toMatchObject({
      id: companyId,
      status: 'pending',
      activated: false,
      defaultPackageSize: 'L',
      contractState: 'pending',
      locationsCount: 0,
    });
    const completed = company.registrationSteps.productSelectionCompleted;
    expect(completed).toEqual(expect.any(String));
    expect((await me(token)).registrationSteps).toEqual({
      productSelectionCompleted: completed,
      locationsCompleted: null,
      companyDataCompleted: null,
      contractGenerated: null,
    });
    expect((await companyRow(companyId)).orderSettings.defaultPackageSize).toBe('L');

    // /settings/product later: the default changes, the step keeps its date.
    const again = await post('/api/auth/select-product', { defaultPackageSize: 'S' }, token);
    expect(again.statusCode).toBe(200);
    expect(again.json<MyCompany>()).toMatchObject({
      defaultPackageSize: 'S',
      registrationSteps: { productSelectionCompleted: completed },
    });
    // The rest of the order settings is kept.
    expect((await companyRow(companyId)).orderSettings).toMatchObject({
      defaultPackageSize: 'S',
      allowedPayments: ['generic_prepaid'],
      maxOrderProductsAllowed: 1,
    });

    const [latest, earlier] = await auditOf('company.selectProduct', companyId);
    expect(latest).toMatchObject({
      actorKind: 'client',
      before: { defaultPackageSize: 'L' },
      after: { defaultPackageSize: 'S', productSelectionCompletedAt: completed },
    });
    expect(earlier).toMatchObject({
      before: { defaultPackageSize: 'M', productSelectionCompletedAt: null },
      after: { defaultPackageSize: 'L' },
    });
  });

  it('answers 400 with a field error for a missing or unknown size', async () => {
    for (const body of [{}, { defaultPackageSize: 'XL' }]) {
      const res = await post('/api/auth/select-product', body, tokens.fresh);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'validation_failed',
        errors: { defaultPackageSize: [expect.any(String)] },
      });
    }
  });

  it('is for client users only (403 client_user_only) and signed-in callers (401)', async () => {
    const operator = await post('/api/auth/select-product', { defaultPackageSize: 'M' }, tokens.admin);
    expect(operator.statusCode).toBe(403);
    expect(operator.json().errorCode).toBe('client_user_only');
    expect((await post('/api/auth/select-product', { defaultPackageSize: 'M' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/add-locations', () => {
  it('geocodes and saves every location, completes the step and sets the default location', async () => {
    const { token, companyId } = await registerThrough('product');
    const res = await post(
      '/api/auth/add-locations',
      { locations: [place({ phone: '600 100 200' }), krakow()] },
      token,
    );
    expect(res.statusCode).toBe(200);
    const { locations, company } = res.json<{ locations: Location[]; company: MyCompany }>();
    expect(locations).toHaveLength(2);
    expect(locations[0]).toMatchObject({
      companyId,
      name: 'Sklep główny',
      phone: '600 100 200',
      active: true,
      workingSettings: {},
      address: {
        street: 'Prosta 2',
        city: 'Warszawa',
        zipCode: '00-850',
        formatted: 'Prosta 2, 00-850 Warszawa',
        lat: 52.23258,
        lng: 20.99429,
      },
    });
    expect(locations[1]).toMatchObject({
      name: 'Sklep Kraków',
      address: { lat: expect.any(Number), lng: expect.any(Number) },
    });
    expect(company).toMatchObject({
      id: companyId,
      locationsCount: 2,
      registrationSteps: { locationsCompleted: expect.any(String) },
    });
    const session = await me(token);
    expect(session.registrationSteps.locationsCompleted).toBe(company.registrationSteps.locationsCompleted);
    expect(session.settings.defaultLocationId).toBe(locations[0]!.id);

    // A later call adds more; the default location and the step's date stay.
    const more = await post('/api/auth/add-locations', { locations: [place({ name: 'Drugi punkt' })] }, token);
    expect(more.statusCode).toBe(200);
    expect(more.json().company).toMatchObject({
      locationsCount: 3,
      registrationSteps: { locationsCompleted: company.registrationSteps.locationsCompleted },
    });
    expect((await companyRow(companyId)).defaultLocationId).toBe(locations[0]!.id);

    // Audit: each location and the step.
    for (const l of locations)
      expect(await auditOf('location.add', l.id)).toEqual([
        expect.objectContaining({ actorKind: 'client', entity: 'location' }),
      ]);
    const [stepEntry] = (await auditOf('company.addLocations', companyId)).slice(-1);
    expect(stepEntry).toMatchObject({
      before: { locationsCompletedAt: null, defaultLocationId: null, locationsCount: 0 },
      after: { defaultLocationId: locations[0]!.id, locationsCount: 2, addedLocationIds: locations.map((l) => l.id) },
    });
  });

  it('an empty list skips the step: completed without locations', async () => {
    const { token, companyId } = await registerThrough('product');
    const res = await post('/api/auth/add-locations', { locations: [] }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      locations: [],
      company: { locationsCount: 0, registrationSteps: { locationsCompleted: expect.any(String) } },
    });
    expect((await me(token)).settings.defaultLocationId).toBeNull();
    expect((await companyRow(companyId)).locationsCompletedAt).toBeInstanceOf(Date);
  });

  it(`holds a company to ${REGISTRATION_MAX_LOCATIONS} locations counting the existing ones (409 locations_limit_reached)`, async () => {
    const { token, companyId } = await registerThrough('product');
    const nine = Array.from({ length: 9 }, (_, i) => place({ name: `Punkt ${i + 1}` }));
    expect((await post('/api/auth/add-locations', { locations: nine }, token)).statusCode).toBe(200);
    const over = await post(
      '/api/auth/add-locations',
      { locations: [place({ name: 'Punkt 10' }), place({ name: 'Punkt 11' })] },
      token,
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().errorCode).toBe('locations_limit_reached');
    expect(await locationsCount(companyId)).toBe(9);
    const tenth = await post('/api/auth/add-locations', { locations: [place({ name: 'Punkt 10' })] }, token);
    expect(tenth.statusCode).toBe(200);
    expect(tenth.json().company.locationsCount).toBe(10);
    const eleventh = await post('/api/auth/add-locations', { locations: [place({ name: 'Punkt 11' })] }, token);
    expect(eleventh.statusCode).toBe(409);
    // An empty list still completes the step at the limit.
    expect((await post('/api/auth/add-locations', { locations: [] }, token)).statusCode).toBe(200);
  });

  it('answers 422 with the geocoder code and the failing index, and saves nothing', async () => {
    const { token, companyId } = await registerThrough('product');
    await db()
      .insert(s.zipCodes)
      .values({ name: nowhere.zipCode, city: nowhere.city, centroidLat: 52.5, centroidLng: 19.5 });
    const res = await post('/api/auth/add-locations', { locations: [place(), nowhere, krakow()] }, token);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errorCode).toBe('address_not_found');
    expect(body.message).toContain('locations.1');
    expect(body.errors).toEqual({ 'locations.1.zipCode': ['locations.notifications.address_not_found'] });
    const partial = await post('/api/auth/add-locations', { locations: [place({ city: 'Kraków' })] }, token);
    expect(partial.statusCode).toBe(422);
    expect(partial.json()).toMatchObject({
      errorCode: 'address_matched_partially',
      errors: { 'locations.0.zipCode': [expect.any(String)] },
    });
    expect(await locationsCount(companyId)).toBe(0);
    expect((await companyRow(companyId)).locationsCompletedAt).toBeNull();
  });

  it('refuses a postcode that does not exist (00-000) under the location’s zip code, and saves nothing', async () => {
    const { token, companyId } = await registerThrough('product');
    const res = await post('/api/auth/add-locations', { locations: [place(), place({ zipCode: '00-000' })] }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: { 'locations.1.zipCode': ['validation.zipCodeUnknown'] },
    });
    expect(await locationsCount(companyId)).toBe(0);
  });

  it('answers 400 with per-location field errors and for more than 10 locations', async () => {
    const bad = await post(
      '/api/auth/add-locations',
      { locations: [place(), place({ name: 'ab', zipCode: '00850' })] },
      tokens.fresh,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: { 'locations.1.name': ['validation.minLength'], 'locations.1.zipCode': ['validation.zipCode'] },
    });
    const tooMany = await post(
      '/api/auth/add-locations',
      { locations: Array.from({ length: 11 }, () => place()) },
      tokens.fresh,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ locations: ['account.validation.tooManyLocations'] });
    const missing = await post('/api/auth/add-locations', {}, tokens.fresh);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['locations']);
  });

  it('is for client users only', async () => {
    const res = await post('/api/auth/add-locations', { locations: [] }, tokens.operator);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('client_user_only');
  });
});

describe('registration steps in order', () => {
  it('refuses a step whose earlier steps are not done (409 registration_step_missing) and saves nothing', async () => {
    const { token, companyId } = await register();
    const locations = await post('/api/auth/add-locations', { locations: [place()] }, token);
    expect(locations.statusCode).toBe(409);
    expect(locations.json()).toMatchObject({
      errorCode: 'registration_step_missing',
      message: expect.stringContaining('product choice'),
    });
    const data = await post('/api/@me/company-data', companyData(), token);
    expect(data.statusCode).toBe(409);
    expect(data.json().errorCode).toBe('registration_step_missing');
    expect(await companyRow(companyId)).toMatchObject({
      locationsCompletedAt: null,
      companyDataCompletedAt: null,
      contractData: null,
    });
    const [{ n }] = await db().select({ n: count() }).from(s.locations).where(eq(s.locations.companyId, companyId));
    expect(n).toBe(0);

    // In order, each step goes through.
    expect((await post('/api/auth/select-product', { defaultPackageSize: 'S' }, token)).statusCode).toBe(200);
    const early = await post('/api/@me/company-data', companyData(), token);
    expect(early.json()).toMatchObject({
      errorCode: 'registration_step_missing',
      message: expect.stringContaining('pickup points'),
    });
    expect((await post('/api/auth/add-locations', { locations: [place()] }, token)).statusCode).toBe(200);
    expect((await post('/api/@me/company-data', companyData(), token)).statusCode).toBe(200);
    expect((await post('/api/@me/contract/generate', { acceptTerms: true }, token)).statusCode).toBe(200);
  });
});

describe('GET /api/@me/company', () => {
  it('answers the active client company with activated and the locations count', async () => {
    const company = await myCompany(tokens.client);
    expect(company).toMatchObject({
      id: ctx.fx.companies.alpha,
      name: 'Alpha Pharmacy',
      status: 'active',
      activated: true,
      defaultPackageSize: 'M',
      contractData: null,
      locationsCount: await locationsCount(ctx.fx.companies.alpha),
    });
    expect(Object.values(company.registrationSteps).every(Boolean)).toBe(true);
    expect((await me(tokens.client)).activated).toBe(true);
  });

  it('answers the pending company as not activated', async () => {
    expect(await myCompany(tokens.fresh)).toMatchObject({
      id: ctx.fx.companies.gamma,
      status: 'pending',
      activated: false,
      contractState: 'pending',
      contractGeneratedAt: null,
    });
  });

  it('is for client users only', async () => {
    const res = await get('/api/@me/company', tokens.admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('client_user_only');
    expect((await get('/api/@me/company')).statusCode).toBe(401);
  });
});

describe('POST /api/@me/company-data', () => {
  it('stores the data (NIP without dashes), completes the step and makes the contract ready', async () => {
    const { token, companyId } = await registerThrough('locations');
    const res = await post('/api/@me/company-data', companyData(), token);
    expect(res.statusCode).toBe(200);
    const company = res.json<MyCompany>();
    expect(company).toMatchObject({
      contractState: 'not_generated',
      contractData: { nip: NIP, name: 'Zażółć Gęślą Jaźń sp. z o.o.', apartmentNumber: '4' },
    });
    const completed = company.registrationSteps.companyDataCompleted;
    expect(completed).toEqual(expect.any(String));
    expect((await me(token)).registrationSteps.companyDataCompleted).toBe(completed);
    expect((await companyRow(companyId)).contractData).toMatchObject({ nip: NIP, regon: REGON, krs: '0000123456' });

    // Saving again keeps the first date; the same NIP (formatted differently) is accepted.
    const again = await post(
      '/api/@me/company-data',
      companyData({ nip: NIP, city: 'Warszawa', shareCapital: '' }),
      token,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json<MyCompany>().registrationSteps.companyDataCompleted).toBe(completed);
    expect(again.json<MyCompany>().contractData).not.toHaveProperty('shareCapital');

    const [entry] = await auditOf('company.companyData', companyId);
    expect(entry).toMatchObject({
      actorKind: 'client',
      before: { contractData: { shareCapital: '50 000,00 zł' } },
      after: { contractData: { nip: NIP } },
    });
  });

  it('keeps the NIP read-only once set (400 company_nip_read_only)', async () => {
    const { token, companyId } = await registerThrough('locations');
    expect((await post('/api/@me/company-data', companyData(), token)).statusCode).toBe(200);
    const res = await post('/api/@me/company-data', companyData({ nip: OTHER_NIP }), token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'company_nip_read_only',
      errors: { nip: ['companies.validation.nipReadOnly'] },
    });
    expect((await companyRow(companyId)).contractData?.nip).toBe(NIP);
  });

  it('answers 400 with field errors for invalid data', async () => {
    const res = await post(
      '/api/@me/company-data',
      companyData({ nip: '1234567890', regon: '123', zipCode: '00624', city: '', krs: '12' }),
      tokens.fresh,
    );
    expect(res.statusCode).toBe(400);
    const { errorCode, errors } = res.json();
    expect(errorCode).toBe('validation_failed');
    expect(errors).toMatchObject({
      nip: ['companies.validation.nip'],
      regon: ['companies.validation.regon'],
      zipCode: ['validation.zipCode'],
      city: ['validation.required'],
      krs: ['companies.validation.krs'],
    });
    const missing = await post('/api/@me/company-data', {}, tokens.fresh);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'city',
      'firstName',
      'headquartersIn',
      'lastName',
      'name',
      'nip',
      'regon',
      'street',
      'zipCode',
    ]);
  });

  it('changed data resets a generated, unsigned contract; the same data does not', async () => {
    const { token, companyId } = await registerThrough('locations');
    await post('/api/@me/company-data', companyData(), token);
    expect((await post('/api/@me/contract/generate', { acceptTerms: true }, token)).statusCode).toBe(200);

    const same = await post('/api/@me/company-data', companyData(), token);
    expect(same.json<MyCompany>()).toMatchObject({
      contractState: 'generated',
      contractGeneratedAt: expect.any(String),
    });

    const changed = await post(
      '/api/@me/company-data',
      companyData({ street: 'Nowy Świat', streetNumber: '5' }),
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json<MyCompany>()).toMatchObject({
      contractState: 'not_generated',
      contractGeneratedAt: null,
      registrationSteps: { contractGenerated: null },
    });
    const row = await companyRow(companyId);
    expect(row.contractGeneratedAt).toBeNull();
    expect(row.contract?.generatedAt).toBeUndefined();
    expect((await me(token)).registrationSteps.contractGenerated).toBeNull();
    expect((await get('/api/@me/contract', token)).json().errorCode).toBe('contract_not_generated');
    const [entry] = await auditOf('company.companyData', companyId);
    expect(entry).toMatchObject({
      before: { contractGeneratedAt: expect.any(String) },
      after: { contractGeneratedAt: null },
    });
  });

  it('answers 409 company_already_active for an active company', async () => {
    const res = await post('/api/@me/company-data', companyData(), tokens.client);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('company_already_active');
    expect((await companyRow(ctx.fx.companies.alpha)).contractData).toBeNull();
  });

  it('is for client users only', async () => {
    const res = await post('/api/@me/company-data', companyData(), tokens.admin);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('client_user_only');
  });

  it('the operator’s company update of the contract data completes the step too', async () => {
    const { companyId } = await registerThrough('locations');
    const res = await post('/api/company/update', { companyId, contractData: companyData() }, tokens.admin);
    expect(res.statusCode).toBe(200);
    const completed = (await companyRow(companyId)).companyDataCompletedAt;
    expect(completed).toBeInstanceOf(Date);
    // A second update keeps the date; the shared NIP rule applies there too.
    await post('/api/company/update', { companyId, contractData: companyData({ city: 'Warszawa' }) }, tokens.admin);
    expect((await companyRow(companyId)).companyDataCompletedAt).toEqual(completed);
    const nip = await post(
      '/api/company/update',
      { companyId, contractData: companyData({ nip: OTHER_NIP }) },
      tokens.admin,
    );
    expect(nip.statusCode).toBe(400);
    expect(nip.json()).toMatchObject({
      errorCode: 'company_nip_read_only',
      errors: { 'contractData.nip': ['companies.validation.nipReadOnly'] },
    });
  });
});

describe('POST /api/@me/contract/generate', () => {
  it('answers 409 company_data_missing without company data', async () => {
    const { token } = await registerThrough('locations');
    const res = await post('/api/@me/contract/generate', { acceptTerms: true }, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('company_data_missing');
  });

  it('needs the terms accepted (400)', async () => {
    for (const body of [{}, { acceptTerms: false }]) {
      const res = await post('/api/@me/contract/generate', body, tokens.fresh);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'validation_failed',
        errors: { acceptTerms: ['validation.mustAccept'] },
      });
    }
  });

  it('generates: contract state, step date and the stored contract', async () => {
    const { token, companyId } = await registerThrough('locations');
    await post('/api/@me/company-data', companyData(), token);
    const res = await post('/api/@me/contract/generate', { acceptTerms: true }, token);
    expect(res.statusCode).toBe(200);
    const company = res.json<MyCompany>();
    expect(company.contractState).toBe('generated');
    expect(company.contractGeneratedAt).toEqual(expect.any(String));
    expect(company.registrationSteps.contractGenerated).toBe(company.contractGeneratedAt);
    expect((await me(token)).registrationSteps.contractGenerated).toBe(company.contractGeneratedAt);
    const row = await companyRow(companyId);
    expect(row.contract).toEqual({
      generatedAt: company.contractGeneratedAt,
      fileName: 'contract.pdf',
      termsAcceptedAt: company.contractGeneratedAt,
    });
    const [entry] = await auditOf('company.generateContract', companyId);
    expect(entry).toMatchObject({
      actorKind: 'client',
      before: { contractGeneratedAt: null },
      after: { contractGeneratedAt: company.contractGeneratedAt, contract: { fileName: 'contract.pdf' } },
    });
    // The back office sees it as ready for activation.
    const details = await get('/api/company/details', tokens.admin, { companyId: String(companyId) });
    expect(details.json().company).toMatchObject({ contractState: 'generated', canActivate: true });
  });

  it('answers 409 contract_already_signed for an active company', async () => {
    const res = await post('/api/@me/contract/generate', { acceptTerms: true }, tokens.client);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('contract_already_signed');
  });

  it('is for client users only', async () => {
    const res = await post('/api/@me/contract/generate', { acceptTerms: true }, tokens.operator);
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('client_user_only');
  });
});

describe('GET /api/@me/contract and GET /api/company/contract', () => {
  let owner: Awaited<ReturnType<typeof register>>;
  let other: Awaited<ReturnType<typeof register>>;
  beforeAll(async () => {
    owner = await registerThrough('locations');
    other = await registerThrough('locations');
    await post('/api/@me/company-data', companyData(), owner.token);
    await post(
      '/api/@me/company-data',
      companyData({
        name: 'Inna Firma S.A.',
        nip: OTHER_NIP,
        firstName: 'Piotr',
        lastName: 'Nowak',
        headquartersIn: 'Stare Babice',
        city: 'Stare Babice',
      }),
      other.token,
    );
  });

  it('answers 409 contract_not_generated before generation', async () => {
    const res = await get('/api/@me/contract', owner.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('contract_not_generated');
    const operator = await get('/api/company/contract', tokens.admin, { companyId: String(owner.companyId) });
    expect(operator.statusCode).toBe(409);
    expect(operator.json().errorCode).toBe('contract_not_generated');
  });

  it('answers the contract as a PDF holding the company data', async () => {
    const generated = (await post('/api/@me/contract/generate', { acceptTerms: true }, owner.token)).json<MyCompany>();
    const res = await get('/api/@me/contract', owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="contract.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    const year = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', year: 'numeric' }).format(
      new Date(generated.contractGeneratedAt!),
    );
    for (const expected of [
      'Umowa o świadczenie usług dostawy',
      'Same-day delivery services agreement',
      `DC/${year}/${String(owner.companyId).padStart(6, '0')}`,
      'delivery-console sp. z o.o.',
      'Zażółć Gęślą Jaźń sp. z o.o.',
      'Marszałkowska 10/4, 00-624 Warszawa',
      'NIP: 123-456-78-02',
      `REGON: ${REGON}`,
      'KRS: 0000123456',
      'kapitał zakładowy: 50 000,00 zł',
      // The seat in the locative for a city we know (both parties are in Warsaw here).
      'z siedzibą w Warszawie, Marszałkowska 10/4',
      'z siedzibą w Warszawie, ul. Prosta 20',
      'reprezentant: Anna Żółkiewska',
      '90 minut',
      '14 dni',
      'RODO',
      'Postanowienia końcowe',
      'Zleceniodawca / Client',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Inna Firma');
    // No name left undeclined after "w" ("z siedzibą w Warszawa").
    expect(text).not.toMatch(/z siedzibą w Warszawa\b/);
  });

  it('is the same file for the operator (GET /api/company/contract) and on every download', async () => {
    const client = await get('/api/@me/contract', owner.token);
    const again = await get('/api/@me/contract', owner.token);
    const operator = await get('/api/company/contract', tokens.admin, { companyId: String(owner.companyId) });
    expect(operator.statusCode).toBe(200);
    expect(operator.headers['content-disposition']).toBe('attachment; filename="contract.pdf"');
    expect(again.rawPayload.equals(client.rawPayload)).toBe(true);
    expect(operator.rawPayload.equals(client.rawPayload)).toBe(true);
  });

  it('a client reads only its own contract', async () => {
    await post('/api/@me/contract/generate', { acceptTerms: true }, other.token);
    // The client path has no company parameter: a companyId in the query is not taken.
    const own = await get('/api/@me/contract', other.token, { companyId: String(owner.companyId) });
    expect(own.statusCode).toBe(200);
    const text = await pdfText(own.rawPayload);
    expect(text).toContain('Inna Firma S.A.');
    expect(text).toContain('Piotr Nowak');
    expect(text).not.toContain('Zażółć');
    // A city the contract cannot decline comes after a colon: correct Polish for any name.
    expect(text).toContain('z siedzibą: Stare Babice, Marszałkowska 10/4, 00-624 Stare Babice');
    expect(text).not.toContain('z siedzibą w Stare');
    // The back-office path is closed to client users.
    const backOffice = await get('/api/company/contract', other.token, { companyId: String(owner.companyId) });
    expect(backOffice.statusCode).toBe(403);
  });

  it('the back-office path: permission, tenant, 404 and 400', async () => {
    // An operator without the companies page.
    expect(
      (await get('/api/company/contract', tokens.operator, { companyId: String(owner.companyId) })).statusCode,
    ).toBe(403);
    // An operator with the companies page limited to other companies.
    await db()
      .insert(s.operators)
      .values({
        username: 'limited-companies',
        email: 'limited-companies@x.pl',
        passwordHash: await fixtureHash('limited123'),
        scope: ['companies'],
        accountType: 'xd_employee',
        canView: {
          sensitiveData: false,
          pinCode: false,
          cancellation: false,
          holdOrder: false,
          orderEstimations: false,
          orderRoute: false,
          comments: false,
          changeDriver: false,
          driverInfo: false,
          driverPayout: false,
        },
        companyIds: [other.companyId],
      });
    const limited = await login(ctx.app, 'limited-companies', 'limited123');
    const hidden = await get('/api/company/contract', limited, { companyId: String(owner.companyId) });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().errorCode).toBe('company_not_found');
    expect((await get('/api/company/contract', limited, { companyId: String(other.companyId) })).statusCode).toBe(200);
    const missing = await get('/api/company/contract', tokens.admin, { companyId: '999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('company_not_found');
    const bad = await get('/api/company/contract', tokens.admin, { companyId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'validation_failed', errors: { companyId: [expect.any(String)] } });
  });

  it('the client path is for client users only; a company without data answers 409 company_data_missing', async () => {
    const operator = await get('/api/@me/contract', tokens.admin);
    expect(operator.statusCode).toBe(403);
    expect(operator.json().errorCode).toBe('client_user_only');
    // Alpha is marked generated by the fixture but has no company data to print.
    const alpha = await get('/api/@me/contract', tokens.client);
    expect(alpha.statusCode).toBe(409);
    expect(alpha.json().errorCode).toBe('company_data_missing');
  });
});

describe('the contract is made from the saved company data', () => {
  it('holds the saved KRS and apartment number once they are saved and the contract generated again', async () => {
    const { token } = await registerThrough('locations');
    const withoutThem = companyData({ krs: undefined, apartmentNumber: undefined, shareCapital: undefined });
    expect((await post('/api/@me/company-data', withoutThem, token)).statusCode).toBe(200);
    expect((await post('/api/@me/contract/generate', { acceptTerms: true }, token)).statusCode).toBe(200);
    const first = await pdfText((await get('/api/@me/contract', token)).rawPayload);
    expect(first).toContain('Marszałkowska 10, 00-624 Warszawa');
    expect(first).not.toContain('KRS:');
    expect(first).not.toContain('Marszałkowska 10/4');

    // Saving them changes the data: the generated contract is void until it is generated from the saved data.
    const saved = await post('/api/@me/company-data', companyData(), token);
    expect(saved.json<MyCompany>()).toMatchObject({
      contractState: 'not_generated',
      contractData: { krs: '0000123456', apartmentNumber: '4' },
    });
    expect((await get('/api/@me/contract', token)).json().errorCode).toBe('contract_not_generated');

    expect((await post('/api/@me/contract/generate', { acceptTerms: true }, token)).statusCode).toBe(200);
    const second = await pdfText((await get('/api/@me/contract', token)).rawPayload);
    expect(second).toContain('KRS: 0000123456');
    expect(second).toContain('Marszałkowska 10/4, 00-624 Warszawa');
  });
});

describe('an active company’s client', () => {
  let client: Awaited<ReturnType<typeof register>>;
  beforeAll(async () => {
    client = await registerThrough('product', 'Aktywna Sp. z o.o.');
    expect((await post('/api/auth/add-locations', { locations: [place()] }, client.token)).statusCode).toBe(200);
    expect((await post('/api/@me/company-data', companyData(), client.token)).statusCode).toBe(200);
    expect((await post('/api/@me/contract/generate', { acceptTerms: true }, client.token)).statusCode).toBe(200);
    const activation = await post(
      '/api/company/activate',
      { companyId: client.companyId, displayName: 'Aktywna' },
      tokens.admin,
    );
    expect(activation.statusCode).toBe(200);
  });

  it('reads every field of its company data', async () => {
    const company = await myCompany(client.token);
    expect(company).toMatchObject({ status: 'active', activated: true, contractState: 'signed' });
    expect(company.contractData).toEqual({ ...companyData(), nip: NIP, displayName: 'Aktywna' });
  });

  it('downloads the contract generated before activation, with the saved data', async () => {
    const res = await get('/api/@me/contract', client.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Zażółć Gęślą Jaźń sp. z o.o.',
      'NIP: 123-456-78-02',
      'KRS: 0000123456',
      'Marszałkowska 10/4',
    ])
      expect(text).toContain(expected);
    // The same file as the operator’s.
    const operator = await get('/api/company/contract', tokens.admin, { companyId: String(client.companyId) });
    expect(operator.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('changes nothing: the data and the contract stay as they were, without an audit entry', async () => {
    const before = await companyRow(client.companyId);
    const audited = (await auditOf('company.companyData', client.companyId)).map((entry) => entry.id);
    const changed = await post('/api/@me/company-data', companyData({ city: 'Kraków' }), client.token);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errorCode).toBe('company_already_active');
    const nip = await post('/api/@me/company-data', companyData({ nip: OTHER_NIP }), client.token);
    expect(nip.statusCode).toBe(409);
    expect(nip.json().errorCode).toBe('company_already_active');
    const again = await post('/api/@me/contract/generate', { acceptTerms: true }, client.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().errorCode).toBe('contract_already_signed');
    expect(await companyRow(client.companyId)).toEqual(before);
    expect((await auditOf('company.companyData', client.companyId)).map((entry) => entry.id)).toEqual(audited);
  });
});

describe('the whole onboarding', () => {
  it('register → product → 2 locations → company data → contract → activation by an operator', async () => {
    const { token, companyId } = await register('Onboarding Sp. z o.o.');
    const steps = async () => (await me(token)).registrationSteps;
    expect(await me(token)).toMatchObject({
      activated: false,
      registrationSteps: {
        productSelectionCompleted: null,
        locationsCompleted: null,
        companyDataCompleted: null,
        contractGenerated: null,
      },
    });

    expect((await post('/api/auth/select-product', { defaultPackageSize: 'S' }, token)).statusCode).toBe(200);
    expect(await steps()).toMatchObject({ productSelectionCompleted: expect.any(String), locationsCompleted: null });

    const added = await post('/api/auth/add-locations', { locations: [place(), krakow()] }, token);
    expect(added.statusCode).toBe(200);
    expect(await steps()).toMatchObject({ locationsCompleted: expect.any(String), companyDataCompleted: null });

    expect(
      (await post('/api/@me/company-data', companyData({ name: 'Onboarding Sp. z o.o.' }), token)).statusCode,
    ).toBe(200);
    expect(await steps()).toMatchObject({ companyDataCompleted: expect.any(String), contractGenerated: null });
    expect((await myCompany(token)).contractState).toBe('not_generated');

    expect((await post('/api/@me/contract/generate', { acceptTerms: true }, token)).statusCode).toBe(200);
    const beforeActivation = await me(token);
    expect(Object.values(beforeActivation.registrationSteps).every(Boolean)).toBe(true);
    expect(beforeActivation.activated).toBe(false);
    expect(beforeActivation.permissions.orders.canWrite).toBe(false);

    const activation = await post('/api/company/activate', { companyId, displayName: 'Onboarding' }, tokens.admin);
    expect(activation.statusCode).toBe(200);

    const after = await me(token);
    expect(after.activated).toBe(true);
    expect(after.user.companyStatus).toBe('active');
    expect(after.permissions.orders.canWrite).toBe(true);
    expect(await myCompany(token)).toMatchObject({
      status: 'active',
      activated: true,
      displayName: 'Onboarding',
      defaultPackageSize: 'S',
      contractState: 'signed',
      locationsCount: 2,
    });

    // Once active: no more company data, no new contract; the PDF is still there.
    expect(
      (await post('/api/@me/company-data', companyData({ name: 'Onboarding Sp. z o.o.' }), token)).json().errorCode,
    ).toBe('company_already_active');
    expect((await post('/api/@me/contract/generate', { acceptTerms: true }, token)).json().errorCode).toBe(
      'contract_already_signed',
    );
    const pdf = await get('/api/@me/contract', token);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Onboarding Sp. z o.o.');
  });
});

describe('POST /api/@me/change-password', () => {
  it('a client user: new token, every old session ends, the new password signs in and the old one not', async () => {
    const { token, email } = await register();
    const second = await login(ctx.app, email, PASSWORD);
    const res = await post(
      '/api/@me/change-password',
      { oldPassword: PASSWORD, newPassword: 'zmiana987', newPasswordConfirmation: 'zmiana987' },
      token,
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json<TokenResponse>();
    expect(fresh).toMatchObject({ token: expect.any(String), expiresAt: expect.any(String), userType: 'client' });
    expect(fresh.token).not.toBe(token);

    const old = await get('/api/@me', token);
    expect(old.statusCode).toBe(401);
    expect((await get('/api/@me', second)).statusCode).toBe(401);
    expect((await me(fresh.token)).user.username).toBe(email);

    const withOld = await post('/api/auth/login', { username: email, password: PASSWORD });
    expect(withOld.statusCode).toBe(401);
    expect(withOld.json().errorCode).toBe('invalid_credentials');
    const withNew = await post('/api/auth/login', { username: email, password: 'zmiana987' });
    expect(withNew.statusCode).toBe(200);

    const user = (await db().select().from(s.clientUsers).where(eq(s.clientUsers.email, email)))[0]!;
    expect(user.passwordHash.startsWith('$argon2id$')).toBe(true);
    const [entry] = await auditOf('auth.changeOwnPassword', user.id);
    expect(entry).toMatchObject({ actorKind: 'client', actorName: email, entity: 'client_user' });
    const recorded = JSON.stringify(entry);
    for (const secret of [PASSWORD, 'zmiana987', user.passwordHash, 'argon2']) expect(recorded).not.toContain(secret);
  });

  it('an operator too (the API caller may leave the confirmation out)', async () => {
    const token = await login(ctx.app, 'nobody', 'nobody123');
    const res = await post(
      '/api/@me/change-password',
      { oldPassword: 'nobody123', newPassword: 'nobody-new-1' },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<TokenResponse>().userType).toBe('operator');
    expect((await get('/api/@me', token)).statusCode).toBe(401);
    expect((await me(res.json<TokenResponse>().token)).user.kind).toBe('operator');
    expect((await post('/api/auth/login', { username: 'nobody', password: 'nobody-new-1' })).statusCode).toBe(200);
    expect((await post('/api/auth/login', { username: 'nobody', password: 'nobody123' })).statusCode).toBe(401);
    const [op] = await db().select().from(s.operators).where(eq(s.operators.username, 'nobody'));
    expect(await auditOf('auth.changeOwnPassword', op!.id)).toEqual([
      expect.objectContaining({ actorKind: 'operator', entity: 'operator' }),
    ]);
  });

  it('a wrong old password answers 409 password_does_not_match and changes nothing', async () => {
    const { token, email } = await register();
    const res = await post('/api/@me/change-password', { oldPassword: 'wrong1234', newPassword: 'zmiana987' }, token);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorCode).toBe('password_does_not_match');
    expect((await get('/api/@me', token)).statusCode).toBe(200);
    expect((await post('/api/auth/login', { username: email, password: PASSWORD })).statusCode).toBe(200);
  });

  it(`throttles wrong old passwords: 429 too_many_login_attempts after ${MAX_FAILURES}`, async () => {
    const { token } = await register();
    for (let i = 0; i < MAX_FAILURES; i++) {
      const wrong = await post(
        '/api/@me/change-password',
        { oldPassword: `wrong${i}xyz`, newPassword: 'zmiana987' },
        token,
      );
      expect(wrong.json().errorCode).toBe('password_does_not_match');
    }
    const locked = await post('/api/@me/change-password', { oldPassword: PASSWORD, newPassword: 'zmiana987' }, token);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errorCode).toBe('too_many_login_attempts');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another user is not affected, and successes do not count.
    const other = await register();
    for (let i = 0; i < MAX_FAILURES + 1; i++) {
      const ok = await post(
        '/api/@me/change-password',
        { oldPassword: i % 2 ? 'zmiana987' : PASSWORD, newPassword: i % 2 ? PASSWORD : 'zmiana987' },
        other.token,
      );
      expect(ok.statusCode).toBe(200);
      other.token = ok.json<TokenResponse>().token;
    }
  });

  it('answers 400 with field errors', async () => {
    const short = await post(
      '/api/@me/change-password',
      { oldPassword: 'client123', newPassword: 'abc' },
      tokens.client,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: { newPassword: ['validation.minLength'] },
    });
    const mismatch = await post(
      '/api/@me/change-password',
      { oldPassword: 'client123', newPassword: 'abcdefg1', newPasswordConfirmation: 'abcdefg2' },
      tokens.client,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual({ newPasswordConfirmation: ['validation.passwordMismatch'] });
    const missing = await post('/api/@me/change-password', {}, tokens.client);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['newPassword', 'oldPassword']);
    // Nothing changed for the fixture's client.
    expect((await get('/api/@me', tokens.client)).statusCode).toBe(200);
  });

  it('needs a session (401)', async () => {
    expect((await post('/api/@me/change-password', { oldPassword: 'x', newPassword: 'abcdefg1' })).statusCode).toBe(
      401,
    );
  });
});
