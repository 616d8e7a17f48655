// The ten CSV reports: every report's content against rows inserted here (exact lines), the span limit of each
// dated report (400 `report_range_too_long`), the permission of each (403), the tenant (an operator of one company
// and one region), the CSV dialect (BOM, CRLF, RFC 4180 quoting, formula cells, `separator=semicolon` with comma
// decimals) and the cursor (several batches, closed after an early stop).
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema.ts';
import { fixtureHash } from './fixtureHash.ts';
import { ORDER_STATUS_PRIORITY, REPORT_TYPES, type OrderStatus } from '../../domain/enums.ts';
import { isOngoing } from '../../domain/orderRules.ts';
import { addDays, REPORT_DEFINITIONS, REPORT_RANGE_TOO_LONG, type ReportType } from '../../domain/reportSchemas.ts';
import { bearer, login, setupApp, signInAll } from './fixtures.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
const BOM = '\uFEFF';
/** A Tuesday in summer time (Warsaw = UTC+2). */
const DAY = '2025-06-10';
const at = (iso: string) => new Date(iso);

const ids = {} as {
  jan: number;
  anna: number;
  piotr: number;
  orderA: number;
  orderB: number;
  offers: number[];
  correction: number;
  feedback: number;
  warehouse: number;
  movements: number[];
  exchange: number;
  admin: number;
  wallet: number[];
};

async function order(orderNo: string, status: OrderStatus, values: Partial<typeof s.orders.$inferInsert>) {
  const [row] = await ctx.app.database.db
    .insert(s.orders)
    .values({
      orderNo,
      companyId: ctx.fx.companies.alpha,
      regionId: ctx.fx.regions.waw,
      type: 'pickup_delivery',
      status,
      statusPriority: ORDER_STATUS_PRIORITY[status],
      isOngoing: isOngoing(status),
      stageBeganAt: values.createdAt ?? at(`${DAY}T08:00:00Z`),
      clientName: 'Ewa Klient',
      clientPhone: '600100200',
      clientStreet: 'Marszałkowska 1',
      clientCity: 'Warszawa',
      clientZipCode: '00-624',
      ...values,
    })
    .returning({ id: s.orders.id });
  return row.id;
}

beforeAll(async () => {
  const { db } = ctx.app.database;
  const fx = ctx.fx;
  // An operator with the report scope, limited to Alpha in Warszawa; one with the ordersFull report only.
  await db.insert(s.operators).values([
    {
      username: 'reporter',
      email: 'reporter@x.pl',
      passwordHash: await fixtureHash('reporter123'),
      scope: ['report'],
      accountType: 'xd_coordinator',
      canView: {} as never,
      companyIds: [fx.companies.alpha],
      regions: ['Warszawa'],
    },
    {
      // The wallet scope, limited to Warszawa: the wallet entries report of its drivers, no other report.
      username: 'walletwaw',
      email: 'walletwaw@x.pl',
      passwordHash: await fixtureHash('walletwaw123'),
      scope: ['wallet'],
      accountType: 'xd_employee',
      canView: {} as never,
      allCompanies: true,
      regions: ['Warszawa'],
    },
    {
      username: 'fullonly',
      email: 'fullonly@x.pl',
      passwordHash: await fixtureHash('fullonly123'),
      scope: ['reports:full'],
      accountType: 'xd_employee',
      canView: {} as never,
      allCompanies: true,
      allRegions: true,
    },
  ]);
  await signInAll(ctx.app, tokens, 'admin', 'operator', 'client');
  tokens.reporter = await login(ctx.app, 'reporter', 'reporter123');
  tokens.fullonly = await login(ctx.app, 'fullonly', 'fullonly123');
  tokens.walletwaw = await login(ctx.app, 'walletwaw', 'walletwaw123');
  ids.admin = (await ctx.app.database.query<{ id: number }>(`SELECT id FROM operators WHERE username = 'admin'`))[0].id;

  ids.jan = (
    await ctx.app.database.query<{ id: number }>(`SELECT id FROM drivers WHERE email = 'jan@drivers.pl'`)
  )[0].id;
  const [anna, piotr] = await db
    .insert(s.drivers)
    .values([
      { firstName: 'Anna', lastName: 'Nowak', email: 'anna@drivers.pl', regionId: fx.regions.waw },
      {
        firstName: 'Piotr',
        lastName: 'Wiśniewski',
        email: 'piotr@drivers.pl',
        regionId: fx.regions.krk,
        type: 'ambassador',
      },
    ])
    .returning({ id: s.drivers.id });
  ids.anna = anna.id;
  ids.piotr = piotr.id;

  // Orders of 10 June (Warsaw), and two just outside it.
  ids.orderA = await order('RA01', 'delivered', {
    externalId: '=SUM(A1)',
    createdAt: at(`${DAY}T08:15:00Z`),
    products: [
      { id: fx.products.alphaA, name: 'Parcel' },
      { id: fx.products.alphaB, name: 'Device' },
    ],
    pickupName: 'Apteka "Pod Lwem", Rynek',
    pickupStreet: 'Prosta 2',
    pickupZipCode: '00-850',
    pickupCity: 'Warszawa',
    driverId: ids.jan,
    acceptedAt: at(`${DAY}T08:20:00Z`),
    pickedUpAt: at(`${DAY}T08:40:00Z`),
    arrivedAt: at(`${DAY}T09:00:00Z`),
    deliveredAt: at(`${DAY}T09:05:00Z`),
    estimatedDistance: 4235,
    estimatedPayout: 2179,
    estimatedPayoutDriver: 1569,
    packageSize: 'M',
  });
  ids.orderB = await order('RB01', 'cancelled', {
    companyId: fx.companies.beta,
    regionId: fx.regions.krk,
    type: 'simple_delivery',
    createdAt: at(`${DAY}T21:59:59Z`),
    products: [{ id: fx.products.beta, name: 'Box' }],
    clientStreet: 'Floriańska 3',
    clientZipCode: '31-042',
    clientCity: 'Kraków',
    cancelledAt: at(`${DAY}T22:05:00Z`),
    cancellationReason: 'ORDER_NOT_ACCEPTED_IN_5_MIN',
    packageSize: 'S',
    emergencyDelivery: true,
  });
  await order('RC01', 'new', { createdAt: at('2025-06-09T21:59:59Z') }); // 9 June, 23:59:59 in Warsaw
  await order('RD01', 'new', { createdAt: at(`${DAY}T22:00:00Z`) }); // 11 June, 00:00 in Warsaw

  const offers = await db
    .insert(s.orderOffers)
    .values([
      {
        orderId: ids.orderA,
        driverId: ids.jan,
        offeredAt: at(`${DAY}T08:16:00Z`),
        response: 'accepted',
        respondedAt: at(`${DAY}T08:16:45Z`),
        distanceToPickup: 1234,
      },
      {
        orderId: ids.orderA,
        driverId: ids.anna,
        offeredAt: at(`${DAY}T08:15:30Z`),
        response: 'rejected',
        respondedAt: at(`${DAY}T08:15:40Z`),
        distanceToPickup: 2500,
      },
      {
        orderId: ids.orderA,
        driverId: ids.piotr,
        offeredAt: at(`${DAY}T08:16:00Z`),
        response: 'expired',
        respondedAt: at(`${DAY}T08:16:45Z`),
      },
    ])
    .returning({ id: s.orderOffers.id });
  ids.offers = offers.map((o) => o.id);

  await db.insert(s.driverStatusLog).values([
    { driverId: ids.jan, status: 'offline', source: 'logout', at: at('2025-06-09T18:00:00Z') },
    { driverId: ids.jan, status: 'online', source: 'sign_in', at: at(`${DAY}T06:00:00Z`) },
    { driverId: ids.jan, status: 'offline', source: 'app', at: at(`${DAY}T10:30:00Z`) },
    { driverId: ids.jan, status: 'online', source: 'app', at: at(`${DAY}T20:00:00Z`) },
    { driverId: ids.jan, status: 'offline', source: 'logout', at: at(`${DAY}T23:00:00Z`) },
    { driverId: ids.anna, status: 'offline', source: 'logout', at: at('2025-06-09T10:00:00Z') },
  ]);

  await db.insert(s.driverStock).values([
    { driverId: ids.jan, productId: fx.products.alphaA, amount: 3, items: ['S1', 'S2', 'S3'] },
    { driverId: ids.jan, productId: fx.products.beta, amount: 0, items: [] },
    { driverId: ids.anna, productId: fx.products.alphaB, amount: 1, items: ['D-77'] },
  ]);

  const [correction] = await db
    .insert(s.corrections)
    .values({
      orderId: ids.orderA,
      driverId: ids.jan,
      createdAt: at(`${DAY}T10:00:00Z`),
      category: 'incorrect_distance',
      status: 'accepted',
      data: { extraDistance: 2500, clientAddress: { street: 'Nowa 5', zipCode: '00-001', city: 'Warszawa' } },
      estimatedPayoutDriver: 1569,
      payoutDriver: 1869,
      estimatedDistance: 4235,
      recalculatedDistance: 6735,
      suggestedCorrectionPay: 525,
      acceptedAmount: 300,
      driversComment: 'Objazd; remont mostu',
      decidedAt: at(`${DAY}T11:00:00Z`),
      decidedById: ids.admin,
      comment: 'OK',
    })
    .returning({ id: s.corrections.id });
  ids.correction = correction.id;

  const [feedback] = await db
    .insert(s.driverFeedback)
    .values({
      orderId: ids.orderA,
      driverId: ids.jan,
      rating: 4,
      category: 'pickup',
      comment: 'Długie czekanie\nna wydanie',
      createdAt: at(`${DAY}T09:30:00Z`),
    })
    .returning({ id: s.driverFeedback.id });
  ids.feedback = feedback.id;

  const [warehouse] = await db
    .insert(s.warehouses)
    .values({ owner: 'Magazyn Centralny', companyId: fx.companies.alpha, regionId: fx.regions.waw })
    .returning({ id: s.warehouses.id });
  ids.warehouse = warehouse.id;
  const movements = await db
    .insert(s.stockMovements)
    .values([
      {
        type: 'companyToWarehouse',
        productId: fx.products.alphaA,
        amount: 10,
        serialNumber: 'B-2025-06',
        toWarehouseId: warehouse.id,
        createdById: ids.admin,
        createdAt: at(`${DAY}T07:00:00Z`),
      },
      {
        type: 'warehouseToDriver',
        productId: fx.products.alphaA,
        amount: 3,
        serialNumber: 'S1',
        fromWarehouseId: warehouse.id,
        toDriverId: ids.jan,
        createdById: ids.admin,
        createdAt: at(`${DAY}T07:30:00Z`),
      },
      {
        type: 'driverToOrder',
        productId: fx.products.alphaA,
        amount: 1,
        serialNumber: 'S1',
        fromDriverId: ids.jan,
        orderId: ids.orderA,
        createdAt: at(`${DAY}T09:05:00Z`),
      },
    ])
    .returning({ id: s.stockMovements.id });
  ids.movements = movements.map((m) => m.id);

  const [exchange] = await db
    .insert(s.stockExchanges)
    .values({
      driverId: ids.anna,
      givingDriverId: ids.jan,
      productId: fx.products.alphaA,
      amount: 1,
      status: 'confirmed',
      createdAt: at(`${DAY}T12:00:00Z`),
      confirmedAt: at(`${DAY}T12:10:00Z`),
    })
    .returning({ id: s.stockExchanges.id });
  ids.exchange = exchange.id;

  // Wallet entries: a ride of Jan (Warszawa) at 10:00 Warsaw, a bonus of Piotr (Kraków) deleted the same day, one of
  // Anna the evening before (9 June, 23:30 Warsaw = 21:30 UTC) and one just after midnight of 11 June Warsaw.
  const wallet = await db
    .insert(s.walletEntries)
    .values([
      {
        driverId: ids.jan,
        no: 'WP/2025/901',
        type: 'ride_added',
        payoutDriver: 1234,
        payoutClient: 2000,
        currency: 'pln',
        description: 'Delivered order RA01',
        orderId: ids.orderA,
        createdAt: at(`${DAY}T08:00:00Z`),
      },
      {
        driverId: ids.piotr,
        no: 'WP/2025/902',
        type: 'bonus',
        payoutDriver: -550,
        currency: 'pln',
        creationComment: '=Weekend, rain',
        createdById: ids.admin,
        createdAt: at(`${DAY}T10:00:00Z`),
        deletedAt: at(`${DAY}T11:30:00Z`),
        deletedById: ids.admin,
        deletionReason: 'DUPLICATE',
      },
      {
        driverId: ids.anna,
        no: 'WP/2025/903',
        type: 'bonus',
        payoutDriver: 100,
        currency: 'pln',
        createdAt: at('2025-06-09T21:30:00Z'),
      },
      {
        driverId: ids.anna,
        no: 'WP/2025/904',
        type: 'bonus',
        payoutDriver: 100,
        currency: 'pln',
        createdAt: at(`${DAY}T22:30:00Z`),
      },
    ])
    .returning({ id: s.walletEntries.id });
  ids.wallet = wallet.map((w) => w.id);
});

const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const dayEnd = (day: string) => `${day}T23:59:59.999Z`;

/** The query string of a report over [from, to] plus extra parameters. */
function queryOf(
  type: ReportType,
  from: string | null,
  to: string | null,
  extra: Record<string, string | string[]> = {},
) {
  const def = REPORT_DEFINITIONS[type];
  const q = new URLSearchParams(def.fixedQuery);
  if (def.dateParams && from && to) {
    q.set(def.dateParams.from, dayStart(from));
    q.set(def.dateParams.to, dayEnd(to));
  }
  for (const [k, v] of Object.entries(extra)) {
    if (Array.isArray(v)) for (const x of v) q.append(`${k}[]`, x);
    else q.set(k, v);
  }
  return `/api${def.endpoint}?${q.toString()}`;
}

async function report(
  type: ReportType,
  who = 'admin',
  extra: Record<string, string | string[]> = {},
  from: string | null = DAY,
  to: string | null = from,
) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: queryOf(type, from, to, extra),
    headers: bearer(tokens[who]),
  });
  return res;
}

/** The data lines of a CSV answer (header checked separately), without the BOM and the final CRLF. */
async function lines(
  type: ReportType,
  who = 'admin',
  extra: Record<string, string | string[]> = {},
  from: string | null = DAY,
  to: string | null = from,
) {
  const res = await report(type, who, extra, from, to);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${REPORT_DEFINITIONS[type].fileName}"`);
  expect(res.body.startsWith(BOM)).toBe(true);
  expect(res.body.endsWith('\r\n')).toBe(true);
  const all = res.body.slice(1, -2).split('\r\n');
  return { header: all[0], rows: all.slice(1) };
}

/** The cells of one CSV line (RFC 4180 quoting). */
const cells = (line: string): string[] => {
  const out: string[] = [];
  const re = /("((?:[^"]|"")*)"|[^,]*)(,|$)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    out.push(m[2] !== undefined ? m[2].replace(/""/g, '"') : m[1]);
    if (m[3] === '') break;
  }
  return out;
};

const csv = (...cells: (string | number | null)[]) => cells.map((c) => (c === null ? '' : String(c))).join(',');

describe('ordersFull: GET /order/generate-report?reportType=full', () => {
  const A = () =>
    csv(
      ids.orderA,
      'RA01',
      "'=SUM(A1)",
      '2025-06-10 10:15:00',
      'Alpha Pharmacy',
      'Warszawa',
      'pickup_delivery',
      'Parcel | Device',
      'delivered',
      null,
      '"Apteka ""Pod Lwem"", Rynek"',
      '"Prosta 2, 00-850 Warszawa"',
      '"Marszałkowska 1, 00-624 Warszawa"',
      ids.jan,
      'Jan Kowalski',
      '2025-06-10 10:20:00',
      '2025-06-10 10:40:00',
      '2025-06-10 11:00:00',
      '2025-06-10 11:05:00',
      null,
      null,
      null,
      '4.24',
      '21.79',
      '15.69',
      'PLN',
      'M',
      'no',
    );
  const B = () =>
    csv(
      ids.orderB,
      'RB01',
      null,
      '2025-06-10 23:59:59',
      'Beta Electronics',
      'Kraków',
      'simple_delivery',
      'Box',
      'cancelled',
      null,
      null,
      null,
      '"Floriańska 3, 31-042 Kraków"',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      '2025-06-11 00:05:00',
      'ORDER_NOT_ACCEPTED_IN_5_MIN',
      null,
      null,
      null,
      'PLN',
      'S',
      'yes',
    );

  it('has one row per order created on the Warsaw days of the range, with the documented columns', async () => {
    const { header, rows } = await lines('ordersFull');
    expect(header).toBe(
      'order_id,order_no,external_id,created_at,company,region,order_type,products,status,scheduled_from,pickup_name,pickup_address,' +
        'delivery_address,driver_id,driver,accepted_at,picked_up_at,arrived_at,delivered_at,finished_at,cancelled_at,cancellation_reason,' +
        'distance_km,price,driver_payout,currency,package_size,emergency',
    );
    expect(rows).toEqual([A(), B()]);
  });

  it('narrows by region and company, and gives a limited operator only its companies and regions', async () => {
    expect((await lines('ordersFull', 'admin', { region: 'Kraków' })).rows).toEqual([B()]);
    expect((await lines('ordersFull', 'admin', { region: '*' })).rows).toEqual([A(), B()]);
    expect((await lines('ordersFull', 'admin', { companyIds: [String(ctx.fx.companies.alpha)] })).rows).toEqual([A()]);
    expect((await lines('ordersFull', 'reporter')).rows).toEqual([A()]);
    expect((await lines('ordersFull', 'reporter', { region: 'Kraków' })).rows).toEqual([]);
  });

  it('separates with semicolons and writes decimals with a comma on separator=semicolon', async () => {
    const { header, rows } = await lines('ordersFull', 'admin', {
      separator: 'semicolon',
      companyIds: [String(ctx.fx.companies.alpha)],
    });
    expect(header.startsWith('order_id;order_no;external_id;created_at;')).toBe(true);
    expect(rows).toEqual([
      [
        ids.orderA,
        'RA01',
        "'=SUM(A1)",
        '2025-06-10 10:15:00',
        'Alpha Pharmacy',
        'Warszawa',
        'pickup_delivery',
        'Parcel | Device',
        'delivered',
        '',
        '"Apteka ""Pod Lwem"", Rynek"',
        'Prosta 2, 00-850 Warszawa',
        'Marszałkowska 1, 00-624 Warszawa',
        ids.jan,
        'Jan Kowalski',
        '2025-06-10 10:20:00',
        '2025-06-10 10:40:00',
        '2025-06-10 11:00:00',
        '2025-06-10 11:05:00',
        '',
        '',
        '',
        '4,24',
        '21,79',
        '15,69',
        'PLN',
        'M',
        'no',
      ].join(';'),
    ]);
  });

  it('takes reportType=full only', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/order/generate-report?reportType=summary&dateFrom=${dayStart(DAY)}&dateTo=${dayEnd(DAY)}`,
      headers: bearer(tokens.admin),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'validation_failed', errors: { reportType: expect.any(Array) } });
  });
});

describe('orderOffers: GET /report/order-offers', () => {
  it('lists the offers made on the days of createdAtFrom…createdAtTo, oldest first', async () => {
    const { header, rows } = await lines('orderOffers');
    expect(header).toBe(
      'offer_id,offered_at,order_id,order_no,order_created_at,company,region,driver_id,driver,driver_email,response,responded_at,response_seconds,distance_to_pickup_km,order_status',
    );
    const [jan, anna, piotr] = ids.offers;
    const common = [ids.orderA, 'RA01', '2025-06-10 10:15:00', 'Alpha Pharmacy', 'Warszawa'];
    expect(rows).toEqual([
      csv(
        anna,
        '2025-06-10 10:15:30',
        ...common,
        ids.anna,
        'Anna Nowak',
        'anna@drivers.pl',
        'rejected',
        '2025-06-10 10:15:40',
        10,
        '2.50',
        'delivered',
      ),
      csv(
        jan,
        '2025-06-10 10:16:00',
        ...common,
        ids.jan,
        'Jan Kowalski',
        'jan@drivers.pl',
        'accepted',
        '2025-06-10 10:16:45',
        45,
        '1.23',
        'delivered',
      ),
      csv(
        piotr,
        '2025-06-10 10:16:00',
        ...common,
        ids.piotr,
        'Piotr Wiśniewski',
        'piotr@drivers.pl',
        'expired',
        '2025-06-10 10:16:45',
        45,
        null,
        'delivered',
      ),
    ]);
    expect((await lines('orderOffers', 'admin', { region: 'Kraków' })).rows).toEqual([]);
    expect((await lines('orderOffers', 'admin', {}, '2025-06-11')).rows).toEqual([]);
  });
});

describe('driverActivity: GET /report/driver-activity', () => {
  it('sums per driver and Warsaw day the time online, the offers and the deliveries', async () => {
    const { header, rows } = await lines('driverActivity', 'admin', {}, DAY, '2025-06-11');
    expect(header).toBe(
      'day,driver_id,driver,driver_email,driver_type,region,online_minutes,first_online_at,last_online_at,offers_received,offers_accepted,offers_rejected,offers_expired,orders_delivered,distance_km,payout',
    );
    expect(rows).toEqual([
      // 08:00–12:30 and 22:00–24:00 online (Warsaw), one accepted offer, one delivery.
      csv(
        DAY,
        ids.jan,
        'Jan Kowalski',
        'jan@drivers.pl',
        'driver',
        'Warszawa',
        390,
        '2025-06-10 08:00:00',
        '2025-06-11 00:00:00',
        1,
        1,
        0,
        0,
        1,
        '4.24',
        '15.69',
      ),
      csv(
        DAY,
        ids.anna,
        'Anna Nowak',
        'anna@drivers.pl',
        'driver',
        'Warszawa',
        0,
        null,
        null,
        1,
        0,
        1,
        0,
        0,
        '0.00',
        '0.00',
      ),
      csv(
        DAY,
        ids.piotr,
        'Piotr Wiśniewski',
        'piotr@drivers.pl',
        'ambassador',
        'Kraków',
        0,
        null,
        null,
        1,
        0,
        0,
        1,
        0,
        '0.00',
        '0.00',
      ),
      // The online stretch that began at 22:00 ends at 01:00 on the 11th.
      csv(
        '2025-06-11',
        ids.jan,
        'Jan Kowalski',
        'jan@drivers.pl',
        'driver',
        'Warszawa',
        60,
        '2025-06-11 00:00:00',
        '2025-06-11 01:00:00',
        0,
        0,
        0,
        0,
        0,
        '0.00',
        '0.00',
      ),
    ]);
  });

  it('gives an operator of Warszawa its drivers only', async () => {
    const { rows } = await lines('driverActivity', 'reporter', {}, DAY, '2025-06-11');
    expect(rows.map((r) => r.split(',')[2])).toEqual(['Jan Kowalski', 'Anna Nowak', 'Jan Kowalski']);
  });
});

describe('driverAvailability: GET /report/driver-availability', () => {
  it('lists the online and offline intervals of the day of every driver who was online', async () => {
    const { header, rows } = await lines('driverAvailability');
    expect(header).toBe('driver_id,driver,driver_email,region,status,from,to,minutes,status_since,changed_by,ongoing');
    const jan = [ids.jan, 'Jan Kowalski', 'jan@drivers.pl', 'Warszawa'];
    expect(rows).toEqual([
      csv(...jan, 'offline', '2025-06-10 00:00:00', '2025-06-10 08:00:00', 480, '2025-06-09 20:00:00', 'logout', 'no'),
      csv(...jan, 'online', '2025-06-10 08:00:00', '2025-06-10 12:30:00', 270, '2025-06-10 08:00:00', 'sign_in', 'no'),
      csv(...jan, 'offline', '2025-06-10 12:30:00', '2025-06-10 22:00:00', 570, '2025-06-10 12:30:00', 'app', 'no'),
      csv(...jan, 'online', '2025-06-10 22:00:00', '2025-06-11 00:00:00', 120, '2025-06-10 22:00:00', 'app', 'no'),
    ]);
  });
});

describe('driversStock: GET /report/driver', () => {
  it('lists what every driver holds, by region and driver, with the serial numbers', async () => {
    const { header, rows } = await lines('driversStock', 'admin', {}, null);
    expect(header).toBe(
      'driver_id,driver,driver_email,driver_type,region,company,product_id,product_code,product_name,amount,serial_numbers',
    );
    const jan = csv(
      ids.jan,
      'Jan Kowalski',
      'jan@drivers.pl',
      'driver',
      'Warszawa',
      'Alpha Pharmacy',
      ctx.fx.products.alphaA,
      'A-PARCEL',
      'Parcel',
      3,
      'S1 S2 S3',
    );
    const anna = csv(
      ids.anna,
      'Anna Nowak',
      'anna@drivers.pl',
      'driver',
      'Warszawa',
      'Alpha Pharmacy',
      ctx.fx.products.alphaB,
      'A-DEVICE',
      'Device',
      1,
      'D-77',
    );
    expect(rows).toEqual([jan, anna]);
    expect((await lines('driversStock', 'admin', { companyIds: [String(ctx.fx.companies.beta)] }, null)).rows).toEqual(
      [],
    );
    expect((await lines('driversStock', 'admin', { region: 'Kraków' }, null)).rows).toEqual([]);
    expect((await lines('driversStock', 'reporter', {}, null)).rows).toEqual([jan, anna]);
  });
});

describe('the header line: keys for integrations, the user\u2019s language for the console', () => {
  const KEYS =
    'driver_id,driver,driver_email,driver_type,region,company,product_id,product_code,product_name,amount,serial_numbers';

  it('writes Polish column names with lang=pl, the same rows with their coded values in Polish', async () => {
    const { header, rows } = await lines('driversStock', 'admin', { lang: 'pl' }, null);
    expect(header).toBe(
      'ID kierowcy,Kierowca,E-mail kierowcy,Typ kierowcy,Region,Firma,ID produktu,Kod produktu,Nazwa produktu,Ilość,Nr partii/seryjne',
    );
    const keyed = (await lines('driversStock', 'admin', {}, null)).rows;
    expect(rows).toEqual(keyed.map((row) => row.replace(',driver,', ',Kierowca,')));
  });

  it('writes Czech column names with lang=cz (with the semicolon separator)', async () => {
    const { header } = await lines('driversStock', 'admin', { lang: 'cz', separator: 'semicolon' }, null);
    expect(header).toBe(
      'ID řidiče;Řidič;E-mail řidiče;Typ řidiče;Region;Firma;ID produktu;Kód produktu;Název produktu;Množství;Čísla šarží/sériová čísla',
    );
    const dated = await lines('corrections', 'admin', { lang: 'cz' });
    expect(cells(dated.header).slice(0, 4)).toEqual(['ID opravy', 'Vytvořeno', 'ID objednávky', 'Č. objednávky']);
  });

  it('keeps the snake_case keys without lang, and with headers=keys whatever lang says', async () => {
    expect((await lines('driversStock', 'admin', {}, null)).header).toBe(KEYS);
    expect((await lines('driversStock', 'admin', { lang: 'pl', headers: 'keys' }, null)).header).toBe(KEYS);
    expect((await lines('driversStock', 'admin', { lang: 'cz', headers: 'keys' }, null)).header).toBe(KEYS);
  });

  it('writes English names with lang=en or headers=labels, and refuses an unknown language or mode', async () => {
    const english =
      'Driver ID,Driver,Driver e-mail,Driver type,Region,Company,Product ID,Product code,Product name,Amount,Batch/serial numbers';
    expect((await lines('driversStock', 'admin', { lang: 'en' }, null)).header).toBe(english);
    expect((await lines('driversStock', 'admin', { headers: 'labels' }, null)).header).toBe(english);
    for (const extra of [{ lang: 'de' }, { headers: 'names' }] as Record<string, string>[]) {
      const res = await report('driversStock', 'admin', extra, null);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('validation_failed');
      expect(Object.keys(res.json().errors)).toEqual([Object.keys(extra)[0]]);
    }
  });

  it('has a name in every language for every column of every report', async () => {
    const { REPORT_MODULES } = await import('../../server/services/reports/index.ts');
    const { reportsEn } = await import('../../locales/en/reports.ts');
    const { reportsPl } = await import('../../locales/pl/reports.ts');
    const { reportsCz } = await import('../../locales/cz/reports.ts');
    const keys = new Set(Object.values(REPORT_MODULES).flatMap((m) => m.columns.map((c) => c.name)));
    for (const messages of [reportsEn.columns, reportsPl.columns, reportsCz.columns ?? {}]) {
      expect([...keys].filter((key) => !(messages as Record<string, string | undefined>)[key])).toEqual([]);
    }
  });
});

describe('corrections: GET /report/corrections', () => {
  it('lists the corrections requested in the range with their decision', async () => {
    const { header, rows } = await lines('corrections');
    expect(header).toBe(
      'correction_id,created_at,order_id,order_no,company,region,driver_id,driver,driver_email,category,status,estimated_distance_km,extra_distance_km,' +
        'recalculated_distance_km,package_size,actual_package_size,claimed_address,estimated_driver_payout,suggested_correction_pay,accepted_amount,' +
        'driver_payout,currency,drivers_comment,decided_at,decided_by,rejection_reason,comment',
    );
    expect(rows).toEqual([
      csv(
        ids.correction,
        '2025-06-10 12:00:00',
        ids.orderA,
        'RA01',
        'Alpha Pharmacy',
        'Warszawa',
        ids.jan,
        'Jan Kowalski',
        'jan@drivers.pl',
        'incorrect_distance',
        'accepted',
        '4.24',
        '2.50',
        '6.74',
        'M',
        null,
        '"Nowa 5, 00-001 Warszawa"',
        '15.69',
        '5.25',
        '3.00',
        '18.69',
        'PLN',
        'Objazd; remont mostu',
        '2025-06-10 13:00:00',
        'admin@x.pl',
        null,
        'OK',
      ),
    ]);
    // With semicolons, the comment holding one is quoted and the address is not.
    const semicolon = (await lines('corrections', 'admin', { separator: 'semicolon' })).rows[0].split(';');
    expect(semicolon.slice(16, 17)).toEqual(['Nowa 5, 00-001 Warszawa']);
    expect((await report('corrections', 'admin', { separator: 'semicolon' })).body).toContain(
      ';"Objazd; remont mostu";',
    );
  });
});

describe('driversFeedback: GET /report/drivers-feedback', () => {
  it('lists the feedback given in the range; a comment with a line break is quoted', async () => {
    const { header } = await lines('driversFeedback');
    expect(header).toBe(
      'feedback_id,created_at,order_id,order_no,company,region,pickup_name,delivered_at,driver_id,driver,driver_email,rating,category,comment',
    );
    const body = (await report('driversFeedback')).body;
    expect(body.slice(1).split('\r\n').slice(1)).toEqual([
      csv(
        ids.feedback,
        '2025-06-10 11:30:00',
        ids.orderA,
        'RA01',
        'Alpha Pharmacy',
        'Warszawa',
        '"Apteka ""Pod Lwem"", Rynek"',
        '2025-06-10 11:05:00',
        ids.jan,
        'Jan Kowalski',
        'jan@drivers.pl',
        4,
        'pickup',
        '"Długie czekanie\nna wydanie"',
      ),
      '',
    ]);
  });
});

describe('auditStockMovement: GET /report/audit-stock-movement', () => {
  const m = () => {
    const [toWarehouse, toDriver, toOrder] = ids.movements;
    const product = ['Alpha Pharmacy', 'A-PARCEL', 'Parcel'];
    return {
      toWarehouse: csv(
        toWarehouse,
        '2025-06-10 09:00:00',
        'companyToWarehouse',
        ...product,
        10,
        'B-2025-06',
        'company',
        'Alpha Pharmacy',
        null,
        'warehouse',
        'Magazyn Centralny – Warszawa',
        'Warszawa',
        null,
        'admin@x.pl',
      ),
      toDriver: csv(
        toDriver,
        '2025-06-10 09:30:00',
        'warehouseToDriver',
        ...product,
        3,
        'S1',
        'warehouse',
        'Magazyn Centralny – Warszawa',
        'Warszawa',
        'driver',
        'Jan Kowalski <jan@drivers.pl>',
        'Warszawa',
        null,
        'admin@x.pl',
      ),
      toOrder: csv(
        toOrder,
        '2025-06-10 11:05:00',
        'driverToOrder',
        ...product,
        1,
        'S1',
        'driver',
        'Jan Kowalski <jan@drivers.pl>',
        'Warszawa',
        'order',
        'RA01',
        null,
        'RA01',
        null,
      ),
    };
  };

  it('lists the stock ledger of the range; reportType picks one movement type', async () => {
    const { header, rows } = await lines('auditStockMovement');
    expect(header).toBe(
      'movement_id,created_at,type,company,product_code,product_name,amount,serial_number,from_type,from,from_region,to_type,to,to_region,order_no,created_by',
    );
    expect(rows).toEqual([m().toWarehouse, m().toDriver, m().toOrder]);
    expect((await lines('auditStockMovement', 'admin', { reportType: 'warehouseToDriver' })).rows).toEqual([
      m().toDriver,
    ]);
    expect((await lines('auditStockMovement', 'admin', { reportType: 'all' })).rows).toHaveLength(3);
    expect((await lines('auditStockMovement', 'admin', { region: 'Kraków' })).rows).toEqual([]);
    expect((await lines('auditStockMovement', 'admin', { companyIds: [String(ctx.fx.companies.beta)] })).rows).toEqual(
      [],
    );
    expect((await report('auditStockMovement', 'admin', { reportType: 'teleport' })).statusCode).toBe(400);
  });
});

describe('stockExchange: GET /report/stock-exchange', () => {
  it('lists the exchanges between drivers requested in the range', async () => {
    const { header, rows } = await lines('stockExchange');
    expect(header).toBe(
      'exchange_id,created_at,status,region,giving_driver_id,giving_driver,giving_driver_email,receiving_driver_id,receiving_driver,receiving_driver_email,company,product_code,product_name,amount,confirmed_at,rejected_at',
    );
    expect(rows).toEqual([
      csv(
        ids.exchange,
        '2025-06-10 14:00:00',
        'confirmed',
        'Warszawa',
        ids.jan,
        'Jan Kowalski',
        'jan@drivers.pl',
        ids.anna,
        'Anna Nowak',
        'anna@drivers.pl',
        'Alpha Pharmacy',
        'A-PARCEL',
        'Parcel',
        1,
        '2025-06-10 14:10:00',
        null,
      ),
    ]);
  });
});

describe('walletEntries: GET /report/wallet-entries', () => {
  const ride = () =>
    csv(
      'WP/2025/901',
      '2025-06-10 10:00:00',
      ids.jan,
      'Jan Kowalski',
      'jan@drivers.pl',
      'Warszawa',
      'ride_added',
      '12.34',
      '20.00',
      'PLN',
      'Delivered order RA01',
      'RA01',
      'system',
      'no',
      null,
      null,
      null,
    );

  it('lists every entry booked on the Warsaw days of the range, deleted ones marked, oldest first', async () => {
    const { header, rows } = await lines('walletEntries');
    expect(header).toBe(
      'entry_no,created_at,driver_id,driver,driver_email,region,type,payout_driver,payout_client,currency,description,order_no,created_by,deleted,deleted_at,deleted_by,deletion_reason',
    );
    // The comment of the bonus is a formula-looking text with a comma: quoted, with an apostrophe in front.
    expect(rows[0]).toBe(ride());
    expect(cells(rows[1])).toEqual([
      'WP/2025/902',
      '2025-06-10 12:00:00',
      String(ids.piotr),
      'Piotr Wiśniewski',
      'piotr@drivers.pl',
      'Kraków',
      'bonus',
      '-5.50',
      '',
      'PLN',
      "'=Weekend, rain",
      '',
      'admin@x.pl',
      'yes',
      '2025-06-10 13:30:00',
      'admin@x.pl',
      'DUPLICATE',
    ]);
    expect(rows).toHaveLength(2);
    expect(
      (await lines('walletEntries', 'admin', {}, '2025-06-09', '2025-06-11')).rows.map((r) => r.split(',')[0]),
    ).toEqual(['WP/2025/903', 'WP/2025/901', 'WP/2025/902', 'WP/2025/904']);
  });

  it('narrows by region and driver; a driverId that is no id is 400; Polish headers with lang=pl', async () => {
    expect((await lines('walletEntries', 'admin', { region: 'Kraków' })).rows.map((r) => r.split(',')[0])).toEqual([
      'WP/2025/902',
    ]);
    expect((await lines('walletEntries', 'admin', { driverId: String(ids.jan) })).rows).toEqual([ride()]);
    expect((await lines('walletEntries', 'admin', { driverId: '999999' })).rows).toEqual([]);
    for (const driverId of ['abc', '0', '1.5', '-2']) {
      const res = await report('walletEntries', 'admin', { driverId });
      expect(res.statusCode, driverId).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'validation_failed', errors: { driverId: expect.any(Array) } });
    }
    const pl = await report('walletEntries', 'admin', { lang: 'pl', separator: 'semicolon' });
    expect(pl.body.slice(1).split('\r\n')[0]).toBe(
      'Nr wpisu;Utworzono;ID kierowcy;Kierowca;E-mail kierowcy;Region;Typ;Wypłata kierowcy;Cena dla klienta;Waluta;Opis;Nr zamówienia;Utworzone przez;Usunięty;Usunięto;Usunął;Powód usunięcia',
    );
    expect(pl.body).toContain(';12,34;20,00;PLN;');
  });

  it('needs the wallet scope (not the report or omni scope) and keeps a limited operator to the drivers it sees', async () => {
    const waw = await lines('walletEntries', 'walletwaw');
    expect(waw.rows).toEqual([ride()]);
    expect((await report('ordersFull', 'walletwaw')).statusCode).toBe(403);
    expect((await report('walletEntries', 'reporter')).statusCode).toBe(403);
    expect((await report('walletEntries', 'fullonly')).statusCode).toBe(403);
  });
});

describe('coded values in the language of the file (lang), as the console names them; codes without lang', () => {
  /** A report's rows as key → cell: the keys from the same report without a language. */
  async function rowsIn(
    type: ReportType,
    lang: string | null,
    extra: Record<string, string | string[]> = {},
    from: string | null = DAY,
    to: string | null = from,
  ) {
    const keys = cells((await lines(type, 'admin', extra, from, to)).header);
    const { rows } = await lines(type, 'admin', lang ? { ...extra, lang } : extra, from, to);
    return rows.map((row) => Object.fromEntries(cells(row).map((cell, i) => [keys[i], cell])));
  }
  const column = (rows: Record<string, string>[], ...keys: string[]) => rows.map((r) => keys.map((k) => r[k]));

  it('ordersFull: statuses, order types, cancellation reasons and yes/no', async () => {
    const expected = {
      pl: [
        ['Dostarczone', 'Dostawa z odbiorem', '', 'Nie'],
        ['Anulowane', 'Prosta dostawa', 'Nieprzyjęte w ciągu 5 minut', 'Tak'],
      ],
      en: [
        ['Delivered', 'Pickup delivery', '', 'No'],
        ['Cancelled', 'Simple delivery', 'Not accepted within 5 minutes', 'Yes'],
      ],
      cz: [
        ['Doručená', 'Doručení s vyzvednutím', '', 'Ne'],
        ['Zrušená', 'Jednoduché doručení', 'Nepřijato do 5 minut', 'Ano'],
      ],
    };
    for (const [lang, rows] of Object.entries(expected)) {
      const got = column(await rowsIn('ordersFull', lang), 'status', 'order_type', 'cancellation_reason', 'emergency');
      expect(got, lang).toEqual(rows);
    }
    expect(column(await rowsIn('ordersFull', null), 'status', 'cancellation_reason', 'emergency')).toEqual([
      ['delivered', '', 'no'],
      ['cancelled', 'ORDER_NOT_ACCEPTED_IN_5_MIN', 'yes'],
    ]);
  });

  it('orderOffers: the answer and the order’s status', async () => {
    expect(column(await rowsIn('orderOffers', 'cz'), 'response', 'order_status')).toEqual([
      ['Odmítnutá', 'Doručená'],
      ['Přijatá', 'Doručená'],
      ['Vypršela', 'Doručená'],
    ]);
  });

  it('driverActivity: the driver type', async () => {
    expect(column(await rowsIn('driverActivity', 'pl'), 'driver', 'driver_type')).toEqual([
      ['Jan Kowalski', 'Kierowca'],
      ['Anna Nowak', 'Kierowca'],
      ['Piotr Wiśniewski', 'Ambasador'],
    ]);
  });

  it('driverAvailability: the status, what changed it and whether it goes on', async () => {
    expect(column(await rowsIn('driverAvailability', 'en'), 'status', 'changed_by', 'ongoing')).toEqual([
      ['Offline', 'Log-out', 'No'],
      ['Online', 'Sign-in', 'No'],
      ['Offline', 'Driver’s switch in the app', 'No'],
      ['Online', 'Driver’s switch in the app', 'No'],
    ]);
  });

  it('driversStock: the driver type', async () => {
    expect(column(await rowsIn('driversStock', 'cz', {}, null), 'driver_type')).toEqual([['Řidič'], ['Řidič']]);
  });

  it('corrections: the category and the status', async () => {
    expect(column(await rowsIn('corrections', 'pl'), 'category', 'status')).toEqual([
      ['Nieprawidłowy dystans', 'Zaakceptowana'],
    ]);
  });

  it('driversFeedback: what the feedback is about', async () => {
    expect(column(await rowsIn('driversFeedback', 'en'), 'category')).toEqual([['Pickup']]);
    expect(column(await rowsIn('driversFeedback', 'pl'), 'category')).toEqual([['Odbiór']]);
  });

  it('auditStockMovement: the movement type and the sides', async () => {
    expect(column(await rowsIn('auditStockMovement', 'pl'), 'type', 'from_type', 'to_type')).toEqual([
      ['Firma → magazyn', 'Firma', 'Magazyn'],
      ['Magazyn → kierowca', 'Magazyn', 'Kierowca'],
      ['Kierowca → zamówienie', 'Kierowca', 'Zamówienie'],
    ]);
    expect(column(await rowsIn('auditStockMovement', null), 'type')[0]).toEqual(['companyToWarehouse']);
  });

  it('stockExchange: the status', async () => {
    expect(column(await rowsIn('stockExchange', 'cz'), 'status')).toEqual([['Potvrzeno']]);
  });

  it('walletEntries: the entry type, the system as author and yes/no; an unknown code stays as it is', async () => {
    expect(column(await rowsIn('walletEntries', 'en'), 'type', 'created_by', 'deleted')).toEqual([
      ['Ride', 'System', 'No'],
      ['Bonus', 'admin@x.pl', 'Yes'],
    ]);
    expect(column(await rowsIn('walletEntries', 'pl'), 'type', 'deleted')).toEqual([
      ['Kurs', 'Nie'],
      ['Bonus', 'Tak'],
    ]);
    // The free-text deletion reason is not a code of any group: as written.
    expect(column(await rowsIn('walletEntries', 'pl'), 'deletion_reason')[1]).toEqual(['DUPLICATE']);
  });
});

describe('span limits (1 day for driverAvailability, 60, 120 or 366 days for the other dated reports)', () => {
  const dated = REPORT_TYPES.filter((type) => REPORT_DEFINITIONS[type].maxSpanDays !== null);

  it.each(dated)(
    '%s: the maximum span passes, one day more is 400 report_range_too_long on the end date',
    async (type) => {
      const def = REPORT_DEFINITIONS[type];
      const max = def.maxSpanDays!;
      const from = '2024-01-01';
      const ok = await report(type, 'admin', {}, from, addDays(from, max - 1));
      expect(ok.statusCode, ok.body).toBe(200);
      const tooLong = await report(type, 'admin', {}, from, addDays(from, max));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({
        errorCode: 'report_range_too_long',
        errors: { [def.dateParams!.to]: [REPORT_RANGE_TOO_LONG] },
      });
    },
  );

  it('driverAvailability takes one day: 10 June 00:00 UTC to 10 June 23:59:59.999 UTC', async () => {
    expect(REPORT_DEFINITIONS.driverAvailability.maxSpanDays).toBe(1);
    expect((await report('driverAvailability', 'admin', {}, DAY, DAY)).statusCode).toBe(200);
    expect((await report('driverAvailability', 'admin', {}, DAY, '2025-06-11')).json().errorCode).toBe(
      'report_range_too_long',
    );
  });

  it('needs both dates, valid and in order', async () => {
    const url = (q: string) => `/api/report/corrections?${q}`;
    const get = (q: string) => ctx.app.inject({ method: 'GET', url: url(q), headers: bearer(tokens.admin) });
    const missing = await get(`dateFrom=${dayStart(DAY)}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: { dateTo: ['validation.required'] },
    });
    expect((await get(`dateFrom=yesterday&dateTo=${dayEnd(DAY)}`)).json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: { dateFrom: ['validation.invalid'] },
    });
    expect((await get(`dateFrom=${dayStart(DAY)}&dateTo=${dayEnd('2025-06-09')}`)).json()).toMatchObject({
      errorCode: 'validation_failed',
      errors: { dateTo: ['validation.dateRangeReversed'] },
    });
    // Plain days are understood too.
    expect((await get(`dateFrom=${DAY}&dateTo=${DAY}`)).statusCode).toBe(200);
  });
});

describe('permissions (each report’s own scope or the general report scope; the wallet scope for wallet entries)', () => {
  it.each(REPORT_TYPES)('%s: 401 without a session, 403 without the report permission, 200 with it', async (type) => {
    const url = queryOf(type, DAY, DAY);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const who of ['operator', 'client']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
      expect(res.statusCode, who).toBe(403);
      expect(res.json().errorCode).toBe('insufficient_permissions');
    }
    // A user with reports:full alone may generate ordersFull only; 403 comes before the query is checked.
    const own = await ctx.app.inject({ method: 'GET', url, headers: bearer(tokens.fullonly) });
    expect(own.statusCode).toBe(type === 'ordersFull' ? 200 : 403);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api${REPORT_DEFINITIONS[type].endpoint}?dateFrom=x`,
      headers: bearer(tokens.fullonly),
    });
    expect(bad.statusCode).toBe(type === 'ordersFull' ? 400 : 403);
    expect((await report(type, 'reporter', {}, DAY, DAY)).statusCode).toBe(type === 'walletEntries' ? 403 : 200);
    expect((await report(type, 'walletwaw', {}, DAY, DAY)).statusCode).toBe(type === 'walletEntries' ? 200 : 403);
  });
});

describe('streaming from a cursor', () => {
  it('streams many rows in batches, in order, and closes the cursor', async () => {
    // 12,345 orders on 1 March 2025 (Warsaw, winter time): three batches of 5000.
    await ctx.app.database.query(
      `INSERT INTO orders (order_no, company_id, region_id, type, status, status_priority, is_ongoing, stage_began_at, created_at,
         client_name, client_phone, client_street, client_city, client_zip_code, estimated_payout)
       SELECT 'M' || g, $1, $2, 'simple_delivery', 'finished', 0, false, t, t,
              'K', '600100200', 'Ulica ' || g, 'Warszawa', '00-624', g
       FROM generate_series(1, 12345) g, LATERAL (SELECT timestamptz '2025-03-01 00:00:00+01' + g * interval '6 seconds' AS t) x`,
      [ctx.fx.companies.alpha, ctx.fx.regions.waw],
    );
    const { rows } = await lines('ordersFull', 'admin', {}, '2025-03-01');
    expect(rows).toHaveLength(12_345);
    // The delivery address ("Ulica 1, 00-624 Warszawa") is quoted: its comma is not a separator.
    expect(cells(rows[0])[23]).toBe('0.01');
    expect(cells(rows[12_344])[23]).toBe('123.45');
    expect(cells(rows[5000]).slice(1, 4)).toEqual(['M5001', '', '2025-03-01 08:20:06']);
    expect(cells(rows[5000])[12]).toBe('Ulica 5001, 00-624 Warszawa');
    expect(
      (
        await ctx.app.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_cursors WHERE name LIKE 'report%'`,
        )
      )[0].n,
    ).toBe(0);
  });

  it('closes the cursor and frees its connection when the client goes away mid-download', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const received = await new Promise<number>((resolve, reject) => {
      const req = http.get(
        `http://127.0.0.1:${port}${queryOf('ordersFull', '2025-03-01', '2025-03-01')}`,
        { headers: bearer(tokens.admin) },
        (res) => {
          expect(res.statusCode).toBe(200);
          let bytes = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            if (bytes > 10_000) {
              req.destroy();
              resolve(bytes);
            }
          });
        },
      );
      req.on('error', (error) =>
        error.message.includes('socket hang up') || error.message.includes('aborted') ? undefined : reject(error),
      );
    });
    expect(received).toBeLessThan(4_000_000); // stopped well before the whole file
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      (
        await ctx.app.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_cursors WHERE name LIKE 'report%'`,
        )
      )[0].n,
    ).toBe(0);
    if (ctx.app.database.engine === 'postgres') {
      // The report's connection is back in the pool with its transaction rolled back.
      const [{ n }] = await ctx.app.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
      );
      expect(n).toBe(0);
    }
    // And the next report works.
    expect((await lines('driversStock', 'admin', {}, null)).rows.length).toBeGreaterThan(0);
  });
});
