// Prometheus metrics (prom-client), answered by GET /api/metrics (server/routes/metrics.ts): requests by route pattern,
// method and status (count and duration), the PostgreSQL pool, open sockets, real-time events sent, background job
// runs, and prom-client's process metrics (memory, CPU, event-loop delay, garbage collection).
//
// The process metrics sit in one registry made once per process, on the first app whose metrics are on (METRICS_TOKEN):
// they describe the process, and tests build many apps in one process. Each app's own metrics sit in a registry of its
// own, and its scrape answers both (Registry.merge). States (pool, sockets) are read when scraped: no timer of this
// file runs, before or after app.close(). prom-client's process metrics do run timers (the event-loop delay sampled
// every 10 ms, a garbage-collection observer), so an app whose metrics are off, its route answering 404, starts none of
// them: read by nobody, they cost an idle server with its jobs a fifth of its CPU (1.37 against 1.09 CPU-seconds a
// minute, five minutes each; without the jobs 1.01 against 0.59). Counters are fed through the app's decoration
// (`app.metrics`), since the realtime plugin and the jobs are registered after this one.
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobOutcome } from '../jobs/periodic.ts';

export interface AppMetrics {
  /** What a scrape answers: this app's metrics and the process's. */
  registry: Registry;
  /** A real-time event was sent (server/plugins/realtime.ts). */
  eventSent(event: string): void;
  /** A background job's run ended (server/jobs/periodic.ts `onRun`). */
  jobRun(job: string, outcome: JobOutcome, seconds: number): void;
}

/** The route label of a request that matched no route (a 404 of the not-found handler). */
export const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | undefined;

/** The process's registry (collectDefaultMetrics), made on first use. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The app whose realtime plugin is registered after this one: read at scrape time. */
const realtimeOf = (app: FastifyInstance) => (app.hasDecorator('realtime') ? app.realtime : undefined);

export function registerMetrics(app: FastifyInstance): void {
  const own = new Registry();
  const registers = [own];

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern (unmatched: no route), method and status code',
    labelNames,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern, method and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  // Each combination's two series, looked up once: prom-client hashes a labels object on every inc and observe
  // (sorting its keys, joining their values), about 1 % of the order list's CPU in Node. The combinations are the
  // routes' patterns by method and status, a few hundred at most (an unmatched path counts as one).
  const series = new Map<string, { count: { inc(): void }; seconds: { observe(value: number): void } }>();
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let found = series.get(key);
    if (!found) {
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      found = { count: requests.labels(labels), seconds: requestSeconds.labels(labels) };
      series.set(key, found);
    }
    found.count.inc();
    found.seconds.observe(reply.elapsedTime / 1000);
  });

  // The embedded PGlite has no pool: nothing is reported for it.
  const pool = app.database.pool;
  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL connections of this process, by state (in_use: checked out, idle: open and free)',
      labelNames: ['state'],
      registers,
      collect() {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_connections_max',
      help: 'The most connections the PostgreSQL pool of this process opens',
      registers,
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries waiting for a free connection of the PostgreSQL pool (every connection in use)',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  new Gauge({
    name: 'realtime_connections',
    help: 'Open socket.io connections to this process',
    registers,
    collect() {
      this.set(realtimeOf(app)?.io.engine.clientsCount ?? 0);
    },
  });
  new Gauge({
    name: 'realtime_private_sockets',
    help: 'Signed-in sockets of the /private namespace on this process (the consoles that hear events)',
    registers,
    collect() {
      this.set(realtimeOf(app)?.nsp.sockets.size ?? 0);
    },
  });
  const events = new Counter({
    name: 'realtime_events_sent_total',
    help: 'Real-time events sent by this process, by event name',
    labelNames: ['event'],
    registers,
  });

  // `job_name`, not `job`: Prometheus gives every series the scrape's own `job` label (and would rename this one).
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Runs of the background jobs, by job name and outcome (ok, failed)',
    labelNames: ['job_name', 'outcome'],
    registers,
  });
  const jobSeconds = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'Time a run of a background job took, by job name',
    labelNames: ['job_name'],
    buckets: [0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60],
    registers,
  });

  const metrics: AppMetrics = {
    registry: app.config.metricsToken === undefined ? own : Registry.merge([processMetrics(), own]),
    eventSent: (event) => events.inc({ event }),
    jobRun(job, outcome, seconds) {
      jobRuns.inc({ job_name: job, outcome });
      jobSeconds.observe({ job_name: job }, seconds);
    },
  };
  app.decorate('metrics', metrics);
}
