ALTER TABLE "comments" DROP CONSTRAINT "comments_one_subject";--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "media_session_id" uuid;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_media_session_fk" FOREIGN KEY ("company_id","media_session_id") REFERENCES "public"."media_sessions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_media_session_idx" ON "comments" USING btree ("company_id","media_session_id","created_at");--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_one_subject" CHECK (num_nonnulls("comments"."contract_id", "comments"."media_session_id") = 1);