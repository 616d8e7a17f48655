CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"city" text,
	"delivery_product_type" text,
	"password_hash" text NOT NULL,
	"company_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_name" text,
	"logo" text,
	"dashboard_image" text,
	"country_code" text DEFAULT 'PL' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"region_id" integer,
	"contract" jsonb,
	"contract_data" jsonb,
	"owner_info" jsonb,
	"order_settings" jsonb NOT NULL,
	"delivery_settings" jsonb NOT NULL,
	"working_settings" jsonb,
	"default_location_id" integer,
	"product_selection_completed_at" timestamp with time zone,
	"locations_completed_at" timestamp with time zone,
	"company_data_completed_at" timestamp with time zone,
	"contract_generated_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"data" jsonb NOT NULL,
	"estimated_payout_driver" integer,
	"payout_driver" integer,
	"currency" text DEFAULT 'pln' NOT NULL,
	"estimated_distance" integer,
	"recalculated_distance" integer,
	"suggested_correction_pay" integer,
	"drivers_comment" text,
	"attachment_url" text,
	"decided_at" timestamp with time zone,
	"decided_by_id" integer,
	"accepted_amount" integer,
	"rejection_reason" text,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "driver_location_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"order_id" integer,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"logged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_stock" (
	"driver_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "driver_stock_driver_id_product_id_pk" PRIMARY KEY("driver_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"status" text DEFAULT 'offline' NOT NULL,
	"type" text DEFAULT 'driver' NOT NULL,
	"priority_driver" boolean DEFAULT false NOT NULL,
	"region_id" integer,
	"last_known_lat" double precision,
	"last_known_lng" double precision,
	"last_known_logged_at" timestamp with time zone,
	"allowed_company_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"vehicle_type" text DEFAULT 'car' NOT NULL,
	"car" jsonb,
	"mobile" jsonb,
	"last_login" timestamp with time zone,
	"blocked" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"phone" text,
	"company_name" text,
	"message" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"zip_code" text NOT NULL,
	"formatted" text,
	"lat" double precision,
	"lng" double precision,
	"default_note" text,
	"active" boolean DEFAULT true NOT NULL,
	"working_settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"username" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "multipliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text,
	"date_from" timestamp with time zone NOT NULL,
	"date_to" timestamp with time zone NOT NULL,
	"regions" text[] NOT NULL,
	"company_ids" integer[] NOT NULL,
	"multiplier" double precision NOT NULL,
	"time_ranges" jsonb,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone,
	"deactivated_by_id" integer,
	"deactivation_reason" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"regions" text[] NOT NULL,
	"status" text,
	"short_title" text NOT NULL,
	"short_body" text NOT NULL,
	"long_title" text,
	"long_body" text,
	"recipients" integer DEFAULT 0 NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"password_hash" text NOT NULL,
	"scope" text[] DEFAULT '{}'::text[] NOT NULL,
	"account_type" text NOT NULL,
	"previous_account_type" text,
	"can_view" jsonb NOT NULL,
	"all_companies" boolean DEFAULT false NOT NULL,
	"company_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"all_regions" boolean DEFAULT false NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"location_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "operators_username_unique" UNIQUE("username"),
	CONSTRAINT "operators_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "order_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_kind" text NOT NULL,
	"created_by_id" integer,
	"created_by" text NOT NULL,
	"comment" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"driver_id" integer,
	"operator_id" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hold_until" timestamp with time zone,
	"released_at" timestamp with time zone,
	"released_by_id" integer,
	"released_by_driver_id" integer
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"order_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"product_id" integer NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_products_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "order_renewals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_by_id" integer,
	"renewed_by" text,
	"renewal_reason" text NOT NULL,
	"cancellation_reason" text,
	"renewal_comment" text,
	"old_order_data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"returns_order_no" text,
	"company_id" integer NOT NULL,
	"external_id" text,
	"region_id" integer NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"status_priority" smallint NOT NULL,
	"is_ongoing" boolean NOT NULL,
	"stage_began_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"planned_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"scheduled_slot_from" timestamp with time zone,
	"scheduled_slot_to" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"arrived_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"cancellation_comment" text,
	"delivery_comment" text,
	"pick_up_notes" text,
	"notes" text,
	"package_size" text,
	"emergency_delivery" boolean DEFAULT false NOT NULL,
	"vat_rate" integer DEFAULT 23 NOT NULL,
	"payable" boolean DEFAULT true NOT NULL,
	"driver_id" integer,
	"client_name" text NOT NULL,
	"client_phone" text NOT NULL,
	"client_street" text NOT NULL,
	"client_city" text NOT NULL,
	"client_zip_code" text NOT NULL,
	"client_lat" double precision,
	"client_lng" double precision,
	"pickup_location_id" integer,
	"pickup_name" text,
	"pickup_street" text,
	"pickup_city" text,
	"pickup_zip_code" text,
	"pickup_phone" text,
	"pickup_notes" text,
	"pickup_lat" double precision,
	"pickup_lng" double precision,
	"pickup_working_hours" jsonb,
	"payment_details" jsonb,
	"order_details" jsonb,
	"additional_services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_hashed_sensitive_data" boolean DEFAULT false NOT NULL,
	"hashed_sensitive_data" jsonb,
	"pick_up_verification_code" text,
	"verification_code" text,
	"no_verification_code_reason" text,
	"estimated_distance" integer,
	"estimated_payout" integer,
	"estimated_payout_driver" integer,
	"currency" text DEFAULT 'pln' NOT NULL,
	"multiplier_id" integer,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivered_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_comment_id" integer,
	"on_hold_until" timestamp with time zone,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"dimensions_algorithm" text,
	"maximum_dimensions" jsonb,
	"product_settings" jsonb NOT NULL,
	"image_url" text,
	"can_transfer_stock" boolean DEFAULT true NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "stock_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"giving_driver_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rejected_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"serial_number" text,
	"from_warehouse_id" integer,
	"to_warehouse_id" integer,
	"from_driver_id" integer,
	"to_driver_id" integer,
	"order_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"driver_id" integer NOT NULL,
	"no" text NOT NULL,
	"type" text NOT NULL,
	"payout_driver" integer NOT NULL,
	"payout_client" integer,
	"currency" text DEFAULT 'pln' NOT NULL,
	"description" text,
	"order_id" integer,
	"correction_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" integer,
	"creation_comment" text,
	"settled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" integer,
	"deletion_reason" text,
	"deletion_comment" text
);
--> statement-breakpoint
CREATE TABLE "warehouse_stock" (
	"warehouse_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "warehouse_stock_warehouse_id_product_id_pk" PRIMARY KEY("warehouse_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"company_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"region_id" integer,
	"centroid_lng" double precision NOT NULL,
	"centroid_lat" double precision NOT NULL,
	"geometry" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrections" ADD CONSTRAINT "corrections_decided_by_id_operators_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_location_logs" ADD CONSTRAINT "driver_location_logs_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_location_logs" ADD CONSTRAINT "driver_location_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_stock" ADD CONSTRAINT "driver_stock_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_stock" ADD CONSTRAINT "driver_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multipliers" ADD CONSTRAINT "multipliers_created_by_id_operators_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multipliers" ADD CONSTRAINT "multipliers_deactivated_by_id_operators_id_fk" FOREIGN KEY ("deactivated_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_created_by_id_operators_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_released_by_id_operators_id_fk" FOREIGN KEY ("released_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_released_by_driver_id_drivers_id_fk" FOREIGN KEY ("released_by_driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_renewals" ADD CONSTRAINT "order_renewals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_renewals" ADD CONSTRAINT "order_renewals_renewed_by_id_operators_id_fk" FOREIGN KEY ("renewed_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_location_id_locations_id_fk" FOREIGN KEY ("pickup_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_multiplier_id_multipliers_id_fk" FOREIGN KEY ("multiplier_id") REFERENCES "public"."multipliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_exchanges" ADD CONSTRAINT "stock_exchanges_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_exchanges" ADD CONSTRAINT "stock_exchanges_giving_driver_id_drivers_id_fk" FOREIGN KEY ("giving_driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_exchanges" ADD CONSTRAINT "stock_exchanges_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_from_warehouse_id_warehouses_id_fk" FOREIGN KEY ("from_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_to_warehouse_id_warehouses_id_fk" FOREIGN KEY ("to_warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_from_driver_id_drivers_id_fk" FOREIGN KEY ("from_driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_to_driver_id_drivers_id_fk" FOREIGN KEY ("to_driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_id_operators_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_correction_id_corrections_id_fk" FOREIGN KEY ("correction_id") REFERENCES "public"."corrections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_created_by_id_operators_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_deleted_by_id_operators_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouse_stock" ADD CONSTRAINT "warehouse_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zip_codes" ADD CONSTRAINT "zip_codes_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_company_idx" ON "api_keys" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_idx" ON "auth_sessions" USING btree ("user_kind","user_id");--> statement-breakpoint
CREATE INDEX "client_users_company_idx" ON "client_users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "companies_status_idx" ON "companies" USING btree ("status");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE INDEX "corrections_status_idx" ON "corrections" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "corrections_created_idx" ON "corrections" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "driver_location_logs_order_idx" ON "driver_location_logs" USING btree ("order_id","logged_at");--> statement-breakpoint
CREATE INDEX "driver_location_logs_driver_idx" ON "driver_location_logs" USING btree ("driver_id","logged_at");--> statement-breakpoint
CREATE INDEX "driver_stock_product_idx" ON "driver_stock" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "drivers_region_idx" ON "drivers" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "drivers_status_idx" ON "drivers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "locations_company_idx" ON "locations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "multipliers_dates_idx" ON "multipliers" USING btree ("date_from","date_to");--> statement-breakpoint
CREATE INDEX "order_comments_order_idx" ON "order_comments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_holds_order_idx" ON "order_holds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_products_product_idx" ON "order_products" USING btree ("product_id","order_id");--> statement-breakpoint
CREATE INDEX "order_renewals_order_idx" ON "order_renewals" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_region_created_idx" ON "orders" USING btree ("region_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_order_no_idx" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_external_id_idx" ON "orders" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "orders_ongoing_idx" ON "orders" USING btree ("created_at") WHERE "orders"."is_ongoing";--> statement-breakpoint
CREATE INDEX "orders_driver_idx" ON "orders" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_external_id_idx" ON "orders" USING btree ("company_id","external_id");--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "stock_exchanges_driver_idx" ON "stock_exchanges" USING btree ("driver_id","status");--> statement-breakpoint
CREATE INDEX "stock_exchanges_created_idx" ON "stock_exchanges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_created_idx" ON "stock_movements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_driver_created_idx" ON "wallet_entries" USING btree ("driver_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_created_idx" ON "wallet_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "warehouses_company_idx" ON "warehouses" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zip_codes_name_region_idx" ON "zip_codes" USING btree ("name","region_id");--> statement-breakpoint
CREATE INDEX "zip_codes_region_idx" ON "zip_codes" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "zip_codes_centroid_idx" ON "zip_codes" USING btree ("centroid_lat","centroid_lng");