// The schema's column kinds: bytea, a timestamp with time zone, a required reference, the creation time.
import { customType, integer, timestamp, type ReferenceConfig } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A required reference: an integer column naming a row of another table. */
export const ref = (name: string, target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);
export const createdAt = () => ts('created_at').notNull().defaultNow();
