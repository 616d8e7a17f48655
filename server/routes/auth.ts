// Sign-in, session and registration calls, and GET /@me (the signed-in user with its permission flag tree).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema, registerSchema } from '../../domain/schemas.ts';
import { authenticate, principalOf, requireAuth, sessionClaimsOf } from '../plugins/auth.ts';
import { actorOf, toMe } from '../services/principal.ts';
import { COMPANY_STATUS_CHANGE_EVENT } from '../../domain/companyEvents.ts';
import { authDocs } from './docs/auth.ts';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth } = app.services;

  r.post(
    '/call-center-user/login',
    {
      config: { public: 'signing in' },
      schema: {
        tags: ['Console: session'],
        ...authDocs.operatorLogin(app.config),
        body: loginSchema,
      },
    },
    async (request) =>
      auth.login(request.body.username, request.body.password, { operatorsOnly: true, clientIp: request.ip }),
  );

  r.post(
    '/auth/login',
    {
      config: { public: 'signing in' },
      schema: {
        tags: ['Console: session'],
        ...authDocs.login(app.config),
        body: loginSchema,
      },
    },
    async (request) => auth.login(request.body.username, request.body.password, { clientIp: request.ip }),
  );

  r.post(
    '/auth/refresh',
    {
      config: { public: 'the refresh proves itself with the token it refreshes' },
      schema: {
        tags: ['Console: session'],
        ...authDocs.refresh,
      },
    },
    async (request) => {
      await authenticate(app, request);
      return auth.refresh(sessionClaimsOf(request));
    },
  );

  r.post(
    '/logout',
    {
      config: { apiKey: false }, // a key has no session to end: revoke it in Settings → API keys
      schema: {
        tags: ['Console: session'],
        ...authDocs.logout,
      },
      onRequest: requireAuth(app),
    },
    async (request, reply) => {
      await auth.logout(sessionClaimsOf(request), actorOf(principalOf(request)));
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/auth/register',
    {
      config: { public: 'a new client registers' },
      schema: {
        tags: ['Console: registration'],
        ...authDocs.register(app.config),
        body: registerSchema,
      },
    },
    async (request) => {
      const { companyId, ...session } = await auth.register(request.body, { ip: request.ip });
      // A new pending company: the consoles' pending-companies badge counts it at once.
      app.realtime.emitCompanyEvent(COMPANY_STATUS_CHANGE_EVENT, {
        companyId,
        status: 'pending',
        previousStatus: null,
      });
      return session;
    },
  );

  r.get(
    '/@me',
    {
      schema: {
        tags: ['Merchant API: account'],
        ...authDocs.me,
      },
      onRequest: requireAuth(app),
    },
    async (request) => toMe(principalOf(request)),
  );
}
