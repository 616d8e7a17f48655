DROP INDEX "drivers_region_idx";--> statement-breakpoint
CREATE INDEX "drivers_allowed_companies_idx" ON "drivers" USING gin ("allowed_company_ids");--> statement-breakpoint
CREATE INDEX "drivers_region_idx" ON "drivers" USING btree ("region_id","active");