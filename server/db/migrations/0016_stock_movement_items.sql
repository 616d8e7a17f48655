-- Every serial or batch number of a stock move (a move of several items lost them: serial_number held one only).
-- Older moves keep the one number they have.
ALTER TABLE "stock_movements" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "stock_movements" SET "items" = jsonb_build_array("serial_number") WHERE "serial_number" IS NOT NULL;
