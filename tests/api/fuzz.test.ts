// Hostile requests to every route of the API (scripts/fuzz: generated with fast-check from the OpenAPI description
// and the route table), as a super admin, a client user, a driver and nobody, each route as the callers it is meant
// for. No answer may be a server error, and a refused or read-only request may change no row. `npm run fuzz` runs
// the same with many more requests, on PGlite or a PostgreSQL server.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createFuzzCallers,
  describeReport,
  fuzzApi,
  fuzzRoutesOf,
  type FuzzCaller,
} from '../../scripts/fuzz/harness.ts';
import { setupApp } from './fixtures.ts';

const ctx = setupApp();
let callers: FuzzCaller[];

beforeAll(async () => {
  callers = await createFuzzCallers(ctx.app.database, {
    companyId: ctx.fx.companies.alpha,
    regionId: ctx.fx.regions.waw,
  });
});

describe('fuzzing every route with hostile input', () => {
  it('covers every API route of the route table', async () => {
    const fuzzed = new Set((await fuzzRoutesOf(ctx.app)).map(({ route }) => `${route.method} ${route.url}`));
    const api = ctx.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    expect(api.length).toBeGreaterThan(100);
    expect(api.filter((route) => !fuzzed.has(route))).toEqual([]);
  });

  it('answers no request with a server error and writes nothing for a refused or read-only one', async () => {
    const report = await fuzzApi(ctx.app, callers, {
      runs: Number(process.env.FUZZ_RUNS ?? 6),
      seed: Number(process.env.FUZZ_SEED ?? 2024),
    });
    expect(report.routes).toBeGreaterThan(100);
    expect(describeReport(report).slice(2)).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.unexpectedWrites).toBe(0);
  }, 240_000);
});
