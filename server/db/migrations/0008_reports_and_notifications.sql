CREATE TABLE "driver_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"category" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_status_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"notification_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_notification_id_driver_id_pk" PRIMARY KEY("notification_id","driver_id")
);
--> statement-breakpoint
CREATE TABLE "order_offers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response" text,
	"responded_at" timestamp with time zone,
	"distance_to_pickup" integer
);
--> statement-breakpoint
ALTER TABLE "driver_feedback" ADD CONSTRAINT "driver_feedback_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_feedback" ADD CONSTRAINT "driver_feedback_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_status_log" ADD CONSTRAINT "driver_status_log_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_feedback_created_idx" ON "driver_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_feedback_order_driver_idx" ON "driver_feedback" USING btree ("order_id","driver_id");--> statement-breakpoint
CREATE INDEX "driver_status_log_at_idx" ON "driver_status_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "driver_status_log_driver_at_idx" ON "driver_status_log" USING btree ("driver_id","at");--> statement-breakpoint
CREATE INDEX "notification_deliveries_driver_idx" ON "notification_deliveries" USING btree ("driver_id","acknowledged_at");--> statement-breakpoint
CREATE INDEX "order_offers_offered_at_idx" ON "order_offers" USING btree ("offered_at");--> statement-breakpoint
CREATE INDEX "order_offers_order_idx" ON "order_offers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_offers_driver_idx" ON "order_offers" USING btree ("driver_id","offered_at");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");