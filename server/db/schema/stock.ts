// Warehouses, their stock, and the movements and exchanges of stock between warehouses and drivers.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, check } from 'drizzle-orm/pg-core';
import type { StockExchangeStatus, StockMovementType } from '../../../domain/enums.ts';
import { bigId, serialId, createdAt, ref, ts } from './columns.ts';
import { companies, products, regions, stockBalance } from './companies.ts';
import { drivers, operators } from './staff.ts';

export const warehouses = pgTable(
  'warehouses',
  {
    id: serialId(),
    owner: text('owner').notNull(),
    companyId: ref('company_id', () => companies.id),
    regionId: ref('region_id', () => regions.id),
    /** An inactive warehouse receives and gives no stock; it is deactivated only when empty. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('warehouses_company_idx').on(t.companyId)],
);

export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    warehouseId: ref('warehouse_id', () => warehouses.id),
    ...stockBalance(),
  },
  (t) => [
    primaryKey({ columns: [t.warehouseId, t.productId] }),
    check('warehouse_stock_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

/** Ledger of every stock move; balances in warehouse_stock/driver_stock change in the same transaction. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigId(),
    type: text('type').$type<StockMovementType>().notNull(),
    productId: ref('product_id', () => products.id),
    amount: integer('amount').notNull(),
    /** The one serial or batch number of a move of one item (kept for older readers); `items` holds them all. */
    serialNumber: text('serial_number'),
    /**
     * Every serial (devices, one per unit moved) or batch number (other goods: the giver's batches) of the move, so a
     * move of several items keeps them all.
     */
    items: jsonb('items').$type<string[]>().notNull().default([]),
    fromWarehouseId: integer('from_warehouse_id').references(() => warehouses.id),
    toWarehouseId: integer('to_warehouse_id').references(() => warehouses.id),
    fromDriverId: integer('from_driver_id').references(() => drivers.id),
    toDriverId: integer('to_driver_id').references(() => drivers.id),
    orderId: integer('order_id'),
    /** The confirmed stock exchange this move completes (driver to driver). */
    exchangeId: integer('exchange_id'),
    createdById: integer('created_by_id').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_created_idx').on(t.createdAt), index('stock_movements_product_idx').on(t.productId)],
);

export const stockExchanges = pgTable(
  'stock_exchanges',
  {
    id: serialId(),
    /** Receiving driver. */
    driverId: ref('driver_id', () => drivers.id),
    givingDriverId: ref('giving_driver_id', () => drivers.id),
    productId: ref('product_id', () => products.id),
    amount: integer('amount').notNull(),
    status: text('status').$type<StockExchangeStatus>().notNull().default('pending'),
    /** The operator who ordered the transfer (null: started by a driver's app). */
    createdById: integer('created_by_id').references(() => operators.id),
    createdAt: createdAt(),
    /** The receiving driver started the handover in the app (status in_progress). */
    startedAt: ts('started_at'),
    rejectedAt: ts('rejected_at'),
    confirmedAt: ts('confirmed_at'),
  },
  (t) => [
    index('stock_exchanges_driver_idx').on(t.driverId, t.status),
    index('stock_exchanges_created_idx').on(t.createdAt),
    // What a giving driver has promised in open exchanges (reserved from its stock).
    index('stock_exchanges_giving_idx').on(t.givingDriverId, t.status),
  ],
);
