// Warehouses and stock transfers (stock items, stock exchanges, transfer filters, movement types): the bodies and
// queries the server parses, the answers the console reads, and the rules both sides share. Stock is a ledger
// (stock_movements) with balances per holder (warehouse_stock, driver_stock) changed in the same transaction; a
// balance never goes negative.
import { z } from 'zod';
import type { StockExchangeStatus, StockMovementType } from './enums.ts';
import { idList, idRule, msg, text, wholeNumber } from './schemas.ts';
import { BATCH_NUMBER_MAX, STOCK_AMOUNT_MAX, STOCK_TRANSFER_MIN } from './stockConstants.ts';
import type { WarehouseFields } from './warehouseSchemas.ts';

export * from './stockConstants.ts';

// ---- Queries and bodies -------------------------------------------------------------------------------------------
const id = idRule();
const amount = wholeNumber(STOCK_TRANSFER_MIN, STOCK_AMOUNT_MAX, { type: msg.required, integer: msg.invalid });
const intArray = idList();

const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: msg.invalid }));

/**
 * GET /warehouse/list: companyIds (array, optional; companyIds[]=1&companyIds[]=2 or comma-joined); ours: active
 * (true: only active warehouses, false: only inactive ones; none: both).
 */
export const warehouseListQuerySchema = z.object({ companyIds: intArray.optional(), active: bool.optional() });
export type WarehouseListQuery = z.infer<typeof warehouseListQuerySchema>;

/** GET /warehouse/stock (ours): one warehouse's stock, the same item shape as a driver's. */
export const warehouseStockQuerySchema = z.object({ warehouseId: id });

/** POST /warehouse/add: one call per product; amount integer ≥ 1, batch number optional. */
export const warehouseAddSchema = z.object({
  warehouseId: id,
  productId: id,
  amount,
  serialNumber: text(BATCH_NUMBER_MAX, { error: msg.invalid })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type WarehouseAddInput = z.infer<typeof warehouseAddSchema>;

/** POST /stock/add: warehouse to driver. */
export const stockAddSchema = z.object({ amount, warehouseId: id, driverId: id, productId: id });
/** POST /stock/transfer-batch-wtw: warehouse to warehouse. */
export const transferWtwSchema = z.object({ amount, givingWarehouseId: id, receivingWarehouseId: id, productId: id });
/** POST /stock/transfer-batch-dtw: driver to warehouse. */
export const transferDtwSchema = z.object({ amount, givingDriverId: id, receivingWarehouseId: id, productId: id });
/** POST /stock/transfer-batch-finish: driver to driver; creates a pending exchange the receiving driver confirms. */
export const transferDtdSchema = z.object({ amount, productId: id, givingDriverId: id, receivingDriverId: id });
export type StockAddInput = z.infer<typeof stockAddSchema>;
export type TransferWtwInput = z.infer<typeof transferWtwSchema>;
export type TransferDtwInput = z.infer<typeof transferDtwSchema>;
export type TransferDtdInput = z.infer<typeof transferDtdSchema>;

/** GET /driver/stock and GET /stock/pending: driverId. */
export const driverIdQuerySchema = z.object({ driverId: id });

/** Driver API: POST /driver/stock/exchange/{start,confirm,reject}. */
export const stockExchangeIdSchema = z.object({ exchangeId: id });
export type StockExchangeIdInput = z.infer<typeof stockExchangeIdSchema>;

/**
 * GET /driver/stock serves two callers on one path: an operator names the driver (driverId required), a driver's own
 * session (driver API) reads its own stock and sends no driverId.
 */
export const driverStockQuerySchema = z.object({ driverId: id.optional() });

// ---- Answers ------------------------------------------------------------------------------------------------------

/** One product in a holder's stock (a driver's stock item; a warehouse's items have the same shape). */
export interface StockItem {
  productId: number;
  name: string;
  productCode: string | null;
  companyId: number;
  companyName: string;
  companyImageUrl: string | null;
  imageUrl: string | null;
  canTransferStock: boolean;
  amount: number;
  /** Units promised in open exchanges to other drivers (drivers only; 0 for warehouses). */
  reserved: number;
  /** amount − reserved: the most a transfer may move. */
  available: number;
  /** Unit serials or batch numbers held. */
  items: string[];
}

/** GET /driver/stock, GET /warehouse/stock: the stock map by product id. */
export interface StockResponse {
  stock: Record<string, StockItem>;
}

/** A warehouse as GET /warehouse/list serves it, sorted by region ascending. */
export interface WarehouseItem extends WarehouseFields {
  /** Every product of the warehouse's company, by product id (amount 0 when none is held): the add-stock rows. */
  stock: Record<string, StockItem>;
  /** Sum of the amounts. */
  totalStockCount: number;
}

export interface WarehouseListResponse {
  items: WarehouseItem[];
}

/** POST /warehouse/add answers the new balance and the ledger row. */
export interface WarehouseAddResponse {
  warehouseId: number;
  productId: number;
  amount: number;
  movementId: number;
}

/** Every transfer answers the ledger row (or, driver to driver, the pending exchange) and both new balances. */
export interface StockTransferResponse {
  movementType: StockMovementType | null;
  movementId: number | null;
  /** Driver to driver: the exchange waiting for the receiving driver. */
  exchangeId: number | null;
  giving: { amount: number; available: number };
  receiving: { amount: number };
}

/** A stock exchange: a transfer between two drivers, pending until the receiving driver answers. */
export interface StockExchange {
  id: number;
  driverId: number;
  driverName: string;
  givingDriverId: number;
  givingDriverName: string;
  productId: number;
  productName: string;
  productCode: string | null;
  /** The product's company: a receiving driver's row of a product it does not hold yet shows it. */
  companyId: number;
  companyName: string;
  companyImageUrl: string | null;
  amount: number;
  status: StockExchangeStatus;
  createdAt: string;
  startedAt: string | null;
  rejectedAt: string | null;
  confirmedAt: string | null;
}

/** GET /stock/pending, GET /driver/stock/exchanges: the receiving driver's open exchanges, newest first. */
export interface StockExchangeListResponse {
  items: StockExchange[];
}

/** Driver API: POST /driver/stock/exchange/{start,confirm,reject} answer the exchange after the step. */
export interface StockExchangeResponse {
  exchange: StockExchange;
  /** confirm: the ledger row that moved the stock (ambassadorToDriver or driverToDriver); null for start and reject. */
  movementId: number | null;
}

// ---- Console forms ------------------------------------------------------------------------------------------------

/** The transfer-amount form of one stock item: a whole number of at least 1 and at most what is available. */
export const transferAmountSchema = (available: number) =>
  z
    .number({ error: msg.required })
    .int({ error: msg.integer })
    .min(STOCK_TRANSFER_MIN, { error: msg.minValue, params: { min: STOCK_TRANSFER_MIN } } as never)
    .max(Math.min(available, STOCK_AMOUNT_MAX), {
      error: msg.maxValue,
      params: { max: Math.min(available, STOCK_AMOUNT_MAX) },
    } as never);
