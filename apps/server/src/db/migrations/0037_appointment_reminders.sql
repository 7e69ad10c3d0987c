ALTER TABLE "companies" ADD COLUMN "appointment_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "appointments_reminder_idx" ON "appointments" USING btree ("starts_at") WHERE "appointments"."reminder_sent_at" is null and "appointments"."copy_to_customer";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_language" CHECK ("appointments"."language" in ('de', 'en'));