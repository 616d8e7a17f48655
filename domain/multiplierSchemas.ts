// Price multipliers (the /multiplier/* calls and the calendar page): the bodies and queries the server parses, the
// answers the console reads, the calendar's constants and the create form's rules (time-range rows). Shared by the
// console and the server; messages are i18n keys.
import { z } from 'zod';
import type { HourMinute, TimeRange } from './types.ts';
import { idRule, INT4_MAX, isoDateTime, msg, REGION_NAME_MAX, text } from './schemas.ts';

// ---- Constants -----------------------------------------------------------------------------------------------------
/** The smallest multiplier; the same for a time range's own multiplier. */
export const MULTIPLIER_MIN = 1.01;
/** Ours: the largest multiplier (a typo guard: ×10 is already far above any real surcharge). */
export const MULTIPLIER_MAX = 10;
/** The create form's starting value: the smallest allowed one (the operator raises it from there). */
export const MULTIPLIER_DEFAULT = MULTIPLIER_MIN;
export const MULTIPLIER_STEP = 0.1;
export { MULTIPLIER_WINDOW_MONTHS, MULTIPLIER_CALENDAR_VIEWS, type MultiplierCalendarView } from './constants.ts';
export const MULTIPLIER_CALENDAR_HEIGHT = 500;
/** Ours: GET /multiplier/list answers windows of at most this many days (the calendar asks for about 10 months). */
export const MULTIPLIER_LIST_MAX_DAYS = 366;
/** Ours: description length and the number of time ranges of one multiplier. */
export const MULTIPLIER_DESCRIPTION_MAX = 500;
export const MULTIPLIER_TIME_RANGES_MAX = 24;
export const DEACTIVATION_REASON_MAX = 500;

export const MULTIPLIER_ERRORS = {
  notFound: 'multiplier_not_found',
  alreadyDeactivated: 'multiplier_already_deactivated',
  regionNotAllowed: 'region_not_allowed',
  companyNotAllowed: 'company_not_allowed',
} as const;

export const multiplierMsg = {
  atLeastOneValue: 'multipliers.validation.atLeastOneValue',
  dateOrder: 'multipliers.validation.dateOrder',
  timeOrder: 'multipliers.validation.timeOrder',
  overlappingRanges: 'multipliers.validation.overlappingRanges',
  unknownRegion: 'multipliers.validation.unknownRegion',
  unknownCompany: 'multipliers.validation.unknownCompany',
  windowTooLong: 'multipliers.validation.windowTooLong',
} as const;

// ---- Pieces ---------------------------------------------------------------------------------------------------------
const requiredInstant = text(40, { trim: false }).min(1, { error: msg.required }).pipe(isoDateTime());

/** A multiplier value: a number from MULTIPLIER_MIN to MULTIPLIER_MAX, kept with 2 decimals. */
export const multiplierValueSchema = z
  .number({ error: msg.required })
  .min(MULTIPLIER_MIN, { error: msg.minValue, params: { min: MULTIPLIER_MIN } } as never)
  .max(MULTIPLIER_MAX, { error: msg.maxValue, params: { max: MULTIPLIER_MAX } } as never)
  .transform((v) => Math.round(v * 100) / 100);

const hourMinuteSchema = z.object({
  hour: z
    .number({ error: msg.required })
    .int({ error: msg.invalid })
    .min(0, { error: msg.invalid })
    .max(23, { error: msg.invalid }),
  minute: z
    .number({ error: msg.required })
    .int({ error: msg.invalid })
    .min(0, { error: msg.invalid })
    .max(59, { error: msg.invalid }),
});

/** Minutes since midnight. */
export const minutesOf = (t: HourMinute): number => t.hour * 60 + t.minute;

export const timeRangeSchema = z
  .object({ from: hourMinuteSchema, to: hourMinuteSchema, multiplier: multiplierValueSchema })
  .refine((r) => minutesOf(r.from) < minutesOf(r.to), { error: multiplierMsg.timeOrder, path: ['to'] });

/** Whether two time ranges ([from, to), local Warsaw time) share a minute. */
export const rangesOverlap = (a: Pick<TimeRange, 'from' | 'to'>, b: Pick<TimeRange, 'from' | 'to'>): boolean =>
  minutesOf(a.from) < minutesOf(b.to) && minutesOf(b.from) < minutesOf(a.to);

/** The indexes of ranges overlapping an earlier one. */
export const overlappingRangeIndexes = (ranges: Pick<TimeRange, 'from' | 'to'>[]): number[] =>
  ranges.flatMap((range, i) => (ranges.slice(0, i).some((earlier) => rangesOverlap(earlier, range)) ? [i] : []));

const timeRangesSchema = z
  .array(timeRangeSchema, { error: msg.invalid })
  .max(MULTIPLIER_TIME_RANGES_MAX, { error: msg.maxValue, params: { max: MULTIPLIER_TIME_RANGES_MAX } } as never)
  .superRefine((ranges, ctx) => {
    for (const i of overlappingRangeIndexes(ranges))
      ctx.addIssue({ code: 'custom', message: multiplierMsg.overlappingRanges, path: [i, 'from'] });
  });

const unique = <T>(items: T[]) => [...new Set(items)];

// ---- Queries and bodies ---------------------------------------------------------------------------------------------
/** GET /multiplier/list: the multipliers whose dates overlap [dateFrom, dateTo] (ISO instants). */
export const multiplierListQuerySchema = z
  .object({ dateFrom: requiredInstant, dateTo: requiredInstant })
  .superRefine((q, ctx) => {
    const from = Date.parse(q.dateFrom);
    const to = Date.parse(q.dateTo);
    if (from > to) ctx.addIssue({ code: 'custom', message: multiplierMsg.dateOrder, path: ['dateTo'] });
    else if (to - from > MULTIPLIER_LIST_MAX_DAYS * 86_400_000)
      ctx.addIssue({ code: 'custom', message: multiplierMsg.windowTooLong, path: ['dateTo'] });
  });
export type MultiplierListQuery = z.infer<typeof multiplierListQuerySchema>;

/** POST /multiplier/create: dates (from before to) and a multiplier required, at least one region and one company. */
export const multiplierCreateSchema = z
  .object({
    dateFrom: requiredInstant,
    dateTo: requiredInstant,
    multiplier: multiplierValueSchema,
    description: text(MULTIPLIER_DESCRIPTION_MAX, { error: msg.invalid })
      .nullish()
      .transform((v) => v || null),
    regions: z
      .array(text(REGION_NAME_MAX, { error: msg.invalid }).min(1, { error: msg.invalid }), {
        error: multiplierMsg.atLeastOneValue,
      })
      .min(1, { error: multiplierMsg.atLeastOneValue })
      .max(500, { error: msg.invalid })
      .transform(unique),
    companyIds: z
      .array(
        z
          .number({ error: msg.invalid })
          .int({ error: msg.invalid })
          .positive({ error: msg.invalid })
          .max(INT4_MAX, { error: msg.invalid }),
        { error: multiplierMsg.atLeastOneValue },
      )
      .min(1, { error: multiplierMsg.atLeastOneValue })
      .max(5000, { error: msg.invalid })
      .transform(unique),
    timeRanges: timeRangesSchema.nullish().transform((v) => (v?.length ? v : null)),
  })
  .superRefine((body, ctx) => {
    if (Date.parse(body.dateFrom) >= Date.parse(body.dateTo))
      ctx.addIssue({ code: 'custom', message: multiplierMsg.dateOrder, path: ['dateTo'] });
  });
export type MultiplierCreateInput = z.input<typeof multiplierCreateSchema>;
export type MultiplierCreateBody = z.output<typeof multiplierCreateSchema>;

/** POST /multiplier/deactivate: the reason is optional (the console does not collect it). */
export const multiplierDeactivateSchema = z.object({
  multiplierId: z
    .number({ error: msg.required })
    .int({ error: msg.invalid })
    .positive({ error: msg.invalid })
    .max(INT4_MAX, { error: msg.invalid }),
  deactivationReason: text(DEACTIVATION_REASON_MAX, { error: msg.invalid })
    .nullish()
    .transform((v) => v || null),
});
export type MultiplierDeactivateInput = z.input<typeof multiplierDeactivateSchema>;

/** GET /multiplier/details: one multiplier (the console's /multipliers/:id/show). */
export const multiplierDetailsQuerySchema = z.object({ multiplierId: idRule() });
export type MultiplierDetailsQuery = z.output<typeof multiplierDetailsQuerySchema>;

// ---- Answers --------------------------------------------------------------------------------------------------------
export interface OperatorRef {
  id: number;
  email: string;
}

/** A multiplier as GET /multiplier/list serves it. Instants are ISO strings. */
export interface MultiplierItem {
  id: number;
  description: string | null;
  dateFrom: string;
  dateTo: string;
  regions: string[];
  companyIds: number[];
  multiplier: number;
  timeRanges: TimeRange[] | null;
  createdAt: string;
  createdBy: OperatorRef | null;
  deactivatedAt: string | null;
  deactivatedBy: OperatorRef | null;
  deactivationReason: string | null;
}

export interface MultiplierListResponse {
  multipliers: MultiplierItem[];
}

export interface MultiplierResponse {
  multiplier: MultiplierItem;
}

// ---- The console's rules --------------------------------------------------------------------------------------------
/** "07:05": hour and minute zero-padded to 2 digits. */
export const formatHourMinute = (t: HourMinute): string =>
  `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;

/** "HH:mm" (a time input's value) → {hour, minute}; null when empty or malformed. */
export const parseHourMinute = (value: string | null | undefined): HourMinute | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
};

/** One time-range row of the create form: times as "HH:mm", the multiplier as typed (number, string or empty). */
export interface TimeRangeRow {
  from: string;
  to: string;
  multiplier: number | string | null;
}

export const emptyTimeRangeRow = (): TimeRangeRow => ({ from: '', to: '', multiplier: '' });

const rowNumber = (value: TimeRangeRow['multiplier']): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};

/** A number input's text → number; empty or not a number stays as typed (the rules report it). */
export const parseNumber = (value: string): number | string => rowNumber(value) ?? value;

/**
 * A row is valid (green border) only with from, to and a multiplier, and from earlier than to; only valid
 * rows are submitted. Null when the row is not valid.
 */
export const timeRangeOfRow = (row: TimeRangeRow): TimeRange | null => {
  const from = parseHourMinute(row.from);
  const to = parseHourMinute(row.to);
  const multiplier = rowNumber(row.multiplier);
  if (!from || !to || multiplier === null) return null;
  if (minutesOf(from) >= minutesOf(to)) return null;
  return { from, to, multiplier };
};

export const isValidTimeRangeRow = (row: TimeRangeRow): boolean => timeRangeOfRow(row) !== null;

/** The create form's values: date-times as a datetime-local input gives them ("2026-05-04T08:00", local time). */
export interface MultiplierFormValues {
  dateFrom: string;
  dateTo: string;
  multiplier: number | string | null;
  description: string;
  regions: string[];
  companyIds: number[];
  timeRanges: TimeRangeRow[];
}

export const emptyMultiplierForm = (): MultiplierFormValues => ({
  dateFrom: '',
  dateTo: '',
  multiplier: MULTIPLIER_DEFAULT,
  description: '',
  regions: [],
  companyIds: [],
  timeRanges: [],
});

/** A local date-time ("2026-05-04T08:00") → ISO instant; empty or malformed → ''. */
const localToIso = (value: string): string => {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
};

export interface MultiplierBodyWithRows {
  body: MultiplierCreateInput;
  /** For each sent time range, the index of its row in the form (field errors go back to that row). */
  rowIndexes: number[];
}

/** The body of POST /multiplier/create from the form: only the valid time-range rows are sent. */
export const toMultiplierBody = (values: MultiplierFormValues): MultiplierBodyWithRows => {
  const rowIndexes: number[] = [];
  const timeRanges: TimeRange[] = [];
  values.timeRanges.forEach((row, i) => {
    const range = timeRangeOfRow(row);
    if (range) {
      rowIndexes.push(i);
      timeRanges.push(range);
    }
  });
  const multiplier = rowNumber(values.multiplier);
  return {
    body: {
      dateFrom: localToIso(values.dateFrom),
      dateTo: localToIso(values.dateTo),
      multiplier: multiplier ?? (undefined as unknown as number),
      description: values.description?.trim() || null,
      regions: values.regions ?? [],
      companyIds: values.companyIds ?? [],
      ...(timeRanges.length ? { timeRanges } : {}),
    },
    rowIndexes,
  };
};

export interface FormIssue {
  message: string;
  args: Record<string, number>;
}

/**
 * The body's field path ("timeRanges.1.to", "regions.0") → the form field it belongs to ("timeRanges.3.to" with the
 * row index, "regions"); null for paths no field shows.
 */
export const formFieldOfPath = (path: string, rowIndexes: number[]): string | null => {
  const [head, index, leaf] = path.split('.');
  if (head === 'timeRanges') {
    const row = rowIndexes[Number(index)];
    if (row === undefined) return null;
    return `timeRanges.${row}.${leaf === 'from' || leaf === 'to' || leaf === 'multiplier' ? leaf : 'from'}`;
  }
  return ['dateFrom', 'dateTo', 'multiplier', 'description', 'regions', 'companyIds'].includes(head) ? head : null;
};

/** The form's field errors (the server's rules, checked as you type): field → first issue. */
export function multiplierFormIssues(values: MultiplierFormValues): Map<string, FormIssue> {
  const issues = new Map<string, FormIssue>();
  const { body, rowIndexes } = toMultiplierBody(values);
  const parsed = multiplierCreateSchema.safeParse(body);
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    const field = formFieldOfPath(issue.path.map(String).join('.'), rowIndexes);
    if (!field || issues.has(field)) continue;
    const args: Record<string, number> = {};
    const raw = issue as { minimum?: unknown; maximum?: unknown };
    if (raw.minimum !== undefined) args.min = Number(raw.minimum);
    if (raw.maximum !== undefined) args.max = Number(raw.maximum);
    issues.set(field, { message: issue.message, args });
  }
  return issues;
}
