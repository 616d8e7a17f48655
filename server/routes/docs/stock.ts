// The OpenAPI texts of the stock routes (server/routes/stock.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...stockDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import { STOCK_AMOUNT_MAX, STOCK_TRANSFER_MIN, type StockExchangeListResponse } from '../../../domain/stockSchemas.ts';
import { WAREHOUSE_CHANGE_EVENT } from '../../../domain/warehouseSchemas.ts';
import { z } from 'zod';
import { stockExchange, stockTransferAnswer } from './shapes/stock.ts';

export const STOCK_TENANT = [
  'Tenant: an operator limited to some companies or regions reaches the warehouses of its companies in its regions,',
  'the drivers it sees on the drivers page (its regions; a driver limited to other companies only is not seen) and the',
  'products of its companies; a warehouse, driver or product outside answers 403 `stock_not_allowed`.',
].join(' ');

export const STOCK_ITEM_SHAPE = [
  'A stock item: {productId, name, productCode, companyId, companyName, companyImageUrl, imageUrl, canTransferStock,',
  'amount, reserved (what the driver has promised in open exchanges; 0 for warehouses), available (amount − reserved:',
  'the most a transfer may move), items (serials of devices, one per unit, or batch numbers)}.',
].join(' ');

const TRANSFER_COMMON = [
  `Amount: integer ${STOCK_TRANSFER_MIN}…${STOCK_AMOUNT_MAX} (400 \`validation_failed\` otherwise) and at most the giver’s`,
  'available amount (409 `insufficient_stock`). 409 `stock_not_transferable` when the product’s canTransferStock is',
  'false. 409 `warehouse_inactive` when a warehouse on either side is inactive (POST /warehouse/deactivate). 404',
  '`warehouse_not_found`, `driver_not_found`, `product_not_found`.',
  STOCK_TENANT,
  'One transaction: the balance rows of the product locked (SELECT … FOR UPDATE, the receiving one upserted) in a fixed',
  'order (holder kind, then id: no deadlock between concurrent transfers), both balances written, a ledger row',
  '(stock_movements) and an audit entry. Serials move with the amount (the first ones first), batch numbers are copied.',
  'Answers {movementType, movementId, exchangeId: null, giving {amount, available}, receiving {amount}} (the new',
  'balances). 403 `insufficient_permissions` without stock.canAccessPage (Stock scope). A warehouse on either side emits',
  `\`${WAREHOUSE_CHANGE_EVENT}\` {warehouseId, action: 'stock'} to the consoles that see it.`,
].join(' ');

export const stockDocs = {
  add: {
    summary: 'Warehouse to driver: moves stock from a warehouse to a driver',
    description: [
      'Body {amount, warehouseId, driverId, productId}. The ledger row is warehouseToAmbassador when the driver is an',
      'ambassador, else warehouseToDriver. The product must be one of the warehouse’s company’s products (409',
      '`product_company_mismatch`); a driver limited to some companies must be allowed for the product’s company (409',
      '`driver_insufficient_company_permissions`). A blocked or inactive driver receives no stock (409 `driver_blocked` /',
      '`driver_inactive`).',
      TRANSFER_COMMON,
    ].join(' '),
    response: { 200: stockTransferAnswer },
  },
  transferBatchWtw: {
    summary: 'Warehouse to warehouse: moves stock between two warehouses of the product’s company',
    description: [
      'Body {amount, givingWarehouseId, receivingWarehouseId, productId}; ledger row warehouseToWarehouse. 409',
      '`stock_same_holder` when both are one warehouse; 409 `product_company_mismatch` when either warehouse belongs to',
      'another company than the product.',
      TRANSFER_COMMON,
    ].join(' '),
    response: { 200: stockTransferAnswer },
  },
  transferBatchDtw: {
    summary: 'Driver to warehouse: a driver returns stock to a warehouse of the product’s company',
    description: [
      'Body {amount, givingDriverId, receivingWarehouseId, productId}; ledger row driverToWarehouse. The driver’s',
      'available amount excludes what it has promised in open exchanges. 409 `product_company_mismatch` when the',
      'warehouse belongs to another company than the product.',
      TRANSFER_COMMON,
    ].join(' '),
    response: { 200: stockTransferAnswer },
  },
  transferBatchFinish: {
    summary: 'Driver to driver: creates a pending stock exchange the receiving driver confirms in the app',
    description: [
      'Body {amount, productId, givingDriverId, receivingDriverId}. No balance moves now: a stock exchange is created in',
      'status pending and its amount is reserved from the giving driver’s available stock (other transfers of that',
      'driver cannot take it). The receiving driver sees it in the app (driver API GET /api/driver/stock/exchanges) and',
      'starts it (in_progress), confirms it (the stock moves then, ledger row ambassadorToDriver when the giver is an',
      'ambassador, else driverToDriver, with exchange_id) or rejects it (the reservation ends). The console lists the',
      'open ones with GET /api/stock/pending. 409 `stock_same_holder` for one driver on both sides; 409',
      '`driver_insufficient_company_permissions` when the receiving driver may not carry the product’s company’s goods.',
      TRANSFER_COMMON,
      'Here the answer is {movementType: null, movementId: null, exchangeId, giving {amount (unchanged), available (after',
      'the reservation)}, receiving {amount (unchanged)}}; the audit entry is stock.exchange.create.',
    ].join(' '),
    response: { 200: stockTransferAnswer },
  },
  pending: {
    summary: 'The open stock exchanges a driver receives (pending and in_progress), newest first',
    description: [
      'Query driverId. Answers {items: [{id, driverId, driverName, givingDriverId, givingDriverName, productId,',
      'productName, amount, status, createdAt, startedAt, rejectedAt, confirmedAt}]}. Statuses (their',
      'transitions are our choice): pending — created by a driver-to-driver transfer, waiting for the',
      'receiving driver; in_progress — the receiving driver started the handover in the app; confirmed — the receiving',
      'driver confirmed and the stock moved (final); rejected — the receiving driver declined, nothing moved (final).',
      'Only exchanges of products of the caller’s companies. 404 `driver_not_found`.',
      STOCK_TENANT,
      '403 `insufficient_permissions` without stock.canAccessPage.',
    ].join(' '),
    response: { 200: z.object({ items: z.array(stockExchange) }) satisfies z.ZodType<StockExchangeListResponse> },
  },
};
