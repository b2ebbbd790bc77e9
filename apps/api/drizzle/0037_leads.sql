CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_user_id" uuid NOT NULL,
	"app_id" uuid,
	"client_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"ml_num" text,
	"ml_nums" text[] DEFAULT '{}'::text[] NOT NULL,
	"project_id" text,
	"chat_id" uuid,
	"time_zone" text NOT NULL,
	"showing_time" timestamp with time zone,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"wechat" text,
	"message" text,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_wording" text NOT NULL,
	"consent_locale" text NOT NULL,
	"remind_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"note" text,
	"contacted_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_app_id_agent_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."agent_apps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_project_id_precons_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."precons_projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_source_key" ON "leads" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "leads_agent_idx" ON "leads" USING btree ("agent_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_agent_client_idx" ON "leads" USING btree ("agent_user_id","client_user_id");--> statement-breakpoint
CREATE INDEX "leads_reminder_idx" ON "leads" USING btree ("remind_at") WHERE "leads"."remind_at" is not null and "leads"."reminded_at" is null;