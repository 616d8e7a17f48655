// Answer shapes of a driver's stock exchanges (the driver API's exchange calls); a driver's stock (GET /driver/stock)
// is the stock areas' shape (./stock.ts).
// Typed against domain/stockSchemas.ts, so a field added there and not here fails typecheck.
import { z } from 'zod';
import type { StockExchangeListResponse, StockExchangeResponse } from '../../../../domain/stockSchemas.ts';
import { stockExchange } from './stock.ts';

export { stockAnswer } from './stock.ts';

const exchangeAnswer = stockExchange;

export const exchangeListAnswer = z.object({
  items: z.array(exchangeAnswer),
}) satisfies z.ZodType<StockExchangeListResponse>;

export const exchangeStepAnswer = z.object({
  exchange: exchangeAnswer,
  movementId: z.number().int().nullable().describe('confirm: the ledger row that moved the stock'),
}) satisfies z.ZodType<StockExchangeResponse>;
