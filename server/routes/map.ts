// Public map assets of the console (route map, zip-code map): the tile configuration and the offline basemap.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadBasemap, mapConfigOf } from '../services/mapAssets.ts';
import { mapDocs } from './docs/map.ts';

/** The basemap changes only with a new geodata file (and then its ETag changes). */
const BASEMAP_MAX_AGE_SECONDS = 7 * 24 * 3600;

export async function mapRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/map/config',
    {
      config: { public: 'the map settings of the public and signed-in pages' },
      schema: {
        tags: ['Console: map'],
        ...mapDocs.config,
        security: [],
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return mapConfigOf(app.config);
    },
  );

  r.get(
    '/map/basemap',
    {
      config: { public: 'the offline basemap, public geodata' },
      schema: {
        tags: ['Console: map'],
        ...mapDocs.basemap(BASEMAP_MAX_AGE_SECONDS),
        security: [],
      },
    },
    async (request, reply) => {
      const basemap = await loadBasemap(app.config.geoDataDir);
      reply.header('cache-control', `public, max-age=${BASEMAP_MAX_AGE_SECONDS}`).header('etag', basemap.etag);
      const tags = (request.headers['if-none-match'] ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
      if (tags.includes(basemap.etag) || tags.includes('*')) return reply.status(304).send();
      return reply.type('application/geo+json; charset=utf-8').send(basemap.body);
    },
  );
}
