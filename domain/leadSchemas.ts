// Demo requests of the sales landing page (POST /lead/register; its payload is our choice, recorded in the OpenAPI
// description). The page's form and the server parse with the same schema. Messages are i18n keys (validation.*).
import { z } from 'zod';
import { msg, pageRule, PHONE_MAX_LENGTH, PHONE_PATTERN, text, wholeNumber, emailText } from './schemas.ts';
import {
  LEAD_NAME_MIN,
  LEAD_NAME_MAX,
  LEAD_COMPANY_MAX,
  LEAD_MESSAGE_MAX,
  LEAD_SOURCE_MAX,
  LEAD_LIST_MAX_PER_PAGE,
  LEAD_LIST_DEFAULT_PER_PAGE,
  LEAD_KINDS,
  type LeadKind,
} from './leadConstants.ts';

/** The limits, for the callers of the schemas. */
export * from './leadConstants.ts';

const requiredText = (max: number, min = 1) => {
  const rule = text(max).min(1, { error: msg.required, abort: true });
  return min > 1 ? rule.min(min, { error: msg.minLength }) : rule;
};

/** A text of at most max characters that may be left out (blank becomes undefined), then checked by `rule`. */
const optionalText = (max: number, rule?: (value: string) => boolean, error?: string) => {
  const bounded = text(max, { error: msg.invalid });
  return (rule ? bounded.refine((v) => v === '' || rule(v), { error }) : bounded)
    .optional()
    .transform((v) => (v ? v : undefined));
};

export const leadFields = {
  name: requiredText(LEAD_NAME_MAX, LEAD_NAME_MIN),
  email: emailText(),
  phone: optionalText(PHONE_MAX_LENGTH, (v) => PHONE_PATTERN.test(v), msg.phone),
  companyName: requiredText(LEAD_COMPANY_MAX),
  message: optionalText(LEAD_MESSAGE_MAX),
  /** Consent to be contacted about the demo: must be given. */
  consent: z.literal(true, { error: msg.mustAccept }),
};

/**
 * POST /api/lead/register. `website` is a honeypot: a field people never see, so only bots fill it. The schema takes
 * any short text there, so a bot gets the same 204 as everybody; the service stores nothing when it is filled.
 * `source`: where the visitor came from (utm_source / utm_campaign of the landing page URL), free text.
 */
export const leadRegisterSchema = z.object({
  ...leadFields,
  website: text(500, { error: msg.invalid, trim: false }).optional(),
  source: optionalText(LEAD_SOURCE_MAX),
});
/** What the page sends. */
export type LeadRegisterBody = z.input<typeof leadRegisterSchema>;
/** What the server stores (blank optional fields are undefined). */
export type LeadRegisterInput = z.output<typeof leadRegisterSchema>;

/** True when the honeypot field was filled: a bot, answered 204 and not stored. */
export const isHoneypotFilled = (input: Pick<LeadRegisterInput, 'website'>): boolean => Boolean(input.website?.trim());

/** GET /api/lead/list: latest first, search over name, e-mail, company name and city; `kind` narrows to one kind. */
export const leadListQuerySchema = z.object({
  q: text(100, { error: msg.invalid }).optional(),
  kind: z.enum(LEAD_KINDS, { error: msg.invalid }).optional(),
  page: pageRule().default(1),
  perPage: wholeNumber(1, LEAD_LIST_MAX_PER_PAGE).default(LEAD_LIST_DEFAULT_PER_PAGE),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

export interface LeadRow {
  id: number;
  kind: LeadKind;
  name: string | null;
  /** Always set on a demo request; a coverage lead of a company without a contact e-mail has none. */
  email: string | null;
  phone: string | null;
  companyName: string | null;
  message: string | null;
  source: string | null;
  /** Coverage leads: the city we do not deliver from yet, the pickup point's postcode, the registered company. */
  city: string | null;
  zipCode: string | null;
  companyId: number | null;
  createdAt: string;
  /** When the interest was last shown (a coverage lead said again); the demo request's own time otherwise. */
  updatedAt: string;
}

export interface LeadListResponse {
  items: LeadRow[];
  total: number;
}

/** Error codes of the landing form; anything else shows the generic message. */
export const LEAD_ERROR_CODES = ['too_many_requests', 'validation_failed', 'unknown'] as const;
export type LeadErrorCode = (typeof LEAD_ERROR_CODES)[number];
export const leadErrorCode = (code: string | undefined): LeadErrorCode =>
  (LEAD_ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as LeadErrorCode) : 'unknown';
