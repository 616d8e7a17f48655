// The console's menu, in order: Dashboard, Orders, Companies, Products, Zip codes, Reports, Drivers, Wallet, Warehouse, Stock,
// Users, Multipliers, Corrections, Settings. Each entry lives with its area (its menu.ts: path, icon, label, the
// permissions its pages need); the menu and the route guards read this one list. A new area is its folder's menu
// entry, one line here, and its definition in src/areas.ts.
import type { SvgIconComponent } from '@mui/icons-material';
import { dashboardMenu } from '../custom-pages/dashboard/menu.ts';
import { companiesMenu } from '../resources/companies/menu.ts';
import { correctionsMenu } from '../resources/corrections/menu.ts';
import { driversMenu } from '../resources/drivers/menu.ts';
import { multipliersMenu } from '../resources/multipliers/menu.ts';
import { ordersMenu } from '../resources/orders/menu.ts';
import { productsMenu } from '../resources/products/menu.ts';
import { reportsMenu } from '../resources/reports/menu.ts';
import { usersMenu } from '../resources/users/menu.ts';
import { walletMenu } from '../resources/wallet/menu.ts';
import { warehousesMenu } from '../resources/warehouses/menu.ts';
import { settingsMenu } from '../custom-pages/settings/menu.ts';
import { stockMenu } from '../custom-pages/stock/menu.ts';
import { zipCodesMenu } from '../custom-pages/zipCodes/menu.ts';

export interface MenuLink {
  key: string;
  /** i18n key of the menu label. */
  labelKey: string;
  path: string;
  icon: SvgIconComponent;
  /** Permission flag paths that must all be true (empty: every logged-in user). */
  permissions: string[];
  /** False until the section's screens exist: hidden from the menu. */
  available: boolean;
  /** Where the route guard sends a user without the permissions (a sub-item defaults to its section's). */
  deniedRedirect?: string;
}

export interface Section extends MenuLink {
  deniedRedirect: string;
  children?: MenuLink[];
}

export const SECTIONS: Section[] = [
  dashboardMenu,
  ordersMenu,
  companiesMenu,
  productsMenu,
  zipCodesMenu,
  reportsMenu,
  driversMenu,
  walletMenu,
  warehousesMenu,
  stockMenu,
  usersMenu,
  multipliersMenu,
  correctionsMenu,
  settingsMenu,
];

export const findSection = (key: string): Section => {
  const section = SECTIONS.find((candidate) => candidate.key === key);
  if (!section) throw new Error(`Unknown section: ${key}`);
  return section;
};

/** A link's guard: the permissions of the link (sub-items carry their own). */
export const findMenuLink = (key: string): MenuLink & { deniedRedirect: string } => {
  for (const section of SECTIONS) {
    if (section.key === key) return section;
    const child = section.children?.find((candidate) => candidate.key === key);
    if (child) return { ...child, deniedRedirect: child.deniedRedirect ?? section.deniedRedirect };
  }
  throw new Error(`Unknown menu link: ${key}`);
};
