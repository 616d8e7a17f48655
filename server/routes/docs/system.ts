// The OpenAPI texts of the system routes (server/routes/system.ts): liveness and readiness for load balancers,
// orchestrators and monitoring.
import { z } from 'zod';

const engine = z.enum(['pglite', 'postgres']).describe('The database engine the process is configured with');

export const systemDocs = {
  health: {
    summary: 'Liveness: the process answers',
    description:
      'Answers 200 as long as the process serves requests, whatever the state of its database (a database restart ' +
      'must not make an orchestrator kill healthy processes). Readiness is `GET /api/ready`.',
    response: { 200: z.object({ status: z.literal('ok'), database: engine }) },
  },
  ready: {
    summary: 'Readiness: the process can serve (database reachable and migrated, not stopping)',
    description:
      'For load balancers and orchestrators: 200 when the database answers within 2 s and holds every migration of ' +
      'this build; otherwise 503 with Retry-After and `database_unavailable`. From the moment the process is asked to ' +
      'stop (SIGTERM) it answers 503 `shutting_down`, while it keeps serving for SHUTDOWN_DELAY_SECONDS and then ' +
      'finishes the requests in flight, so a balancer sends new requests elsewhere.',
    response: { 200: z.object({ status: z.literal('ready'), database: engine }) },
  },
};
