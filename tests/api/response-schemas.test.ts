// Every API route describes its answer: each route of the route table declares a response schema for at least one
// success status (2xx), so /api/docs shows what a call returns and Fastify serialises (and strips) by that shape.
// The swagger UI's own routes under /api/docs are the documentation itself and are left out.
import { describe, expect, it } from 'vitest';
import { setupApp } from './fixtures.ts';

const ctx = setupApp();

describe('the answers of every route', () => {
  it('are described by a response schema for a success status', () => {
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(100);
    const undescribed = routes
      .filter((r) => !Object.keys(r.answers).some((status) => /^2\d\d$/.test(status)))
      .map((r) => `${r.method} ${r.url}`);
    expect(undescribed).toEqual([]);
  });

  it('appear in the OpenAPI description with their success status', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses ?? {});
        if (!statuses.some((status) => /^2\d\d$/.test(status))) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
