-- The order list's receiver search: pg_trgm (a contrib extension of PostgreSQL, trusted since PostgreSQL 13; PGlite
-- loads it from server/db/pgliteExtensions.ts) for the trigram index of the name, and the phone's national number.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_client_name_trgm_idx" ON "orders" USING gin ("client_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_client_phone_digits_idx" ON "orders" USING btree (right(regexp_replace("client_phone", '[^0-9]', '', 'g'), 9));