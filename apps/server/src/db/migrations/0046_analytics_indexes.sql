DROP INDEX "contracts_company_created_idx";--> statement-breakpoint
DROP INDEX "invoices_company_date_idx";--> statement-breakpoint
DROP INDEX "offers_company_created_idx";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "has_relocation" boolean GENERATED ALWAYS AS (coalesce(jsonb_typeof(details->'relocation') = 'object', false)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "has_trash" boolean GENERATED ALWAYS AS (coalesce(jsonb_typeof(details->'trash') = 'object', false)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "has_cleaning" boolean GENERATED ALWAYS AS (coalesce(jsonb_typeof(details->'cleaning') = 'object' and details->'cleaning'->>'type' is distinct from 'no-cleaning', false)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "contracts_company_created_idx" ON "contracts" USING btree ("company_id","created_at","has_relocation","has_trash","has_cleaning","archived_at","created_by_user_id","customer_id","id");--> statement-breakpoint
CREATE INDEX "invoices_company_date_idx" ON "invoices" USING btree ("company_id","date","number","currency","total","unpaid","id");--> statement-breakpoint
CREATE INDEX "offers_company_created_idx" ON "offers" USING btree ("company_id","created_at","accepted_at","rejected_at","replaced_at","expires_at");