CREATE TABLE "google_calendar_connections" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"account_email" text NOT NULL,
	"tokens" text,
	"appointments_calendar_id" text,
	"contracts_calendar_id" text,
	"connected_by_user_id" uuid,
	"connected_at" timestamp with time zone NOT NULL,
	"broken_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_calendar_connections_status" CHECK ("google_calendar_connections"."status" in ('connected', 'broken'))
);
--> statement-breakpoint
CREATE TABLE "google_calendar_events" (
	"company_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid NOT NULL,
	"calendar_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_calendar_events_company_id_source_source_id_pk" PRIMARY KEY("company_id","source","source_id"),
	CONSTRAINT "google_calendar_events_source" CHECK ("google_calendar_events"."source" in ('appointment', 'relocation'))
);
--> statement-breakpoint
ALTER TABLE "google_calendar_connections" ADD CONSTRAINT "google_calendar_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_connections" ADD CONSTRAINT "google_calendar_connections_user_fk" FOREIGN KEY ("company_id","connected_by_user_id") REFERENCES "public"."users"("company_id","id") ON DELETE set null (connected_by_user_id) ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_calendar_events" ADD CONSTRAINT "google_calendar_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;