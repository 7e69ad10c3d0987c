CREATE TABLE "email_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"mail_id" uuid NOT NULL,
	"sg_event_id" text NOT NULL,
	"sg_message_id" text,
	"event" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"email" text,
	"detail" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_events_event" CHECK ("email_events"."event" in ('processed', 'deferred', 'delivered', 'open', 'click', 'bounce', 'dropped', 'spamreport'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_event" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_event_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_events_sg_event_idx" ON "email_events" USING btree ("sg_event_id");--> statement-breakpoint
CREATE INDEX "email_events_mail_idx" ON "email_events" USING btree ("mail_id","occurred_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_last_event" CHECK ("mail_outbox"."last_event" in ('processed', 'deferred', 'delivered', 'open', 'click', 'bounce', 'dropped', 'spamreport'));