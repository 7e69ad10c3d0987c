ALTER TABLE "activities" DROP CONSTRAINT "activities_action";--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "entity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_tokens" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "password_tokens" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD COLUMN "admin_id" uuid;--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_admin_id_platform_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."platform_admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activities_actor_idx" ON "activities" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "password_tokens_admin_idx" ON "password_tokens" USING btree ("admin_id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_action" CHECK ("activities"."action" in ('create', 'update', 'delete', 'request'));--> statement-breakpoint
ALTER TABLE "password_tokens" ADD CONSTRAINT "password_tokens_person" CHECK (("password_tokens"."admin_id" is null and "password_tokens"."user_id" is not null and "password_tokens"."company_id" is not null) or ("password_tokens"."admin_id" is not null and "password_tokens"."user_id" is null and "password_tokens"."company_id" is null));