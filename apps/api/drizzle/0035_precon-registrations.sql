-- Pre-construction registrations: a buyer's request for updates, question or sales-centre visit on a project (or a
-- floor plan), who receives it (an agent, or the administrators' queue when agent_user_id is null), the consent to be
-- contacted with its time and wording (CASL), the agent's reply, and the price and occupancy last told to the buyer.
CREATE TABLE "precon_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" text NOT NULL,
	"layout_id" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"message" text,
	"preferred_time" timestamp with time zone,
	"time_zone" text NOT NULL,
	"agent_user_id" uuid,
	"routed_to" text NOT NULL,
	"app_id" uuid,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_wording" text NOT NULL,
	"consent_locale" text NOT NULL,
	"reply" text,
	"contacted_at" timestamp with time zone,
	"replied_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"told_min_price" integer NOT NULL,
	"told_max_price" integer NOT NULL,
	"told_occupancy_year" integer NOT NULL,
	"told_occupancy_quarter" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "precon_registrations" ADD CONSTRAINT "precon_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precon_registrations" ADD CONSTRAINT "precon_registrations_project_id_precons_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."precons_projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precon_registrations" ADD CONSTRAINT "precon_registrations_layout_id_precons_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."precons_layouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precon_registrations" ADD CONSTRAINT "precon_registrations_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "precon_registrations" ADD CONSTRAINT "precon_registrations_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "precon_registrations_user_idx" ON "precon_registrations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "precon_registrations_agent_idx" ON "precon_registrations" USING btree ("agent_user_id","created_at");--> statement-breakpoint
CREATE INDEX "precon_registrations_project_idx" ON "precon_registrations" USING btree ("project_id") WHERE "precon_registrations"."status" <> 'withdrawn';--> statement-breakpoint
CREATE UNIQUE INDEX "precon_registrations_live_key" ON "precon_registrations" USING btree ("user_id","project_id","kind",coalesce("layout_id", '')) WHERE "precon_registrations"."status" <> 'withdrawn';