// Authentication (Bearer JWT or a company's API key → Principal) and authorization (permission flag paths) for routes.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasAllPaths } from '../../src/domain/permissions.ts';
import { API_KEY_PREFIX } from '../../src/domain/accountSchemas.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { loadApiKeyPrincipal, loadPrincipal, type Principal } from '../services/principal.ts';
import { apiKeyUseIsStale, looksLikeApiKey, recordApiKeyUse } from '../services/apiKeys.ts';
import type { TokenClaims } from '../services/auth.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    claims: TokenClaims | null;
  }
}

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('principal', null);
  app.decorateRequest('claims', null);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: an API key may not call this route (sessions, own account and settings, saved views, location writes). */
    apiKey?: boolean;
  }
}

/**
 * Marks every route registered after it in this plugin as closed to API keys (route config `apiKey: false`): a key is
 * for the orders API, not for a user's own account, settings or registration steps.
 */
export function denyApiKeys(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), apiKey: false };
  });
}

export const apiKeyNotAllowed = () => forbidden('api_key_not_allowed', 'An API key cannot use this call');

/** A company's API key (Bearer `dck_…`): 401 `invalid_api_key` when unknown, revoked, or its company inactive. */
async function authenticateApiKey(app: FastifyInstance, request: FastifyRequest, key: string): Promise<Principal> {
  const found = looksLikeApiKey(key) ? await loadApiKeyPrincipal(app.database.db, key) : null;
  if (!found) throw unauthorized('invalid_api_key', 'The API key is not valid or has been revoked');
  const { principal, lastUsedAt } = found;
  if (apiKeyUseIsStale(lastUsedAt)) {
    // Not awaited: the answer does not wait for the bookkeeping, and the UPDATE is a no-op when another request
    // recorded a use within the minute.
    recordApiKeyUse(app.database.db, principal.apiKeyId!).catch((err: unknown) =>
      request.log.error({ err, apiKeyId: principal.apiKeyId }, 'recording the API key use failed'),
    );
  }
  if (request.routeOptions.config?.apiKey === false) throw apiKeyNotAllowed();
  request.principal = principal;
  return principal;
}

/** Resolves the caller: 401 without a valid, open session or a valid API key. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<Principal> {
  if (request.principal) return request.principal;
  const token = bearerToken(request);
  if (!token) throw unauthorized('unauthorized', 'You have to be logged in');
  if (token.startsWith(API_KEY_PREFIX)) return authenticateApiKey(app, request, token);
  const claims = await app.services.auth.verifyAny(token);
  if (!claims) throw unauthorized('session_expired', 'Your session has expired');
  // A driver session (driver API) carries no console permission at all.
  if (claims.kind === 'driver') throw forbidden('driver_session_not_allowed', 'A driver session cannot use this call');
  const principal = await loadPrincipal(app.database.db, claims);
  if (!principal) throw unauthorized('session_expired', 'Your session has expired');
  request.claims = claims;
  request.principal = principal;
  return principal;
}

/**
 * preHandler: the caller must be signed in and hold every listed permission path (e.g. 'orders.canAccessPage').
 * Tenant checks happen in the services, which receive the principal.
 */
export function requireAuth(app: FastifyInstance, ...paths: string[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const principal = await authenticate(app, request);
    if (paths.length && !hasAllPaths(principal.permissions, paths)) throw forbidden('insufficient_permissions');
  };
}

/** The session claims of a signed-in caller: 403 `api_key_not_allowed` for an API key (it has no session). */
export function sessionClaimsOf(request: FastifyRequest): TokenClaims {
  if (request.principal?.apiKeyId != null) throw apiKeyNotAllowed();
  if (!request.claims) throw unauthorized();
  return request.claims;
}

/** The principal of a route guarded by requireAuth. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
