// A small, explicit dataset for API tests: two regions, three companies, operators of several kinds, client
// users, and orders whose every field a test asserts on is set here.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { testConfig, type AppConfig } from '../../server/config.ts';
import { fixtureHash } from './fixtureHash.ts';
import * as s from '../../server/db/schema.ts';
import type { Db } from '../../server/db/client.ts';
import type { OrderStatus } from '../../domain/enums.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { ORDER_STATUS_PRIORITY } from '../../domain/enums.ts';
import { isOngoing } from '../../domain/orderRules.ts';
import { testDatabase } from './testDatabase.ts';

const allTrue = canViewDefaults('xd_employee');

/** The fixture's now: set when a test file starts (tests/api/setup.ts), as the orders' times count back from it. */
export let NOW = new Date();
export function resetFixtureClock(): void {
  NOW = new Date();
}
export const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
export const startOfToday = () => {
  const d = new Date(NOW);
  d.setHours(0, 0, 0, 0);
  return d;
};

const orderSettings = {
  allowedPayments: ['generic_prepaid' as const],
  orderFormFields: [],
  orderFormSuggestedProducts: [],
  maxOrderProductsAllowed: 3,
  defaultPackageSize: 'M' as const,
  showDeliveryEstimationOnForm: true,
  scheduledAtToScheduledRange: false,
};
const deliverySettings = {
  cancelOrderAfter: 300,
  maxDeliveryDistanceRadius: 20000,
  groupPickupPointOrders: false,
  groupedOrdersMaxDistance: 1000,
  maxDestinationDistanceRadius: 20000,
  showOnOrderMarketAfter: 0,
};

export interface Fixture {
  regions: { waw: number; krk: number };
  companies: { alpha: number; beta: number; gamma: number };
  products: { alphaA: number; alphaB: number; beta: number };
  orders: Record<string, number>;
}

export const PASSWORDS = {
  admin: 'admin123',
  operator: 'operator123',
  coordinator: 'coordinator123',
  nobody: 'nobody123',
  gone: 'gone1234',
  client: 'client123',
  fresh: 'fresh1234',
};

export async function loadFixture(db: Db): Promise<Fixture> {
  const [waw, krk] = await db
    .insert(s.regions)
    .values([{ name: 'Warszawa' }, { name: 'Kraków' }])
    .returning();
  // Coverage: the postal codes the fixture's addresses use (centroids of postcodes-pl.csv), plus a few for the
  // order-create tests. 02-677 is Warszawa's south (Mokotów), about 6 km from 00-850.
  await db.insert(s.zipCodes).values(
    (
      [
        ['00-624', 'Warszawa', waw.id, 52.2146, 21.02093],
        ['00-850', 'Warszawa', waw.id, 52.23258, 20.99429],
        ['00-590', 'Warszawa', waw.id, 52.21557, 21.02095],
        ['02-677', 'Warszawa', waw.id, 52.17694, 20.99177],
        ['31-042', 'Kraków', krk.id, 50.0613, 19.9383],
        ['31-154', 'Kraków', krk.id, 50.06893, 19.94625],
      ] as const
    ).map(([name, city, regionId, centroidLat, centroidLng]) => ({ name, city, regionId, centroidLat, centroidLng })),
  );
  const steps = {
    productSelectionCompletedAt: minutesAgo(5000),
    locationsCompletedAt: minutesAgo(4900),
    companyDataCompletedAt: minutesAgo(4800),
    contractGeneratedAt: minutesAgo(4700),
    activatedAt: minutesAgo(4600),
  };
  const [alpha, beta, gamma] = await db
    .insert(s.companies)
    .values([
      {
        name: 'Alpha Pharmacy',
        status: 'active',
        orderSettings,
        deliverySettings,
        logo: '/images/companies/alpha.svg',
        ...steps,
      },
      { name: 'Beta Electronics', status: 'active', orderSettings, deliverySettings, ...steps },
      { name: 'Gamma New', status: 'pending', orderSettings, deliverySettings },
    ])
    .returning();
  const [alphaA, alphaB, betaP] = await db
    .insert(s.products)
    .values([
      { companyId: alpha.id, name: 'Parcel', code: 'A-PARCEL', type: 'pickup_delivery', productSettings: {} },
      { companyId: alpha.id, name: 'Device', code: 'A-DEVICE', type: 'iqos', productSettings: {} },
      { companyId: beta.id, name: 'Box', code: 'B-BOX', type: 'simple_delivery', productSettings: {} },
    ])
    .returning();
  const [driver] = await db
    .insert(s.drivers)
    .values({ firstName: 'Jan', lastName: 'Kowalski', email: 'jan@drivers.pl', regionId: waw.id })
    .returning();

  const hashes = Object.fromEntries(
    await Promise.all(Object.entries(PASSWORDS).map(async ([k, v]) => [k, await fixtureHash(v)] as const)),
  ) as Record<keyof typeof PASSWORDS, string>;
  await db.insert(s.operators).values([
    {
      username: 'admin',
      email: 'admin@x.pl',
      passwordHash: hashes.admin,
      scope: ['superAdmin', 'wallet', 'zipCodes'],
      accountType: 'xd_employee',
      canView: allTrue,
      allCompanies: true,
      allRegions: true,
    },
    {
      username: 'operator',
      email: 'operator@x.pl',
      passwordHash: hashes.operator,
      scope: ['orders', 'drivers'],
      accountType: 'xd_employee',
      canView: allTrue,
      allCompanies: true,
      allRegions: true,
    },
    {
      username: 'coordinator',
      email: 'coordinator@x.pl',
      passwordHash: hashes.coordinator,
      scope: ['orders:read'],
      accountType: 'xd_coordinator',
      canView: {
        ...allTrue,
        sensitiveData: false,
        cancellation: false,
        changeDriver: false,
        driverInfo: false,
        driverPayout: false,
      },
      companyIds: [alpha.id],
      regions: ['Warszawa'],
    },
    {
      username: 'nobody',
      email: 'nobody@x.pl',
      passwordHash: hashes.nobody,
      scope: ['drivers'],
      accountType: 'other',
      canView: allTrue,
      allCompanies: true,
      allRegions: true,
    },
    {
      username: 'gone',
      email: 'gone@x.pl',
      passwordHash: hashes.gone,
      scope: ['orders'],
      accountType: 'deactivated',
      previousAccountType: 'xd_employee',
      canView: allTrue,
      allCompanies: true,
      allRegions: true,
    },
  ]);
  await db.insert(s.clientUsers).values([
    { email: 'client@alpha.pl', name: 'Alpha Owner', passwordHash: hashes.client, companyId: alpha.id },
    { email: 'fresh@gamma.pl', name: 'Gamma Owner', passwordHash: hashes.fresh, companyId: gamma.id },
  ]);

  // Orders: [key, company, region, status, created minutes ago, stage began minutes ago, extra]
  const spec: [string, number, number, OrderStatus, number, number, Partial<typeof s.orders.$inferInsert>?][] = [
    ['newWaw', alpha.id, waw.id, 'new', 10, 10],
    ['acceptedWaw', alpha.id, waw.id, 'accepted', 30, 20, { driverId: driver.id }],
    ['deliveredWaw', alpha.id, waw.id, 'delivered', 60, 5, { driverId: driver.id, deliveredAt: minutesAgo(5) }],
    [
      'cancelledKrk',
      alpha.id,
      krk.id,
      'cancelled',
      40,
      35,
      { cancellationReason: 'ORDER_NOT_ACCEPTED_IN_5_MIN', cancelledAt: minutesAgo(35) },
    ],
    ['betaNew', beta.id, waw.id, 'new', 15, 15, { externalId: 'EXT-BETA-1' }],
    ['betaPicked', beta.id, krk.id, 'picked_up', 50, 45, { driverId: driver.id }],
    ['oldOngoing', alpha.id, waw.id, 'accepted', 3 * 24 * 60, 3 * 24 * 60 - 10, { driverId: driver.id }],
    [
      'oldDelivered',
      alpha.id,
      waw.id,
      'delivered',
      3 * 24 * 60,
      3 * 24 * 60 - 90,
      { deliveredAt: minutesAgo(3 * 24 * 60 - 90) },
    ],
  ];
  const inserted = await db
    .insert(s.orders)
    .values(
      spec.map(([key, companyId, regionId, status, created, began, extra], i) => ({
        orderNo: `T${String(i).padStart(3, '0')}`,
        companyId,
        regionId,
        type: companyId === beta.id ? ('simple_delivery' as const) : ('pickup_delivery' as const),
        status,
        statusPriority: ORDER_STATUS_PRIORITY[status],
        isOngoing: isOngoing(status),
        stageBeganAt: minutesAgo(began),
        createdAt: minutesAgo(created),
        clientName: `Client ${key}`,
        clientPhone: '600100200',
        clientStreet: 'Marszałkowska 1',
        clientCity: 'Warszawa',
        clientZipCode: '00-624',
        pickupName: 'Main store',
        pickupStreet: 'Prosta 2',
        pickupCity: regionId === waw.id ? 'Warszawa' : 'Kraków',
        pickupZipCode: '00-850',
        ...extra,
      })),
    )
    .returning({ id: s.orders.id });
  const orders = Object.fromEntries(spec.map(([key], i) => [key, inserted[i].id]));
  await db.insert(s.orderProducts).values(
    spec.map(([key, companyId]) => ({
      orderId: orders[key],
      lineNo: 0,
      productId: companyId === beta.id ? betaP.id : key === 'acceptedWaw' ? alphaB.id : alphaA.id,
    })),
  );
  return {
    regions: { waw: waw.id, krk: krk.id },
    companies: { alpha: alpha.id, beta: beta.id, gamma: gamma.id },
    products: { alphaA: alphaA.id, alphaB: alphaB.id, beta: betaP.id },
    orders,
  };
}

/** The temporary folders the running file made (testTempDir), removed once it ends (setup.ts). */
const tempDirs: string[] = [];

/** A temporary folder for the running test file (a console build, an images folder), removed once the file ends. */
export function testTempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Removes the running file's temporary folders (setup.ts, once the file ends). */
export function removeTestTempDirs(): void {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** One app with its own database (tests/api/testDatabase.ts) and the fixture, for a test file. */
export function setupApp(overrides: Partial<AppConfig> = {}) {
  const ctx = {} as { app: FastifyInstance; fx: Fixture };
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const made = await testDatabase();
    dispose = made.dispose;
    ctx.app = await buildApp(testConfig({ databaseUrl: made.databaseUrl, ...overrides }), { database: made.database });
    ctx.fx = await loadFixture(ctx.app.database.db);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await dispose?.();
  });
  return ctx;
}

export async function login(app: FastifyInstance, username: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The fixture's sign-in names, by the key of PASSWORDS. */
const USERNAMES: Record<keyof typeof PASSWORDS, string> = {
  admin: 'admin',
  operator: 'operator',
  coordinator: 'coordinator',
  nobody: 'nobody',
  gone: 'gone',
  client: 'client@alpha.pl',
  fresh: 'fresh@gamma.pl',
};

/** Signs the fixture users in and fills `tokens` with their tokens, by the same keys. */
export async function signInAll(
  app: FastifyInstance,
  tokens: Record<string, string>,
  ...who: (keyof typeof PASSWORDS)[]
) {
  for (const key of who) tokens[key] = await login(app, USERNAMES[key], PASSWORDS[key]);
}

/**
 * A pickup-delivery order of company alpha in Warszawa with a receiver, a pickup point and the pick-up PIN 4321, in
 * the given status (status priority and ongoing flag follow it); `extra` sets or overrides any column. With a
 * `productId`, the order gets that product line.
 */
export async function insertOrder(
  db: Db,
  fx: Fixture,
  orderNo: string,
  status: OrderStatus,
  extra: Partial<typeof s.orders.$inferInsert> = {},
  productId?: number,
) {
  const [row] = await db
    .insert(s.orders)
    .values({
      orderNo,
      companyId: fx.companies.alpha,
      regionId: fx.regions.waw,
      type: 'pickup_delivery',
      status,
      statusPriority: ORDER_STATUS_PRIORITY[status],
      isOngoing: isOngoing(status),
      stageBeganAt: minutesAgo(5),
      createdAt: minutesAgo(20),
      clientName: 'Ewa Klient',
      clientPhone: '600100200',
      clientStreet: 'Marszałkowska 10',
      clientCity: 'Warszawa',
      clientZipCode: '00-624',
      pickupName: 'Main store',
      pickupStreet: 'Prosta 2',
      pickupCity: 'Warszawa',
      pickupZipCode: '00-850',
      pickUpVerificationCode: '4321',
      ...extra,
    })
    .returning();
  if (productId !== undefined) await db.insert(s.orderProducts).values({ orderId: row.id, lineNo: 0, productId });
  return row;
}
