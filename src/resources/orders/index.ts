// The orders area: the resource's list at /orders/list (/orders redirects there) and the new-order form at /orders/new.
// The new-order form stays a custom page, not a <Create>: it estimates the price and the slots as it is filled, asks
// about suggested products before it sends, and maps the server's refusals to the fields it shows.
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { OrderListItem } from '../../../domain/api.ts';
import { ORDERS_RESOURCE } from '../../dataProvider/orders.ts';
import type { Area } from '../../layout/area.ts';
import { ordersMenu } from './menu.ts';
import { NotAcceptedNotices } from './notices/NotAcceptedNotices.tsx';
import { OrderListPage } from './OrderListPage.tsx';
import { ORDERS_PATH } from './paths.ts';
import { orderRoutes } from './routes.tsx';

export default {
  menu: ordersMenu,
  fallbackPath: ORDERS_PATH,
  appBar: NotAcceptedNotices,
  resource: {
    name: ORDERS_RESOURCE,
    list: OrderListPage,
    icon: LocalShippingIcon,
    recordRepresentation: (order: OrderListItem) => order.orderNo,
    children: orderRoutes,
  },
} satisfies Area;
