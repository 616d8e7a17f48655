CREATE TABLE "order_day_count_changes" (
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"status" text NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_day_counts" (
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"region_id" integer NOT NULL,
	"status" text NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "order_day_counts_day_company_id_region_id_status_pk" PRIMARY KEY("day","company_id","region_id","status")
);
--> statement-breakpoint
CREATE INDEX "order_day_count_changes_day_idx" ON "order_day_count_changes" USING btree ("day");--> statement-breakpoint
CREATE INDEX "orders_stage_list_idx" ON "orders" USING btree ("stage_began_at","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status","company_id","region_id");--> statement-breakpoint
-- A stage cannot begin before its order exists: a row written otherwise (none known) begins its stage at creation.
UPDATE "orders" SET "stage_began_at" = "created_at" WHERE "stage_began_at" < "created_at";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_stage_after_creation" CHECK ("orders"."stage_began_at" >= "orders"."created_at");--> statement-breakpoint
-- Every writer stamps a stage with its own clock, and the order's creation may come from another process whose clock
-- runs ahead (or from a test or import with a creation time to come): a stage stamped before the creation begins at
-- the creation, so the CHECK above holds for every write instead of failing an accept or cancel.
CREATE FUNCTION "order_stage_not_before_creation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."stage_began_at" < NEW."created_at" THEN
    NEW."stage_began_at" := NEW."created_at";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_stage_not_before_creation" BEFORE INSERT OR UPDATE OF "stage_began_at", "created_at" ON "orders" FOR EACH ROW
  EXECUTE FUNCTION "order_stage_not_before_creation"();--> statement-breakpoint
-- The order list's day counts (schema.ts orderDayCounts): every order written appends its change in its own
-- transaction: +1 for the new row, −1 for the old one; an update only when a counted column changed.
CREATE FUNCTION "order_day_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "order_day_count_changes" ("day", "company_id", "region_id", "status", "delta")
    VALUES ((OLD."created_at" AT TIME ZONE 'Europe/Warsaw')::date, OLD."company_id", OLD."region_id", OLD."status", -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "order_day_count_changes" ("day", "company_id", "region_id", "status", "delta")
    VALUES ((NEW."created_at" AT TIME ZONE 'Europe/Warsaw')::date, NEW."company_id", NEW."region_id", NEW."status", 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_day_counts_insert" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_day_count_change"();--> statement-breakpoint
CREATE TRIGGER "orders_day_counts_delete" AFTER DELETE ON "orders" FOR EACH ROW EXECUTE FUNCTION "order_day_count_change"();--> statement-breakpoint
CREATE TRIGGER "orders_day_counts_update" AFTER UPDATE OF "created_at", "company_id", "region_id", "status" ON "orders" FOR EACH ROW
  WHEN (OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."company_id" IS DISTINCT FROM NEW."company_id"
    OR OLD."region_id" IS DISTINCT FROM NEW."region_id" OR OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "order_day_count_change"();--> statement-breakpoint
-- The orders already there (orders is locked by the CHECK above until this migration commits: nothing is missed).
INSERT INTO "order_day_counts" ("day", "company_id", "region_id", "status", "orders")
SELECT ("created_at" AT TIME ZONE 'Europe/Warsaw')::date, "company_id", "region_id", "status", count(*)::int
FROM "orders" GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4;
