// The orders area's menu entry and the ability its pages need (the route guard reads the same entry): the list, the
// new-order form and the live operations map (its own area, src/custom-pages/operationsMap/).
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import NearMeIcon from '@mui/icons-material/NearMe';
import { ROOT_PATH } from '../../layout/paths.ts';
import type { Section } from '../../layout/sections.ts';
import { SETTINGS_PATH } from '../../custom-pages/settings/paths.ts';
import { OPERATIONS_MAP_PATH } from '../../custom-pages/operationsMap/paths.ts';
import { NEW_ORDER_PATH, ORDER_LIST_PATH } from './paths.ts';

export const ordersMenu: Section = {
  key: 'orders',
  labelKey: 'menu.orders',
  path: ORDER_LIST_PATH,
  icon: LocalShippingIcon,
  access: { resource: 'orders', action: 'list' },
  available: true,
  deniedRedirect: SETTINGS_PATH,
  children: [
    {
      key: 'orders.list',
      labelKey: 'menu.orderList',
      path: ORDER_LIST_PATH,
      icon: ListAltIcon,
      access: { resource: 'orders', action: 'list' },
      available: true,
    },
    {
      key: 'orders.new',
      labelKey: 'menu.newOrder',
      path: NEW_ORDER_PATH,
      icon: AddShoppingCartIcon,
      access: { resource: 'orders', action: 'newOrderForm' },
      available: true,
      deniedRedirect: ROOT_PATH,
    },
    {
      key: 'orders.map',
      labelKey: 'operationsMap.menu',
      path: OPERATIONS_MAP_PATH,
      icon: NearMeIcon,
      access: { resource: 'orders', action: 'liveMap' },
      available: true,
      deniedRedirect: ROOT_PATH,
    },
  ],
};
