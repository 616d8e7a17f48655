// GET /api/metrics: off (404) without METRICS_TOKEN, 401 without its bearer token, and with it the Prometheus text of
// the requests by route pattern, the process's memory and event-loop delay, the real-time events sent, the sockets,
// the pool (PostgreSQL only) and the background jobs' runs.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { AppConfig } from '../../server/config.ts';
import { startPeriodicJob } from '../../server/jobs/periodic.ts';
import { bearer, insertOrder, setupApp, signInAll } from './fixtures.ts';

const TOKEN = 'metrics-token-0123456789abcdef';
const ctx = setupApp({ metricsToken: TOKEN });
const tokens: Record<string, string> = {};
/** Apps of other configurations on the same database (closed here; the database is the fixture's). */
const others: FastifyInstance[] = [];

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'operator');
});
afterAll(async () => {
  await Promise.all(others.map((app) => app.close()));
});

async function otherApp(overrides: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp({ ...ctx.app.config, ...overrides }, { database: ctx.app.database });
  others.push(app);
  return app;
}

const scrape = (app: FastifyInstance, headers: Record<string, string> = bearer(TOKEN)) =>
  app.inject({ method: 'GET', url: '/api/metrics', headers });

/** The sample lines of a scrape (no # HELP / # TYPE), e.g. `http_requests_total{method="GET",…} 1`. */
async function samples(app: FastifyInstance = ctx.app): Promise<string[]> {
  const res = await scrape(app);
  expect(res.statusCode, res.body).toBe(200);
  return res.body.split('\n').filter((line) => line && !line.startsWith('#'));
}
const value = (lines: string[], prefix: string) => {
  const line = lines.find((l) => l.startsWith(prefix));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
};

describe('protection', () => {
  it('is off without METRICS_TOKEN: 404 as for a route that does not exist, a token or not', async () => {
    const app = await otherApp({ metricsToken: undefined });
    for (const headers of [{}, bearer(TOKEN)]) {
      const res = await scrape(app, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ name: 'NotFound', message: 'No route GET /api/metrics', errorCode: 'not_found' });
    }
  });

  it('answers 401 without the token, with a wrong one of any length, and with a session token', async () => {
    for (const headers of [
      {},
      bearer(`${TOKEN.slice(0, -1)}x`),
      bearer('short'),
      bearer(TOKEN + TOKEN),
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
      bearer(tokens.operator!),
    ]) {
      const res = await scrape(ctx.app, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toMatchObject({ name: 'Unauthorized', errorCode: 'unauthorized' });
      expect(res.body).not.toContain('http_requests_total');
    }
  });

  it('answers the Prometheus text format 0.0.4 with the token', async () => {
    const res = await scrape(ctx.app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_requests_total counter');
  });
});

describe('what a scrape holds', () => {
  it('counts requests by route pattern (never the raw path), method and status, with their durations', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/api/health?probe=1' });
    await ctx.app.inject({ method: 'GET', url: '/api/order/labels/424242', headers: bearer(tokens.operator!) });
    // No route at all (a GET may be the console's single-page fallback `/*`, when a build is there).
    await ctx.app.inject({ method: 'POST', url: '/api/no-such-route-8181', payload: {} });
    const lines = await samples();
    expect(value(lines, 'http_requests_total{method="GET",route="/api/health",status_code="200"}')).toBe(2);
    const labels = lines.filter((l) => l.startsWith('http_requests_total{') && l.includes('/api/order/labels/'));
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.every((l) => l.includes('route="/api/order/labels/:orderId"'))).toBe(true);
    expect(value(lines, 'http_requests_total{method="POST",route="unmatched",status_code="404"}')).toBe(1);
    expect(lines.join('\n')).not.toContain('424242');
    expect(lines.join('\n')).not.toContain('no-such-route-8181');
    const bucket = 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/health",status_code="200"}';
    expect(value(lines, bucket)).toBe(2);
    expect(lines.some((l) => l.startsWith('http_request_duration_seconds_bucket{le="0.005",'))).toBe(true);
    expect(lines.some((l) => l.startsWith('http_request_duration_seconds_bucket{le="10",'))).toBe(true);
  });

  it("holds the process's memory and event-loop delay", async () => {
    const lines = await samples();
    expect(value(lines, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(lines, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(lines, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('counts the real-time events sent, by event', async () => {
    const order = await insertOrder(ctx.app.database.db, ctx.fx, 'METRICS-1', 'accepted');
    const held = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/set-on-hold',
      headers: bearer(tokens.operator!),
      payload: { orderId: order.id, holdOrderTill: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(held.statusCode, held.body).toBe(200);
    const lines = await samples();
    expect(value(lines, 'realtime_events_sent_total{event="delayingDelivery"}')).toBeGreaterThanOrEqual(1);
  });

  it('reads the open sockets when scraped, and the pool on PostgreSQL only (PGlite has none)', async () => {
    const lines = await samples();
    expect(value(lines, 'realtime_connections')).toBe(0);
    expect(value(lines, 'realtime_private_sockets')).toBe(0);
    if (ctx.app.database.engine === 'postgres') {
      expect(value(lines, 'db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
      expect(value(lines, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      expect(value(lines, 'db_pool_waiting_requests')).toBe(0);
      expect(value(lines, 'db_pool_connections_max')).toBeGreaterThan(0);
    } else {
      expect(lines.some((l) => l.startsWith('db_pool_'))).toBe(false);
    }
  });

  it("counts the jobs' runs by outcome: a failing run, and the app's own auto-cancel sweep", async () => {
    const log = vi.fn();
    let ran!: () => void;
    const done = new Promise<void>((resolve) => (ran = resolve));
    const stop = startPeriodicJob(
      'failing test job',
      async () => {
        throw new Error('boom');
      },
      {
        intervalMs: 60_000,
        runAtStart: true,
        log,
        onRun: (outcome, seconds) => {
          ctx.app.metrics.jobRun('failing test job', outcome, seconds);
          ran();
        },
      },
    );
    await done;
    await stop();
    expect(log).toHaveBeenCalledWith('failing test job: sweep failed', expect.any(Error));
    let lines = await samples();
    expect(value(lines, 'job_runs_total{job_name="failing test job",outcome="failed"}')).toBe(1);
    expect(value(lines, 'job_run_duration_seconds_count{job_name="failing test job"}')).toBe(1);

    // An app that runs its jobs: the auto-cancel sweep runs at start.
    const withJobs = await otherApp({ runJobs: true });
    await withJobs.ready();
    await vi.waitFor(
      async () => {
        lines = await samples(withJobs);
        expect(value(lines, 'job_runs_total{job_name="auto-cancel",outcome="ok"}')).toBe(1);
      },
      { timeout: 2000, interval: 10 },
    );
    expect(value(lines, 'job_run_duration_seconds_count{job_name="auto-cancel"}')).toBe(1);
  });

  it("keeps each app's own counts apart, and the process's metrics in both", async () => {
    const app = await otherApp({});
    const lines = await samples(app);
    expect(value(lines, 'http_requests_total{method="GET",route="/api/health",status_code="200"}')).toBeUndefined();
    expect(value(lines, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
