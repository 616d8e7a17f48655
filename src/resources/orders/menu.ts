// The orders area's menu entry and the ability its pages need (the route guard reads the same entry).
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';
import { SETTINGS_PATH } from '../../custom-pages/settings/paths.ts';
import { NEW_ORDER_PATH, ORDER_LIST_PATH } from './paths.ts';

export const ordersMenu: Section = {
  key: 'orders',
  labelKey: 'menu.orders',
  path: ORDER_LIST_PATH,
  icon: LocalShippingIcon,
  permissions: ['orders.canAccessPage'],
  available: true,
  deniedRedirect: SETTINGS_PATH,
  children: [
    {
      key: 'orders.list',
      labelKey: 'menu.orderList',
      path: ORDER_LIST_PATH,
      icon: ListAltIcon,
      permissions: ['orders.canAccessPage'],
      available: true,
    },
    {
      key: 'orders.new',
      labelKey: 'menu.newOrder',
      path: NEW_ORDER_PATH,
      icon: AddShoppingCartIcon,
      permissions: ['orders.canAccessPage', 'orders.canOpenNewOrder'],
      available: true,
      deniedRedirect: ROOT_PATH,
    },
  ],
};
