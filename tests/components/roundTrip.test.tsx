// Nothing lost on save, in the console: each edit form opened on a record and saved without a change sends what the
// record holds, so that the server (whose own round trip is tests/api/round-trip.test.ts) stores it unchanged. The
// company sections are tried on a company with every optional field set and on one with none of them.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  contractDataSchema,
  updateCompanySchema,
  type CompanyDetails,
  type CompanySection,
} from '../../domain/companySchemas.ts';
import type { MyCompany } from '../../domain/accountSchemas.ts';
import { toContractData, valuesOf } from '../../src/custom-pages/settings/CompanyDataTab.tsx';
import { ALL, updateOperatorSchema, type OperatorItem } from '../../domain/operatorSchemas.ts';
import { canViewDefaults } from '../../domain/permissions.ts';
import { toUpdateBody, userFormOf } from '../../src/resources/users/userFormValues.ts';
import { operatorMe } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const ADMIN = ['orders.canAccessPage', 'settings.canAccessPage', 'company.canAccessPage', 'company.canWrite'];

const full: CompanyDetails = {
  id: 7,
  name: 'Księgarnia Czytelnik Sp. z o.o.',
  displayName: 'Czytelnik',
  logo: null,
  countryCode: 'PL',
  status: 'active',
  region: 'Warszawa',
  createdAt: '2025-01-10T10:00:00.000Z',
  activatedAt: '2025-01-12T10:00:00.000Z',
  contract: { generatedAt: '2025-01-11T10:00:00.000Z', acceptedAt: '2025-01-12T10:00:00.000Z' },
  contractState: 'signed',
  contractGeneratedAt: '2025-01-11T10:00:00.000Z',
  canActivate: false,
  contractData: {
    firstName: 'Izydor',
    lastName: 'Nowicki',
    name: 'Księgarnia Czytelnik Sp. z o.o.',
    displayName: 'Księgarnia Czytelnik',
    headquartersIn: 'Warszawa',
    nip: '5260250274',
    regon: '012345675',
    krs: '0000123456',
    shareCapital: '5000 zł',
    street: 'Prosta',
    streetNumber: '2',
    apartmentNumber: '14',
    zipCode: '00-850',
    city: 'Warszawa',
  },
  ownerInfo: {
    name: 'Izydor Nowicki',
    email: 'kontakt@ksiegarnia.pl',
    phone: '600100200',
    city: 'Warszawa',
    deliveryProductType: 'pickup_delivery',
  },
  orderSettings: {
    allowedPayments: ['generic_prepaid', 'epruf_code'],
    orderFormFields: ['externalId'],
    orderFormSuggestedProducts: [3, 4],
    maxOrderProductsAllowed: 5,
    defaultPackageSize: 'L',
    showDeliveryEstimationOnForm: false,
    scheduledAtToScheduledRange: true,
    operatorCancellationReasons: { inDelivery: ['OTHER'], toBePickedUp: ['OTHER'] },
  },
  deliverySettings: {
    cancelOrderAfter: 900,
    maxDeliveryDistanceRadius: 15000,
    groupPickupPointOrders: true,
    groupedOrdersMaxDistance: 1500,
    maxDestinationDistanceRadius: 30000,
    showOnOrderMarketAfter: 120,
  },
  locationsCount: 2,
  regionSuggestion: null,
  workingSettings: {
    monday: { closed: false, from: { hour: 8, minute: 0 }, to: { hour: 20, minute: 0 } },
    tuesday: {
      closed: false,
      from: { hour: 8, minute: 0 },
      to: { hour: 18, minute: 0 },
      ranges: [
        { from: { hour: 8, minute: 0 }, to: { hour: 12, minute: 0 } },
        { from: { hour: 14, minute: 0 }, to: { hour: 18, minute: 0 } },
      ],
    },
    sunday: { closed: true },
    customDates: [
      { date: '2026-12-24', closed: true },
      { date: '2026-12-31', closed: false, from: { hour: 9, minute: 0 }, to: { hour: 13, minute: 0 } },
    ],
    nonStandardWorkingHours: true,
    defaultWorkingHours: { closed: false, from: { hour: 9, minute: 0 }, to: { hour: 17, minute: 0 } },
    zone: 'Europe/Warsaw',
  },
};
const sparse: CompanyDetails = {
  ...full,
  id: 8,
  displayName: null,
  contractData: {
    firstName: 'Anna',
    lastName: 'Lis',
    name: 'Lis S.A.',
    headquartersIn: 'Kraków',
    nip: '7740001454',
    regon: '012345675',
    street: 'Rynek',
    zipCode: '31-042',
    city: 'Kraków',
  },
  ownerInfo: { name: 'Anna Lis', email: 'anna@lis.pl' },
  orderSettings: { ...full.orderSettings, allowedPayments: [], operatorCancellationReasons: undefined },
  workingSettings: {},
};

/** What each section's form edits; the server keeps the rest of the section (orderSettings' other parts). */
const EDITED: Record<CompanySection, (c: CompanyDetails) => unknown> = {
  orderSettings: ({ orderSettings: s }) => ({
    allowedPayments: s.allowedPayments,
    maxOrderProductsAllowed: s.maxOrderProductsAllowed,
    defaultPackageSize: s.defaultPackageSize,
    showDeliveryEstimationOnForm: s.showDeliveryEstimationOnForm,
    scheduledAtToScheduledRange: s.scheduledAtToScheduledRange,
  }),
  deliverySettings: (c) => c.deliverySettings,
  contractData: (c) => c.contractData,
  ownerInfo: (c) => c.ownerInfo,
  workingSettings: (c) => c.workingSettings,
};
const TITLES: Record<CompanySection, string> = {
  orderSettings: 'Order settings',
  deliverySettings: 'Delivery settings',
  contractData: 'Contract data',
  ownerInfo: 'Owner',
  workingSettings: 'Default working hours',
};

describe('company sections saved unchanged send the company as it is', { timeout: 60_000 }, () => {
  for (const company of [full, sparse]) {
    it(`${company === full ? 'every optional field set' : 'no optional field set'}: each section`, async () => {
      const bodies: Record<string, unknown>[] = [];
      server.use(
        ...sessionHandlers(operatorMe(ADMIN)),
        http.get('/api/company/details', () => HttpResponse.json({ company })),
        http.get('/api/company/pending-count', () => HttpResponse.json({ pendingCount: 0 })),
        http.get('/api/region/locations', () => HttpResponse.json([])),
        http.post('/api/company/update', async ({ request }) => {
          bodies.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json({ company });
        }),
      );
      const { user } = await renderApp(`/companies/company/${company.id}`, { loggedIn: true });
      for (const section of Object.keys(EDITED) as CompanySection[]) {
        const region = await screen.findByRole('region', { name: TITLES[section] }, { timeout: 15_000 });
        await user.click(within(region).getByRole('button', { name: `Edit: ${TITLES[section]}` }));
        await user.click(within(region).getByRole('button', { name: 'Save' }));
        await waitFor(() => expect(bodies).toHaveLength(Object.keys(EDITED).indexOf(section) + 1));
        // What the server stores: the body as its schema reads it.
        const parsed = updateCompanySchema.parse(bodies.at(-1)) as Record<string, unknown>;
        expect(parsed[section], section).toEqual(EDITED[section](company));
        await waitFor(() => expect(within(region).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument());
      }
    });
  }
});

describe('an operator saved unchanged sends its assignments as they are', () => {
  const operator = (over: Partial<OperatorItem>): OperatorItem => ({
    id: 5,
    email: 'k@x.pl',
    username: 'k@x.pl',
    accountType: 'xd_coordinator',
    previousAccountType: null,
    active: true,
    scope: ['orders:read', 'reports:full'],
    companyIds: [1, 2],
    regions: ['Kraków', 'Łódź'],
    locationIds: [],
    canView: { ...canViewDefaults('xd_coordinator'), driverInfo: true },
    createdAt: '2025-01-10T10:00:00.000Z',
    updatedAt: null,
    ...over,
  });
  for (const o of [
    operator({}),
    operator({ companyIds: ALL, regions: ALL }),
    operator({ companyIds: [3], locationIds: [11, 12], accountType: 'api_user' }),
  ]) {
    it(`${JSON.stringify({ companyIds: o.companyIds, regions: o.regions, locationIds: o.locationIds })}`, () => {
      const body = updateOperatorSchema.parse(toUpdateBody(o.id, userFormOf(o)));
      expect(body).toEqual({
        operatorId: o.id,
        companyIds: o.companyIds,
        regions: o.regions,
        scope: o.scope,
        accountType: o.accountType,
        canView: o.canView,
        locationIds: o.locationIds,
      });
    });
  }
});

describe('a client’s company data saved unchanged sends the data as stored', () => {
  const myCompany = (contractData: MyCompany['contractData'], displayName: string | null = null): MyCompany => ({
    id: 8,
    name: 'Lis S.A.',
    displayName,
    status: 'pending',
    activated: false,
    defaultPackageSize: 'M',
    registrationSteps: {
      productSelectionCompleted: '2025-01-10T10:00:00.000Z',
      locationsCompleted: '2025-01-10T10:00:00.000Z',
      companyDataCompleted: '2025-01-10T10:00:00.000Z',
      contractGenerated: null,
    },
    contractState: 'not_generated',
    contractGeneratedAt: null,
    contractData,
    locationsCount: 1,
    coverage: { pickupPoints: 1, coveredPickupPoints: 1, waitingIn: [], servedCities: [] },
  });
  for (const [name, company] of [
    ['every optional field', myCompany(full.contractData)],
    ['no optional field', myCompany(sparse.contractData)],
  ] as const) {
    it(name, () => {
      expect(contractDataSchema.parse(toContractData(valuesOf(company)))).toEqual(company.contractData);
    });
  }
});
