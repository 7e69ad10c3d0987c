ALTER TABLE "system_emails" DROP CONSTRAINT "system_emails_type";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "inquiry_form_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "origin" text DEFAULT 'OFFICE' NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_company_email_idx" ON "customers" USING btree ("company_id","email");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_origin" CHECK ("contracts"."origin" in ('OFFICE', 'WEB_FORM'));--> statement-breakpoint
ALTER TABLE "system_emails" ADD CONSTRAINT "system_emails_type" CHECK ("system_emails"."type" in ('ACCEPT_OFFER', 'REVIEW_REQUEST', 'INQUIRY_RECEIVED'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" in ('offerAccepted', 'offerRejected', 'offerViewed', 'mailFailed', 'paymentRecorded', 'reviewSubmitted', 'reviewLow', 'mediaAdded', 'inquiryReceived'));