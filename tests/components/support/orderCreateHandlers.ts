// msw handlers and fixtures of the order create form: GET /order/form-options, POST /order/create,
// POST /order/check-delivery-availability, GET /order/driver-availability.
import { http, HttpResponse } from 'msw';
import type {
  DeliveryAvailabilityResult,
  FormLocation,
  FormProduct,
  OrderFormOptions,
} from '../../../domain/orderCreateApi.ts';
import type { WorkingSettings } from '../../../domain/types.ts';
import type { DriverAvailabilityAnswer } from '../../../domain/driverAvailability.ts';
import { server } from './server.ts';

const allWeek = (from: number, to: number): WorkingSettings =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
      day,
      { closed: false, from: { hour: from, minute: 0 }, to: { hour: to, minute: 0 } },
    ]),
  );

export const product = (overrides: Partial<FormProduct> & Pick<FormProduct, 'id' | 'name'>): FormProduct => ({
  code: overrides.name.toUpperCase().slice(0, 6),
  type: 'pickup_delivery',
  dimensionsAlgorithm: null,
  maximumDimensions: null,
  productSettings: { productFormFields: ['name'] },
  ...overrides,
});

export const BOUQUET = product({
  id: 11,
  name: 'Bukiet',
  code: 'BUKIET',
  maximumDimensions: { weight: 15, width: 60, height: 40, length: 40, largestSide: 60, sideSum: 140 },
  productSettings: { productFormFields: ['name', 'code', 'externalNo', 'dimensions'], maxProductsAllowed: 2 },
});
export const MEDICINES = product({
  id: 12,
  name: 'Leki na receptę',
  code: 'RX',
  productSettings: {
    productFormFields: ['name', 'code', 'pesel', 'receiptNo', 'amountToPayOnPickUp', 'medicines'],
    maxProductsAllowed: 1,
  },
});
export const CARD = product({
  id: 13,
  name: 'Kartka',
  code: 'KARTKA',
  productSettings: { productFormFields: ['name'], helperProduct: true, maxProductsAllowed: 1 },
});
export const RETURN = product({
  id: 14,
  name: 'Zwrot sprzętu',
  code: 'RETURN',
  type: 'simple_arrival',
  productSettings: {
    productFormFields: ['name', 'code', 'externalNo'],
    maxProductsAllowed: 1,
    showLocationsSelectForReceiverOnOrderForm: true,
  },
});
export const CAR = product({
  id: 15,
  name: 'Odbiór pojazdu',
  code: 'CAR',
  type: 'simple_arrival',
  productSettings: { productFormFields: ['name', 'vehicle'], maxProductsAllowed: 1 },
});
export const HIDDEN = product({
  id: 16,
  name: 'Ukryty produkt',
  productSettings: { productFormFields: ['name'], hideOnOrderForm: true },
});

export const SHOP: FormLocation = {
  id: 21,
  name: 'Kwiaciarnia Rynek',
  street: 'Rynek 1',
  city: 'Wrocław',
  zipCode: '50-101',
  phone: '711234567',
  defaultNote: 'Wejście od podwórza',
  workingSettings: allWeek(8, 20),
  region: 'Wrocław',
  covered: true,
};
export const NIGHT_STORE: FormLocation = {
  id: 22,
  name: 'Magazyn nocny',
  street: 'Legnicka 5',
  city: 'Wrocław',
  zipCode: '53-671',
  phone: null,
  defaultNote: null,
  workingSettings: allWeek(20, 22),
  region: 'Wrocław',
  covered: true,
};

export const formOptions = (
  overrides: {
    orderSettings?: Partial<OrderFormOptions['company']['orderSettings']>;
    products?: FormProduct[];
    locations?: FormLocation[];
    defaultLocationId?: number | null;
  } = {},
): OrderFormOptions => ({
  company: {
    id: 3,
    name: 'Kwiaty sp. z o.o.',
    status: 'active',
    currency: 'pln',
    defaultLocationId: overrides.defaultLocationId ?? null,
    orderSettings: {
      allowedPayments: ['generic_prepaid', 'blik_manual', 'epruf_code'],
      orderFormFields: ['externalId', 'notes', 'scheduledAt', 'packageSize', 'paymentDetails'],
      orderFormSuggestedProducts: [],
      maxOrderProductsAllowed: 3,
      defaultPackageSize: 'M',
      showDeliveryEstimationOnForm: true,
      scheduledAtToScheduledRange: true,
      ...overrides.orderSettings,
    },
  },
  products: overrides.products ?? [BOUQUET, MEDICINES, CARD, RETURN, CAR],
  locations: overrides.locations ?? [SHOP, NIGHT_STORE],
});

export const estimateResult = (overrides: Partial<DeliveryAvailabilityResult> = {}): DeliveryAvailabilityResult => ({
  available: true,
  price: 23.5,
  currency: 'pln',
  estimatedDistance: 12_345,
  packageSize: 'M',
  multiplier: null,
  region: 'Wrocław',
  ...overrides,
});

/** GET /order/driver-availability's answer: by default a driver is free in Wrocław. */
export const driverAvailability = (overrides: Partial<DriverAvailabilityAnswer> = {}): DriverAvailabilityAnswer => ({
  region: 'Wrocław',
  available: true,
  freeDrivers: null,
  cancelOrderAfterSeconds: 300,
  generatedAt: '2026-05-04T10:00:00.000Z',
  ...overrides,
});

/** Installs the form's calls; returns the bodies the two POSTs received and the availability queries. */
export const installOrderCreateApi = ({
  options = formOptions(),
  create = () =>
    HttpResponse.json(
      { order: { id: 501, orderNo: 'K9Z1', status: 'new', scheduledAt: null, packageSize: 'M' } },
      { status: 201 },
    ),
  estimate = () => HttpResponse.json(estimateResult()),
  availability = () => HttpResponse.json(driverAvailability()),
}: {
  options?: OrderFormOptions;
  create?: () => Response;
  estimate?: () => Response;
  /** GET /order/driver-availability (default: a driver is free). */
  availability?: (url: URL) => Response;
} = {}) => {
  const created: unknown[] = [];
  const availabilityRequests: URL[] = [];
  const estimated: unknown[] = [];
  const optionRequests: URL[] = [];
  server.use(
    http.get('/api/order/form-options', ({ request }) => {
      optionRequests.push(new URL(request.url));
      return HttpResponse.json(options);
    }),
    http.post('/api/order/create', async ({ request }) => {
      created.push(await request.json());
      return create();
    }),
    http.post('/api/order/check-delivery-availability', async ({ request }) => {
      estimated.push(await request.json());
      return estimate();
    }),
    http.get('/api/order/driver-availability', ({ request }) => {
      const url = new URL(request.url);
      availabilityRequests.push(url);
      return availability(url);
    }),
  );
  return { created, estimated, optionRequests, availabilityRequests };
};
