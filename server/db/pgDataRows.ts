// How node-postgres reads the values of a row (a DataRow message) from the server's bytes. pg-protocol makes a string
// of each value with a call of its own into Node's UTF-8 decoder: on the order list's 50 rows of some 37 columns that
// was 16 % of the server's CPU (`perf`, 1,000,000 orders on PostgreSQL). Here a row's bytes are read as Latin-1 in one
// call, and each short value that is ASCII (ids, numbers, statuses, flags) is copied from that text, and a timestamp
// cut from it; a longer value, or one with other bytes (a Polish name), is decoded from UTF-8 on its own as before.
// The values are checked against pg-protocol's own reading in tests/unit/pgDataRows.test.ts.
import { Parser } from 'pg-protocol/dist/parser.js';
import { DataRowMessage } from 'pg-protocol/dist/messages.js';

/** The DataRow message's code ('D'). */
const DATA_ROW = 0x44;
/**
 * A row larger than this is read value by value, as pg-protocol does: its whole text would be made for its short
 * values only. A list row is about 600 bytes.
 */
export const WHOLE_ROW_MAX_BYTES = 8192;

/**
 * The length from which V8 makes a substring a view of its text (a sliced string) instead of a copy. Only shorter
 * values are cut from the row's text: the serializer of the answer reads every value's length and characters, and
 * with sliced strings beside the usual ones those reads went megamorphic (V8's inline caches keep four string kinds
 * at most), which cost the list more than reading the long values one by one (`perf`: 9 % of the server's CPU in
 * LoadIC_Megamorphic, from 1 %). A copy also keeps no row's text alive.
 */
const SLICE_MIN_LENGTH = 13;

/** Character codes of the fixed parts of PostgreSQL's text of a timestamp with time zone. */
const [DASH, SPACE, COLON, PLUS] = ['-', ' ', ':', '+'].map((c) => c.charCodeAt(0));

/**
 * Whether a value's bytes have the form of PostgreSQL's text of a timestamp with time zone in a UTC session,
 * `2026-11-23 07:39:30.123456+00` (22 to 29 bytes), checked at its fixed places. Such a value is cut from the row's
 * text even though it is long: it is a sliced string, a view into the row's text, not a copy of its own. A list row
 * has up to ten timestamps, and each read on its own was a call into Node's UTF-8 decoder. Nothing serializes a
 * timestamp as it is read here (db/textStatement.ts isoTimestamp writes it again), so the serializer's reads stay on
 * the usual strings (SLICE_MIN_LENGTH); a text value that happens to have the form is read correctly all the same,
 * only as a slice. A list row with five timestamps is read in 1.85–1.99 µs instead of 2.02–2.26 (alternated runs);
 * the list's Node CPU is about 1 % less (1,000,000 orders on PostgreSQL, two alternated runs each).
 */
const looksLikeTimestamp = (bytes: Uint8Array, at: number, length: number) =>
  length >= 22 &&
  length <= 29 &&
  bytes[at + 4] === DASH &&
  bytes[at + 7] === DASH &&
  bytes[at + 10] === SPACE &&
  bytes[at + 13] === COLON &&
  bytes[at + 16] === COLON &&
  bytes[at + length - 3] === PLUS;

const int32At = (bytes: Uint8Array, at: number) =>
  (bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3];

/**
 * The values of the DataRow message whose body (after its code and length) starts at `offset` in `bytes`: a string
 * per value in the text format, null for SQL NULL. Equal, value for value, to what pg-protocol's parser reads.
 */
export function dataRowValues(bytes: Buffer, offset: number): (string | null)[] {
  const count = (bytes[offset] << 8) | bytes[offset + 1];
  const values = new Array<string | null>(count);
  const first = offset + 2;
  let end = first;
  for (let i = 0; i < count; i++) {
    const length = int32At(bytes, end);
    end += 4 + (length > 0 ? length : 0);
  }
  // Every byte is one character in Latin-1, so a value's place in the text is its place in the bytes. The text is
  // made at the first value cut from it (a row of long values only has none).
  const whole = end - first <= WHOLE_ROW_MAX_BYTES;
  let text: string | undefined;
  let at = first;
  for (let i = 0; i < count; i++) {
    const length = int32At(bytes, at);
    at += 4;
    if (length < 0) {
      values[i] = null;
      continue;
    }
    const stop = at + length;
    let ascii = whole && (length < SLICE_MIN_LENGTH || looksLikeTimestamp(bytes, at, length));
    for (let j = at; ascii && j < stop; j++) if (bytes[j] > 0x7f) ascii = false;
    if (ascii) {
      text ??= bytes.toString('latin1', first, end);
      values[i] = text.substring(at - first, stop - first);
    } else values[i] = bytes.toString('utf8', at, stop);
    at = stop;
  }
  return values;
}

type HandlePacket = (offset: number, code: number, length: number, bytes: Buffer) => unknown;
let installed = false;

/**
 * Has node-postgres read every DataRow with dataRowValues (all other messages as before). Once per process; the
 * parser is pg-protocol's, which node-postgres loads from the same place (package-lock.json pins both). A
 * pg-protocol whose parser no longer handles a message in `handlePacket` is left as it is (its own reading).
 */
export function installDataRowReader(): void {
  if (installed) return;
  installed = true;
  const prototype = Parser.prototype as unknown as { handlePacket?: HandlePacket };
  const handlePacket = prototype.handlePacket;
  if (typeof handlePacket !== 'function') return;
  prototype.handlePacket = function readDataRowsWhole(this: unknown, offset, code, length, bytes) {
    if (code !== DATA_ROW) return handlePacket.call(this, offset, code, length, bytes);
    return new DataRowMessage(length, dataRowValues(bytes, offset));
  };
}
