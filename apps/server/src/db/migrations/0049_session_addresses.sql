CREATE TABLE "session_addresses" (
	"session_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"source" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "session_addresses_pkey" PRIMARY KEY("session_id","ip","source"),
	CONSTRAINT "session_addresses_source" CHECK ("session_addresses"."source" in ('web', 'api', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_source" text DEFAULT 'web' NOT NULL;--> statement-breakpoint
ALTER TABLE "session_addresses" ADD CONSTRAINT "session_addresses_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_last_used_source" CHECK ("sessions"."last_used_source" in ('web', 'api', 'admin'));