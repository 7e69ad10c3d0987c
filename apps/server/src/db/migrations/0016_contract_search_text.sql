DROP INDEX "contracts_list_idx";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(details->'moveOut'->>'city', '') || E'\n' || coalesce(details->'moveIn'->>'city', ''))) STORED;--> statement-breakpoint
CREATE INDEX "contracts_list_idx" ON "contracts" USING btree ("company_id","archived_at","number","customer_id","search_text");