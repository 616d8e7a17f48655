// The OpenAPI texts of the savedViews routes (server/routes/savedViews.ts): each route's summary and description, and
// the texts they share. A route spreads its entry into its schema
// (`schema: { tags, ...savedViewsDocs.<route>, body }`), so the route file reads as routing and the prose reads here;
// the generated document (/api/docs) is the same. Each entry also carries the route's answer schemas (`response`): the
// serializer sends exactly their fields.
import { z } from 'zod';
import type { SavedView } from '../../../domain/api.ts';

const savedViewAnswer = z.object({
  id: z.number().int(),
  resource: z.literal('orders'),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()).describe('The list filters, as the list sends them'),
  updatedAt: z.string(),
}) satisfies z.ZodType<SavedView>;

export const savedViewsDocs = {
  list: {
    summary: 'The caller’s saved views of a list (resource=orders), sorted by name',
    response: { 200: z.array(savedViewAnswer) },
  },
  save: {
    summary: 'Save the current filters under a name (the same name replaces that view’s filters)',
    description: 'Answers the saved view. 409 `saved_views_limit_reached` beyond 50 views per user.',
    response: { 200: savedViewAnswer },
  },
  delete: {
    summary: 'Delete one of the caller’s saved views',
    description: '404 `saved_view_not_found`.',
    response: { 200: z.object({ ok: z.literal(true) }) },
  },
};
