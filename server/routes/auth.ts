// Sign-in, session and registration calls, and GET /@me (the signed-in user with its permission flag tree).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema, registerSchema } from '../../src/domain/schemas.ts';
import { authenticate, principalOf, requireAuth, sessionClaimsOf } from '../plugins/auth.ts';
import { actorOf, toMe } from '../services/principal.ts';
import { COMPANY_STATUS_CHANGE_EVENT } from '../../src/domain/companyEvents.ts';
import { describeLimit, describeSignInThrottle } from '../services/rateLimits.ts';

const tokenResponse = z
  .object({ token: z.string(), expiresAt: z.iso.datetime(), userType: z.enum(['operator', 'client']) })
  .describe('A session token (HS256 JWT) and its expiry; send it as `Authorization: Bearer <token>`.');

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = app.services;
  const limits = app.config.rateLimits;

  r.post('/call-center-user/login', {
    config: { public: 'signing in' },
    schema: {
      tags: ['session'],
      summary: 'Operator sign-in by username or e-mail',
      description: [
        '401 `invalid_credentials` for a wrong login or password, for unknown users and for a deactivated account with',
        'a wrong password alike (same body, headers and time); 401 `account_deactivated` only with the right password.',
        describeSignInThrottle(app.config),
      ].join(' '),
      body: loginSchema,
    },
  }, async (request) => auth.login(request.body.username, request.body.password, { operatorsOnly: true, clientIp: request.ip }));

  r.post('/auth/login', {
    config: { public: 'signing in' },
    schema: {
      tags: ['session'],
      summary: 'Sign-in for every kind of user',
      description: [
        'Chosen by us: one call signs in operators (username or e-mail) and client users (e-mail), so the console login',
        'page never asks which kind of user is signing in. Same errors as /call-center-user/login, and the same counters:',
        describeSignInThrottle(app.config),
      ].join(' '),
      body: loginSchema,
      response: { 200: tokenResponse },
    },
  }, async (request) => auth.login(request.body.username, request.body.password, { clientIp: request.ip }));

  r.post('/auth/refresh', {
    config: { public: 'the refresh proves itself with the token it refreshes' },
    schema: {
      tags: ['session'],
      summary: 'Token refresh: validates the session and returns a new token with a later expiry',
      description: 'Chosen by us. 401 when the token is missing, expired or revoked; 403 `api_key_not_allowed` for an API key (it has no session).',
      response: { 200: tokenResponse },
    },
  }, async (request) => {
    await authenticate(app, request);
    return auth.refresh(sessionClaimsOf(request));
  });

  r.post('/logout', {
    config: { apiKey: false }, // a key has no session to end: revoke it in Settings → API keys
    schema: {
      tags: ['session'],
      summary: 'Revokes the session of the token on the server',
      description: '403 `api_key_not_allowed` for an API key: a key is revoked in the settings (POST /api/@me/api-keys/revoke).',
      response: { 204: z.null().describe('Signed out') },
    },
    onRequest: requireAuth(app),
  }, async (request, reply) => {
    await auth.logout(sessionClaimsOf(request), actorOf(principalOf(request)));
    return reply.status(204).send(null);
  });

  r.post('/auth/register', {
    config: { public: 'a new client registers' },
    schema: {
      tags: ['session'],
      summary: 'Registers a client user with a new pending company and signs it in',
      description: [
        '409 `user_email_already_occupied` when the e-mail is taken. `confirmPassword` is optional for API callers and',
        'must equal `password` when sent. Sends `companyStatusChange` (status pending, previousStatus null) for the new',
        `company. Limited per client address: ${describeLimit(limits.registrationsPerClient, 'registrations')} whatever`,
        `their outcome, and ${describeLimit(limits.takenEmailsPerClient, '`user_email_already_occupied` answers')}; once`,
        'either is used up every registration from the address answers 429 `too_many_requests` with Retry-After',
        '(seconds), whatever its e-mail.',
      ].join(' '),
      body: registerSchema,
      response: { 200: tokenResponse },
    },
  }, async (request) => {
    const { companyId, ...session } = await auth.register(request.body, { ip: request.ip });
    // A new pending company: the consoles' pending-companies badge counts it at once.
    app.realtime.emitCompanyEvent(COMPANY_STATUS_CHANGE_EVENT, { companyId, status: 'pending', previousStatus: null });
    return session;
  });

  r.get('/@me', {
    schema: {
      tags: ['session'],
      summary: 'The signed-in user: identity, registration steps, settings and the permission flag tree',
    },
    onRequest: requireAuth(app),
  }, async (request) => toMe(principalOf(request)));

  r.get('/health', {
    config: { public: 'load balancers and monitoring' },
    schema: { tags: ['system'], summary: 'Liveness and database check', querystring: z.object({}).optional() },
  }, async () => {
    await app.database.query('select 1');
    return { status: 'ok', database: app.database.engine };
  });
}
