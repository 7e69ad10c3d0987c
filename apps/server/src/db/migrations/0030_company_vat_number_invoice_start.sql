ALTER TABLE "companies" ALTER COLUMN "vat_rate" SET DEFAULT 8.1;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "invoice_number_start" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_invoice_number_start" CHECK ("companies"."invoice_number_start" >= 1);