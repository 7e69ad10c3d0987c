CREATE TABLE "appointment_employees" (
	"company_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "appointment_employees_appointment_id_user_id_pk" PRIMARY KEY("appointment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text,
	"customer_id" uuid,
	"contract_id" uuid,
	"notes" text,
	"copy_to_customer" boolean DEFAULT false NOT NULL,
	"send_by_email" boolean DEFAULT false NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "appointments_kind" CHECK ("appointments"."kind" in ('viewing', 'move', 'cleaning', 'handover', 'other')),
	CONSTRAINT "appointments_duration" CHECK ("appointments"."duration_minutes" between 15 and 1440)
);
--> statement-breakpoint
ALTER TABLE "appointment_employees" ADD CONSTRAINT "appointment_employees_appointment_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_employees" ADD CONSTRAINT "appointment_employees_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE set null (customer_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE set null (contract_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_created_by_fk" FOREIGN KEY ("company_id","created_by_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null (created_by_user_id) ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_employees_user_idx" ON "appointment_employees" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "appointments_company_start_idx" ON "appointments" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_customer_idx" ON "appointments" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "appointments_contract_idx" ON "appointments" USING btree ("company_id","contract_id");