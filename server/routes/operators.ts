// Operator accounts: GET /operator/list, POST /operator/create, /update, /change-password, /deactivate,
// /activate. HTTP only: parse with the domain schemas, check the permission, call the service; the
// sockets of ended sessions are disconnected after the commit.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changeOperatorPasswordSchema,
  createOperatorSchema,
  operatorIdSchema,
  updateOperatorSchema,
} from '../../domain/operatorSchemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import * as service from '../services/operators.ts';
import { operatorsDocs } from './docs/operators.ts';

const TAGS = ['Back office: operators'];

export async function operatorRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const canRead = requireAuth(app, 'users.canAccessPage');
  const canWrite = requireAuth(app, 'users.canAccessPage', 'users.canWrite');
  const callerOf = (request: FastifyRequest): service.OperatorCaller => {
    const p = principalOf(request);
    return { actor: actorOf(p), id: p.id, sessionId: p.sessionId, scope: p.scope, tenant: p.tenant };
  };

  r.get(
    '/operator/list',
    {
      schema: {
        tags: TAGS,
        ...operatorsDocs.list,
      },
      onRequest: canRead,
    },
    async (request) => service.listOperators(db(), callerOf(request)),
  );

  r.post(
    '/operator/create',
    {
      schema: {
        tags: TAGS,
        ...operatorsDocs.create,
        body: createOperatorSchema,
      },
      onRequest: canWrite,
    },
    async (request) => ({ operator: await service.createOperator(db(), callerOf(request), request.body) }),
  );

  r.post(
    '/operator/update',
    {
      schema: {
        tags: TAGS,
        ...operatorsDocs.update,
        body: updateOperatorSchema,
      },
      onRequest: canWrite,
    },
    async (request) => {
      const operator = await service.updateOperator(db(), callerOf(request), request.body);
      // Its open consoles move to the rooms of the new companies and regions at once.
      await app.realtime.refreshOperatorRooms(service.operatorAudience(operator));
      // Its open consoles read their session again: menu, pages and buttons follow within seconds.
      app.realtime.notifyAccessChanged({ kind: 'operator', id: operator.id });
      return { operator };
    },
  );

  r.post(
    '/operator/change-password',
    {
      schema: {
        tags: TAGS,
        ...operatorsDocs.changePassword,
        body: changeOperatorPasswordSchema,
      },
      onRequest: canWrite,
    },
    async (request) => {
      const { operator, endedSessionIds } = await service.changeOperatorPassword(db(), callerOf(request), request.body);
      app.realtime.endSessions(endedSessionIds, 'password_changed');
      return { operator };
    },
  );

  r.post(
    '/operator/deactivate',
    {
      schema: {
        tags: TAGS,
        ...operatorsDocs.deactivate,
        body: operatorIdSchema,
      },
      onRequest: canWrite,
    },
    async (request) => {
      const { operator, endedSessionIds } = await service.deactivateOperator(
        db(),
        app.services.auth,
        callerOf(request),
        request.body.operatorId,
      );
      app.realtime.endSessions(endedSessionIds, 'account_deactivated');
      return { operator };
    },
  );

  r.post(
    '/operator/activate',
    {
      schema: {
        tags: TAGS,
        ...operatorsDocs.activate,
        body: operatorIdSchema,
      },
      onRequest: canWrite,
    },
    async (request) => ({ operator: await service.activateOperator(db(), callerOf(request), request.body.operatorId) }),
  );
}
