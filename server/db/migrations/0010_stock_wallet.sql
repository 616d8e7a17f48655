ALTER TABLE "stock_exchanges" ADD COLUMN "created_by_id" integer;--> statement-breakpoint
ALTER TABLE "stock_exchanges" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "exchange_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "stock_exchanges" ADD CONSTRAINT "stock_exchanges_created_by_id_operators_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_exchanges_giving_idx" ON "stock_exchanges" USING btree ("giving_driver_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_idempotency_idx" ON "wallet_entries" USING btree ("created_by_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "driver_stock" ADD CONSTRAINT "driver_stock_amount_not_negative" CHECK ("driver_stock"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_amount_not_negative" CHECK ("warehouse_stock"."amount" >= 0);