import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { saveViewSchema, savedViewIdSchema, savedViewListQuerySchema } from '../../src/domain/schemas.ts';
import { principalOf, requireAuth, denyApiKeys } from '../plugins/auth.ts';
import { deleteView, listSavedViews, saveView } from '../services/savedViews.ts';

/** Saved views: the signed-in user's named filter sets, per list. */
export async function savedViewRoutes(app: FastifyInstance) {
  denyApiKeys(app); // a user's own things, not the orders API
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/saved-view/list', {
    schema: { tags: ['saved views'], summary: 'The caller’s saved views of a list (resource=orders), sorted by name', querystring: savedViewListQuerySchema },
    onRequest: requireAuth(app),
  }, async (request) => listSavedViews(app.database.db, principalOf(request), request.query.resource));

  r.post('/saved-view/save', {
    schema: {
      tags: ['saved views'],
      summary: 'Save the current filters under a name (the same name replaces that view’s filters)',
      description: 'Answers the saved view. 409 `saved_views_limit_reached` beyond 50 views per user.',
      body: saveViewSchema,
    },
    onRequest: requireAuth(app),
  }, async (request) => saveView(app.database.db, principalOf(request), request.body));

  r.post('/saved-view/delete', {
    schema: { tags: ['saved views'], summary: 'Delete one of the caller’s saved views', description: '404 `saved_view_not_found`.', body: savedViewIdSchema },
    onRequest: requireAuth(app),
  }, async (request) => {
    await deleteView(app.database.db, principalOf(request), request.body.id);
    return { ok: true };
  });
}
