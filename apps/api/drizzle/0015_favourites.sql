CREATE TABLE "favourite_shares" (
	"token" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"target_id" text NOT NULL,
	"saved_price" integer,
	"saved_status" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_type_target_id_pk" PRIMARY KEY("user_id","type","target_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_shares" ADD CONSTRAINT "favourite_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_shares_user_idx" ON "favourite_shares" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favourites_user_saved_idx" ON "favourites" USING btree ("user_id","saved_at");