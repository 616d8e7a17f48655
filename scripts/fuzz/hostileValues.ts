// The hostile values the fuzzer puts in a request's fields (generator.ts): numbers beyond the int4 columns, NaN-ish
// and `true` ids, NUL bytes and unpaired surrogates, 100,000-character strings, dates outside any business range,
// deep and wide structures, prototype-pollution keys; and the whole bodies that are not the object a route reads.
import fc from 'fast-check';

/** The largest int4: the ids' and counters' columns. */
export const INT4_MAX = 2_147_483_647;

const nested = (depth: number, leaf: unknown, key = 'a'): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { [key]: value };
  return value;
};
const nestedArrays = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

const HOSTILE_NUMBERS: unknown[] = [
  INT4_MAX,
  INT4_MAX + 1,
  -INT4_MAX - 1,
  -INT4_MAX - 2,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
  -1,
  0,
  -0,
  0.5,
  1.0000001,
  5e-324,
  32768,
  65536,
];
const HOSTILE_NUMERIC_TEXTS: unknown[] = [
  '2147483647',
  '2147483648',
  '-1',
  '0',
  '-0',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '1e3',
  '0x10',
  '0b1',
  ' 1',
  '1 ',
  '1.5',
  '+1',
  '1,2',
  '٣',
  '99999999999999999999999',
  '007',
  '',
];
const HOSTILE_KINDS: unknown[] = [true, false, null, [], {}, [1], [null], [[]], { a: 1 }, ['1', '2'], [true]];
const HOSTILE_TEXTS: unknown[] = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  '\uDBFF\uDBFF',
  '\uDFFF\uD800',
  '\uFFFF\uFFFE',
  '\u202Eabc',
  '\u200B',
  'é\u0301',
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '%00',
  '%',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  ' ',
  '\t\n',
  '*',
  '%_',
  'null',
  'undefined',
  'true',
  'ż'.repeat(3000),
  '😀'.repeat(1500),
  'x'.repeat(100_000),
  `${'a'.repeat(5000)}\u0000`,
  `${'9'.repeat(400)}`,
];
const HOSTILE_DATES: unknown[] = [
  '0001-01-01',
  '0001-01-01T00:00:00Z',
  '0000-01-01T00:00:00.000Z',
  '1899-12-31T23:00:00.000Z',
  '1999-12-31T23:59:59.999Z',
  '2101-01-01T00:00:00.000Z',
  '2100-12-31T23:59:59.999-12:00',
  '9999-12-31T23:59:59.999Z',
  '99999-01-01',
  '+099999-01-01T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z',
  '-000001-01-01T00:00:00Z',
  '-271821-04-20T00:00:00.000Z',
  '2024-02-30T00:00:00Z',
  '2024-13-01',
  '2024-01-01T25:00:00Z',
  `2024-01-01T00:00:00.${'1'.repeat(5000)}Z`,
  '1970-01-01T00:00:00Z',
  '2024-01-01',
  'T',
  '2024',
  'Sat, 01 Jan 10000 00:00:00 GMT',
  '1e20',
];
const HOSTILE_SHAPES: unknown[] = [
  nested(1000, 1),
  nestedArrays(1000),
  nested(50, 'x', '__proto__'),
  Array.from({ length: 20_000 }, (_, i) => i + 1),
  Array.from({ length: 2000 }, () => 'x'.repeat(50)),
  Array.from({ length: 600 }, () => ({ a: 1 })),
  Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])),
  { toString: 1, valueOf: 'x', hasOwnProperty: null },
];

/**
 * Any code point, U+0000 to U+10FFFF, lone surrogate halves included: what fast-check's `string({ unit: 'binary' })`
 * draws. fast-check builds that unit as one table of all 1,114,112 code points the first time it is asked for, which
 * took 1.45 s of CPU in each process that imported this file (5 s and a unit test's time-out on a slow, busy day);
 * drawn from an integer it costs nothing to build.
 */
export const anyCodePoint: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((code) => String.fromCodePoint(code));

/** One hostile value of any kind. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_NUMBERS), weight: 3 },
  { arbitrary: fc.constantFrom(...HOSTILE_NUMERIC_TEXTS), weight: 3 },
  { arbitrary: fc.constantFrom(...HOSTILE_KINDS), weight: 2 },
  { arbitrary: fc.constantFrom(...HOSTILE_TEXTS), weight: 4 },
  { arbitrary: fc.constantFrom(...HOSTILE_DATES), weight: 3 },
  { arbitrary: fc.constantFrom(...HOSTILE_SHAPES), weight: 1 },
  { arbitrary: fc.string({ unit: anyCodePoint, maxLength: 12 }), weight: 1 },
  { arbitrary: fc.integer({ min: -(2 ** 40), max: 2 ** 40 }), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
);

/** A body that is not the object the route reads: another kind of JSON value, a deep structure, or broken JSON. */
export type WholeBody = { json: unknown } | { raw: string };
export const wholeBody: fc.Arbitrary<WholeBody> = fc.oneof(
  hostileValue.map((json) => ({ json })),
  fc.constantFrom<WholeBody>(
    { raw: '{"a":' },
    { raw: '{"__proto__":{"isAdmin":true}}' },
    { raw: '{"constructor":{"prototype":{"isAdmin":true}}}' },
    { raw: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { raw: `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}` },
    { raw: '"\\ud800"' },
    { raw: '{"a":"\\u0000"}' },
    { raw: '' },
    { raw: 'null' },
    { raw: '\u0000' },
  ),
);
