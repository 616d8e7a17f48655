// Response shapes of stock, shared by the stock and warehouses areas: a product's stock at a holder (warehouse or
// driver), the stock of a holder by product id, and what a transfer answers.
import { z } from 'zod';
import type { StockItem, StockResponse, StockTransferResponse } from '../../../../src/domain/stockSchemas.ts';
import { STOCK_MOVEMENT_TYPES } from '../../../../src/domain/enums.ts';

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
