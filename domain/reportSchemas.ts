// The query schemas of the ten CSV reports (validated on the server); the table of the reports and the calendar-day
// rules are in reportDefinitions.ts (re-exported here).
import { z } from 'zod';
import { allOr } from './schemas.ts';
import { STOCK_MOVEMENT_TYPES, type ReportType, type StockMovementType } from './enums.ts';
import { ALL_REGIONS } from './driverConstants.ts';
import {
  BUSINESS_DATE_MAX,
  BUSINESS_DATE_MIN,
  idList,
  idRule,
  isWithinBusinessDates,
  msg,
  REGION_NAME_MAX,
  text,
} from './schemas.ts';
import { LOCALES, type Locale } from './constants.ts';
import {
  REPORT_DEFINITIONS,
  REPORT_HEADER_MODES,
  REPORT_RANGE_REVERSED,
  REPORT_RANGE_TOO_LONG,
  REPORT_SEPARATORS,
  dayOfValue,
  daySpan,
  reportHeaderLanguage,
  type ReportDay,
  type ReportHeaderMode,
  type ReportSeparator,
} from './reportDefinitions.ts';

export * from './reportDefinitions.ts';

const dayValue = text(40)
  .min(1, { error: msg.required })
  .refine((value) => dayOfValue(value) !== null, { error: msg.invalid, abort: true })
  .refine((value) => isWithinBusinessDates(dayOfValue(value)!), {
    error: msg.dateOutOfRange,
    params: { min: BUSINESS_DATE_MIN, max: BUSINESS_DATE_MAX },
  } as never);

const intArray = idList();

const common = {
  separator: z.enum(REPORT_SEPARATORS).optional(),
  /** The language of the header line (pl, en, cz); without it the headers are the snake_case keys. */
  lang: z.enum(LOCALES).optional(),
  /** keys: the snake_case keys whatever `lang` says; labels: translated headers (English without `lang`). */
  headers: z.enum(REPORT_HEADER_MODES).optional(),
};
const tenantFilters = {
  /** Region name; "*" (or nothing) means every region. */
  region: text(REGION_NAME_MAX, { error: msg.invalid }).min(1, { error: msg.invalid }).optional(),
  /** companyIds[]=1&companyIds[]=2 (or comma-joined). */
  companyIds: intArray.optional(),
};

/** The span rules of a type on its two date parameters. */
const withSpan = <T extends z.ZodRawShape>(type: ReportType, shape: T) => {
  const def = REPORT_DEFINITIONS[type];
  const { from, to } = def.dateParams!;
  return z.object({ ...shape, [from]: dayValue, [to]: dayValue, ...common }).superRefine((query, ctx) => {
    const values = query as Record<string, unknown>;
    const first = dayOfValue(String(values[from]));
    const last = dayOfValue(String(values[to]));
    if (!first || !last) return;
    const span = daySpan(first, last);
    if (span < 1) ctx.addIssue({ code: 'custom', path: [to], message: REPORT_RANGE_REVERSED });
    else if (span > def.maxSpanDays!) {
      ctx.addIssue({
        code: 'custom',
        path: [to],
        message: REPORT_RANGE_TOO_LONG,
        params: { maxDays: def.maxSpanDays },
      });
    }
  });
};

export const REPORT_QUERY_SCHEMAS = {
  driverActivity: withSpan('driverActivity', {}),
  driverAvailability: withSpan('driverAvailability', {}),
  ordersFull: withSpan('ordersFull', { reportType: z.enum(['full']).default('full'), ...tenantFilters }),
  orderOffers: withSpan('orderOffers', tenantFilters),
  driversStock: z.object({ ...tenantFilters, ...common }),
  corrections: withSpan('corrections', {}),
  driversFeedback: withSpan('driversFeedback', {}),
  auditStockMovement: withSpan('auditStockMovement', {
    /** The stock movement type; "all" or nothing: every type. */
    reportType: allOr(STOCK_MOVEMENT_TYPES).optional(),
    ...tenantFilters,
  }),
  stockExchange: withSpan('stockExchange', {}),
  walletEntries: withSpan('walletEntries', {
    /** Region name of the drivers; "*" (or nothing) means every region. */
    region: tenantFilters.region,
    /** One driver's entries (an id: 400 for anything else); without it every driver's the caller sees. */
    driverId: idRule().optional(),
  }),
} satisfies Record<ReportType, z.ZodType>;

/** What a report's SQL needs, whatever the type's query names: the days, the filters, the CSV dialect. */
export interface ReportParams {
  from: ReportDay | null;
  to: ReportDay | null;
  region: string | null;
  companyIds: number[];
  movementType: StockMovementType | null;
  /** walletEntries: one driver, or null. */
  driverId: number | null;
  separator: ReportSeparator;
  /** The language of the header line and of the coded values (statuses, types, yes/no…); null: the keys and codes. */
  headerLang: Locale | null;
}

/** A parsed query of a type as ReportParams. */
export const toReportParams = (type: ReportType, query: Record<string, unknown>): ReportParams => {
  const def = REPORT_DEFINITIONS[type];
  const day = (name: string | undefined) =>
    name && typeof query[name] === 'string' ? dayOfValue(query[name] as string) : null;
  const region = typeof query.region === 'string' && query.region !== ALL_REGIONS ? query.region : null;
  const movement =
    type === 'auditStockMovement' && typeof query.reportType === 'string'
      ? (query.reportType as StockMovementType)
      : null;
  return {
    from: day(def.dateParams?.from),
    to: day(def.dateParams?.to),
    region,
    companyIds: Array.isArray(query.companyIds) ? (query.companyIds as number[]) : [],
    movementType: movement,
    driverId: typeof query.driverId === 'number' ? query.driverId : null,
    separator: query.separator === 'semicolon' ? 'semicolon' : 'comma',
    headerLang: reportHeaderLanguage(query.headers as ReportHeaderMode | undefined, query.lang as Locale | undefined),
  };
};
