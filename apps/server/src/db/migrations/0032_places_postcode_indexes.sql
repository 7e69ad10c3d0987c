CREATE INDEX "contracts_move_out_zip_idx" ON "contracts" USING btree ("company_id",(details->'moveOut'->>'zipCode'));--> statement-breakpoint
CREATE INDEX "contracts_move_in_zip_idx" ON "contracts" USING btree ("company_id",(details->'moveIn'->>'zipCode'));--> statement-breakpoint
CREATE INDEX "customers_company_zip_idx" ON "customers" USING btree ("company_id","zip_code");