// The fuzzer's generator (scripts/fuzz/generator.ts) and the command line of `npm run fuzz`: routes read from an
// OpenAPI description, requests that keep the route's shape with hostile fields, texts a URL cannot carry as UTF-8.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bodyFieldPaths,
  encodeQueryText,
  fuzzCases,
  queryStringOf,
  routesFromOpenApi,
  type OpenApiDocument,
} from '../../scripts/fuzz/generator.ts';
import { main, parseFuzzArgs, USAGE } from '../../scripts/fuzz.ts';

const doc: OpenApiDocument = {
  paths: {
    '/api/order/labels/{orderId}': {
      get: { parameters: [{ name: 'orderId', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }] },
    },
    '/api/order/cancel': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  orderId: { type: 'integer', minimum: 1 },
                  reason: { type: 'string', enum: ['OTHER'] },
                  ranges: { type: 'array', items: { $ref: '#/components/schemas/Range' } },
                },
                required: ['orderId', 'reason'],
              },
            },
          },
        },
      },
    },
    '/api/docs/json': { get: {} },
  },
  components: { schemas: { Range: { type: 'object', properties: { from: { type: 'integer' } } } } },
};

describe('the fuzz generator', () => {
  it('reads the routes of the description, path parameters in Fastify form and references resolved', () => {
    const routes = routesFromOpenApi(doc);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/order/cancel',
      'GET /api/order/labels/:orderId',
    ]);
    expect(bodyFieldPaths(routes[0]!.body)).toEqual([
      ['orderId'],
      ['reason'],
      ['ranges'],
      ['ranges', 0],
      ['ranges', 0, 'from'],
    ]);
  });

  it('makes requests of the route with at least one hostile field each', () => {
    const [cancel, labels] = routesFromOpenApi(doc);
    for (const request of fc.sample(fuzzCases(cancel!), { numRuns: 50, seed: 1 })) {
      expect(request).toMatchObject({ method: 'POST', url: '/api/order/cancel' });
      expect(request.hostile.length).toBeGreaterThan(0);
      expect(typeof request.body).toBe('string');
    }
    for (const request of fc.sample(fuzzCases(labels!), { numRuns: 50, seed: 1 })) {
      expect(request.url).toMatch(/^\/api\/order\/labels\/[^/]+$/);
      expect(request.hostile).toEqual(['path:orderId']);
    }
  });

  it('sends unpaired surrogates in a URL as the bytes a careless client would', () => {
    expect(encodeQueryText('a\uD800b')).toBe('a%ED%A0%80b');
    expect(encodeQueryText('ż 1')).toBe('%C5%BC%201');
    expect(queryStringOf({ ids: [1, 2], q: 'x\u0000', skip: undefined })).toBe('ids[]=1&ids[]=2&q=x%00');
  });
});

describe('npm run fuzz', () => {
  it('reads its options', () => {
    expect(
      parseFuzzArgs([
        '--runs',
        '500',
        '--seed',
        '7',
        '--only',
        '/api/order',
        '--database-url',
        'postgres://u@h:5432/db',
        '--no-write-check',
      ]),
    ).toMatchObject({
      runs: 500,
      seed: 7,
      only: '/api/order',
      databaseUrl: 'postgres://u@h:5432/db',
      checkWrites: false,
    });
    expect(parseFuzzArgs(['--runs', '0'])).toEqual({ error: '--runs expects a whole number (got "0")' });
    expect(parseFuzzArgs(['--database-url', 'mysql://x'])).toEqual({
      error: '--database-url expects postgres://… (got "mysql://x")',
    });
    expect(parseFuzzArgs(['--bogus', '1'])).toEqual({ error: 'unknown option --bogus' });
  });

  it('prints its usage for --help and refuses a bad option with it', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      stdout: { write: (t: string) => out.push(t) },
      stderr: { write: (t: string) => err.push(t) },
      env: {},
    };
    expect(await main(['--help'], io)).toBe(0);
    expect(out.join('')).toContain(USAGE);
    expect(await main(['--runs'], io)).toBe(1);
    expect(err.join('')).toContain('fuzz: --runs needs a value');
  });
});
