// The wallet's constants and range rule that the console's data provider needs, without zod (the data provider is in
// the up-front bundle; walletSchemas.ts, with the zod schemas, re-exports all of this).
import { addDays, startOfDay } from 'date-fns';
import { DATE_RANGE_MAX_DAYS } from './constants.ts';
import { fromDateRangeQuery, toDateRangeQuery, wholeDays, type DateRangeQuery, type DayRange } from './dateRange.ts';

/** Wallet range: at most 7 days. */
export const WALLET_RANGE_MAX_DAYS = DATE_RANGE_MAX_DAYS;
export const WALLET_DEFAULT_PER_PAGE = 50;

/**
 * What the system wrote an entry for, as data: the console words it in the user's language (the stored description
 * is the server's own text, kept for exports and older entries). The order is the entry's orderNo.
 */
export type WalletDescriptionParams =
  | { kind: 'delivered' }
  | { kind: 'weeExchange' }
  | { kind: 'cancelled'; reason: string }
  | { kind: 'correction'; category: string };
/** The request header carrying the client's idempotency key (case-insensitive in HTTP). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * The list's range from the filter values (URL): whole local days, reversed swapped, today when absent, and at most
 * 7 days (a longer range typed into the URL keeps its last 7 days).
 */
export const walletRangeOf = (
  query: Partial<Record<keyof DateRangeQuery, unknown>>,
  now: Date = new Date(),
): DayRange => {
  const range = fromDateRangeQuery(query, now);
  const earliest = addDays(startOfDay(range.to), -(WALLET_RANGE_MAX_DAYS - 1));
  return range.from < earliest ? wholeDays(earliest, range.to) : range;
};

export const walletRangeQueryOf = (
  query: Partial<Record<keyof DateRangeQuery, unknown>>,
  now: Date = new Date(),
): DateRangeQuery => toDateRangeQuery(walletRangeOf(query, now));
