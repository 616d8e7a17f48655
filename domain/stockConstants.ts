// The stock area's constants and transfer rules that the console's data provider needs, without zod (the data
// provider is in the up-front bundle; stockSchemas.ts, with the zod schemas, re-exports all of this).
import type { StockExchangeStatus } from './enums.ts';

/** Transfer amount minimum; the maximum is the available amount of the item. */
export const STOCK_TRANSFER_MIN = 1;
/** Ours: the largest amount one request may move or add (a typo guard; real deliveries are far smaller). */
export const STOCK_AMOUNT_MAX = 100_000;
export const BATCH_NUMBER_MAX = 100;

/** The two kinds of stock holder of the transfer page (default driver). */
export const STOCK_HOLDER_TYPES = ['driver', 'warehouse'] as const;
export type StockHolderType = (typeof STOCK_HOLDER_TYPES)[number];
export const DEFAULT_STOCK_HOLDER_TYPE: StockHolderType = 'driver';

/** The transfer action derives from the two entity types. */
export type StockTransferAction = 'warehouseToDriver' | 'driverToDriver' | 'driverToWarehouse' | 'warehouseToWarehouse';
export const transferActionOf = (giving: StockHolderType, receiving: StockHolderType): StockTransferAction =>
  giving === 'warehouse'
    ? receiving === 'driver'
      ? 'warehouseToDriver'
      : 'warehouseToWarehouse'
    : receiving === 'driver'
      ? 'driverToDriver'
      : 'driverToWarehouse';

/** The API path of each transfer action. */
export const TRANSFER_PATHS: Record<StockTransferAction, string> = {
  warehouseToDriver: '/stock/add',
  warehouseToWarehouse: '/stock/transfer-batch-wtw',
  driverToWarehouse: '/stock/transfer-batch-dtw',
  driverToDriver: '/stock/transfer-batch-finish',
};

/** Exchanges still waiting for the receiving driver (their amount is reserved from the giving driver's stock). */
export const OPEN_STOCK_EXCHANGE_STATUSES: readonly StockExchangeStatus[] = ['pending', 'in_progress'];

// ---- Error codes (409 unless noted) -------------------------------------------------------------------------------
export const STOCK_ERRORS = {
  /** The move would take more than the giving holder has available. */
  insufficientStock: 'insufficient_stock',
  /** The product's canTransferStock is false: its stock cannot be transferred. */
  notTransferable: 'stock_not_transferable',
  /** Giving and receiving are the same warehouse or driver. */
  sameHolder: 'stock_same_holder',
  /** The product is not one of the warehouse's company's products. */
  productCompanyMismatch: 'product_company_mismatch',
  /** The driver may not carry the product's company's goods (allowed companies). */
  driverNotAllowed: 'driver_insufficient_company_permissions',
  /** The receiving driver is blocked: it may not be given stock. */
  driverBlocked: 'driver_blocked',
  /** The receiving driver's account is inactive: it may not be given stock. */
  driverInactive: 'driver_inactive',
  /** Confirm / reject / start on an exchange that is no longer open. */
  exchangeNotOpen: 'stock_exchange_not_open',
  /**
   * 403: the warehouse, driver or product exists but lies outside the caller's tenant (a warehouse or product of a
   * company it may not see, a warehouse of a region it may not see, a driver it does not see on the drivers page).
   */
  notAllowed: 'stock_not_allowed',
  /** 404s. */
  warehouseNotFound: 'warehouse_not_found',
  driverNotFound: 'driver_not_found',
  productNotFound: 'product_not_found',
  exchangeNotFound: 'stock_exchange_not_found',
} as const;
