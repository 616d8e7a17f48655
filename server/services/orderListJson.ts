// The order list's answer as JSON text, written by a serializer compiled from its shape (fast-json-stringify):
// about half the time of JSON.stringify on a 50-row page, which the server spends on every list request.
// The schema is typed against OrderListItem key by key, so a field added to the item and not here fails typecheck
// (fast-json-stringify leaves out properties its schema does not name).
// Tried and left out: escaping the non-ASCII characters as \u sequences so that the text is one-byte and is written as
// latin1 (one Ł makes the whole page two-byte, which UTF-8 encodes more slowly). The extra pass over the page's 50 KB
// costs what it saves: on the demo's first page (216 such characters) 182–198 µs a page escaped and 173–213 µs as now,
// text and bytes (medians of three alternated runs each).
import fastJson from 'fast-json-stringify';
import type { ListResponse, OrderListItem } from '../../domain/api.ts';

type Json = Record<string, unknown>;
const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const boolean = { type: 'boolean' } as const;
const orNull = (schema: { type: string }) => ({ ...schema, type: [schema.type, 'null'] });
/** An object schema whose properties are exactly the keys of T (all required). */
const object = <T>(properties: { [K in keyof Required<T>]: Json }, nullable = false) => ({
  type: nullable ? ['object', 'null'] : 'object',
  properties,
  required: Object.keys(properties),
});
type Part<K extends keyof OrderListItem> = NonNullable<OrderListItem[K]>;

const orderListItemSchema = object<OrderListItem>({
  id: integer,
  orderNo: string,
  returnsOrderNo: orNull(string),
  externalId: orNull(string),
  company: object<Part<'company'>>({ id: integer, name: string, logo: orNull(string) }),
  region: object<Part<'region'>>({ id: integer, name: string }),
  type: string,
  status: string,
  cancellationReason: orNull(string),
  reasonGroup: orNull(string),
  stage: object<Part<'stage'>>({
    status: string,
    isOngoing: boolean,
    inDelivery: boolean,
    toBePickedUp: boolean,
    beganAt: string,
  }),
  createdAt: string,
  scheduledAt: orNull(string),
  scheduledSlotRange: { type: ['array', 'null'], items: string },
  deliveredAt: orNull(string),
  cancelledAt: orNull(string),
  timeInStage: orNull(integer),
  totalRealizationTime: orNull(integer),
  realizedWithin: object<Part<'realizedWithin'>>({ promiseMinutes: integer, onTime: orNull(boolean) }),
  pickupPoint: object<Part<'pickupPoint'>>({ name: orNull(string), city: orNull(string) }, true),
  driver: object<Part<'driver'>>({ id: integer, firstName: string, lastName: string }, true),
  packageSize: orNull(string),
  price: object<Part<'price'>>({ amount: integer, currency: string }, true),
  flags: object<Part<'flags'>>({
    onHold: object<NonNullable<Part<'flags'>['onHold']>>({ until: orNull(string), note: orNull(string) }, true),
    multiplier: object<NonNullable<Part<'flags'>['multiplier']>>(
      { value: { type: 'number' }, deactivated: boolean },
      true,
    ),
    emergencyDelivery: boolean,
    noVerificationCode: orNull(string),
  }),
  lastComment: object<Part<'lastComment'>>({ comment: string, createdAt: string, createdBy: string }, true),
});

const listSchema = object<ListResponse<OrderListItem>>({
  items: { type: 'array', items: orderListItemSchema },
  total: integer,
  page: integer,
  perPage: integer,
});

export const orderListJson: (list: ListResponse<OrderListItem>) => string = fastJson(
  listSchema as Parameters<typeof fastJson>[0],
);

/**
 * The text as UTF-8 bytes, written once into a buffer large enough for any text of its length (a UTF-16 code unit
 * is at most 3 bytes: a pair of them 4, an unpaired one U+FFFD's 3) and answered as the part that was written.
 * Buffer.from counts the bytes in a pass of its own first: on a 45 KB page with Polish letters (a two-byte string)
 * it took 196–224 µs, the write alone 93–98. In the list benchmark's profile (`perf`, 1,000,000 orders on PostgreSQL),
 * the page's text to bytes went from 14 % of Node's CPU to 10 %: most of what is left is flattening the serializer's
 * joined text, which both must do. The buffer lives until the answer is written; the room it leaves unused is at most
 * twice the page.
 */
export function utf8Bytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafeSlow(text.length * 3);
  return bytes.subarray(0, bytes.write(text, 0, 'utf8'));
}
