// The OpenAPI texts of the leads routes (server/routes/leads.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...leadsDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import { z } from 'zod';
import {
  COVERAGE_LEAD_SOURCES,
  LEAD_COMPANY_MAX,
  LEAD_KINDS,
  LEAD_LIST_MAX_PER_PAGE,
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  LEAD_NAME_MIN,
  type LeadListResponse,
  type LeadRow,
} from '../../../domain/leadSchemas.ts';
import { describeLimit } from '../../services/rateLimits.ts';
import type { AppConfig } from '../../config.ts';
import { noContent, pageOf, timestamp } from './shapes/backOffice.ts';

const leadRow = z
  .object({
    id: z.number().int(),
    kind: z
      .enum(LEAD_KINDS)
      .describe(
        'demoRequest (the landing page, SIMPLE Delivery asked) or coverage (a city we do not deliver from yet)',
      ),
    name: z.string().nullable(),
    email: z.string().nullable().describe('Always set on a demo request; null on a coverage lead without a contact'),
    phone: z.string().nullable(),
    companyName: z.string().nullable(),
    message: z.string().nullable(),
    source: z.string().nullable(),
    city: z.string().nullable().describe('Coverage leads: the city we do not deliver from yet'),
    zipCode: z.string().nullable().describe('Coverage leads from a pickup point: its postcode'),
    companyId: z.number().int().nullable().describe('Coverage leads: the registered company (its page)'),
    createdAt: timestamp('When it was first sent or recorded'),
    updatedAt: timestamp('When the interest was last shown (a coverage lead said again); the list’s order'),
  })
  .describe('A lead for sales') satisfies z.ZodType<LeadRow>;

export const leadsDocs = {
  register: (config: AppConfig) => ({
    summary: 'Public: a demo request from the sales landing page (/register/landing)',
    description: [
      'No authentication. Payload (our choice): `name` (required, ' +
        `${LEAD_NAME_MIN}-${LEAD_NAME_MAX} characters), \`email\` (required, valid), \`phone\` (optional, Polish phone:`,
      `9 digits with an optional country prefix, or a dash), \`companyName\` (required, at most ${LEAD_COMPANY_MAX}),`,
      `\`message\` (optional, at most ${LEAD_MESSAGE_MAX}), \`consent\` (must be true: consent to be contacted about`,
      'the demo), `source` (optional: where the visitor came from, e.g. the utm_source of the page URL) and `website`',
      '(a honeypot people never see: leave it out or empty). Answers 204 without a body. A filled `website` is',
      'answered 204 too but stored nowhere, so bots learn nothing. 400 `validation_failed` with per-field `errors`.',
      `Every submission counts: ${describeLimit(config.rateLimits.demoRequestsPerClient, 'per client address')}, then`,
      '429 `too_many_requests` with Retry-After (seconds). Stored with an audit entry of the actor kind `public`.',
    ].join(' '),
    response: { 204: noContent('Taken (or silently dropped)') },
  }),
  list: {
    summary: 'Leads for sales: demo requests and coverage leads, latest first',
    description: [
      'Operators with the companies page (company.canAccessPage); others 403, no token 401. Two kinds: `demoRequest`',
      '(the landing page’s form; SIMPLE Delivery asked on the product step) and `coverage`, recorded by the server',
      'when a registration’s city (source',
      `\`${COVERAGE_LEAD_SOURCES.registration}\`) or a saved active pickup point (source \`${COVERAGE_LEAD_SOURCES.pickupPoint}\`)`,
      'lies outside every region: one per company and city, a later one refreshing its `updatedAt`, contact and postcode.',
      'Rows from before the kinds are demo requests. A demo request belongs to no company: every such operator sees it;',
      'a coverage lead is seen by operators whose companies include its company (the tenant). `kind` narrows to one kind (400 `validation_failed` under `kind` for another value); `q` matches',
      'the name, e-mail, company name and city (case-insensitive substring); `page` from 1, `perPage` at most',
      `${LEAD_LIST_MAX_PER_PAGE} (default 25). Latest first (updatedAt, then id). Answers \`{items, total}\`; an item: id,`,
      'kind, name, email, phone, companyName, message, source, city, zipCode, companyId, createdAt and updatedAt (ISO).',
    ].join(' '),
    response: { 200: pageOf(leadRow, 'leads') satisfies z.ZodType<LeadListResponse> },
  },
};
