CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"custom_status_id" uuid,
	"relocation_start_at" timestamp with time zone,
	"include_vat" boolean DEFAULT false NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"currency" text NOT NULL,
	"details" jsonb NOT NULL,
	"gross_low" integer DEFAULT 0 NOT NULL,
	"gross_high" integer DEFAULT 0 NOT NULL,
	"offer_valid_until" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"accepted_snapshot" jsonb,
	"archived_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_company_number_key" UNIQUE("company_id","number"),
	CONSTRAINT "contracts_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "contracts_status" CHECK ("contracts"."status" in ('OPEN', 'PENDING', 'ACCEPTED', 'REJECTED', 'REVIEWED')),
	CONSTRAINT "contracts_currency" CHECK ("contracts"."currency" in ('CHF', 'EUR')),
	CONSTRAINT "contracts_totals" CHECK ("contracts"."gross_low" >= 0 and "contracts"."gross_high" >= "contracts"."gross_low")
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_custom_status_fk" FOREIGN KEY ("company_id","custom_status_id") REFERENCES "public"."contract_statuses"("company_id","id") ON DELETE set null (custom_status_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_fk" FOREIGN KEY ("company_id","created_by_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null (created_by_user_id) ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_list_idx" ON "contracts" USING btree ("company_id","archived_at","number");--> statement-breakpoint
CREATE INDEX "contracts_relocation_idx" ON "contracts" USING btree ("company_id","relocation_start_at");--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("company_id","status");