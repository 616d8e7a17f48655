// Both OpenAPI documents as served (GET /api/docs/json and /api/docs/merchant/json): valid for an OpenAPI validator
// (@apidevtools/swagger-parser: the OpenAPI 3.0 schema and its own checks, such as unique operation parameters and
// declared security schemes); every operation tagged with exactly one audience tag the document declares
// (server/routes/docs/audiences.ts), grouped by audience; API-key authentication first in both introductions; the
// merchant page served.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import { setupApp } from './fixtures.ts';
import { AUDIENCES, audienceOf } from '../../server/routes/docs/audiences.ts';
import { MERCHANT_QUICK_START } from '../../server/routes/docs/merchantApi.ts';

const ctx = setupApp();

interface Document {
  info: { title: string; description: string };
  tags: { name: string; description: string }[];
  'x-tagGroups': { name: string; tags: string[] }[];
  paths: Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
}

const read = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
};
const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, tags: op.tags ?? [] })),
  );

let full: Document;
let merchant: Document;

beforeAll(async () => {
  full = await read('/api/docs/json');
  merchant = await read('/api/docs/merchant/json');
});

describe('an OpenAPI validator', () => {
  it('finds no error in the full document', async () => {
    // validate() dereferences and may change its argument: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(full) as unknown as OpenAPI.Document)).resolves.toBeTruthy();
    expect(Object.keys(full.paths).length).toBeGreaterThan(100);
  });

  it('finds no error in the Merchant API document', async () => {
    await expect(
      SwaggerParser.validate(structuredClone(merchant) as unknown as OpenAPI.Document),
    ).resolves.toBeTruthy();
  });

  it('reports a broken document, so the two checks above can fail', async () => {
    const broken = structuredClone(merchant) as unknown as Record<string, unknown>;
    (broken.paths as Record<string, Record<string, Record<string, unknown>>>)['/api/order/create']!.post!.responses =
      'none';
    await expect(SwaggerParser.validate(broken as unknown as OpenAPI.Document)).rejects.toThrow();
  });
});

describe('the audiences of the full document', () => {
  it('every operation has exactly one tag, and it is a declared audience tag', () => {
    const declared = new Set(full.tags.map((t) => t.name));
    const wrong = operationsOf(full)
      .filter((op) => op.tags.length !== 1 || !declared.has(op.tags[0]!) || audienceOf(op.tags[0]!) === null)
      .map((op) => `${op.name} ${JSON.stringify(op.tags)}`);
    expect(wrong).toEqual([]);
  });

  it('declares each tag with a description, grouped by audience in x-tagGroups, merchant first', () => {
    expect(full.tags.every((t) => t.description.length > 10)).toBe(true);
    expect(full['x-tagGroups'].map((g) => g.name)).toEqual([...AUDIENCES]);
    expect(full['x-tagGroups'].flatMap((g) => g.tags)).toEqual(full.tags.map((t) => t.name));
    for (const group of full['x-tagGroups']) for (const tag of group.tags) expect(audienceOf(tag)).toBe(group.name);
    // Every declared tag is used.
    const used = new Set(operationsOf(full).flatMap((op) => op.tags));
    expect(full.tags.filter((t) => !used.has(t.name))).toEqual([]);
    expect(full.tags[0]!.name).toMatch(/^Merchant API/);
  });

  it('puts the calls where their callers are', () => {
    const tagOf = (path: string, method = 'get') => full.paths[path]![method]!.tags![0];
    expect(tagOf('/api/order/create', 'post')).toBe('Merchant API: orders');
    expect(tagOf('/api/order/cancel', 'post')).toBe('Merchant API: orders');
    expect(tagOf('/api/order/set-on-hold', 'post')).toBe('Console: orders');
    expect(tagOf('/api/driver/order/accept', 'post')).toBe('Driver app');
    expect(tagOf('/api/wallet/list')).toBe('Back office: wallet');
    expect(tagOf('/api/track/{token}')).toBe('Console: public pages');
  });

  it('an untagged or unknown-tagged route is caught', () => {
    const declared = new Set(full.tags.map((t) => t.name));
    const check = (tags: string[]) => tags.length === 1 && declared.has(tags[0]!) && audienceOf(tags[0]!) !== null;
    expect(check([])).toBe(false);
    expect(check(['orders'])).toBe(false);
    expect(check(['Console: orders', 'Merchant API: orders'])).toBe(false);
    expect(check(['Console: orders'])).toBe(true);
  });
});

describe('the introductions', () => {
  it('the full document puts API-key authentication first, then the password sign-in, and points to the merchant one', () => {
    const text = full.info.description;
    const apiKey = text.indexOf('Authorization: Bearer dck_');
    const password = text.indexOf('POST /api/auth/login');
    expect(apiKey).toBeGreaterThan(0);
    expect(password).toBeGreaterThan(apiKey);
    expect(text).toContain('Settings → General → API integration');
    expect(text).toContain('/api/docs/merchant/json');
  });

  it('the merchant document starts with the API key, then a curl quick start from key to delivered order', () => {
    const text = merchant.info.description;
    expect(merchant.info.title).toContain('Merchant API');
    const apiKey = text.indexOf('Authorization: Bearer dck_');
    const quickStart = text.indexOf('## Quick start');
    expect(apiKey).toBeGreaterThan(0);
    expect(quickStart).toBeGreaterThan(apiKey);
    // The steps in their order: estimate → create → status → label → tracking link → delivered.
    let at = quickStart;
    for (const step of [
      '/api/order/check-delivery-availability',
      '/api/order/create',
      '/api/order/details',
      '/api/order/labels/',
      'trackingUrl of the create answer',
      '(`delivered`)',
    ]) {
      const next = text.indexOf(step, at);
      expect([step, next > at]).toEqual([step, true]);
      at = next;
    }
    expect(text).not.toContain('POST /api/auth/login');
  });

  it('the merchant page is served with its own document', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/merchant/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const initializer = await ctx.app.inject({
      method: 'GET',
      url: '/api/docs/merchant/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    expect(merchant.tags.map((t) => t.name).every((name) => name.startsWith('Merchant API'))).toBe(true);
  });

  it('the README shows the same curl quick start under "Merchant API"', () => {
    const codeBlock = (text: string) => /```sh\n[\s\S]*?\n```/.exec(text)?.[0];
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('\n## Merchant API\n'));
    expect(section.length).toBeLessThan(readme.length);
    expect(codeBlock(MERCHANT_QUICK_START)).toBeTruthy();
    expect(codeBlock(section)).toBe(codeBlock(MERCHANT_QUICK_START));
    expect(merchant.info.description).toContain(codeBlock(MERCHANT_QUICK_START));
  });
});
