// Every area of the console, the one list of them. Each folder's index defines its menu entry, its react-admin
// resource and its own routes (src/layout/area.ts); App registers the resources and routes from this list, and the
// shell (CONSOLE_SHELL) takes from it the menu in this order, the app bar's additions and where the root and an
// unknown address go. A new area is its folder plus one line here.
import type { Area } from './layout/area.ts';
import { shellOf } from './layout/shell.ts';
import dashboard from './custom-pages/dashboard/index.tsx';
import orders from './resources/orders/index.ts';
import companies from './resources/companies/index.ts';
import products from './resources/products/index.ts';
import locations from './resources/locations/index.tsx';
import drivers from './resources/drivers/index.ts';
import wallet from './resources/wallet/index.tsx';
import warehouses from './resources/warehouses/index.tsx';
import users from './resources/users/index.tsx';
import multipliers from './resources/multipliers/index.tsx';
import corrections from './resources/corrections/index.tsx';
import reports from './resources/reports/index.tsx';
import zipCodes from './custom-pages/zipCodes/index.tsx';
import stock from './custom-pages/stock/index.tsx';
import settings from './custom-pages/settings/index.tsx';
import onboarding from './custom-pages/onboarding/index.tsx';
import register from './custom-pages/register/index.tsx';
import landing from './custom-pages/landing/index.tsx';
import pin from './custom-pages/pin/index.tsx';
import tracking from './custom-pages/tracking/index.tsx';
import operationsMap from './custom-pages/operationsMap/index.tsx';

export const AREAS: Area[] = [
  dashboard,
  orders,
  companies,
  products,
  locations,
  zipCodes,
  reports,
  drivers,
  wallet,
  warehouses,
  stock,
  users,
  multipliers,
  corrections,
  settings,
  onboarding,
  register,
  landing,
  pin,
  tracking,
  operationsMap,
];

/** What the shell shows of the areas: the menu's sections, the app bar's additions, the start and fallback paths. */
export const CONSOLE_SHELL = shellOf(AREAS);
