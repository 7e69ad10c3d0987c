CREATE INDEX "contracts_number_idx" ON "contracts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "contracts_company_created_idx" ON "contracts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_number_idx" ON "customers" USING btree ("number");--> statement-breakpoint
CREATE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");