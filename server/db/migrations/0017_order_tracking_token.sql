-- The receiver's tracking link of every order (/track/<token>): random, unguessable, unique; existing orders get one
-- each (the default runs per row).
ALTER TABLE "orders" ADD COLUMN "tracking_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tracking_token_idx" ON "orders" USING btree ("tracking_token");