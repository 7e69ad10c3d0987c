CREATE TABLE "contract_inventory_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"room" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"volume_m3" numeric(8, 2) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "contract_inventory_lines_position_key" UNIQUE("company_id","contract_id","position"),
	CONSTRAINT "contract_inventory_lines_room" CHECK ("contract_inventory_lines"."room" in ('livingRoom', 'bedroom', 'kitchen', 'bathroom', 'childrensRoom', 'office', 'cellarAttic', 'garageGarden', 'other')),
	CONSTRAINT "contract_inventory_lines_amounts" CHECK ("contract_inventory_lines"."volume_m3" > 0 and "contract_inventory_lines"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "volume_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"room" text NOT NULL,
	"name_de" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"volume_m3" numeric(8, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volume_items_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "volume_items_room" CHECK ("volume_items"."room" in ('livingRoom', 'bedroom', 'kitchen', 'bathroom', 'childrensRoom', 'office', 'cellarAttic', 'garageGarden', 'other')),
	CONSTRAINT "volume_items_volume" CHECK ("volume_items"."volume_m3" > 0)
);
--> statement-breakpoint
CREATE TABLE "volume_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"vehicle_capacity_m3" numeric(8, 2) NOT NULL,
	"m3_per_worker" numeric(8, 2) NOT NULL,
	"min_workers" integer NOT NULL,
	"m3_per_worker_hour" numeric(8, 2) NOT NULL,
	"min_hours" numeric(8, 2) NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "volume_settings_positive" CHECK ("volume_settings"."vehicle_capacity_m3" > 0 and "volume_settings"."m3_per_worker" > 0 and "volume_settings"."min_workers" >= 1 and "volume_settings"."m3_per_worker_hour" > 0 and "volume_settings"."min_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contract_inventory_lines" ADD CONSTRAINT "contract_inventory_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_inventory_lines" ADD CONSTRAINT "contract_inventory_lines_contract_fk" FOREIGN KEY ("company_id","contract_id") REFERENCES "public"."contracts"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volume_items" ADD CONSTRAINT "volume_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volume_settings" ADD CONSTRAINT "volume_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "volume_items_company_room_idx" ON "volume_items" USING btree ("company_id","room","name_de");