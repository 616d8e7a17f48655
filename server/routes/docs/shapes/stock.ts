// Response shapes of stock, shared by the stock and warehouses areas: a product's stock at a holder (warehouse or
// driver), the stock of a holder by product id, what a transfer answers, and a driver-to-driver exchange.
import { z } from 'zod';
import type {
  StockExchange,
  StockItem,
  StockResponse,
  StockTransferResponse,
} from '../../../../domain/stockSchemas.ts';
import { STOCK_EXCHANGE_STATUSES, STOCK_MOVEMENT_TYPES } from '../../../../domain/enums.ts';
import { optionalTimestamp, timestamp } from './backOffice.ts';

export const stockItem = z
  .object({
    productId: z.number().int(),
    name: z.string(),
    productCode: z.string().nullable(),
    companyId: z.number().int(),
    companyName: z.string(),
    companyImageUrl: z.string().nullable(),
    imageUrl: z.string().nullable(),
    canTransferStock: z.boolean(),
    amount: z.number().int(),
    reserved: z.number().int().describe('Units promised in open exchanges to other drivers (0 for warehouses)'),
    available: z.number().int().describe('amount − reserved: the most a transfer may move'),
    items: z.array(z.string()).describe('Unit serials or batch numbers held'),
  })
  .describe('A product’s stock at a holder') satisfies z.ZodType<StockItem>;

/** A holder's stock by product id. */
export const stockByProduct = z.record(z.string(), stockItem).describe('By product id');

export const stockAnswer = z.object({ stock: stockByProduct }) satisfies z.ZodType<StockResponse>;

export const stockTransferAnswer = z
  .object({
    movementType: z.enum(STOCK_MOVEMENT_TYPES).nullable().describe('The ledger row’s type; null for driver to driver'),
    movementId: z.number().int().nullable(),
    exchangeId: z.number().int().nullable().describe('Driver to driver: the exchange waiting for the receiving driver'),
    giving: z.object({ amount: z.number().int(), available: z.number().int() }).describe('The giver’s new balance'),
    receiving: z.object({ amount: z.number().int() }).describe('The receiver’s new balance'),
  })
  .describe('The balances after the transfer') satisfies z.ZodType<StockTransferResponse>;

export const stockExchange = z
  .object({
    id: z.number().int(),
    driverId: z.number().int().describe('The receiving driver'),
    driverName: z.string(),
    givingDriverId: z.number().int(),
    givingDriverName: z.string(),
    productId: z.number().int(),
    productName: z.string(),
    productCode: z.string().nullable(),
    companyId: z.number().int(),
    companyName: z.string(),
    companyImageUrl: z.string().nullable(),
    amount: z.number().int(),
    status: z.enum(STOCK_EXCHANGE_STATUSES),
    createdAt: timestamp('Created'),
    startedAt: optionalTimestamp('Started by the receiving driver'),
    rejectedAt: optionalTimestamp('Rejected'),
    confirmedAt: optionalTimestamp('Confirmed'),
  })
  .describe('A driver-to-driver exchange') satisfies z.ZodType<StockExchange>;
