// The PostgreSQL extensions the migrations create, as PGlite loads them: every PGlite that opens the database (the
// server, backup and restore) passes these, since a database that has an extension cannot be used without it.
// pg_trgm: the trigram index of the order list's receiver search (migration 0014; a contrib extension of PostgreSQL,
// trusted since PostgreSQL 13, so the database's owner creates it).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const PGLITE_EXTENSIONS = { pg_trgm };
