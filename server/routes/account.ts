// Client onboarding and own-account settings (register/selectProduct and register/addLocations, the company data
// and its contract, POST /@me/change-password). Apart from POST /@me/change-password, the paths are our choice and
// the descriptions below record them. HTTP only: parse with the domain schemas, check the caller's
// kind, call the services (server/services/account.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addLocationsSchema,
  changeOwnPasswordSchema,
  generateContractSchema,
  selectProductSchema,
} from '../../domain/accountSchemas.ts';
import { companyIdQuerySchema, contractDataSchema } from '../../domain/companySchemas.ts';
import { principalOf, requireAuth, denyApiKeys } from '../plugins/auth.ts';
import { forbidden } from '../errors.ts';
import { actorOf } from '../services/principal.ts';
import { geocoderFor } from '../services/geocoding/index.ts';
import * as service from '../services/account.ts';
import { recordPickupPointLeads, registerSimpleDeliveryRequest } from '../services/leads.ts';
import { CONTRACT_FILE_NAME } from '../services/contractPdf.ts';
import { accountDocs } from './docs/account.ts';

export async function accountRoutes(app: FastifyInstance) {
  denyApiKeys(app); // a user's own things, not the orders API
  const r = app.withTypeProvider<ZodTypeProvider>();
  const places = { geocoder: geocoderFor(app.config.geoDataDir), geoDataDir: app.config.geoDataDir };
  const db = () => app.database.db;

  /** The caller as a client user of its company; 403 `client_user_only` for operators. */
  const client = (request: FastifyRequest): service.ClientContext => {
    const principal = principalOf(request);
    if (principal.kind !== 'client' || !principal.companyId)
      throw forbidden('client_user_only', 'Only client users have a company of their own');
    return { companyId: principal.companyId, actor: actorOf(principal) };
  };

  r.post(
    '/auth/select-product',
    {
      schema: {
        tags: ['Console: registration'],
        ...accountDocs.selectProduct,
        body: selectProductSchema,
      },
      onRequest: requireAuth(app),
    },
    async (request) => service.selectProduct(db(), client(request), request.body),
  );

  r.post(
    '/auth/add-locations',
    {
      schema: {
        tags: ['Console: registration'],
        ...accountDocs.addLocations,
        body: addLocationsSchema,
      },
      onRequest: requireAuth(app),
    },
    async (request) => {
      const ctx = client(request);
      const added = await service.addRegistrationLocations(db(), places, ctx, request.body);
      // Points outside every region: sales learn of the shop's interest in their cities (coverage leads).
      await recordPickupPointLeads(db(), app.config.geoDataDir, added.locations, ctx.actor);
      return added;
    },
  );

  r.post(
    '/@me/simple-delivery-request',
    {
      schema: {
        tags: ['Console: registration'],
        ...accountDocs.simpleDeliveryRequest,
      },
      onRequest: requireAuth(app),
    },
    async (request) => {
      const ctx = client(request);
      return registerSimpleDeliveryRequest(db(), {
        userId: principalOf(request).id,
        companyId: ctx.companyId,
        actor: ctx.actor,
      });
    },
  );

  r.get(
    '/@me/company',
    {
      schema: {
        tags: ['Console: settings'],
        ...accountDocs.company,
      },
      onRequest: requireAuth(app),
    },
    async (request) => service.getMyCompany(db(), client(request).companyId),
  );

  r.post(
    '/@me/company-data',
    {
      schema: {
        tags: ['Console: settings'],
        ...accountDocs.companyData,
        body: contractDataSchema,
      },
      onRequest: requireAuth(app),
    },
    async (request) => service.saveCompanyData(db(), client(request), request.body),
  );

  r.post(
    '/@me/contract/generate',
    {
      schema: {
        tags: ['Console: settings'],
        ...accountDocs.contractGenerate,
        body: generateContractSchema,
      },
      onRequest: requireAuth(app),
    },
    async (request) => service.generateContract(db(), client(request)),
  );

  const sendPdf = (reply: FastifyReply, pdf: Buffer) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${CONTRACT_FILE_NAME}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);

  r.get(
    '/@me/contract',
    {
      schema: {
        tags: ['Console: settings'],
        ...accountDocs.contract,
      },
      onRequest: requireAuth(app),
    },
    async (request, reply) => {
      const { companyId } = client(request);
      return sendPdf(reply, await service.contractPdfOf(db(), principalOf(request).tenant, companyId));
    },
  );

  r.get(
    '/company/contract',
    {
      schema: {
        tags: ['Back office: companies'],
        ...accountDocs.getContract,
        querystring: companyIdQuerySchema,
      },
      onRequest: requireAuth(app, 'company.canAccessPage'),
    },
    async (request, reply) =>
      sendPdf(reply, await service.contractPdfOf(db(), principalOf(request).tenant, request.query.companyId)),
  );

  r.post(
    '/@me/change-password',
    {
      schema: {
        tags: ['Console: session'],
        ...accountDocs.changePassword(app.config),
        body: changeOwnPasswordSchema,
      },
      onRequest: requireAuth(app),
    },
    async (request) => {
      const principal = principalOf(request);
      return service.changeOwnPassword(
        db(),
        app.services.auth,
        {
          perUser: { max: app.config.loginMaxFailures, windowSeconds: app.config.loginWindowSeconds },
          perClient: app.config.rateLimits.passwordChangeFailuresPerClient,
          clientIp: request.ip,
        },
        principal,
        actorOf(principal),
        request.body,
      );
    },
  );
}
