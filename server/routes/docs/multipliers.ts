// The OpenAPI texts of the multipliers routes (server/routes/multipliers.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...multipliersDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import {
  DEACTIVATION_REASON_MAX,
  MULTIPLIER_DESCRIPTION_MAX,
  MULTIPLIER_LIST_MAX_DAYS,
  MULTIPLIER_MAX,
  MULTIPLIER_MIN,
  MULTIPLIER_TIME_RANGES_MAX,
  type MultiplierItem,
} from '../../../domain/multiplierSchemas.ts';
import { z } from 'zod';
import type { TimeRange } from '../../../domain/types.ts';
import { hourMinute, operatorRef, optionalTimestamp, timestamp } from './shapes/backOffice.ts';

const timeRange = z
  .object({ from: hourMinute, to: hourMinute, multiplier: z.number() })
  .describe('Hours of the day with their own multiplier') satisfies z.ZodType<TimeRange>;

const multiplierItem = z
  .object({
    id: z.number().int(),
    description: z.string().nullable(),
    dateFrom: timestamp('Start'),
    dateTo: timestamp('End'),
    regions: z.array(z.string()).describe('Region names'),
    companyIds: z.array(z.number().int()),
    multiplier: z.number(),
    timeRanges: z.array(timeRange).nullable().describe('Null: the multiplier applies all day'),
    createdAt: timestamp('Created'),
    createdBy: operatorRef.nullable(),
    deactivatedAt: optionalTimestamp('Deactivated'),
    deactivatedBy: operatorRef.nullable(),
    deactivationReason: z.string().nullable(),
  })
  .describe('A price multiplier') satisfies z.ZodType<MultiplierItem>;

const oneMultiplier = z.object({ multiplier: multiplierItem });

const ACCESS = 'Needs multipliers.canAccessPage (the superAdmin scope): 403 `insufficient_permissions` otherwise.';
const REACH = [
  'Reach: an operator limited to some regions or companies sees and deactivates only the multipliers naming at least',
  'one of its regions and one of its companies (others answer 404 `multiplier_not_found`).',
].join(' ');
const ITEM = [
  'A multiplier: {id, description, dateFrom, dateTo (ISO instants), regions (names), companyIds, multiplier, timeRanges',
  '([{from {hour, minute}, to {hour, minute}, multiplier}] or null), createdAt, createdBy {id, email}, deactivatedAt,',
  'deactivatedBy {id, email}, deactivationReason}.',
].join(' ');

export const multipliersDocs = {
  list: {
    summary: 'The multipliers whose dates overlap a window (the calendar’s months)',
    description: [
      'Query: dateFrom, dateTo (ISO instants; the console asks for 5 months before to 5 months after the viewed date,',
      'aligned to the start and end of the day). Answers {multipliers}: every multiplier with dateFrom ≤ the window’s end',
      'and dateTo ≥ its start, deactivated ones included, sorted by dateFrom then id.',
      ITEM,
      `The window may span at most ${MULTIPLIER_LIST_MAX_DAYS} days and must not be reversed: 400 \`validation_failed\``,
      '(field `dateTo`: multipliers.validation.windowTooLong / dateOrder).',
      REACH,
      ACCESS,
    ].join(' '),
    response: { 200: z.object({ multipliers: z.array(multiplierItem) }) },
  },
  details: {
    summary: 'One multiplier, deactivated or not (the console’s /multipliers/:id/show; ours)',
    description: [
      'Query: multiplierId (a whole number from 1; otherwise 400 `validation_failed` with the field error). Answers',
      '{multiplier} as GET /multiplier/list serves it.',
      ITEM,
      '404 `multiplier_not_found` for an unknown id.',
      REACH,
      ACCESS,
    ].join(' '),
    response: { 200: oneMultiplier },
  },
  create: {
    summary: 'Creates a price multiplier for some regions and companies',
    description: [
      'Body: dateFrom, dateTo (ISO instants with an offset, dateFrom < dateTo), multiplier (a number from',
      `${MULTIPLIER_MIN} to ${MULTIPLIER_MAX}, kept with 2 decimals), description (optional, at most ${MULTIPLIER_DESCRIPTION_MAX}`,
      'characters), regions (region names, at least one, each existing), companyIds (at least one, each existing),',
      `timeRanges (optional, at most ${MULTIPLIER_TIME_RANGES_MAX}): each {from {hour 0-23, minute 0-59}, to, multiplier},`,
      `from earlier than to, its own multiplier from ${MULTIPLIER_MIN} to ${MULTIPLIER_MAX}; ranges are [from, to) in`,
      'Warsaw local time on every day of the multiplier and must not overlap. Pricing (order estimate and creation) uses',
      'the highest active multiplier of the region, company and time; within a time range that range’s multiplier',
      'replaces the multiplier’s own value, outside every range the own value applies. The multiplier is active until',
      'deactivated. 400 `validation_failed` with per-field errors (`multiplier`, `dateTo`, `regions`, `companyIds`,',
      '`timeRanges.<i>.to`, …; unknown regions or companies as multipliers.validation.unknownRegion / unknownCompany);',
      '403 `region_not_allowed` / `company_not_allowed` for an operator limited to other regions or companies.',
      'Answers {multiplier}. One transaction with an audit entry.',
      ACCESS,
    ].join(' '),
    response: { 200: oneMultiplier },
  },
  deactivate: {
    summary: 'Deactivates a multiplier (pricing ignores it from then on)',
    description: [
      `Body: multiplierId, deactivationReason (optional, at most ${DEACTIVATION_REASON_MAX} characters; the console does not`,
      'collect it). 404 `multiplier_not_found`, 409 `multiplier_already_deactivated`. One transaction under a row lock with',
      'an audit entry; after the commit every console that sees an ongoing or scheduled order priced with it hears',
      '`deactivatedOrderMultiplier` {orderId, companyId, regionName} (its [Nx] flag turns to the deactivated look).',
      'Orders already priced keep their price. Answers {multiplier}.',
      REACH,
      ACCESS,
    ].join(' '),
    response: { 200: oneMultiplier },
  },
};
