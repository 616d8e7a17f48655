// The demo's client companies as data: statuses, registration state, pickup-point cities, order and delivery
// settings, tariffs, products, and the working-hours variants of their pickup points.
import { WARSAW_TIME_ZONE } from '../../../domain/constants.ts';
import type { CancellationReason, CompanyStatus, OrderType, PackageSize, PaymentType } from '../../../domain/enums.ts';
import type { CompanyPricing } from '../../../domain/pricing.ts';
import { PICKUP_MAXIMUM_DIMENSIONS } from '../../../domain/productSchemas.ts';
import type { DayHours, MaximumDimensions, ProductFormField, WorkingSettings } from '../../../domain/types.ts';
import type { CityName } from './cities.ts';
import { hm } from './time.ts';

export interface ProductDef {
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

export interface CompanyDef {
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

/** The demo's parcels: the limits of the largest package size. */
export const PARCEL_MAX: MaximumDimensions = PICKUP_MAXIMUM_DIMENSIONS;
const SMALL_MAX: MaximumDimensions = { weight: 15, width: 60, height: 40, length: 40, largestSide: 60, sideSum: 140 };

/** Demo tariffs (grosze): base per order and per km by package size; other companies use DEFAULT_PRICING. */
const tariff = (s: number, m: number, l: number, perKm: number, perKmL = perKm): CompanyPricing => ({
  currency: 'pln',
  sizes: { S: { base: s, perKm }, M: { base: m, perKm }, L: { base: l, perKm: perKmL } },
});
export const DEMO_PRICING: Record<string, CompanyPricing> = {
  iqos: tariff(1490, 1690, 2290, 190),
  apteka: tariff(1190, 1390, 1990, 200),
  kwiaty: tariff(1590, 1890, 2490, 220),
  techmarket: tariff(1390, 1690, 2490, 180, 210),
  automobil: tariff(2490, 2990, 3990, 250, 280),
  delikatesy: tariff(1290, 1590, 2190, 210),
};

export const COMPANY_DEFS: CompanyDef[] = [
  {
    key: 'iqos',
    name: 'IQOS Polska Sp. z o.o.',
    brand: 'IQOS Store',
    slug: 'iqos-polska',
    status: 'active',
    registration: 'full',
    home: 'Warszawa',
    locationCities: ['Warszawa', 'Warszawa', 'Warszawa', 'Kraków', 'Wrocław', 'Poznań', 'Gdańsk', 'Łódź', 'Kraków'],
    workingVariants: [1, 4],
    orderWeight: 30,
    cancelOrderAfter: 300,
    payments: ['generic_prepaid', 'epruf_code'],
    formFields: ['externalId', 'notes', 'scheduledAt', 'pmiOrderCode', 'pmiOrderCode2', 'swapType'],
    maxOrderProducts: 3,
    defaultPackageSize: 'S',
    estimationOnForm: true,
    scheduledRange: true,
    scheduledShare: 0.07,
    operatorReasons: {
      toBePickedUp: ['CALL_CENTER_REQUEST', 'CLIENTS_REQUEST', 'NO_STOCK_IN_STORE', 'PRODUCT_CODES_DIDNT_WORK'],
      inDelivery: [
        'CLIENT_DIDNT_SHOW_UP',
        'CLIENT_IS_UNDER_13',
        'CLIENT_WITHOUT_ID',
        'CLIENT_NOT_IN_PERSON',
        'CLIENT_WITH_INCORRECT_DATA',
        'DAMAGED_PRODUCT',
        'OTHER',
      ],
    },
    externalIdPrefix: 'PMI',
    warehouseCities: ['Warszawa', 'Kraków', 'Wrocław'],
    deliveryProductType: 'iqos',
    products: [
      {
        name: 'IQOS ILUMA PRIME',
        code: 'ILUMA-PRIME',
        type: 'iqos',
        smsName: 'ILUMA PRIME',
        fields: ['name', 'smsName', 'code'],
        maxAllowed: 2,
        stocked: true,
        transferable: true,
      },
      {
        name: 'IQOS ILUMA ONE',
        code: 'ILUMA-ONE',
        type: 'iqos',
        smsName: 'ILUMA ONE',
        fields: ['name', 'smsName', 'code'],
        maxAllowed: 2,
        stocked: true,
        transferable: true,
      },
      {
        name: 'Wymiana urządzenia IQOS',
        code: 'IQOS-SWAP',
        type: 'iqos',
        smsName: 'Wymiana IQOS',
        fields: ['name', 'smsName', 'code', 'oldDeviceCode'],
        maxAllowed: 1,
        stocked: true,
        transferable: true,
      },
      {
        name: 'Etui IQOS ILUMA',
        code: 'IQOS-CASE',
        type: 'iqos',
        smsName: 'Etui',
        fields: ['name', 'code'],
        helper: true,
        maxAllowed: 3,
        stocked: true,
        transferable: false,
      },
    ],
  },
  {
    key: 'apteka',
    name: 'Apteka Słoneczna S.A.',
    brand: 'Apteka Słoneczna',
    slug: 'apteka-sloneczna',
    status: 'active',
    registration: 'full',
    home: 'Kraków',
    locationCities: ['Kraków', 'Kraków', 'Kraków', 'Warszawa', 'Łódź', 'Kraków', 'Wrocław'],
    workingVariants: [2, 3],
    orderWeight: 20,
    cancelOrderAfter: 600,
    payments: ['generic_prepaid', 'blik_manual'],
    formFields: ['externalId', 'notes', 'paymentDetails'],
    maxOrderProducts: 2,
    defaultPackageSize: 'S',
    estimationOnForm: false,
    scheduledRange: false,
    scheduledShare: 0.02,
    operatorReasons: {
      toBePickedUp: ['CALL_CENTER_REQUEST', 'CLIENTS_REQUEST', 'NO_STOCK_IN_STORE'],
      inDelivery: ['CLIENT_DIDNT_SHOW_UP', 'CLIENT_WITH_INCORRECT_DATA', 'WRONG_ADDRESS', 'OTHER'],
    },
    externalIdPrefix: 'APT',
    warehouseCities: ['Kraków'],
    deliveryProductType: 'pickup_delivery',
    products: [
      {
        name: 'Leki na receptę',
        code: 'RX',
        type: 'pickup_delivery',
        fields: ['name', 'code', 'pesel', 'receiptNo', 'medicines'],
        maxAllowed: 1,
      },
      {
        name: 'Zamówienie apteczne',
        code: 'OTC',
        type: 'pickup_delivery',
        fields: ['name', 'code', 'receiptNo', 'amountToPayOnPickUp', 'externalNo'],
        maxAllowed: 2,
        stocked: true,
      },
      {
        name: 'Torba termiczna',
        code: 'THERMO-BAG',
        type: 'pickup_delivery',
        fields: ['name'],
        helper: true,
        maxAllowed: 1,
        stocked: true,
      },
    ],
  },
  {
    key: 'kwiaty',
    name: 'Kwiaciarnia Bukiet s.c.',
    brand: 'Kwiaciarnia Bukiet',
    slug: 'kwiaciarnia-bukiet',
    status: 'active',
    registration: 'full',
    home: 'Wrocław',
    locationCities: ['Wrocław', 'Wrocław', 'Wrocław', 'Poznań', 'Wrocław'],
    workingVariants: [0, 2],
    orderWeight: 10,
    cancelOrderAfter: 300,
    payments: ['generic_prepaid'],
    formFields: ['notes', 'scheduledAt', 'packageSize'],
    maxOrderProducts: 3,
    defaultPackageSize: 'M',
    estimationOnForm: true,
    scheduledRange: true,
    scheduledShare: 0.15,
    warehouseCities: ['Wrocław'],
    deliveryProductType: 'pickup_delivery',
    products: [
      {
        name: 'Bukiet okolicznościowy',
        code: 'BUKIET',
        type: 'pickup_delivery',
        fields: ['name', 'code', 'externalNo', 'dimensions'],
        maxAllowed: 2,
        maxDimensions: SMALL_MAX,
        dimensionsAlgorithm: 'sideSum',
      },
      {
        name: 'Kosz prezentowy',
        code: 'KOSZ',
        type: 'pickup_delivery',
        fields: ['name', 'code', 'externalNo', 'amountToPayOnPickUp'],
        maxAllowed: 1,
        stocked: true,
      },
      {
        name: 'Kartka z życzeniami',
        code: 'KARTKA',
        type: 'pickup_delivery',
        fields: ['name'],
        helper: true,
        maxAllowed: 1,
        stocked: true,
      },
    ],
  },
  {
    key: 'techmarket',
    name: 'TechMarket Sp. z o.o.',
    brand: 'TechMarket',
    slug: 'techmarket',
    status: 'active',
    registration: 'full',
    home: 'Poznań',
    locationCities: ['Poznań', 'Poznań', 'Poznań', 'Warszawa', 'Warszawa', 'Gdańsk'],
    workingVariants: [0, 1],
    orderWeight: 18,
    cancelOrderAfter: 300,
    payments: ['generic_prepaid', 'blik_manual', 'epruf_code'],
    formFields: ['externalId', 'notes', 'scheduledAt', 'packageSize', 'paymentDetails'],
    maxOrderProducts: 5,
    defaultPackageSize: 'M',
    estimationOnForm: true,
    scheduledRange: true,
    scheduledShare: 0.06,
    externalIdPrefix: 'TM',
    warehouseCities: ['Poznań', 'Warszawa'],
    deliveryProductType: 'pickup_delivery',
    products: [
      {
        name: 'Paczka z elektroniką',
        code: 'TM-PACKAGE',
        type: 'pickup_delivery',
        fields: ['name', 'code', 'externalNo', 'dimensions'],
        maxAllowed: 5,
        maxDimensions: PARCEL_MAX,
        dimensionsAlgorithm: 'sideSum',
        stocked: true,
      },
      {
        name: 'Dostawa za pobraniem',
        code: 'TM-COD',
        type: 'simple_delivery',
        fields: ['name', 'code', 'externalNo', 'amountToPayOnPickUp'],
        maxAllowed: 3,
      },
      {
        name: 'Zwrot sprzętu od klienta',
        code: 'TM-RETURN',
        type: 'simple_arrival',
        fields: ['name', 'code', 'externalNo'],
        maxAllowed: 1,
        locationsForReceiver: true,
      },
      {
        name: 'Ładowarka USB-C 65 W',
        code: 'TM-CHARGER',
        type: 'pickup_delivery',
        fields: ['name', 'code'],
        helper: true,
        hidden: true,
        maxAllowed: 2,
        stocked: true,
      },
    ],
  },
  {
    key: 'automobil',
    name: 'AutoMobil Serwis Sp. j.',
    brand: 'AutoMobil Serwis',
    slug: 'automobil-serwis',
    status: 'active',
    registration: 'full',
    home: 'Gdańsk',
    locationCities: ['Gdańsk', 'Gdańsk', 'Gdańsk', 'Gdańsk'],
    workingVariants: [0, 4],
    orderWeight: 7,
    cancelOrderAfter: 300,
    payments: ['generic_prepaid'],
    formFields: ['notes', 'scheduledAt'],
    maxOrderProducts: 1,
    defaultPackageSize: 'L',
    estimationOnForm: false,
    scheduledRange: true,
    scheduledShare: 0.25,
    warehouseCities: ['Gdańsk'],
    deliveryProductType: 'simple_arrival',
    products: [
      {
        name: 'Odbiór pojazdu do serwisu',
        code: 'CAR-PICKUP',
        type: 'simple_arrival',
        fields: ['name', 'vehicle'],
        maxAllowed: 1,
      },
      {
        name: 'Dostawa części',
        code: 'PARTS',
        type: 'simple_delivery',
        fields: ['name', 'code', 'dimensions'],
        maxAllowed: 3,
        maxDimensions: PARCEL_MAX,
        dimensionsAlgorithm: 'largestSide',
        stocked: true,
      },
    ],
  },
  {
    key: 'delikatesy',
    name: 'Delikatesy Łódzkie Sp. z o.o.',
    brand: 'Delikatesy Łódzkie',
    slug: 'delikatesy-lodzkie',
    status: 'active',
    registration: 'full',
    home: 'Łódź',
    locationCities: ['Łódź', 'Łódź', 'Łódź', 'Łódź', 'Warszawa'],
    workingVariants: [2, 1],
    orderWeight: 12,
    cancelOrderAfter: 300,
    payments: ['generic_prepaid', 'blik_manual'],
    formFields: ['externalId', 'notes', 'packageSize'],
    maxOrderProducts: 4,
    defaultPackageSize: 'M',
    estimationOnForm: false,
    scheduledRange: false,
    scheduledShare: 0.04,
    externalIdPrefix: 'DL',
    warehouseCities: ['Łódź'],
    deliveryProductType: 'pickup_delivery',
    products: [
      {
        name: 'Zakupy spożywcze',
        code: 'ZAKUPY',
        type: 'pickup_delivery',
        fields: ['name', 'code', 'receiptNo', 'amountToPayOnPickUp', 'externalNo'],
        maxAllowed: 4,
        stocked: true,
      },
      {
        name: 'Catering pudełkowy',
        code: 'CATERING',
        type: 'simple_delivery',
        fields: ['name', 'code', 'externalNo'],
        hidden: true,
        maxAllowed: 2,
      },
    ],
  },
  {
    key: 'ksiegarnia',
    name: 'Księgarnia Czytelnik Sp. z o.o.',
    brand: 'Księgarnia Czytelnik',
    slug: 'ksiegarnia-czytelnik',
    status: 'pending',
    registration: 'contract',
    home: 'Warszawa',
    locationCities: ['Warszawa', 'Warszawa'],
    workingVariants: [4],
    orderWeight: 0,
    cancelOrderAfter: 300,
    payments: ['generic_prepaid'],
    formFields: ['notes'],
    maxOrderProducts: 2,
    defaultPackageSize: 'S',
    estimationOnForm: false,
    scheduledRange: false,
    scheduledShare: 0,
    warehouseCities: [],
    deliveryProductType: 'pickup_delivery',
    products: [
      {
        name: 'Paczka z książkami',
        code: 'KSIAZKI',
        type: 'pickup_delivery',
        fields: ['name', 'code', 'externalNo'],
        maxAllowed: 2,
      },
    ],
  },
  {
    key: 'nowa',
    name: 'Nowa Firma Demo',
    brand: 'Nowa Firma',
    slug: 'nowa-firma-demo',
    status: 'pending',
    registration: 'none',
    home: 'Warszawa',
    locationCities: [],
    workingVariants: [0],
    orderWeight: 0,
    cancelOrderAfter: 300,
    payments: ['generic_prepaid'],
    formFields: [],
    maxOrderProducts: 1,
    defaultPackageSize: 'M',
    estimationOnForm: false,
    scheduledRange: false,
    scheduledShare: 0,
    warehouseCities: [],
    products: [],
  },
  {
    key: 'pizzeria',
    name: 'Pizzeria Roma',
    brand: 'Pizzeria Roma',
    slug: 'pizzeria-roma',
    status: 'inactive',
    registration: 'full',
    home: 'Łódź',
    locationCities: ['Łódź', 'Łódź'],
    workingVariants: [1],
    orderWeight: 6,
    cancelOrderAfter: 300,
    payments: ['generic_prepaid'],
    formFields: ['notes'],
    maxOrderProducts: 3,
    defaultPackageSize: 'M',
    estimationOnForm: false,
    scheduledRange: false,
    scheduledShare: 0,
    warehouseCities: [],
    deliveryProductType: 'simple_delivery',
    products: [
      {
        name: 'Pizza',
        code: 'PIZZA',
        type: 'simple_delivery',
        fields: ['name', 'code', 'amountToPayOnPickUp'],
        maxAllowed: 3,
      },
      { name: 'Napoje', code: 'NAPOJE', type: 'simple_delivery', fields: ['name'], helper: true, maxAllowed: 2 },
    ],
  },
];

export const LOCATION_NOTES = [
  'Wejście od podwórza, dzwonek „Zaplecze”',
  'Odbiór przy kasie nr 1 – proszę podać numer zamówienia',
  'Parking dla kurierów za budynkiem',
  'Rampa rozładunkowa od ulicy bocznej',
  'Paczki wydaje kierownik zmiany',
];

function week(
  weekdays: [number, number] | null,
  saturday: [number, number] | null,
  sunday: [number, number] | null,
): WorkingSettings {
  const day = (h: [number, number] | null): DayHours =>
    h ? { closed: false, from: hm(h[0]), to: h[1] === 24 ? hm(23, 59) : hm(h[1]) } : { closed: true };
  const wd = day(weekdays);
  return {
    monday: wd,
    tuesday: wd,
    wednesday: wd,
    thursday: wd,
    friday: wd,
    saturday: day(saturday),
    sunday: day(sunday),
    defaultWorkingHours: wd,
    nonStandardWorkingHours: false,
    zone: WARSAW_TIME_ZONE,
  };
}

export const WORKING_VARIANTS: WorkingSettings[] = [
  week([8, 20], [9, 15], null),
  week([9, 21], [10, 18], [10, 16]),
  week([7, 22], [8, 20], null),
  week([8, 22], [8, 22], [9, 20]),
  week([10, 18], [10, 14], null),
];
