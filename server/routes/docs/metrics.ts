// The OpenAPI text of the Prometheus scrape (server/routes/metrics.ts): how it is protected and what it answers.
import { fileAnswer } from './shapes/files.ts';

export const metricsDocs = {
  metrics: {
    summary: 'Prometheus metrics of this process (text format 0.0.4)',
    description:
      'For Prometheus scrapers. Off unless the server has a METRICS_TOKEN: without one it answers 404 `not_found` ' +
      'as for a route that does not exist. With one, the call takes `Authorization: Bearer <METRICS_TOKEN>` (not a ' +
      'session token nor an API key; compared in constant time), else 401 `unauthorized`. Answers the Prometheus ' +
      'text exposition format 0.0.4 (`text/plain; version=0.0.4; charset=utf-8`) of this process: ' +
      '`http_requests_total` and `http_request_duration_seconds` by route pattern (`unmatched` for a 404 without a ' +
      'route), method and status code; `db_pool_connections{state}`, `db_pool_connections_max` and ' +
      '`db_pool_waiting_requests` on PostgreSQL; `realtime_connections`, `realtime_private_sockets`, ' +
      '`realtime_events_sent_total{event}`; `job_runs_total{job_name,outcome}` and `job_run_duration_seconds`; and ' +
      "prom-client's process metrics (`process_*`, `nodejs_*`: memory, CPU, event-loop delay, garbage collection). " +
      'Each process answers its own: scrape every process.',
    response: { 200: fileAnswer('text/plain', 'The metrics in the Prometheus text format 0.0.4') },
  },
};
