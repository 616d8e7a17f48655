// What load balancers, orchestrators and clients are told about the process: liveness without the database,
// readiness (database reachable and migrated, not stopping), and the 503s with Retry-After of a database that is away
// (a restart, a failover) and of a process that is stopping; never a 500 for either.
import type { FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { Database } from '../../server/db/client.ts';
import { bearer, login, PASSWORDS, setupApp } from './fixtures.ts';

const ctx = setupApp();
let token: string;
const others: FastifyInstance[] = [];
beforeAll(async () => {
  token = await login(ctx.app, 'operator', PASSWORDS.operator);
});
afterAll(async () => {
  await Promise.all(others.map((app) => app.close()));
});

/** Another app on the fixture's database, with the database's calls as given (the caller's ones replaced). */
async function appWith(database: Partial<Database>, routes?: (app: FastifyInstance) => void) {
  const app = await buildApp(ctx.app.config, { database: { ...ctx.app.database, ...database } });
  routes?.(app);
  others.push(app);
  return app;
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('liveness and readiness', () => {
  it('answers liveness without the database and readiness with it', async () => {
    const engine = ctx.app.database.engine;
    expect((await get(ctx.app, '/api/health')).json()).toEqual({ status: 'ok', database: engine });
    expect((await get(ctx.app, '/api/ready')).json()).toEqual({ status: 'ready', database: engine });

    const away = await appWith({
      query: () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' })),
      migrated: () =>
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' })),
    });
    expect((await get(away, '/api/health')).statusCode).toBe(200);
    const notReady = await get(away, '/api/ready');
    expect([notReady.statusCode, notReady.json().errorCode, notReady.headers['retry-after']]).toEqual([
      503,
      'database_unavailable',
      '2',
    ]);
    // A database this build's migrations have not reached (rolled back, another version migrating) is not ready.
    const behind = await appWith({ migrated: async () => false });
    expect((await get(behind, '/api/ready')).json().errorCode).toBe('database_unavailable');
  });

  it('says "not ready" from the moment the process is asked to stop, while it still serves requests', async () => {
    ctx.app.lifecycle.stopping = true;
    try {
      const ready = await get(ctx.app, '/api/ready');
      expect([ready.statusCode, ready.json().errorCode, ready.headers['retry-after']]).toEqual([
        503,
        'shutting_down',
        '1',
      ]);
      expect((await get(ctx.app, '/api/health')).statusCode).toBe(200);
      expect((await get(ctx.app, '/api/@me', bearer(token))).statusCode).toBe(200);
    } finally {
      ctx.app.lifecycle.stopping = false;
    }
  });

  it('refuses what arrives while it closes with a 503 to send again elsewhere, and closes the connection', async () => {
    ctx.app.lifecycle.closing = true;
    try {
      const refused = await get(ctx.app, '/api/@me', bearer(token));
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ name: 'ServiceUnavailable', errorCode: 'shutting_down' });
      expect(refused.headers).toMatchObject({ 'retry-after': '1', connection: 'close' });
    } finally {
      ctx.app.lifecycle.closing = false;
    }
    expect((await get(ctx.app, '/api/@me', bearer(token))).statusCode).toBe(200);
  });
});

describe('a database that is away', () => {
  /** The errors node-postgres and drizzle give while the server restarts, fails over or cannot be reached. */
  const failures: Record<string, () => Error> = {
    refused: () => Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' }),
    shutdown: () =>
      new DrizzleQueryError(
        'select 1',
        [],
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    terminated: () => new Error('Connection terminated unexpectedly'),
    timeout: () => new Error('timeout exceeded when trying to connect'),
    starting: () => Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    standby: () => Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }),
  };

  it('answers 503 database_unavailable with Retry-After for each, and a 500 for a real fault', async () => {
    const app = await appWith({}, (a) => {
      a.get('/api/test/fail/:kind', { config: { public: 'test' } }, async (request) => {
        const kind = (request.params as { kind: string }).kind;
        throw failures[kind]?.() ?? new Error('a bug');
      });
    });
    for (const kind of Object.keys(failures)) {
      const res = await get(app, `/api/test/fail/${kind}`);
      expect([res.statusCode, res.json().errorCode, res.headers['retry-after']], kind).toEqual([
        503,
        'database_unavailable',
        '2',
      ]);
    }
    const bug = await get(app, '/api/test/fail/bug');
    expect([bug.statusCode, bug.json().errorCode]).toEqual([500, 'unknown']);
  });
});
