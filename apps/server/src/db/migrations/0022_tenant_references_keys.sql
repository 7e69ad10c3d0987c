-- Rows written before these keys that would break them (ADR 024): events and files take their
-- message's company, an offer forgets a message or sender that is not its company's.
UPDATE "email_events" SET "company_id" = "mail_outbox"."company_id" FROM "mail_outbox" WHERE "mail_outbox"."id" = "email_events"."mail_id" AND "email_events"."company_id" IS DISTINCT FROM "mail_outbox"."company_id";--> statement-breakpoint
UPDATE "mail_attachments" SET "company_id" = "mail_outbox"."company_id" FROM "mail_outbox" WHERE "mail_outbox"."id" = "mail_attachments"."mail_id" AND "mail_attachments"."company_id" IS DISTINCT FROM "mail_outbox"."company_id";--> statement-breakpoint
UPDATE "offers" SET "mail_id" = NULL WHERE "mail_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "mail_outbox" WHERE "mail_outbox"."company_id" = "offers"."company_id" AND "mail_outbox"."id" = "offers"."mail_id");--> statement-breakpoint
UPDATE "offers" SET "created_by_user_id" = NULL WHERE "created_by_user_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "users" WHERE "users"."company_id" = "offers"."company_id" AND "users"."id" = "offers"."created_by_user_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_company_id_key" UNIQUE("company_id","id");--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_mail_company_fk" FOREIGN KEY ("company_id","mail_id") REFERENCES "public"."mail_outbox"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_company_fk" FOREIGN KEY ("company_id","mail_id") REFERENCES "public"."mail_outbox"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_mail_fk" FOREIGN KEY ("company_id","mail_id") REFERENCES "public"."mail_outbox"("company_id","id") ON DELETE set null (mail_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_fk" FOREIGN KEY ("company_id","created_by_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null (created_by_user_id) ON UPDATE no action;
