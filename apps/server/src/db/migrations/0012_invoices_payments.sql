CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"contract_id" uuid,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"header" text,
	"footer" text,
	"lines" jsonb NOT NULL,
	"include_vat" boolean DEFAULT false NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"currency" text NOT NULL,
	"net" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"unpaid" integer GENERATED ALWAYS AS (total - paid) STORED NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_company_number_key" UNIQUE("company_id","number"),
	CONSTRAINT "invoices_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "invoices_currency" CHECK ("invoices"."currency" in ('CHF', 'EUR')),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."total" >= 0 and "invoices"."paid" >= 0 and "invoices"."paid" <= "invoices"."total"),
	CONSTRAINT "invoices_dates" CHECK ("invoices"."due_date" >= "invoices"."date")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"date" date NOT NULL,
	"notes" text,
	"notify_customer" boolean DEFAULT false NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "payments_company_idempotency_key" UNIQUE("company_id","idempotency_key"),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('CASH', 'BANK', 'OTHERS'))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE set null (contract_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_fk" FOREIGN KEY ("company_id","created_by_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null (created_by_user_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_fk" FOREIGN KEY ("company_id","created_by_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null (created_by_user_id) ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_company_date_idx" ON "invoices" USING btree ("company_id","date","number");--> statement-breakpoint
CREATE INDEX "invoices_company_customer_idx" ON "invoices" USING btree ("company_id","customer_id","date");--> statement-breakpoint
CREATE INDEX "invoices_company_contract_idx" ON "invoices" USING btree ("company_id","contract_id");--> statement-breakpoint
CREATE INDEX "invoices_company_open_idx" ON "invoices" USING btree ("company_id","due_date") WHERE "invoices"."unpaid" > 0;--> statement-breakpoint
CREATE INDEX "payments_company_date_idx" ON "payments" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "payments_company_invoice_idx" ON "payments" USING btree ("company_id","invoice_id");