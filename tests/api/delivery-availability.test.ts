import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, login, setupApp, signInAll } from './fixtures.ts';
import { fixtureHash } from './fixtureHash.ts';
import * as s from '../../server/db/schema.ts';
import { distanceMetres } from '../../domain/geo.ts';
import { canViewDefaults } from '../../domain/permissions.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
let delta = 0;

// Centroids of postcodes-pl.csv.
const P00_850 = { lat: 52.23258, lng: 20.99429 };
const P00_624 = { lat: 52.2146, lng: 21.02093 };
const road = (a: typeof P00_850, b: typeof P00_850) => Math.round(distanceMetres(a, b) * 1.35);

const sender = { street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' };
const receiver = { street: 'Marszałkowska 10', city: 'Warszawa', zipCode: '00-624' };

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator', 'client', 'coordinator', 'nobody', 'fresh');
  const db = ctx.app.database.db;
  const [beta] = await db.select().from(s.companies).where(eq(s.companies.id, ctx.fx.companies.beta));
  // Beta: its own tariff and multipliers (one with a time range, one deactivated with a higher value).
  await db
    .update(s.companies)
    .set({
      pricing: {
        currency: 'pln',
        sizes: { S: { base: 1000, perKm: 100 }, M: { base: 2000, perKm: 100 }, L: { base: 3000, perKm: 150 } },
      },
    })
    .where(eq(s.companies.id, beta!.id));
  await db.insert(s.multipliers).values([
    {
      description: 'Zima',
      dateFrom: new Date('2026-12-01T00:00:00+01:00'),
      dateTo: new Date('2026-12-31T23:59:59+01:00'),
      regions: ['Warszawa'],
      companyIds: [beta!.id],
      multiplier: 1.2,
      timeRanges: [{ from: { hour: 16, minute: 0 }, to: { hour: 19, minute: 0 }, multiplier: 1.5 }],
    },
    {
      description: 'Deactivated',
      dateFrom: new Date('2026-12-01T00:00:00+01:00'),
      dateTo: new Date('2026-12-31T23:59:59+01:00'),
      regions: ['Warszawa'],
      companyIds: [beta!.id],
      multiplier: 3,
      deactivatedAt: new Date('2026-11-01T00:00:00Z'),
    },
    {
      description: 'Other region',
      dateFrom: new Date('2026-12-01T00:00:00+01:00'),
      dateTo: new Date('2026-12-31T23:59:59+01:00'),
      regions: ['Kraków'],
      companyIds: [beta!.id],
      multiplier: 2.5,
    },
  ]);
  // Delta: deliveries up to 3 km only.
  const [d] = await db
    .insert(s.companies)
    .values({
      name: 'Delta Near',
      status: 'active',
      orderSettings: beta!.orderSettings,
      deliverySettings: { ...beta!.deliverySettings, maxDeliveryDistanceRadius: 3000 },
    })
    .returning();
  delta = d!.id;
});

const check = (token: string, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/order/check-delivery-availability',
    headers: bearer(token),
    payload: body,
  });

describe('POST /api/order/check-delivery-availability', () => {
  it('answers availability, road distance in metres and the default tariff price', async () => {
    const res = await check(tokens.operator!, { companyId: ctx.fx.companies.alpha, sender, receiver });
    expect(res.statusCode).toBe(200);
    const distance = road(P00_850, P00_624);
    expect(distance).toBeGreaterThan(3000);
    expect(distance).toBeLessThan(4500);
    // Default tariff, size M (alpha's default): 15.90 + 2.10 per km.
    expect(res.json()).toEqual({
      available: true,
      price: Math.round(1590 + (210 * distance) / 1000) / 100,
      currency: 'pln',
      estimatedDistance: distance,
      packageSize: 'M',
      multiplier: null,
      region: 'Warszawa',
    });
  });

  it('prices by package size, the company tariff and the highest active multiplier at that time', async () => {
    const distance = road(P00_850, P00_624);
    const beta = ctx.fx.companies.beta;
    const noMultiplier = (
      await check(tokens.operator!, {
        companyId: beta,
        sender,
        receiver,
        packageSize: 'S',
        at: '2026-11-20T12:00:00+01:00',
      })
    ).json();
    expect(noMultiplier).toMatchObject({
      price: Math.round(1000 + (100 * distance) / 1000) / 100,
      multiplier: null,
      packageSize: 'S',
    });
    const noon = (
      await check(tokens.operator!, { companyId: beta, sender, receiver, at: '2026-12-01T12:00:00+01:00' })
    ).json();
    expect(noon).toMatchObject({ price: Math.round((2000 + (100 * distance) / 1000) * 1.2) / 100, multiplier: 1.2 });
    const peak = (
      await check(tokens.operator!, { companyId: beta, sender, receiver, at: '2026-12-01T17:30:00+01:00' })
    ).json();
    expect(peak).toMatchObject({ price: Math.round((2000 + (100 * distance) / 1000) * 1.5) / 100, multiplier: 1.5 });
  });

  it('works without a sender (distance 0)', async () => {
    const res = await check(tokens.client!, { companyId: ctx.fx.companies.alpha, receiver });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ available: true, estimatedDistance: 0, price: 15.9 });
  });

  it.each([
    ['address_not_found', { street: 'Nigdzie 1', city: 'Nieistniejąca Wólka', zipCode: '99-999' }],
    ['address_is_ambiguous', { street: 'Polna 1', city: 'Czarna', zipCode: '99-999' }],
    ['address_matched_partially', { street: 'Marszałkowska 10', city: 'Kraków', zipCode: '00-624' }],
    ['delivery_not_available_for_specified_addresses', { street: 'Puławska 1', city: 'Piaseczno', zipCode: '05-500' }],
    ['cross_region_delivery_unavailable', { street: 'Rynek Główny 1', city: 'Krakow', zipCode: '31-042' }],
  ])('422 %s', async (code, address) => {
    const res = await check(tokens.operator!, { companyId: ctx.fx.companies.alpha, sender, receiver: address });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: code, name: 'UnprocessableEntity' });
  });

  it('the refusal of an address outside every region names it: the pickup point’s, the receiver’s or both', async () => {
    const lublin = { street: 'Krakowskie Przedmieście 1', city: 'Lublin', zipCode: '20-001' };
    const piaseczno = { street: 'Puławska 1', city: 'Piaseczno', zipCode: '05-500' };
    for (const [asked, outside] of [
      [{ sender: lublin, receiver }, ['pickupPoint']],
      [{ sender, receiver: piaseczno }, ['receiver']],
      [{ sender: lublin, receiver: piaseczno }, ['pickupPoint', 'receiver']],
      [{ receiver: piaseczno }, ['receiver']],
    ] as const) {
      const res = await check(tokens.operator!, { companyId: ctx.fx.companies.alpha, ...asked });
      expect(res.statusCode, JSON.stringify(asked)).toBe(422);
      expect(res.json()).toMatchObject({
        errorCode: 'delivery_not_available_for_specified_addresses',
        details: { outside },
      });
    }
  });

  it('a saved pickup point is placed where it was saved (its postcode of another place kept on purpose)', async () => {
    const kept = { street: 'Prosta 2', city: 'Wola', zipCode: '00-850' };
    // Typed, the geocoder doubts it: 00-850 is Warszawa's.
    const typed = await check(tokens.operator!, { companyId: ctx.fx.companies.alpha, sender: kept, receiver });
    expect(typed.json()).toMatchObject({ errorCode: 'address_matched_partially' });
    await ctx.app.database.db
      .insert(s.locations)
      .values({ companyId: ctx.fx.companies.alpha, name: 'Wola point', ...kept, ...P00_850, workingSettings: {} });
    const saved = await check(tokens.operator!, { companyId: ctx.fx.companies.alpha, sender: kept, receiver });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ available: true, estimatedDistance: road(P00_850, P00_624) });
    // Another company's point of that address does not count.
    const other = await check(tokens.operator!, { companyId: ctx.fx.companies.beta, sender: kept, receiver });
    expect(other.json()).toMatchObject({ errorCode: 'address_matched_partially' });
  });

  it('the sender address gets the same codes', async () => {
    const res = await check(tokens.operator!, {
      companyId: ctx.fx.companies.alpha,
      sender: { ...sender, city: 'Gdańsk' },
      receiver,
    });
    expect(res.json()).toMatchObject({ errorCode: 'address_matched_partially' });
  });

  it('an unknown zip code falls back to the city (diacritics and case ignored)', async () => {
    const res = await check(tokens.operator!, {
      companyId: ctx.fx.companies.alpha,
      sender,
      receiver: { street: 'X 1', city: 'WARSZAWA', zipCode: '09-999' },
    });
    // The city centroid is found, but 09-999 belongs to no region.
    expect(res.json()).toMatchObject({ errorCode: 'delivery_not_available_for_specified_addresses' });
  });

  it('refuses distances above the company maxDeliveryDistanceRadius (metres)', async () => {
    const res = await check(tokens.operator!, {
      companyId: delta,
      sender,
      receiver: { street: 'Puławska 100', city: 'Warszawa', zipCode: '02-677' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorCode).toBe('delivery_not_available_for_specified_addresses');
    // Both addresses are covered: none is named, the distance and the maximum are.
    expect(res.json().details).toMatchObject({ outside: [], distance: expect.any(Number), maxDistance: 3000 });
    const near = await check(tokens.operator!, {
      companyId: delta,
      sender: receiver,
      receiver: { ...receiver, zipCode: '00-590' },
    });
    expect(near.statusCode).toBe(200);
  });

  it('400 with field errors for a malformed body', async () => {
    const res = await check(tokens.operator!, {
      companyId: ctx.fx.companies.alpha,
      receiver: { street: '', city: 'Warszawa', zipCode: '00624' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: { 'receiver.street': ['validation.required'], 'receiver.zipCode': ['validation.zipCode'] },
    });
  });

  it('403 region_not_allowed for an operator limited to other regions', async () => {
    const canView = canViewDefaults('xd_employee');
    await ctx.app.database.db.insert(s.operators).values({
      username: 'krakow',
      email: 'krakow@x.pl',
      passwordHash: await fixtureHash('krakow123'),
      scope: ['orders'],
      accountType: 'xd_employee',
      canView,
      allCompanies: true,
      allRegions: false,
      regions: ['Kraków'],
    });
    const token = await login(ctx.app, 'krakow', 'krakow123');
    const res = await check(token, { companyId: ctx.fx.companies.alpha, sender, receiver });
    expect(res.statusCode).toBe(403);
    expect(res.json().errorCode).toBe('region_not_allowed');
  });

  it('tenant and permission: other companies do not exist for a client; read-only users are refused, an unactivated client prices its form', async () => {
    expect((await check(tokens.client!, { companyId: ctx.fx.companies.beta, receiver })).statusCode).toBe(404);
    expect((await check(tokens.coordinator!, { companyId: ctx.fx.companies.alpha, receiver })).statusCode).toBe(403);
    expect((await check(tokens.nobody!, { companyId: ctx.fx.companies.alpha, receiver })).statusCode).toBe(403);
    // Not activated yet: the form's estimate answers (the create itself needs write access).
    expect((await check(tokens.fresh!, { companyId: ctx.fx.companies.gamma, receiver })).statusCode).toBe(200);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/check-delivery-availability',
      payload: { companyId: 1, receiver },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
