CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"frontend_url" text,
	"logo_file" text,
	"background_color" text,
	"text_color" text,
	"header" text,
	"footer" text,
	"agb_file" text,
	"iban" text,
	"pdf_accent_color" text,
	"pdf_relocation_price_type" text DEFAULT 'FROMTO' NOT NULL,
	"contract_number_start" integer DEFAULT 1 NOT NULL,
	"customer_number_start" integer DEFAULT 1 NOT NULL,
	"allowed_login_countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"package_id" uuid,
	"hide_reject_offer_button" boolean DEFAULT false NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT 7.7 NOT NULL,
	"currency" text DEFAULT 'CHF' NOT NULL,
	"time_zone" text DEFAULT 'Europe/Zurich' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_contract_number_start" CHECK ("companies"."contract_number_start" >= 1),
	CONSTRAINT "companies_customer_number_start" CHECK ("companies"."customer_number_start" >= 1),
	CONSTRAINT "companies_currency" CHECK ("companies"."currency" in ('CHF', 'EUR')),
	CONSTRAINT "companies_pdf_relocation_price_type" CHECK ("companies"."pdf_relocation_price_type" in ('FROMTO', 'FROM', 'TO')),
	CONSTRAINT "companies_vat_rate" CHECK ("companies"."vat_rate" >= 0 and "companies"."vat_rate" < 100)
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_admins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"phone" text,
	"role" text DEFAULT 'USER' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"password_hash" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_company_username_key" UNIQUE("company_id","username"),
	CONSTRAINT "users_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "users_role" CHECK ("users"."role" in ('OWNER', 'USER'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"company_id" uuid,
	"user_id" uuid,
	"admin_id" uuid,
	"ip" text,
	"last_used_ip" text,
	"user_agent" text,
	"os" text,
	"os_platform" text,
	"device_type" text,
	"browser" text,
	"browser_family" text,
	"browser_version" text,
	"country" text,
	"organisation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_owner" CHECK (("sessions"."user_id" is not null and "sessions"."company_id" is not null and "sessions"."admin_id" is null) or ("sessions"."user_id" is null and "sessions"."admin_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_admin_id_platform_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."platform_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_admins_email_key" ON "platform_admins" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_company_user_idx" ON "sessions" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "sessions_admin_idx" ON "sessions" USING btree ("admin_id");