ALTER TABLE "invoices" ADD COLUMN "payment_iban" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_account" CHECK (("invoices"."payment_iban" is null) = ("invoices"."payment_reference" is null));