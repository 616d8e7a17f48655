// Paths of the orders area: /orders redirects to the list; the new-order form.
export const ORDERS_PATH = '/orders';
export const ORDER_LIST_PATH = '/orders/list';
export const NEW_ORDER_PATH = '/orders/new';
