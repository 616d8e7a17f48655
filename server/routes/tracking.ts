// The public tracking calls of the receiver's /track/<token> page: no session; the unguessable token is the key. The
// order's stage and the shop's name, and the shop's logo through the same link (no company id a visitor could count).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trackingTokenSchema } from '../../domain/tracking.ts';
import { imagesDirOf } from '../services/companies.ts';
import { trackingLogo, trackOrder } from '../services/tracking.ts';
import { trackingDocs } from './docs/tracking.ts';

const WHY_PUBLIC = 'the receiver holds the order’s unguessable tracking link (122 random bits)';

export async function trackingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/track/:token',
    {
      config: { public: WHY_PUBLIC },
      schema: { tags: ['Console: public pages'], ...trackingDocs.track, params: trackingTokenSchema, security: [] },
    },
    async (request, reply) => {
      // A receiver's page polls: never from a shared cache, and the link does not leave in a Referer.
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      return trackOrder(app.database.db, request.params.token);
    },
  );

  // The logo files as /images serves them: the uploads first, then the images bundled with the console.
  const logoFolders = [imagesDirOf(app.config), path.join(app.config.clientDir, 'images')];
  r.get(
    '/track/:token/logo',
    {
      config: { public: WHY_PUBLIC },
      schema: { tags: ['Console: public pages'], ...trackingDocs.logo, params: trackingTokenSchema, security: [] },
    },
    async (request, reply) => {
      const logo = await trackingLogo(app.database.db, request.params.token, logoFolders);
      return reply
        .header('content-type', logo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .header('referrer-policy', 'no-referrer')
        .send(logo.bytes);
    },
  );
}
