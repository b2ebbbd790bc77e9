CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"address" text NOT NULL,
	"province" text NOT NULL,
	"upload_date" text NOT NULL,
	"end_date" text NOT NULL,
	"key_deposit_cents" integer,
	"remarks" text,
	"agent_info" text,
	"landlord" text,
	"concierge" text,
	"property_management" text,
	"electricity" text,
	"water" text,
	"internet" text,
	"tenant_insurance" text,
	"file_key" text NOT NULL,
	"file_size" integer NOT NULL,
	"reminded_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_tenant_created_idx" ON "contracts" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_agent_created_idx" ON "contracts" USING btree ("agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_end_date_idx" ON "contracts" USING btree ("end_date");