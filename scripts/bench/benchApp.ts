// The API server in the benchmark's own process: buildApp on a given database, listening on a free local port, with
// bench-only hooks that report the server time of every response in a Server-Timing header (reportServerTime, which
// the server processes of serverProcess.ts add too).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { operators } from '../../server/db/schema.ts';
import { operatorReach } from '../../server/access/reach.ts';
import type { Tenant } from '../../server/services/principal.ts';

export interface BenchApp {
  app: FastifyInstance;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * Server time, bench only, in a Server-Timing header: from the onRequest hook (right after routing) to onSend (the body
 * serialized, about to be written), so it covers the auth hook (JWT + session lookup), the handler with its SQL, and
 * serialization. (reply.elapsedTime would need a logger or an onResponse hook to be set.)
 */
export function reportServerTime(app: FastifyInstance): void {
  const started = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request) => {
    started.set(request, performance.now());
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const t0 = started.get(request);
    if (t0 !== undefined) reply.header('server-timing', `app;dur=${(performance.now() - t0).toFixed(3)}`);
    return payload;
  });
}

export async function startBenchApp(database: Database): Promise<BenchApp> {
  const app = await buildApp(testConfig({ jwtSecret: 'bench-secret-bench-secret-bench-secret' }), { database });
  reportServerTime(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export interface BenchUser {
  username: string;
  id: number;
  tenant: Tenant;
}

/** A demo operator with its tenant (companies, regions). */
export async function benchUser(database: Database, username: string): Promise<BenchUser> {
  const [op] = await database.db.select().from(operators).where(eq(operators.username, username));
  if (!op) throw new Error(`bench: no operator ${username} (is the demo seeded?)`);
  return {
    username,
    id: op.id,
    tenant: operatorReach(op),
  };
}

/** A real session token of an operator (a session row, as a sign-in creates; no password hashing). */
export async function sessionToken(app: FastifyInstance, user: BenchUser): Promise<string> {
  return (await app.services.auth.createSession('operator', user.id)).token;
}
