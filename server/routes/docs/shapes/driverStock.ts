// Answer shapes of a driver's stock and its stock exchanges (GET /driver/stock, the driver API's exchange calls).
// Typed against src/domain/stockSchemas.ts, so a field added there and not here fails typecheck.
import { z } from 'zod';
import { STOCK_EXCHANGE_STATUSES } from '../../../../src/domain/enums.ts';
import type {
  StockExchange,
  StockExchangeListResponse,
  StockExchangeResponse,
  StockItem,
  StockResponse,
} from '../../../../src/domain/stockSchemas.ts';

const stockItemAnswer = z.object({
  productId: z.number().int(),
  name: z.string(),
  productCode: z.string().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  companyImageUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  canTransferStock: z.boolean(),
  amount: z.number().int(),
  reserved: z.number().int().describe('Units promised in open exchanges to other drivers'),
  available: z.number().int().describe('amount − reserved'),
  items: z.array(z.string()).describe('Unit serials or batch numbers held'),
}) satisfies z.ZodType<StockItem>;

export const stockAnswer = z.object({
  stock: z.record(z.string(), stockItemAnswer).describe('By product id'),
}) satisfies z.ZodType<StockResponse>;

const exchangeAnswer = z.object({
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
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
}) satisfies z.ZodType<StockExchange>;

export const exchangeListAnswer = z.object({
  items: z.array(exchangeAnswer),
}) satisfies z.ZodType<StockExchangeListResponse>;

export const exchangeStepAnswer = z.object({
  exchange: exchangeAnswer,
  movementId: z.number().int().nullable().describe('confirm: the ledger row that moved the stock'),
}) satisfies z.ZodType<StockExchangeResponse>;
