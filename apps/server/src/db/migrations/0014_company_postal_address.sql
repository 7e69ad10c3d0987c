ALTER TABLE "companies" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "street_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "country" text DEFAULT 'CH' NOT NULL;