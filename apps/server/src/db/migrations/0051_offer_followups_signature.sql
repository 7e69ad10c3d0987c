CREATE TABLE "offer_reminders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"token_hash" text NOT NULL,
	"mail_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_reminders_offer_day_key" UNIQUE("offer_id","day"),
	CONSTRAINT "offer_reminders_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "system_emails" DROP CONSTRAINT "system_emails_type";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offer_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offer_reminder_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offer_validity_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offer_signature_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "signature_kind" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "signature_name" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "signature_png" "bytea";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "mail_template_id" uuid;--> statement-breakpoint
-- The reminders' composite key (ADR 024) needs the offers' (company_id, id) key first.
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_key" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "offer_reminders" ADD CONSTRAINT "offer_reminders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reminders" ADD CONSTRAINT "offer_reminders_offer_fk" FOREIGN KEY ("company_id","offer_id") REFERENCES "public"."offers"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_reminders" ADD CONSTRAINT "offer_reminders_mail_fk" FOREIGN KEY ("company_id","mail_id") REFERENCES "public"."mail_outbox"("company_id","id") ON DELETE set null (mail_id) ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_reminders_company_offer_idx" ON "offer_reminders" USING btree ("company_id","offer_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_mail_template_fk" FOREIGN KEY ("company_id","mail_template_id") REFERENCES "public"."mail_templates"("company_id","id") ON DELETE set null (mail_template_id) ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_pending_expires_idx" ON "offers" USING btree ("expires_at") WHERE "offers"."accepted_at" is null and "offers"."rejected_at" is null and "offers"."replaced_at" is null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_offer_reminder_days" CHECK ("companies"."offer_reminder_days" between 1 and 30);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_offer_validity_days" CHECK ("companies"."offer_validity_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "system_emails" ADD CONSTRAINT "system_emails_type" CHECK ("system_emails"."type" in ('ACCEPT_OFFER', 'REVIEW_REQUEST', 'INQUIRY_RECEIVED', 'OFFER_REMINDER'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_signature_kind" CHECK ("offers"."signature_kind" in ('drawn', 'typed'));