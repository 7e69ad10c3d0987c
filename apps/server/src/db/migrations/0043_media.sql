CREATE TABLE "media_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"name" text,
	"caption" text,
	"file_key" text NOT NULL,
	"display_key" text,
	"thumbnail_key" text,
	"width" integer,
	"height" integer,
	"from_customer" boolean DEFAULT false NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_items_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "media_items_kind" CHECK ("media_items"."kind" in ('image', 'video', 'document'))
);
--> statement-breakpoint
CREATE TABLE "media_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"customer_id" uuid,
	"contract_id" uuid,
	"created_by_user_id" uuid,
	"share_token_hash" text,
	"share_language" text,
	"share_created_at" timestamp with time zone,
	"share_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_sessions_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "media_sessions_share_token_hash_key" UNIQUE("share_token_hash"),
	CONSTRAINT "media_sessions_kind" CHECK ("media_sessions"."kind" in ('VIEWING', 'INVENTORY', 'DAMAGE', 'OTHER')),
	CONSTRAINT "media_sessions_share_language" CHECK ("media_sessions"."share_language" in ('de', 'en')),
	CONSTRAINT "media_sessions_share_whole" CHECK (("media_sessions"."share_token_hash" is null) = ("media_sessions"."share_expires_at" is null) and ("media_sessions"."share_token_hash" is null) = ("media_sessions"."share_language" is null))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_session_fk" FOREIGN KEY ("company_id","session_id") REFERENCES "public"."media_sessions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_created_by_fk" FOREIGN KEY ("company_id","created_by_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null (created_by_user_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_sessions" ADD CONSTRAINT "media_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_sessions" ADD CONSTRAINT "media_sessions_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE set null (customer_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_sessions" ADD CONSTRAINT "media_sessions_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE set null (contract_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_sessions" ADD CONSTRAINT "media_sessions_created_by_fk" FOREIGN KEY ("company_id","created_by_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null (created_by_user_id) ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_items_session_idx" ON "media_items" USING btree ("company_id","session_id","created_at");--> statement-breakpoint
CREATE INDEX "media_sessions_company_created_idx" ON "media_sessions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "media_sessions_customer_idx" ON "media_sessions" USING btree ("company_id","customer_id");--> statement-breakpoint
CREATE INDEX "media_sessions_contract_idx" ON "media_sessions" USING btree ("company_id","contract_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('offerAccepted', 'offerRejected', 'offerViewed', 'mailFailed', 'paymentRecorded', 'reviewSubmitted', 'reviewLow', 'mediaAdded'));