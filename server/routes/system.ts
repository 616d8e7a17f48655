// Liveness and readiness (server/routes/docs/system.ts): what load balancers and orchestrators ask before sending
// traffic, and while a process stops.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../errors.ts';
import { databaseUnavailable } from '../db/availability.ts';
import { systemDocs } from './docs/system.ts';

/** How long readiness waits for the database before it says "not ready". */
const READY_CHECK_MS = 2_000;

/** A 503 for a process that was asked to stop: safe to send again elsewhere (nothing was done). */
export const shuttingDown = () =>
  new HttpError(503, 'shutting_down', 'This process is stopping; try again', undefined, { 'retry-after': '1' });

export async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = app;
  const noQuery = z.object({}).optional();

  r.get(
    '/health',
    {
      config: { public: 'load balancers and monitoring' },
      schema: { tags: ['Back office: system'], ...systemDocs.health, querystring: noQuery },
    },
    async () => ({ status: 'ok' as const, database: database.engine }),
  );

  r.get(
    '/ready',
    {
      config: { public: 'load balancers and orchestrators' },
      schema: { tags: ['Back office: system'], ...systemDocs.ready, querystring: noQuery },
    },
    async () => {
      if (app.lifecycle.stopping) throw shuttingDown();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_CHECK_MS)));
      try {
        if (!(await Promise.race([database.migrated(), timeout]))) throw databaseUnavailable();
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready' as const, database: database.engine };
    },
  );
}
