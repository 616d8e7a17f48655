-- Coverage leads (issue 36): a lead is a demo request or a shop's interest in a city we do not deliver from yet, with
-- the city, the postcode and the company; one per company and city. Older rows are demo requests, last shown when
-- they were sent. A coverage lead may lack an e-mail (a company an operator set up without a contact).
DROP INDEX "leads_created_idx";--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "kind" text DEFAULT 'demoRequest' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "city_key" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "leads" SET "updated_at" = "created_at";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_updated_idx" ON "leads" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_coverage_company_city_idx" ON "leads" USING btree ("company_id","city_key") WHERE "leads"."kind" = 'coverage';