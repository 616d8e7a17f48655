// API keys of the signed-in client's company (our own calls under /@me, for the API integration card of Settings →
// General). HTTP only: parse with the domain schemas, allow client users only, call the service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createApiKeySchema, revokeApiKeySchema } from '../../domain/accountSchemas.ts';
import { principalOf, requireAuth, denyApiKeys } from '../plugins/auth.ts';
import { forbidden } from '../errors.ts';
import { actorOf } from '../services/principal.ts';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyOwner } from '../services/apiKeys.ts';
import { apiKeysDocs } from './docs/apiKeys.ts';

const TAG = 'Console: settings';

/** The client user acting on its company's keys. */
function ownerOf(request: FastifyRequest): ApiKeyOwner {
  const principal = principalOf(request);
  if (principal.kind !== 'client' || principal.companyId === null)
    throw forbidden('client_user_only', 'Only client users manage API keys');
  return { companyId: principal.companyId, email: principal.email, actor: actorOf(principal) };
}

export async function apiKeyRoutes(app: FastifyInstance) {
  denyApiKeys(app); // a user's own things, not the orders API
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get(
    '/@me/api-keys',
    {
      schema: {
        tags: [TAG],
        ...apiKeysDocs.apiKeys,
      },
      onRequest: requireAuth(app),
    },
    async (request) => listApiKeys(db, ownerOf(request).companyId),
  );

  r.post(
    '/@me/api-keys/create',
    {
      schema: {
        tags: [TAG],
        ...apiKeysDocs.apiKeysCreate,
        body: createApiKeySchema,
      },
      onRequest: requireAuth(app),
    },
    async (request, reply) => reply.status(201).send(await createApiKey(db, ownerOf(request), request.body)),
  );

  r.post(
    '/@me/api-keys/revoke',
    {
      schema: {
        tags: [TAG],
        ...apiKeysDocs.apiKeysRevoke,
        body: revokeApiKeySchema,
      },
      onRequest: requireAuth(app),
    },
    async (request, reply) => {
      await revokeApiKey(db, ownerOf(request), request.body.id);
      return reply.status(204).send(null);
    },
  );
}
