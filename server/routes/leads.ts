// Demo requests of the sales landing page (POST /lead/register; the payload and the answer are our choice, recorded
// below). Registering is public; listing needs the companies page (company.canAccessPage).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LEAD_COMPANY_MAX,
  LEAD_LIST_MAX_PER_PAGE,
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  LEAD_NAME_MIN,
  leadListQuerySchema,
  leadRegisterSchema,
  type LeadListResponse,
} from '../../src/domain/leadSchemas.ts';
import { requireAuth } from '../plugins/auth.ts';
import { listLeads, registerLead } from '../services/leads.ts';
import { describeLimit } from '../services/rateLimits.ts';

const TAGS = ['leads'];

export async function leadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/lead/register', {
    config: { public: 'the sales landing page takes demo requests (throttled per address)' },
    schema: {
      tags: TAGS,
      summary: 'Public: a demo request from the sales landing page (/register/landing)',
      description: [
        'No authentication. Payload (our choice): `name` (required, ' +
          `${LEAD_NAME_MIN}-${LEAD_NAME_MAX} characters), \`email\` (required, valid), \`phone\` (optional, Polish phone:`,
        `9 digits with an optional country prefix, or a dash), \`companyName\` (required, at most ${LEAD_COMPANY_MAX}),`,
        `\`message\` (optional, at most ${LEAD_MESSAGE_MAX}), \`consent\` (must be true: consent to be contacted about`,
        'the demo), `source` (optional: where the visitor came from, e.g. the utm_source of the page URL) and `website`',
        '(a honeypot people never see: leave it out or empty). Answers 204 without a body. A filled `website` is',
        'answered 204 too but stored nowhere, so bots learn nothing. 400 `validation_failed` with per-field `errors`.',
        `Every submission counts: ${describeLimit(app.config.rateLimits.demoRequestsPerClient, 'per client address')}, then`,
        '429 `too_many_requests` with Retry-After (seconds). Stored with an audit entry of the actor kind `public`.',
      ].join(' '),
      body: leadRegisterSchema,
      security: [],
    },
  }, async (request, reply) => {
    await registerLead(app.database.db, app.config.rateLimits, request.body, { ip: request.ip });
    return reply.status(204).send();
  });

  r.get('/lead/list', {
    schema: {
      tags: TAGS,
      summary: 'Demo requests of the landing page, newest first',
      description: [
        'Operators with the companies page (company.canAccessPage); others 403, no token 401. Demo requests belong to',
        'no company, so the tenant does not narrow them. `q` matches the name, e-mail and company name',
        `(case-insensitive substring); \`page\` from 1, \`perPage\` at most ${LEAD_LIST_MAX_PER_PAGE} (default 25).`,
        'Answers `{items, total}`; an item: id, name, email, phone, companyName, message, source, createdAt (ISO).',
      ].join(' '),
      querystring: leadListQuerySchema,
    },
    onRequest: requireAuth(app, 'company.canAccessPage'),
  }, async (request): Promise<LeadListResponse> => listLeads(app.database.db, request.query));
}
