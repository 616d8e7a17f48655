// Permission flags: operator scopes and account types become the `Permissions` flag tree (all false by default);
// route guards and react-admin resources read it.
import {
  CAN_VIEW_FLAGS,
  REPORT_TYPES,
  type AccountType,
  type CanView,
  type CanViewFlag,
  type ReportType,
} from './enums.ts';
import type { Permissions } from './api.ts';

export interface PermissionSubject {
  kind: 'operator' | 'client';
  /** Operator scopes; [] for client users. */
  scope: string[];
  /** Operators; null for client users. */
  accountType: AccountType | null;
  /** The operator's stored canView flags (null → defaults of its account type). */
  canView: Partial<CanView> | null;
  /** Client users: their company is active and registration complete. */
  companyActivated?: boolean;
}

/** The scopes that mean "everything" (except wallet and zip codes, see below). */
export const OMNI_SCOPES: readonly string[] = ['superAdmin', '*'];

function canViewWith(trueFlags: readonly CanViewFlag[]): CanView {
  const result = {} as CanView;
  for (const flag of CAN_VIEW_FLAGS) result[flag] = trueFlags.includes(flag);
  return result;
}

/** canView defaults filled when an account type is chosen. */
const CAN_VIEW_DEFAULTS: Record<AccountType, readonly CanViewFlag[]> = {
  api: ['pinCode', 'cancellation', 'holdOrder', 'orderEstimations', 'orderRoute'],
  api_user: [],
  xd_employee: CAN_VIEW_FLAGS,
  xd_coordinator: ['pinCode', 'holdOrder', 'orderEstimations', 'orderRoute', 'comments'],
  other: ['orderEstimations', 'orderRoute'],
  deactivated: [],
};

/**
 * canView of a client user (customer panel). Our choice, as client users have no account type to take defaults
 * from: they see everything about their own orders except the operator-only actions (hold, change driver, payout).
 */
const CLIENT_CAN_VIEW: readonly CanViewFlag[] = [
  'sensitiveData',
  'pinCode',
  'cancellation',
  'orderEstimations',
  'orderRoute',
  'comments',
  'driverInfo',
];

/** Account types of a client company's own systems and people (an API key acts as `api` too). */
export const INTEGRATION_ACCOUNT_TYPES: readonly AccountType[] = ['api', 'api_user'];

/**
 * Each report flag: its own scope, or the general `report` scope (omni counts). The wallet entries report is the
 * wallet's: the wallet scope only, as the wallet page, neither `report` nor the omni scope.
 */
const REPORT_SCOPES: Record<Exclude<ReportType, 'walletEntries'>, string> = {
  driverActivity: 'reports:driverActivity',
  driverAvailability: 'reports:driverActivity', // shares one flag with driverActivity
  ordersFull: 'reports:full',
  orderOffers: 'reports:offers',
  driversStock: 'reports:driversStock',
  corrections: 'reports:corrections',
  driversFeedback: 'reports:driversFeedback',
  auditStockMovement: 'reports:auditStockMovement',
  stockExchange: 'reports:stockExchange',
};

export function emptyPermissions(): Permissions {
  return {
    orders: {
      canAccessPage: false,
      canWrite: false,
      canOpenNewOrder: false,
      canDecideCancellation: false,
      canView: canViewWith([]),
    },
    company: { canAccessPage: false, canWrite: false },
    reports: {
      canAccessPage: false,
      driverActivity: false,
      driverAvailability: false,
      ordersFull: false,
      orderOffers: false,
      driversStock: false,
      corrections: false,
      driversFeedback: false,
      auditStockMovement: false,
      stockExchange: false,
      walletEntries: false,
    },
    users: { canAccessPage: false, canWrite: false },
    drivers: { canAccessPage: false, canWrite: false },
    notifications: { canSend: false },
    warehouse: { canAccessPage: false, canWrite: false },
    stock: { canAccessPage: false },
    multipliers: { canAccessPage: false },
    corrections: { canAccessPage: false, canWrite: false },
    wallet: { canAccessPage: false, canCreate: false },
    zipCodes: { canAccessPage: false },
    settings: { canAccessPage: false },
  };
}

export function canViewDefaults(accountType: AccountType): CanView {
  return canViewWith(CAN_VIEW_DEFAULTS[accountType] ?? []);
}

/** True when `scope` holds `wanted`, or (unless omniCounts is false) an omni scope. Unknown scopes are ignored. */
export function hasScope(scope: string[], wanted: string, opts: { omniCounts?: boolean } = {}): boolean {
  if (!Array.isArray(scope)) return false;
  if (scope.includes(wanted)) return true;
  return (opts.omniCounts ?? true) && OMNI_SCOPES.some((omni) => scope.includes(omni));
}

function operatorCanView(subject: PermissionSubject, omni: boolean): CanView {
  if (omni) return canViewWith(CAN_VIEW_FLAGS);
  const defaults = subject.accountType ? canViewDefaults(subject.accountType) : canViewWith([]);
  const stored = subject.canView ?? {};
  const result = {} as CanView;
  for (const flag of CAN_VIEW_FLAGS) {
    result[flag] = typeof stored[flag] === 'boolean' ? (stored[flag] as boolean) : defaults[flag];
  }
  return result;
}

function clientPermissions(subject: PermissionSubject): Permissions {
  const p = emptyPermissions();
  p.orders.canAccessPage = true;
  p.orders.canWrite = subject.companyActivated === true;
  p.orders.canOpenNewOrder = true; // not activated: the form with the warning, submit disabled
  p.orders.canView = canViewWith(CLIENT_CAN_VIEW);
  p.settings.canAccessPage = true;
  return p;
}

function operatorPermissions(subject: PermissionSubject): Permissions {
  const p = emptyPermissions();
  const scope = Array.isArray(subject.scope) ? subject.scope : [];
  const has = (wanted: string) => hasScope(scope, wanted);
  const own = (wanted: string) => hasScope(scope, wanted, { omniCounts: false });
  const omni = OMNI_SCOPES.some((s) => scope.includes(s));

  p.orders.canAccessPage = has('orders') || has('orders:read');
  p.orders.canWrite = has('orders');
  p.orders.canOpenNewOrder = p.orders.canWrite;
  if (p.orders.canAccessPage) p.orders.canView = operatorCanView(subject, omni);
  // The back office decides what a cancellation costs and what happens to the goods; the client companies' own
  // accounts (integration account types, API keys) cancel as their client users do.
  p.orders.canDecideCancellation =
    p.orders.canWrite &&
    p.orders.canView.cancellation &&
    !INTEGRATION_ACCOUNT_TYPES.includes(subject.accountType as AccountType);

  p.company.canAccessPage = p.company.canWrite = has('companies');

  let anyReport = false;
  for (const report of REPORT_TYPES) {
    p.reports[report] = report === 'walletEntries' ? own('wallet') : has(REPORT_SCOPES[report]) || has('report');
    anyReport ||= p.reports[report];
  }
  p.reports.canAccessPage = anyReport;

  p.users.canAccessPage = p.users.canWrite = has('operators');
  // drivers:read opens the drivers page without managing them (as corrections:read).
  p.drivers.canAccessPage = has('drivers') || has('drivers:read');
  p.drivers.canWrite = has('drivers');
  p.notifications.canSend = has('notifications');
  // warehouse:read opens the warehouses page without managing them or adding stock (as drivers:read).
  p.warehouse.canAccessPage = has('warehouse') || has('warehouse:read');
  p.warehouse.canWrite = has('warehouse');
  p.stock.canAccessPage = has('stock');
  p.multipliers.canAccessPage = has('superAdmin');
  p.corrections.canAccessPage = has('corrections') || has('corrections:read');
  p.corrections.canWrite = has('corrections');
  // Wallet and zip codes: own scope only, the omni scope does NOT count.
  p.wallet.canAccessPage = p.wallet.canCreate = own('wallet');
  p.zipCodes.canAccessPage = own('zipCodes');
  p.settings.canAccessPage = true;
  return p;
}

export function computePermissions(subject: PermissionSubject): Permissions {
  if (subject.kind === 'client') return clientPermissions(subject);
  if (subject.accountType === 'deactivated') return emptyPermissions();
  return operatorPermissions(subject);
}

export type AccessAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'access';

const READ_ACTIONS: readonly string[] = ['list', 'show', 'access'];
const WRITE_ACTIONS: readonly string[] = ['create', 'edit', 'delete'];

/** What asking for an ability names: a resource (an area of the console) and an action on it. */
export interface AccessRequest {
  resource: string;
  action: AccessAction | string;
}

/**
 * react-admin resource → the flag paths its read and write actions need (write falls back to read), and the abilities
 * of its own that are neither (`actions`: the new-order form, which a client not yet activated opens without being able
 * to send it; the live map; a cancellation's decision; a notification to drivers). The menu, the route guards and the
 * buttons ask `canAccess` (the auth provider's, which is this table's) by resource and action, never by flag path.
 */
export const RESOURCE_PERMISSION_PATHS: Record<
  string,
  { read: string[]; write?: string[]; actions?: Record<string, string[]> }
> = {
  // The dashboard is the orders' overview: who opens the order list opens it.
  dashboard: { read: ['orders.canAccessPage'] },
  orders: {
    read: ['orders.canAccessPage'],
    write: ['orders.canWrite'],
    actions: {
      newOrderForm: ['orders.canAccessPage', 'orders.canOpenNewOrder'],
      orderAgain: ['orders.canAccessPage', 'orders.canOpenNewOrder', 'orders.canWrite'],
      liveMap: ['orders.canAccessPage', 'orders.canView.orderRoute'],
      decideCancellation: ['orders.canDecideCancellation'],
    },
  },
  companies: { read: ['company.canAccessPage'], write: ['company.canWrite'] },
  // Products are part of what a company is given: the same operators read and manage them.
  products: { read: ['company.canAccessPage'], write: ['company.canAccessPage', 'company.canWrite'] },
  zipCodes: { read: ['zipCodes.canAccessPage'] },
  reports: { read: ['reports.canAccessPage'] },
  drivers: {
    read: ['drivers.canAccessPage'],
    write: ['drivers.canAccessPage', 'drivers.canWrite'],
    actions: { notify: ['notifications.canSend'] },
  },
  wallet: { read: ['wallet.canAccessPage'], write: ['wallet.canCreate'] },
  warehouses: { read: ['warehouse.canAccessPage'], write: ['warehouse.canAccessPage', 'warehouse.canWrite'] },
  stock: { read: ['stock.canAccessPage'] },
  users: { read: ['users.canAccessPage'], write: ['users.canWrite'] },
  multipliers: { read: ['multipliers.canAccessPage'] },
  corrections: { read: ['corrections.canAccessPage'], write: ['corrections.canAccessPage', 'corrections.canWrite'] },
  settings: { read: ['settings.canAccessPage'] },
  // The user's own account (its settings, its password): every signed-in user, also one whose permissions could not
  // be read (the menu keeps the way to the settings and the log-out then).
  account: { read: [] },
};

/**
 * Who reads pickup locations (GET /region/locations): any one of these flags. Operators with the company page, the
 * zip-code page, order writing (the new-order form) or the users page (assigning locations to operators); every
 * client user (its own company: it opens the new-order form).
 */
export const LOCATION_READER_PATHS: readonly string[] = [
  'company.canAccessPage',
  'zipCodes.canAccessPage',
  'orders.canOpenNewOrder',
  'users.canAccessPage',
];

export const canReadLocations = (permissions: Permissions | undefined | null): boolean =>
  LOCATION_READER_PATHS.some((path) => hasAllPaths(permissions, [path]));

/** Who adds and edits pickup locations: a client user (its own company), an operator with company.canWrite. */
export const canWriteLocations = (
  kind: PermissionSubject['kind'] | undefined,
  permissions: Permissions | undefined | null,
): boolean => kind === 'client' || (kind === 'operator' && hasAllPaths(permissions, ['company.canWrite']));

/** The value at a dotted path ("orders.canView.pinCode"), own properties only. */
function flagAt(permissions: Permissions, path: string): unknown {
  let node: unknown = permissions;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Route guards: every listed dotted path must be exactly true. */
export function hasAllPaths(permissions: Permissions | undefined | null, paths: string[]): boolean {
  if (!permissions) return false;
  return paths.every((path) => flagAt(permissions, path) === true);
}

export function canAccess(permissions: Permissions | undefined | null, params: AccessRequest): boolean {
  if (!permissions) return false;
  if (!Object.prototype.hasOwnProperty.call(RESOURCE_PERMISSION_PATHS, params.resource)) return false;
  const entry = RESOURCE_PERMISSION_PATHS[params.resource];
  if (READ_ACTIONS.includes(params.action)) return hasAllPaths(permissions, entry.read);
  if (WRITE_ACTIONS.includes(params.action)) return hasAllPaths(permissions, entry.write ?? entry.read);
  if (entry.actions && Object.prototype.hasOwnProperty.call(entry.actions, params.action))
    return hasAllPaths(permissions, entry.actions[params.action]);
  return false;
}
