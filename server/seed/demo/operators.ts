// Operator accounts (the DEMO_LOGINS ones and extra back-office accounts) and one client user per company.
import type { AccountType } from '../../../domain/enums.ts';
import { canViewDefaults } from '../../../domain/permissions.ts';
import * as t from '../../db/schema.ts';
import type { CompanyRec, Ctx, Operators } from './context.ts';
import { person, phone } from './fakeData.ts';
import { insertRows } from './insert.ts';
import { at, DAY, HOUR } from './time.ts';

export async function seedOperators(ctx: Ctx, companies: CompanyRec[]): Promise<Operators> {
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
    {
      username: 'admin',
      email: 'admin@xdelivery.pl',
      name: 'Administrator',
      passwordKey: 'admin',
      accountType: 'xd_employee',
      scope: ['superAdmin', 'wallet', 'zipCodes'],
      allCompanies: true,
      allRegions: true,
      createdAt: created(400),
    },
    {
      username: 'operator',
      email: 'operator@xdelivery.pl',
      name: fullName(),
      passwordKey: 'operator',
      accountType: 'xd_employee',
      scope: ['orders', 'drivers'],
      allCompanies: true,
      allRegions: true,
      createdAt: created(300),
    },
    {
      username: 'coordinator',
      email: 'coordinator@xdelivery.pl',
      name: fullName(),
      passwordKey: 'coordinator',
      accountType: 'xd_coordinator',
      scope: ['orders:read'],
      companyIds: [byKey('iqos').id, byKey('apteka').id],
      regions: ['Warszawa', 'Kraków'],
      createdAt: created(200),
    },
    {
      username: 'apiuser',
      email: 'apiuser@xdelivery.pl',
      name: 'TechMarket API',
      passwordKey: 'apiuser',
      accountType: 'api',
      scope: ['orders'],
      companyIds: [byKey('techmarket').id],
      regions: regionsOf('techmarket'),
      createdAt: created(150),
    },
    {
      username: 'magdalena.zielinska@xdelivery.pl',
      email: 'magdalena.zielinska@xdelivery.pl',
      name: 'Magdalena Zielińska',
      passwordKey: '*extra',
      accountType: 'xd_employee',
      scope: [
        'warehouse',
        'stock',
        'corrections',
        'wallet',
        'drivers',
        'notifications',
        'reports:driversStock',
        'reports:stockExchange',
        'reports:corrections',
      ],
      allCompanies: true,
      allRegions: true,
      createdAt: created(120),
    },
    {
      username: 'piotr.lewandowski@xdelivery.pl',
      email: 'piotr.lewandowski@xdelivery.pl',
      name: 'Piotr Lewandowski',
      passwordKey: '*extra',
      accountType: 'other',
      scope: ['report', 'reports:full', 'reports:offers', 'reports:driverActivity'],
      companyIds: [byKey('kwiaty').id, byKey('delikatesy').id],
      regions: ['Wrocław', 'Łódź'],
      createdAt: created(90),
    },
    {
      username: 'integracja@apteka-sloneczna.pl',
      email: 'integracja@apteka-sloneczna.pl',
      name: 'Apteka Słoneczna – integracja',
      passwordKey: '*extra',
      accountType: 'api_user',
      scope: ['orders:read'],
      companyIds: [byKey('apteka').id],
      regions: regionsOf('apteka'),
      locationIds: byKey('apteka')
        .locations.slice(0, 2)
        .map((l) => l.id),
      createdAt: created(60),
    },
    {
      username: 'tomasz.kaczmarek@xdelivery.pl',
      email: 'tomasz.kaczmarek@xdelivery.pl',
      name: 'Tomasz Kaczmarek',
      passwordKey: '*extra',
      accountType: 'deactivated',
      previousAccountType: 'xd_coordinator',
      scope: ['orders:read'],
      companyIds: [byKey('iqos').id],
      regions: ['Gdańsk'],
      createdAt: created(250),
    },
  ];
  const rows = specs.map((s) => ({
    username: s.username,
    email: s.email,
    name: s.name,
    passwordHash: ctx.passwords.get(s.passwordKey)!,
    scope: s.scope,
    accountType: s.accountType,
    previousAccountType: s.previousAccountType ?? null,
    canView: canViewDefaults(s.accountType),
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

export async function seedClientUsers(ctx: Ctx, companies: CompanyRec[]): Promise<void> {
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
