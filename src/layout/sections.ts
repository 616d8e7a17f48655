// The console's sections, in menu order: Orders, Companies, Products, Zip codes, Reports, Drivers, Wallet, Warehouse, Stock,
// Users, Multipliers, Corrections, Settings. The menu and the route guards read this one list; a new section is one
// line here plus its route.
import type { SvgIconComponent } from '@mui/icons-material';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BusinessIcon from '@mui/icons-material/Business';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MapIcon from '@mui/icons-material/Map';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WarehouseIcon from '@mui/icons-material/Warehouse';

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

export const ROOT_PATH = '/';
export const ORDERS_PATH = '/orders';
export const ORDER_LIST_PATH = '/orders/list';
export const NEW_ORDER_PATH = '/orders/new';
export const SETTINGS_PATH = '/settings';
export const ZIP_CODES_PATH = '/zipCodes';
export const PRODUCTS_PATH = '/products';

export const SECTIONS: Section[] = [
  {
    key: 'orders',
    labelKey: 'menu.orders',
    path: ORDER_LIST_PATH,
    icon: LocalShippingIcon,
    permissions: ['orders.canAccessPage'],
    available: true,
    deniedRedirect: SETTINGS_PATH,
    children: [
      { key: 'orders.list', labelKey: 'menu.orderList', path: ORDER_LIST_PATH, icon: ListAltIcon, permissions: ['orders.canAccessPage'], available: true },
      { key: 'orders.new', labelKey: 'menu.newOrder', path: NEW_ORDER_PATH, icon: AddShoppingCartIcon, permissions: ['orders.canAccessPage', 'orders.canOpenNewOrder'], available: true, deniedRedirect: ROOT_PATH },
    ],
  },
  { key: 'companies', labelKey: 'menu.companies', path: '/companies/list', icon: BusinessIcon, permissions: ['company.canAccessPage'], available: true, deniedRedirect: SETTINGS_PATH },
  { key: 'products', labelKey: 'products.menu', path: PRODUCTS_PATH, icon: Inventory2Icon, permissions: ['company.canAccessPage'], available: true, deniedRedirect: ROOT_PATH },
  { key: 'zipCodes', labelKey: 'menu.zipCodes', path: ZIP_CODES_PATH, icon: MapIcon, permissions: ['zipCodes.canAccessPage'], available: true, deniedRedirect: ROOT_PATH },
  { key: 'reports', labelKey: 'menu.reports', path: '/reports', icon: AssessmentIcon, permissions: ['reports.canAccessPage'], available: true, deniedRedirect: ROOT_PATH },
  { key: 'drivers', labelKey: 'menu.drivers', path: '/drivers', icon: DirectionsCarIcon, permissions: ['drivers.canAccessPage'], available: true, deniedRedirect: ROOT_PATH },
  { key: 'wallet', labelKey: 'menu.wallet', path: '/wallet', icon: AccountBalanceWalletIcon, permissions: ['wallet.canAccessPage'], available: true, deniedRedirect: ROOT_PATH },
  { key: 'warehouse', labelKey: 'menu.warehouse', path: '/warehouses', icon: WarehouseIcon, permissions: ['warehouse.canAccessPage'], available: true, deniedRedirect: ROOT_PATH },
  { key: 'stock', labelKey: 'menu.stock', path: '/stock', icon: SwapHorizIcon, permissions: ['stock.canAccessPage'], available: true, deniedRedirect: ROOT_PATH },
  { key: 'users', labelKey: 'menu.users', path: '/users', icon: PeopleIcon, permissions: ['users.canAccessPage'], available: true, deniedRedirect: ROOT_PATH },
  { key: 'multipliers', labelKey: 'menu.multipliers', path: '/multiplier/calendar', icon: TrendingUpIcon, permissions: ['multipliers.canAccessPage'], available: true, deniedRedirect: ROOT_PATH },
  { key: 'corrections', labelKey: 'menu.corrections', path: '/corrections', icon: FactCheckIcon, permissions: ['corrections.canAccessPage'], available: true, deniedRedirect: ROOT_PATH },
  { key: 'settings', labelKey: 'menu.settings', path: SETTINGS_PATH, icon: SettingsIcon, permissions: [], available: true, deniedRedirect: ROOT_PATH },
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
