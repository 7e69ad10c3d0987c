CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid,
	"appointment_id" uuid,
	"customer_id" uuid,
	"customer_name" text NOT NULL,
	"recipient" text NOT NULL,
	"language" text NOT NULL,
	"token_hash" text NOT NULL,
	"reminder_token_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"service_quality" integer,
	"service_quality_comment" text,
	"team" integer,
	"team_comment" text,
	"timeliness" integer,
	"timeliness_comment" text,
	"item_condition" integer,
	"item_condition_comment" text,
	"communication" integer,
	"communication_comment" text,
	"price" integer,
	"price_comment" text,
	"recommendation" integer,
	"recommendation_comment" text,
	"system" integer,
	"system_comment" text,
	"contract_clarity" integer,
	"contract_clarity_comment" text,
	"comment" text,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "reviews_reminder_token_hash_key" UNIQUE("reminder_token_hash"),
	CONSTRAINT "reviews_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "reviews_language" CHECK ("reviews"."language" in ('de', 'en')),
	CONSTRAINT "reviews_service_quality_range" CHECK ("reviews"."service_quality" between 1 and 5),
	CONSTRAINT "reviews_team_range" CHECK ("reviews"."team" between 1 and 5),
	CONSTRAINT "reviews_timeliness_range" CHECK ("reviews"."timeliness" between 1 and 5),
	CONSTRAINT "reviews_item_condition_range" CHECK ("reviews"."item_condition" between 1 and 5),
	CONSTRAINT "reviews_communication_range" CHECK ("reviews"."communication" between 1 and 5),
	CONSTRAINT "reviews_price_range" CHECK ("reviews"."price" between 1 and 5),
	CONSTRAINT "reviews_recommendation_range" CHECK ("reviews"."recommendation" between 1 and 5),
	CONSTRAINT "reviews_system_range" CHECK ("reviews"."system" between 1 and 5),
	CONSTRAINT "reviews_contract_clarity_range" CHECK ("reviews"."contract_clarity" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "system_emails" DROP CONSTRAINT "system_emails_type";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "review_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "review_reminder_days" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE set null (contract_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE set null (appointment_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE set null (customer_id) ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_company_requested_idx" ON "reviews" USING btree ("company_id","requested_at");--> statement-breakpoint
CREATE INDEX "reviews_contract_idx" ON "reviews" USING btree ("company_id","contract_id");--> statement-breakpoint
CREATE INDEX "reviews_appointment_idx" ON "reviews" USING btree ("company_id","appointment_id");--> statement-breakpoint
CREATE INDEX "reviews_reminder_idx" ON "reviews" USING btree ("requested_at") WHERE "reviews"."submitted_at" is null and "reviews"."reminded_at" is null;--> statement-breakpoint
ALTER TABLE "system_emails" ADD CONSTRAINT "system_emails_type" CHECK ("system_emails"."type" in ('ACCEPT_OFFER', 'REVIEW_REQUEST'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('offerAccepted', 'offerRejected', 'offerViewed', 'mailFailed', 'paymentRecorded', 'reviewSubmitted'));