DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "mail_outbox_waiting_idx" ON "mail_outbox" USING btree ("status") WHERE "mail_outbox"."status" in ('queued', 'sending');--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";