import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { and, eq } from 'drizzle-orm';
import { bearer, minutesAgo, setupApp, signInAll } from './fixtures.ts';
import * as s from '../../server/db/schema.ts';
import { offeredSlots } from '../../domain/timeSlots.ts';
import type { WorkingSettings } from '../../domain/types.ts';
import { insertOrderWithFreshNo } from '../../server/services/orderNumbers.ts';
import { statusChange } from '../../domain/orderLifecycle.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const p: Record<string, number> = {};
let locationId = 0;

const hours = (from: number, to: number) => ({
  closed: false,
  from: { hour: from, minute: 0 },
  to: { hour: to, minute: 0 },
});
const WORKING: WorkingSettings = {
  monday: hours(8, 20),
  tuesday: hours(8, 20),
  wednesday: hours(8, 20),
  thursday: hours(8, 20),
  friday: hours(8, 20),
  saturday: hours(9, 15),
  sunday: { closed: true },
  zone: 'Europe/Warsaw',
};

const receiver = {
  clientName: 'Anna Nowak',
  clientStreet: 'Marszałkowska 10',
  clientCity: 'Warszawa',
  clientZipCode: '00-624',
  clientPhone: '+48 600 700 800',
};
const pickupPoint = {
  name: 'Apteka Centrum',
  street: 'Prosta 2',
  city: 'Warszawa',
  zipCode: '00-850',
  phone: '22 123 45 67',
};

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'client', 'coordinator', 'nobody', 'fresh');
  const db = ctx.app.database.db;
  const alpha = ctx.fx.companies.alpha;
  const rows = await db
    .insert(s.products)
    .values([
      {
        companyId: alpha,
        name: 'Leki na receptę',
        code: 'RX',
        type: 'pickup_delivery',
        productSettings: {
          productFormFields: ['name', 'code', 'pesel', 'receiptNo', 'medicines'],
          maxProductsAllowed: 1,
        },
      },
      {
        companyId: alpha,
        name: 'Za pobraniem',
        code: 'COD',
        type: 'pickup_delivery',
        productSettings: { productFormFields: ['name', 'amountToPayOnPickUp', 'externalNo'], maxProductsAllowed: 2 },
      },
      {
        companyId: alpha,
        name: 'Odbiór auta',
        code: 'CAR',
        type: 'pickup_delivery',
        productSettings: { productFormFields: ['name', 'vehicle'] },
      },
      {
        companyId: alpha,
        name: 'Paczka',
        code: 'BOX',
        type: 'pickup_delivery',
        maximumDimensions: { weight: 20, width: 80, height: 80, length: 80, largestSide: 70, sideSum: 180 },
        productSettings: { productFormFields: ['name', 'dimensions'] },
      },
      {
        companyId: alpha,
        name: 'Ukryty',
        code: 'HIDDEN',
        type: 'pickup_delivery',
        productSettings: { hideOnOrderForm: true },
      },
    ])
    .returning();
  [p.rx, p.cod, p.car, p.box, p.hidden] = rows.map((r) => r.id);
  await db
    .update(s.companies)
    .set({
      orderSettings: {
        allowedPayments: ['generic_prepaid', 'epruf_code'],
        orderFormFields: ['externalId', 'paymentDetails'],
        orderFormSuggestedProducts: [],
        maxOrderProductsAllowed: 3,
        defaultPackageSize: 'M',
        showDeliveryEstimationOnForm: true,
        scheduledAtToScheduledRange: true,
      },
    })
    .where(eq(s.companies.id, alpha));
  const [loc] = await db
    .insert(s.locations)
    .values({
      companyId: alpha,
      name: 'Apteka Centrum',
      phone: '221234567',
      street: 'Prosta 2',
      city: 'Warszawa',
      zipCode: '00-850',
      workingSettings: WORKING,
    })
    .returning();
  locationId = loc!.id;
  // A Kraków driver who is blocked: Kraków still has no available driver.
  await db.insert(s.drivers).values({
    firstName: 'Zablokowany',
    lastName: 'Kierowca',
    email: 'blocked@drivers.pl',
    regionId: ctx.fx.regions.krk,
    blocked: true,
  });
});

const create = (token: string, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/order/create', headers: bearer(token), payload: body });
const alphaOrder = (over: Record<string, unknown> = {}) => ({
  companyId: ctx.fx.companies.alpha,
  products: [{ id: ctx.fx.products.alphaA }],
  ...receiver,
  pickupPoint,
  ...over,
});

describe('POST /api/order/create', () => {
  it('creates a new order with price, codes, product lines, audit entry and the newOrder event', async () => {
    const emit = vi.spyOn(ctx.app.realtime, 'emitOrderEvent');
    const res = await create(
      tokens.operator!,
      alphaOrder({ externalId: 'ALPHA-1', notes: 'Domofon 12', paymentDetails: { paymentType: 'generic_prepaid' } }),
    );
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({ status: 'new', scheduledAt: null, packageSize: 'M' });
    expect(order.orderNo).toMatch(/^[A-Z2-9]{4}$/);
    const db = ctx.app.database.db;
    const [row] = await db.select().from(s.orders).where(eq(s.orders.id, order.id));
    // The receiver's tracking link: absolute, with the token the database made for the order.
    expect(row.trackingToken).toMatch(/^[0-9a-f]{32}$/);
    expect(order.trackingUrl).toBe(`http://localhost/track/${row.trackingToken}`);
    expect(row).toMatchObject({
      companyId: ctx.fx.companies.alpha,
      regionId: ctx.fx.regions.waw,
      type: 'pickup_delivery',
      status: 'new',
      isOngoing: true,
      externalId: 'ALPHA-1',
      notes: 'Domofon 12',
      clientZipCode: '00-624',
      pickupName: 'Apteka Centrum',
      currency: 'pln',
      paymentDetails: { paymentType: 'generic_prepaid' },
      multiplierId: null,
    });
    expect(row!.clientLat).toBeCloseTo(52.2146, 4);
    expect(row!.pickupLat).toBeCloseTo(52.23258, 4);
    expect(row!.pickUpVerificationCode).toMatch(/^\d{4}$/);
    expect(row!.verificationCode).toMatch(/^\d{4}$/);
    expect(row!.estimatedDistance).toBeGreaterThan(3000);
    expect(row!.estimatedPayout).toBe(Math.round(1590 + (210 * row!.estimatedDistance!) / 1000));
    expect(row!.estimatedPayoutDriver).toBe(Math.round(row!.estimatedPayout! * 0.72));
    expect(row!.products).toEqual([
      {
        id: ctx.fx.products.alphaA,
        name: 'Parcel',
        code: 'A-PARCEL',
        productCode: 'A-PARCEL',
        type: 'pickup_delivery',
      },
    ]);
    const lines = await db.select().from(s.orderProducts).where(eq(s.orderProducts.orderId, order.id));
    expect(lines).toEqual([{ orderId: order.id, lineNo: 0, productId: ctx.fx.products.alphaA, delivered: false }]);
    const [entry] = await db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'order'), eq(s.auditLog.entityId, String(order.id))));
    expect(entry).toMatchObject({ action: 'order.create', actorKind: 'operator', actorName: 'operator' });
    expect(entry!.after).toMatchObject({ orderNo: order.orderNo, status: 'new', region: 'Warszawa', packageSize: 'M' });
    expect(emit).toHaveBeenCalledWith('newOrder', {
      orderId: order.id,
      companyId: ctx.fx.companies.alpha,
      regionName: 'Warszawa',
      pickupLocationId: null,
    });
    emit.mockRestore();
  });

  it('a client user of an activated company creates for its own company; the list shows the order', async () => {
    const res = await create(
      tokens.client!,
      alphaOrder({
        products: [{ id: p.cod, amountToPayOnPickUp: '12,50', externalNo: 'FV/2026/11/001', pesel: '44051401359' }],
      }),
    );
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    const [row] = await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, order.id));
    // Amount stored in grosze; pesel dropped (the product does not ask it).
    expect(row!.products).toEqual([
      {
        id: p.cod,
        type: 'pickup_delivery',
        name: 'Za pobraniem',
        code: 'COD',
        productCode: 'COD',
        amountToPayOnPickUp: 1250,
        externalNo: 'FV/2026/11/001',
      },
    ]);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/list?globalIdSearch=${order.orderNo}`,
      headers: bearer(tokens.client!),
    });
    expect(list.json().items.map((i: { id: number }) => i.id)).toContain(order.id);
  });

  it('a saved location gives the pickup address and working hours; scheduledAt must be an offered slot', async () => {
    const slot = offeredSlots(WORKING, new Date())[1]!;
    const res = await create(
      tokens.client!,
      alphaOrder({
        pickupPoint: { locationId, name: 'x', street: 'x', city: 'Warszawa', zipCode: '00-001' },
        scheduledAt: slot.from,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ status: 'scheduled', scheduledAt: slot.from });
    const [row] = await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, res.json().order.id));
    expect(row).toMatchObject({
      status: 'scheduled',
      isOngoing: false,
      pickupLocationId: locationId,
      pickupStreet: 'Prosta 2',
      pickupZipCode: '00-850',
      pickupWorkingHours: WORKING,
    });
    expect(row!.scheduledSlotFrom!.toISOString()).toBe(slot.from);
    expect(row!.scheduledSlotTo!.toISOString()).toBe(slot.to);

    const offSlot = new Date(new Date(slot.from).getTime() + 30 * 60_000).toISOString();
    const bad = await create(
      tokens.client!,
      alphaOrder({ pickupPoint: { locationId, ...pickupPoint }, scheduledAt: offSlot }),
    );
    expect(bad.statusCode).toBe(400);
    // Within the opening hours, off the slots' grid: the precise code (issue 37), the same field error as before.
    expect(bad.json()).toMatchObject({
      errorCode: 'time_slot_not_offered',
      errors: { scheduledAt: ['validation.slotNotOffered'] },
    });
    const sunday = offeredSlots(null, new Date()).find(
      (x) => new Date(x.from).getUTCDay() === 0 && new Date(x.from).getUTCHours() >= 9,
    );
    if (sunday) {
      const closed = await create(
        tokens.client!,
        alphaOrder({ pickupPoint: { locationId, ...pickupPoint }, scheduledAt: sunday.from }),
      );
      expect(closed.json().errors).toEqual({ scheduledAt: ['validation.slotNotOffered'] });
    }
  });

  it('keeps only the scheduled time, without the slot range, for a company without scheduledAtToScheduledRange', async () => {
    const db = ctx.app.database.db;
    const [company] = await db.select().from(s.companies).where(eq(s.companies.id, ctx.fx.companies.alpha));
    await db
      .update(s.companies)
      .set({ orderSettings: { ...company!.orderSettings, scheduledAtToScheduledRange: false } })
      .where(eq(s.companies.id, company!.id));
    try {
      const slot = offeredSlots(WORKING, new Date())[2]!;
      const res = await create(
        tokens.client!,
        alphaOrder({ pickupPoint: { locationId, ...pickupPoint }, scheduledAt: slot.from }),
      );
      expect(res.statusCode).toBe(201);
      const [row] = await db.select().from(s.orders).where(eq(s.orders.id, res.json().order.id));
      expect(row).toMatchObject({ status: 'scheduled', scheduledSlotFrom: null, scheduledSlotTo: null });
      expect(row!.scheduledAt!.toISOString()).toBe(slot.from);
    } finally {
      await db
        .update(s.companies)
        .set({ orderSettings: company!.orderSettings })
        .where(eq(s.companies.id, company!.id));
    }
  });

  it('stores an external id of the full 32 characters exactly as sent, and refuses 33 without storing anything', async () => {
    const db = ctx.app.database.db;
    const exact = 'Ż-2025/11/25 zamówienie nr 000042'.slice(0, 32);
    expect(exact).toHaveLength(32);
    const ok = await create(tokens.operator!, alphaOrder({ externalId: exact }));
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await db
      .select({ externalId: s.orders.externalId })
      .from(s.orders)
      .where(eq(s.orders.id, ok.json().order.id));
    expect(row!.externalId).toBe(exact);

    const longer = `${exact}X`;
    const refused = await create(tokens.operator!, alphaOrder({ externalId: longer }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ externalId: ['validation.maxLength'] });
    const stored = await db
      .select({ id: s.orders.id })
      .from(s.orders)
      .where(eq(s.orders.externalId, longer.slice(0, 32)));
    expect(stored).toHaveLength(1); // only the accepted one: nothing cut and stored
  });

  it('400 with field errors for each field rule', async () => {
    const res = await create(tokens.operator!, {
      companyId: ctx.fx.companies.alpha,
      clientName: '',
      clientStreet: 'Marszałkowska 10',
      clientCity: 'Warszawa',
      clientZipCode: '00624',
      clientPhone: '12 34',
      externalId: 'E'.repeat(33),
      pickupPoint: { ...pickupPoint, zipCode: '0-850' },
      products: [
        {
          id: p.rx,
          pesel: '44051401358',
          receiptNo: '12a4',
          medicines: [{ details: '' }],
          amountToPayOnPickUp: '0,001',
          externalNo: 'N'.repeat(33),
          vehicle: { mark: 'Škoda', model: '', registrationPlate: 'WA_1234', vinNumber: 'TMBJJ7NE1H0O12345' },
          dimensions: { weight: 'ciężka' },
        },
      ],
      paymentDetails: { paymentType: 'generic_prepaid', paymentCode: '1234' },
      scheduledAt: 'tomorrow',
      packageSize: 'XL',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'BadRequest', errorCode: 'validation_failed' });
    expect(res.json().errors).toEqual({
      clientName: ['validation.required'],
      clientZipCode: ['validation.zipCode'],
      clientPhone: ['validation.phone'],
      externalId: ['validation.maxLength'],
      'pickupPoint.zipCode': ['validation.zipCode'],
      'products.0.pesel': ['validation.pesel'],
      'products.0.receiptNo': ['validation.receiptNo'],
      'products.0.medicines.0.details': ['validation.required'],
      'products.0.amountToPayOnPickUp': ['validation.amount'],
      'products.0.externalNo': ['validation.maxLength'],
      'products.0.vehicle.model': ['validation.required'],
      'products.0.vehicle.registrationPlate': ['validation.registrationPlate'],
      'products.0.vehicle.vinNumber': ['validation.vin'],
      'products.0.dimensions.weight': ['validation.number'],
      'paymentDetails.paymentCode': ['validation.paymentCode'],
      scheduledAt: ['validation.invalid'],
      packageSize: ['validation.invalid'],
    });
  });

  it('400 for the fields each product asks, dimension limits and payment types', async () => {
    const missing = await create(tokens.operator!, alphaOrder({ products: [{ id: p.rx }, { id: p.car }] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      'products.0.pesel': ['validation.required'],
      'products.0.receiptNo': ['validation.required'],
      'products.0.medicines': ['validation.medicinesRequired'],
      'products.1.vehicle': ['validation.required'],
    });
    const dims = await create(
      tokens.operator!,
      alphaOrder({
        products: [
          { id: p.box, dimensions: { weight: '20,5', width: 10, height: 10, length: 10 } },
          { id: p.box, dimensions: { width: 75, height: 10, length: 10 } },
        ],
      }),
    );
    expect(dims.json().errors).toEqual({
      'products.0.dimensions.weight': ['validation.maxWeight'],
      'products.1.dimensions': ['validation.largestSide'],
    });
    const noPickup = await create(tokens.operator!, alphaOrder({ pickupPoint: undefined }));
    expect(noPickup.json().errors).toEqual({ pickupPoint: ['validation.required'] });
    const payment = await create(tokens.operator!, alphaOrder({ paymentDetails: { paymentType: 'blik_manual' } }));
    expect(payment.json().errors).toEqual({ 'paymentDetails.paymentType': ['validation.paymentNotAllowed'] });
    const epruf = await create(tokens.operator!, alphaOrder({ paymentDetails: { paymentType: 'epruf_code' } }));
    expect(epruf.json().errors).toEqual({ 'paymentDetails.paymentCode': ['validation.required'] });
  });

  it('valid product fields: PESEL, receipt, medicines, vehicle with VIN and plate; size from dimensions', async () => {
    const ok = await create(
      tokens.operator!,
      alphaOrder({
        products: [
          { id: p.rx, pesel: '02070803628', receiptNo: '0042', medicines: [{ details: 'Euthyrox 50 µg, 1 op.' }] },
          {
            id: p.car,
            vehicle: { mark: 'Honda', model: 'Accord', registrationPlate: 'wa 12345', vinNumber: '1HGCM82633A004352' },
          },
          { id: p.box, dimensions: { weight: '4,5', width: 30, height: 20, length: 40 } },
        ],
        paymentDetails: { paymentType: 'epruf_code', paymentCode: 'EPRUF-2026-0001' },
      }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().order.packageSize).toBe('S');
    const [row] = await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, ok.json().order.id));
    expect(row!.products[1]).toMatchObject({
      vehicle: { mark: 'Honda', model: 'Accord', registrationPlate: 'WA 12345', vinNumber: '1HGCM82633A004352' },
    });
    expect(row!.products[2]).toMatchObject({ dimensions: { weight: 4.5, width: 30, height: 20, length: 40 } });
  });

  it('422 incorrect_order_products: hidden, other company, mixed types, too many', async () => {
    for (const products of [
      [{ id: p.hidden }],
      [{ id: ctx.fx.products.beta }],
      [{ id: ctx.fx.products.alphaA }, { id: ctx.fx.products.alphaB }],
      [
        { id: ctx.fx.products.alphaA },
        { id: ctx.fx.products.alphaA },
        { id: ctx.fx.products.alphaA },
        { id: ctx.fx.products.alphaA },
      ],
      [
        { id: p.rx, pesel: '44051401359', receiptNo: '1234', medicines: [{ details: 'x' }] },
        { id: p.rx, pesel: '44051401359', receiptNo: '1234', medicines: [{ details: 'x' }] },
      ],
    ]) {
      const res = await create(tokens.operator!, alphaOrder({ products }));
      expect(res.statusCode, JSON.stringify(products)).toBe(422);
      expect(res.json().errorCode).toBe('incorrect_order_products');
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
    }
    const none = await create(tokens.operator!, alphaOrder({ products: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ products: ['validation.noProducts'] });
  });

  it.each([
    [
      'pickup_point_address_not_found',
      { pickupPoint: { ...pickupPoint, city: 'Nieistniejąca Wólka', zipCode: '99-999' } },
    ],
    ['pickup_point_address_is_ambiguous', { pickupPoint: { ...pickupPoint, city: 'Czarna', zipCode: '99-999' } }],
    ['pickup_point_address_matched_partially', { pickupPoint: { ...pickupPoint, city: 'Poznań' } }],
    ['address_not_found', { clientCity: 'Nieistniejąca Wólka', clientZipCode: '99-999' }],
    ['address_is_ambiguous', { clientCity: 'Leszno', clientZipCode: '99-999' }],
    ['address_matched_partially', { clientCity: 'Łódź' }],
    ['delivery_not_available_for_specified_addresses', { clientCity: 'Piaseczno', clientZipCode: '05-500' }],
    ['cross_region_delivery_unavailable', { clientCity: 'Kraków', clientZipCode: '31-042' }],
    [
      'no_drivers_available',
      {
        clientCity: 'Kraków',
        clientZipCode: '31-042',
        pickupPoint: { ...pickupPoint, city: 'Kraków', zipCode: '31-154' },
      },
    ],
  ])('422 %s', async (code, over) => {
    const res = await create(tokens.operator!, alphaOrder(over));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errorCode: code });
  });

  it('409 order_with_external_id_exists for a repeated external id of the company (another company may reuse it)', async () => {
    const beta = { companyId: ctx.fx.companies.beta, products: [{ id: ctx.fx.products.beta }], ...receiver };
    const dup = await create(tokens.operator!, { ...beta, externalId: 'EXT-BETA-1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errorCode).toBe('order_with_external_id_exists');
    expect((await create(tokens.operator!, alphaOrder({ externalId: 'EXT-BETA-1' }))).statusCode).toBe(201);
  });

  it('tenant and permissions', async () => {
    const beta = { companyId: ctx.fx.companies.beta, products: [{ id: ctx.fx.products.beta }], ...receiver };
    expect((await create(tokens.client!, beta)).json()).toMatchObject({ errorCode: 'company_not_found' });
    expect((await create(tokens.client!, beta)).statusCode).toBe(404);
    expect((await create(tokens.coordinator!, alphaOrder())).statusCode).toBe(403); // orders:read only
    expect((await create(tokens.nobody!, alphaOrder())).statusCode).toBe(403);
    expect((await create(tokens.fresh!, { ...beta, companyId: ctx.fx.companies.gamma })).statusCode).toBe(403); // not activated
    const pending = await create(tokens.admin!, { ...beta, companyId: ctx.fx.companies.gamma });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().errorCode).toBe('company_not_active');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/order/create', payload: alphaOrder() })).statusCode).toBe(
      401,
    );
  });

  it('order numbers are unique per Warsaw day: the database refuses a duplicate, the allocator retries', async () => {
    const db = ctx.app.database.db;
    const now = new Date();
    const base = {
      companyId: ctx.fx.companies.alpha,
      regionId: ctx.fx.regions.waw,
      type: 'pickup_delivery' as const,
      ...statusChange('new', now),
      clientName: 'X',
      clientPhone: '-',
      clientStreet: 'X',
      clientCity: 'Warszawa',
      clientZipCode: '00-624',
    };
    await db.insert(s.orders).values({ ...base, orderNo: 'QQQQ', createdAt: now });
    await expect(db.insert(s.orders).values({ ...base, orderNo: 'QQQQ', createdAt: now })).rejects.toThrow();
    // Another day may reuse it.
    await db.insert(s.orders).values({ ...base, orderNo: 'QQQQ', createdAt: minutesAgo(3 * 24 * 60) });
    // The allocator skips a taken number: an rng that first draws QQQQ, then RRRR.
    const draws = [...'QQQQ', ...'RRRR'].map((ch) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'.indexOf(ch) / 32 + 0.001);
    const rng = () => draws.shift() ?? Math.random();
    const row = await db.transaction((tx) => insertOrderWithFreshNo(tx, { ...base, createdAt: now }, rng));
    expect(row.orderNo).toBe('RRRR');
    const [{ dupes }] = await ctx.app.database.query<{ dupes: number }>(`
      select count(*)::int as dupes from (
        select order_no from orders group by order_no, (created_at at time zone 'Europe/Warsaw')::date having count(*) > 1
      ) d`);
    expect(dupes).toBe(0);
  });

  it('concurrent creations get distinct numbers', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => create(tokens.operator!, alphaOrder())));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const numbers = results.map((r) => r.json().order.orderNo);
    expect(new Set(numbers).size).toBe(6);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/order/create'].post.tags).toEqual(['Merchant API: orders']);
    expect(doc.paths['/api/order/check-delivery-availability'].post.description).toContain('maxDeliveryDistanceRadius');
    expect(doc.paths['/api/order/form-options'].get.summary).toBeTruthy();
  });
});

describe('real time', () => {
  let socket: Socket | undefined;
  afterAll(() => socket?.close());

  it('a console of the company receives newOrder on the private namespace', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    socket = connect(`http://127.0.0.1:${port}/private`, {
      auth: { token: tokens.client },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket!.on('connect', () => resolve());
      socket!.on('connect_error', reject);
    });
    const received: unknown[] = [];
    socket.on('newOrder', (payload) => received.push(payload));
    const res = await create(tokens.operator!, alphaOrder());
    expect(res.statusCode).toBe(201);
    await vi.waitFor(
      () =>
        expect(received).toMatchObject([
          {
            orderId: res.json().order.id,
            companyId: ctx.fx.companies.alpha,
            regionName: 'Warszawa',
            pickupLocationId: null,
            row: { id: res.json().order.id, status: 'new' },
          },
        ]),
      { timeout: 10_000 },
    );
  });
});

describe('GET /api/order/form-options', () => {
  const get = (token: string, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/order/form-options${query}`, headers: bearer(token) });

  it('gives a client its own company, the offered products and locations', async () => {
    const res = await get(tokens.client!);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.company).toMatchObject({
      id: ctx.fx.companies.alpha,
      name: 'Alpha Pharmacy',
      status: 'active',
      currency: 'pln',
    });
    expect(body.company.orderSettings.allowedPayments).toEqual(['generic_prepaid', 'epruf_code']);
    const ids = body.products.map((x: { id: number }) => x.id);
    expect(ids).toContain(p.rx);
    expect(ids).not.toContain(p.hidden);
    expect(body.locations).toEqual([
      expect.objectContaining({
        id: locationId,
        name: 'Apteka Centrum',
        zipCode: '00-850',
        workingSettings: WORKING,
        region: 'Warszawa',
        covered: true,
      }),
    ]);
  });

  it('an operator names the company and gets its default location; other tenants get 404, read-only users 403', async () => {
    expect((await get(tokens.operator!, `?companyId=${ctx.fx.companies.beta}`)).json().company.id).toBe(
      ctx.fx.companies.beta,
    );
    await ctx.app.database.db
      .update(s.companies)
      .set({ defaultLocationId: locationId })
      .where(eq(s.companies.id, ctx.fx.companies.alpha));
    expect((await get(tokens.operator!, `?companyId=${ctx.fx.companies.alpha}`)).json().company.defaultLocationId).toBe(
      locationId,
    );
    expect((await get(tokens.operator!)).statusCode).toBe(404);
    expect((await get(tokens.client!, `?companyId=${ctx.fx.companies.beta}`)).statusCode).toBe(404);
    expect((await get(tokens.coordinator!, `?companyId=${ctx.fx.companies.alpha}`)).statusCode).toBe(403);
  });
});

describe('a saved pickup point outside coverage, or kept with a postcode of another place', () => {
  const beta = () => ctx.fx.companies.beta;
  const betaOrder = (locationId: number) => ({
    companyId: beta(),
    products: [{ id: ctx.fx.products.beta }],
    ...receiver,
    pickupPoint: { locationId, name: 'x', street: 'x', city: 'x', zipCode: '00-850' },
  });
  const point = async (
    name: string,
    address: { street: string; city: string; zipCode: string },
    lat: number,
    lng: number,
  ) =>
    (
      await ctx.app.database.db
        .insert(s.locations)
        .values({ companyId: beta(), name, ...address, lat, lng, workingSettings: {} })
        .returning()
    )[0]!.id;
  let lublinId = 0;
  let wolaId = 0;

  beforeAll(async () => {
    lublinId = await point(
      'Lublin point',
      { street: 'Krakowskie Przedmieście 1', city: 'Lublin', zipCode: '20-001' },
      51.25,
      22.5667,
    );
    wolaId = await point('Wola point', { street: 'Prosta 2', city: 'Wola', zipCode: '00-850' }, 52.23258, 20.99429);
  });

  it('the form’s options say which points a region covers', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/form-options?companyId=${beta()}`,
      headers: bearer(tokens.operator!),
    });
    const byName = Object.fromEntries(
      res.json().locations.map((l: { name: string; region: string | null; covered: boolean }) => [l.name, l]),
    );
    expect(byName['Lublin point']).toMatchObject({ region: null, covered: false });
    expect(byName['Wola point']).toMatchObject({ region: 'Warszawa', covered: true });
  });

  it('an order from a point outside coverage is refused naming the pickup point', async () => {
    const res = await create(tokens.operator!, betaOrder(lublinId));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errorCode: 'delivery_not_available_for_specified_addresses',
      details: { outside: ['pickupPoint'] },
    });
    const both = await create(tokens.operator!, {
      ...betaOrder(lublinId),
      clientCity: 'Piaseczno',
      clientZipCode: '05-500',
    });
    expect(both.json().details).toEqual({ outside: ['pickupPoint', 'receiver'] });
  });

  it('a point kept with a postcode of another place is picked up where it was saved', async () => {
    const res = await create(tokens.operator!, betaOrder(wolaId));
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.app.database.db.select().from(s.orders).where(eq(s.orders.id, res.json().order.id));
    expect(row).toMatchObject({
      pickupCity: 'Wola',
      pickupZipCode: '00-850',
      pickupLat: 52.23258,
      pickupLng: 20.99429,
    });
  });
});
