// The OpenAPI texts of the apiKeys routes (server/routes/apiKeys.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...apiKeysDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import { z } from 'zod';
import { API_KEY_PREFIX, type ApiKeyRow, type CreatedApiKey } from '../../../domain/accountSchemas.ts';
import { API_KEYS_ACTIVE_MAX } from '../../services/apiKeys.ts';

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
  .extend({
    key: z.string().describe('The whole key: sent in this answer only, never again (only its sha256 is stored)'),
  })
  .describe('The new key') satisfies z.ZodType<CreatedApiKey>;

export const apiKeysDocs = {
  apiKeys: {
    summary: 'The API keys of the caller’s company, newest first, revoked ones included (with revokedAt)',
    description: `Never contains the keys themselves. ${WHO} ${USE}`,
    response: { 200: z.array(apiKeyRow) },
  },
  apiKeysCreate: {
    summary: 'Creates an API key for the caller’s company; the answer is the only time the key is sent',
    description: [
      'Body: name (3 to 60 characters; 400 `validation_failed` with per-field message keys). Only the sha256 of the key is',
      'stored (the key carries 256 random bits, so a fast hash is safe, and it is checked on every request).',
      `At most ${API_KEYS_ACTIVE_MAX} active keys per company (409 \`api_key_limit_reached\`). Keys may be created while the`,
      'company is still pending: they read orders, and write them once the company is active. One transaction with an',
      `audit entry (api_key.create; name and prefix, never the key). ${WHO}`,
    ].join(' '),
    response: { 201: createdApiKey },
  },
  apiKeysRevoke: {
    summary: 'Revokes an API key of the caller’s company; it stops working at once',
    description: [
      'Body: id. 404 `api_key_not_found` (also for a key of another company), 409 `api_key_already_revoked`. The key stays',
      `in the list with revokedAt. One transaction with an audit entry (api_key.revoke). ${WHO}`,
    ].join(' '),
    response: { 204: z.null().describe('Revoked') },
  },
};
