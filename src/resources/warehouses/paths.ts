// Paths of the warehouses area: the list, a new warehouse, a warehouse's edit form and its read-only page.
export { WAREHOUSES_PATH as WAREHOUSE_LIST_PATH } from './menu.ts';
export const NEW_WAREHOUSE_PATH = '/warehouses/create';
export const warehouseEditPath = (warehouseId: number | string) => `/warehouses/${warehouseId}`;
export const warehouseShowPath = (warehouseId: number | string) => `/warehouses/${warehouseId}/show`;
