// GET /api/metrics: the Prometheus scrape of this process (server/plugins/metrics.ts), behind a bearer token of its
// own (METRICS_TOKEN); without one the route answers 404, as if it did not exist.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../errors.ts';
import { bearerToken } from '../plugins/auth.ts';
import { metricsDocs } from './docs/metrics.ts';

/** Digests of equal length, so that timingSafeEqual compares tokens of any length without telling it apart. */
const digest = (text: string) => createHash('sha256').update(text).digest();

export async function metricsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const token = app.config.metricsToken;
  const expected = token === undefined ? undefined : digest(token);
  const { registry } = app.metrics;

  r.get(
    '/metrics',
    {
      config: { public: 'Prometheus scrapers: its own bearer token (METRICS_TOKEN), off without one', apiKey: false },
      schema: { tags: ['Back office: system'], ...metricsDocs.metrics },
      onRequest: async (request) => {
        if (!expected) throw notFound('not_found', `No route ${request.method} ${request.url}`);
        const given = bearerToken(request);
        if (given === null || !timingSafeEqual(digest(given), expected)) throw unauthorized();
      },
    },
    async (_request, reply) => {
      const body = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
    },
  );
}
