// Working settings of pickup points and companies: every part kept on save (round trips through
// POST /api/region/locations/update and POST /api/company/update), field errors of the shared schema, audit entries,
// and the time slots of order creation (several ranges, special dates, the company's defaults).
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import type { CompanyDetails } from '../../domain/companySchemas.ts';
import type { CompanyLocations, Location } from '../../domain/locationApi.ts';
import { isoDate, offeredSlots, zonedParts } from '../../domain/timeSlots.ts';
import type { WorkingSettings } from '../../domain/types.ts';
import { bearer, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'client');
});

const hm = (hour: number, minute = 0) => ({ hour, minute });
const open = (from: number, to: number) => ({ closed: false, from: hm(from), to: hm(to) });
const FULL: WorkingSettings = {
  monday: open(8, 16),
  tuesday: {
    closed: false,
    from: hm(8),
    to: hm(18),
    ranges: [
      { from: hm(8), to: hm(12) },
      { from: hm(13), to: hm(18) },
    ],
  },
  wednesday: open(8, 16),
  thursday: open(8, 16),
  friday: open(8, 16),
  sunday: { closed: true },
  defaultWorkingHours: open(10, 14),
  customDates: [
    { date: '2026-12-24', closed: false, from: hm(9), to: hm(13) },
    { date: '2026-12-25', closed: true },
    {
      date: '2026-12-31',
      closed: false,
      from: hm(8),
      to: hm(16),
      ranges: [
        { from: hm(8), to: hm(10) },
        { from: hm(12), to: hm(16) },
      ],
    },
  ],
  nonStandardWorkingHours: true,
  zone: 'Europe/Warsaw',
};

const post = (url: string, payload: unknown, who = 'admin') =>
  ctx.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: bearer(tokens[who]!) });
const get = (url: string, query: Record<string, string>, who = 'admin') =>
  ctx.app.inject({ method: 'GET', url, query, headers: bearer(tokens[who]!) });

const loadLocation = async (id: number, who = 'admin'): Promise<Location> => {
  const res = await get('/api/region/locations', { locationId: String(id) }, who);
  expect(res.statusCode).toBe(200);
  return res.json<CompanyLocations[]>()[0]!.locations[0]!;
};
/** A loaded location as the update body: every field, unchanged. */
const bodyOf = (l: Location) => ({
  locationId: l.id,
  name: l.name,
  street: l.address.street,
  city: l.address.city,
  zipCode: l.address.zipCode,
  phone: l.phone,
  defaultNote: l.defaultNote,
  active: l.active,
  workingSettings: l.workingSettings,
});
const addLocation = async (workingSettings: WorkingSettings, name = 'Hours point'): Promise<Location> => {
  const res = await post('/api/region/locations/add', {
    companyId: ctx.fx.companies.alpha,
    name,
    street: 'Prosta 2',
    city: 'Warszawa',
    zipCode: '00-850',
    workingSettings,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Location>();
};

describe('a location keeps its working settings', () => {
  it('load, save unchanged, load: equal field by field', async () => {
    const added = await addLocation(FULL);
    expect(added.workingSettings).toEqual(FULL);
    const before = await loadLocation(added.id, 'client');
    const res = await post('/api/region/locations/update', bodyOf(before), 'client');
    expect(res.statusCode).toBe(200);
    const after = await loadLocation(added.id, 'client');
    for (const key of Object.keys(before) as (keyof Location)[]) expect(after[key], key).toEqual(before[key]);
    for (const key of Object.keys(FULL) as (keyof WorkingSettings)[])
      expect(after.workingSettings[key], key).toEqual(FULL[key]);
    const [entry] = await ctx.app.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'location.update'), eq(s.auditLog.entityId, String(added.id))));
    expect(entry).toMatchObject({
      actorKind: 'client',
      before: { workingSettings: FULL },
      after: { workingSettings: FULL },
    });
  });

  it('several ranges and special dates are stored sorted; bad ones answer 400 with field errors', async () => {
    const added = await addLocation(
      {
        monday: {
          closed: false,
          ranges: [
            { from: hm(14), to: hm(18) },
            { from: hm(8), to: hm(12) },
          ],
        },
        customDates: [
          { date: '2027-01-06', closed: true },
          { date: '2027-01-01', closed: true },
        ],
      },
      'Sorted hours point',
    );
    expect(added.workingSettings).toEqual({
      monday: {
        closed: false,
        from: hm(8),
        to: hm(18),
        ranges: [
          { from: hm(8), to: hm(12) },
          { from: hm(14), to: hm(18) },
        ],
      },
      customDates: [
        { date: '2027-01-01', closed: true },
        { date: '2027-01-06', closed: true },
      ],
    });
    const bad = await post('/api/region/locations/update', {
      ...bodyOf(added),
      workingSettings: {
        monday: {
          closed: false,
          ranges: [
            { from: hm(8), to: hm(12) },
            { from: hm(11), to: hm(13) },
          ],
        },
        customDates: [
          { date: '2027-02-30', closed: true },
          { date: '2027-03-01', closed: false, ranges: [{ from: hm(10), to: hm(9) }] },
        ],
        zone: 'Nowhere/Town',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: {
        'workingSettings.monday.ranges.1.from': ['locations.validation.hoursOverlap'],
        'workingSettings.customDates.0.date': ['locations.validation.date'],
        'workingSettings.customDates.1.ranges.0.to': ['locations.validation.hoursOrder'],
        'workingSettings.zone': ['locations.validation.zone'],
      },
    });
    const tooMany = Array.from({ length: 367 }, (_, i) => ({
      date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
      closed: true,
    }));
    const many = await post('/api/region/locations/update', {
      ...bodyOf(added),
      workingSettings: { customDates: tooMany },
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().errors).toEqual({ 'workingSettings.customDates': ['locations.validation.tooManyDates'] });
  });
});

describe("a company's default working settings", () => {
  const details = async (): Promise<CompanyDetails> => {
    const res = await get('/api/company/details', { companyId: String(ctx.fx.companies.beta) });
    expect(res.statusCode).toBe(200);
    return res.json().company;
  };

  it('are returned ({} when none), saved, audited, and saving unchanged keeps them', async () => {
    expect((await details()).workingSettings).toEqual({});
    const saved = await post('/api/company/update', { companyId: ctx.fx.companies.beta, workingSettings: FULL });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().company.workingSettings).toEqual(FULL);
    const loaded = await details();
    const again = await post('/api/company/update', {
      companyId: ctx.fx.companies.beta,
      workingSettings: loaded.workingSettings,
    });
    expect(again.statusCode).toBe(200);
    const reloaded = await details();
    for (const key of Object.keys(loaded) as (keyof CompanyDetails)[]) expect(reloaded[key], key).toEqual(loaded[key]);
    const entries = await ctx.app.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'company.update'), eq(s.auditLog.entityId, String(ctx.fx.companies.beta))))
      .orderBy(desc(s.auditLog.id));
    expect(entries[1]).toMatchObject({ before: { workingSettings: {} }, after: { workingSettings: FULL } });
    expect(entries[0]).toMatchObject({ before: { workingSettings: FULL }, after: { workingSettings: FULL } });
  });

  it('are checked with the same schema', async () => {
    const res = await post('/api/company/update', {
      companyId: ctx.fx.companies.beta,
      workingSettings: { friday: { closed: false, from: hm(12), to: hm(9) } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'workingSettings.friday.to': ['locations.validation.hoursOrder'] });
  });
});

describe('the time slots of order creation', () => {
  const order = (locationId: number, scheduledAt: string) => ({
    companyId: ctx.fx.companies.alpha,
    products: [{ id: ctx.fx.products.alphaA }],
    clientName: 'Anna Nowak',
    clientStreet: 'Marszałkowska 10',
    clientCity: 'Warszawa',
    clientZipCode: '00-624',
    clientPhone: '+48 600 700 800',
    pickupPoint: { locationId, name: 'x', street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' },
    scheduledAt,
  });
  const dayOf = (iso: string) => isoDate(zonedParts(new Date(iso)));
  const WEEK: WorkingSettings = Object.fromEntries(
    (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((d) => [
      d,
      open(8, 20),
    ]),
  );

  it('refuses a slot on a closed special date of the pickup point, takes one on another date', async () => {
    const now = new Date();
    const today = dayOf(now.toISOString());
    const slot = offeredSlots(WEEK, now).find((x) => dayOf(x.from) !== today)!;
    const closedDate = dayOf(slot.from);
    const location = await addLocation(
      { ...WEEK, customDates: [{ date: closedDate, closed: true }] },
      'Closed on a date',
    );
    const refused = await post('/api/order/create', order(location.id, slot.from), 'client');
    expect(refused.statusCode).toBe(400);
    // Why, as its errorCode (issue 37); the field error as before.
    expect(refused.json()).toMatchObject({
      errorCode: 'time_slot_outside_opening_hours',
      errors: { scheduledAt: ['validation.slotNotOffered'] },
    });
    const other = offeredSlots(location.workingSettings, now).find((x) => dayOf(x.from) !== today)!;
    expect(dayOf(other.from)).not.toBe(closedDate);
    const taken = await post('/api/order/create', order(location.id, other.from), 'client');
    expect(taken.statusCode).toBe(201);
  });

  it("a pickup point without weekly hours follows the company's defaults", async () => {
    const db = ctx.app.database.db;
    const alpha = ctx.fx.companies.alpha;
    const saved = await post('/api/company/update', {
      companyId: alpha,
      workingSettings: { defaultWorkingHours: open(10, 12) },
    });
    expect(saved.statusCode).toBe(200);
    try {
      const location = await addLocation({}, 'No own hours');
      const options = await get('/api/order/form-options', { companyId: String(alpha) }, 'client');
      expect(options.json().company.workingSettings).toEqual({ defaultWorkingHours: open(10, 12) });
      const now = new Date();
      const today = dayOf(now.toISOString());
      const eight = offeredSlots(null, now).find((x) => dayOf(x.from) !== today)!; // 08:00 on a later date
      const refused = await post('/api/order/create', order(location.id, eight.from), 'client');
      expect(refused.json().errors).toEqual({ scheduledAt: ['validation.slotNotOffered'] });
      const ten = offeredSlots({ defaultWorkingHours: open(10, 12) }, now).find((x) => dayOf(x.from) !== today)!;
      const taken = await post('/api/order/create', order(location.id, ten.from), 'client');
      expect(taken.statusCode).toBe(201);
      const [row] = await db.select().from(s.orders).where(eq(s.orders.id, taken.json().order.id));
      expect(row!.pickupWorkingHours).toEqual({ defaultWorkingHours: open(10, 12) });
    } finally {
      await db.update(s.companies).set({ workingSettings: null }).where(eq(s.companies.id, alpha));
    }
  });
});
