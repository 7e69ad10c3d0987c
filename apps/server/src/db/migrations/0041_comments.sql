CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid,
	"visibility" text NOT NULL,
	"body" text NOT NULL,
	"author_type" text NOT NULL,
	"author_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "comments_one_subject" CHECK (num_nonnulls("comments"."contract_id") = 1),
	CONSTRAINT "comments_visibility" CHECK ("comments"."visibility" in ('internal', 'public')),
	CONSTRAINT "comments_author_type" CHECK ("comments"."author_type" in ('user', 'admin', 'apiKey')),
	CONSTRAINT "comments_body_length" CHECK (char_length("comments"."body") between 1 and 5000)
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_contract_idx" ON "comments" USING btree ("company_id","contract_id","created_at");