CREATE TABLE "dispatch_assignments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"part" text NOT NULL,
	"contract_id" uuid,
	"appointment_id" uuid,
	"user_id" uuid,
	"vehicle_id" uuid,
	CONSTRAINT "dispatch_assignments_part" CHECK ("dispatch_assignments"."part" in ('relocation', 'cleaning', 'appointment')),
	CONSTRAINT "dispatch_assignments_one_resource" CHECK (num_nonnulls("dispatch_assignments"."user_id", "dispatch_assignments"."vehicle_id") = 1),
	CONSTRAINT "dispatch_assignments_target" CHECK (case when "dispatch_assignments"."part" = 'appointment' then "dispatch_assignments"."appointment_id" is not null and "dispatch_assignments"."contract_id" is null and "dispatch_assignments"."user_id" is null else "dispatch_assignments"."contract_id" is not null and "dispatch_assignments"."appointment_id" is null end)
);
--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD CONSTRAINT "dispatch_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD CONSTRAINT "dispatch_assignments_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD CONSTRAINT "dispatch_assignments_appointment_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD CONSTRAINT "dispatch_assignments_user_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_assignments" ADD CONSTRAINT "dispatch_assignments_vehicle_fk" FOREIGN KEY ("company_id","vehicle_id") REFERENCES "public"."vehicles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_assignments_contract_user_key" ON "dispatch_assignments" USING btree ("contract_id","part","user_id") WHERE "dispatch_assignments"."contract_id" is not null and "dispatch_assignments"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_assignments_contract_vehicle_key" ON "dispatch_assignments" USING btree ("contract_id","part","vehicle_id") WHERE "dispatch_assignments"."contract_id" is not null and "dispatch_assignments"."vehicle_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_assignments_appointment_vehicle_key" ON "dispatch_assignments" USING btree ("appointment_id","vehicle_id") WHERE "dispatch_assignments"."appointment_id" is not null;--> statement-breakpoint
CREATE INDEX "dispatch_assignments_contract_idx" ON "dispatch_assignments" USING btree ("company_id","contract_id");--> statement-breakpoint
CREATE INDEX "dispatch_assignments_appointment_idx" ON "dispatch_assignments" USING btree ("company_id","appointment_id");--> statement-breakpoint
CREATE INDEX "dispatch_assignments_user_idx" ON "dispatch_assignments" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "dispatch_assignments_vehicle_idx" ON "dispatch_assignments" USING btree ("company_id","vehicle_id");