// The OpenAPI texts of the wallet routes (server/routes/wallet.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...walletDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import {
  WALLET_AMOUNT_MAX,
  WALLET_COMMENT_MAX,
  WALLET_DEFAULT_PER_PAGE,
  WALLET_DRIVER_OPTIONS_MAX,
  WALLET_ERRORS,
  WALLET_MAX_PER_PAGE,
  WALLET_RANGE_MAX_DAYS,
  WALLET_REASON_MAX,
  type WalletDescriptionParams,
  type WalletDriver,
  type WalletDriverOptionsResponse,
  type WalletEntry,
  type WalletListResponse,
} from '../../../domain/walletSchemas.ts';
import { z } from 'zod';
import { CURRENCIES, WALLET_ENTRY_TYPES } from '../../../domain/enums.ts';
import { optionalTimestamp, timestamp } from './shapes/backOffice.ts';
import { walletDescriptionParams } from './shapes/driverMoney.ts';

const currency = z.enum(CURRENCIES);

const descriptionParams = walletDescriptionParams.describe(
  'What a system-booked entry is for, worded by the console',
) satisfies z.ZodType<WalletDescriptionParams>;

const walletEntry = z
  .object({
    id: z.number().int(),
    driverId: z.number().int(),
    driverName: z.string(),
    driverEmail: z.string(),
    no: z.string().describe('WP/<year>/<id>'),
    type: z.enum(WALLET_ENTRY_TYPES),
    payoutDriver: z.number().int().describe('Minor units'),
    payoutClient: z.number().int().nullable().describe('Minor units'),
    currency,
    description: z.string().nullable(),
    descriptionParams: descriptionParams.nullable().describe('Null on manual entries'),
    orderId: z.number().int().nullable(),
    orderNo: z.string().nullable(),
    correctionId: z.number().int().nullable(),
    createdAt: timestamp('Booked'),
    createdBy: z.number().int().nullable().describe('The operator’s id; null: booked by the system'),
    createdByName: z.string().nullable(),
    createdByEmail: z.string().nullable(),
    creationComment: z.string().nullable(),
    deletedAt: optionalTimestamp('Deleted'),
    deletedBy: z.number().int().nullable(),
    deletedByName: z.string().nullable(),
    deletedByEmail: z.string().nullable(),
    deletionReason: z.string().nullable(),
    deletionComment: z.string().nullable(),
    settled: z.boolean().describe('Inside a closed payout period: cannot be deleted'),
    settledAt: optionalTimestamp('Settled by the payout run'),
  })
  .describe('A wallet entry') satisfies z.ZodType<WalletEntry>;

const walletList = z.object({
  items: z.array(walletEntry),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  totals: z
    .array(
      z.object({
        currency,
        payoutDriver: z.number().int(),
        payoutClient: z.number().int(),
        entries: z.number().int().describe('Non-deleted entries'),
        deleted: z.number().int(),
      }),
    )
    .describe('Sums of the range, per currency'),
}) satisfies z.ZodType<WalletListResponse>;

const walletDriverAnswer = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string(),
  regionName: z.string().nullable(),
}) satisfies z.ZodType<WalletDriver>;

const walletDriverOptions = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      regionName: z.string().nullable(),
    }),
  ),
}) satisfies z.ZodType<WalletDriverOptionsResponse>;

const TENANT = [
  'Tenant: an operator limited to some regions or companies reaches only the drivers it sees on the drivers page',
  '(their region is one of its regions; they have no company limit or one of its companies); other drivers and their',
  'entries are "not found".',
].join(' ');
const ENTRY = [
  'An entry: `id, driverId, driverName, driverEmail, no` (WP/<year>/<id>), `type` (ride_added, correction,',
  'bonus, ambassador, iqos_wee_exchange), `payoutDriver, payoutClient` (integer minor units: grosze for pln, haléře',
  'for czk; payoutClient may be null), `currency` (pln, czk), `description`, `descriptionParams` (ours: on entries the',
  "system books, what for as data the console words in the user's language: {kind: delivered | weeExchange} or {kind: cancelled,",
  'reason} or {kind: correction, category}; null on manual entries), `orderId, orderNo` (of a linked order),',
  '`correctionId, createdAt, createdBy` (operator id, null when booked by the system) `createdByName, createdByEmail,',
  'creationComment, deletedAt, deletedBy, deletedByName, deletedByEmail, deletionReason, deletionComment`, `settled`',
  '(inside a closed payout period: settledAt set by the payout run, or created before the current payout week, which',
  'starts on Monday 00:00 Europe/Warsaw) and `settledAt`.',
].join(' ');

export const walletDocs = {
  list: {
    summary: 'Wallet entries of a date range (and a driver), newest first, one page with the sums',
    description: [
      '`dateFrom`, `dateTo` (ISO date-times, required; both ends included; a reversed pair is swapped) span at most',
      `${WALLET_RANGE_MAX_DAYS} days: dateTo − dateFrom may not exceed ${WALLET_RANGE_MAX_DAYS} × 24 h + 1 h (the hour of the`,
      `autumn DST change), else 400 \`${WALLET_ERRORS.rangeTooLong}\` with a field error on \`dateTo\`. \`driverId\` (optional)`,
      `keeps one driver's entries: a driver that does not exist or that the caller may not see is 404 \`${WALLET_ERRORS.driverNotFound}\`,`,
      'and a driverId that is not a whole number from 1 (`x`, `1.5`, an empty value) is 400 `validation_failed` with a field',
      `error on driverId (never every driver's entries). Paginated on the server: \`page\` (from 1), \`perPage\` (default ${WALLET_DEFAULT_PER_PAGE},`,
      `at most ${WALLET_MAX_PER_PAGE}); a week of every driver's rides can be thousands of entries.`,
      'Answers `{items, total, page, perPage, totals}`: items newest first (createdAt, then id, descending), total = entries of',
      'the filter (deleted included), totals = per currency over the whole filter `{currency, payoutDriver, payoutClient,',
      'entries, deleted}` where the sums and `entries` count the non-deleted entries only.',
      `${ENTRY} ${TENANT}`,
      'Needs wallet.canAccessPage (the Wallet scope; superAdmin alone does not grant it): 403 `insufficient_permissions`.',
      '400 `validation_failed` with field errors for missing or invalid dates or ids.',
    ].join(' '),
    response: { 200: walletList },
  },
  entry: {
    summary: "One wallet entry (ours: the entry's page)",
    description: [
      '`entryId` (required, a whole number from 1; anything else is 400 `validation_failed` with a field error on entryId).',
      `Answers the entry, deleted or not, as the list does, or 404 \`${WALLET_ERRORS.entryNotFound}\` when there is no such entry or`,
      `its driver is not one the caller may see. ${ENTRY} ${TENANT}`,
      'Needs wallet.canAccessPage (the Wallet scope; superAdmin alone does not grant it): 403 `insufficient_permissions`.',
    ].join(' '),
    response: { 200: walletEntry },
  },
  drivers: {
    summary: 'Drivers to pick for a wallet (ours: the create page and the wallet entries report)',
    description: [
      '`q` (optional, at most 100 characters) keeps the drivers whose name, e-mail or phone contains it (case-insensitive;',
      `spaces in a phone ignored). Answers \`{items}\`, at most ${WALLET_DRIVER_OPTIONS_MAX}, sorted by name: \`{id, name, email, phone,`,
      'regionName}` each, inactive and blocked drivers included (their wallets stay). Only what a picker shows: the drivers',
      `page's GET /driver/list (locations, stock, companies) needs the Drivers scope. ${TENANT}`,
      'Needs wallet.canAccessPage or reports.walletEntries (both the Wallet scope; superAdmin alone does not grant them):',
      '403 `insufficient_permissions`. 400 `validation_failed` for a q over 100 characters.',
    ].join(' '),
    response: { 200: walletDriverOptions },
  },
  driver: {
    summary: 'The driver the create-entry dialog names (ours)',
    description: [
      'Answers `{id, firstName, lastName, name, email, regionName}` of the driver, or 404 `driver_not_found` when there is',
      `no such driver or the caller may not see it (the console then goes back to the driver list). ${TENANT}`,
      'Needs wallet.canAccessPage: 403 `insufficient_permissions`.',
    ].join(' '),
    response: { 200: walletDriverAnswer },
  },
  create: {
    summary: 'Creates a manual wallet entry (bonus, correction or ambassador); idempotent with an Idempotency-Key',
    description: [
      'Body: `driverId` (404 `driver_not_found`), `type` bonus, correction or ambassador (the other types are booked by the',
      'system: 400), `payoutDriver` (required, integer minor units — grosze for pln — non-zero; negative subtracts from the',
      `driver's wallet; |value| ≤ ${WALLET_AMOUNT_MAX}), \`payoutClient\` (optional, integer minor units, may be null),`,
      '`currency` pln or czk (required; the console offers pln only), `comment` (optional, stored as creationComment,',
      `at most ${WALLET_COMMENT_MAX} characters). Money is sent and answered in integer minor units, as stored; the console`,
      'converts the złote typed by the user (at most 2 decimals).',
      `Idempotency: the optional request header \`Idempotency-Key\` (8–100 characters of A–Z, a–z, 0–9, \`. _ : -\`; the`,
      'console sends a fresh UUID per opening of the create dialog). The first request of the caller with a key writes',
      'the entry; any later or concurrent request of the same caller with that key writes nothing and answers the first',
      'entry (200, same id, header `Idempotent-Replayed: true`); the same key with a different body is 409',
      '`idempotency_key_reused`. Without the header every request writes an entry.',
      `Answers the entry (200). One transaction with the audit entry (wallet.create). ${ENTRY} ${TENANT}`,
      'Needs wallet.canCreate (wallet page access): 403 `insufficient_permissions`. 400 `validation_failed` with field errors.',
    ].join(' '),
    response: { 200: walletEntry.describe('The new entry (or the one the idempotency key already booked)') },
  },
  delete: {
    summary: 'Deletes a wallet entry with a reason (not a settled one)',
    description: [
      `Body: \`walletEntryId\`, \`reason\` (required, at most ${WALLET_REASON_MAX} characters), \`comment\` (optional, at most`,
      `${WALLET_COMMENT_MAX}). Sets deletedAt, deletedBy, deletionReason and deletionComment; the entry stays in the list as`,
      'deleted and leaves the sums. 404 `wallet_entry_not_found`; 409 `wallet_entry_already_deleted`; 409',
      '`wallet_entry_settled` for an entry inside a closed payout period (settledAt set, or created before the current',
      'payout week: Monday 00:00 Europe/Warsaw). The entry is locked (FOR UPDATE) for the checks and the change; one',
      `transaction with the audit entry (wallet.delete). Answers the deleted entry. ${ENTRY} ${TENANT}`,
      'Needs wallet.canCreate (wallet page access): 403 `insufficient_permissions`.',
    ].join(' '),
    response: { 200: walletEntry.describe('The entry, deleted') },
  },
};
