-- The note of an order's latest hold, kept on the order beside on_hold_until (server/db/schema/orders.ts holdNote):
-- the order list read it from order_holds with a correlated subquery per row. Existing holds are copied: for each
-- order with a hold time, its latest hold still open, as the list chose it.
ALTER TABLE "orders" ADD COLUMN "hold_note" text;--> statement-breakpoint
UPDATE "orders" o SET "hold_note" = (
  SELECT h."notes" FROM "order_holds" h
  WHERE h."order_id" = o."id" AND h."released_at" IS NULL
  ORDER BY h."created_at" DESC LIMIT 1
) WHERE o."on_hold_until" IS NOT NULL;
