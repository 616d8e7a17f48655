// Locations: GET /api/region/locations, POST /api/region/locations/add and /update. Validation with the shared
// schema, tenant rules (another tenant's location is a 404), geocoding on save, the client limit, the audit entry,
// a pickup point repeating another's name and address (409 duplicate_location unless allowDuplicate), the postcode's
// checks (one that does not exist refused under zipCode, one of another place questioned: 409 zip_code_other_place
// unless confirmZipCodePlace) and whether a region covers each point (region, covered).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import { REGISTRATION_MAX_LOCATIONS } from '../../domain/constants.ts';
import type { CompanyLocations, Location } from '../../domain/locationApi.ts';
import { bearer, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'coordinator', 'client', 'fresh');
});

const post = (url: string, payload: unknown, who = 'admin') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: bearer(tokens[who]!) });
const list = (query: Record<string, string> = {}, who = 'admin') =>
  ctx.app.inject({ method: 'GET', url: '/api/region/locations', query, headers: bearer(tokens[who]!) });

const fields = (extra: Record<string, unknown> = {}) => ({
  name: 'Main store',
  street: 'Prosta 2',
  city: 'Warszawa',
  zipCode: '00-850',
  phone: '600 100 200',
  defaultNote: 'Ring twice',
  active: true,
  workingSettings: {
    monday: { closed: false, from: { hour: 8, minute: 0 }, to: { hour: 16, minute: 30 } },
    sunday: { closed: true },
  },
  ...extra,
});

describe('POST /api/region/locations/add', () => {
  it('saves the location geocoded (postal-code centroid) with an audit entry', async () => {
    const res = await post('/api/region/locations/add', { companyId: ctx.fx.companies.alpha, ...fields() });
    expect(res.statusCode).toBe(200);
    const saved = res.json<Location>();
    expect(saved).toMatchObject({
      companyId: ctx.fx.companies.alpha,
      name: 'Main store',
      phone: '600 100 200',
      defaultNote: 'Ring twice',
      active: true,
      address: {
        street: 'Prosta 2',
        city: 'Warszawa',
        zipCode: '00-850',
        formatted: 'Prosta 2, 00-850 Warszawa',
        lat: 52.23258,
        lng: 20.99429,
      },
      workingSettings: {
        monday: { closed: false, from: { hour: 8, minute: 0 }, to: { hour: 16, minute: 30 } },
        sunday: { closed: true },
      },
    });
    const [entry] = await ctx.app.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'location'), eq(s.auditLog.entityId, String(saved.id))));
    expect(entry).toMatchObject({ action: 'location.add', actorKind: 'operator', actorName: 'admin' });
  });

  it('defaults: no hours, active, no phone', async () => {
    const res = await post('/api/region/locations/add', {
      companyId: ctx.fx.companies.beta,
      name: 'Depot',
      street: 'Rynek 1',
      city: 'Kraków',
      zipCode: '31-042',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: true, phone: null, defaultNote: null, workingSettings: {} });
  });

  it('rejects invalid fields with 400 and per-field message keys', async () => {
    const res = await post('/api/region/locations/add', {
      companyId: ctx.fx.companies.alpha,
      ...fields({
        name: 'ab',
        street: ' ',
        zipCode: '00850',
        phone: '12-34',
        workingSettings: {
          monday: { closed: false, from: { hour: 16, minute: 0 }, to: { hour: 8, minute: 0 } },
          tuesday: { closed: false, from: { hour: 8, minute: 0 } },
        },
      }),
    });
    expect(res.statusCode).toBe(400);
    const { errorCode, errors } = res.json<{ errorCode: string; errors: Record<string, string[]> }>();
    expect(errorCode).toBe('validation_failed');
    expect(errors).toMatchObject({
      name: ['validation.minLength'],
      street: ['validation.required'],
      zipCode: ['validation.zipCode'],
      phone: ['validation.phone'],
      'workingSettings.monday.to': ['locations.validation.hoursOrder'],
      'workingSettings.tuesday.to': ['locations.validation.hoursRequired'],
    });
  });

  it('answers 422 with the geocoder code when the address cannot be placed', async () => {
    // A stored zip-code area the postal-code list lacks: the geocoder looks for the city, and finds none.
    await ctx.app.database.db
      .insert(s.zipCodes)
      .values({ name: '09-998', city: 'Nieistniejąca Wieś', centroidLat: 52.5, centroidLng: 19.5 });
    const unknown = await post('/api/region/locations/add', {
      companyId: ctx.fx.companies.alpha,
      ...fields({ city: 'Nieistniejąca Wieś', zipCode: '09-998' }),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errorCode).toBe('address_not_found');
  });

  it('a client user adds to its own company (companyId optional) and not to another one', async () => {
    const own = await post('/api/region/locations/add', fields({ name: 'Client point' }), 'client');
    expect(own.statusCode).toBe(200);
    expect(own.json().companyId).toBe(ctx.fx.companies.alpha);
    const other = await post('/api/region/locations/add', { companyId: ctx.fx.companies.beta, ...fields() }, 'client');
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('company_not_found');
  });

  it(`holds a client company to ${REGISTRATION_MAX_LOCATIONS} locations (409); operators have no limit`, async () => {
    const gamma = ctx.fx.companies.gamma;
    for (let i = 0; i < REGISTRATION_MAX_LOCATIONS; i++) {
      const res = await post('/api/region/locations/add', fields({ name: `Point ${i}` }), 'fresh');
      expect(res.statusCode).toBe(200);
    }
    const over = await post('/api/region/locations/add', fields({ name: 'One too many' }), 'fresh');
    expect(over.statusCode).toBe(409);
    expect(over.json().errorCode).toBe('locations_limit_reached');
    const byOperator = await post('/api/region/locations/add', {
      companyId: gamma,
      ...fields({ name: 'Operator point' }),
    });
    expect(byOperator.statusCode).toBe(200);
  });

  it('operators need company write access', async () => {
    const res = await post('/api/region/locations/add', { companyId: ctx.fx.companies.alpha, ...fields() }, 'operator');
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/region/locations/update', () => {
  it('updates, re-geocodes a changed address and audits before and after', async () => {
    const added = (
      await post('/api/region/locations/add', { companyId: ctx.fx.companies.alpha, ...fields({ name: 'To move' }) })
    ).json<Location>();
    const res = await post('/api/region/locations/update', {
      locationId: added.id,
      ...fields({
        name: 'Moved',
        street: 'Puławska 1',
        zipCode: '02-677',
        active: false,
        phone: '',
        workingSettings: {},
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: added.id,
      name: 'Moved',
      active: false,
      phone: null,
      workingSettings: {},
      address: { zipCode: '02-677', lat: 52.17694, lng: 20.99177, formatted: 'Puławska 1, 02-677 Warszawa' },
    });
    const entries = await ctx.app.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'location.update'), eq(s.auditLog.entityId, String(added.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.before).toMatchObject({ name: 'To move' });
    expect(entries[0]!.after).toMatchObject({ name: 'Moved' });
  });

  it("another tenant's location and an unknown one are 404 location_not_found", async () => {
    const beta = (
      await post('/api/region/locations/add', { companyId: ctx.fx.companies.beta, ...fields({ name: 'Beta point' }) })
    ).json<Location>();
    const res = await post('/api/region/locations/update', { locationId: beta.id, ...fields() }, 'client');
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('location_not_found');
    const unknown = await post('/api/region/locations/update', { locationId: 999999, ...fields() });
    expect(unknown.statusCode).toBe(404);
  });

  it('validates like add', async () => {
    const res = await post('/api/region/locations/update', { locationId: 1, ...fields({ zipCode: 'abc' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.zipCode).toEqual(['validation.zipCode']);
  });
});

describe('the postcode of a pickup point', () => {
  const pointsNamed = async (name: string) =>
    ctx.app.database.db
      .select()
      .from(s.locations)
      .where(and(eq(s.locations.companyId, ctx.fx.companies.alpha), eq(s.locations.name, name)));

  it('00-000, the format’s example, and other postcodes that do not exist are refused under zipCode', async () => {
    for (const zipCode of ['00-000', '99-999']) {
      const res = await post('/api/region/locations/add', {
        companyId: ctx.fx.companies.alpha,
        ...fields({ name: 'Nowhere point', zipCode }),
      });
      expect(res.statusCode, zipCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'validation_failed',
        errors: { zipCode: ['validation.zipCodeUnknown'] },
      });
    }
    expect(await pointsNamed('Nowhere point')).toEqual([]);
    const saved = (
      await post('/api/region/locations/add', {
        companyId: ctx.fx.companies.alpha,
        ...fields({ name: 'Moving point' }),
      })
    ).json<Location>();
    const moved = await post('/api/region/locations/update', {
      locationId: saved.id,
      ...fields({ name: 'Moving point', zipCode: '00-000' }),
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ zipCode: ['validation.zipCodeUnknown'] });
    expect((await pointsNamed('Moving point'))[0]).toMatchObject({ zipCode: '00-850' });
  });

  it('a postcode of another place than the city answers 409 zip_code_other_place; confirmed, it is saved', async () => {
    const lublin = fields({ name: 'Lublin point', street: 'Krakowskie Przedmieście 1', zipCode: '20-001' });
    const asked = await post('/api/region/locations/add', { companyId: ctx.fx.companies.alpha, ...lublin });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({
      errorCode: 'zip_code_other_place',
      details: { zipCode: '20-001', place: 'Lublin', city: 'Warszawa' },
    });
    expect(await pointsNamed('Lublin point')).toEqual([]);

    const kept = await post('/api/region/locations/add', {
      companyId: ctx.fx.companies.alpha,
      ...lublin,
      confirmZipCodePlace: true,
    });
    expect(kept.statusCode).toBe(200);
    // Kept as typed, placed by the postcode (Lublin's point), and outside every region.
    expect(kept.json()).toMatchObject({
      address: { city: 'Warszawa', zipCode: '20-001', lat: 51.25, lng: 22.5667 },
      region: null,
      covered: false,
    });
    // The city written otherwise (case, diacritics) is the postcode's place: no question.
    const krakow = await post('/api/region/locations/add', {
      companyId: ctx.fx.companies.alpha,
      ...fields({ name: 'Rynek point', street: 'Rynek 1', city: 'KRAKÓW', zipCode: '31-042' }),
    });
    expect(krakow.statusCode).toBe(200);
    // An edit into another place asks the same; an edit that keeps postcode and city does not ask again.
    const moved = await post('/api/region/locations/update', {
      locationId: krakow.json<Location>().id,
      ...fields({ name: 'Rynek point', street: 'Rynek 1', city: 'Kraków', zipCode: '00-850' }),
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().errorCode).toBe('zip_code_other_place');
    const renamed = await post('/api/region/locations/update', {
      locationId: kept.json<Location>().id,
      ...lublin,
      name: 'Lublin point, renamed',
    });
    expect(renamed.statusCode).toBe(200);
    const notBoolean = await post('/api/region/locations/add', {
      companyId: ctx.fx.companies.alpha,
      ...lublin,
      confirmZipCodePlace: 'yes',
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().errors).toEqual({ confirmZipCodePlace: ['validation.invalid'] });
  });
});

describe('a pickup point with the name and address of another of its company', () => {
  const twin = (extra: Record<string, unknown> = {}) => fields({ name: 'Twin point', street: 'Prosta 2', ...extra });
  const countTwins = async () =>
    (
      await ctx.app.database.db
        .select({ id: s.locations.id })
        .from(s.locations)
        .where(and(eq(s.locations.companyId, ctx.fx.companies.alpha), eq(s.locations.name, 'Twin point')))
    ).length;

  it('is refused with 409 duplicate_location naming the other one, unless the body says allowDuplicate', async () => {
    const first = await post('/api/region/locations/add', { companyId: ctx.fx.companies.alpha, ...twin() });
    expect(first.statusCode).toBe(200);
    const firstId = first.json<Location>().id;

    // Case and repeated spaces do not make it another point.
    const again = await post('/api/region/locations/add', {
      companyId: ctx.fx.companies.alpha,
      ...twin({ name: ' twin  POINT ', street: 'prosta  2', city: 'WARSZAWA' }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'duplicate_location',
      details: { existingId: firstId, existingName: 'Twin point' },
    });
    expect(await countTwins()).toBe(1);

    const onPurpose = await post('/api/region/locations/add', {
      companyId: ctx.fx.companies.alpha,
      ...twin(),
      allowDuplicate: true,
    });
    expect(onPurpose.statusCode).toBe(200);
    expect(await countTwins()).toBe(2);
    const [entry] = await ctx.app.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'location.add'), eq(s.auditLog.entityId, String(onPurpose.json().id))));
    expect(entry!.after).toMatchObject({ name: 'Twin point', duplicateOf: firstId });

    // Another company, or another address, is no duplicate; allowDuplicate must be a boolean.
    expect((await post('/api/region/locations/add', { companyId: ctx.fx.companies.beta, ...twin() })).statusCode).toBe(
      200,
    );
    expect(
      (await post('/api/region/locations/add', { companyId: ctx.fx.companies.alpha, ...twin({ street: 'Prosta 4' }) }))
        .statusCode,
    ).toBe(200);
    const notBoolean = await post('/api/region/locations/add', {
      companyId: ctx.fx.companies.alpha,
      ...twin(),
      allowDuplicate: 'yes',
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().errors).toEqual({ allowDuplicate: ['validation.invalid'] });
  });

  it('editing into one is refused the same; other edits of a point saved twice on purpose are not', async () => {
    const [existing] = await ctx.app.database.db
      .select({ id: s.locations.id })
      .from(s.locations)
      .where(and(eq(s.locations.companyId, ctx.fx.companies.alpha), eq(s.locations.name, 'Twin point')))
      .orderBy(s.locations.id);
    const other = (
      await post('/api/region/locations/add', { companyId: ctx.fx.companies.alpha, ...twin({ name: 'Solo point' }) })
    ).json<Location>();
    const renamed = await post('/api/region/locations/update', { locationId: other.id, ...twin() });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({
      errorCode: 'duplicate_location',
      details: { existingId: existing!.id, existingName: 'Twin point' },
    });
    const onPurpose = await post('/api/region/locations/update', {
      locationId: other.id,
      ...twin(),
      allowDuplicate: true,
    });
    expect(onPurpose.statusCode).toBe(200);
    expect(onPurpose.json()).toMatchObject({ name: 'Twin point' });
    // Now one of several twins: its phone changes without a warning.
    const phone = await post('/api/region/locations/update', {
      locationId: other.id,
      ...twin({ phone: '600 999 888' }),
    });
    expect(phone.statusCode).toBe(200);
  });
});

describe('GET /api/region/locations', () => {
  it('groups locations by company; a client user sees only its own company', async () => {
    const own = (await list({}, 'client')).json<CompanyLocations[]>();
    expect(own.map((c) => c.companyId)).toEqual([ctx.fx.companies.alpha]);
    expect(own[0]!.companyName).toBe('Alpha Pharmacy');
    expect(own[0]!.locations.length).toBeGreaterThan(0);
    expect(own[0]!.locations.every((l) => l.companyId === ctx.fx.companies.alpha)).toBe(true);
    const asked = (await list({ companyId: String(ctx.fx.companies.beta) }, 'client')).json<CompanyLocations[]>();
    expect(asked).toEqual([]);
  });

  it('an operator asks for one company, or for the company of one location', async () => {
    const beta = (await list({ companyId: String(ctx.fx.companies.beta) })).json<CompanyLocations[]>();
    expect(beta).toHaveLength(1);
    const location = beta[0]!.locations[0]!;
    const byLocation = (await list({ locationId: String(location.id) })).json<CompanyLocations[]>();
    expect(byLocation).toEqual([
      { companyId: ctx.fx.companies.beta, companyName: 'Beta Electronics', locations: [location] },
    ]);
    // Several companies at once, comma-joined.
    const both = (await list({ companyIds: `${ctx.fx.companies.alpha},${ctx.fx.companies.beta}` })).json<
      CompanyLocations[]
    >();
    expect(both.map((c) => c.companyName)).toEqual(['Alpha Pharmacy', 'Beta Electronics']);
  });

  it('names the region whose zip-code coverage holds each location and whether one covers it', async () => {
    const inKrakow = (
      await post('/api/region/locations/add', {
        companyId: ctx.fx.companies.beta,
        ...fields({ name: 'Kraków depot', street: 'Rynek 1', city: 'Kraków', zipCode: '31-042' }),
      })
    ).json<Location>();
    const outside = await post('/api/region/locations/add', {
      companyId: ctx.fx.companies.beta,
      ...fields({ name: 'Gdańsk depot', street: 'Długa 1', city: 'Gdańsk', zipCode: '80-001' }),
    });
    expect(outside.statusCode).toBe(200);
    // The answers of add and update say it too.
    expect(inKrakow).toMatchObject({ region: 'Kraków', covered: true });
    expect(outside.json()).toMatchObject({ region: null, covered: false });
    const one = async (id: number) =>
      (await list({ locationId: String(id) })).json<CompanyLocations[]>()[0]!.locations[0]!;
    expect(await one(inKrakow.id)).toMatchObject({ region: 'Kraków', covered: true });
    expect(await one(outside.json<Location>().id)).toMatchObject({ region: null, covered: false });
    const beta = (await list({ companyId: String(ctx.fx.companies.beta) })).json<CompanyLocations[]>()[0]!.locations;
    expect(beta.map((l) => l.region)).toContain('Kraków');
    expect(beta.every((l) => l.covered === (l.region !== null))).toBe(true);
    // A region deactivated: its points are outside.
    await ctx.app.database.db.update(s.regions).set({ active: false }).where(eq(s.regions.id, ctx.fx.regions.krk));
    try {
      expect(await one(inKrakow.id)).toMatchObject({ region: null, covered: false });
    } finally {
      await ctx.app.database.db.update(s.regions).set({ active: true }).where(eq(s.regions.id, ctx.fx.regions.krk));
    }
  });

  it('operators without a page that uses locations get 403', async () => {
    expect((await list({}, 'coordinator')).statusCode).toBe(403);
    expect((await list({}, 'operator')).statusCode).toBe(200); // writes orders: the create form picks locations
  });
});

describe('OpenAPI', () => {
  it('describes the location and zip-code calls with our choices', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/region/locations'].get.tags).toEqual(['Back office: locations']);
    expect(doc.paths['/api/region/locations'].get.description).toContain('region');
    expect(doc.paths['/api/region/locations/add'].post.description).toContain('locations_limit_reached');
    expect(doc.paths['/api/region/locations/update'].post.description).toContain('geocoded');
    for (const path of ['/api/region/locations/add', '/api/region/locations/update']) {
      const post = doc.paths[path].post;
      expect(post.description).toContain('duplicate_location');
      expect(post.description).toContain('zip_code_other_place');
      expect(post.description).toContain('validation.zipCodeUnknown');
      expect(post.requestBody.content['application/json'].schema.properties).toHaveProperty('allowDuplicate');
      expect(post.requestBody.content['application/json'].schema.properties).toHaveProperty('confirmZipCodePlace');
      expect(post.responses['409'].content['application/json'].schema.properties).toHaveProperty('details');
    }
    expect(doc.paths['/api/region/zip-code'].get.tags).toEqual(['Back office: zip codes']);
    expect(doc.paths['/api/region/zip-code'].get.description).toContain('not served');
    expect(doc.paths['/api/region/zip-codes'].get.tags).toEqual(['Back office: zip codes']);
    expect(doc.paths['/api/region/zip-codes'].get.description).toContain('superAdmin');
  });
});
