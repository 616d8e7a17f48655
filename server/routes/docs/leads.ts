// The OpenAPI texts of the leads routes (server/routes/leads.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...leadsDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import { z } from 'zod';
import {
  LEAD_COMPANY_MAX,
  LEAD_LIST_MAX_PER_PAGE,
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  LEAD_NAME_MIN,
  type LeadListResponse,
  type LeadRow,
} from '../../../src/domain/leadSchemas.ts';
import { describeLimit } from '../../services/rateLimits.ts';
import type { AppConfig } from '../../config.ts';
import { noContent, pageOf, timestamp } from './shapes/backOffice.ts';

const leadRow = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    companyName: z.string().nullable(),
    message: z.string().nullable(),
    source: z.string().nullable(),
    createdAt: timestamp('When it was sent'),
  })
  .describe('A demo request') satisfies z.ZodType<LeadRow>;

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
    summary: 'Demo requests of the landing page, newest first',
    description: [
      'Operators with the companies page (company.canAccessPage); others 403, no token 401. Demo requests belong to',
      'no company, so the tenant does not narrow them. `q` matches the name, e-mail and company name',
      `(case-insensitive substring); \`page\` from 1, \`perPage\` at most ${LEAD_LIST_MAX_PER_PAGE} (default 25).`,
      'Answers `{items, total}`; an item: id, name, email, phone, companyName, message, source, createdAt (ISO).',
    ].join(' '),
    response: { 200: pageOf(leadRow, 'demo requests') satisfies z.ZodType<LeadListResponse> },
  },
};
