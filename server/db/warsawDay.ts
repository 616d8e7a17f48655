// Our days in SQL: the one time zone (WARSAW_TIME_ZONE, domain/constants.ts) as an SQL literal, never a parameter,
// so an expression is the same text as the unique index on the order number's day and the day counts' trigger
// (migrations 0006 and 0013 wrote it as 'Europe/Warsaw'), and the planner uses them.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { WARSAW_TIME_ZONE } from '../../domain/constants.ts';

/** The zone as SQL text, for statements written as strings. */
export const WARSAW_ZONE_SQL = `'${WARSAW_TIME_ZONE.replace(/'/g, "''")}'`;

/** The Warsaw calendar day of a timestamptz column or expression: ((x at time zone 'Europe/Warsaw')::date). */
export const warsawDayOf = (moment: SQLWrapper): SQL =>
  sql`((${moment} at time zone ${sql.raw(WARSAW_ZONE_SQL)})::date)`;

/** The Warsaw calendar day of an instant, as SQL. */
export const warsawDayOfInstant = (at: Date): SQL => warsawDayOf(sql`${at.toISOString()}::timestamptz`);
