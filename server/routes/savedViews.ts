import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { saveViewSchema, savedViewIdSchema, savedViewListQuerySchema } from '../../domain/schemas.ts';
import { principalOf, requireAuth, denyApiKeys } from '../plugins/auth.ts';
import { deleteView, listSavedViews, saveView } from '../services/savedViews.ts';
import { savedViewsDocs } from './docs/savedViews.ts';

/** Saved views: the signed-in user's named filter sets, per list. */
export async function savedViewRoutes(app: FastifyInstance) {
  denyApiKeys(app); // a user's own things, not the orders API
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/saved-view/list',
    {
      schema: { tags: ['Console: saved views'], ...savedViewsDocs.list, querystring: savedViewListQuerySchema },
      onRequest: requireAuth(app),
    },
    async (request) => listSavedViews(app.database.db, principalOf(request), request.query.resource),
  );

  r.post(
    '/saved-view/save',
    {
      schema: {
        tags: ['Console: saved views'],
        ...savedViewsDocs.save,
        body: saveViewSchema,
      },
      onRequest: requireAuth(app),
    },
    async (request) => saveView(app.database.db, principalOf(request), request.body),
  );

  r.post(
    '/saved-view/delete',
    {
      schema: { tags: ['Console: saved views'], ...savedViewsDocs.delete, body: savedViewIdSchema },
      onRequest: requireAuth(app),
    },
    async (request) => {
      await deleteView(app.database.db, principalOf(request), request.body.id);
      return { ok: true as const };
    },
  );
}
