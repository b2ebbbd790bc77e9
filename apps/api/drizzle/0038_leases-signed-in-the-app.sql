CREATE TABLE "contract_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"typed_name" text NOT NULL,
	"account_name" text NOT NULL,
	"email" text,
	"document_hash" text NOT NULL,
	"consent_version" text NOT NULL,
	"consent_wording" text NOT NULL,
	"consent_locale" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "monthly_rent_cents" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "rent_deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "signed_file_key" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "signed_file_size" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "signed_file_hash" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signatures" ADD CONSTRAINT "contract_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signatures_side_key" ON "contract_signatures" USING btree ("contract_id","role");