// Warehouses and stock (/warehouse/*, /stock/*, /driver/stock): the public API of the stock services. Stock is a
// ledger (stock_movements) with one balance per holder and product (warehouse_stock, driver_stock) changed in the
// same transaction as the ledger row and the audit entry; the locking order and the items' rules are in ./balances.ts.
export type { StockContext } from './holders.ts';
export { moveItems, movementItems } from './balances.ts';
export { driverStockMap, getDriverStock, ownStock } from './driverStock.ts';
export {
  addWarehouseStock,
  getWarehouseStock,
  listWarehouses,
  warehouseColumns,
  warehouseItems,
} from './warehouses.ts';
export { driverToDriver, driverToWarehouse, warehouseToDriver, warehouseToWarehouse } from './transfers.ts';
export {
  confirmExchange,
  incomingExchanges,
  pendingExchanges,
  rejectExchange,
  startExchange,
  type DriverRef,
} from './exchanges.ts';
export { consumeDriverStockForOrder } from './deliveries.ts';
