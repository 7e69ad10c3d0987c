ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "review_public_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "review_auto_requests" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "review_auto_request_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "follow_up" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_company_submitted_idx" ON "reviews" USING btree ("company_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_automatic_key" ON "reviews" USING btree ("company_id","contract_id") WHERE "reviews"."automatic";--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_review_auto_request_days" CHECK ("companies"."review_auto_request_days" between 1 and 30);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('offerAccepted', 'offerRejected', 'offerViewed', 'mailFailed', 'paymentRecorded', 'reviewSubmitted', 'reviewLow'));