CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_name" text NOT NULL,
	"on_behalf" boolean DEFAULT false NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_action" CHECK ("activities"."action" in ('create', 'update', 'delete'))
);
--> statement-breakpoint
CREATE TABLE "company_counters" (
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"next_value" integer NOT NULL,
	CONSTRAINT "company_counters_company_id_name_pk" PRIMARY KEY("company_id","name")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"gender" text,
	"first_name" text,
	"last_name" text NOT NULL,
	"customer_type" text DEFAULT 'PERSON' NOT NULL,
	"company_name" text,
	"email" text,
	"phone" text,
	"street" text,
	"street_number" text,
	"zip_code" text,
	"city" text,
	"country" text DEFAULT 'CH' NOT NULL,
	"origin" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_company_number_key" UNIQUE("company_id","number"),
	CONSTRAINT "customers_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "customers_gender" CHECK ("customers"."gender" in ('MALE', 'FEMALE')),
	CONSTRAINT "customers_customer_type" CHECK ("customers"."customer_type" in ('PERSON', 'COMPANY'))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_counters" ADD CONSTRAINT "company_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_fk" FOREIGN KEY ("company_id","created_by_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null (created_by_user_id) ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_entity_idx" ON "activities" USING btree ("company_id","entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "activities_company_idx" ON "activities" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_company_last_name_idx" ON "customers" USING btree ("company_id","last_name","id");--> statement-breakpoint
CREATE INDEX "customers_company_created_idx" ON "customers" USING btree ("company_id","created_at");