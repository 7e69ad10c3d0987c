CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "offers_created_idx" ON "offers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "offers_accepted_idx" ON "offers" USING btree ("accepted_at");--> statement-breakpoint
CREATE INDEX "offers_rejected_idx" ON "offers" USING btree ("rejected_at");--> statement-breakpoint
CREATE INDEX "sessions_created_idx" ON "sessions" USING btree ("created_at");