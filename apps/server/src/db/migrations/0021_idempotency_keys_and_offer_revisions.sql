CREATE TABLE "idempotency_keys" (
	"company_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text,
	"resource_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_company_id_scope_key_pk" PRIMARY KEY("company_id","scope","key")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_company_idempotency_key";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "contract_revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_resource_idx" ON "idempotency_keys" USING btree ("company_id","resource_id");--> statement-breakpoint
-- The payments' own keys move into the shared table (no request hash: they answer as before).
INSERT INTO "idempotency_keys" ("company_id", "scope", "key", "request_hash", "resource_id", "created_at")
SELECT "company_id", 'payment', "idempotency_key", NULL, "id", "created_at" FROM "payments";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "idempotency_key";