// The schema's column kinds: the two id kinds, bytea, a timestamp with time zone, a required reference, the creation
// time.
import { bigserial, customType, integer, serial, timestamp, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** A table's id: a serial primary key. */
export const serialId = () => serial('id').primaryKey();
/** The id of a table that grows without bound (log rows, events, entries): a bigserial primary key, read as a number. */
export const bigId = () => bigserial('id', { mode: 'number' }).primaryKey();
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A required reference: an integer column naming a row of another table. */
export const ref = (name: string, target: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);
export const createdAt = () => ts('created_at').notNull().defaultNow();
