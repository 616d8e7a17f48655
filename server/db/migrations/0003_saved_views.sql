CREATE TABLE "saved_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"resource" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_owner_name_idx" ON "saved_views" USING btree ("owner_kind","owner_id","resource","name");