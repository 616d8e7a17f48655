// Issue 37: the bookable delivery slots of a pickup point (POST /api/order/delivery-slots), the create's distinct
// slot refusals, and a create (and estimate) naming a saved pickup point by id alone.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, setupApp, signInAll } from './fixtures.ts';
import * as s from '../../server/db/schema.ts';
import { zonedParts, zonedTimeToUtc } from '../../domain/timeSlots.ts';
import type { WorkingSettings } from '../../domain/types.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const ZONE = 'Europe/Warsaw';

/** The Warsaw calendar date `days` after today, as YYYY-MM-DD. */
const localDate = (days: number): string => {
  const today = zonedParts(new Date(), ZONE);
  const d = new Date(Date.UTC(today.year, today.month - 1, today.day + days, 12));
  return d.toISOString().slice(0, 10);
};
/** The instant of a Warsaw wall-clock time on a date. */
const at = (date: string, hhmm: string): string => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  return zonedTimeToUtc({ year, month, day }, { hour, minute }, ZONE).toISOString();
};
/** A slot's start as Warsaw wall-clock time. */
const hhmm = (iso: string) => {
  const p = zonedParts(new Date(iso), ZONE);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
};

const hours = (from: number, to: number) => ({
  closed: false,
  from: { hour: from, minute: 0 },
  to: { hour: to, minute: 0 },
});
// Every day 08:00–16:00; in 3 days special hours 10:00–14:00; in 4 days closed.
const SPECIAL = localDate(3);
const CLOSED = localDate(4);
const WORKING: WorkingSettings = {
  defaultWorkingHours: hours(8, 16),
  customDates: [
    { date: SPECIAL, ...hours(10, 14) },
    { date: CLOSED, closed: true },
  ],
  zone: ZONE,
};

const receiver = { street: 'Marszałkowska 10', city: 'Warszawa', zipCode: '00-624' };
const orderBody = (over: Record<string, unknown> = {}) => ({
  companyId: ctx.fx.companies.alpha,
  products: [{ id: ctx.fx.products.alphaA }],
  clientName: 'Anna Nowak',
  clientStreet: receiver.street,
  clientCity: receiver.city,
  clientZipCode: receiver.zipCode,
  clientPhone: '+48 600 700 800',
  ...over,
});

let pointId = 0;
let krakowPointId = 0;
let betaPointId = 0;

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const slots = (token: string, payload: Record<string, unknown>) => post('/api/order/delivery-slots', token, payload);
const create = (token: string, payload: Record<string, unknown>) => post('/api/order/create', token, payload);

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'client', 'operator');
  const db = ctx.app.database.db;
  const rows = await db
    .insert(s.locations)
    .values([
      {
        companyId: ctx.fx.companies.alpha,
        name: 'Apteka Prosta',
        phone: '221234567',
        street: 'Prosta 2',
        city: 'Warszawa',
        zipCode: '00-850',
        defaultNote: 'Back door',
        workingSettings: WORKING,
      },
      {
        companyId: ctx.fx.companies.alpha,
        name: 'Apteka Rynek',
        street: 'Rynek Główny 1',
        city: 'Kraków',
        zipCode: '31-042',
        workingSettings: WORKING,
      },
      {
        companyId: ctx.fx.companies.beta,
        name: 'Beta Store',
        street: 'Prosta 2',
        city: 'Warszawa',
        zipCode: '00-850',
        workingSettings: WORKING,
      },
    ])
    .returning({ id: s.locations.id });
  [pointId, krakowPointId, betaPointId] = rows.map((r) => r.id) as [number, number, number];
});

describe('POST /api/order/delivery-slots', () => {
  it('lists a week of days of the point: its opening hours, a special date, a closed date', async () => {
    const res = await slots(tokens.client!, {
      companyId: ctx.fx.companies.alpha,
      pickupPoint: { locationId: pointId },
      receiver,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      timeZone: ZONE,
      region: 'Warszawa',
      pickupLocationId: pointId,
      asap: { available: true },
      unavailableReason: null,
    });
    expect(typeof body.asap.pickupOpenNow).toBe('boolean');
    expect(body.days.map((d: { date: string }) => d.date)).toEqual([0, 1, 2, 3, 4, 5, 6].map(localDate));
    const day = (date: string) => body.days.find((d: { date: string }) => d.date === date);
    // An ordinary day: 120-minute slots from the opening, the last one ending at the closing.
    expect(day(localDate(2)).slots).toEqual(
      ['08:00', '10:00', '12:00', '14:00'].map((t) => ({
        from: at(localDate(2), t),
        to: new Date(new Date(at(localDate(2), t)).getTime() + 120 * 60_000).toISOString(),
      })),
    );
    expect(day(SPECIAL).slots.map((x: { from: string }) => hhmm(x.from))).toEqual(['10:00', '12:00']);
    expect(day(CLOSED).slots).toEqual([]);
    // Today: only slots that have not begun.
    for (const slot of day(localDate(0)).slots) expect(new Date(slot.from).getTime()).toBeGreaterThan(Date.now() - 1);
  });

  it('answers one local date, or the first days', async () => {
    const one = await slots(tokens.client!, {
      companyId: ctx.fx.companies.alpha,
      pickupPoint: { locationId: pointId },
      receiver,
      date: SPECIAL,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().days).toEqual([
      {
        date: SPECIAL,
        slots: [
          { from: at(SPECIAL, '10:00'), to: at(SPECIAL, '12:00') },
          { from: at(SPECIAL, '12:00'), to: at(SPECIAL, '14:00') },
        ],
      },
    ]);
    const two = await slots(tokens.client!, {
      companyId: ctx.fx.companies.alpha,
      pickupPoint: { locationId: pointId },
      receiver,
      days: 2,
    });
    expect(two.json().days.map((d: { date: string }) => d.date)).toEqual([localDate(0), localDate(1)]);
    const bad = await slots(tokens.client!, { companyId: ctx.fx.companies.alpha, receiver, days: 8 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ days: ['validation.maxValue'] });
  });

  it('takes a typed pickup address (the company’s hours, 08:00–20:00 by default)', async () => {
    const res = await slots(tokens.client!, {
      companyId: ctx.fx.companies.alpha,
      pickupPoint: { street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' },
      receiver,
      date: localDate(2),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pickupLocationId).toBeNull();
    expect(res.json().days[0].slots.map((x: { from: string }) => hhmm(x.from))).toEqual([
      '08:00',
      '10:00',
      '12:00',
      '14:00',
      '16:00',
      '18:00',
    ]);
  });

  it('refuses addresses the create would refuse, and another company’s point', async () => {
    const outside = await slots(tokens.client!, {
      companyId: ctx.fx.companies.alpha,
      pickupPoint: { locationId: pointId },
      receiver: { street: 'Długa 1', city: 'Gdańsk', zipCode: '80-827' },
    });
    expect(outside.statusCode).toBe(422);
    const other = await slots(tokens.client!, {
      companyId: ctx.fx.companies.alpha,
      pickupPoint: { locationId: betaPointId },
      receiver,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: { 'pickupPoint.locationId': ['validation.invalid'] },
    });
    const company = await slots(tokens.client!, {
      companyId: ctx.fx.companies.beta,
      pickupPoint: { locationId: betaPointId },
      receiver,
    });
    expect(company.statusCode).toBe(404);
    expect(company.json().errorCode).toBe('company_not_found');
  });

  it('says why nothing is bookable in a region without a driver', async () => {
    const res = await slots(tokens.client!, {
      companyId: ctx.fx.companies.alpha,
      pickupPoint: { locationId: krakowPointId },
      receiver: { street: 'Floriańska 3', city: 'Kraków', zipCode: '31-042' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      region: 'Kraków',
      asap: { available: false },
      unavailableReason: 'no_drivers_available',
    });
    expect(body.days).toHaveLength(7);
    expect(body.days.every((d: { slots: unknown[] }) => d.slots.length === 0)).toBe(true);
  });
});

describe('POST /api/order/create: the slot', () => {
  it('accepts a listed slot', async () => {
    const listed = await slots(tokens.client!, {
      companyId: ctx.fx.companies.alpha,
      pickupPoint: { locationId: pointId },
      receiver,
      date: SPECIAL,
    });
    const slot = listed.json().days[0].slots[1];
    const res = await create(
      tokens.client!,
      orderBody({ pickupPoint: { locationId: pointId }, scheduledAt: slot.from }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ status: 'scheduled', scheduledAt: slot.from });
  });

  it.each([
    ['time_slot_in_past', () => at(localDate(-1), '10:00')],
    ['time_slot_too_far_ahead', () => at(localDate(9), '10:00')],
    ['time_slot_outside_opening_hours', () => at(CLOSED, '10:00')],
    ['time_slot_outside_opening_hours', () => at(localDate(2), '17:00')],
    ['time_slot_outside_opening_hours', () => at(SPECIAL, '08:00')],
    ['time_slot_not_offered', () => at(localDate(2), '09:00')],
    ['time_slot_not_offered', () => at(localDate(2), '15:00')],
  ])('refuses a slot with %s', async (code, scheduledAt) => {
    const res = await create(
      tokens.client!,
      orderBody({ pickupPoint: { locationId: pointId }, scheduledAt: scheduledAt() }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: code, errors: { scheduledAt: ['validation.slotNotOffered'] } });
  });
});

describe('A saved pickup point by id', () => {
  it('creates an order from the point alone: its name, address, phone and note', async () => {
    const res = await create(tokens.client!, orderBody({ pickupPoint: { locationId: pointId } }));
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, res.json().order.id));
    expect(row).toMatchObject({
      pickupLocationId: pointId,
      pickupName: 'Apteka Prosta',
      pickupStreet: 'Prosta 2',
      pickupCity: 'Warszawa',
      pickupZipCode: '00-850',
      pickupPhone: '221234567',
      pickupNotes: 'Back door',
      pickupWorkingHours: WORKING,
    });
    expect(row!.pickUpVerificationCode).toMatch(/^\d{4}$/);
  });

  it('keeps the point’s address over a typed one, and a typed phone over the point’s', async () => {
    const res = await create(
      tokens.operator!,
      orderBody({
        pickupPoint: {
          locationId: pointId,
          name: 'x',
          street: 'Inna 5',
          city: 'Warszawa',
          zipCode: '02-677',
          phone: '600111222',
        },
      }),
    );
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, res.json().order.id));
    expect(row).toMatchObject({ pickupName: 'Apteka Prosta', pickupStreet: 'Prosta 2', pickupPhone: '600111222' });
  });

  it('refuses another company’s point, and an address-less point without an id', async () => {
    const other = await create(tokens.client!, orderBody({ pickupPoint: { locationId: betaPointId } }));
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: { 'pickupPoint.locationId': ['validation.invalid'] },
    });
    const unknown = await create(tokens.client!, orderBody({ pickupPoint: { locationId: 2_000_000_000 } }));
    expect(unknown.json().errors).toEqual({ 'pickupPoint.locationId': ['validation.invalid'] });
    const none = await create(tokens.client!, orderBody({ pickupPoint: { phone: '600111222' } }));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({
      'pickupPoint.name': ['validation.required'],
      'pickupPoint.street': ['validation.required'],
      'pickupPoint.city': ['validation.required'],
      'pickupPoint.zipCode': ['validation.required'],
    });
    const count = await ctx.app.database.db
      .select({ id: s.orders.id })
      .from(s.orders)
      .where(eq(s.orders.pickupLocationId, betaPointId));
    expect(count).toEqual([]);
  });

  it('estimates from the point alone, and refuses another company’s point', async () => {
    const res = await post('/api/order/check-delivery-availability', tokens.client!, {
      companyId: ctx.fx.companies.alpha,
      sender: { locationId: pointId },
      receiver,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ available: true, region: 'Warszawa' });
    expect(res.json().estimatedDistance).toBeGreaterThan(0);
    const typed = await post('/api/order/check-delivery-availability', tokens.client!, {
      companyId: ctx.fx.companies.alpha,
      sender: { street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' },
      receiver,
    });
    expect(typed.json().estimatedDistance).toBe(res.json().estimatedDistance);
    const other = await post('/api/order/check-delivery-availability', tokens.client!, {
      companyId: ctx.fx.companies.alpha,
      sender: { locationId: betaPointId },
      receiver,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ 'sender.locationId': ['validation.invalid'] });
  });
});
