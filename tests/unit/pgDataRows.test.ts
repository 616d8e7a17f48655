import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Parser } from 'pg-protocol/dist/parser.js';
import { anyCodePoint } from '../../scripts/fuzz/hostileValues.ts';
import { dataRowValues, installDataRowReader, WHOLE_ROW_MAX_BYTES } from '../../server/db/pgDataRows.ts';

type Value = Buffer | null;

/** A DataRow message as a PostgreSQL server sends it: 'D', its length, the count, then each value's length and bytes. */
function dataRow(values: Value[]): Buffer {
  const parts: Buffer[] = [];
  const count = Buffer.alloc(2);
  count.writeInt16BE(values.length);
  parts.push(count);
  for (const value of values) {
    const length = Buffer.alloc(4);
    length.writeInt32BE(value === null ? -1 : value.length);
    parts.push(length);
    if (value) parts.push(value);
  }
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(5);
  head[0] = 0x44;
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** What pg-protocol's own reader makes of each value (BufferReader.string: the bytes decoded as UTF-8). */
const pgProtocolReading = (values: Value[]) => values.map((value) => (value === null ? null : value.toString('utf-8')));

const text = (value: string) => Buffer.from(value, 'utf8');

describe('dataRowValues (node-postgres reads a row in one pass)', () => {
  it('reads ASCII, Polish letters, emoji, empty values and NULLs as pg-protocol does', () => {
    const values = [
      text('123456'),
      text('NZUM4821'),
      null,
      text(''),
      text('Apteka Słoneczna Sp. z o.o.'),
      text('Kraków'),
      text('2026-11-23 07:39:30.123456+00'),
      text('Łukasz Wiśniewski 🚚 ok'),
      null,
      text('t'),
      // Bytes that are not ASCII on their own, each at the edge: the first one past ASCII, the last byte value.
      Buffer.from([0x41, 0x80]),
      Buffer.from([0xff]),
      Buffer.from([0x7f]),
    ];
    const message = dataRow(values);
    expect(dataRowValues(message, 5)).toEqual(pgProtocolReading(values));
  });

  it('reads any bytes, valid UTF-8 or not, as pg-protocol does, whatever the row size', () => {
    const value = fc.oneof(
      { arbitrary: fc.constant(null), weight: 4 },
      { arbitrary: fc.string({ maxLength: 40 }).map(text), weight: 4 },
      { arbitrary: fc.string({ unit: anyCodePoint, maxLength: 40 }).map(text), weight: 4 },
      { arbitrary: fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes)), weight: 4 },
      // Now and then a value of thousands of bytes, so that some rows pass WHOLE_ROW_MAX_BYTES.
      {
        arbitrary: fc
          .tuple(fc.string({ unit: anyCodePoint, minLength: 1, maxLength: 3 }), fc.integer({ min: 500, max: 3000 }))
          .map(([part, times]) => text(part.repeat(times))),
        weight: 1,
      },
    );
    fc.assert(
      fc.property(fc.array(value, { maxLength: 40 }), (values) => {
        expect(dataRowValues(dataRow(values), 5)).toEqual(pgProtocolReading(values));
      }),
      { numRuns: 400 },
    );
  });

  it('reads values with the form of a timestamp (cut from the row however long) as pg-protocol does', () => {
    const forms = [
      '2026-11-23 07:39:30+00',
      '2026-11-23 07:39:30.1+00',
      '2026-11-23 07:39:30.123456+00',
      '1999-01-01 00:00:00.12345+00',
    ];
    // Near misses: a Polish letter or another byte where the form has digits, a form too long or short, other parts.
    const misses = [
      '2026-11-23 07:39:3ł+00',
      '2026-11-23 07:39:30.1234567+00',
      '2026-11-23 07:39+00',
      '2026-11-23T07:39:30.123Z',
      'Łódź-11-23 07:39:30.12+00',
    ];
    const values = [...forms, ...misses].map(text);
    values.push(Buffer.from([...Buffer.from('2026-11-23 07:39:30.'), 0xc5, 0x82, 0x80, 0x7f, ...Buffer.from('+00')]));
    expect(dataRowValues(dataRow(values), 5)).toEqual(pgProtocolReading(values));
    // In a row too long to be read whole, each value is decoded on its own.
    const long = [...values, text('x'.repeat(WHOLE_ROW_MAX_BYTES))];
    expect(dataRowValues(dataRow(long), 5)).toEqual(pgProtocolReading(long));
  });

  it('reads a row that starts anywhere in the bytes (several messages in one read from the socket)', () => {
    const first = [text('Łódź'), null, text('abc')];
    const second = [text('Gdańsk'), text('x'.repeat(WHOLE_ROW_MAX_BYTES + 1)), text('')];
    const bytes = Buffer.concat([dataRow(first), dataRow(second)]);
    expect(dataRowValues(bytes, 5)).toEqual(pgProtocolReading(first));
    expect(dataRowValues(bytes, dataRow(first).length + 5)).toEqual(pgProtocolReading(second));
  });

  it("takes over pg-protocol's DataRow messages once installed, and leaves every other message to it", () => {
    installDataRowReader();
    installDataRowReader();
    // Its reading equals pg-protocol's, so only its name tells that it is in place: a pg-protocol whose parser has
    // no handlePacket any more is left to read on its own, and this says so.
    expect((Parser.prototype as unknown as { handlePacket: () => unknown }).handlePacket.name).toBe(
      'readDataRowsWhole',
    );
    const values = [text('Wrocław'), null, text('42')];
    const complete = Buffer.concat([Buffer.from('C'), Buffer.from([0, 0, 0, 13]), Buffer.from('SELECT 1\0')]);
    const ready = Buffer.concat([Buffer.from('Z'), Buffer.from([0, 0, 0, 5]), Buffer.from('I')]);
    const row = dataRow(values);
    const messages: Record<string, unknown>[] = [];
    const parser = new Parser();
    // The row arrives in two reads of the socket, as a large one may.
    const bytes = Buffer.concat([row, complete, ready]);
    parser.parse(bytes.subarray(0, 7), (message) => messages.push(message as never));
    parser.parse(bytes.subarray(7), (message) => messages.push(message as never));
    expect(messages).toEqual([
      { name: 'dataRow', length: row.length - 1, fields: pgProtocolReading(values), fieldCount: 3 },
      { name: 'commandComplete', length: 13, text: 'SELECT 1' },
      { name: 'readyForQuery', length: 5, status: 'I' },
    ]);
  });
});
