-- Analytics (ADR 058): payments carry their invoice's currency (set by a trigger, backfilled here), and
-- three indexes carry what the analytics read, so each part is an index-only scan.
DROP INDEX "contracts_company_created_idx";--> statement-breakpoint
DROP INDEX "invoices_company_open_idx";--> statement-breakpoint
DROP INDEX "payments_company_date_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "currency" text;--> statement-breakpoint
UPDATE "payments" p SET "currency" = i."currency" FROM "invoices" i WHERE i."company_id" = p."company_id" AND i."id" = p."invoice_id";--> statement-breakpoint
CREATE FUNCTION "payments_currency_of_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Whatever was given: the invoice's currency (the foreign key keeps it so when the invoice's changes).
  SELECT i."currency" INTO NEW."currency" FROM "invoices" i
    WHERE i."company_id" = NEW."company_id" AND i."id" = NEW."invoice_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payments_currency" BEFORE INSERT OR UPDATE OF "company_id", "invoice_id" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_currency_of_invoice"();--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_currency_key" UNIQUE("company_id","id","currency");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_currency_fk" FOREIGN KEY ("company_id","invoice_id","currency") REFERENCES "public"."invoices"("company_id","id","currency") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_currency" CHECK ("payments"."currency" is not null);--> statement-breakpoint
CREATE INDEX "contracts_company_created_idx" ON "contracts" USING btree ("company_id","created_at","has_relocation","has_trash","has_cleaning","archived_at","created_by_user_id","customer_id","id","origin");--> statement-breakpoint
CREATE INDEX "invoices_company_open_idx" ON "invoices" USING btree ("company_id","due_date","date","currency","unpaid") WHERE "invoices"."unpaid" > 0;--> statement-breakpoint
CREATE INDEX "payments_company_date_idx" ON "payments" USING btree ("company_id","date","currency","amount");
