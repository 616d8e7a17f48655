// API keys of the signed-in client's company (our own calls under /@me, for the API integration card of Settings →
// General). HTTP only: parse with the domain schemas, allow client users only, call the service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_KEY_PREFIX,
  createApiKeySchema,
  revokeApiKeySchema,
  type ApiKeyRow,
  type CreatedApiKey,
} from '../../src/domain/accountSchemas.ts';
import { principalOf, requireAuth, denyApiKeys } from '../plugins/auth.ts';
import { forbidden } from '../errors.ts';
import { actorOf } from '../services/principal.ts';
import { API_KEYS_ACTIVE_MAX, createApiKey, listApiKeys, revokeApiKey, type ApiKeyOwner } from '../services/apiKeys.ts';

const TAG = 'api keys';
const WHO = [
  'Client users only, for their own company: 403 `client_user_only` for operators, 403 `api_key_not_allowed` when the',
  'call is made with an API key (a key cannot create or revoke keys).',
].join(' ');
const USE = [
  `A key (\`${API_KEY_PREFIX}\` + 8 characters + \`_\` + 43 characters) is sent as \`Authorization: Bearer <key>\` on the`,
  'orders API. It acts as the company’s client with the rights of the `api` account type: orders of its own company only',
  '(read; create and write while the company is active), the `api` canView defaults (pinCode, cancellation, holdOrder,',
  'orderEstimations, orderRoute); no settings, account, session, saved-view or location-write calls (403',
  '`api_key_not_allowed`), no socket. An unknown or revoked key, or a key of an inactive company, answers 401',
  '`invalid_api_key`. The audit records its actions with actor kind `api_key`.',
].join(' ');

const apiKeyRow = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string().describe(`The first 12 characters of the key (\`${API_KEY_PREFIX}\` + 8), to tell keys apart`),
    createdAt: z.iso.datetime(),
    createdBy: z.string().nullable().describe('E-mail of the client user who created the key'),
    lastUsedAt: z.iso.datetime().nullable().describe('Last use, recorded at most once a minute'),
    revokedAt: z.iso.datetime().nullable(),
  })
  .describe('An API key as listed: never the key itself') satisfies z.ZodType<ApiKeyRow>;

const createdApiKey = apiKeyRow
  .extend({ key: z.string().describe('The whole key: sent in this answer only, never again (only its sha256 is stored)') })
  .describe('The new key') satisfies z.ZodType<CreatedApiKey>;

/** The client user acting on its company's keys. */
function ownerOf(request: FastifyRequest): ApiKeyOwner {
  const principal = principalOf(request);
  if (principal.kind !== 'client' || principal.companyId === null) throw forbidden('client_user_only', 'Only client users manage API keys');
  return { companyId: principal.companyId, email: principal.email, actor: actorOf(principal) };
}

export async function apiKeyRoutes(app: FastifyInstance) {
  denyApiKeys(app); // a user's own things, not the orders API
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get('/@me/api-keys', {
    schema: {
      tags: [TAG],
      summary: 'The API keys of the caller’s company, newest first, revoked ones included (with revokedAt)',
      description: `Never contains the keys themselves. ${WHO} ${USE}`,
      response: { 200: z.array(apiKeyRow) },
    },
    onRequest: requireAuth(app),
  }, async (request) => listApiKeys(db, ownerOf(request).companyId));

  r.post('/@me/api-keys/create', {
    schema: {
      tags: [TAG],
      summary: 'Creates an API key for the caller’s company; the answer is the only time the key is sent',
      description: [
        'Body: name (3 to 60 characters; 400 `validation_failed` with per-field message keys). Only the sha256 of the key is',
        'stored (the key carries 256 random bits, so a fast hash is safe, and it is checked on every request).',
        `At most ${API_KEYS_ACTIVE_MAX} active keys per company (409 \`api_key_limit_reached\`). Keys may be created while the`,
        'company is still pending: they read orders, and write them once the company is active. One transaction with an',
        `audit entry (api_key.create; name and prefix, never the key). ${WHO}`,
      ].join(' '),
      body: createApiKeySchema,
      response: { 201: createdApiKey },
    },
    onRequest: requireAuth(app),
  }, async (request, reply) => reply.status(201).send(await createApiKey(db, ownerOf(request), request.body)));

  r.post('/@me/api-keys/revoke', {
    schema: {
      tags: [TAG],
      summary: 'Revokes an API key of the caller’s company; it stops working at once',
      description: [
        'Body: id. 404 `api_key_not_found` (also for a key of another company), 409 `api_key_already_revoked`. The key stays',
        `in the list with revokedAt. One transaction with an audit entry (api_key.revoke). ${WHO}`,
      ].join(' '),
      body: revokeApiKeySchema,
      response: { 204: z.null().describe('Revoked') },
    },
    onRequest: requireAuth(app),
  }, async (request, reply) => {
    await revokeApiKey(db, ownerOf(request), request.body.id);
    return reply.status(204).send(null);
  });
}
