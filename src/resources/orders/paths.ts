// Paths of the orders area: /orders redirects to the list; the new-order form (and "Order again"); one order's link.
export const ORDERS_PATH = '/orders';
export const ORDER_LIST_PATH = '/orders/list';
export const NEW_ORDER_PATH = '/orders/new';
/** react-admin's store key of the order list's expanded rows (useExpandedOrders; react-admin's useExpanded reads it). */
export const ORDER_EXPANDED_STORE_KEY = 'orders.datagrid.expanded';

/** The order list with a filter in its URL (react-admin's `filter` parameter), e.g. a dashboard figure's orders. */
export const orderListPath = (filter: Record<string, unknown>) =>
  `${ORDER_LIST_PATH}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** The order list showing exactly one order by its id (whatever its date), its row to be expanded. */
export const orderPath = (orderId: number) => orderListPath({ orderId });

/** The new-order form's parameter naming the order "Order again" copies. */
export const ORDER_COPY_PARAM = 'copyOf';

/** "Order again": the new-order form filled with a copy of the order (nothing sent until the user sends it). */
export const orderAgainPath = (orderId: number) => `${NEW_ORDER_PATH}?${ORDER_COPY_PARAM}=${orderId}`;

/** An order's link (react-admin's show path): opens orderPath with the row expanded. */
export const orderShowPath = (orderId: number) => `${ORDERS_PATH}/${orderId}/show`;
