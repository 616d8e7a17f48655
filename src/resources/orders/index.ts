// The orders resource: the list at /orders/list (/orders redirects there), /orders/new.
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type { OrderListItem } from '../../domain/api.ts';
import { ORDERS_RESOURCE } from '../../dataProvider/orders.ts';
import { OrderListPage } from './OrderListPage.tsx';
import { orderRoutes } from './routes.tsx';

export default {
  name: ORDERS_RESOURCE,
  list: OrderListPage,
  icon: LocalShippingIcon,
  recordRepresentation: (order: OrderListItem) => order.orderNo,
  children: orderRoutes,
};
