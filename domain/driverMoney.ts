// The driver's money in the driver API (GET /api/driver/wallet, GET /api/driver/corrections): the queries the server
// parses and the answers the driver app reads. Money is integer minor units (grosze, haléře), distances metres.
//
// Our choices (recorded in the OpenAPI description too):
// - The current settlement is the open payout period: the payout week that began on Monday 00:00 Europe/Warsaw
//   (walletSchemas.ts PAYOUT_TIME_ZONE). Its entries are the driver's entries that are not settled (no settledAt,
//   created in this week) and not deleted; the balance is their sum per currency.
// - The driver sees what the entry pays it, never what the client pays (payoutClient) nor which operator wrote it.
// - Both lists are newest first and paged (page, perPage ≤ DRIVER_MONEY_MAX_PER_PAGE) with the total.
import { z } from 'zod';
import { pageRule, wholeNumber } from './schemas.ts';
import type { CorrectionCategory, CorrectionStatus, Currency, PackageSize, WalletEntryType } from './enums.ts';
import type { WalletDescriptionParams } from './walletConstants.ts';
import type { CorrectionData } from './correctionSchemas.ts';

export const DRIVER_MONEY_DEFAULT_PER_PAGE = 50;
export const DRIVER_MONEY_MAX_PER_PAGE = 200;

/** GET /api/driver/wallet and GET /api/driver/corrections: page (from 1) and perPage. */
export const driverMoneyQuerySchema = z.object({
  page: pageRule().default(1),
  perPage: wholeNumber(1, DRIVER_MONEY_MAX_PER_PAGE).default(DRIVER_MONEY_DEFAULT_PER_PAGE),
});
export type DriverMoneyQuery = z.infer<typeof driverMoneyQuerySchema>;

/** One entry of the driver's wallet, as the driver sees it. */
export interface DriverWalletEntry {
  id: number;
  /** WP/<year>/<id, 6 digits>. */
  no: string;
  type: WalletEntryType;
  /** Minor units: what the entry adds to (or, below 0, takes from) the driver's pay. */
  payoutDriver: number;
  currency: Currency;
  /** What the system booked it for (a delivery, a cancelled order, a correction); null for an entry made by hand. */
  reason: WalletDescriptionParams | null;
  orderId: number | null;
  orderNo: string | null;
  correctionId: number | null;
  /** The back office's comment on the entry (a bonus's reason, a correction's decision note), if any. */
  comment: string | null;
  createdAt: string;
}

/** The balance of the current settlement in one currency. */
export interface DriverWalletBalance {
  currency: Currency;
  /** Minor units. */
  amount: number;
  entries: number;
}

/** GET /api/driver/wallet */
export interface DriverWalletResponse {
  /** The current settlement: from Monday 00:00 Europe/Warsaw to the next Monday 00:00. */
  period: { from: string; to: string };
  /** Per currency of the period's entries (none without entries). */
  balance: DriverWalletBalance[];
  items: DriverWalletEntry[];
  total: number;
  page: number;
  perPage: number;
}

/** One of the driver's corrections with its decision. */
export interface DriverCorrectionItem {
  id: number;
  orderId: number;
  orderNo: string;
  companyName: string;
  category: CorrectionCategory;
  status: CorrectionStatus;
  data: CorrectionData;
  packageSize: PackageSize | null;
  driversComment: string | null;
  /** Minor units: the pay the server suggested at the submission. */
  suggestedCorrectionPay: number | null;
  /** Minor units: the amount the back office accepted (accepted only). */
  acceptedAmount: number | null;
  currency: Currency;
  createdAt: string;
  decidedAt: string | null;
  /** Rejected: the back office's reason. */
  rejectionReason: string | null;
  /** The decision's note (accepted or rejected), if the back office wrote one. */
  comment: string | null;
}

/** GET /api/driver/corrections */
export interface DriverCorrectionListResponse {
  items: DriverCorrectionItem[];
  total: number;
  page: number;
  perPage: number;
}
