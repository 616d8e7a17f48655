// Authentication (Bearer JWT or a company's API key → Principal) and authorization (permission flag paths) for routes.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { hasAllPaths } from '../../domain/permissions.ts';
import { API_KEY_PREFIX } from '../../domain/accountSchemas.ts';
import { forbidden, unauthorized, type HttpError } from '../errors.ts';
import { loadApiKeyPrincipal, loadSessionPrincipal, sessionRefusal, type Principal } from '../services/principal.ts';
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

/**
 * The principal of verified session claims, for a request or a socket's sign-in: the one the process keeps for the
 * session (services/principalCache.ts), else read; null when the session no longer opens the console.
 */
export const sessionPrincipal = (app: FastifyInstance, claims: TokenClaims): Promise<Principal | null> =>
  app.services.principals.principalOf(claims, () => loadSessionPrincipal(app.database.db, claims));

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
  const principal = await sessionPrincipal(app, claims);
  if (!principal) throw await sessionRefusal(app.database.db, claims);
  request.claims = claims;
  request.principal = principal;
  return principal;
}

/**
 * How a route is guarded: every route's onRequest guard carries its rule (ACCESS_RULE), or its config says it is
 * public, so that the route table (app.routeTable) lists the rule of every route and a test can hold each one to it.
 * The guards run on onRequest, before the body is parsed: a caller without access gets 401 / 403, never a 400 that
 * describes the payload, and no work is spent on its body.
 */
export type AccessRule =
  | { kind: 'public'; why: string }
  /** A signed-in console user (operator, client user or API key) holding every path. */
  | { kind: 'allOf'; paths: string[] }
  /** A signed-in console user holding at least one of the paths. */
  | { kind: 'anyOf'; paths: string[] }
  /** A driver session (the driver app). */
  | { kind: 'driver' }
  /** A driver session, or a console user holding one of the paths. */
  | { kind: 'driverOrAnyOf'; paths: string[] };

export const ACCESS_RULE = Symbol('accessRule');

/** Marks a guard with the rule it enforces. */
export function guarded<T extends object>(guard: T, rule: AccessRule): T & { [ACCESS_RULE]: AccessRule } {
  return Object.assign(guard, { [ACCESS_RULE]: rule });
}

/** The rule of a route: its config's `public`, or the rule its onRequest guard carries (null: none). */
export function accessRuleOf(route: { onRequest?: unknown; config?: unknown }): AccessRule | null {
  const why = (route.config as { public?: string } | undefined)?.public;
  if (why) return { kind: 'public', why };
  const hooks = Array.isArray(route.onRequest) ? route.onRequest : route.onRequest ? [route.onRequest] : [];
  const found = hooks.map((hook) => (hook as { [ACCESS_RULE]?: AccessRule })[ACCESS_RULE]).find(Boolean);
  return found ?? null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Why the route is open to anybody (login, registration, public pages and their data, health). */
    public?: string;
  }
}

/**
 * The 403 of a refused rule. `forbidden` when the caller may open every area the rule names but not this: a read-only
 * account's write (orders:read adding a comment, corrections:read accepting), a canView flag it lacks; the console
 * shows it no such action. `insufficient_permissions` when an area itself is closed to it (no page).
 */
export function refusal(permissions: Principal['permissions'], paths: readonly string[]): HttpError {
  const areas = new Set(paths.map((path) => path.split('.')[0]!));
  const reads = [...areas].every((area) => hasAllPaths(permissions, [`${area}.canAccessPage`]));
  return reads ? forbidden('forbidden', 'Your account may not do this') : forbidden('insufficient_permissions');
}

/**
 * onRequest guard: the caller must be signed in and hold every listed permission path (e.g. 'orders.canAccessPage');
 * 403 otherwise (see refusal). Tenant checks happen in the services, which receive the principal.
 */
export function requireAuth(app: FastifyInstance, ...paths: string[]): onRequestAsyncHookHandler {
  return guarded<onRequestAsyncHookHandler>(
    async (request) => {
      const principal = await authenticate(app, request);
      if (paths.length && !hasAllPaths(principal.permissions, paths)) throw refusal(principal.permissions, paths);
    },
    { kind: 'allOf', paths },
  );
}

/** onRequest guard: signed in and holding at least one of the permission paths (403 otherwise, see refusal). */
export function requireAnyPermission(app: FastifyInstance, ...paths: string[]): onRequestAsyncHookHandler {
  return guarded<onRequestAsyncHookHandler>(
    async (request) => {
      const principal = await authenticate(app, request);
      if (!paths.some((path) => hasAllPaths(principal.permissions, [path])))
        throw refusal(principal.permissions, paths);
    },
    { kind: 'anyOf', paths },
  );
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
