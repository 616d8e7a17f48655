// The Polish order of names in SQL (domain/sorting.ts explains the key): `translate(name, …)` to the key and
// `COLLATE "C"`, then the name itself by code point, the same on PGlite and on PostgreSQL and the same as
// `compareNames` in the console and the server's code. Use these for every ORDER BY on a name.
import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { NAME_SORT_FROM, NAME_SORT_TO } from '../../domain/sorting.ts';

// Letters only, no quote: safe as SQL literals (and literals keep the statement's parameters to the query's values).
const FROM = `'${NAME_SORT_FROM}'`;
const TO = `'${NAME_SORT_TO}'`;

/** SQL text: the sort key of a column expression, e.g. `nameKeyText('d.last_name')`. */
export const nameKeyText = (column: string): string => `translate(${column}, ${FROM}, ${TO}) COLLATE "C"`;

/** SQL text: the ORDER BY terms of a name column (the key, then the name by code point). */
export const orderByNameText = (column: string, direction: 'ASC' | 'DESC' = 'ASC'): string =>
  `${nameKeyText(column)} ${direction}, ${column} COLLATE "C" ${direction}`;

/** Drizzle: the sort key of a column. */
export const nameKey = (column: SQLWrapper): SQL =>
  sql`translate(${column}, ${sql.raw(FROM)}, ${sql.raw(TO)}) COLLATE "C"`;

/** Drizzle: the ORDER BY terms of a name column, ascending. */
export const ascName = (column: SQLWrapper): SQL[] => [asc(nameKey(column)), asc(sql`${column} COLLATE "C"`)];

/** Drizzle: the ORDER BY terms of a name column, descending. */
export const descName = (column: SQLWrapper): SQL[] => [desc(nameKey(column)), desc(sql`${column} COLLATE "C"`)];
