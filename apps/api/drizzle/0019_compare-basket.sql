CREATE TABLE "compare_items" (
	"user_id" uuid NOT NULL,
	"ml_num" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compare_items_user_id_ml_num_pk" PRIMARY KEY("user_id","ml_num")
);
--> statement-breakpoint
ALTER TABLE "compare_items" ADD CONSTRAINT "compare_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compare_items_user_added_idx" ON "compare_items" USING btree ("user_id","added_at");