// Authentication (Bearer JWT → Principal) and authorization (permission flag paths) for routes.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { hasAllPaths } from '../../src/domain/permissions.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { loadPrincipal, type Principal } from '../services/principal.ts';
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

/** Resolves the caller: 401 without a valid, open session. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<Principal> {
  if (request.principal) return request.principal;
  const token = bearerToken(request);
  if (!token) throw unauthorized('unauthorized', 'You have to be logged in');
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

/** The principal of a route guarded by requireAuth. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
