CREATE TABLE "platform_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"next_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" integer NOT NULL,
	"company_id" uuid NOT NULL,
	"company_name" text NOT NULL,
	"company_street" text,
	"company_house_number" text,
	"company_postcode" text,
	"company_town" text,
	"company_country" text NOT NULL,
	"period_start" date,
	"period_end" date,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_rate" numeric(5, 2) NOT NULL,
	"net" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"paid_on" date,
	"paid_method" text,
	"paid_note" text,
	"paid_by_admin_id" uuid,
	"cancel_reason" text,
	"canceled_at" timestamp with time zone,
	"canceled_by_admin_id" uuid,
	"payment_iban" text NOT NULL,
	"payment_reference" text NOT NULL,
	"created_by_admin_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_invoices_status" CHECK ("platform_invoices"."status" in ('OPEN', 'PAID', 'CANCEL')),
	CONSTRAINT "platform_invoices_amounts" CHECK ("platform_invoices"."net" >= 0 and "platform_invoices"."vat" >= 0 and "platform_invoices"."total" = "platform_invoices"."net" + "platform_invoices"."vat"),
	CONSTRAINT "platform_invoices_dates" CHECK ("platform_invoices"."due_date" >= "platform_invoices"."date"),
	CONSTRAINT "platform_invoices_period" CHECK (("platform_invoices"."period_start" is null) = ("platform_invoices"."period_end" is null) and ("platform_invoices"."period_end" is null or "platform_invoices"."period_end" >= "platform_invoices"."period_start")),
	CONSTRAINT "platform_invoices_paid" CHECK (("platform_invoices"."status" = 'PAID') = ("platform_invoices"."paid_on" is not null and "platform_invoices"."paid_method" is not null)),
	CONSTRAINT "platform_invoices_canceled" CHECK (("platform_invoices"."status" = 'CANCEL') = ("platform_invoices"."canceled_at" is not null and "platform_invoices"."cancel_reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_invoices" ADD CONSTRAINT "platform_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_invoices" ADD CONSTRAINT "platform_invoices_paid_by_admin_id_platform_admins_id_fk" FOREIGN KEY ("paid_by_admin_id") REFERENCES "public"."platform_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_invoices" ADD CONSTRAINT "platform_invoices_canceled_by_admin_id_platform_admins_id_fk" FOREIGN KEY ("canceled_by_admin_id") REFERENCES "public"."platform_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_invoices" ADD CONSTRAINT "platform_invoices_created_by_admin_id_platform_admins_id_fk" FOREIGN KEY ("created_by_admin_id") REFERENCES "public"."platform_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_invoices_number_key" ON "platform_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_invoices_payment_reference_key" ON "platform_invoices" USING btree ("payment_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_invoices_company_period_key" ON "platform_invoices" USING btree ("company_id","period_start") WHERE "platform_invoices"."status" <> 'CANCEL' and "platform_invoices"."period_start" is not null;--> statement-breakpoint
CREATE INDEX "platform_invoices_company_idx" ON "platform_invoices" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "platform_invoices_open_idx" ON "platform_invoices" USING btree ("due_date") WHERE "platform_invoices"."status" = 'OPEN';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" in ('de', 'en'));