// Leads for sales: demo requests of the sales landing page (POST /lead/register; the payload and the answer are our
// choice, recorded below) and coverage leads (recorded by the registration and the pickup point saves). Registering is
// public; listing needs the companies page (company.canAccessPage).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leadListQuerySchema, leadRegisterSchema, type LeadListResponse } from '../../domain/leadSchemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { listLeads, registerLead } from '../services/leads.ts';
import { leadsDocs } from './docs/leads.ts';

export async function leadRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/lead/register',
    {
      config: { public: 'the sales landing page takes demo requests (throttled per address)' },
      schema: {
        tags: ['Console: public pages'],
        ...leadsDocs.register(app.config),
        body: leadRegisterSchema,
        security: [],
      },
    },
    async (request, reply) => {
      await registerLead(app.database.db, app.config.rateLimits, request.body, { ip: request.ip });
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/lead/list',
    {
      schema: {
        tags: ['Back office: leads'],
        ...leadsDocs.list,
        querystring: leadListQuerySchema,
      },
      onRequest: requireAuth(app, 'company.canAccessPage'),
    },
    async (request): Promise<LeadListResponse> =>
      listLeads(app.database.db, principalOf(request).tenant, request.query),
  );
}
