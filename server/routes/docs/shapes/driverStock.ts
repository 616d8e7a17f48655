// Answer shapes of a driver's stock exchanges (the driver API's exchange calls); a driver's stock (GET /driver/stock)
// is the stock areas' shape (./stock.ts).
// Typed against src/domain/stockSchemas.ts, so a field added there and not here fails typecheck.
import { z } from 'zod';
import { STOCK_EXCHANGE_STATUSES } from '../../../../src/domain/enums.ts';
import type {
  StockExchange,
  StockExchangeListResponse,
  StockExchangeResponse,
} from '../../../../src/domain/stockSchemas.ts';

export { stockAnswer } from './stock.ts';

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
