// Response shapes several back-office areas share (the answers' building blocks): timestamps, an operator named by id
// and e-mail, a page of a list, a stored JSON value. Each area's docs module (server/routes/docs/<area>.ts) builds its
// answers from them.
import { z } from 'zod';
import type { HourMinute } from '../../../../domain/types.ts';

/** A point in time as the answers send it: ISO 8601 text (toISOString). */
export const timestamp = (what: string) => z.string().describe(`${what} (ISO 8601)`);

/** The same, null while it has not happened. */
export const optionalTimestamp = (what: string) => timestamp(what).nullable();

/** An operator named in an answer (who created or decided something). */
export const operatorRef = z
  .object({ id: z.number().int(), email: z.string() })
  .describe('An operator: id and e-mail') satisfies z.ZodType<{ id: number; email: string }>;

/** An hour and minute of a day (local time). */
export const hourMinute = z
  .object({ hour: z.number().int(), minute: z.number().int() })
  .describe('A time of day') satisfies z.ZodType<HourMinute>;

/** A page of a list: the rows and the count of all rows that match the filters. */
export const pageOf = <Row extends z.ZodType>(row: Row, what: string) =>
  z.object({ items: z.array(row), total: z.number().int().describe(`Count of the ${what} matching the filters`) });

/**
 * A stored JSON value whose known fields the schema names (checked against T), sent with any other key it holds as
 * stored: what the console reads back and saves whole keeps the keys these shapes do not name.
 */
export const keepingOtherKeys = <T>(schema: z.ZodObject & z.ZodType<T>): z.ZodType<T> => {
  const loose = schema.loose();
  return (schema.description ? loose.describe(schema.description) : loose) as unknown as z.ZodType<T>;
};

/** An answer that is a success with nothing to say: 204 without a body. */
export const noContent = (what: string) => z.null().describe(what);
