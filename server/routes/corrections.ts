// The corrections area's calls: the pending list, one correction's details, accept and reject.
// The driver's submission is part of the driver API (server/routes/driverCorrections.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  correctionAcceptSchema,
  correctionInfoQuerySchema,
  correctionRejectSchema,
} from '../../domain/correctionSchemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import * as service from '../services/corrections.ts';
import { correctionsDocs } from './docs/corrections.ts';

const TAG = 'Back office: corrections';

export async function correctionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const context = (request: FastifyRequest) => {
    const principal = principalOf(request);
    return { actor: actorOf(principal), tenant: principal.tenant };
  };

  r.get(
    '/correction/pending-list',
    {
      schema: {
        tags: [TAG],
        ...correctionsDocs.pendingList,
      },
      onRequest: requireAuth(app, 'corrections.canAccessPage'),
    },
    async (request) => ({ items: await service.listPendingCorrections(db(), principalOf(request).tenant) }),
  );

  r.get(
    '/correction/info',
    {
      schema: {
        tags: [TAG],
        ...correctionsDocs.info,
        querystring: correctionInfoQuerySchema,
      },
      onRequest: requireAuth(app, 'corrections.canAccessPage'),
    },
    async (request) => service.correctionInfo(db(), principalOf(request).tenant, request.query.correctionId),
  );

  r.post(
    '/correction/accept',
    {
      schema: {
        tags: [TAG],
        ...correctionsDocs.accept,
        body: correctionAcceptSchema,
      },
      onRequest: requireAuth(app, 'corrections.canAccessPage', 'corrections.canWrite'),
    },
    async (request) => {
      return service.acceptCorrection(db(), context(request), request.body);
    },
  );

  r.post(
    '/correction/reject',
    {
      schema: {
        tags: [TAG],
        ...correctionsDocs.reject,
        body: correctionRejectSchema,
      },
      onRequest: requireAuth(app, 'corrections.canAccessPage', 'corrections.canWrite'),
    },
    async (request) => {
      return service.rejectCorrection(db(), context(request), request.body);
    },
  );
}
