CREATE TABLE "rental_contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demand_id" uuid NOT NULL,
	"agent_user_id" uuid NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rental_demand_matches" (
	"demand_id" uuid NOT NULL,
	"ml_num" text NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rental_demand_matches_demand_id_ml_num_pk" PRIMARY KEY("demand_id","ml_num")
);
--> statement-breakpoint
CREATE TABLE "rental_demands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"school" text NOT NULL,
	"city" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"wechat" text,
	"roommate_name" text,
	"profile" text,
	"nationality" text,
	"gender" text,
	"birth_year" integer,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"education" text,
	"major" text,
	"rent_payer" text,
	"budget" integer NOT NULL,
	"guarantor" boolean DEFAULT false NOT NULL,
	"pets" boolean DEFAULT false NOT NULL,
	"accept_roommates" boolean DEFAULT false NOT NULL,
	"preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"hobbies" text,
	"emergency_name" text,
	"emergency_phone" text,
	"move_in" date NOT NULL,
	"move_out" date NOT NULL,
	"bedrooms" text NOT NULL,
	"beds_min" integer NOT NULL,
	"beds_max" integer NOT NULL,
	"neighbourhoods" text[] NOT NULL,
	"commute_mode" text NOT NULL,
	"commute_minutes" integer NOT NULL,
	"parking" boolean DEFAULT false NOT NULL,
	"credit_report" boolean DEFAULT false NOT NULL,
	"job_proof" boolean DEFAULT false NOT NULL,
	"prepay" integer DEFAULT 0 NOT NULL,
	"can_inspect" text DEFAULT 'inPerson' NOT NULL,
	"parent_wechat" text,
	"parent_phone" text,
	"message" text,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"ml_num" text NOT NULL,
	"time_zone" text NOT NULL,
	"move_in" date NOT NULL,
	"move_out" date NOT NULL,
	"occupants" integer NOT NULL,
	"message" text,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"wechat" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"agent_user_id" uuid,
	"assigned_by" text NOT NULL,
	"viewing_mode" text,
	"viewing_time" timestamp with time zone,
	"decline_reason" text,
	"cancel_reason" text,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scam_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rental_contact_requests" ADD CONSTRAINT "rental_contact_requests_demand_id_rental_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."rental_demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_contact_requests" ADD CONSTRAINT "rental_contact_requests_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_demand_matches" ADD CONSTRAINT "rental_demand_matches_demand_id_rental_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."rental_demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_demands" ADD CONSTRAINT "rental_demands_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_reservations" ADD CONSTRAINT "rental_reservations_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_reports" ADD CONSTRAINT "scam_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scam_reports" ADD CONSTRAINT "scam_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_contact_requests_demand_agent_key" ON "rental_contact_requests" USING btree ("demand_id","agent_user_id");--> statement-breakpoint
CREATE INDEX "rental_contact_requests_agent_idx" ON "rental_contact_requests" USING btree ("agent_user_id");--> statement-breakpoint
CREATE INDEX "rental_demands_student_idx" ON "rental_demands" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "rental_demands_move_in_idx" ON "rental_demands" USING btree ("move_in","id");--> statement-breakpoint
CREATE INDEX "rental_demands_school_idx" ON "rental_demands" USING btree ("school","move_in");--> statement-breakpoint
CREATE INDEX "rental_reservations_student_idx" ON "rental_reservations" USING btree ("student_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rental_reservations_agent_idx" ON "rental_reservations" USING btree ("agent_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rental_reservations_status_idx" ON "rental_reservations" USING btree ("status","move_in");--> statement-breakpoint
CREATE INDEX "rental_reservations_ml_num_idx" ON "rental_reservations" USING btree ("ml_num");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_reservations_live_key" ON "rental_reservations" USING btree ("student_id","ml_num") WHERE "rental_reservations"."status" in ('Pending', 'ViewingProposed', 'ViewingConfirmed', 'Confirmed');--> statement-breakpoint
CREATE INDEX "scam_reports_queue_idx" ON "scam_reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "scam_reports_target_idx" ON "scam_reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scam_reports_open_key" ON "scam_reports" USING btree ("reporter_id","target_type","target_id") WHERE "scam_reports"."status" = 'open';