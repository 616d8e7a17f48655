// The ten CSV reports: one table that the server and the Reports page both read — each type's endpoint, query
// names, filters, maximum span, default range, permission flag and saved file name — plus the calendar-day rules of
// the date ranges.
//
// Report dates are calendar days. The console sends a day as an ISO string at UTC midnight, and the last day of a
// range at 23:59:59.999 UTC, e.g. 10 March → dateFrom=2026-03-10T00:00:00.000Z, dateTo=2026-03-10T23:59:59.999Z.
// The server reads the UTC calendar date of each value (a plain yyyy-MM-dd is accepted too) and reports the Warsaw
// days from the first to the last, both included. The span is counted in calendar days, both ends included, so
// driverAvailability (1 day) takes exactly one day.
// Without zod: the console's data provider reads this up front (the query schemas live in reportSchemas.ts).
import { REPORT_TYPES, type ReportType, type StockMovementType } from './enums.ts';
import type { Locale } from './constants.ts';

export { REPORT_TYPES, type ReportType };

/** The filters a report type offers besides its dates. */
export type ReportFilter = 'region' | 'companyIds' | 'movementType' | 'driverId';
export type ReportDefaultRange = 'today' | 'lastMonth';
export const REPORT_DATE_PRESETS = ['today', 'yesterday', 'lastWeek', 'lastMonth'] as const;
export type ReportDatePreset = (typeof REPORT_DATE_PRESETS)[number];

export interface ReportDefinition {
  type: ReportType;
  /** GET path under /api. */
  endpoint: string;
  /** The query names of the range (dateFrom/dateTo; createdAtFrom/createdAtTo for order offers); null: no dates. */
  dateParams: { from: string; to: string } | null;
  /** Maximum span in calendar days, both ends included (1, 60, 120 or 366); null without dates. */
  maxSpanDays: number | null;
  /** The range the page starts with: today, or the last month. */
  defaultRange: ReportDefaultRange | null;
  filters: readonly ReportFilter[];
  /** Query values always sent (GET /order/generate-report?reportType=full). */
  fixedQuery: Readonly<Record<string, string>>;
  /** The permission flag path (domain/permissions.ts) the server checks and the page reads. */
  permission: `reports.${ReportType}`;
  /** The saved file name, e.g. orders.csv. */
  fileName: string;
}

const DATES = { from: 'dateFrom', to: 'dateTo' } as const;

/** A long report (120 days of orders) may take more than the usual 50 s download limit to arrive. */
export const REPORT_DOWNLOAD_TIMEOUT_MS = 300_000;

export const REPORT_DEFINITIONS: Record<ReportType, ReportDefinition> = {
  driverActivity: {
    type: 'driverActivity',
    endpoint: '/report/driver-activity',
    dateParams: DATES,
    maxSpanDays: 366,
    defaultRange: 'lastMonth',
    filters: [],
    fixedQuery: {},
    permission: 'reports.driverActivity',
    fileName: 'xdeliverer_activity_report.csv',
  },
  driverAvailability: {
    type: 'driverAvailability',
    endpoint: '/report/driver-availability',
    dateParams: DATES,
    maxSpanDays: 1,
    defaultRange: 'today',
    filters: [],
    fixedQuery: {},
    permission: 'reports.driverAvailability',
    fileName: 'xdeliverer_availability_report.csv',
  },
  ordersFull: {
    type: 'ordersFull',
    endpoint: '/order/generate-report',
    dateParams: DATES,
    maxSpanDays: 120,
    defaultRange: 'lastMonth',
    filters: ['region', 'companyIds'],
    fixedQuery: { reportType: 'full' },
    permission: 'reports.ordersFull',
    fileName: 'orders.csv',
  },
  orderOffers: {
    type: 'orderOffers',
    endpoint: '/report/order-offers',
    dateParams: { from: 'createdAtFrom', to: 'createdAtTo' },
    maxSpanDays: 120,
    defaultRange: 'lastMonth',
    filters: ['region', 'companyIds'],
    fixedQuery: {},
    permission: 'reports.orderOffers',
    fileName: 'order_offers.csv',
  },
  driversStock: {
    type: 'driversStock',
    endpoint: '/report/driver',
    dateParams: null,
    maxSpanDays: null,
    defaultRange: null,
    filters: ['region', 'companyIds'],
    fixedQuery: {},
    permission: 'reports.driversStock',
    fileName: 'drivers_stock.csv',
  },
  corrections: {
    type: 'corrections',
    endpoint: '/report/corrections',
    dateParams: DATES,
    maxSpanDays: 60,
    defaultRange: 'today',
    filters: [],
    fixedQuery: {},
    permission: 'reports.corrections',
    fileName: 'corrections.csv',
  },
  driversFeedback: {
    type: 'driversFeedback',
    endpoint: '/report/drivers-feedback',
    dateParams: DATES,
    maxSpanDays: 60,
    defaultRange: 'today',
    filters: [],
    fixedQuery: {},
    permission: 'reports.driversFeedback',
    fileName: 'feedback.csv',
  },
  auditStockMovement: {
    type: 'auditStockMovement',
    endpoint: '/report/audit-stock-movement',
    dateParams: DATES,
    maxSpanDays: 120,
    defaultRange: 'lastMonth',
    filters: ['movementType', 'region', 'companyIds'],
    fixedQuery: {},
    permission: 'reports.auditStockMovement',
    fileName: 'stock_movement.csv',
  },
  stockExchange: {
    type: 'stockExchange',
    endpoint: '/report/stock-exchange',
    dateParams: DATES,
    maxSpanDays: 60,
    defaultRange: 'today',
    filters: [],
    fixedQuery: {},
    permission: 'reports.stockExchange',
    fileName: 'stock_exchange.csv',
  },
  walletEntries: {
    type: 'walletEntries',
    endpoint: '/report/wallet-entries',
    dateParams: DATES,
    maxSpanDays: 120,
    defaultRange: 'lastMonth',
    filters: ['region', 'driverId'],
    fixedQuery: {},
    permission: 'reports.walletEntries',
    fileName: 'wallet_entries.csv',
  },
};

/** The report types a user may generate, in the page's order. */
export const accessibleReportTypes = (flags: Partial<Record<ReportType, boolean>> | undefined | null): ReportType[] =>
  REPORT_TYPES.filter((type) => flags?.[type] === true);

// ───────────────────────────── calendar days ─────────────────────────────

/** A calendar day, yyyy-MM-dd. */
export type ReportDay = string;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The day as the API receives a range's first day: ISO at UTC midnight. */
export const dayStartIso = (day: ReportDay): string => `${day}T00:00:00.000Z`;
/** The day as the API receives a range's last day: ISO at 23:59:59.999 UTC. */
export const dayEndIso = (day: ReportDay): string => `${day}T23:59:59.999Z`;

/** The calendar day an API value carries: a yyyy-MM-dd as is, an ISO date-time's UTC date. */
export const dayOfValue = (value: string): ReportDay | null => {
  if (DAY_PATTERN.test(value)) return Number.isNaN(Date.parse(value)) ? null : value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
};

export const addDays = (day: ReportDay, days: number): ReportDay =>
  new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from `from` to `to`, both included (1 for a single day; 0 or less when reversed). */
export const daySpan = (from: ReportDay, to: ReportDay): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** The local calendar day of a moment (the operator's day: the browser's, which is Europe/Warsaw for our users). */
export const localDay = (moment: Date): ReportDay =>
  `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}-${String(moment.getDate()).padStart(2, '0')}`;

export interface ReportDayRange {
  from: ReportDay;
  to: ReportDay;
}

/**
 * The presets: Today; Yesterday; LastWeek, the 7 days up to today; LastMonth, the month up to today (from
 * the day after the same date a month ago: 11 February … 10 March).
 */
export const reportPresetRange = (preset: ReportDatePreset, today: ReportDay): ReportDayRange => {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'lastWeek':
      return { from: addDays(today, -6), to: today };
    case 'lastMonth': {
      const [y, m, d] = today.split('-').map(Number);
      // The same date a month before, clamped to that month's last day (31 March → 28/29 February).
      const lastOfPrevious = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
      const monthAgo = new Date(Date.UTC(y, m - 2, Math.min(d, lastOfPrevious))).toISOString().slice(0, 10);
      return { from: addDays(monthAgo, 1), to: today };
    }
  }
};

/** The range a type starts with: today, or the last month. */
export const defaultReportRange = (type: ReportType, today: ReportDay): ReportDayRange | null => {
  const range = REPORT_DEFINITIONS[type].defaultRange;
  return range ? reportPresetRange(range, today) : null;
};

/** Whether a range is longer than the type allows. */
export const exceedsReportSpan = (type: ReportType, range: ReportDayRange): boolean => {
  const max = REPORT_DEFINITIONS[type].maxSpanDays;
  return max !== null && daySpan(range.from, range.to) > max;
};

export type ReportRangeError = 'required' | 'reversed' | 'tooLong';

/** What is wrong with a range the page holds, if anything (the Generate button waits for a valid one). */
export const reportRangeError = (type: ReportType, range: ReportDayRange | null): ReportRangeError | null => {
  if (REPORT_DEFINITIONS[type].maxSpanDays === null) return null;
  if (!range || !DAY_PATTERN.test(range.from) || !DAY_PATTERN.test(range.to)) return 'required';
  if (daySpan(range.from, range.to) < 1) return 'reversed';
  return exceedsReportSpan(type, range) ? 'tooLong' : null;
};

/** The preset a range is, if any (to show it as chosen). */
export const reportPresetOf = (range: ReportDayRange | null, today: ReportDay): ReportDatePreset | undefined =>
  range
    ? REPORT_DATE_PRESETS.find((preset) => {
        const candidate = reportPresetRange(preset, today);
        return candidate.from === range.from && candidate.to === range.to;
      })
    : undefined;

// ───────────────────────────── queries ─────────────────────────────

/** Message keys of the range errors (server field errors; the page words them with the type's maximum). */
export const REPORT_RANGE_TOO_LONG = 'reports.validation.rangeTooLong';
export const REPORT_RANGE_REVERSED = 'validation.dateRangeReversed';
/** errorCode of a 400 whose range is longer than the type's maximum span. */
export const REPORT_RANGE_TOO_LONG_CODE = 'report_range_too_long';

/** `separator=semicolon` for spreadsheets of Polish and Czech users (comma decimals too); comma by default. */
export const REPORT_SEPARATORS = ['comma', 'semicolon'] as const;
export type ReportSeparator = (typeof REPORT_SEPARATORS)[number];

/**
 * The header line: `keys`, the columns' stable snake_case names (what integrations read; the default without `lang`),
 * or `labels`, the column names in the language of `lang` (English without it). The console sends its language
 * (`lang=pl|en|cz`), so a user's file has headers in the user's language; the texts are in locales/<lang>/reports.ts
 * (`reports.columns`). The coded values of the rows (statuses, types, reasons, yes/no) follow the same language
 * (domain/codedValues.ts): codes with the keys, the user's words with the labels.
 */
export const REPORT_HEADER_MODES = ['keys', 'labels'] as const;
export type ReportHeaderMode = (typeof REPORT_HEADER_MODES)[number];

/** The language of a report's header line, or null for the snake_case keys (the rule of REPORT_HEADER_MODES). */
export const reportHeaderLanguage = (headers: ReportHeaderMode | undefined, lang: Locale | undefined): Locale | null =>
  headers === 'keys' ? null : (lang ?? (headers === 'labels' ? 'en' : null));

/** The page's choices for a report. */
export interface ReportFormValues {
  range: ReportDayRange | null;
  /** Region name, or null for "---". */
  region: string | null;
  companyIds: number[];
  /** auditStockMovement: the movement type, or null for every type. */
  movementType: StockMovementType | null;
  /** walletEntries: one driver's entries (the driver's id), or null for every driver. */
  driverId?: number | null;
  separator: ReportSeparator;
}

/**
 * The query the page sends for a type (the type's query names; dates at UTC midnight, the end at 23:59:59.999 UTC),
 * with the user's language for the header line.
 */
export const reportQuery = (
  type: ReportType,
  values: ReportFormValues,
  lang?: Locale,
): Record<string, string | number[]> => {
  const def = REPORT_DEFINITIONS[type];
  const query: Record<string, string | number[]> = { ...def.fixedQuery };
  if (def.dateParams && values.range) {
    query[def.dateParams.from] = dayStartIso(values.range.from);
    query[def.dateParams.to] = dayEndIso(values.range.to);
  }
  if (def.filters.includes('movementType') && values.movementType) query.reportType = values.movementType;
  if (def.filters.includes('region') && values.region) query.region = values.region;
  if (def.filters.includes('companyIds') && values.companyIds.length) query.companyIds = values.companyIds;
  if (def.filters.includes('driverId') && values.driverId) query.driverId = String(values.driverId);
  if (values.separator === 'semicolon') query.separator = 'semicolon';
  if (lang) query.lang = lang;
  return query;
};
