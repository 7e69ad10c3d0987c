DROP INDEX "invoices_company_amounts_idx";--> statement-breakpoint
CREATE INDEX "invoices_company_amounts_idx" ON "invoices" USING btree ("company_id","unpaid","due_date","total","paid","currency");