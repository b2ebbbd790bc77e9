ALTER TABLE "contract_signatures" ADD COLUMN "drawing_png" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "term_type" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "rent_due_day" smallint;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "rent_payable_to" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "parking_spaces" smallint;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "electricity_paid_by" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "heat_paid_by" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "water_paid_by" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "gas" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "air_conditioning" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "extra_storage" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "laundry" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "guest_parking" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "notice_address" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "notices_by_email" boolean;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_term_type_known" CHECK ("contracts"."term_type" in ('fixed', 'monthly', 'weekly'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_rent_due_day_range" CHECK ("contracts"."rent_due_day" between 1 and 31);--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_parking_spaces_range" CHECK ("contracts"."parking_spaces" between 0 and 10);--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_electricity_payer_known" CHECK ("contracts"."electricity_paid_by" in ('landlord', 'tenant'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_heat_payer_known" CHECK ("contracts"."heat_paid_by" in ('landlord', 'tenant'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_water_payer_known" CHECK ("contracts"."water_paid_by" in ('landlord', 'tenant'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_gas_known" CHECK ("contracts"."gas" in ('included', 'extra', 'none'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_air_conditioning_known" CHECK ("contracts"."air_conditioning" in ('included', 'extra', 'none'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_extra_storage_known" CHECK ("contracts"."extra_storage" in ('included', 'extra', 'none'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_laundry_known" CHECK ("contracts"."laundry" in ('included', 'extra', 'none'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_guest_parking_known" CHECK ("contracts"."guest_parking" in ('included', 'extra', 'none'));