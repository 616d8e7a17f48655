// Answer shapes of the driver's money in the driver API (GET /driver/wallet, GET /driver/corrections).
// Typed against domain/driverMoney.ts, so a field added there and not here fails typecheck.
import { z } from 'zod';
import {
  CORRECTION_CATEGORIES,
  CORRECTION_STATUSES,
  CURRENCIES,
  PACKAGE_SIZES,
  WALLET_ENTRY_TYPES,
} from '../../../../domain/enums.ts';
import type { DriverCorrectionListResponse, DriverWalletResponse } from '../../../../domain/driverMoney.ts';

const currency = z.enum(CURRENCIES);
const minor = (what: string) => z.number().int().describe(`${what} (integer minor units)`);

/** What the system booked a wallet entry for (the console's wallet and the driver's, each with its own words). */
export const walletDescriptionParams = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('delivered') }),
  z.object({ kind: z.literal('weeExchange') }),
  z.object({ kind: z.literal('cancelled'), reason: z.string() }),
  z.object({ kind: z.literal('correction'), category: z.string() }),
]);

/** A correction's data field (the console's answer to a driver's correction and the driver's list). */
export const correctionData = z
  .object({
    extraDistance: z.number().optional(),
    actualPackageSize: z.enum(PACKAGE_SIZES).optional(),
    clientAddress: z.object({ street: z.string(), zipCode: z.string(), city: z.string() }).optional(),
  })
  .describe('The data field of the category');

const reason = walletDescriptionParams
  .nullable()
  .describe('What the system booked the entry for; null on an entry made by hand');

export const driverWalletAnswer = z.object({
  period: z
    .object({ from: z.iso.datetime(), to: z.iso.datetime() })
    .describe('The current settlement: Monday 00:00 Europe/Warsaw to the next Monday 00:00'),
  balance: z
    .array(z.object({ currency, amount: minor('The sum of the period’s entries'), entries: z.number().int() }))
    .describe('Per currency; empty without entries'),
  items: z.array(
    z.object({
      id: z.number().int(),
      no: z.string().describe('WP/<year>/<id>'),
      type: z.enum(WALLET_ENTRY_TYPES),
      payoutDriver: minor('What the entry pays the driver; below 0 takes from its pay'),
      currency,
      reason,
      orderId: z.number().int().nullable(),
      orderNo: z.string().nullable(),
      correctionId: z.number().int().nullable(),
      comment: z.string().nullable().describe('The back office’s comment on the entry'),
      createdAt: z.iso.datetime(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
}) satisfies z.ZodType<DriverWalletResponse>;

export const driverCorrectionListAnswer = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      orderId: z.number().int(),
      orderNo: z.string(),
      companyName: z.string(),
      category: z.enum(CORRECTION_CATEGORIES),
      status: z.enum(CORRECTION_STATUSES),
      data: correctionData,
      packageSize: z.enum(PACKAGE_SIZES).nullable().describe('The order’s package size'),
      driversComment: z.string().nullable(),
      suggestedCorrectionPay: minor('The pay suggested at the submission').nullable(),
      acceptedAmount: minor('The accepted amount').nullable(),
      currency,
      createdAt: z.iso.datetime(),
      decidedAt: z.iso.datetime().nullable(),
      rejectionReason: z.string().nullable(),
      comment: z.string().nullable().describe('The decision’s note'),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
}) satisfies z.ZodType<DriverCorrectionListResponse>;
