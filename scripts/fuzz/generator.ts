// Hostile requests for every route of the API, generated with fast-check from the OpenAPI description (the field
// names and types of each route's path, query string, headers and JSON body). A request starts from values that
// look right for each field (so that it gets past the first checks and reaches the code behind them), then has one
// to three of its fields, or its whole body, replaced by a hostile value: numbers beyond the int4 columns, NaN-ish
// and `true` ids, NUL bytes and unpaired surrogates, 100,000-character strings, dates outside any business range,
// deep and wide structures, prototype-pollution keys. Knows nothing about the server: the runner (harness.ts) sends
// the requests. The hostile values are in hostileValues.ts. Shared by the API fuzz test (tests/api/fuzz.test.ts) and `npm run fuzz`.
import fc from 'fast-check';
import { INT4_MAX, hostileValue, wholeBody } from './hostileValues.ts';

// ---- The routes as the OpenAPI description gives them ---------------------------------------------------------------

/** The part of JSON Schema the description uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  $ref?: string;
}

export interface RouteParam {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One operation: method, its Fastify URL (`/api/order/labels/:orderId`) and the fields it reads. */
export interface FuzzRoute {
  method: string;
  url: string;
  pathParams: RouteParam[];
  query: RouteParam[];
  headers: RouteParam[];
  body?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: ({ name: string; in: string; required?: boolean; schema?: JsonSchema } | { $ref: string })[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    /** Reusable parameters (the Idempotency-Key header), referenced as `#/components/parameters/<name>`. */
    parameters?: Record<string, { name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation under `prefix` (default /api/, without the description's own pages), with `$ref`s resolved. */
export function routesFromOpenApi(doc: OpenApiDocument, prefix = '/api/'): FuzzRoute[] {
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined => {
    if (!schema || depth > 20) return schema;
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop()!;
      return resolve(doc.components?.schemas?.[name], depth + 1);
    }
    const out: JsonSchema = { ...schema };
    if (schema.properties)
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, resolve(v, depth + 1)!]),
      );
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    if (schema.anyOf) out.anyOf = schema.anyOf.map((s) => resolve(s, depth + 1)!);
    if (schema.oneOf) out.oneOf = schema.oneOf.map((s) => resolve(s, depth + 1)!);
    if (schema.allOf) out.allOf = schema.allOf.map((s) => resolve(s, depth + 1)!);
    if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      out.additionalProperties = resolve(schema.additionalProperties, depth + 1);
    }
    return out;
  };
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith(prefix) || path.startsWith(`${prefix}docs`)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const params = (where: string) =>
        (operation.parameters ?? [])
          .map((p) => ('$ref' in p ? doc.components?.parameters?.[p.$ref.split('/').pop()!] : p))
          .filter((p) => p !== undefined)
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: resolve(p.schema) ?? {}, required: !!p.required }));
      routes.push({
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        pathParams: params('path'),
        query: params('query'),
        headers: params('header'),
        body: resolve(operation.requestBody?.content?.['application/json']?.schema),
      });
    }
  }
  return routes.sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

// ---- Values that look right -----------------------------------------------------------------------------------------

/** Words a field of an unknown meaning may hold: names, statuses, postal codes, phones, region names, "*". */
const WORDS = [
  'Warszawa',
  'Kraków',
  '00-624',
  '00-850',
  '600100200',
  '+48 600 100 200',
  'admin',
  'client@alpha.pl',
  '*',
  'all',
  'new',
  'Main store',
  'Marszałkowska 1',
  'Europe/Warsaw',
  'pl',
  'en',
  'M',
  'T000',
  '4321',
];
/** Ids small enough to name rows of a test or demo data set. */
const PLAUSIBLE_ID = fc.integer({ min: 1, max: 12 });

const typesOf = (schema: JsonSchema): string[] => (schema.type === undefined ? [] : [schema.type].flat());
const lowerBound = (schema: JsonSchema): number | undefined =>
  typeof schema.exclusiveMinimum === 'number'
    ? schema.exclusiveMinimum + 1
    : schema.exclusiveMinimum === true && schema.minimum !== undefined
      ? schema.minimum + 1
      : schema.minimum;
const upperBound = (schema: JsonSchema): number | undefined =>
  typeof schema.exclusiveMaximum === 'number'
    ? schema.exclusiveMaximum - 1
    : schema.exclusiveMaximum === true && schema.maximum !== undefined
      ? schema.maximum - 1
      : schema.maximum;

const isoInstant = fc
  .integer({ min: -14 * 86_400_000, max: 14 * 86_400_000 })
  .map((offset) => new Date(Math.floor((Date.now() + offset) / 60_000) * 60_000).toISOString());
const calendarDay = isoInstant.map((iso) => iso.slice(0, 10));

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date-time') return isoInstant;
  if (schema.format === 'date') return calendarDay;
  if (schema.format === 'email')
    return fc.constantFrom('admin@x.pl', 'client@alpha.pl', 'fuzz@example.com', 'new.user@example.org');
  const max = Math.min(schema.maxLength ?? 40, 40);
  const min = Math.min(schema.minLength ?? 0, max);
  const fit = (s: string) => s.length >= min && s.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= (schema.maxLength ?? 200));
    } catch {
      // A pattern JavaScript cannot compile: any text below.
    }
  }
  const words = WORDS.filter(fit);
  const free = fc.string({ minLength: min, maxLength: max });
  return words.length ? fc.oneof(fc.constantFrom(...words), free) : free;
}

/** A value that schema accepts, or close to it (the fuzzer only needs requests to get past the first checks). */
export function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 8) return fc.constantFrom<unknown>(null, 1, 'x', true);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((o) => plausible(o, depth + 1)));
  if (schema.allOf?.length) return plausible(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => plausible({ ...schema, type }, depth + 1)));
  const type = types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'integer': {
      const min = Math.max(lowerBound(schema) ?? -1000, -INT4_MAX);
      const max = Math.min(upperBound(schema) ?? 1_000_000, INT4_MAX);
      if (min > max) return fc.constant(min);
      const ranged = fc.integer({ min, max });
      return min <= 12 && max >= 1
        ? fc.oneof({ arbitrary: PLAUSIBLE_ID.filter((n) => n >= min && n <= max), weight: 3 }, ranged)
        : ranged;
    }
    case 'number': {
      const min = Math.max(lowerBound(schema) ?? -1000, -1e6);
      const max = Math.min(upperBound(schema) ?? 1000, 1e6);
      return min > max ? fc.constant(min) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return plausibleString(schema);
    case 'array':
      return fc.array(plausible(schema.items, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.max(Math.min(schema.maxItems ?? 3, 3), Math.min(schema.minItems ?? 0, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, plausible(value, depth + 1)]),
      );
      const required = (schema.required ?? []).filter((key) => key in properties);
      const record = fc.record(shape, { requiredKeys: required });
      if (
        schema.additionalProperties &&
        typeof schema.additionalProperties === 'object' &&
        !Object.keys(properties).length
      ) {
        return fc.dictionary(
          fc.string({ minLength: 1, maxLength: 12 }),
          plausible(schema.additionalProperties, depth + 1),
          { maxKeys: 3 },
        );
      }
      return record;
    }
    default:
      return fc.constantFrom<unknown>(null, 1, 'x', true, {});
  }
}

// ---- Requests -------------------------------------------------------------------------------------------------------

export type FieldPart = 'path' | 'query' | 'header' | 'body';
/** A field a mutation replaces: the part of the request and the path within it (body: keys and array indexes). */
export interface FieldRef {
  part: FieldPart;
  path: (string | number)[];
}

/** One generated request, before it is encoded. */
export interface FuzzCase {
  method: string;
  /** The route's URL pattern (for reports); `url` below has the path parameters filled in. */
  route: string;
  url: string;
  query: Record<string, unknown>;
  headers: Record<string, string>;
  /** The JSON body as text (undefined: none). */
  body?: string;
  /** What was made hostile, for reports: field paths or "body". */
  hostile: string[];
}

/** Every field path of a body schema (objects' keys, arrays' first item, each option of a union), down to `depth`. */
export function bodyFieldPaths(
  schema: JsonSchema | undefined,
  depth = 6,
  prefix: (string | number)[] = [],
): (string | number)[][] {
  if (!schema || depth === 0) return [];
  const out: (string | number)[][] = [];
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    out.push(...bodyFieldPaths(option, depth, prefix));
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    out.push([...prefix, key], ...bodyFieldPaths(value, depth - 1, [...prefix, key]));
  }
  if (schema.items) out.push([...prefix, 0], ...bodyFieldPaths(schema.items, depth - 1, [...prefix, 0]));
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = JSON.stringify(p);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Sets value at path inside a JSON value, creating objects and arrays on the way; answers the new root. */
function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const container: Record<string | number, unknown> =
    typeof head === 'number'
      ? ((Array.isArray(root) ? [...root] : []) as unknown as Record<number, unknown>)
      : root && typeof root === 'object' && !Array.isArray(root)
        ? { ...(root as object) }
        : {};
  container[head!] = setAt(container[head!], rest, value);
  return container;
}

/** One time in `oneIn` a value of `arbitrary`, otherwise null. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> =>
  fc.oneof({ arbitrary: fc.constant(null), weight: oneIn - 1 }, { arbitrary, weight: 1 });

/** A prototype-pollution key spliced into the JSON text of an object body. */
const PROTO_KEYS = [
  '"__proto__":{"isAdmin":true,"scope":["superAdmin"]}',
  '"constructor":{"prototype":{"isAdmin":true}}',
  '"__proto__":null',
];

/** Text of a query or path value: what a caller would type for it. */
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** The arbitrary of the hostile requests of one route. */
export function fuzzCases(route: FuzzRoute): fc.Arbitrary<FuzzCase> {
  const targets: FieldRef[] = [
    ...route.pathParams.map((p) => ({ part: 'path' as const, path: [p.name] })),
    ...route.query.map((p) => ({ part: 'query' as const, path: [p.name] })),
    ...route.headers.map((p) => ({ part: 'header' as const, path: [p.name] })),
    ...bodyFieldPaths(route.body).map((path) => ({ part: 'body' as const, path })),
  ];
  const params = (list: RouteParam[], all: boolean) =>
    fc.record(Object.fromEntries(list.map((p) => [p.name, plausible(p.schema)])), {
      requiredKeys: all ? list.map((p) => p.name) : list.filter((p) => p.required).map((p) => p.name),
    });
  const mutation = targets.length ? fc.tuple(fc.constantFrom(...targets), hostileValue) : fc.constant(null);
  return fc
    .record({
      path: params(route.pathParams, true),
      query: params(route.query, false),
      headers: params(route.headers, false),
      body: route.body ? plausible(route.body) : fc.constant(undefined),
      // Mostly one hostile field among right-looking ones: a second refused field would hide what the first reaches.
      mutations: fc.oneof(
        { arbitrary: fc.array(mutation, { minLength: 1, maxLength: 1 }), weight: 6 },
        fc.array(mutation, { minLength: 2, maxLength: 3 }),
      ),
      whole: route.body ? rarely(wholeBody, 10) : fc.constant(null),
      proto: route.body ? rarely(fc.constantFrom(...PROTO_KEYS), 20) : fc.constant(null),
      dropRequired: fc.integer({ min: 1, max: 10 }).map((n) => n === 1),
    })
    .map(({ path, query, headers, body, mutations, whole, proto, dropRequired }) => {
      const hostile: string[] = [];
      const parts = {
        path: path as Record<string, unknown>,
        query: query as Record<string, unknown>,
        header: headers as Record<string, unknown>,
      };
      let json: unknown = body;
      for (const m of mutations) {
        if (!m) continue;
        const [target, value] = m;
        hostile.push(`${target.part}:${target.path.join('.')}`);
        if (target.part === 'body') json = setAt(json, target.path, value);
        else parts[target.part][target.path[0] as string] = value;
      }
      if (dropRequired && route.body?.required?.length && json && typeof json === 'object' && !Array.isArray(json)) {
        const [first] = route.body.required;
        json = { ...(json as object) };
        delete (json as Record<string, unknown>)[first!];
        hostile.push(`body:-${first}`);
      }
      let bodyText: string | undefined;
      if (whole) {
        hostile.push('body');
        bodyText = 'raw' in whole ? whole.raw : JSON.stringify(whole.json);
      } else if (json !== undefined) {
        bodyText = JSON.stringify(json);
        if (proto && bodyText.startsWith('{')) {
          hostile.push(`body:${proto.slice(0, proto.indexOf(':'))}`);
          bodyText = `{${proto}${bodyText.length > 2 ? ',' : ''}${bodyText.slice(1)}`;
        }
      }
      const url = route.url.replace(/:(\w+)/g, (_, name: string) => encodeQueryText(asText(parts.path[name])) || '%20');
      return {
        method: route.method,
        route: route.url,
        url,
        query: parts.query,
        headers: Object.fromEntries(
          Object.entries(parts.header)
            .filter(([, v]) => v !== undefined && v !== null)
            .map(([k, v]) => [k, headerText(asText(v))]),
        ),
        body: bodyText,
        hostile: [...new Set(hostile)],
      };
    });
}

/** A header value HTTP can carry (no line breaks or NUL: Node refuses to send them), at most 8,000 characters. */
const headerText = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex -- control characters are what it replaces
    .replace(/[\u0000-\u001f\u007f]/g, '?')
    .replace(/[^\u0020-\u00ff]/g, '?')
    .slice(0, 8000);

/**
 * Percent-encodes a text for a URL. An unpaired surrogate has no UTF-8 form (encodeURIComponent throws on it): it
 * goes as the bytes a careless client would send (its CESU-8 form), which the server must take as broken text.
 */
export function encodeQueryText(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return out;
}

/** The query string of a case: arrays in bracket format (`ids[]=1&ids[]=2`), other values as their text. */
export function queryStringOf(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value))
      for (const item of value) pairs.push(`${encodeQueryText(name)}[]=${encodeQueryText(asText(item))}`);
    else pairs.push(`${encodeQueryText(name)}=${encodeQueryText(asText(value))}`);
  }
  return pairs.join('&');
}
