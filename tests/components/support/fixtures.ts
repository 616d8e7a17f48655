// Session users and orders as the API sends them.
import type { MeResponse, OrderListItem, Permissions } from '../../../domain/api.ts';
import { emptyPermissions } from '../../../domain/permissions.ts';
import type { DriverRow } from '../../../domain/driverSchemas.ts';
import type { MyCompany } from '../../../domain/accountSchemas.ts';

/** The flag tree with the given dotted paths set to true (write access to orders opens the new-order form, as on the server). */
export const grant = (paths: string[]): Permissions => {
  const permissions = emptyPermissions();
  for (const path of paths.includes('orders.canWrite') ? [...paths, 'orders.canOpenNewOrder'] : paths) {
    const keys = path.split('.');
    let node = permissions as unknown as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[keys[keys.length - 1]] = true;
  }
  return permissions;
};

const doneSteps = {
  productSelectionCompleted: '2025-01-01T10:00:00.000Z',
  locationsCompleted: '2025-01-01T10:05:00.000Z',
  companyDataCompleted: '2025-01-02T10:00:00.000Z',
  contractGenerated: '2025-01-03T10:00:00.000Z',
};

export const operatorMe = (paths: string[] = ['orders.canAccessPage', 'settings.canAccessPage']): MeResponse => ({
  user: {
    id: 1,
    kind: 'operator',
    username: 'anna.operator',
    email: 'anna@example.com',
    name: 'Anna Nowak',
    accountType: 'xd_employee',
    scope: ['orders'],
    companyId: null,
    companyName: null,
    companyStatus: null,
  },
  registrationSteps: doneSteps,
  activated: true,
  settings: { dashboardImage: null, defaultLocationId: null },
  // As computePermissions: an operator with write access and the cancellation flag decides cancellations.
  permissions: grant(
    paths.includes('orders.canWrite') && paths.includes('orders.canView.cancellation')
      ? [...paths, 'orders.canDecideCancellation']
      : paths,
  ),
});

export interface ClientOptions {
  activated?: boolean;
  productSelected?: boolean;
  locationsAdded?: boolean;
  paths?: string[];
}

export const clientMe = ({
  activated = true,
  productSelected = true,
  locationsAdded = true,
  paths = ['orders.canAccessPage', 'settings.canAccessPage'],
}: ClientOptions = {}): MeResponse => ({
  user: {
    id: 7,
    kind: 'client',
    username: 'shop@example.com',
    email: 'shop@example.com',
    name: 'Sklep Kwiatowy',
    accountType: null,
    scope: [],
    companyId: 3,
    companyName: 'Kwiaty sp. z o.o.',
    companyStatus: activated ? 'active' : 'pending',
  },
  registrationSteps: {
    productSelectionCompleted: productSelected ? doneSteps.productSelectionCompleted : null,
    locationsCompleted: locationsAdded ? doneSteps.locationsCompleted : null,
    companyDataCompleted: activated ? doneSteps.companyDataCompleted : null,
    contractGenerated: activated ? doneSteps.contractGenerated : null,
  },
  activated,
  settings: { dashboardImage: null, defaultLocationId: null },
  permissions: grant(paths),
});

/**
 * GET /api/@me/company of a client session (MyCompany): its status and steps from the session, no company data yet,
 * one pickup point we deliver from (not waiting for coverage) unless the test says otherwise.
 */
export const clientCompany = (me: MeResponse, overrides: Partial<MyCompany> = {}): MyCompany => ({
  id: me.user.companyId ?? 3,
  name: me.user.companyName ?? 'Kwiaty sp. z o.o.',
  displayName: null,
  status: me.user.companyStatus ?? 'pending',
  activated: me.activated,
  defaultPackageSize: 'M',
  registrationSteps: me.registrationSteps,
  contractState: me.registrationSteps.contractGenerated ? 'generated' : 'pending',
  contractGeneratedAt: me.registrationSteps.contractGenerated,
  contractData: null,
  locationsCount: 1,
  coverage: { pickupPoints: 1, coveredPickupPoints: 1, waitingIn: [], servedCities: [] },
  ...overrides,
});

export const order = (overrides: Partial<OrderListItem> = {}): OrderListItem => ({
  id: 1,
  orderNo: 'A1B2',
  returnsOrderNo: null,
  externalId: null,
  company: { id: 3, name: 'Kwiaty sp. z o.o.', logo: null },
  region: { id: 1, name: 'Warszawa' },
  type: 'pickup_delivery',
  status: 'new',
  cancellationReason: null,
  reasonGroup: null,
  stage: {
    status: 'new',
    isOngoing: true,
    inDelivery: false,
    toBePickedUp: false,
    beganAt: '2025-01-10T09:00:00.000Z',
  },
  createdAt: '2025-01-10T09:00:00.000Z',
  scheduledAt: null,
  scheduledSlotRange: null,
  deliveredAt: null,
  cancelledAt: null,
  timeInStage: 12,
  totalRealizationTime: 12,
  realizedWithin: { promiseMinutes: 180, onTime: null },
  pickupPoint: { name: 'Kwiaciarnia Mokotów', city: 'Warszawa' },
  driver: null,
  packageSize: 'M',
  flags: { onHold: null, multiplier: null, emergencyDelivery: false, noVerificationCode: null },
  price: null,
  lastComment: null,
  ...overrides,
});

/** A row of the drivers list (GET /api/drivers/list): a driver of Warszawa, online, with a car and stock. */
export const driverRow = (overrides: Partial<DriverRow> = {}): DriverRow => ({
  id: 5,
  firstName: 'Anna',
  lastName: 'Zielińska',
  email: 'anna.zielinska@kurier.pl',
  phone: '600 700 800',
  regionId: 2,
  regionName: 'Warszawa',
  status: 'online',
  active: true,
  blocked: false,
  blockReason: null,
  type: 'driver',
  priorityDriver: false,
  allowedCompanyIds: [11, 12],
  allowedCompanies: [
    { id: 11, name: 'Apteka Słoneczna' },
    { id: 12, name: 'Elektro Market' },
  ],
  vehicleType: 'car',
  car: { registrationPlate: 'WA 12345', model: 'Toyota Yaris', color: 'silver' },
  mobile: { version: '3.4.1', osType: 'android' },
  lastLogin: '2025-03-04T08:15:00.000Z',
  lastKnownLocation: { lat: 52.23, lng: 21.01, loggedAt: '2025-03-04T09:00:00.000Z' },
  stock: [{ productId: 3, name: 'Terminal', code: 'T-1', companyId: 11, companyName: 'Apteka Słoneczna', amount: 4 }],
  ...overrides,
});
