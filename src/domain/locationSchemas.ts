// Locations (pickup points) and the zip-code search: the location form's and the search form's rules. The server
// parses every body and query with these; the console's forms use the same schemas.
// Messages are i18n keys (validation.* shared, locations.validation.* for the opening hours).
import { z } from 'zod';
import { WEEKDAYS, type Weekday } from './enums.ts';
import { LOCATION_NAME_MIN, ZIP_CODE_RADIUS_MAX_KM } from './constants.ts';
import { msg, PHONE_PATTERN, optionalTextOrNull } from './schemas.ts';
import { ZIP_CODE_PATTERN } from './validators.ts';

export const locationMsg = {
  hoursRequired: 'locations.validation.hoursRequired',
  hoursOrder: 'locations.validation.hoursOrder',
  zipCode: 'validation.zipCode',
  number: 'validation.number',
  radiusRange: 'zipCodes.validation.radiusRange',
} as const;

const requiredText = (min = 1) => {
  const text = z.string({ error: msg.required }).trim().min(1, { error: msg.required });
  return min > 1 ? text.min(min, { error: msg.minLength, params: { min } } as never) : text;
};

const optionalText = optionalTextOrNull;

export const zipCodeRule = requiredText().pipe(z.string().regex(ZIP_CODE_PATTERN, { error: locationMsg.zipCode }));

export const hourMinuteSchema = z.object({
  hour: z.number({ error: msg.invalid }).int().min(0).max(23),
  minute: z.number({ error: msg.invalid }).int().min(0).max(59),
});

const minutesOf = (t: { hour: number; minute: number }) => t.hour * 60 + t.minute;

/** One weekday: closed, or open from … to (from earlier than to, same day). */
export const dayHoursSchema = z
  .object({ closed: z.boolean().default(false), from: hourMinuteSchema.optional(), to: hourMinuteSchema.optional() })
  .superRefine((day, ctx) => {
    if (day.closed) return;
    if (!day.from) ctx.addIssue({ code: 'custom', path: ['from'], message: locationMsg.hoursRequired });
    if (!day.to) ctx.addIssue({ code: 'custom', path: ['to'], message: locationMsg.hoursRequired });
    if (day.from && day.to && minutesOf(day.from) >= minutesOf(day.to)) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: locationMsg.hoursOrder });
    }
  })
  .transform((day) => (day.closed ? { closed: true } : { closed: false, from: day.from, to: day.to }));

/** Opening hours per weekday, monday..sunday; a day left out has no hours set (empty by default). */
export const weekHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursSchema.optional()])) as Record<Weekday, z.ZodOptional<typeof dayHoursSchema>>,
);

export const locationFieldsSchema = z.object({
  name: requiredText(LOCATION_NAME_MIN).pipe(z.string().max(120, { error: msg.maxLength, params: { max: 120 } } as never)),
  street: requiredText().pipe(z.string().max(200, { error: msg.maxLength, params: { max: 200 } } as never)),
  city: requiredText().pipe(z.string().max(100, { error: msg.maxLength, params: { max: 100 } } as never)),
  zipCode: zipCodeRule,
  phone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, { error: msg.phone })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  defaultNote: optionalText(500),
  active: z.boolean().default(true),
  workingSettings: weekHoursSchema.default({}),
});
export type LocationFields = z.input<typeof locationFieldsSchema>;
export type LocationFieldsParsed = z.output<typeof locationFieldsSchema>;

const id = z.coerce.number({ error: msg.required }).int().positive();

/** POST /region/locations/add: companyId (a client user may leave it out: its own company) and the fields. */
export const locationAddSchema = locationFieldsSchema.extend({ companyId: id.optional() });
export type LocationAddBody = z.input<typeof locationAddSchema>;

/** POST /region/locations/update: locationId and the fields (all of them: the form sends the whole location). */
export const locationUpdateSchema = locationFieldsSchema.extend({ locationId: id });
export type LocationUpdateBody = z.input<typeof locationUpdateSchema>;

const intList = z.preprocess(
  (v) => (v === undefined ? undefined : Array.isArray(v) ? v : String(v).split(',').filter(Boolean)),
  z.array(z.coerce.number().int().positive()),
);

/** GET /region/locations: companyId or companyIds (comma-joined); none: every company the caller may see. */
export const locationListQuerySchema = z.object({
  companyId: id.optional(),
  companyIds: intList.optional(),
  locationId: id.optional(),
});
export type LocationListQuery = z.infer<typeof locationListQuerySchema>;

/** GET /region/zip-codes: every field required; radius in km (the form's default is 7). */
export const zipCodeSearchSchema = z.object({
  radius: z.coerce
    .number({ error: locationMsg.number })
    .refine((v) => Number.isFinite(v), { error: locationMsg.number })
    .refine((v) => v > 0 && v <= ZIP_CODE_RADIUS_MAX_KM, { error: locationMsg.radiusRange, params: { max: ZIP_CODE_RADIUS_MAX_KM } } as never),
  street: requiredText(),
  city: requiredText(),
  zipCode: zipCodeRule,
});
export type ZipCodeSearchQuery = z.infer<typeof zipCodeSearchSchema>;
