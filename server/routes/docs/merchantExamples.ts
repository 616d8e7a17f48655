// The examples of the Merchant API's calls (server/routes/docs/merchantApi.ts puts them into both OpenAPI documents):
// per operation (`METHOD /api/path` as the document names it) its query, path or body example and an answer per
// status. They tell one story, the quick start's: the demo shop TechMarket (company 4) sends order 1501 from its
// pickup point 26 to a receiver in Warszawa. tests/api/openapi-examples.test.ts validates each against its schema, so
// an example cannot drift from the answer it shows. The create example carries only the fields a shop uses.
import { apiKeyPermissions } from '../../services/principal.ts';

export interface OperationExamples {
  /** The query string's fields. */
  query?: Record<string, unknown>;
  /** The path's parameters. */
  params?: Record<string, unknown>;
  /** The JSON body. */
  body?: unknown;
  /** The JSON answers by status. */
  responses: Record<string, unknown>;
}

const COMPANY = { id: 4, name: 'TechMarket Sp. z o.o.', logo: '/images/companies/techmarket.svg' };
const REGION = { id: 1, name: 'Warszawa' };
const PICKUP_POINT = { street: 'ul. Górczewska 102', city: 'Warszawa', zipCode: '02-014' };
const RECEIVER = { street: 'ul. Marszałkowska 10', city: 'Warszawa', zipCode: '00-590' };
const TRACKING_URL = 'https://console.example.com/track/546f904906654f4884a998627b35c962';
const HOURS = { from: { hour: 8, minute: 0 }, to: { hour: 20, minute: 0 }, closed: false };
const WORKING_SETTINGS = {
  zone: 'Europe/Warsaw',
  defaultWorkingHours: HOURS,
  saturday: { from: { hour: 9, minute: 0 }, to: { hour: 15, minute: 0 }, closed: false },
  sunday: { closed: true },
};

/** Order 1501 as a list row, accepted by a driver. */
const ORDER_ROW = {
  id: 1501,
  orderNo: 'UAXN',
  returnsOrderNo: null,
  externalId: 'SHOP-1001',
  company: COMPANY,
  region: REGION,
  type: 'pickup_delivery',
  status: 'accepted',
  cancellationReason: null,
  reasonGroup: null,
  stage: {
    status: 'accepted',
    isOngoing: true,
    inDelivery: false,
    toBePickedUp: true,
    beganAt: '2026-11-27T10:43:21.732Z',
  },
  createdAt: '2026-11-27T10:42:48.667Z',
  scheduledAt: null,
  scheduledSlotRange: null,
  deliveredAt: null,
  cancelledAt: null,
  timeInStage: 2,
  totalRealizationTime: 2,
  realizedWithin: { promiseMinutes: 180, onTime: null },
  pickupPoint: { name: 'TechMarket Śródmieście', city: 'Warszawa' },
  driver: { id: 4, firstName: 'Aleksander', lastName: 'Głąb' },
  packageSize: 'S',
  price: { amount: 2415, currency: 'pln' },
  flags: {
    onHold: null,
    multiplier: { value: 1.3, deactivated: false },
    emergencyDelivery: false,
    noVerificationCode: null,
  },
  lastComment: null,
};

export const MERCHANT_EXAMPLES: Record<string, OperationExamples> = {
  'GET /api/@me': {
    responses: {
      200: {
        user: {
          id: 1,
          kind: 'client',
          username: 'api-key:dck_1be93d3c',
          email: '',
          name: 'Shop integration',
          accountType: 'api',
          scope: ['orders'],
          companyId: 4,
          companyName: COMPANY.name,
          companyStatus: 'active',
        },
        registrationSteps: {
          productSelectionCompleted: '2025-09-12T07:12:00.000Z',
          locationsCompleted: '2025-09-12T07:35:00.000Z',
          companyDataCompleted: '2025-09-13T09:00:00.000Z',
          contractGenerated: '2025-09-13T10:00:00.000Z',
        },
        activated: true,
        settings: { dashboardImage: null, defaultLocationId: 26 },
        permissions: apiKeyPermissions(true),
      },
    },
  },

  'GET /api/order/form-options': {
    query: { companyId: 4 },
    responses: {
      200: {
        company: {
          id: 4,
          name: COMPANY.name,
          status: 'active',
          currency: 'pln',
          orderSettings: {
            allowedPayments: ['generic_prepaid'],
            orderFormFields: ['externalId', 'notes', 'scheduledAt', 'packageSize'],
            defaultPackageSize: 'M',
            maxOrderProductsAllowed: 5,
            showDeliveryEstimationOnForm: true,
          },
          defaultLocationId: 26,
          workingSettings: WORKING_SETTINGS,
        },
        products: [
          {
            id: 11,
            name: 'Electronics parcel',
            code: 'TM-PACKAGE',
            type: 'pickup_delivery',
            dimensionsAlgorithm: null,
            maximumDimensions: null,
            productSettings: { productFormFields: ['name', 'code', 'externalNo', 'dimensions'], maxProductsAllowed: 5 },
          },
        ],
        locations: [
          {
            id: 26,
            name: 'TechMarket Śródmieście',
            ...PICKUP_POINT,
            phone: '+48221234567',
            defaultNote: null,
            workingSettings: {},
            region: 'Warszawa',
            covered: true,
          },
        ],
      },
    },
  },

  'POST /api/order/check-delivery-availability': {
    body: { companyId: 4, sender: PICKUP_POINT, receiver: RECEIVER, packageSize: 'S' },
    responses: {
      200: {
        available: true,
        price: 24.15,
        currency: 'pln',
        estimatedDistance: 2599,
        packageSize: 'S',
        multiplier: 1.3,
        region: 'Warszawa',
      },
    },
  },

  // The slots of pickup point 26 (Mon–Fri 08:00–20:00, Sat 09:00–15:00) asked on Friday 27 November 2026 at 11:50
  // Warsaw time (UTC+1): today's slots after now, and Saturday's.
  'POST /api/order/delivery-slots': {
    body: { companyId: 4, pickupPoint: { locationId: 26 }, receiver: RECEIVER, days: 2 },
    responses: {
      200: {
        timeZone: 'Europe/Warsaw',
        region: 'Warszawa',
        pickupLocationId: 26,
        asap: { available: true, pickupOpenNow: true },
        unavailableReason: null,
        days: [
          {
            date: '2026-11-27',
            slots: [
              { from: '2026-11-27T11:00:00.000Z', to: '2026-11-27T13:00:00.000Z' },
              { from: '2026-11-27T13:00:00.000Z', to: '2026-11-27T15:00:00.000Z' },
              { from: '2026-11-27T15:00:00.000Z', to: '2026-11-27T17:00:00.000Z' },
              { from: '2026-11-27T17:00:00.000Z', to: '2026-11-27T19:00:00.000Z' },
            ],
          },
          {
            date: '2026-11-28',
            slots: [
              { from: '2026-11-28T08:00:00.000Z', to: '2026-11-28T10:00:00.000Z' },
              { from: '2026-11-28T10:00:00.000Z', to: '2026-11-28T12:00:00.000Z' },
              { from: '2026-11-28T12:00:00.000Z', to: '2026-11-28T14:00:00.000Z' },
            ],
          },
        ],
      },
    },
  },

  'POST /api/order/create': {
    body: {
      companyId: 4,
      pickupPoint: { locationId: 26 },
      externalId: 'SHOP-1001',
      packageSize: 'S',
      products: [{ id: 11, name: 'Wireless headphones', externalNo: 'SKU-4471' }],
      clientName: 'Anna Kowalska',
      clientPhone: '+48600100200',
      clientStreet: RECEIVER.street,
      clientCity: RECEIVER.city,
      clientZipCode: RECEIVER.zipCode,
      notes: 'Ring twice',
    },
    responses: {
      201: {
        order: {
          id: 1501,
          orderNo: 'UAXN',
          status: 'new',
          scheduledAt: null,
          packageSize: 'S',
          trackingUrl: TRACKING_URL,
        },
      },
    },
  },

  'GET /api/order/details': {
    query: { orderId: 1501 },
    responses: {
      200: {
        ...ORDER_ROW,
        trackingUrl: TRACKING_URL,
        receiver: {
          name: 'customer',
          phone: null,
          street: null,
          city: 'Warszawa',
          zipCode: null,
          lat: null,
          lng: null,
          hidden: true,
        },
        pickupPointDetails: {
          locationId: 26,
          name: 'TechMarket Śródmieście',
          ...PICKUP_POINT,
          phone: null,
          notes: null,
          workingHours: WORKING_SETTINGS,
          hidden: true,
        },
        payment: null,
        timestamps: {
          createdAt: '2026-11-27T10:42:48.667Z',
          plannedAt: '2026-11-27T13:42:48.667Z',
          acceptedAt: '2026-11-27T10:43:21.732Z',
          pickedUpAt: null,
          arrivedAt: null,
          deliveredAt: null,
          finishedAt: null,
          cancelledAt: null,
        },
        cancellationComment: null,
        deliveryComment: null,
        pickUpNotes: null,
        notes: 'Ring twice',
        emergencyDelivery: false,
        additionalServices: [],
        products: [
          {
            id: 11,
            type: 'pickup_delivery',
            name: 'Wireless headphones',
            code: 'TM-PACKAGE',
            productCode: 'TM-PACKAGE',
            externalNo: 'SKU-4471',
          },
        ],
        deliveredProducts: [],
        codes: { pickUpVerificationCode: '5662', verificationCode: '8077' },
        noVerificationCodeReason: null,
        estimations: { estimatedDistance: 2599, estimatedPayout: 2415, estimatedPayoutDriver: null, currency: 'pln' },
        driverInfo: null,
        comments: null,
        holds: [],
        renewals: [],
        canShowRoute: true,
        cancellationReasons: null,
        deliveryProof: null,
      },
    },
  },

  'GET /api/order/delivery-proof/photo': { query: { orderId: 1501 }, responses: {} },

  'GET /api/order/list': {
    query: { status: ['all'], page: 1, perPage: 25, dateFrom: '2026-11-27T00:00:00+01:00' },
    responses: { 200: { items: [ORDER_ROW], total: 1, page: 1, perPage: 25 } },
  },

  'POST /api/order/cancel': {
    body: { orderId: 1501, reason: 'CLIENTS_REQUEST', comment: 'The customer changed their mind' },
    responses: {
      200: {
        order: {
          ...ORDER_ROW,
          status: 'cancelled',
          cancellationReason: 'CLIENTS_REQUEST',
          reasonGroup: 'other',
          stage: {
            status: 'cancelled',
            isOngoing: false,
            inDelivery: false,
            toBePickedUp: false,
            beganAt: '2026-11-27T10:45:41.118Z',
          },
          cancelledAt: '2026-11-27T10:45:41.118Z',
          timeInStage: null,
          totalRealizationTime: null,
          driver: null,
        },
      },
    },
  },

  'GET /api/order/labels/{orderId}': { params: { orderId: 1501 }, responses: {} },
};
