import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, CAN_VIEW_FLAGS, REPORT_TYPES, type AccountType, type CanView } from '../../domain/enums.ts';
import type { Permissions } from '../../domain/api.ts';
import {
  RESOURCE_PERMISSION_PATHS,
  canAccess,
  canViewDefaults,
  computePermissions,
  emptyPermissions,
  hasAllPaths,
  hasScope,
  type PermissionSubject,
} from '../../domain/permissions.ts';

function operator(scope: string[], accountType: AccountType = 'xd_employee', canView: Partial<CanView> | null = null) {
  return computePermissions({ kind: 'operator', scope, accountType, canView });
}

function client(companyActivated: boolean) {
  return computePermissions({ kind: 'client', scope: [], accountType: null, canView: null, companyActivated });
}

function allCanView(value: boolean): CanView {
  return Object.fromEntries(CAN_VIEW_FLAGS.map((f) => [f, value])) as CanView;
}

function onlyTrue(...flags: (typeof CAN_VIEW_FLAGS)[number][]): CanView {
  return Object.fromEntries(CAN_VIEW_FLAGS.map((f) => [f, flags.includes(f)])) as CanView;
}

/** Every leaf of the tree, as dotted path → value. */
function leaves(node: unknown, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') Object.assign(out, leaves(value, path));
    else out[path] = value;
  }
  return out;
}

const BACK_OFFICE_PATHS = [
  'company.canAccessPage',
  'company.canWrite',
  'reports.canAccessPage',
  ...REPORT_TYPES.map((r) => `reports.${r}`),
  'users.canAccessPage',
  'users.canWrite',
  'drivers.canAccessPage',
  'drivers.canWrite',
  'notifications.canSend',
  'warehouse.canAccessPage',
  'warehouse.canWrite',
  'stock.canAccessPage',
  'multipliers.canAccessPage',
  'corrections.canAccessPage',
  'corrections.canWrite',
  'wallet.canAccessPage',
  'wallet.canCreate',
  'zipCodes.canAccessPage',
];

describe('emptyPermissions', () => {
  it('every flag is false and the tree has the full Permissions shape', () => {
    const flags = leaves(emptyPermissions());
    expect(Object.values(flags).every((v) => v === false)).toBe(true);
    const expectedPaths = [
      'orders.canAccessPage',
      'orders.canWrite',
      'orders.canOpenNewOrder',
      'orders.canDecideCancellation',
      ...CAN_VIEW_FLAGS.map((f) => `orders.canView.${f}`),
      ...BACK_OFFICE_PATHS,
      'settings.canAccessPage',
    ];
    expect(Object.keys(flags).sort()).toEqual(expectedPaths.sort());
    expect(flags['orders.canView.driverPayout']).toBe(false);
    expect(flags['reports.stockExchange']).toBe(false);
  });

  it('returns a fresh object each time', () => {
    const a = emptyPermissions();
    a.orders.canView.pinCode = true;
    expect(emptyPermissions().orders.canView.pinCode).toBe(false);
  });
});

describe('omni scopes: superAdmin and * grant everything except wallet and zipCodes', () => {
  it('superAdmin grants every flag except wallet (its report included) and zipCodes', () => {
    const flags = leaves(operator(['superAdmin']));
    const falses = Object.entries(flags)
      .filter(([, v]) => v !== true)
      .map(([k]) => k);
    expect(falses.sort()).toEqual([
      'reports.walletEntries',
      'wallet.canAccessPage',
      'wallet.canCreate',
      'zipCodes.canAccessPage',
    ]);
  });

  it('the omni scope does NOT count for wallet', () => {
    for (const omni of ['superAdmin', '*']) {
      const p = operator([omni]);
      expect(p.wallet).toEqual({ canAccessPage: false, canCreate: false });
    }
    expect(operator(['wallet']).wallet).toEqual({ canAccessPage: true, canCreate: true });
    expect(operator(['superAdmin', 'wallet']).wallet).toEqual({ canAccessPage: true, canCreate: true });
  });

  it('the omni scope does NOT count for zipCodes', () => {
    expect(operator(['superAdmin']).zipCodes.canAccessPage).toBe(false);
    expect(operator(['*']).zipCodes.canAccessPage).toBe(false);
    expect(operator(['zipCodes']).zipCodes.canAccessPage).toBe(true);
    expect(operator(['zipCodes']).orders.canAccessPage).toBe(false);
  });

  it('* behaves like superAdmin', () => {
    for (const accountType of ACCOUNT_TYPES.filter((t) => t !== 'deactivated')) {
      expect(operator(['*'], accountType)).toEqual(operator(['superAdmin'], accountType));
    }
  });

  it('multipliers page: superAdmin or * only', () => {
    expect(operator(['superAdmin']).multipliers.canAccessPage).toBe(true);
    expect(operator(['*']).multipliers.canAccessPage).toBe(true);
    const everythingElse = [
      'report',
      'orders',
      'operators',
      'drivers',
      'companies',
      'notifications',
      'warehouse',
      'stock',
      'corrections',
      'wallet',
      'zipCodes',
    ];
    expect(operator(everythingElse).multipliers.canAccessPage).toBe(false);
  });

  it('omni gives all canView flags true whatever the account type or stored canView', () => {
    expect(operator(['superAdmin'], 'api_user', allCanView(false)).orders.canView).toEqual(allCanView(true));
    expect(operator(['*'], 'other').orders.canView).toEqual(allCanView(true));
  });
});

describe('hasScope', () => {
  it('finds an own scope and counts omni by default', () => {
    expect(hasScope(['drivers'], 'drivers')).toBe(true);
    expect(hasScope(['drivers'], 'stock')).toBe(false);
    expect(hasScope(['superAdmin'], 'stock')).toBe(true);
    expect(hasScope(['*'], 'stock')).toBe(true);
  });

  it('omniCounts: false needs the scope itself', () => {
    expect(hasScope(['superAdmin', '*'], 'wallet', { omniCounts: false })).toBe(false);
    expect(hasScope(['wallet'], 'wallet', { omniCounts: false })).toBe(true);
  });

  it('an empty scope list has nothing', () => {
    expect(hasScope([], 'orders')).toBe(false);
  });
});

describe('orders: read needs orders:read or orders, write needs orders', () => {
  it('orders:read gives read but not write', () => {
    const p = operator(['orders:read']);
    expect(p.orders.canAccessPage).toBe(true);
    expect(p.orders.canWrite).toBe(false);
    expect(p.orders.canOpenNewOrder).toBe(false);
  });

  it('orders gives read and write', () => {
    const p = operator(['orders']);
    expect(p.orders.canAccessPage).toBe(true);
    expect(p.orders.canWrite).toBe(true);
  });

  it('no order scope: no order access', () => {
    const p = operator(['drivers']);
    expect(p.orders.canAccessPage).toBe(false);
    expect(p.orders.canWrite).toBe(false);
  });

  it('coordinator (xd_coordinator, orders:read) can read but not write, with coordinator canView defaults', () => {
    const p = operator(['orders:read'], 'xd_coordinator');
    expect(p.orders.canAccessPage).toBe(true);
    expect(p.orders.canWrite).toBe(false);
    expect(p.orders.canView).toEqual(onlyTrue('pinCode', 'holdOrder', 'orderEstimations', 'orderRoute', 'comments'));
    expect(canAccess(p, { resource: 'orders', action: 'list' })).toBe(true);
    expect(canAccess(p, { resource: 'orders', action: 'create' })).toBe(false);
  });

  it('operator with orders and drivers (xd_employee) gets orders, drivers and all canView, nothing else', () => {
    const p = operator(['orders', 'drivers'], 'xd_employee');
    expect(p.orders).toEqual({
      canAccessPage: true,
      canWrite: true,
      canOpenNewOrder: true,
      canDecideCancellation: true,
      canView: allCanView(true),
    });
    expect(p.drivers.canAccessPage).toBe(true);
    expect(p.settings.canAccessPage).toBe(true);
    const granted = Object.entries(leaves(p))
      .filter(([, v]) => v === true)
      .map(([k]) => k);
    expect(granted.filter((k) => !k.startsWith('orders.')).sort()).toEqual([
      'drivers.canAccessPage',
      'drivers.canWrite',
      'settings.canAccessPage',
    ]);
  });
});

describe('orders canView: stored flags, filled from the account type defaults', () => {
  it('stored canView wins over the defaults', () => {
    const p = operator(['orders'], 'xd_employee', { driverPayout: false, sensitiveData: false });
    expect(p.orders.canView).toEqual({ ...allCanView(true), driverPayout: false, sensitiveData: false });
  });

  it('missing stored keys are filled from the account type defaults', () => {
    const p = operator(['orders:read'], 'other', { comments: true });
    expect(p.orders.canView).toEqual(onlyTrue('orderEstimations', 'orderRoute', 'comments'));
  });

  it('null stored canView falls back to the account type defaults', () => {
    expect(operator(['orders'], 'api', null).orders.canView).toEqual(canViewDefaults('api'));
  });

  it('without order read access every canView flag is false', () => {
    expect(operator(['drivers'], 'xd_employee', allCanView(true)).orders.canView).toEqual(allCanView(false));
  });
});

describe('canView defaults by account type', () => {
  it('api: all false except pinCode, cancellation, holdOrder, orderEstimations, orderRoute', () => {
    expect(canViewDefaults('api')).toEqual(
      onlyTrue('pinCode', 'cancellation', 'holdOrder', 'orderEstimations', 'orderRoute'),
    );
  });
  it('api_user: all false', () => {
    expect(canViewDefaults('api_user')).toEqual(allCanView(false));
  });
  it('xd_employee: all true', () => {
    expect(canViewDefaults('xd_employee')).toEqual(allCanView(true));
  });
  it('xd_coordinator: pinCode, holdOrder, orderEstimations, orderRoute, comments', () => {
    expect(canViewDefaults('xd_coordinator')).toEqual(
      onlyTrue('pinCode', 'holdOrder', 'orderEstimations', 'orderRoute', 'comments'),
    );
  });
  it('other: orderEstimations and orderRoute', () => {
    expect(canViewDefaults('other')).toEqual(onlyTrue('orderEstimations', 'orderRoute'));
  });
  it('deactivated: all false', () => {
    expect(canViewDefaults('deactivated')).toEqual(allCanView(false));
  });
  it('api account type operator with orders gets the api defaults', () => {
    const p = operator(['orders'], 'api');
    expect(p.orders.canView.pinCode).toBe(true);
    expect(p.orders.canView.cancellation).toBe(true);
    expect(p.orders.canView.sensitiveData).toBe(false);
    expect(p.orders.canView.driverPayout).toBe(false);
  });
});

describe('account type deactivated gets emptyPermissions whatever the scopes', () => {
  it('deactivated gets nothing, not even settings', () => {
    expect(operator(['superAdmin', '*', 'wallet', 'zipCodes', 'orders'], 'deactivated', allCanView(true))).toEqual(
      emptyPermissions(),
    );
  });
});

describe('company: superAdmin/omni or companies', () => {
  it('superAdmin gets company access', () => {
    expect(operator(['superAdmin']).company).toEqual({ canAccessPage: true, canWrite: true });
  });
  it('companies scope gets company read and write', () => {
    expect(operator(['companies']).company).toEqual({ canAccessPage: true, canWrite: true });
  });
  it('other scopes get no company access', () => {
    expect(operator(['orders', 'operators']).company).toEqual({ canAccessPage: false, canWrite: false });
  });
});

describe('reports: own scope or report, page when any report flag is true', () => {
  const OWN_SCOPE: Record<string, string[]> = {
    'reports:driverActivity': ['driverActivity', 'driverAvailability'],
    'reports:full': ['ordersFull'],
    'reports:offers': ['orderOffers'],
    'reports:driversStock': ['driversStock'],
    'reports:corrections': ['corrections'],
    'reports:driversFeedback': ['driversFeedback'],
    'reports:auditStockMovement': ['auditStockMovement'],
    'reports:stockExchange': ['stockExchange'],
  };

  for (const [scope, granted] of Object.entries(OWN_SCOPE)) {
    it(`${scope} grants exactly ${granted.join(' and ')} and the page`, () => {
      const p = operator([scope]);
      for (const report of REPORT_TYPES) expect(p.reports[report], report).toBe(granted.includes(report));
      expect(p.reports.canAccessPage).toBe(true);
    });
  }

  it('driverActivity and driverAvailability share one flag', () => {
    const p = operator(['reports:driverActivity']);
    expect(p.reports.driverActivity).toBe(true);
    expect(p.reports.driverAvailability).toBe(true);
  });

  it('report grants every report but the wallet entries, and the page', () => {
    const { walletEntries, ...others } = operator(['report']).reports;
    expect(Object.values(others).every((v) => v === true)).toBe(true);
    expect(walletEntries).toBe(false);
  });

  it('omni grants every report but the wallet entries', () => {
    const { walletEntries, ...others } = operator(['*']).reports;
    expect(Object.values(others).every((v) => v === true)).toBe(true);
    expect(walletEntries).toBe(false);
  });

  it('the wallet scope alone grants the wallet entries report and the reports page, no other report', () => {
    const { walletEntries, canAccessPage, ...others } = operator(['wallet']).reports;
    expect({ walletEntries, canAccessPage }).toEqual({ walletEntries: true, canAccessPage: true });
    expect(Object.values(others).every((v) => v === false)).toBe(true);
    expect(operator(['superAdmin', 'wallet']).reports.walletEntries).toBe(true);
  });

  it('no report scope: no reports page', () => {
    const p = operator(['orders', 'corrections']);
    expect(p.reports.canAccessPage).toBe(false);
    expect(p.reports.corrections).toBe(false);
  });
});

describe('users, drivers, notifications, warehouse, stock, corrections', () => {
  it('users: operators scope gives page and write', () => {
    expect(operator(['operators']).users).toEqual({ canAccessPage: true, canWrite: true });
    expect(operator(['orders']).users).toEqual({ canAccessPage: false, canWrite: false });
  });
  it('drivers page: drivers scope', () => {
    expect(operator(['drivers']).drivers.canAccessPage).toBe(true);
    expect(operator(['orders']).drivers.canAccessPage).toBe(false);
  });
  it('notifications.canSend: notifications or superAdmin', () => {
    expect(operator(['notifications']).notifications.canSend).toBe(true);
    expect(operator(['superAdmin']).notifications.canSend).toBe(true);
    expect(operator(['drivers']).notifications.canSend).toBe(false);
  });
  it('warehouse: warehouse scope; warehouse:read reads only', () => {
    expect(operator(['warehouse']).warehouse).toEqual({ canAccessPage: true, canWrite: true });
    expect(operator(['warehouse:read']).warehouse).toEqual({ canAccessPage: true, canWrite: false });
    expect(operator(['warehouse']).warehouse.canAccessPage).toBe(true);
    expect(operator(['stock']).warehouse.canAccessPage).toBe(false);
  });
  it('stock: stock scope', () => {
    expect(operator(['stock']).stock.canAccessPage).toBe(true);
    expect(operator(['warehouse']).stock.canAccessPage).toBe(false);
  });
  it('corrections: corrections or corrections:read; only corrections decides', () => {
    expect(operator(['corrections']).corrections).toEqual({ canAccessPage: true, canWrite: true });
    expect(operator(['corrections:read']).corrections).toEqual({ canAccessPage: true, canWrite: false });
    expect(operator(['reports:corrections']).corrections.canAccessPage).toBe(false);
  });
  it('omni counts for users, drivers, warehouse, stock and corrections', () => {
    const p = operator(['*']);
    expect([
      p.users.canWrite,
      p.drivers.canAccessPage,
      p.warehouse.canAccessPage,
      p.stock.canAccessPage,
      p.corrections.canAccessPage,
    ]).toEqual([true, true, true, true, true]);
  });
});

describe('settings: every signed-in subject except deactivated', () => {
  it('an operator with no scope still has settings and nothing else', () => {
    const p = operator([], 'other');
    expect(p.settings.canAccessPage).toBe(true);
    expect(
      Object.entries(leaves(p))
        .filter(([, v]) => v === true)
        .map(([k]) => k),
    ).toEqual(['settings.canAccessPage']);
  });
  it('client users have settings', () => {
    expect(client(false).settings.canAccessPage).toBe(true);
  });
});

describe('who decides a cancellation (driver pay, picked-up goods, force-cancel, every reason)', () => {
  it('an operator with write access and the cancellation flag', () => {
    expect(operator(['orders'], 'xd_employee').orders.canDecideCancellation).toBe(true);
    expect(operator(['superAdmin'], 'other').orders.canDecideCancellation).toBe(true);
    expect(operator(['orders'], 'other', { cancellation: true }).orders.canDecideCancellation).toBe(true);
  });

  it('not without write access or without the cancellation flag', () => {
    expect(operator(['orders:read'], 'xd_employee').orders.canDecideCancellation).toBe(false);
    expect(operator(['orders'], 'xd_employee', { cancellation: false }).orders.canDecideCancellation).toBe(false);
    expect(operator(['orders'], 'xd_coordinator').orders.canDecideCancellation).toBe(false); // no cancellation by default
  });

  it('not a client company’s own accounts: client users and the integration account types', () => {
    expect(client(true).orders.canDecideCancellation).toBe(false);
    expect(operator(['orders'], 'api').orders.canDecideCancellation).toBe(false);
    expect(operator(['orders'], 'api_user', { cancellation: true }).orders.canDecideCancellation).toBe(false);
  });
});

describe('client users: only the customer panel', () => {
  it('client activated can read and write orders', () => {
    const p = client(true);
    expect(p.orders.canAccessPage).toBe(true);
    expect(p.orders.canWrite).toBe(true);
  });

  it('client not activated can read but not write orders', () => {
    const p = client(false);
    // It opens the new-order form (with the "account inactive" warning) to prepare an order it cannot submit.
    expect(p.orders.canOpenNewOrder).toBe(true);
    expect(p.orders.canAccessPage).toBe(true);
    expect(p.orders.canWrite).toBe(false);
    const noFlag = computePermissions({ kind: 'client', scope: [], accountType: null, canView: null });
    expect(noFlag.orders.canWrite).toBe(false);
  });

  it('client canView: all but holdOrder, changeDriver, driverPayout', () => {
    expect(client(true).orders.canView).toEqual({
      ...allCanView(true),
      holdOrder: false,
      changeDriver: false,
      driverPayout: false,
    });
  });

  it('every back-office area is false, even with scopes sent along', () => {
    const p = computePermissions({
      kind: 'client',
      scope: ['superAdmin', '*', 'wallet'],
      accountType: null,
      canView: null,
      companyActivated: true,
    });
    for (const path of BACK_OFFICE_PATHS) expect(hasAllPaths(p, [path]), path).toBe(false);
  });
});

describe('unknown scope strings are ignored', () => {
  it('unknown scopes neither throw nor grant anything', () => {
    const subject: PermissionSubject = {
      kind: 'operator',
      scope: ['bogus', 'reports', 'orders:write', ''],
      accountType: 'xd_employee',
      canView: null,
    };
    expect(() => computePermissions(subject)).not.toThrow();
    expect(computePermissions(subject)).toEqual(operator([], 'xd_employee'));
  });
});

describe('canAccess maps react-admin resources to flag paths', () => {
  it('orders: list/show/access need canAccessPage; create/edit/delete need canWrite', () => {
    const reader = operator(['orders:read']);
    const writer = operator(['orders']);
    for (const action of ['list', 'show', 'access']) {
      expect(canAccess(reader, { resource: 'orders', action })).toBe(true);
    }
    for (const action of ['create', 'edit', 'delete']) {
      expect(canAccess(reader, { resource: 'orders', action })).toBe(false);
      expect(canAccess(writer, { resource: 'orders', action })).toBe(true);
    }
  });

  it('wallet create needs wallet.canCreate', () => {
    const p = emptyPermissions();
    p.wallet.canAccessPage = true;
    expect(canAccess(p, { resource: 'wallet', action: 'list' })).toBe(true);
    expect(canAccess(p, { resource: 'wallet', action: 'create' })).toBe(false);
    p.wallet.canCreate = true;
    expect(canAccess(p, { resource: 'wallet', action: 'create' })).toBe(true);
  });

  it('users write needs users.canWrite', () => {
    const p = emptyPermissions();
    p.users.canAccessPage = true;
    expect(canAccess(p, { resource: 'users', action: 'list' })).toBe(true);
    expect(canAccess(p, { resource: 'users', action: 'edit' })).toBe(false);
  });

  it('each resource reads its own flag', () => {
    const expected: Record<string, keyof Permissions> = {
      companies: 'company',
      zipCodes: 'zipCodes',
      reports: 'reports',
      drivers: 'drivers',
      warehouses: 'warehouse',
      stock: 'stock',
      multipliers: 'multipliers',
      corrections: 'corrections',
      settings: 'settings',
    };
    for (const [resource, area] of Object.entries(expected)) {
      const p = emptyPermissions();
      expect(canAccess(p, { resource, action: 'list' }), resource).toBe(false);
      (p[area] as { canAccessPage: boolean }).canAccessPage = true;
      expect(canAccess(p, { resource, action: 'list' }), resource).toBe(true);
    }
  });

  it('companies: superAdmin can list and edit, zipCodes needs its own scope', () => {
    const p = operator(['superAdmin']);
    expect(canAccess(p, { resource: 'companies', action: 'edit' })).toBe(true);
    expect(canAccess(p, { resource: 'zipCodes', action: 'list' })).toBe(false);
    expect(canAccess(p, { resource: 'wallet', action: 'list' })).toBe(false);
  });

  it('the abilities of their own: the new-order form, order again, the live map, a cancellation’s decision, notifying', () => {
    // A client of a company not yet activated opens the new-order form (with its warning) but may not send an order.
    const inactive = client(false);
    expect(canAccess(inactive, { resource: 'orders', action: 'newOrderForm' })).toBe(true);
    expect(canAccess(inactive, { resource: 'orders', action: 'create' })).toBe(false);
    expect(canAccess(inactive, { resource: 'orders', action: 'orderAgain' })).toBe(false);
    expect(canAccess(client(true), { resource: 'orders', action: 'orderAgain' })).toBe(true);
    // The dashboard opens with the order list.
    expect(canAccess(inactive, { resource: 'dashboard', action: 'list' })).toBe(true);
    expect(canAccess(operator(['drivers']), { resource: 'dashboard', action: 'list' })).toBe(false);
    // orders:read opens the list but not the form; the live map needs the order route's flag as well.
    const reader = operator(['orders:read'], 'other');
    expect(canAccess(reader, { resource: 'orders', action: 'newOrderForm' })).toBe(false);
    expect(canAccess(reader, { resource: 'orders', action: 'liveMap' })).toBe(true);
    expect(
      canAccess(operator(['orders:read'], 'xd_employee', { orderRoute: false }), {
        resource: 'orders',
        action: 'liveMap',
      }),
    ).toBe(false);
    expect(canAccess(operator(['orders']), { resource: 'orders', action: 'decideCancellation' })).toBe(
      operator(['orders']).orders.canDecideCancellation,
    );
    expect(canAccess(operator(['drivers', 'notifications']), { resource: 'drivers', action: 'notify' })).toBe(true);
    expect(canAccess(operator(['drivers']), { resource: 'drivers', action: 'notify' })).toBe(false);
    // The own account: every signed-in user, even with no flag at all (its permissions could not be read).
    expect(canAccess(emptyPermissions(), { resource: 'account', action: 'access' })).toBe(true);
    expect(canAccess(undefined, { resource: 'account', action: 'access' })).toBe(false);
    // A named action of one resource is not another's.
    expect(canAccess(operator(['*']), { resource: 'drivers', action: 'liveMap' })).toBe(false);
  });

  it('unknown resource → false', () => {
    const p = operator(['*', 'wallet', 'zipCodes']);
    expect(canAccess(p, { resource: 'spaceships', action: 'list' })).toBe(false);
    expect(canAccess(p, { resource: 'constructor', action: 'list' })).toBe(false);
  });

  it('unknown action → false', () => {
    expect(canAccess(operator(['*']), { resource: 'orders', action: 'launch' })).toBe(false);
  });

  it('undefined or null permissions → false', () => {
    expect(canAccess(undefined, { resource: 'settings', action: 'access' })).toBe(false);
    expect(canAccess(null, { resource: 'orders', action: 'list' })).toBe(false);
  });

  it('every mapped path exists in the Permissions tree', () => {
    const known = new Set(Object.keys(leaves(emptyPermissions())));
    for (const { read, write, actions } of Object.values(RESOURCE_PERMISSION_PATHS)) {
      const named = Object.values(actions ?? {}).flat();
      for (const path of [...read, ...(write ?? []), ...named]) expect(known.has(path), path).toBe(true);
    }
  });
});

describe('hasAllPaths: route guards need all listed paths true', () => {
  it('true only when every path is true', () => {
    const p = operator(['orders:read'], 'xd_coordinator');
    expect(hasAllPaths(p, ['orders.canAccessPage', 'orders.canView.pinCode'])).toBe(true);
    expect(hasAllPaths(p, ['orders.canAccessPage', 'orders.canWrite'])).toBe(false);
    expect(hasAllPaths(p, ['orders.canView.driverPayout'])).toBe(false);
  });

  it('unknown or non-leaf paths are not true', () => {
    const p = operator(['*']);
    expect(hasAllPaths(p, ['orders.nope'])).toBe(false);
    expect(hasAllPaths(p, ['orders'])).toBe(false);
    expect(hasAllPaths(p, ['orders.canAccessPage.deeper'])).toBe(false);
    expect(hasAllPaths(p, ['toString'])).toBe(false);
  });

  it('undefined or null permissions → false', () => {
    expect(hasAllPaths(undefined, ['settings.canAccessPage'])).toBe(false);
    expect(hasAllPaths(null, [])).toBe(false);
  });

  it('an empty path list on real permissions is satisfied', () => {
    expect(hasAllPaths(emptyPermissions(), [])).toBe(true);
  });
});
