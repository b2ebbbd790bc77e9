CREATE TABLE "account_cancellations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"email" text,
	"phonenumber" text,
	"user_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"cancelled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_cancellations" ADD CONSTRAINT "account_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_cancellations_email_idx" ON "account_cancellations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "account_cancellations_phone_idx" ON "account_cancellations" USING btree ("phonenumber");--> statement-breakpoint
CREATE INDEX "account_cancellations_cancelled_at_idx" ON "account_cancellations" USING btree ("cancelled_at");