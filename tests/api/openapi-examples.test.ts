// The Merchant API's examples and security (server/routes/docs/merchantApi.ts, merchantExamples.ts): both documents
// are read as served (GET …/json); every example is validated against the schema beside it (ajv, the OpenAPI 3.0
// schema objects as JSON Schema), every merchant operation has its request and answer examples and declares the API
// key, and an API key is let through every merchant call (while a session-only call refuses it).
import { beforeAll, describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { bearer, setupApp, signInAll } from './fixtures.ts';
import { isMerchantTag } from '../../server/routes/docs/audiences.ts';

const ctx = setupApp();
const tokens: Record<string, string> = {};
let apiKey: string;

interface Media {
  schema?: object;
  example?: unknown;
  examples?: Record<string, { value: unknown }>;
}
interface Parameter {
  $ref?: string;
  in: string;
  name: string;
  required?: boolean;
  schema?: object;
  example?: unknown;
}
interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme?: string; bearerFormat?: string }>;
    parameters?: Record<string, Parameter>;
  };
}

const read = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
};
const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation,
    })),
  );
const merchantOperations = (doc: Document) =>
  operationsOf(doc).filter((o) => (o.operation.tags ?? []).some(isMerchantTag));

/** An operation's parameters, a reference (`#/components/parameters/…`) replaced by what it names. */
const parametersOf = (doc: Document, operation: Operation) =>
  (operation.parameters ?? []).map((p) =>
    p.$ref ? doc.components.parameters![p.$ref.replace('#/components/parameters/', '')]! : p,
  );

/** Every example of an operation with the schema it must satisfy. */
function examplesOf(doc: Document, operation: Operation): { where: string; schema: object; value: unknown }[] {
  const found: { where: string; schema: object; value: unknown }[] = [];
  const ofMedia = (where: string, media: Media) => {
    if (!media.schema) return;
    if (media.example !== undefined) found.push({ where, schema: media.schema, value: media.example });
    for (const [name, example] of Object.entries(media.examples ?? {}))
      found.push({ where: `${where} ${name}`, schema: media.schema, value: example.value });
  };
  for (const p of parametersOf(doc, operation))
    if (p.example !== undefined && p.schema)
      found.push({ where: `${p.in} ${p.name}`, schema: p.schema, value: p.example });
  for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) ofMedia(`body ${type}`, media);
  for (const [status, answer] of Object.entries(operation.responses))
    for (const [type, media] of Object.entries(answer.content ?? {})) ofMedia(`${status} ${type}`, media);
  return found;
}

/**
 * An OpenAPI 3.0 schema object as JSON Schema: a nullable enum allows null (ajv reads `nullable` for `type`, and an
 * enum restricts the values apart from it).
 */
function asJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, asJsonSchema(v)]));
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...copy.enum, null];
  return copy;
}

/** ajv over OpenAPI 3.0 schema objects: `nullable` understood, `example` and the like ignored, formats checked. */
function validatorOf() {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  return (schema: object, value: unknown) => {
    const validate = ajv.compile(asJsonSchema(schema) as object);
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  };
}

let full: Document;
let merchant: Document;

beforeAll(async () => {
  await signInAll(ctx.app, tokens, 'client');
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/@me/api-keys/create',
    headers: bearer(tokens.client!),
    payload: { name: 'Examples check' },
  });
  expect(created.statusCode).toBe(201);
  apiKey = created.json().key;
  full = await read('/api/docs/json');
  merchant = await read('/api/docs/merchant/json');
});

describe('the examples of the OpenAPI documents', () => {
  it('are each valid against the schema beside them, in both documents', () => {
    const validate = validatorOf();
    for (const doc of [full, merchant]) {
      const invalid: string[] = [];
      let count = 0;
      for (const { name, operation } of operationsOf(doc)) {
        for (const example of examplesOf(doc, operation)) {
          count += 1;
          for (const error of validate(example.schema, example.value))
            invalid.push(`${name} ${example.where}: ${error}`);
        }
      }
      expect(count).toBeGreaterThan(15);
      expect(invalid).toEqual([]);
    }
  });

  it('a wrong example is caught: the check is not vacuous', () => {
    const validate = validatorOf();
    const create = merchant.paths['/api/order/create']!.post!;
    const schema = create.responses['201']!.content!['application/json']!.schema!;
    expect(validate(schema, create.responses['201']!.content!['application/json']!.example)).toEqual([]);
    expect(validate(schema, { order: { id: 'one', orderNo: 'UAXN' } })).not.toEqual([]);
  });
});

describe('the Merchant API operations', () => {
  it('are the shop’s calls, the same in both documents', () => {
    const names = merchantOperations(merchant).map((o) => o.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/@me',
        'GET /api/order/form-options',
        'POST /api/order/check-delivery-availability',
        'POST /api/order/create',
        'GET /api/order/details',
        'GET /api/order/list',
        'POST /api/order/cancel',
        'GET /api/order/labels/{orderId}',
      ]),
    );
    // The merchant document holds the merchant operations of the full one, and nothing else.
    expect(operationsOf(merchant).map((o) => o.name)).toEqual(names);
    expect(
      merchantOperations(full)
        .map((o) => o.name)
        .sort(),
    ).toEqual([...names].sort());
  });

  it('each has its request example (query, path or body) and a JSON answer example for each JSON answer', () => {
    const missing: string[] = [];
    for (const { name, operation } of merchantOperations(merchant)) {
      const inputs = parametersOf(merchant, operation).filter((p) => p.in === 'query' || p.in === 'path');
      const requestBody = operation.requestBody?.content['application/json'];
      if (requestBody && requestBody.example === undefined) missing.push(`${name} body`);
      for (const p of inputs.filter((p) => p.required)) if (p.example === undefined) missing.push(`${name} ${p.name}`);
      if (inputs.length > 0 && !inputs.some((p) => p.example !== undefined)) missing.push(`${name} query`);
      if (!requestBody && inputs.length === 0 && operation.requestBody) missing.push(`${name} request`);
      for (const [status, answer] of Object.entries(operation.responses)) {
        if (!/^2\d\d$/.test(status)) continue;
        const json = answer.content?.['application/json'];
        if (json && json.example === undefined && !json.examples) missing.push(`${name} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('each declares the API key: as its only security in the merchant document, beside a session in the full one', () => {
    expect(merchant.components.securitySchemes).toEqual({
      apiKey: expect.objectContaining({
        type: 'http',
        scheme: 'bearer',
        bearerFormat: expect.stringContaining('dck_'),
      }),
    });
    for (const { name, operation } of merchantOperations(merchant))
      expect([name, operation.security]).toEqual([name, [{ apiKey: [] }]]);
    for (const { name, operation } of merchantOperations(full))
      expect([name, operation.security]).toEqual([name, [{ apiKey: [] }, { bearer: [] }]]);
    // No other operation of the full document claims the API key.
    const others = operationsOf(full).filter((o) => !(o.operation.tags ?? []).some(isMerchantTag));
    expect(others.filter((o) => JSON.stringify(o.operation.security ?? []).includes('apiKey'))).toEqual([]);
  });

  it('an API key may make each of them (never 401 or 403), with the examples’ input', async () => {
    const refused: string[] = [];
    for (const { name, path, method, operation } of merchantOperations(merchant)) {
      const params = Object.fromEntries(
        parametersOf(merchant, operation)
          .filter((p) => p.example !== undefined)
          .map((p) => [p.in + p.name, p.example]),
      );
      const url = path.replace(/\{(\w+)\}/g, (_m, p: string) => String(params[`path${p}`]));
      const query = Object.fromEntries(
        Object.entries(params)
          .filter(([k]) => k.startsWith('query'))
          .map(([k, v]) => [k.slice('query'.length), String(v)]),
      );
      const body = operation.requestBody?.content['application/json']?.example;
      const res = await ctx.app.inject({
        method: method.toUpperCase() as 'GET' | 'POST',
        url,
        query,
        headers: bearer(apiKey),
        ...(body !== undefined ? { payload: body as object } : {}),
      });
      if (res.statusCode === 401 || res.statusCode === 403) refused.push(`${name}: ${res.statusCode} ${res.body}`);
    }
    expect(refused).toEqual([]);
    // The same key is refused by a session-only call, so the check above can fail.
    const own = await ctx.app.inject({ method: 'GET', url: '/api/@me/api-keys', headers: bearer(apiKey) });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ errorCode: 'api_key_not_allowed' });
  });

  it('the create example shows only the fields a shop uses: a saved pickup point by id, no other business line’s fields', () => {
    const example = merchant.paths['/api/order/create']!.post!.requestBody!.content['application/json']!
      .example as Record<string, unknown>;
    expect(example.pickupPoint).toEqual({ locationId: expect.any(Number) });
    for (const field of ['pmiOrderCode', 'pmiOrderCode2', 'swapType', 'paymentDetails', 'scheduled'])
      expect(example).not.toHaveProperty(field);
    for (const line of example.products as Record<string, unknown>[])
      for (const field of ['pesel', 'receiptNo', 'vehicle', 'medicines', 'oldDeviceCode', 'serialNumber', 'smsName'])
        expect(line).not.toHaveProperty(field);
  });
});
