ALTER TABLE "packages" ADD COLUMN "max_users" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key" ON "companies" USING btree (lower(btrim("name")));