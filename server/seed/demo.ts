// Demo data: a deterministic, realistic data set that makes every screen of both specs look real — six regions,
// companies in every status, pickup locations at real postal codes, products of every order type, operators and
// client users (DEMO_LOGINS), drivers, warehouses and a consistent stock ledger, multipliers, ~1500 orders over the
// last 14 days with holds, comments, renewals and routes, wallets, corrections, leads and audit entries.
//
// Determinism: one seeded PRNG (mulberry32) and one seeded faker instance are the only sources of randomness, and
// the only clock is `opts.now`. Into an empty database, the same `now` gives the same rows (ids and values).
import { mayDeliverFor } from '../../src/domain/driverSchemas.ts';
import { createHash } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { Faker, base, en, pl } from '@faker-js/faker';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import * as t from '../db/schema.ts';
import {
  ADDITIONAL_SERVICES,
  CORRECTION_CATEGORIES,
  DEFAULT_CANCELLATION_REASONS,
  ORDER_STATUS_PRIORITY,
  VEHICLE_TYPES,
  type AccountType,
  type CanView,
  type CancellationReason,
  type CompanyStatus,
  type CorrectionCategory,
  type CorrectionStatus,
  type DriverStatus,
  type OrderStatus,
  type OrderType,
  type PackageSize,
  type PaymentType,
  type StockExchangeStatus,
  type StockMovementType,
  type VehicleType,
  type WalletEntryType,
} from '../../src/domain/enums.ts';
import type { WalletDescriptionParams } from '../../src/domain/walletConstants.ts';
import type {
  CompanyDeliverySettings,
  CompanyOrderSettings,
  DayHours,
  MaximumDimensions,
  OrderProductLine,
  PaymentDetails,
  ProductFormField,
  TimeRange,
  WorkingSettings,
} from '../../src/domain/types.ts';
import { DELIVERY_PROMISE_MIN, SCHEDULED_SLOT_LENGTH_MIN } from '../../src/domain/constants.ts';
import type { CompanyPricing } from '../../src/domain/pricing.ts';
import { seedReportHistory } from './reportHistory.ts';
import { GEO_FILES, readGeoText } from '../services/geoFiles.ts';
import { WARSAW_TIME_ZONE } from '../../src/domain/constants.ts';

// ───────────────────────────────────────────── public API ─────────────────────────────────────────────

export interface SeedOptions {
  /** The clock of the data set; default: the current time. */
  now?: Date;
  /** Folder of the geodata (GEO_DATA_DIR): postcodes-pl.csv and the demo cities' zip-code areas, plain or .gz. */
  geoDataDir: string;
  /** Number of orders; default ≈ 1500. */
  orders?: number;
}

export interface SeedSummary {
  regions: number;
  companies: number;
  locations: number;
  products: number;
  drivers: number;
  warehouses: number;
  orders: number;
  operators: number;
  clientUsers: number;
}

export const DEMO_LOGINS: { kind: 'operator' | 'client'; username: string; password: string; description: string }[] = [
  { kind: 'operator', username: 'admin', password: 'admin123', description: 'Super admin (xd_employee) with wallet and zip codes: every area, all companies and regions' },
  { kind: 'operator', username: 'operator', password: 'operator123', description: 'Call-center operator (xd_employee): orders and drivers, all companies and regions' },
  { kind: 'operator', username: 'coordinator', password: 'coordinator123', description: 'Coordinator (xd_coordinator): read-only orders of IQOS Polska and Apteka Słoneczna in Warszawa and Kraków' },
  { kind: 'operator', username: 'apiuser', password: 'apiuser123', description: 'API account (api) with the orders scope for TechMarket, in the regions TechMarket works in' },
  { kind: 'client', username: 'client@demo.pl', password: 'client123', description: 'Client user of TechMarket: activated company with contract and several pickup points' },
  { kind: 'client', username: 'new@demo.pl', password: 'new12345', description: 'Client user of a freshly registered pending company: no registration step completed yet' },
];

/** Password of every demo driver (driver API / simulator) and of the extra operators and company owners. */
export const DEMO_DRIVER_PASSWORD = 'driver123';
export const DEMO_EXTRA_PASSWORD = 'Demo1234';

/** True when any operator exists (the demo, or a real installation, is in place). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: t.operators.id }).from(t.operators).limit(1);
  return rows.length > 0;
}

/** True when the demo's operator accounts are in the database (the start prints their logins only then). */
export async function demoLoginsPresent(db: Db): Promise<boolean> {
  const names = DEMO_LOGINS.filter((l) => l.kind === 'operator').map((l) => l.username);
  const rows = await db.select({ id: t.operators.id }).from(t.operators).where(inArray(t.operators.username, names)).limit(1);
  return rows.length > 0;
}

/** Seeds the whole demo data set in one transaction. */
export async function seedDemo(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const now = new Date(Math.floor((opts.now ?? new Date()).getTime() / 1000) * 1000);
  const orderCount = Math.max(0, Math.round(opts.orders ?? DEFAULT_ORDER_COUNT));
  const postcodes = await loadPostcodes(opts.geoDataDir);
  const passwords = await hashDemoPasswords();
  return db.transaction(async (tx) => {
    const ctx: Ctx = {
      tx,
      now,
      today: warsawDayStart(now),
      rng: new Random(RNG_SEED),
      faker: newFaker(),
      postcodes,
      passwords,
    };
    const regions = await seedRegions(ctx);
    await seedZipCodes(ctx, regions, opts.geoDataDir);
    const companies = await seedCompanies(ctx, regions);
    await seedLocations(ctx, companies, regions);
    await seedProducts(ctx, companies);
    await finishCompanySettings(ctx, companies);
    const operators = await seedOperators(ctx, companies);
    await seedClientUsers(ctx, companies);
    const drivers = await seedDrivers(ctx, regions, companies);
    const warehouses = await seedWarehouses(ctx, companies, regions);
    const stock = distributeStock(ctx, warehouses, drivers, companies);
    const multipliers = await seedMultipliers(ctx, companies, operators, regions);
    const world: World = { regions, companies, drivers, operators, multipliers, stock };
    const orders = await seedOrders(ctx, world, orderCount);
    const corrections = await seedCorrections(ctx, world, orders);
    await seedWallet(ctx, world, orders, corrections);
    await seedStockRecords(ctx, world, orders);
    await seedMisc(ctx, world, orders);
    await seedReportHistory(tx, now);
    return {
      regions: regions.size,
      companies: companies.length,
      locations: companies.reduce((n, c) => n + c.locations.length, 0),
      products: companies.reduce((n, c) => n + c.products.length, 0),
      drivers: drivers.length,
      warehouses: warehouses.length,
      orders: orders.length,
      operators: operators.all.length,
      clientUsers: companies.filter((c) => c.clientUserId).length,
    };
  });
}

// ───────────────────────────────────────────── constants ─────────────────────────────────────────────

const DEFAULT_ORDER_COUNT = 1500;
const FAKER_SEED = 42;
const RNG_SEED = 20_251_122;
const BATCH_ROWS = 500;
const MAX_PARAMS = 30_000;
const HISTORY_DAYS = 14;
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const ZONE = WARSAW_TIME_ZONE;

type CityName = 'Warszawa' | 'Kraków' | 'Wrocław' | 'Poznań' | 'Gdańsk' | 'Łódź';

interface CityDef {
  name: CityName;
  /** `place` in postcodes-pl.csv (no diacritics). */
  csvPlace: string;
  lat: number;
  lng: number;
  plate: string;
  drivers: number;
  districts: string[];
  streets: string[];
}

const COMMON_STREETS = [
  'ul. Polna', 'ul. Leśna', 'ul. Słoneczna', 'ul. Krótka', 'ul. Szkolna', 'ul. Ogrodowa', 'ul. Lipowa',
  'ul. Kwiatowa', 'ul. Brzozowa', 'ul. Łąkowa', 'ul. Mickiewicza', 'ul. Sienkiewicza', 'ul. Słowackiego',
  'ul. Kopernika', 'ul. Jana Pawła II', 'ul. 3 Maja', 'ul. Wojska Polskiego', 'ul. Zielona', 'ul. Parkowa',
  'ul. Reymonta', 'ul. Żeromskiego', 'ul. Konopnickiej', 'ul. Chopina', 'ul. Moniuszki', 'ul. Prusa',
  'ul. Kolejowa', 'ul. Akacjowa', 'ul. Klonowa', 'ul. Miodowa', 'ul. Różana',
];

const CITIES: CityDef[] = [
  {
    name: 'Warszawa', csvPlace: 'Warszawa', lat: 52.2297, lng: 21.0122, plate: 'WA', drivers: 16,
    districts: ['Mokotów', 'Śródmieście', 'Wola', 'Praga-Południe', 'Ursynów', 'Bemowo', 'Bielany', 'Targówek', 'Ochota'],
    streets: ['ul. Marszałkowska', 'ul. Puławska', 'ul. Grójecka', 'ul. Targowa', 'Al. Jerozolimskie', 'ul. Nowy Świat',
      'ul. Świętokrzyska', 'ul. Żelazna', 'ul. Górczewska', 'ul. Woronicza', 'ul. Grochowska', 'ul. Rakowiecka'],
  },
  {
    name: 'Kraków', csvPlace: 'Krakow', lat: 50.0614, lng: 19.9372, plate: 'KR', drivers: 11,
    districts: ['Stare Miasto', 'Podgórze', 'Krowodrza', 'Nowa Huta', 'Kazimierz', 'Bronowice', 'Prądnik Biały'],
    streets: ['ul. Floriańska', 'ul. Karmelicka', 'ul. Dietla', 'ul. Wielicka', 'ul. Kalwaryjska', 'ul. Dobrego Pasterza',
      'ul. Zakopiańska', 'al. Pokoju', 'ul. Starowiślna', 'ul. Długa', 'ul. Królewska'],
  },
  {
    name: 'Wrocław', csvPlace: 'Wroclaw', lat: 51.1079, lng: 17.0385, plate: 'DW', drivers: 10,
    districts: ['Stare Miasto', 'Krzyki', 'Fabryczna', 'Psie Pole', 'Śródmieście', 'Nadodrze'],
    streets: ['ul. Świdnicka', 'ul. Legnicka', 'ul. Grabiszyńska', 'ul. Kazimierza Wielkiego', 'pl. Grunwaldzki',
      'ul. Powstańców Śląskich', 'ul. Krzywoustego', 'ul. Traugutta', 'ul. Oławska'],
  },
  {
    name: 'Poznań', csvPlace: 'Poznan', lat: 52.4064, lng: 16.9252, plate: 'PO', drivers: 8,
    districts: ['Stare Miasto', 'Jeżyce', 'Grunwald', 'Wilda', 'Rataje', 'Winogrady'],
    streets: ['ul. Półwiejska', 'ul. Głogowska', 'ul. Dąbrowskiego', 'ul. Grunwaldzka', 'ul. Garbary', 'ul. Święty Marcin',
      'os. Piastowskie', 'ul. Hetmańska', 'ul. Bukowska'],
  },
  {
    name: 'Gdańsk', csvPlace: 'Gdansk', lat: 54.352, lng: 18.6466, plate: 'GD', drivers: 8,
    districts: ['Śródmieście', 'Wrzeszcz', 'Oliwa', 'Przymorze', 'Zaspa', 'Orunia'],
    streets: ['ul. Długa', 'ul. Grunwaldzka', 'al. Zwycięstwa', 'ul. Kartuska', 'ul. Chłopska', 'ul. Piastowska',
      'ul. Rakoczego', 'ul. Miszewskiego', 'ul. Wita Stwosza'],
  },
  {
    name: 'Łódź', csvPlace: 'Lodz', lat: 51.7592, lng: 19.456, plate: 'EL', drivers: 7,
    districts: ['Śródmieście', 'Bałuty', 'Widzew', 'Polesie', 'Górna', 'Retkinia'],
    streets: ['ul. Piotrkowska', 'ul. Zgierska', 'ul. Kościuszki', 'ul. Narutowicza', 'ul. Rzgowska', 'ul. Pabianicka',
      'al. Włókniarzy', 'ul. Zachodnia', 'ul. Limanowskiego'],
  },
];
const CITY_BY_NAME = new Map(CITIES.map((c) => [c.name, c]));

interface ProductDef {
  name: string;
  code: string;
  type: OrderType;
  fields: ProductFormField[];
  smsName?: string;
  helper?: boolean;
  hidden?: boolean;
  maxAllowed?: number;
  maxDimensions?: MaximumDimensions;
  dimensionsAlgorithm?: string;
  /** Kept in warehouses (and, for IQOS, carried by drivers). */
  stocked?: boolean;
  transferable?: boolean;
  locationsForReceiver?: boolean;
}

interface CompanyDef {
  key: string;
  name: string;
  brand: string;
  slug: string;
  status: CompanyStatus;
  /** Registration state: 'full' (activated), 'contract' (contract generated, awaiting activation), 'none'. */
  registration: 'full' | 'contract' | 'none';
  home: CityName;
  locationCities: CityName[];
  workingVariants: number[];
  orderWeight: number;
  cancelOrderAfter: number;
  payments: PaymentType[];
  formFields: string[];
  maxOrderProducts: number;
  defaultPackageSize: PackageSize;
  estimationOnForm: boolean;
  scheduledRange: boolean;
  scheduledShare: number;
  operatorReasons?: { inDelivery: CancellationReason[]; toBePickedUp: CancellationReason[] };
  externalIdPrefix?: string;
  warehouseCities: CityName[];
  products: ProductDef[];
  deliveryProductType?: OrderType;
}

const PARCEL_MAX: MaximumDimensions = { weight: 31.5, width: 100, height: 80, length: 50, largestSide: 100, sideSum: 230 };
const SMALL_MAX: MaximumDimensions = { weight: 15, width: 60, height: 40, length: 40, largestSide: 60, sideSum: 140 };

/** Demo tariffs (grosze): base per order and per km by package size; other companies use DEFAULT_PRICING. */
const tariff = (s: number, m: number, l: number, perKm: number, perKmL = perKm): CompanyPricing => ({
  currency: 'pln',
  sizes: { S: { base: s, perKm }, M: { base: m, perKm }, L: { base: l, perKm: perKmL } },
});
const DEMO_PRICING: Record<string, CompanyPricing> = {
  iqos: tariff(1490, 1690, 2290, 190),
  apteka: tariff(1190, 1390, 1990, 200),
  kwiaty: tariff(1590, 1890, 2490, 220),
  techmarket: tariff(1390, 1690, 2490, 180, 210),
  automobil: tariff(2490, 2990, 3990, 250, 280),
  delikatesy: tariff(1290, 1590, 2190, 210),
};

const COMPANY_DEFS: CompanyDef[] = [
  {
    key: 'iqos', name: 'IQOS Polska Sp. z o.o.', brand: 'IQOS Store', slug: 'iqos-polska', status: 'active', registration: 'full',
    home: 'Warszawa', locationCities: ['Warszawa', 'Warszawa', 'Warszawa', 'Kraków', 'Wrocław', 'Poznań', 'Gdańsk', 'Łódź', 'Kraków'],
    workingVariants: [1, 4], orderWeight: 30, cancelOrderAfter: 300, payments: ['generic_prepaid', 'epruf_code'],
    formFields: ['externalId', 'notes', 'scheduledAt', 'pmiOrderCode', 'pmiOrderCode2', 'swapType'], maxOrderProducts: 3,
    defaultPackageSize: 'S', estimationOnForm: true, scheduledRange: true, scheduledShare: 0.07,
    operatorReasons: {
      toBePickedUp: ['CALL_CENTER_REQUEST', 'CLIENTS_REQUEST', 'NO_STOCK_IN_STORE', 'PRODUCT_CODES_DIDNT_WORK'],
      inDelivery: ['CLIENT_DIDNT_SHOW_UP', 'CLIENT_IS_UNDER_13', 'CLIENT_WITHOUT_ID', 'CLIENT_NOT_IN_PERSON', 'CLIENT_WITH_INCORRECT_DATA', 'DAMAGED_PRODUCT', 'OTHER'],
    },
    externalIdPrefix: 'PMI', warehouseCities: ['Warszawa', 'Kraków', 'Wrocław'], deliveryProductType: 'iqos',
    products: [
      { name: 'IQOS ILUMA PRIME', code: 'ILUMA-PRIME', type: 'iqos', smsName: 'ILUMA PRIME', fields: ['name', 'smsName', 'code'], maxAllowed: 2, stocked: true, transferable: true },
      { name: 'IQOS ILUMA ONE', code: 'ILUMA-ONE', type: 'iqos', smsName: 'ILUMA ONE', fields: ['name', 'smsName', 'code'], maxAllowed: 2, stocked: true, transferable: true },
      { name: 'Wymiana urządzenia IQOS', code: 'IQOS-SWAP', type: 'iqos', smsName: 'Wymiana IQOS', fields: ['name', 'smsName', 'code', 'oldDeviceCode'], maxAllowed: 1, stocked: true, transferable: true },
      { name: 'Etui IQOS ILUMA', code: 'IQOS-CASE', type: 'iqos', smsName: 'Etui', fields: ['name', 'code'], helper: true, maxAllowed: 3, stocked: true, transferable: false },
    ],
  },
  {
    key: 'apteka', name: 'Apteka Słoneczna S.A.', brand: 'Apteka Słoneczna', slug: 'apteka-sloneczna', status: 'active', registration: 'full',
    home: 'Kraków', locationCities: ['Kraków', 'Kraków', 'Kraków', 'Warszawa', 'Łódź', 'Kraków', 'Wrocław'],
    workingVariants: [2, 3], orderWeight: 20, cancelOrderAfter: 600, payments: ['generic_prepaid', 'blik_manual'],
    formFields: ['externalId', 'notes', 'paymentDetails'], maxOrderProducts: 2, defaultPackageSize: 'S',
    estimationOnForm: false, scheduledRange: false, scheduledShare: 0.02,
    operatorReasons: {
      toBePickedUp: ['CALL_CENTER_REQUEST', 'CLIENTS_REQUEST', 'NO_STOCK_IN_STORE'],
      inDelivery: ['CLIENT_DIDNT_SHOW_UP', 'CLIENT_WITH_INCORRECT_DATA', 'WRONG_ADDRESS', 'OTHER'],
    },
    externalIdPrefix: 'APT', warehouseCities: ['Kraków'], deliveryProductType: 'pickup_delivery',
    products: [
      { name: 'Leki na receptę', code: 'RX', type: 'pickup_delivery', fields: ['name', 'code', 'pesel', 'receiptNo', 'medicines'], maxAllowed: 1 },
      { name: 'Zamówienie apteczne', code: 'OTC', type: 'pickup_delivery', fields: ['name', 'code', 'receiptNo', 'amountToPayOnPickUp', 'externalNo'], maxAllowed: 2, stocked: true },
      { name: 'Torba termiczna', code: 'THERMO-BAG', type: 'pickup_delivery', fields: ['name'], helper: true, maxAllowed: 1, stocked: true },
    ],
  },
  {
    key: 'kwiaty', name: 'Kwiaciarnia Bukiet s.c.', brand: 'Kwiaciarnia Bukiet', slug: 'kwiaciarnia-bukiet', status: 'active', registration: 'full',
    home: 'Wrocław', locationCities: ['Wrocław', 'Wrocław', 'Wrocław', 'Poznań', 'Wrocław'],
    workingVariants: [0, 2], orderWeight: 10, cancelOrderAfter: 300, payments: ['generic_prepaid'],
    formFields: ['notes', 'scheduledAt', 'packageSize'], maxOrderProducts: 3, defaultPackageSize: 'M',
    estimationOnForm: true, scheduledRange: true, scheduledShare: 0.15, warehouseCities: ['Wrocław'], deliveryProductType: 'pickup_delivery',
    products: [
      { name: 'Bukiet okolicznościowy', code: 'BUKIET', type: 'pickup_delivery', fields: ['name', 'code', 'externalNo', 'dimensions'], maxAllowed: 2, maxDimensions: SMALL_MAX, dimensionsAlgorithm: 'sideSum' },
      { name: 'Kosz prezentowy', code: 'KOSZ', type: 'pickup_delivery', fields: ['name', 'code', 'externalNo', 'amountToPayOnPickUp'], maxAllowed: 1, stocked: true },
      { name: 'Kartka z życzeniami', code: 'KARTKA', type: 'pickup_delivery', fields: ['name'], helper: true, maxAllowed: 1, stocked: true },
    ],
  },
  {
    key: 'techmarket', name: 'TechMarket Sp. z o.o.', brand: 'TechMarket', slug: 'techmarket', status: 'active', registration: 'full',
    home: 'Poznań', locationCities: ['Poznań', 'Poznań', 'Poznań', 'Warszawa', 'Warszawa', 'Gdańsk'],
    workingVariants: [0, 1], orderWeight: 18, cancelOrderAfter: 300, payments: ['generic_prepaid', 'blik_manual', 'epruf_code'],
    formFields: ['externalId', 'notes', 'scheduledAt', 'packageSize', 'paymentDetails'], maxOrderProducts: 5,
    defaultPackageSize: 'M', estimationOnForm: true, scheduledRange: true, scheduledShare: 0.06,
    externalIdPrefix: 'TM', warehouseCities: ['Poznań', 'Warszawa'], deliveryProductType: 'pickup_delivery',
    products: [
      { name: 'Paczka z elektroniką', code: 'TM-PACKAGE', type: 'pickup_delivery', fields: ['name', 'code', 'externalNo', 'dimensions'], maxAllowed: 5, maxDimensions: PARCEL_MAX, dimensionsAlgorithm: 'sideSum', stocked: true },
      { name: 'Dostawa za pobraniem', code: 'TM-COD', type: 'simple_delivery', fields: ['name', 'code', 'externalNo', 'amountToPayOnPickUp'], maxAllowed: 3 },
      { name: 'Zwrot sprzętu od klienta', code: 'TM-RETURN', type: 'simple_arrival', fields: ['name', 'code', 'externalNo'], maxAllowed: 1, locationsForReceiver: true },
      { name: 'Ładowarka USB-C 65 W', code: 'TM-CHARGER', type: 'pickup_delivery', fields: ['name', 'code'], helper: true, hidden: true, maxAllowed: 2, stocked: true },
    ],
  },
  {
    key: 'automobil', name: 'AutoMobil Serwis Sp. j.', brand: 'AutoMobil Serwis', slug: 'automobil-serwis', status: 'active', registration: 'full',
    home: 'Gdańsk', locationCities: ['Gdańsk', 'Gdańsk', 'Gdańsk', 'Gdańsk'],
    workingVariants: [0, 4], orderWeight: 7, cancelOrderAfter: 300, payments: ['generic_prepaid'],
    formFields: ['notes', 'scheduledAt'], maxOrderProducts: 1, defaultPackageSize: 'L', estimationOnForm: false,
    scheduledRange: true, scheduledShare: 0.25, warehouseCities: ['Gdańsk'], deliveryProductType: 'simple_arrival',
    products: [
      { name: 'Odbiór pojazdu do serwisu', code: 'CAR-PICKUP', type: 'simple_arrival', fields: ['name', 'vehicle'], maxAllowed: 1 },
      { name: 'Dostawa części', code: 'PARTS', type: 'simple_delivery', fields: ['name', 'code', 'dimensions'], maxAllowed: 3, maxDimensions: PARCEL_MAX, dimensionsAlgorithm: 'largestSide', stocked: true },
    ],
  },
  {
    key: 'delikatesy', name: 'Delikatesy Łódzkie Sp. z o.o.', brand: 'Delikatesy Łódzkie', slug: 'delikatesy-lodzkie', status: 'active', registration: 'full',
    home: 'Łódź', locationCities: ['Łódź', 'Łódź', 'Łódź', 'Łódź', 'Warszawa'],
    workingVariants: [2, 1], orderWeight: 12, cancelOrderAfter: 300, payments: ['generic_prepaid', 'blik_manual'],
    formFields: ['externalId', 'notes', 'packageSize'], maxOrderProducts: 4, defaultPackageSize: 'M',
    estimationOnForm: false, scheduledRange: false, scheduledShare: 0.04, externalIdPrefix: 'DL', warehouseCities: ['Łódź'],
    deliveryProductType: 'pickup_delivery',
    products: [
      { name: 'Zakupy spożywcze', code: 'ZAKUPY', type: 'pickup_delivery', fields: ['name', 'code', 'receiptNo', 'amountToPayOnPickUp', 'externalNo'], maxAllowed: 4, stocked: true },
      { name: 'Catering pudełkowy', code: 'CATERING', type: 'simple_delivery', fields: ['name', 'code', 'externalNo'], hidden: true, maxAllowed: 2 },
    ],
  },
  {
    key: 'ksiegarnia', name: 'Księgarnia Czytelnik Sp. z o.o.', brand: 'Księgarnia Czytelnik', slug: 'ksiegarnia-czytelnik', status: 'pending', registration: 'contract',
    home: 'Warszawa', locationCities: ['Warszawa', 'Warszawa'], workingVariants: [4], orderWeight: 0, cancelOrderAfter: 300,
    payments: ['generic_prepaid'], formFields: ['notes'], maxOrderProducts: 2, defaultPackageSize: 'S', estimationOnForm: false,
    scheduledRange: false, scheduledShare: 0, warehouseCities: [], deliveryProductType: 'pickup_delivery',
    products: [{ name: 'Paczka z książkami', code: 'KSIAZKI', type: 'pickup_delivery', fields: ['name', 'code', 'externalNo'], maxAllowed: 2 }],
  },
  {
    key: 'nowa', name: 'Nowa Firma Demo', brand: 'Nowa Firma', slug: 'nowa-firma-demo', status: 'pending', registration: 'none',
    home: 'Warszawa', locationCities: [], workingVariants: [0], orderWeight: 0, cancelOrderAfter: 300, payments: ['generic_prepaid'],
    formFields: [], maxOrderProducts: 1, defaultPackageSize: 'M', estimationOnForm: false, scheduledRange: false, scheduledShare: 0,
    warehouseCities: [], products: [],
  },
  {
    key: 'pizzeria', name: 'Pizzeria Roma', brand: 'Pizzeria Roma', slug: 'pizzeria-roma', status: 'inactive', registration: 'full',
    home: 'Łódź', locationCities: ['Łódź', 'Łódź'], workingVariants: [1], orderWeight: 6, cancelOrderAfter: 300,
    payments: ['generic_prepaid'], formFields: ['notes'], maxOrderProducts: 3, defaultPackageSize: 'M', estimationOnForm: false,
    scheduledRange: false, scheduledShare: 0, warehouseCities: [], deliveryProductType: 'simple_delivery',
    products: [
      { name: 'Pizza', code: 'PIZZA', type: 'simple_delivery', fields: ['name', 'code', 'amountToPayOnPickUp'], maxAllowed: 3 },
      { name: 'Napoje', code: 'NAPOJE', type: 'simple_delivery', fields: ['name'], helper: true, maxAllowed: 2 },
    ],
  },
];

const LOCATION_NOTES = [
  'Wejście od podwórza, dzwonek „Zaplecze”',
  'Odbiór przy kasie nr 1 – proszę podać numer zamówienia',
  'Parking dla kurierów za budynkiem',
  'Rampa rozładunkowa od ulicy bocznej',
  'Paczki wydaje kierownik zmiany',
];
const ORDER_NOTES = [
  'Proszę dzwonić 10 minut przed przyjazdem',
  'Domofon nie działa – proszę o telefon',
  'Kod do klatki 1234#',
  'Klient prosi o dostawę po 16:00',
  'Paczkę zostawić w recepcji biurowca',
  'Ostrożnie – zawartość delikatna',
];
const PICKUP_NOTES = ['Paczka przy kasie nr 2', 'Odbiór z zaplecza sklepu', 'Zapytać o zamówienie internetowe', 'Towar w chłodni – torba termiczna'];
const DELIVERY_COMMENTS = ['Przekazano osobiście', 'Odebrał domownik', 'Zostawiono u sąsiada (m. 12) za zgodą klienta', 'Przekazano w recepcji', 'Klient zapłacił BLIK-iem'];
const NO_CODE_REASONS = ['Klient nie otrzymał SMS z kodem', 'Brak numeru telefonu komórkowego', 'Odbiór firmowy – kod niewymagany'];
const OPERATOR_HOLD_NOTES = ['Klient prosi o wstrzymanie do potwierdzenia adresu', 'Weryfikacja płatności', 'Sklep kompletuje zamówienie', null];
const DRIVER_HOLD_NOTES = ['Klient prosi o dostawę po 17:00', 'Klient nie odbiera – ponowię próbę', 'Czekam na otwarcie sklepu', 'Korek na moście – opóźnienie'];
const COMMENTS_OPERATOR = [
  'Klient prosi o kontakt telefoniczny przed dostawą',
  'Zmiana godziny odbioru na 15:00 – uzgodnione ze sklepem',
  'Klient nie odbiera telefonu, wysłano SMS',
  'Potwierdzono adres z klientem',
  'Proszę o pilną realizację – reklamacja klienta',
  'Kierowca poinformowany o zmianie',
];
const COMMENTS_CLIENT = ['Proszę o dostarczenie do recepcji', 'Zamówienie gotowe do odbioru', 'Klient zmienił numer mieszkania na 14', 'Prosimy o szybszą realizację'];
const COMMENTS_DRIVER = ['Jestem na miejscu, czekam na wydanie paczki', 'Korek na trasie, opóźnienie ok. 10 min', 'Domofon nie działa', 'Paczka uszkodzona – zdjęcie w aplikacji'];
const MEDICINES = ['Apap 500 mg, 24 tabl.', 'Ibuprom 200 mg, 10 tabl.', 'Amotaks 1 g, 16 tabl.', 'Euthyrox 50 µg, 100 tabl.', 'Polocard 75 mg, 60 tabl.', 'Nurofen Forte, 12 tabl.', 'Xylometazolin 0,1%'];
const CAR_MODELS = ['Toyota Yaris', 'Skoda Fabia', 'Opel Astra', 'Kia Ceed', 'Dacia Sandero', 'Fiat Tipo', 'Hyundai i20', 'Volkswagen Polo', 'Renault Clio', 'Toyota Corolla'];
const MOTORBIKE_MODELS = ['Honda CB500F', 'Yamaha MT-07', 'Suzuki SV650'];
const SCOOTER_MODELS = ['Piaggio Liberty 125', 'Honda PCX 125', 'Yamaha NMAX 125'];
const BICYCLE_MODELS = ['Kross Trans 5.0', 'Romet Wagant', 'Merida Speeder 100'];
const COLORS = ['czarny', 'biały', 'srebrny', 'szary', 'niebieski', 'czerwony', 'zielony', 'granatowy'];
const VEHICLE_MARKS: [string, string[]][] = [
  ['Volkswagen', ['Golf', 'Passat', 'Tiguan']], ['Toyota', ['Corolla', 'RAV4', 'Auris']], ['Skoda', ['Octavia', 'Superb', 'Fabia']],
  ['Ford', ['Focus', 'Mondeo', 'Kuga']], ['Opel', ['Astra', 'Insignia', 'Corsa']],
];
const APP_VERSIONS = ['3.14.2', '3.14.1', '3.13.0', '3.12.5'];
const PHONE_PREFIXES = ['500', '501', '502', '504', '505', '509', '510', '512', '530', '535', '600', '601', '602', '604', '605', '660', '661', '664', '690', '691', '695', '720', '721', '730', '780', '782', '790', '791', '880', '881', '884'];
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

// canView defaults of each account type, written out inline.
const CAN_VIEW_NONE: CanView = {
  sensitiveData: false, pinCode: false, cancellation: false, holdOrder: false, orderEstimations: false,
  orderRoute: false, comments: false, changeDriver: false, driverInfo: false, driverPayout: false,
};
const CAN_VIEW: Record<AccountType, CanView> = {
  xd_employee: {
    sensitiveData: true, pinCode: true, cancellation: true, holdOrder: true, orderEstimations: true,
    orderRoute: true, comments: true, changeDriver: true, driverInfo: true, driverPayout: true,
  },
  xd_coordinator: { ...CAN_VIEW_NONE, pinCode: true, holdOrder: true, orderEstimations: true, orderRoute: true, comments: true },
  api: { ...CAN_VIEW_NONE, pinCode: true, cancellation: true, holdOrder: true, orderEstimations: true, orderRoute: true },
  api_user: { ...CAN_VIEW_NONE },
  other: { ...CAN_VIEW_NONE, orderEstimations: true, orderRoute: true },
  deactivated: { ...CAN_VIEW_NONE },
};

// ───────────────────────────────────────────── randomness ─────────────────────────────────────────────

/** mulberry32: a small, fast, seedable PRNG. */
class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    let x = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, Math.min(n, items.length)));
  }
  chars(n: number, alphabet: string): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
  digits(n: number): string {
    return this.chars(n, '0123456789');
  }
}

function newFaker(): Faker {
  const faker = new Faker({ locale: [pl, en, base] });
  faker.seed(FAKER_SEED);
  return faker;
}

// ───────────────────────────────────────────── context and records ─────────────────────────────────────────────

interface Postcode {
  zipCode: string;
  lat: number;
  lng: number;
}

interface Ctx {
  tx: Tx;
  now: Date;
  /** Start of `now`'s day in Warsaw. */
  today: Date;
  rng: Random;
  faker: Faker;
  postcodes: Map<CityName, Postcode[]>;
  passwords: Map<string, string>;
}

interface CompanyRec {
  id: number;
  def: CompanyDef;
  regionId: number;
  createdAt: Date;
  activatedAt: Date | null;
  orderSettings: CompanyOrderSettings;
  deliverySettings: CompanyDeliverySettings;
  workingSettings: WorkingSettings;
  locations: LocationRec[];
  products: ProductRec[];
  clientUserId?: number;
  clientName?: string;
  clientEmail?: string;
  externalCounter: number;
}

interface LocationRec {
  id: number;
  city: CityName;
  regionId: number;
  name: string;
  street: string;
  zipCode: string;
  phone: string;
  defaultNote: string | null;
  lat: number;
  lng: number;
  active: boolean;
  workingSettings: WorkingSettings;
}

interface ProductRec {
  id: number;
  def: ProductDef;
  companyId: number;
}

interface DriverRec {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  city: CityName;
  regionId: number;
  status: DriverStatus;
  ambassador: boolean;
  active: boolean;
  blocked: boolean;
  allowedCompanyIds: number[];
}

interface OperatorRec {
  id: number;
  username: string;
  email: string;
  name: string;
}

interface Operators {
  all: OperatorRec[];
  admin: OperatorRec;
  operator: OperatorRec;
  backOffice: OperatorRec;
}

interface WarehouseRec {
  id: number;
  owner: string;
  companyId: number;
  city: CityName;
  regionId: number;
}

interface MultiplierRec {
  id: number;
  dateFrom: Date;
  dateTo: Date;
  regionIds: number[];
  companyIds: number[];
  multiplier: number;
  timeRanges: TimeRange[] | null;
  deactivatedAt: Date | null;
}

interface World {
  regions: Map<CityName, number>;
  companies: CompanyRec[];
  drivers: DriverRec[];
  operators: Operators;
  multipliers: MultiplierRec[];
  stock: StockBook;
}

type OrderInsert = typeof t.orders.$inferInsert;

// ───────────────────────────────────────────── helpers: time, geo, text ─────────────────────────────────────────────

const warsawFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function warsawParts(d: Date): { y: number; m: number; d: number; h: number; min: number; s: number } {
  const p: Record<string, string> = {};
  for (const part of warsawFormat.formatToParts(d)) p[part.type] = part.value;
  return { y: +p.year, m: +p.month, d: +p.day, h: +p.hour, min: +p.minute, s: +p.second };
}

function warsawOffsetMs(d: Date): number {
  const p = warsawParts(d);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(d.getTime() / 1000) * 1000;
}

/** The instant of the Warsaw wall-clock time y-m-d h:min (day overflow allowed). */
function warsawTime(y: number, m: number, d: number, h = 0, min = 0): Date {
  const guess = Date.UTC(y, m - 1, d, h, min);
  const first = guess - warsawOffsetMs(new Date(guess));
  return new Date(guess - warsawOffsetMs(new Date(first)));
}

function warsawDayStart(d: Date, plusDays = 0): Date {
  const p = warsawParts(d);
  return warsawTime(p.y, p.m, p.d + plusDays);
}

/** Warsaw calendar day of an instant, YYYY-MM-DD. */
function dayKey(d: Date): string {
  const p = warsawParts(d);
  return `${p.y}-${pad(p.m)}-${pad(p.d)}`;
}

/** 0 = Monday … 6 = Sunday, in Warsaw. */
function warsawWeekday(d: Date): number {
  const p = warsawParts(d);
  return (new Date(Date.UTC(p.y, p.m - 1, p.d)).getUTCDay() + 6) % 7;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);
const minDate = (a: Date, b: Date) => (a < b ? a : b);

function haversineMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

function asciiFold(s: string): string {
  return s.replace(/ł/g, 'l').replace(/Ł/g, 'L').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function phone(rng: Random): string {
  const number = `${rng.pick(PHONE_PREFIXES)} ${rng.digits(3)} ${rng.digits(3)}`;
  return rng.chance(0.2) ? `+48 ${number}` : number;
}

/** Polish surnames in -ski/-cki/-dzki take -ska/-cka/-dzka for women. */
function person(ctx: Ctx): { firstName: string; lastName: string; sex: 'female' | 'male' } {
  const sex = ctx.rng.chance(0.5) ? 'female' : 'male';
  const firstName = ctx.faker.person.firstName(sex);
  let lastName = ctx.faker.person.lastName(sex);
  if (sex === 'female') lastName = lastName.replace(/(sk|ck|dzk)i$/, '$1a');
  return { firstName, lastName, sex };
}

function streetAddress(rng: Random, city: CityDef): string {
  const street = rng.chance(0.55) ? rng.pick(city.streets) : rng.pick(COMMON_STREETS);
  const number = `${rng.int(1, 180)}${rng.chance(0.12) ? rng.pick(['A', 'B', 'C']) : ''}`;
  return rng.chance(0.45) ? `${street} ${number}/${rng.int(1, 80)}` : `${street} ${number}`;
}

function pickPostcode(ctx: Ctx, city: CityName, avoid?: Set<string>): Postcode {
  const list = ctx.postcodes.get(city)!;
  for (let i = 0; i < 20; i++) {
    const p = ctx.rng.pick(list);
    if (!avoid || !avoid.has(p.zipCode)) {
      avoid?.add(p.zipCode);
      return p;
    }
  }
  return ctx.rng.pick(list);
}

/** NIP: 10 digits, weights 6 5 7 2 3 4 5 6 7, checksum mod 11 (never 10). */
function nip(rng: Random): string {
  const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (;;) {
    const d = Array.from({ length: 9 }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9)));
    const c = d.reduce((s, x, i) => s + x * w[i], 0) % 11;
    if (c !== 10) return d.join('') + c;
  }
}

/** REGON (9 digits): weights 8 9 2 3 4 5 6 7, checksum mod 11 (10 → 0). */
function regon(rng: Random): string {
  const w = [8, 9, 2, 3, 4, 5, 6, 7];
  const d = Array.from({ length: 8 }, (_, i) => (i === 0 ? rng.int(1, 9) : rng.int(0, 9)));
  const c = d.reduce((s, x, i) => s + x * w[i], 0) % 11;
  return d.join('') + (c === 10 ? 0 : c);
}

/** PESEL with a valid date (month encoded per century) and checksum. */
function pesel(rng: Random): string {
  const year = rng.int(1945, 2006);
  const month = rng.int(1, 12) + (year >= 2000 ? 20 : 0);
  const digits = `${pad(year % 100)}${pad(month)}${pad(rng.int(1, 28))}${rng.digits(4)}`.split('').map(Number);
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = digits.reduce((s, x, i) => s + x * w[i], 0);
  return digits.join('') + ((10 - (sum % 10)) % 10);
}

function hm(hour: number, minute = 0) {
  return { hour, minute };
}

function week(weekdays: [number, number] | null, saturday: [number, number] | null, sunday: [number, number] | null): WorkingSettings {
  const day = (h: [number, number] | null): DayHours =>
    h ? { closed: false, from: hm(h[0]), to: h[1] === 24 ? hm(23, 59) : hm(h[1]) } : { closed: true };
  const wd = day(weekdays);
  return {
    monday: wd, tuesday: wd, wednesday: wd, thursday: wd, friday: wd,
    saturday: day(saturday), sunday: day(sunday),
    defaultWorkingHours: wd, nonStandardWorkingHours: false, zone: ZONE,
  };
}

const WORKING_VARIANTS: WorkingSettings[] = [
  week([8, 20], [9, 15], null),
  week([9, 21], [10, 18], [10, 16]),
  week([7, 22], [8, 20], null),
  week([8, 22], [8, 22], [9, 20]),
  week([10, 18], [10, 14], null),
];

/** Inserts rows in batches and returns their ids, in the order of `rows`. */
async function insertRows<T extends Record<string, unknown>>(tx: Tx, table: PgTable, rows: T[]): Promise<number[]> {
  const ids: number[] = [];
  if (rows.length === 0) return ids;
  const size = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMS / Object.keys(rows[0]).length)));
  for (let i = 0; i < rows.length; i += size) {
    const chunk = rows.slice(i, i + size);
    const res = (await tx
      .insert(table as never)
      .values(chunk as never)
      .returning({ id: (table as unknown as { id: never }).id })) as { id: number }[];
    for (const r of res) ids.push(Number(r.id));
  }
  return ids;
}

async function insertPlain<T extends Record<string, unknown>>(tx: Tx, table: PgTable, rows: T[], batch = BATCH_ROWS): Promise<void> {
  if (rows.length === 0) return;
  batch = Math.max(1, Math.min(batch, Math.floor(MAX_PARAMS / Object.keys(rows[0]).length)));
  for (let i = 0; i < rows.length; i += batch) await tx.insert(table as never).values(rows.slice(i, i + batch) as never);
}

async function loadPostcodes(geoDataDir: string): Promise<Map<CityName, Postcode[]>> {
  const byPlace = new Map(CITIES.map((c) => [c.csvPlace, c.name]));
  const out = new Map<CityName, Postcode[]>(CITIES.map((c) => [c.name, []]));
  const text = await readGeoText(geoDataDir, GEO_FILES.postcodes);
  for (const line of text.split(/\r?\n/).slice(1)) {
    const [zipCode, place, lat, lng, precision] = line.split(',');
    const city = byPlace.get(place);
    if (city && precision === 'prg-polygons') out.get(city)!.push({ zipCode, lat: Number(lat), lng: Number(lng) });
  }
  for (const [city, list] of out) {
    if (list.length === 0) throw new Error(`No postal codes for ${city} in ${geoDataDir}/${GEO_FILES.postcodes}`);
    list.sort((a, b) => a.zipCode.localeCompare(b.zipCode));
  }
  return out;
}

/** Password hashes of the demo accounts: argon2id with a salt derived from the account, so reruns are identical. */
async function hashDemoPasswords(): Promise<Map<string, string>> {
  const entries: [string, string][] = [
    ...DEMO_LOGINS.map((l) => [l.username, l.password] as [string, string]),
    ['*driver', DEMO_DRIVER_PASSWORD],
    ['*extra', DEMO_EXTRA_PASSWORD],
  ];
  const hashes = await Promise.all(
    entries.map(([key, password]) =>
      hash(password, { salt: createHash('sha256').update(`delivery-console-demo:${key}`).digest().subarray(0, 16) }),
    ),
  );
  return new Map(entries.map(([key], i) => [key, hashes[i]]));
}

// ───────────────────────────────────────────── regions, companies, locations, products ─────────────────────────────────────────────

/**
 * Coverage: the postal-code areas of the six demo cities (zip-code-areas-demo-cities.geojson), each in the region
 * named after its city, with the centroid of postcodes-pl.csv (else the mean of the outer ring). Batched inserts.
 */
async function seedZipCodes(ctx: Ctx, regions: Map<CityName, number>, geoDataDir: string): Promise<void> {
  type Geometry = { type: 'Polygon' | 'MultiPolygon'; coordinates: unknown };
  const areas = JSON.parse(await readGeoText(geoDataDir, GEO_FILES.demoCityAreas)) as {
    features: { properties: { name: string; city: string }; geometry: Geometry }[];
  };
  const centroids = new Map<string, Postcode>();
  for (const list of ctx.postcodes.values()) for (const p of list) centroids.set(p.zipCode, p);
  const rows = [];
  for (const f of areas.features) {
    const regionId = regions.get(f.properties.city as CityName);
    if (!regionId) continue;
    let c: { lat: number; lng: number } | undefined = centroids.get(f.properties.name);
    if (!c) {
      const ring = (f.geometry.type === 'Polygon'
        ? (f.geometry.coordinates as number[][][])[0]
        : (f.geometry.coordinates as number[][][][])[0][0]) as number[][];
      c = { lng: ring.reduce((sum, pt) => sum + pt[0], 0) / ring.length, lat: ring.reduce((sum, pt) => sum + pt[1], 0) / ring.length };
    }
    rows.push({ name: f.properties.name, city: f.properties.city, regionId, centroidLat: c.lat, centroidLng: c.lng, geometry: f.geometry, createdAt: at(ctx.today, -400 * DAY) });
  }
  // The city's codes without an area (a few dozen): covered too, by their centroid only.
  const seen = new Set(rows.map((r) => r.name));
  for (const [city, list] of ctx.postcodes) {
    for (const p of list) {
      if (seen.has(p.zipCode)) continue;
      seen.add(p.zipCode);
      rows.push({ name: p.zipCode, city, regionId: regions.get(city)!, centroidLat: p.lat, centroidLng: p.lng, geometry: null as unknown as Geometry, createdAt: at(ctx.today, -400 * DAY) });
    }
  }
  // One statement per 3,000 areas from a JSON array (2× faster than row parameters for these large geometries).
  for (let i = 0; i < rows.length; i += 3000) {
    const chunk = rows.slice(i, i + 3000).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    await ctx.tx.execute(sql`
      INSERT INTO zip_codes (name, city, region_id, centroid_lat, centroid_lng, geometry, created_at)
      SELECT x->>'name', x->>'city', (x->>'regionId')::int, (x->>'centroidLat')::float8, (x->>'centroidLng')::float8,
             nullif(x->'geometry', 'null'::jsonb), (x->>'createdAt')::timestamptz
      FROM jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) AS x`);
  }
}

async function seedRegions(ctx: Ctx): Promise<Map<CityName, number>> {
  const names = CITIES.map((c) => c.name);
  await ctx.tx
    .insert(t.regions)
    .values(names.map((name) => ({ name, active: true, createdAt: at(ctx.today, -420 * DAY) })))
    .onConflictDoNothing({ target: t.regions.name });
  const rows = await ctx.tx.select({ id: t.regions.id, name: t.regions.name }).from(t.regions).where(inArray(t.regions.name, names));
  return new Map(rows.map((r) => [r.name as CityName, r.id]));
}

function companyOrderSettings(def: CompanyDef): CompanyOrderSettings {
  return {
    allowedPayments: def.payments,
    orderFormFields: def.formFields,
    orderFormSuggestedProducts: [],
    maxOrderProductsAllowed: def.maxOrderProducts,
    defaultPackageSize: def.defaultPackageSize,
    showDeliveryEstimationOnForm: def.estimationOnForm,
    scheduledAtToScheduledRange: def.scheduledRange,
    ...(def.operatorReasons ? { operatorCancellationReasons: def.operatorReasons } : {}),
  };
}

async function seedCompanies(ctx: Ctx, regions: Map<CityName, number>): Promise<CompanyRec[]> {
  const { rng } = ctx;
  const recs: Omit<CompanyRec, 'id'>[] = [];
  const rows = COMPANY_DEFS.map((def) => {
    const createdAt =
      def.registration === 'none'
        ? at(ctx.now, -rng.int(60, 180) * MIN)
        : def.registration === 'contract'
          ? at(ctx.today, -rng.int(4, 8) * DAY + rng.int(8, 16) * HOUR)
          : at(ctx.today, -rng.int(200, 700) * DAY + rng.int(8, 17) * HOUR);
    const registered = def.registration !== 'none';
    const steps = {
      productSelectionCompletedAt: registered ? at(createdAt, 12 * MIN) : null,
      locationsCompletedAt: registered ? at(createdAt, 35 * MIN) : null,
      companyDataCompletedAt: registered ? at(createdAt, 26 * HOUR) : null,
      contractGeneratedAt: registered ? at(createdAt, 27 * HOUR) : null,
      activatedAt: def.registration === 'full' ? at(createdAt, 3 * DAY + 2 * HOUR) : null,
    };
    const owner = person(ctx);
    const home = CITY_BY_NAME.get(def.home)!;
    const hq = pickPostcode(ctx, def.home);
    const contractData = registered
      ? {
          firstName: owner.firstName,
          lastName: owner.lastName,
          name: def.name,
          displayName: def.brand,
          headquartersIn: def.home,
          nip: nip(rng),
          regon: regon(rng),
          ...(rng.chance(0.7) ? { krs: `0000${rng.digits(6)}`, shareCapital: `${rng.pick([5, 50, 100, 500])} 000,00 zł` } : {}),
          street: rng.pick(home.streets),
          streetNumber: String(rng.int(1, 120)),
          ...(rng.chance(0.4) ? { apartmentNumber: String(rng.int(1, 40)) } : {}),
          zipCode: hq.zipCode,
          city: def.home,
        }
      : null;
    const contract =
      def.registration === 'full'
        ? {
            generatedAt: steps.contractGeneratedAt!.toISOString(),
            signedAt: at(steps.contractGeneratedAt!, DAY).toISOString(),
            acceptedAt: steps.activatedAt!.toISOString(),
            fileName: `umowa-${def.slug}.pdf`,
          }
        : def.registration === 'contract'
          ? { generatedAt: steps.contractGeneratedAt!.toISOString(), fileName: `umowa-${def.slug}.pdf` }
          : null;
    const orderSettings = companyOrderSettings(def);
    const deliverySettings: CompanyDeliverySettings = {
      cancelOrderAfter: def.cancelOrderAfter,
      maxDeliveryDistanceRadius: rng.pick([15_000, 20_000, 25_000]),
      groupPickupPointOrders: rng.chance(0.4),
      groupedOrdersMaxDistance: 2_000,
      maxDestinationDistanceRadius: rng.pick([25_000, 30_000]),
      showOnOrderMarketAfter: rng.pick([0, 0, 60, 120]),
    };
    const workingSettings = WORKING_VARIANTS[def.workingVariants[0]];
    const email = def.key === 'techmarket' ? 'client@demo.pl' : def.key === 'nowa' ? 'new@demo.pl' : `kontakt@${def.slug}.pl`;
    const ownerInfo = {
      name: `${owner.firstName} ${owner.lastName}`,
      email,
      phone: phone(rng),
      city: def.home,
      ...(def.deliveryProductType ? { deliveryProductType: def.deliveryProductType } : {}),
    };
    // A company gets its region at activation (from its pickup points): a pending one has none yet.
    const regionId = def.status === 'pending' ? null : regions.get(def.home)!;
    recs.push({
      def, regionId: regionId ?? regions.get(def.home)!, createdAt, activatedAt: steps.activatedAt, orderSettings, deliverySettings,
      workingSettings, locations: [], products: [], clientName: ownerInfo.name, clientEmail: email, externalCounter: rng.int(10_000, 90_000),
    });
    return {
      name: def.name,
      displayName: def.registration === 'full' ? def.brand : null,
      logo: `/images/companies/${def.slug}.svg`,
      dashboardImage: def.registration === 'full' && rng.chance(0.5) ? `/images/companies/${def.slug}-dashboard.svg` : null,
      countryCode: 'PL',
      status: def.status,
      regionId,
      contract,
      contractData,
      ownerInfo,
      orderSettings,
      deliverySettings,
      workingSettings,
      pricing: DEMO_PRICING[def.key] ?? null,
      ...steps,
      createdAt,
    };
  });
  const ids = await insertRows(ctx.tx, t.companies, rows);
  return recs.map((r, i) => ({ ...r, id: ids[i] }));
}

async function seedLocations(ctx: Ctx, companies: CompanyRec[], regions: Map<CityName, number>): Promise<void> {
  const { rng } = ctx;
  const usedZips = new Set<string>();
  const pending: { company: CompanyRec; rec: Omit<LocationRec, 'id'>; row: Record<string, unknown> }[] = [];
  for (const company of companies) {
    const districtsLeft = new Map<CityName, string[]>();
    company.def.locationCities.forEach((cityName, i) => {
      const city = CITY_BY_NAME.get(cityName)!;
      if (!districtsLeft.has(cityName)) districtsLeft.set(cityName, rng.shuffle(city.districts));
      const district = districtsLeft.get(cityName)!.shift() ?? `${rng.pick(city.districts)} ${i + 1}`;
      const postcode = pickPostcode(ctx, cityName, usedZips);
      const street = streetAddress(rng, city).replace(/\/\d+$/, '');
      const base = WORKING_VARIANTS[company.def.workingVariants[i % company.def.workingVariants.length]];
      const workingSettings: WorkingSettings =
        i === 1 && rng.chance(0.6)
          ? { ...base, customDates: [{ date: dayKey(at(ctx.today, rng.int(3, 20) * DAY)), closed: true }], nonStandardWorkingHours: true }
          : base;
      const rec: Omit<LocationRec, 'id'> = {
        city: cityName,
        regionId: regions.get(cityName)!,
        name: `${company.def.brand} ${district}`,
        street,
        zipCode: postcode.zipCode,
        phone: phone(rng),
        defaultNote: rng.chance(0.4) ? rng.pick(LOCATION_NOTES) : null,
        lat: postcode.lat,
        lng: postcode.lng,
        active: !(company.def.status === 'inactive' && i === 1) && !(company.def.key === 'apteka' && i === 6),
        workingSettings,
      };
      pending.push({
        company,
        rec,
        row: {
          companyId: company.id,
          name: rec.name,
          phone: rec.phone,
          street: rec.street,
          city: rec.city,
          zipCode: rec.zipCode,
          formatted: `${rec.street}, ${rec.zipCode} ${rec.city}`,
          lat: rec.lat,
          lng: rec.lng,
          defaultNote: rec.defaultNote,
          active: rec.active,
          workingSettings: rec.workingSettings,
          createdAt: at(company.createdAt, 35 * MIN + i * DAY),
        },
      });
    });
  }
  const ids = await insertRows(ctx.tx, t.locations, pending.map((p) => p.row));
  pending.forEach((p, i) => p.company.locations.push({ ...p.rec, id: ids[i] }));
}

async function seedProducts(ctx: Ctx, companies: CompanyRec[]): Promise<void> {
  const pending: { company: CompanyRec; def: ProductDef; row: Record<string, unknown> }[] = [];
  for (const company of companies) {
    for (const def of company.def.products) {
      pending.push({
        company,
        def,
        row: {
          companyId: company.id,
          name: def.name,
          code: def.code,
          type: def.type,
          dimensionsAlgorithm: def.dimensionsAlgorithm ?? null,
          maximumDimensions: def.maxDimensions ?? (def.type === 'simple_arrival' ? null : { weight: 31.5, sideSum: 250, largestSide: 120 }),
          productSettings: {
            productFormFields: def.fields,
            ...(def.helper ? { helperProduct: true } : {}),
            ...(def.hidden ? { hideOnOrderForm: true } : {}),
            ...(def.maxAllowed ? { maxProductsAllowed: def.maxAllowed } : {}),
            ...(def.locationsForReceiver ? { showLocationsSelectForReceiverOnOrderForm: true } : {}),
          },
          imageUrl: `/images/products/${def.code.toLowerCase()}.svg`,
          canTransferStock: def.transferable ?? false,
          active: true,
          createdAt: at(company.createdAt, 12 * MIN),
        },
      });
    }
  }
  const ids = await insertRows(ctx.tx, t.products, pending.map((p) => p.row));
  pending.forEach((p, i) => p.company.products.push({ id: ids[i], def: p.def, companyId: p.company.id }));
}

/** Settings that refer to rows created after the company: default location, suggested (helper) products. */
async function finishCompanySettings(ctx: Ctx, companies: CompanyRec[]): Promise<void> {
  for (const company of companies) {
    const suggested = company.products.filter((p) => p.def.helper).map((p) => p.id);
    company.orderSettings = { ...company.orderSettings, orderFormSuggestedProducts: suggested };
    await ctx.tx
      .update(t.companies)
      .set({ orderSettings: company.orderSettings, defaultLocationId: company.locations[0]?.id ?? null })
      .where(eq(t.companies.id, company.id));
  }
}

// ───────────────────────────────────────────── people ─────────────────────────────────────────────

async function seedOperators(ctx: Ctx, companies: CompanyRec[]): Promise<Operators> {
  const { rng } = ctx;
  const byKey = (key: string) => companies.find((c) => c.def.key === key)!;
  /** The regions a company works in: its home city and the cities of its pickup points (regions are named by city). */
  const regionsOf = (key: string): string[] => {
    const company = byKey(key);
    return [...new Set<string>([company.def.home, ...company.locations.map((l) => l.city)])];
  };
  const created = (days: number) => at(ctx.today, -days * DAY + rng.int(8, 16) * HOUR);
  interface OperatorSpec {
    username: string;
    email: string;
    name: string;
    passwordKey: string;
    accountType: AccountType;
    previousAccountType?: AccountType;
    scope: string[];
    allCompanies?: boolean;
    companyIds?: number[];
    allRegions?: boolean;
    regions?: string[];
    locationIds?: number[];
    createdAt: Date;
  }
  const fullName = () => {
    const p = person(ctx);
    return `${p.firstName} ${p.lastName}`;
  };
  const specs: OperatorSpec[] = [
    { username: 'admin', email: 'admin@xdelivery.pl', name: 'Administrator', passwordKey: 'admin', accountType: 'xd_employee', scope: ['superAdmin', 'wallet', 'zipCodes'], allCompanies: true, allRegions: true, createdAt: created(400) },
    { username: 'operator', email: 'operator@xdelivery.pl', name: fullName(), passwordKey: 'operator', accountType: 'xd_employee', scope: ['orders', 'drivers'], allCompanies: true, allRegions: true, createdAt: created(300) },
    { username: 'coordinator', email: 'coordinator@xdelivery.pl', name: fullName(), passwordKey: 'coordinator', accountType: 'xd_coordinator', scope: ['orders:read'], companyIds: [byKey('iqos').id, byKey('apteka').id], regions: ['Warszawa', 'Kraków'], createdAt: created(200) },
    { username: 'apiuser', email: 'apiuser@xdelivery.pl', name: 'TechMarket API', passwordKey: 'apiuser', accountType: 'api', scope: ['orders'], companyIds: [byKey('techmarket').id], regions: regionsOf('techmarket'), createdAt: created(150) },
    { username: 'magdalena.zielinska@xdelivery.pl', email: 'magdalena.zielinska@xdelivery.pl', name: 'Magdalena Zielińska', passwordKey: '*extra', accountType: 'xd_employee', scope: ['warehouse', 'stock', 'corrections', 'wallet', 'drivers', 'notifications', 'reports:driversStock', 'reports:stockExchange', 'reports:corrections'], allCompanies: true, allRegions: true, createdAt: created(120) },
    { username: 'piotr.lewandowski@xdelivery.pl', email: 'piotr.lewandowski@xdelivery.pl', name: 'Piotr Lewandowski', passwordKey: '*extra', accountType: 'other', scope: ['report', 'reports:full', 'reports:offers', 'reports:driverActivity'], companyIds: [byKey('kwiaty').id, byKey('delikatesy').id], regions: ['Wrocław', 'Łódź'], createdAt: created(90) },
    { username: 'integracja@apteka-sloneczna.pl', email: 'integracja@apteka-sloneczna.pl', name: 'Apteka Słoneczna – integracja', passwordKey: '*extra', accountType: 'api_user', scope: ['orders:read'], companyIds: [byKey('apteka').id], regions: regionsOf('apteka'), locationIds: byKey('apteka').locations.slice(0, 2).map((l) => l.id), createdAt: created(60) },
    { username: 'tomasz.kaczmarek@xdelivery.pl', email: 'tomasz.kaczmarek@xdelivery.pl', name: 'Tomasz Kaczmarek', passwordKey: '*extra', accountType: 'deactivated', previousAccountType: 'xd_coordinator', scope: ['orders:read'], companyIds: [byKey('iqos').id], regions: ['Gdańsk'], createdAt: created(250) },
  ];
  const rows = specs.map((s) => ({
    username: s.username,
    email: s.email,
    name: s.name,
    passwordHash: ctx.passwords.get(s.passwordKey)!,
    scope: s.scope,
    accountType: s.accountType,
    previousAccountType: s.previousAccountType ?? null,
    canView: CAN_VIEW[s.accountType],
    allCompanies: s.allCompanies ?? false,
    companyIds: s.companyIds ?? [],
    allRegions: s.allRegions ?? false,
    regions: s.regions ?? [],
    locationIds: s.locationIds ?? [],
    createdAt: s.createdAt,
    updatedAt: s.accountType === 'deactivated' ? at(ctx.today, -12 * DAY) : null,
  }));
  const ids = await insertRows(ctx.tx, t.operators, rows);
  const all = specs.map((s, i) => ({ id: ids[i], username: s.username, email: s.email, name: s.name }));
  return { all, admin: all[0], operator: all[1], backOffice: all[4] };
}

async function seedClientUsers(ctx: Ctx, companies: CompanyRec[]): Promise<void> {
  const rows = companies.map((c) => ({
    email: c.clientEmail!,
    name: c.clientName!,
    phone: phone(ctx.rng),
    city: c.def.home,
    deliveryProductType: c.def.deliveryProductType ?? null,
    passwordHash: ctx.passwords.get(c.clientEmail!) ?? ctx.passwords.get('*extra')!,
    companyId: c.id,
    active: c.def.status !== 'inactive',
    createdAt: c.createdAt,
  }));
  const ids = await insertRows(ctx.tx, t.clientUsers, rows);
  companies.forEach((c, i) => (c.clientUserId = ids[i]));
}

function registrationPlate(rng: Random, prefix: string): string {
  return `${prefix} ${rng.pick([() => rng.digits(5), () => `${rng.digits(1)}${rng.chars(1, LETTERS)}${rng.digits(3)}`, () => `${rng.digits(3)}${rng.chars(2, LETTERS)}`])()}`;
}

function vehicleOf(rng: Random, type: VehicleType, prefix: string) {
  const color = rng.pick(COLORS);
  switch (type) {
    case 'car':
      return { registrationPlate: registrationPlate(rng, prefix), model: rng.pick(CAR_MODELS), color };
    case 'motorbike':
      return { registrationPlate: registrationPlate(rng, prefix), model: rng.pick(MOTORBIKE_MODELS), color };
    case 'scooter':
      return { registrationPlate: registrationPlate(rng, prefix), model: rng.pick(SCOOTER_MODELS), color };
    case 'bicycle':
      return { model: rng.pick(BICYCLE_MODELS), color };
    default:
      return null;
  }
}

async function seedDrivers(ctx: Ctx, regions: Map<CityName, number>, companies: CompanyRec[]): Promise<DriverRec[]> {
  const { rng } = ctx;
  const deliveringCompanies = companies.filter((c) => c.def.status !== 'pending').map((c) => c.id);
  const iqosId = companies.find((c) => c.def.key === 'iqos')!.id;
  const recs: Omit<DriverRec, 'id'>[] = [];
  const rows: Record<string, unknown>[] = [];
  let n = 0;
  for (const city of CITIES) {
    for (let i = 0; i < city.drivers; i++, n++) {
      const p = person(ctx);
      const ambassador = i === 1;
      const active = !(i === city.drivers - 1 && (city.name === 'Warszawa' || city.name === 'Łódź'));
      const blocked = active && i === city.drivers - 2 && (city.name === 'Kraków' || city.name === 'Warszawa');
      const status: DriverStatus = active && !blocked && (i < 3 || rng.chance(0.45)) ? 'online' : 'offline';
      const vehicleType: VehicleType = n < VEHICLE_TYPES.length ? VEHICLE_TYPES[n] : rng.weighted([['car', 50], ['scooter', 15], ['motorbike', 12], ['bicycle', 15], ['pedestrian', 8]] as const);
      // Two drivers of three deliver for every company, today's and those that register later (an empty list); every
      // third one only for some clients (IQOS alone, or two to four of the demo's delivering companies).
      const allowedCompanyIds =
        i % 3 !== 2
          ? []
          : rng.chance(0.5)
            ? [iqosId]
            : rng.sample(deliveringCompanies, rng.int(2, 4)).sort((a, b) => a - b);
      const email = `${asciiFold(p.firstName).toLowerCase()}.${asciiFold(p.lastName).toLowerCase()}${n + 1}@kurier.xdelivery.pl`;
      const createdAt = at(ctx.today, -rng.int(20, 700) * DAY + rng.int(8, 18) * HOUR);
      const lastLogin = status === 'online' ? at(ctx.now, -rng.int(10, 300) * MIN) : at(ctx.now, -rng.int(6, 24 * 9) * HOUR);
      const position = { lat: city.lat + rng.float(-0.045, 0.045), lng: city.lng + rng.float(-0.07, 0.07) };
      recs.push({ firstName: p.firstName, lastName: p.lastName, email, city: city.name, regionId: regions.get(city.name)!, status, ambassador, active, blocked, allowedCompanyIds });
      rows.push({
        firstName: p.firstName,
        lastName: p.lastName,
        email,
        phone: phone(rng),
        passwordHash: ctx.passwords.get('*driver')!,
        status,
        type: ambassador ? 'ambassador' : 'driver',
        priorityDriver: rng.chance(0.18),
        regionId: regions.get(city.name)!,
        lastKnownLat: Math.round(position.lat * 1e6) / 1e6,
        lastKnownLng: Math.round(position.lng * 1e6) / 1e6,
        lastKnownLoggedAt: status === 'online' ? at(ctx.now, -rng.int(5, 240) * 1000) : lastLogin,
        allowedCompanyIds,
        vehicleType,
        car: vehicleOf(rng, vehicleType, city.plate),
        mobile: { version: rng.pick(APP_VERSIONS), osType: rng.chance(0.62) ? 'android' : 'ios' },
        lastLogin,
        blocked,
        active,
        createdAt,
      });
    }
  }
  const ids = await insertRows(ctx.tx, t.drivers, rows);
  return recs.map((r, i) => ({ ...r, id: ids[i] }));
}

// ───────────────────────────────────────────── warehouses and stock ─────────────────────────────────────────────

interface MovementDraft {
  type: StockMovementType;
  productId: number;
  amount: number;
  serialNumber: string | null;
  /** Every serial of a move of several devices (the ledger's items); the one serial or batch otherwise. */
  items?: string[];
  fromWarehouseId?: number;
  toWarehouseId?: number;
  fromDriverId?: number;
  toDriverId?: number;
  /** Index of the order in the seeded order list (driverToOrder). */
  orderIndex?: number;
  createdById?: number | null;
  createdAt: Date;
}

interface Holding {
  amount: number;
  /** Unit serials (serialized products) or batch numbers. */
  items: string[];
}

/** In-memory stock: balances per holder and product, plus the ledger rows that produced them. */
class StockBook {
  readonly warehouses = new Map<string, Holding>();
  readonly drivers = new Map<string, Holding>();
  readonly movements: MovementDraft[] = [];
  readonly serialized = new Set<number>();

  holding(kind: 'warehouse' | 'driver', holderId: number, productId: number): Holding {
    const map = kind === 'warehouse' ? this.warehouses : this.drivers;
    const key = `${holderId}:${productId}`;
    let h = map.get(key);
    if (!h) map.set(key, (h = { amount: 0, items: [] }));
    return h;
  }

  /** Moves `amount` units (the first serials) from one holding to another; returns the moved serials. */
  transfer(from: Holding | null, to: Holding | null, productId: number, amount: number): string[] {
    const serialized = this.serialized.has(productId);
    let moved: string[] = [];
    if (from) {
      if (from.amount < amount) throw new Error('seed: stock would go negative');
      from.amount -= amount;
      if (serialized) moved = from.items.splice(0, amount);
    }
    if (to) {
      to.amount += amount;
      if (serialized) to.items.push(...moved);
    }
    return moved;
  }
}

async function seedWarehouses(ctx: Ctx, companies: CompanyRec[], regions: Map<CityName, number>): Promise<WarehouseRec[]> {
  const pending: Omit<WarehouseRec, 'id'>[] = [];
  for (const company of companies) {
    for (const city of company.def.warehouseCities) {
      pending.push({ owner: `Magazyn ${company.def.brand.replace(' Store', '')} ${city}`, companyId: company.id, city, regionId: regions.get(city)! });
    }
  }
  const ids = await insertRows(
    ctx.tx,
    t.warehouses,
    pending.map((w) => ({ owner: w.owner, companyId: w.companyId, regionId: w.regionId, createdAt: at(ctx.today, -60 * DAY) })),
  );
  return pending.map((w, i) => ({ ...w, id: ids[i] }));
}

/**
 * The stock story before the order history starts: the company delivers to its warehouses, IQOS warehouses supply
 * the ambassadors, ambassadors hand devices to drivers. Orders then consume driver stock (driverToOrder).
 */
function distributeStock(ctx: Ctx, warehouses: WarehouseRec[], drivers: DriverRec[], companies: CompanyRec[]): StockBook {
  const { rng } = ctx;
  const book = new StockBook();
  const yymm = dayKey(ctx.today).slice(2, 7).replace('-', '');
  for (const company of companies) {
    for (const p of company.products) if (p.def.type === 'iqos') book.serialized.add(p.id);
  }
  for (const w of warehouses) {
    const company = companies.find((c) => c.id === w.companyId)!;
    company.products.filter((p) => p.def.stocked).forEach((p, pi) => {
      for (let delivery = 0; delivery < 2; delivery++) {
        const amount = book.serialized.has(p.id) ? rng.int(50, 110) : rng.int(20, 80);
        const batch = `PARTIA-${yymm}-${w.id}${pi}${delivery + 1}`;
        const holding = book.holding('warehouse', w.id, p.id);
        book.transfer(null, holding, p.id, amount);
        if (book.serialized.has(p.id)) {
          const start = holding.items.length;
          for (let k = 0; k < amount; k++) holding.items.push(`${p.def.code.replace(/-/g, '')}${yymm}${pad(w.id)}${pad(start + k + 1, 4)}`);
        } else {
          holding.items.push(batch);
        }
        book.movements.push({
          type: 'companyToWarehouse', productId: p.id, amount, serialNumber: batch, toWarehouseId: w.id,
          createdAt: at(ctx.today, -(24 - delivery * 4) * DAY + rng.int(8, 15) * HOUR),
        });
      }
    });
  }
  // IQOS: warehouse → ambassador → drivers, in each region.
  const iqos = companies.find((c) => c.def.key === 'iqos')!;
  const iqosWarehouses = warehouses.filter((w) => w.companyId === iqos.id);
  const nearest: Record<CityName, CityName> = { Warszawa: 'Warszawa', Łódź: 'Warszawa', Kraków: 'Kraków', Wrocław: 'Wrocław', Poznań: 'Wrocław', Gdańsk: 'Warszawa' };
  const stocked = iqos.products.filter((p) => p.def.stocked);
  for (const amb of drivers.filter((d) => d.ambassador)) {
    const w = iqosWarehouses.find((x) => x.city === nearest[amb.city]) ?? iqosWarehouses[0];
    if (!w) continue;
    for (const p of stocked) {
      const from = book.holding('warehouse', w.id, p.id);
      const amount = Math.min(from.amount, rng.int(14, 26));
      book.transfer(from, book.holding('driver', amb.id, p.id), p.id, amount);
      book.movements.push({ type: 'warehouseToAmbassador', productId: p.id, amount, serialNumber: null, fromWarehouseId: w.id, toDriverId: amb.id, createdAt: at(ctx.today, -17 * DAY + rng.int(9, 16) * HOUR) });
    }
    const receivers = drivers.filter((d) => d.regionId === amb.regionId && !d.ambassador && d.active && !d.blocked && mayDeliverFor(d, iqos.id));
    for (const d of rng.sample(receivers, rng.int(3, 5))) {
      for (const p of rng.sample(stocked, rng.int(2, stocked.length))) {
        const from = book.holding('driver', amb.id, p.id);
        const amount = Math.min(from.amount, rng.int(2, 5));
        if (amount <= 0) continue;
        book.transfer(from, book.holding('driver', d.id, p.id), p.id, amount);
        book.movements.push({ type: 'ambassadorToDriver', productId: p.id, amount, serialNumber: null, fromDriverId: amb.id, toDriverId: d.id, createdAt: at(ctx.today, -15 * DAY + rng.int(9, 18) * HOUR) });
      }
    }
  }
  return book;
}

// ───────────────────────────────────────────── multipliers ─────────────────────────────────────────────

async function seedMultipliers(ctx: Ctx, companies: CompanyRec[], operators: Operators, regions: Map<CityName, number>): Promise<MultiplierRec[]> {
  const active = companies.filter((c) => c.def.status === 'active');
  const ids = (keys: string[]) => companies.filter((c) => keys.includes(c.def.key)).map((c) => c.id);
  const day = (n: number, h = 0) => at(ctx.today, n * DAY + h * HOUR);
  const specs: {
    description: string; from: Date; to: Date; regions: CityName[]; companyIds: number[]; multiplier: number;
    timeRanges?: TimeRange[]; deactivated?: { at: Date; reason: string };
  }[] = [
    { description: 'Szczyt popołudniowy – Warszawa', from: day(-6), to: day(8), regions: ['Warszawa'], companyIds: active.map((c) => c.id), multiplier: 1.3,
      timeRanges: [{ from: hm(7), to: hm(9), multiplier: 1.2 }, { from: hm(16), to: hm(19), multiplier: 1.5 }] },
    { description: 'Weekend – Kraków i Wrocław', from: day(-13), to: day(1), regions: ['Kraków', 'Wrocław'], companyIds: ids(['iqos', 'apteka', 'kwiaty']), multiplier: 1.2 },
    { description: 'Zła pogoda – Gdańsk', from: day(-9, 6), to: day(-7, 22), regions: ['Gdańsk'], companyIds: ids(['automobil', 'techmarket', 'iqos']), multiplier: 1.5 },
    { description: 'Poznań – popołudnia', from: day(-2), to: day(12), regions: ['Poznań'], companyIds: ids(['techmarket', 'kwiaty']), multiplier: 1.15,
      timeRanges: [{ from: hm(15), to: hm(18), multiplier: 1.3 }] },
    { description: 'Black Week', from: day(2), to: day(9), regions: CITIES.map((c) => c.name), companyIds: active.map((c) => c.id), multiplier: 1.25 },
    { description: 'Promocja Łódź', from: day(-5), to: day(3), regions: ['Łódź'], companyIds: ids(['delikatesy']), multiplier: 2,
      deactivated: { at: day(-3, 10), reason: 'Błędna stawka – zastąpiony nowym mnożnikiem' } },
  ];
  const rows = specs.map((s) => ({
    description: s.description,
    dateFrom: s.from,
    dateTo: s.to,
    regions: s.regions,
    companyIds: s.companyIds,
    multiplier: s.multiplier,
    timeRanges: s.timeRanges ?? null,
    createdById: operators.admin.id,
    createdAt: at(s.from, -2 * DAY),
    deactivatedAt: s.deactivated?.at ?? null,
    deactivatedById: s.deactivated ? operators.admin.id : null,
    deactivationReason: s.deactivated?.reason ?? null,
  }));
  const inserted = await insertRows(ctx.tx, t.multipliers, rows);
  return specs.map((s, i) => ({
    id: inserted[i],
    dateFrom: s.from,
    dateTo: s.to,
    regionIds: s.regions.map((r) => regions.get(r)!),
    companyIds: s.companyIds,
    multiplier: s.multiplier,
    timeRanges: s.timeRanges ?? null,
    deactivatedAt: s.deactivated?.at ?? null,
  }));
}

// ───────────────────────────────────────────── orders ─────────────────────────────────────────────

type CancelKind = 'notAccepted' | 'beforePickup' | 'inDelivery';

interface HoldDraft {
  driverId: number | null;
  operatorId: number | null;
  notes: string | null;
  createdAt: Date;
  holdUntil: Date;
  releasedAt: Date | null;
  releasedById: number | null;
  releasedByDriverId: number | null;
}

interface CommentDraft {
  createdAt: Date;
  createdByKind: 'operator' | 'client' | 'driver';
  createdById: number | null;
  createdBy: string;
  comment: string;
}

interface RenewalDraft {
  renewedAt: Date;
  renewedById: number | null;
  renewedBy: string;
  renewalReason: 'DRIVER_CHANGE' | 'AUTOMATIC_REQUEUE';
  cancellationReason: string | null;
  renewalComment: string | null;
  oldOrderData: Record<string, unknown>;
}

interface OrderDraft {
  row: OrderInsert & { createdAt: Date; status: OrderStatus; stageBeganAt: Date };
  company: CompanyRec;
  productIds: number[];
  hasPickup: boolean;
  holds: HoldDraft[];
  comments: CommentDraft[];
  renewals: RenewalDraft[];
  route: { lat: number; lng: number; at: Date }[];
  stockOut: { productId: number; driverId: number; serial: string | null; at: Date }[];
}

interface SeededOrder {
  id: number;
  draft: OrderDraft;
}

/** Unique 4-character order numbers per Warsaw creation day; demo numbers start with a letter. */
class OrderNumbers {
  private readonly used = new Map<string, Set<string>>();
  constructor(private readonly rng: Random) {}
  next(createdAt: Date): string {
    const key = dayKey(createdAt);
    let set = this.used.get(key);
    if (!set) this.used.set(key, (set = new Set()));
    for (;;) {
      const no = this.rng.chars(1, LETTERS) + this.rng.chars(3, ALNUM);
      if (!set.has(no)) {
        set.add(no);
        return no;
      }
    }
  }
}

/** Orders per day (index 0 = today … 13): a good share today, fewer at weekends. */
function ordersPerDay(ctx: Ctx, total: number): number[] {
  const todayCount = total >= 300 ? Math.max(90, Math.round(total * 0.085)) : Math.round(total * 0.3);
  const weights = Array.from({ length: HISTORY_DAYS - 1 }, (_, i) => {
    const wd = warsawWeekday(warsawDayStart(ctx.today, -(i + 1)));
    return wd === 6 ? 0.45 : wd === 5 ? 0.7 : 1;
  });
  const rest = total - todayCount;
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((rest * w) / sum));
  let left = rest - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % counts.length, left--) counts[i]++;
  return [todayCount, ...counts];
}

/** Creation instants of one day's orders, ascending. Today's end at `now`, with a few created minutes ago. */
function creationTimes(ctx: Ctx, dayIndex: number, count: number): Date[] {
  const { rng } = ctx;
  const dayStart = warsawDayStart(ctx.today, -dayIndex);
  const times: number[] = [];
  if (dayIndex === 0) {
    const open = at(dayStart, 7 * HOUR);
    const from = ctx.now.getTime() - open.getTime() > 2 * HOUR ? open.getTime() : dayStart.getTime();
    const to = ctx.now.getTime() - 4 * MIN;
    const recent = Math.min(3, count);
    for (let i = 0; i < count - recent; i++) times.push(from + Math.pow(rng.next(), 0.8) * Math.max(0, to - from));
    for (let i = 0; i < recent; i++) times.push(ctx.now.getTime() - rng.int(30, 180) * 1000);
  } else {
    for (let i = 0; i < count; i++) {
      const hour = rng.weighted([[7, 3], [8, 6], [9, 8], [10, 9], [11, 9], [12, 9], [13, 9], [14, 9], [15, 9], [16, 9], [17, 8], [18, 7], [19, 5], [20, 4], [21, 2]] as const);
      times.push(dayStart.getTime() + hour * HOUR + rng.int(0, 3599) * 1000);
    }
  }
  return times.sort((a, b) => a - b).map((ms) => new Date(Math.floor(ms / 1000) * 1000));
}

/** Old orders that never finished ("show past active orders"; stage longer than 720 minutes). */
const STUCK_BY_DAY: Record<number, OrderStatus[]> = { 1: ['accepted', 'new'], 2: ['picked_up', 'accepted'], 3: ['arrived'], 4: ['accepted'], 6: ['picked_up'] };

function chooseStatus(rng: Random, ageMin: number, dayIndex: number): OrderStatus {
  const table: (readonly [OrderStatus, number])[] =
    ageMin < 3 ? [['new', 1]]
      : ageMin < 20 ? [['new', 30], ['accepted', 55], ['cancelled', ageMin > 6 ? 15 : 0]]
        : ageMin < 45 ? [['new', 5], ['accepted', 30], ['picked_up', 45], ['arrived', 10], ['cancelled', 10]]
          : ageMin < 120 ? [['accepted', 5], ['picked_up', 20], ['arrived', 10], ['delivered', 55], ['cancelled', 10]]
            : ageMin < 300 ? [['picked_up', 3], ['arrived', 2], ['delivered', 70], ['finished', 10], ['cancelled', 15]]
              : [['delivered', 62 - dayIndex * 3], ['finished', 24 + dayIndex * 3], ['cancelled', 14]];
  return rng.weighted(table);
}

interface Timeline {
  acceptedAt: Date | null;
  pickedUpAt: Date | null;
  arrivedAt: Date | null;
  deliveredAt: Date | null;
  finishedAt: Date | null;
  cancelledAt: Date | null;
}

/** Builds consistent timestamps up to `status`, all between `start` and `now`. */
function buildTimeline(ctx: Ctx, start: Date, status: OrderStatus, cancelKind: CancelKind | null, hasPickup: boolean, cancelAfterSec: number): Timeline {
  const { rng, now } = ctx;
  const tl: Timeline = { acceptedAt: null, pickedUpAt: null, arrivedAt: null, deliveredAt: null, finishedAt: null, cancelledAt: null };
  if (status === 'new' || status === 'scheduled') return tl;
  if (cancelKind === 'notAccepted') {
    tl.cancelledAt = minDate(at(start, cancelAfterSec * 1000 + rng.int(0, 40) * 1000), now);
    return tl;
  }
  const reach: OrderStatus =
    status === 'cancelled' ? (cancelKind === 'beforePickup' ? 'accepted' : hasPickup ? 'picked_up' : 'arrived') : status;
  const steps: [keyof Timeline, number][] = [['acceptedAt', rng.float(0.5, 4.5)]];
  if (reach !== 'accepted') {
    if (hasPickup) steps.push(['pickedUpAt', rng.float(8, 32)]);
    if (reach !== 'picked_up') {
      steps.push(['arrivedAt', rng.float(10, 48)]);
      if (reach !== 'arrived') {
        steps.push(['deliveredAt', rng.float(1, 7)]);
        if (reach === 'finished') steps.push(['finishedAt', rng.float(20, 360)]);
      }
    }
  }
  if (status === 'cancelled') steps.push(['cancelledAt', rng.float(2, 25)]);
  const total = steps.reduce((s, [, m]) => s + m, 0) * MIN;
  const room = now.getTime() - start.getTime() - 5000;
  const scale = total > room ? (Math.max(room, 0) * rng.float(0.45, 0.95)) / total : 1;
  let time = start.getTime();
  for (const [key, m] of steps) {
    time += Math.max(1000, Math.round(m * MIN * scale / 1000) * 1000);
    tl[key] = new Date(Math.min(time, now.getTime()));
  }
  return tl;
}

function stageBeganAt(status: OrderStatus, createdAt: Date, tl: Timeline): Date {
  switch (status) {
    case 'accepted': return tl.acceptedAt!;
    case 'picked_up': return tl.pickedUpAt!;
    case 'arrived': return tl.arrivedAt!;
    case 'delivered': return tl.deliveredAt!;
    case 'finished': return tl.finishedAt!;
    case 'cancelled': return tl.cancelledAt!;
    default: return createdAt;
  }
}

function packageSizeFor(rng: Random, company: CompanyRec, lines: OrderProductLine[]): PackageSize {
  const dims = lines.find((l) => l.dimensions)?.dimensions;
  if (dims && dims.width && dims.height && dims.length) {
    const sum = dims.width + dims.height + dims.length;
    const weight = dims.weight ?? 0;
    if (sum <= 100 && weight <= 9.99) return 'S';
    if (sum <= 200 && weight <= 15) return 'M';
    return 'L';
  }
  const def = company.orderSettings.defaultPackageSize;
  return rng.chance(0.75) ? def : rng.pick(['S', 'M', 'L'] as const);
}

function productLine(ctx: Ctx, product: ProductRec, delivered: boolean): OrderProductLine {
  const { rng } = ctx;
  const def = product.def;
  const line: OrderProductLine = { id: product.id, type: def.type, name: def.name, productCode: def.code };
  for (const field of def.fields) {
    switch (field) {
      case 'code':
        line.code = def.type === 'iqos' ? `${def.code.slice(0, 2)}${rng.digits(6)}` : `${def.code}-${rng.digits(5)}`;
        break;
      case 'smsName':
        line.smsName = def.smsName ?? def.name;
        break;
      case 'oldDeviceCode':
        line.oldDeviceCode = `OLD${rng.chars(8, ALNUM)}`;
        break;
      case 'pesel':
        line.pesel = pesel(rng);
        break;
      case 'receiptNo':
        line.receiptNo = rng.digits(4);
        break;
      case 'amountToPayOnPickUp':
        line.amountToPayOnPickUp = rng.int(1999, 49_999);
        break;
      case 'medicines':
        line.medicines = rng.sample(MEDICINES, rng.int(1, 3)).map((details) => ({ details, pickedUp: delivered }));
        break;
      case 'externalNo':
        line.externalNo = `ZAM/${dayKey(ctx.today).slice(0, 4)}/${rng.digits(6)}`;
        break;
      case 'dimensions': {
        const max = def.maxDimensions ?? PARCEL_MAX;
        line.dimensions = {
          weight: Math.round(rng.float(0.3, Math.min(max.weight ?? 20, 20)) * 10) / 10,
          width: rng.int(10, Math.min(max.width ?? 60, 60)),
          height: rng.int(5, Math.min(max.height ?? 40, 40)),
          length: rng.int(10, Math.min(max.length ?? 40, 40)),
        };
        break;
      }
      case 'vehicle': {
        const [mark, models] = rng.pick(VEHICLE_MARKS);
        line.vehicle = { mark, model: rng.pick(models), registrationPlate: registrationPlate(rng, 'GD').replace(' ', ''), vinNumber: rng.chars(17, VIN_CHARS) };
        break;
      }
      default:
        break;
    }
  }
  return line;
}

function routePoints(
  rng: Random,
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
  t0: Date,
  t1: Date,
  n: number,
  fraction = 1,
): { lat: number; lng: number; at: Date }[] {
  const bend = { lat: (from.lat + to.lat) / 2 + rng.float(-0.01, 0.01), lng: (from.lng + to.lng) / 2 + rng.float(-0.015, 0.015) };
  const out: { lat: number; lng: number; at: Date }[] = [];
  for (let i = 0; i < n; i++) {
    const u = (n === 1 ? 1 : i / (n - 1)) * fraction;
    const a = (1 - u) * (1 - u), b = 2 * (1 - u) * u, c = u * u;
    out.push({
      lat: Math.round((a * from.lat + b * bend.lat + c * to.lat + rng.float(-0.0003, 0.0003)) * 1e6) / 1e6,
      lng: Math.round((a * from.lng + b * bend.lng + c * to.lng + rng.float(-0.0004, 0.0004)) * 1e6) / 1e6,
      at: new Date(Math.round((t0.getTime() + (t1.getTime() - t0.getTime()) * (n === 1 ? 1 : i / (n - 1))) / 1000) * 1000),
    });
  }
  return out;
}

function sha(s: string): string {
  return createHash('sha256').update(s).digest('hex');
}

class OrderPlanner {
  private readonly numbers: OrderNumbers;
  private readonly driversByRegion = new Map<number, DriverRec[]>();
  private readonly companyWeights: (readonly [CompanyRec, number])[];

  constructor(private readonly ctx: Ctx, private readonly world: World) {
    this.numbers = new OrderNumbers(ctx.rng);
    for (const d of world.drivers) {
      if (!d.active || d.blocked) continue;
      const list = this.driversByRegion.get(d.regionId) ?? [];
      list.push(d);
      this.driversByRegion.set(d.regionId, list);
    }
    this.companyWeights = world.companies.filter((c) => c.def.orderWeight > 0).map((c) => [c, c.def.orderWeight] as const);
  }

  private pickCompany(dayIndex: number): CompanyRec {
    const table = this.companyWeights.filter(([c]) => c.def.status === 'active' || dayIndex >= 10);
    return this.ctx.rng.weighted(table);
  }

  private pickDriver(regionId: number, companyId: number, preferOnline: boolean, except?: number): DriverRec | null {
    const all = (this.driversByRegion.get(regionId) ?? []).filter((d) => mayDeliverFor(d, companyId) && d.id !== except);
    const online = all.filter((d) => d.status === 'online');
    const pool = preferOnline && online.length ? online : all;
    return pool.length ? this.ctx.rng.pick(pool) : null;
  }

  private multiplierFor(regionId: number, companyId: number, createdAt: Date): MultiplierRec | null {
    const m = this.world.multipliers.find(
      (x) => x.regionIds.includes(regionId) && x.companyIds.includes(companyId) && x.dateFrom <= createdAt && createdAt <= x.dateTo &&
        (!x.deactivatedAt || createdAt < x.deactivatedAt),
    );
    return m && this.ctx.rng.chance(0.45) ? m : null;
  }

  private effectiveMultiplier(m: MultiplierRec, createdAt: Date): number {
    const p = warsawParts(createdAt);
    const minute = p.h * 60 + p.min;
    const range = m.timeRanges?.find((r) => r.from.hour * 60 + r.from.minute <= minute && minute < r.to.hour * 60 + r.to.minute);
    return range?.multiplier ?? m.multiplier;
  }

  plan(createdAt: Date, dayIndex: number, forced?: OrderStatus): OrderDraft {
    const { ctx } = this;
    const { rng, now } = ctx;
    const company = this.pickCompany(dayIndex);
    const mains = company.products.filter((p) => !p.def.helper && (!p.def.hidden || rng.chance(0.12)));
    const main = rng.pick(mains.length ? mains : company.products);
    const helpers = company.products.filter((p) => p.def.helper && p.def.type === main.def.type);

    // Pickup point and region.
    const activeLocations = company.locations.filter((l) => l.active);
    const noPickup = main.def.type === 'simple_arrival' && (company.def.key === 'automobil' || rng.chance(0.5));
    const location = noPickup ? null : rng.pick(activeLocations.length ? activeLocations : company.locations);
    const regionId = location?.regionId ?? company.regionId;
    const cityName = (location?.city ?? company.def.home) as CityName;
    const city = CITY_BY_NAME.get(cityName)!;

    // Scheduling: a 120-minute slot on a later hour of the creation day or in the next days.
    let slot: { from: Date; to: Date } | null = null;
    if (!forced && rng.chance(company.def.scheduledShare)) {
      const p = warsawParts(createdAt);
      for (let dayOffset = rng.int(0, 3); !slot; dayOffset++) {
        const hour = rng.pick([8, 10, 12, 14, 16, 18]);
        const from = warsawTime(p.y, p.m, p.d + dayOffset, hour);
        if (from.getTime() - createdAt.getTime() >= 2 * HOUR) slot = { from, to: at(from, SCHEDULED_SLOT_LENGTH_MIN * MIN) };
      }
    }
    const start = slot ? at(slot.from, -45 * MIN) : createdAt;
    const ageMin = (now.getTime() - start.getTime()) / MIN;
    const status: OrderStatus = slot && start > now ? 'scheduled' : forced ?? chooseStatus(rng, ageMin, dayIndex);
    const cancelAfter = company.deliverySettings.cancelOrderAfter;
    let cancelKind: CancelKind | null = null;
    if (status === 'cancelled') {
      cancelKind = ageMin < cancelAfter / 60 + 1
        ? 'beforePickup'
        : rng.weighted([['notAccepted', 40], ['beforePickup', 35], ['inDelivery', 25]] as const);
    }
    const hasPickup = location !== null;
    const tl = buildTimeline(ctx, start, status === 'picked_up' && !hasPickup ? 'accepted' : status, cancelKind, hasPickup, cancelAfter);
    const finalStatus: OrderStatus = status === 'picked_up' && !hasPickup ? 'accepted' : status;
    const began = stageBeganAt(finalStatus, createdAt, tl);
    const ongoing = finalStatus === 'new' || finalStatus === 'accepted' || finalStatus === 'picked_up' || finalStatus === 'arrived';
    const delivered = finalStatus === 'delivered' || finalStatus === 'finished';

    // Products.
    const maxMain = Math.min(company.orderSettings.maxOrderProductsAllowed, main.def.maxAllowed ?? 1);
    const count = rng.chance(0.75) ? 1 : rng.int(1, maxMain);
    const products: ProductRec[] = Array.from({ length: count }, () => main);
    if (helpers.length && products.length < company.orderSettings.maxOrderProductsAllowed && rng.chance(0.3)) products.push(rng.pick(helpers));
    const lines = products.map((p) => productLine(ctx, p, delivered));

    // Receiver.
    const receiver = person(ctx);
    const zip = pickPostcode(ctx, cityName);
    const client = { lat: zip.lat, lng: zip.lng };
    const hashed = delivered && dayIndex >= 12 && rng.chance(0.35);

    // Driver.
    const driver = tl.acceptedAt ? this.pickDriver(regionId, company.id, ongoing) : null;

    // Estimations and multiplier.
    const origin = location ?? { lat: city.lat, lng: city.lng };
    const distance = Math.max(600, Math.round((haversineMetres(origin, client) * 1.35) / 10) * 10);
    const packageSize = packageSizeFor(rng, company, lines);
    const emergency = rng.chance(0.04);
    const price = Math.round((1290 + (distance / 1000) * 210 + { S: 0, M: 300, L: 900 }[packageSize] + (emergency ? 1500 : 0)) / 10) * 10;
    const multiplier = this.multiplierFor(regionId, company.id, createdAt);
    const payoutDriver = Math.round((price * 0.72 * (multiplier ? this.effectiveMultiplier(multiplier, createdAt) : 1)) / 10) * 10;

    // Stock consumed from the driver (IQOS devices carried by drivers).
    const stockOut: OrderDraft['stockOut'] = [];
    if (delivered && driver) {
      lines.forEach((line) => {
        const holding = this.world.stock.drivers.get(`${driver.id}:${line.id}`);
        if (holding && holding.amount > 0 && rng.chance(0.7)) {
          const [serial] = this.world.stock.transfer(holding, null, line.id, 1);
          if (serial) line.serialNumber = serial;
          stockOut.push({ productId: line.id, driverId: driver.id, serial: serial ?? null, at: tl.pickedUpAt ?? tl.arrivedAt ?? tl.deliveredAt! });
        }
      });
    }

    // Cancellation reason.
    let cancellationReason: string | null = null;
    if (cancelKind === 'notAccepted') cancellationReason = cancelAfter === 300 ? 'ORDER_NOT_ACCEPTED_IN_5_MIN' : 'ORDER_NOT_ACCEPTED_IN_X_MIN';
    else if (cancelKind) {
      const reasons = company.orderSettings.operatorCancellationReasons;
      const list = cancelKind === 'inDelivery' ? reasons?.inDelivery : reasons?.toBePickedUp;
      cancellationReason = rng.chance(0.1) ? 'DRIVERS_FAILURE' : rng.pick(list ?? DEFAULT_CANCELLATION_REASONS);
    }

    const payment = this.paymentDetails(company, price, hashed);
    const row: OrderDraft['row'] = {
      orderNo: this.numbers.next(createdAt),
      returnsOrderNo: delivered && (main.def.code === 'IQOS-SWAP' || rng.chance(0.03)) ? this.numbers.next(createdAt) : null,
      companyId: company.id,
      externalId: company.def.externalIdPrefix && rng.chance(0.65) ? `${company.def.externalIdPrefix}-${++company.externalCounter}` : null,
      regionId,
      type: main.def.type,
      status: finalStatus,
      statusPriority: ORDER_STATUS_PRIORITY[finalStatus],
      isOngoing: ongoing,
      stageBeganAt: began,
      createdAt,
      plannedAt: slot ? slot.to : at(createdAt, DELIVERY_PROMISE_MIN * MIN),
      scheduledAt: slot?.from ?? null,
      scheduledSlotFrom: slot?.from ?? null,
      scheduledSlotTo: slot?.to ?? null,
      ...tl,
      cancellationReason,
      cancellationComment: cancelKind && cancelKind !== 'notAccepted' && rng.chance(0.4) ? rng.pick(['Klient zrezygnował telefonicznie', 'Brak towaru w sklepie', 'Błędny adres – brak kontaktu z klientem', 'Zgłoszenie z call center']) : null,
      deliveryComment: delivered && rng.chance(0.35) ? rng.pick(DELIVERY_COMMENTS) : null,
      pickUpNotes: hasPickup && rng.chance(0.15) ? rng.pick(PICKUP_NOTES) : null,
      notes: rng.chance(0.25) ? rng.pick(ORDER_NOTES) : null,
      packageSize,
      emergencyDelivery: emergency,
      vatRate: 23,
      payable: cancelKind === 'notAccepted' ? false : cancelKind === 'beforePickup' ? rng.chance(0.3) : true,
      driverId: driver?.id ?? null,
      clientName: hashed ? sha(`${receiver.firstName} ${receiver.lastName}`).slice(0, 24) : `${receiver.firstName} ${receiver.lastName}`,
      clientPhone: hashed ? sha(phone(rng)).slice(0, 24) : phone(rng),
      clientStreet: hashed ? sha(streetAddress(rng, city)).slice(0, 24) : streetAddress(rng, city),
      clientCity: city.name,
      clientZipCode: zip.zipCode,
      clientLat: client.lat,
      clientLng: client.lng,
      pickupLocationId: location?.id ?? null,
      pickupName: location?.name ?? null,
      pickupStreet: location?.street ?? null,
      pickupCity: location?.city ?? null,
      pickupZipCode: location?.zipCode ?? null,
      pickupPhone: location?.phone ?? null,
      pickupNotes: location?.defaultNote ?? null,
      pickupLat: location?.lat ?? null,
      pickupLng: location?.lng ?? null,
      pickupWorkingHours: location?.workingSettings ?? null,
      paymentDetails: payment,
      orderDetails: rng.chance(0.25)
        ? { discounts: rng.chance(0.5) ? [{ name: rng.pick(['Kod rabatowy JESIEN10', 'Rabat stałego klienta', 'Darmowa dostawa']), amount: rng.pick([500, 1000, 1500]) }] : [], totalValue: rng.int(2_000, 90_000), itemsCount: lines.length }
        : null,
      additionalServices: rng.chance(0.15) ? rng.sample(ADDITIONAL_SERVICES, rng.int(1, 2)) : [],
      hasHashedSensitiveData: hashed,
      hashedSensitiveData: hashed ? { clientData: true, pickupPointData: false, paymentDetails: payment !== null } : null,
      pickUpVerificationCode: hasPickup ? rng.digits(4) : null,
      verificationCode: null,
      noVerificationCodeReason: null,
      estimatedDistance: distance,
      estimatedPayout: price,
      estimatedPayoutDriver: payoutDriver,
      currency: 'pln',
      multiplierId: multiplier?.id ?? null,
      products: lines,
      deliveredProducts: delivered ? lines : [],
      lastCommentId: null,
      onHoldUntil: null,
      updatedAt: began,
    };
    if (rng.chance(0.94)) row.verificationCode = rng.digits(4);
    else row.noVerificationCodeReason = rng.pick(NO_CODE_REASONS);

    const draft: OrderDraft = { row, company, productIds: lines.map((l) => l.id), hasPickup, holds: [], comments: [], renewals: [], route: [], stockOut };
    this.addHolds(draft, dayIndex, forced !== undefined);
    this.addComments(draft, driver, forced !== undefined);
    this.addRenewal(draft, driver);
    this.addRoute(draft, location, client, dayIndex);
    return draft;
  }

  private paymentDetails(company: CompanyRec, price: number, hashed: boolean): PaymentDetails | null {
    const { rng } = this.ctx;
    const allowed = company.orderSettings.allowedPayments;
    const type = rng.pick(allowed);
    if (type === 'epruf_code' && rng.chance(0.6)) return { paymentType: 'epruf_code', paymentCode: rng.digits(20), limit: price * 10, viewed: rng.chance(0.5), ...(hashed ? { hasHashedSensitiveData: true } : {}) };
    if (type === 'blik_manual' && rng.chance(0.5)) return { paymentType: 'blik_manual', viewed: rng.chance(0.5) };
    return rng.chance(0.5) ? { paymentType: 'generic_prepaid' } : null;
  }

  private addHolds(d: OrderDraft, dayIndex: number, stuck: boolean): void {
    const { rng, now } = this.ctx;
    const { row } = d;
    const ops = this.world.operators;
    const waiting = row.status === 'new' || row.status === 'accepted';
    const openHold = waiting && ((stuck && row.status === 'new') || (dayIndex === 0 && rng.chance(row.status === 'new' ? 0.35 : 0.15)));
    if (openHold) {
      const byDriver = row.status === 'accepted' && row.driverId && rng.chance(0.6);
      const createdAt = new Date(Math.round((row.stageBeganAt.getTime() + (now.getTime() - row.stageBeganAt.getTime()) * rng.float(0.2, 0.9)) / 1000) * 1000);
      const holdUntil = at(now, rng.int(20, 240) * MIN);
      d.holds.push({
        driverId: byDriver ? row.driverId! : null,
        operatorId: byDriver ? null : rng.pick([ops.operator.id, ops.admin.id]),
        notes: byDriver ? rng.pick(DRIVER_HOLD_NOTES) : rng.pick(OPERATOR_HOLD_NOTES),
        createdAt, holdUntil, releasedAt: null, releasedById: null, releasedByDriverId: null,
      });
      row.onHoldUntil = holdUntil;
      return;
    }
    if (row.acceptedAt && !row.isOngoing && rng.chance(0.06)) {
      const end = (row.deliveredAt ?? row.cancelledAt ?? row.stageBeganAt) as Date;
      const createdAt = at(row.acceptedAt as Date, Math.round(((end.getTime() - (row.acceptedAt as Date).getTime()) * 0.3) / 1000) * 1000);
      const holdUntil = at(createdAt, rng.int(30, 120) * MIN);
      const how = rng.weighted([['operator', 4], ['driver', 4], ['elapsed', 2]] as const);
      const releasedAt = how === 'elapsed' ? (holdUntil <= now ? holdUntil : null) : minDate(at(createdAt, rng.int(5, 25) * MIN), now);
      d.holds.push({
        driverId: how === 'driver' ? row.driverId! : null,
        operatorId: how === 'driver' ? null : ops.operator.id,
        notes: how === 'driver' ? rng.pick(DRIVER_HOLD_NOTES) : rng.pick(OPERATOR_HOLD_NOTES),
        createdAt, holdUntil, releasedAt,
        releasedById: how === 'operator' ? rng.pick([ops.operator.id, ops.admin.id]) : null,
        releasedByDriverId: how === 'driver' ? row.driverId! : null,
      });
    }
  }

  private addComments(d: OrderDraft, driver: DriverRec | null, stuck: boolean): void {
    const { rng, now } = this.ctx;
    const { row } = d;
    const p = row.status === 'cancelled' || stuck ? 0.5 : row.isOngoing ? 0.2 : 0.1;
    if (!rng.chance(p)) return;
    const ops = this.world.operators;
    const end = minDate(at(row.stageBeganAt, 30 * MIN), now);
    const n = rng.int(1, 3);
    const times = Array.from({ length: n }, () => row.createdAt.getTime() + rng.next() * Math.max(0, end.getTime() - row.createdAt.getTime()))
      .sort((a, b) => a - b)
      .map((ms) => new Date(Math.floor(ms / 1000) * 1000));
    for (const time of times) {
      const kind = rng.weighted([['operator', 55], ['client', 25], ['driver', driver ? 20 : 0]] as const);
      if (kind === 'operator') {
        const op = rng.pick([ops.operator, ops.admin, ops.backOffice]);
        d.comments.push({ createdAt: time, createdByKind: 'operator', createdById: op.id, createdBy: op.email, comment: rng.pick(COMMENTS_OPERATOR) });
      } else if (kind === 'client') {
        d.comments.push({ createdAt: time, createdByKind: 'client', createdById: d.company.clientUserId ?? null, createdBy: d.company.clientEmail ?? 'client', comment: rng.pick(COMMENTS_CLIENT) });
      } else {
        d.comments.push({ createdAt: time, createdByKind: 'driver', createdById: driver!.id, createdBy: `${driver!.firstName} ${driver!.lastName}`, comment: rng.pick(COMMENTS_DRIVER) });
      }
    }
  }

  private addRenewal(d: OrderDraft, driver: DriverRec | null): void {
    const { rng } = this.ctx;
    const { row } = d;
    if (!row.acceptedAt || !driver || !rng.chance(0.04)) return;
    const acceptedAt = row.acceptedAt as Date;
    const renewedAt = at(row.createdAt, Math.floor((acceptedAt.getTime() - row.createdAt.getTime()) * 0.7 / 1000) * 1000);
    const previous = this.pickDriver(row.regionId, row.companyId, false, driver.id);
    const requeue = rng.chance(0.4);
    const op = this.world.operators.operator;
    d.renewals.push({
      renewedAt,
      renewedById: requeue ? null : op.id,
      renewedBy: requeue ? 'system' : op.email,
      renewalReason: requeue ? 'AUTOMATIC_REQUEUE' : 'DRIVER_CHANGE',
      cancellationReason: requeue ? null : rng.pick(['DRIVERS_FAILURE', 'CALL_CENTER_REQUEST']),
      renewalComment: requeue ? null : rng.pick(['Kierowca zgłosił awarię samochodu', 'Zmiana kierowcy na prośbę sklepu', 'Kierowca nie dojedzie na czas']),
      oldOrderData: {
        status: 'accepted',
        driverId: previous?.id ?? null,
        driverName: previous ? `${previous.firstName} ${previous.lastName}` : null,
        acceptedAt: at(row.createdAt, Math.floor((renewedAt.getTime() - row.createdAt.getTime()) * 0.4 / 1000) * 1000).toISOString(),
        estimatedPayoutDriver: row.estimatedPayoutDriver,
      },
    });
  }

  private addRoute(d: OrderDraft, location: LocationRec | null, client: { lat: number; lng: number }, dayIndex: number): void {
    const { rng, now } = this.ctx;
    const { row } = d;
    const inDelivery = row.status === 'picked_up' || row.status === 'arrived';
    const done = (row.status === 'delivered' || row.status === 'finished') && dayIndex <= 4;
    if (!row.driverId || !(inDelivery || done)) return;
    const acceptedAt = row.acceptedAt as Date;
    const target = location ?? client;
    const approachFrom = { lat: target.lat + rng.float(-0.015, 0.015), lng: target.lng + rng.float(-0.02, 0.02) };
    if (location) {
      const pickedUpAt = row.pickedUpAt as Date;
      d.route.push(...routePoints(rng, approachFrom, location, acceptedAt, pickedUpAt, rng.int(3, 7)));
      const end = (row.arrivedAt as Date | null) ?? now;
      const fraction = row.status === 'picked_up' ? Math.min(0.9, Math.max(0.2, (now.getTime() - pickedUpAt.getTime()) / (25 * MIN))) : 1;
      d.route.push(...routePoints(rng, location, client, pickedUpAt, end, rng.int(7, 30), fraction));
    } else {
      const end = (row.arrivedAt as Date | null) ?? now;
      d.route.push(...routePoints(rng, approachFrom, client, acceptedAt, end, rng.int(10, 30)));
    }
  }
}

async function seedOrders(ctx: Ctx, world: World, total: number): Promise<SeededOrder[]> {
  const planner = new OrderPlanner(ctx, world);
  const perDay = ordersPerDay(ctx, total);
  const drafts: OrderDraft[] = [];
  for (let dayIndex = HISTORY_DAYS - 1; dayIndex >= 0; dayIndex--) {
    const times = creationTimes(ctx, dayIndex, perDay[dayIndex]);
    const stuck = [...(STUCK_BY_DAY[dayIndex] ?? [])];
    times.forEach((createdAt) => drafts.push(planner.plan(createdAt, dayIndex, stuck.shift())));
  }
  const ids = await insertRows(ctx.tx, t.orders, drafts.map((d) => d.row));
  const orders = drafts.map((draft, i) => ({ id: ids[i], draft }));

  await insertPlain(ctx.tx, t.orderProducts, orders.flatMap(({ id, draft }) =>
    draft.productIds.map((productId, lineNo) => ({ orderId: id, lineNo, productId, delivered: draft.row.status === 'delivered' || draft.row.status === 'finished' }))), 2000);
  await insertPlain(ctx.tx, t.orderHolds, orders.flatMap(({ id, draft }) => draft.holds.map((h) => ({ orderId: id, ...h }))));
  await insertPlain(ctx.tx, t.orderComments, orders.flatMap(({ id, draft }) => draft.comments.map((c) => ({ orderId: id, ...c }))));
  await insertPlain(ctx.tx, t.orderRenewals, orders.flatMap(({ id, draft }) => draft.renewals.map((r) => ({ orderId: id, ...r }))));
  await insertPlain(ctx.tx, t.driverLocationLogs, orders.flatMap(({ id, draft }) =>
    draft.route.map((p) => ({ driverId: draft.row.driverId!, orderId: id, lat: p.lat, lng: p.lng, loggedAt: p.at }))), 2000);
  if (orders.length) {
    await ctx.tx.execute(sql`
      UPDATE orders o SET last_comment_id = c.id
      FROM (SELECT DISTINCT ON (order_id) order_id, id FROM order_comments ORDER BY order_id, created_at DESC, id DESC) c
      WHERE c.order_id = o.id AND o.id BETWEEN ${orders[0].id} AND ${orders[orders.length - 1].id}`);
  }
  return orders;
}

// ───────────────────────────────────────────── corrections and wallet ─────────────────────────────────────────────

interface CorrectionRec {
  id: number;
  orderId: number;
  driverId: number;
  category: CorrectionCategory;
  status: CorrectionStatus;
  acceptedAmount: number | null;
  decidedAt: Date | null;
  decidedById: number | null;
}

const DEMO_ATTACHMENTS: Partial<Record<CorrectionCategory, string>> = {
  incorrect_distance: '/demo/correction-route.svg',
  different_delivery_address: '/demo/correction-route.svg',
  incorrect_size: '/demo/correction-parcel.svg',
};

async function seedCorrections(ctx: Ctx, world: World, orders: SeededOrder[]): Promise<CorrectionRec[]> {
  const { rng, now } = ctx;
  const candidates = orders.filter(({ draft: { row } }) =>
    (row.status === 'delivered' || row.status === 'finished') && row.driverId && (row.deliveredAt as Date) > at(ctx.today, -11 * DAY));
  const picked = rng.sample(candidates, 26).sort((a, b) => (a.draft.row.deliveredAt as Date).getTime() - (b.draft.row.deliveredAt as Date).getTime());
  const deciders = [world.operators.admin, world.operators.backOffice];
  const specs = picked.map(({ id, draft: { row } }, i) => {
    const category = CORRECTION_CATEGORIES[i % CORRECTION_CATEGORIES.length];
    const createdAt = minDate(at(row.deliveredAt as Date, rng.int(10, 300) * MIN), at(now, -MIN));
    // The newest become pending; older ones are decided.
    const status: CorrectionStatus = i >= picked.length - 13 ? 'pending' : i % 3 === 0 ? 'rejected' : 'accepted';
    const estimatedDistance = row.estimatedDistance as number;
    const base = row.estimatedPayoutDriver as number;
    let data: Record<string, unknown> = {};
    let recalculatedDistance: number | null = null;
    let suggested = 500;
    let comment = 'Proszę o korektę wynagrodzenia';
    switch (category) {
      case 'incorrect_distance': {
        const extra = rng.int(800, 6000);
        data = { extraDistance: extra };
        recalculatedDistance = estimatedDistance + extra;
        suggested = Math.round((extra / 1000) * 150);
        comment = 'Objazd – zamknięta ulica, trasa dłuższa niż wyliczona';
        break;
      }
      case 'incorrect_size':
        data = { actualPackageSize: 'L' };
        suggested = 600;
        comment = 'Paczka była znacznie większa niż zadeklarowana';
        break;
      case 'different_delivery_address': {
        const city = CITY_BY_NAME.get(row.clientCity as CityName)!;
        const zip = pickPostcode(ctx, city.name);
        data = { clientAddress: { street: streetAddress(rng, city), zipCode: zip.zipCode, city: city.name } };
        recalculatedDistance = estimatedDistance + rng.int(1000, 5000);
        suggested = Math.round(((recalculatedDistance - estimatedDistance) / 1000) * 150);
        comment = 'Klient poprosił o dostawę pod inny adres';
        break;
      }
      case 'reattempted_delivery':
        suggested = Math.round(base / 2);
        comment = 'Ponowna próba doręczenia – klient nieobecny za pierwszym razem';
        break;
      case 'iqos_wee_exchange':
        suggested = 500;
        comment = 'Odebrano zużyte urządzenie do utylizacji';
        break;
      default:
        comment = 'Długie oczekiwanie na wydanie paczki w sklepie (40 min)';
    }
    const decidedAt = status === 'pending' ? null : minDate(at(createdAt, rng.int(1, 20) * HOUR), at(now, -MIN));
    const acceptedAmount = status === 'accepted' ? Math.round(suggested * rng.pick([1, 1, 0.8, 0.5]) / 10) * 10 : null;
    const decider = status === 'pending' ? null : rng.pick(deciders);
    return {
      orderId: id,
      driverId: row.driverId!,
      createdAt,
      category,
      status,
      data,
      estimatedPayoutDriver: base,
      payoutDriver: acceptedAmount !== null ? base + acceptedAmount : null,
      currency: 'pln' as const,
      estimatedDistance,
      recalculatedDistance,
      suggestedCorrectionPay: suggested,
      driversComment: comment,
      // Demo photos shipped with the console (public/demo), for about half: the route driven for distance and address
      // corrections, the package for size corrections; the other categories come without one.
      attachmentUrl: rng.chance(0.5) ? (DEMO_ATTACHMENTS[category] ?? null) : null,
      decidedAt,
      decidedById: decider?.id ?? null,
      acceptedAmount,
      rejectionReason: status === 'rejected' ? rng.pick(['Trasa zgodna z wyliczeniem systemu', 'Brak zdjęcia potwierdzającego', 'Rozmiar paczki zgodny z zamówieniem']) : null,
      comment: status !== 'pending' && rng.chance(0.5) ? 'Zweryfikowano z historią trasy' : null,
    };
  });
  const ids = await insertRows(ctx.tx, t.corrections, specs);
  return specs.map((s, i) => ({ id: ids[i], orderId: s.orderId, driverId: s.driverId, category: s.category, status: s.status, acceptedAmount: s.acceptedAmount, decidedAt: s.decidedAt, decidedById: s.decidedById }));
}

async function seedWallet(ctx: Ctx, world: World, orders: SeededOrder[], corrections: CorrectionRec[]): Promise<void> {
  const { rng, now } = ctx;
  const ops = world.operators;
  interface Entry {
    driverId: number; type: WalletEntryType; payoutDriver: number; payoutClient: number | null; description: string;
    descriptionParams?: WalletDescriptionParams;
    orderId: number | null; correctionId: number | null; createdAt: Date; createdById: number | null; creationComment: string | null;
    deleted?: boolean;
  }
  const entries: Entry[] = [];
  for (const { id, draft: { row } } of orders) {
    if (!(row.status === 'delivered' || row.status === 'finished') || !row.driverId) continue;
    entries.push({ driverId: row.driverId, type: 'ride_added', payoutDriver: row.estimatedPayoutDriver as number, payoutClient: row.estimatedPayout as number,
      description: `Kurs ${row.orderNo}`, descriptionParams: { kind: 'delivered' }, orderId: id, correctionId: null, createdAt: row.deliveredAt as Date, createdById: null, creationComment: null });
    if ((row.products as OrderProductLine[]).some((l) => l.productCode === 'IQOS-SWAP') && rng.chance(0.6)) {
      entries.push({ driverId: row.driverId, type: 'iqos_wee_exchange', payoutDriver: 500, payoutClient: null, description: `Odbiór zużytego urządzenia (${row.orderNo})`,
        descriptionParams: { kind: 'weeExchange' },
        orderId: id, correctionId: null, createdAt: at(row.deliveredAt as Date, 1000), createdById: null, creationComment: null });
    }
  }
  for (const c of corrections.filter((x) => x.status === 'accepted')) {
    entries.push({ driverId: c.driverId, type: 'correction', payoutDriver: c.acceptedAmount!, payoutClient: null, description: 'Korekta kursu',
      descriptionParams: { kind: 'correction', category: c.category },
      orderId: c.orderId, correctionId: c.id, createdAt: c.decidedAt!, createdById: c.decidedById, creationComment: 'Akceptacja korekty kierowcy' });
  }
  const drivers = world.drivers.filter((d) => d.active);
  for (let i = 0; i < 14; i++) {
    const d = rng.pick(drivers);
    entries.push({ driverId: d.id, type: 'bonus', payoutDriver: rng.pick([2000, 3000, 5000, 10_000]), payoutClient: null,
      description: rng.pick(['Bonus za 50 kursów w tygodniu', 'Premia weekendowa', 'Bonus za ocenę 5.0', 'Premia za dyspozycyjność']),
      orderId: null, correctionId: null, createdAt: at(ctx.today, -rng.int(0, 13) * DAY + rng.int(9, 17) * HOUR), createdById: rng.pick([ops.admin.id, ops.backOffice.id]),
      creationComment: rng.chance(0.5) ? 'Zgodnie z regulaminem premiowym' : null, deleted: i === 0 });
  }
  entries.push({ driverId: rng.pick(drivers).id, type: 'correction', payoutDriver: -1500, payoutClient: null, description: 'Potrącenie – uszkodzona paczka',
    orderId: null, correctionId: null, createdAt: at(ctx.today, -5 * DAY + 11 * HOUR), createdById: ops.backOffice.id, creationComment: 'Reklamacja klienta uznana' });
  for (const amb of world.drivers.filter((d) => d.ambassador)) {
    for (const week of [1, 8]) {
      entries.push({ driverId: amb.id, type: 'ambassador', payoutDriver: 15_000, payoutClient: null, description: 'Wynagrodzenie ambasadora (tydzień)',
        orderId: null, correctionId: null, createdAt: at(ctx.today, -week * DAY + 10 * HOUR), createdById: ops.admin.id, creationComment: null });
    }
  }
  const thisWeek = warsawDayStart(ctx.today, -warsawWeekday(ctx.today));
  entries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const rows = entries
    .filter((e) => e.createdAt <= now)
    .map((e, i) => {
      const weekStart = warsawDayStart(e.createdAt, -warsawWeekday(e.createdAt));
      const settledAt = !e.deleted && weekStart < thisWeek ? at(warsawDayStart(weekStart, 7), 6 * HOUR) : null;
      return {
        driverId: e.driverId,
        no: `WP/${dayKey(e.createdAt).slice(0, 4)}/${pad(i + 1, 6)}`,
        type: e.type,
        payoutDriver: e.payoutDriver,
        payoutClient: e.payoutClient,
        currency: 'pln' as const,
        description: e.description,
        descriptionParams: e.descriptionParams ?? null,
        orderId: e.orderId,
        correctionId: e.correctionId,
        createdAt: e.createdAt,
        createdById: e.createdById,
        creationComment: e.creationComment,
        settledAt: settledAt && settledAt <= now ? settledAt : null,
        deletedAt: e.deleted ? minDate(at(e.createdAt, 2 * HOUR), now) : null,
        deletedById: e.deleted ? ops.admin.id : null,
        deletionReason: e.deleted ? 'DUPLICATE' : null,
        deletionComment: e.deleted ? 'Premia dodana dwukrotnie' : null,
      };
    });
  await insertPlain(ctx.tx, t.walletEntries, rows);
}

// ───────────────────────────────────────────── stock rows, exchanges ─────────────────────────────────────────────

async function seedStockRecords(ctx: Ctx, world: World, orders: SeededOrder[]): Promise<void> {
  const { rng, now } = ctx;
  const book = world.stock;
  orders.forEach(({ draft }, orderIndex) => {
    for (const out of draft.stockOut) {
      book.movements.push({ type: 'driverToOrder', productId: out.productId, amount: 1, serialNumber: out.serial, fromDriverId: out.driverId, orderIndex, createdAt: out.at });
    }
  });

  // Stock exchanges between drivers of one region: every status; confirmed ones move stock.
  const holders = [...book.drivers.entries()]
    .map(([key, h]) => ({ driverId: Number(key.split(':')[0]), productId: Number(key.split(':')[1]), h }))
    .filter((x) => x.h.amount >= 2);
  const statuses: StockExchangeStatus[] = ['pending', 'pending', 'pending', 'in_progress', 'in_progress', 'rejected', 'rejected', 'confirmed', 'confirmed', 'confirmed'];
  const exchanges: Record<string, unknown>[] = [];
  for (const status of statuses) {
    const giver = rng.pick(holders.filter((x) => x.h.amount >= 2));
    if (!giver) break;
    const givingDriver = world.drivers.find((d) => d.id === giver.driverId)!;
    const receiver = rng.pick(world.drivers.filter((d) => d.regionId === givingDriver.regionId && d.id !== givingDriver.id && d.active && !d.blocked));
    const amount = rng.int(1, Math.min(3, giver.h.amount - 1));
    const createdAt = at(now, -rng.int(status === 'pending' || status === 'in_progress' ? 20 : 600, status === 'pending' || status === 'in_progress' ? 600 : 2800) * MIN);
    const decidedAt = minDate(at(createdAt, rng.int(5, 40) * MIN), now);
    if (status === 'confirmed') {
      const moved = book.transfer(giver.h, book.holding('driver', receiver.id, giver.productId), giver.productId, amount);
      book.movements.push({ type: 'driverToDriver', productId: giver.productId, amount, serialNumber: moved.length === 1 ? moved[0] : null, items: moved, fromDriverId: giver.driverId, toDriverId: receiver.id, createdAt: decidedAt });
    }
    exchanges.push({
      driverId: receiver.id, givingDriverId: giver.driverId, productId: giver.productId, amount, status, createdAt,
      rejectedAt: status === 'rejected' ? decidedAt : null, confirmedAt: status === 'confirmed' ? decidedAt : null,
    });
  }

  book.movements.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await insertPlain(ctx.tx, t.stockMovements, book.movements.map((m) => ({
    type: m.type, productId: m.productId, amount: m.amount, serialNumber: m.serialNumber,
    items: m.items?.length ? m.items : m.serialNumber ? [m.serialNumber] : [],
    fromWarehouseId: m.fromWarehouseId ?? null, toWarehouseId: m.toWarehouseId ?? null,
    fromDriverId: m.fromDriverId ?? null, toDriverId: m.toDriverId ?? null,
    orderId: m.orderIndex !== undefined ? orders[m.orderIndex].id : null,
    createdById: m.createdById ?? (m.type === 'companyToWarehouse' || m.type === 'warehouseToAmbassador' ? world.operators.backOffice.id : null),
    createdAt: m.createdAt,
  })));
  const balances = (map: Map<string, Holding>) => [...map.entries()].filter(([, h]) => h.amount > 0).map(([key, h]) => {
    const [holderId, productId] = key.split(':').map(Number);
    return { holderId, productId, amount: h.amount, items: book.serialized.has(productId) ? h.items : [...new Set(h.items)] };
  });
  await insertPlain(ctx.tx, t.warehouseStock, balances(book.warehouses).map((b) => ({ warehouseId: b.holderId, productId: b.productId, amount: b.amount, items: b.items })));
  await insertPlain(ctx.tx, t.driverStock, balances(book.drivers).map((b) => ({ driverId: b.holderId, productId: b.productId, amount: b.amount, items: b.items })));
  await insertPlain(ctx.tx, t.stockExchanges, exchanges);
}

// ───────────────────────────────────────────── leads, notifications, audit ─────────────────────────────────────────────

async function seedMisc(ctx: Ctx, world: World, orders: SeededOrder[]): Promise<void> {
  const { rng, now } = ctx;
  const ops = world.operators;
  const leads = Array.from({ length: 6 }, (_, i) => {
    const p = person(ctx);
    const company = rng.pick(['Sklep Zoologiczny Azor', 'Perfumeria Bella', 'Cukiernia Słodki Kącik', 'Drogeria Natura Plus', 'Sklep Rowerowy Szprycha', 'Optyk Wzrok']);
    return {
      name: `${p.firstName} ${p.lastName}`,
      email: `${asciiFold(p.firstName).toLowerCase()}.${asciiFold(p.lastName).toLowerCase()}@${asciiFold(company).toLowerCase().replace(/[^a-z]+/g, '-')}.pl`,
      phone: phone(rng),
      companyName: company,
      message: rng.pick(['Interesuje nas dostawa w 90 minut w Warszawie.', 'Prosimy o ofertę dla 3 sklepów.', 'Czy obsługujecie dostawy w weekendy?', null]),
      source: i % 3 === 0 ? 'register-landing' : 'sales-landing',
      createdAt: at(ctx.today, -rng.int(0, 20) * DAY + rng.int(8, 20) * HOUR),
    };
  }).filter((l) => l.createdAt <= now);
  await insertPlain(ctx.tx, t.leads, leads);

  const regionNames = CITIES.map((c) => c.name);
  await insertPlain(ctx.tx, t.notifications, [
    { regions: ['*'], status: 'all', shortTitle: 'Aktualizacja aplikacji', shortBody: 'Zaktualizuj aplikację do wersji 3.14.2', longTitle: 'Nowa wersja aplikacji', longBody: 'Wersja 3.14.2 poprawia nawigację i potwierdzanie odbioru kodem PIN.', recipients: world.drivers.length, createdById: ops.admin.id, createdAt: at(ctx.today, -6 * DAY + 9 * HOUR) },
    { regions: ['Warszawa'], status: 'online', shortTitle: 'Duży popyt w Warszawie', shortBody: 'Mnożnik 1.5x w godzinach 16–19', longTitle: null, longBody: null, recipients: world.drivers.filter((d) => d.city === 'Warszawa').length, createdById: ops.backOffice.id, createdAt: at(ctx.today, -1 * DAY + 15 * HOUR) },
    { regions: [regionNames[4]], status: 'all', shortTitle: 'Utrudnienia na Grunwaldzkiej', shortBody: 'Remont – wybierajcie objazd przez al. Zwycięstwa', longTitle: null, longBody: null, recipients: world.drivers.filter((d) => d.city === 'Gdańsk').length, createdById: ops.backOffice.id, createdAt: at(ctx.today, -3 * DAY + 8 * HOUR) },
  ]);

  const pending = world.companies.find((c) => c.def.registration === 'contract')!;
  const iqos = world.companies.find((c) => c.def.key === 'iqos')!;
  const cancelled = orders.filter((o) => o.draft.row.status === 'cancelled' && o.draft.row.cancellationReason !== 'ORDER_NOT_ACCEPTED_IN_5_MIN').slice(-2);
  const held = orders.filter((o) => o.draft.holds.length > 0).slice(-1);
  const deactivated = ops.all.find((o) => o.username.startsWith('tomasz'))!;
  const audit = [
    { at: iqos.activatedAt!, actorKind: 'operator' as const, actorId: ops.admin.id, actorName: ops.admin.email, action: 'company.activate', entity: 'company', entityId: String(iqos.id), before: { status: 'pending' }, after: { status: 'active', displayName: iqos.def.brand } },
    { at: at(pending.createdAt, 27 * HOUR), actorKind: 'client' as const, actorId: pending.clientUserId ?? null, actorName: pending.clientEmail ?? null, action: 'company.generateContract', entity: 'company', entityId: String(pending.id), before: null, after: { contractGenerated: true } },
    { at: at(ctx.today, -12 * DAY), actorKind: 'operator' as const, actorId: ops.admin.id, actorName: ops.admin.email, action: 'operator.deactivate', entity: 'operator', entityId: String(deactivated.id), before: { accountType: 'xd_coordinator' }, after: { accountType: 'deactivated' } },
    { at: world.multipliers[5].deactivatedAt!, actorKind: 'operator' as const, actorId: ops.admin.id, actorName: ops.admin.email, action: 'multiplier.deactivate', entity: 'multiplier', entityId: String(world.multipliers[5].id), before: { deactivatedAt: null }, after: { deactivationReason: 'Błędna stawka – zastąpiony nowym mnożnikiem' } },
    ...cancelled.map((o) => ({ at: o.draft.row.cancelledAt as Date, actorKind: 'operator' as const, actorId: ops.operator.id, actorName: ops.operator.email, action: 'order.cancel', entity: 'order', entityId: String(o.id), before: { status: 'accepted' }, after: { status: 'cancelled', cancellationReason: o.draft.row.cancellationReason } })),
    ...held.map((o) => ({ at: o.draft.holds[0].createdAt, actorKind: (o.draft.holds[0].driverId ? 'driver' : 'operator') as 'driver' | 'operator', actorId: o.draft.holds[0].driverId ?? o.draft.holds[0].operatorId, actorName: null, action: 'order.hold', entity: 'order', entityId: String(o.id), before: { onHoldUntil: null }, after: { onHoldUntil: o.draft.holds[0].holdUntil.toISOString() } })),
    { at: at(now, -90 * MIN), actorKind: 'system' as const, actorId: null, actorName: 'auto-cancel', action: 'order.autoCancel.sweep', entity: 'order', entityId: null, before: null, after: { cancelled: 0 } },
  ].filter((a) => a.at <= now);
  await insertPlain(ctx.tx, t.auditLog, audit.sort((a, b) => a.at.getTime() - b.at.getTime()));
}
