CREATE TABLE "driver_push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_pushed_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "driver_push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driver_push_subscriptions" ADD CONSTRAINT "driver_push_subscriptions_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_push_subscriptions_driver_idx" ON "driver_push_subscriptions" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "notification_deliveries_push_idx" ON "notification_deliveries" USING btree ("created_at") WHERE pushed_at IS NULL;--> statement-breakpoint
-- Notifications sent before Web Push existed are never pushed (the push job takes only rows with pushed_at null).
UPDATE "notification_deliveries" SET "pushed_at" = "created_at";
