// Locations (pickup points) and the zip-code search: the location form's and the search form's rules. The server
// parses every body and query with these; the console's forms use the same schemas.
// Messages are i18n keys (validation.* shared, locations.validation.* for the opening hours).
import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './enums.ts';
import { LOCATION_NAME_MIN, ZIP_CODE_RADIUS_MAX_KM } from './constants.ts';
import {
  decimalNumber,
  idList,
  idRule,
  msg,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  optionalTextOrNull,
  requiredTextUpTo,
  text,
} from './schemas.ts';
import { ZIP_CODE_PATTERN } from './validators.ts';

export const locationMsg = {
  hoursRequired: 'locations.validation.hoursRequired',
  hoursOrder: 'locations.validation.hoursOrder',
  hoursOverlap: 'locations.validation.hoursOverlap',
  tooManyRanges: 'locations.validation.tooManyRanges',
  date: 'locations.validation.date',
  dateRange: 'locations.validation.dateRange',
  dateDuplicate: 'locations.validation.dateDuplicate',
  tooManyDates: 'locations.validation.tooManyDates',
  zone: 'locations.validation.zone',
  zipCode: 'validation.zipCode',
  /** A postcode of the right form that the postal-code data does not know (00-000): a pickup point's is refused. */
  zipCodeUnknown: 'validation.zipCodeUnknown',
  number: 'validation.number',
  radiusRange: 'zipCodes.validation.radiusRange',
} as const;

const requiredText = (max: number, min = 1) => {
  const rule = requiredTextUpTo(max);
  return min > 1 ? rule.min(min, { error: msg.minLength, params: { min } } as never) : rule;
};

const optionalText = optionalTextOrNull;

export const zipCodeRule = requiredText(6, 1).regex(ZIP_CODE_PATTERN, { error: locationMsg.zipCode });

export const hourMinuteSchema = z.object({
  hour: z.number({ error: msg.invalid }).int().min(0).max(23),
  minute: z.number({ error: msg.invalid }).int().min(0).max(59),
});

const minutesOf = (t: { hour: number; minute: number }) => t.hour * 60 + t.minute;

/** At most this many ranges a day, and this many special dates. */
export const MAX_DAY_RANGES = 6;
export const MAX_CUSTOM_DATES = 366;
/** Special dates lie within these years (a sane bound; the pickup point's local calendar dates). */
export const CUSTOM_DATE_MIN = '2000-01-01';
export const CUSTOM_DATE_MAX = '2100-12-31';

const rangeInputSchema = z.object({ from: hourMinuteSchema.optional(), to: hourMinuteSchema.optional() });
const dayInputShape = {
  closed: z.boolean().default(false),
  from: hourMinuteSchema.optional(),
  to: hourMinuteSchema.optional(),
  ranges: z
    .array(rangeInputSchema)
    .max(MAX_DAY_RANGES, { error: locationMsg.tooManyRanges, params: { max: MAX_DAY_RANGES } } as never)
    .optional(),
};
type DayInput = {
  closed: boolean;
  from?: HourMinute;
  to?: HourMinute;
  ranges?: { from?: HourMinute; to?: HourMinute }[];
};
type OpenDay = { closed: false; from: HourMinute; to: HourMinute; ranges?: TimeSpan[] };
type HourMinute = z.output<typeof hourMinuteSchema>;
type TimeSpan = { from: HourMinute; to: HourMinute };

/**
 * Checks an open day: its ranges (`ranges`, or from/to as one range) complete, from earlier than to, not overlapping.
 * Issues under from/to (one range sent as from/to) or ranges.N.from/to.
 */
function checkOpenDay(day: DayInput, ctx: z.RefinementCtx): void {
  if (day.closed) return;
  const listed = !!day.ranges?.length;
  const ranges = listed ? day.ranges! : [{ from: day.from, to: day.to }];
  const at = (i: number, part: 'from' | 'to') => (listed ? ['ranges', i, part] : [part]);
  ranges.forEach((r, i) => {
    if (!r.from) ctx.addIssue({ code: 'custom', path: at(i, 'from'), message: locationMsg.hoursRequired });
    if (!r.to) ctx.addIssue({ code: 'custom', path: at(i, 'to'), message: locationMsg.hoursRequired });
    if (r.from && r.to && minutesOf(r.from) >= minutesOf(r.to))
      ctx.addIssue({ code: 'custom', path: at(i, 'to'), message: locationMsg.hoursOrder });
  });
  // Overlaps: each range starting before an earlier-starting one ends.
  const complete = ranges
    .map((r, i) => ({ ...r, i }))
    .filter((r) => r.from && r.to && minutesOf(r.from) < minutesOf(r.to));
  complete.sort((a, b) => minutesOf(a.from!) - minutesOf(b.from!));
  for (let k = 1; k < complete.length; k++) {
    const before = complete[k - 1]!;
    const range = complete[k]!;
    if (minutesOf(range.from!) < minutesOf(before.to!))
      ctx.addIssue({ code: 'custom', path: at(range.i, 'from'), message: locationMsg.hoursOverlap });
  }
}

/** A checked open day in its stored form: one range as from/to; several as sorted `ranges` with from/to their span. */
function openDayOf(day: DayInput): OpenDay {
  const ranges = (day.ranges?.length ? day.ranges : [{ from: day.from, to: day.to }]) as TimeSpan[];
  const sorted = [...ranges]
    .sort((a, b) => minutesOf(a.from) - minutesOf(b.from))
    .map((r) => ({ from: r.from, to: r.to }));
  if (sorted.length === 1) return { closed: false, from: sorted[0]!.from, to: sorted[0]!.to };
  return { closed: false, from: sorted[0]!.from, to: sorted.at(-1)!.to, ranges: sorted };
}

/**
 * One weekday (or the default day): closed, or open with one range (from/to) or several (`ranges`: each from earlier
 * than to, not overlapping, at most MAX_DAY_RANGES). Stored as {closed: true}, {closed: false, from, to} or, for
 * several ranges, {closed: false, from, to, ranges} (sorted; from/to the first opening and last closing). Hours stored
 * as from/to read the same as before, and an unchanged day parses to itself.
 */
export const dayHoursSchema = z
  .object(dayInputShape)
  .superRefine(checkOpenDay)
  .transform((day): { closed: true } | OpenDay => (day.closed ? { closed: true } : openDayOf(day)));

const isCalendarDate = (text: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
};

/** A special date: YYYY-MM-DD between CUSTOM_DATE_MIN and CUSTOM_DATE_MAX, closed or with its own hours. */
export const customDateSchema = z
  .object({
    date: text(10)
      .refine(isCalendarDate, { error: locationMsg.date })
      .refine((d) => d >= CUSTOM_DATE_MIN && d <= CUSTOM_DATE_MAX, {
        error: locationMsg.dateRange,
        params: { min: CUSTOM_DATE_MIN, max: CUSTOM_DATE_MAX },
      } as never),
    ...dayInputShape,
  })
  .superRefine(checkOpenDay)
  .transform(({ date, ...day }) => (day.closed ? { date, closed: true } : { date, ...openDayOf(day) }));

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * Working settings (domain/types.ts WorkingSettings), every part kept: monday..sunday and defaultWorkingHours (each
 * a dayHoursSchema; a day left out has no hours set), customDates (special dates: at most MAX_CUSTOM_DATES, each date
 * once, stored sorted by date), nonStandardWorkingHours and zone (an IANA time zone such as Europe/Warsaw).
 */
export const workingSettingsSchema = z.object({
  ...(Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema.optional()])) as Record<
    Weekday,
    z.ZodOptional<typeof dayHoursSchema>
  >),
  defaultWorkingHours: dayHoursSchema.optional(),
  customDates: z
    .array(customDateSchema)
    .max(MAX_CUSTOM_DATES, { error: locationMsg.tooManyDates, params: { max: MAX_CUSTOM_DATES } } as never)
    .superRefine((dates, ctx) => {
      const seen = new Set<string>();
      dates.forEach((d, i) => {
        if (seen.has(d.date)) ctx.addIssue({ code: 'custom', path: [i, 'date'], message: locationMsg.dateDuplicate });
        seen.add(d.date);
      });
    })
    .transform((dates) => [...dates].sort((a, b) => a.date.localeCompare(b.date)))
    .optional(),
  nonStandardWorkingHours: z.boolean({ error: msg.invalid }).optional(),
  zone: text(64, { error: msg.invalid, tooLong: locationMsg.zone })
    .min(1, { error: locationMsg.zone })
    .refine(isTimeZone, { error: locationMsg.zone })
    .optional(),
});
export type WorkingSettingsInput = z.input<typeof workingSettingsSchema>;

/** The longest name, street, city and default note of a pickup point (the form shows them as its counters). */
export const LOCATION_TEXT_MAX = { name: 120, street: 200, city: 100, defaultNote: 500 } as const;

export const locationFieldsSchema = z.object({
  name: requiredText(LOCATION_TEXT_MAX.name, LOCATION_NAME_MIN),
  street: requiredText(LOCATION_TEXT_MAX.street),
  city: requiredText(LOCATION_TEXT_MAX.city),
  zipCode: zipCodeRule,
  phone: text(PHONE_MAX_LENGTH, { error: msg.phone })
    .regex(PHONE_PATTERN, { error: msg.phone })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  defaultNote: optionalText(LOCATION_TEXT_MAX.defaultNote),
  active: z.boolean().default(true),
  workingSettings: workingSettingsSchema.default({}),
});
export type LocationFields = z.input<typeof locationFieldsSchema>;
export type LocationFieldsParsed = z.output<typeof locationFieldsSchema>;

const id = idRule();

/**
 * Creating, or editing into, a pickup point with the name and address (street, zip code, city) of another pickup
 * point of its company (compared without case and repeated spaces) answers 409 with this code, unless the body says
 * `allowDuplicate: true`. The answer's details name the other one (DuplicateLocationDetails).
 */
export const DUPLICATE_LOCATION = 'duplicate_location';

/** The details of a 409 duplicate_location: the company's pickup point with the same name and address. */
export interface DuplicateLocationDetails {
  existingId: number;
  /** Its name as stored. */
  existingName: string;
}

/**
 * Saving a pickup point whose postcode belongs to another place than its city (the postal-code data's place, compared
 * as placeNames.ts samePlace does) answers 409 with this code, unless the body says `confirmZipCodePlace: true`. The
 * answer's details say which place the postcode belongs to (ZipCodeOtherPlaceDetails).
 */
export const ZIP_CODE_OTHER_PLACE = 'zip_code_other_place';

/** The details of a 409 zip_code_other_place: the postcode, its place and the city as typed. */
export interface ZipCodeOtherPlaceDetails {
  zipCode: string;
  /** The place the postal-code data gives the postcode (Lublin). */
  place: string;
  /** The city as typed (Warszawa). */
  city: string;
}

/** Sent only after the question of zip_code_other_place: the user keeps the postcode and the city as typed. */
const confirmZipCodePlace = z
  .boolean({ error: msg.invalid })
  .optional()
  .describe('true: save although the postcode belongs to another place than the city (else 409 zip_code_other_place)');

/** Sent only after the duplicate warning (409 duplicate_location): the user saves the pickup point on purpose. */
const allowDuplicate = z
  .boolean({ error: msg.invalid })
  .optional()
  .describe('true: save although another pickup point of the company has this name and address (else 409)');

/**
 * POST /region/locations/add: companyId (a client user may leave it out: its own company), the fields, allowDuplicate
 * after the duplicate warning and confirmZipCodePlace after the postcode's question.
 */
export const locationAddSchema = locationFieldsSchema.extend({
  companyId: id.optional(),
  allowDuplicate,
  confirmZipCodePlace,
});
export type LocationAddBody = z.input<typeof locationAddSchema>;

/**
 * POST /region/locations/update: locationId and the fields (all of them: the form sends the whole location),
 * allowDuplicate after the duplicate warning and confirmZipCodePlace after the postcode's question.
 */
export const locationUpdateSchema = locationFieldsSchema.extend({
  locationId: id,
  allowDuplicate,
  confirmZipCodePlace,
});
export type LocationUpdateBody = z.input<typeof locationUpdateSchema>;

const intList = idList();

/** GET /region/locations: companyId or companyIds (comma-joined); none: every company the caller may see. */
export const locationListQuerySchema = z.object({
  companyId: id.optional(),
  companyIds: intList.optional(),
  locationId: id.optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;

/** GET /region/zip-codes: every field required; radius in km (the form's default is 7). */
export const zipCodeSearchSchema = z.object({
  radius: decimalNumber({
    error: locationMsg.number,
    above: 0,
    max: ZIP_CODE_RADIUS_MAX_KM,
    rangeError: { error: locationMsg.radiusRange, params: { max: ZIP_CODE_RADIUS_MAX_KM } } as never,
  }),
  street: requiredText(200),
  city: requiredText(100),
  zipCode: zipCodeRule,
});
export type ZipCodeSearchQuery = z.infer<typeof zipCodeSearchSchema>;

/** A postcode as typed alone: "00-950", "00950" or "00 950" (white space ignored), parsed to 00-950. */
export const lenientZipCode = () =>
  text(16)
    .min(1, { error: msg.required })
    .transform((value) => value.replace(/\s+/g, ''))
    .refine((value) => /^\d{2}-?\d{3}$/.test(value), { error: locationMsg.zipCode })
    .transform((value) => `${value.slice(0, 2)}-${value.slice(-3)}`);

/** GET /region/zip-code: one postal code as a user types it alone. */
export const zipCodeLookupSchema = z.object({ zipCode: lenientZipCode() });
export type ZipCodeLookupQuery = z.infer<typeof zipCodeLookupSchema>;
