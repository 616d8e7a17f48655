-- Proof of delivery (issue 39): one row per delivered order with the name of the person who took the package and,
-- optionally, the photo the driver's app sent (bytes, type, size), written in the deliver step's transaction.
CREATE TABLE "delivery_proofs" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"receiver_name" text NOT NULL,
	"photo" "bytea",
	"photo_content_type" text,
	"photo_bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_proofs_photo_parts" CHECK (("delivery_proofs"."photo" is null) = ("delivery_proofs"."photo_content_type" is null) and ("delivery_proofs"."photo" is null) = ("delivery_proofs"."photo_bytes" is null))
);
--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;