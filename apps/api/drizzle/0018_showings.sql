CREATE TABLE "showings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"ml_num" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"review_status" text DEFAULT 'NotReviewed' NOT NULL,
	"agent_user_id" uuid,
	"assigned_by" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"wechat" text,
	"message" text,
	"remarks" text,
	"reminder_at" timestamp with time zone,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"seen_lsc" text NOT NULL,
	"change_from_lsc" text,
	"change_to_lsc" text,
	"changed_at" timestamp with time zone,
	"review" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "showings" ADD CONSTRAINT "showings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showings" ADD CONSTRAINT "showings_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showings" ADD CONSTRAINT "showings_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "showings_buyer_time_idx" ON "showings" USING btree ("buyer_id","time","id");--> statement-breakpoint
CREATE INDEX "showings_agent_time_idx" ON "showings" USING btree ("agent_user_id","time","id");--> statement-breakpoint
CREATE INDEX "showings_status_time_idx" ON "showings" USING btree ("status","time");--> statement-breakpoint
CREATE INDEX "showings_ml_num_idx" ON "showings" USING btree ("ml_num");