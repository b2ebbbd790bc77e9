CREATE TABLE "activity_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"client_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"app_id" uuid,
	"page_name" text NOT NULL,
	"user_name" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"oper_system" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"client_id" text DEFAULT '' NOT NULL,
	"client_type" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"app_id" uuid,
	"operation_content" text NOT NULL,
	"event" text NOT NULL,
	"subject" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_app_clients" (
	"client_user_id" uuid PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"source" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"previous_app_id" uuid,
	"switched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_app_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"plan" text NOT NULL,
	"months" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'CAD' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"checkout_url" text,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"renewal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_apps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"app_name" text NOT NULL,
	"short_name" text,
	"subdomain" text,
	"theme_color" text DEFAULT '#04d188' NOT NULL,
	"icon_key" text,
	"icon192_key" text,
	"icon512_key" text,
	"maskable512_key" text,
	"apple_touch180_key" text,
	"logo_key" text,
	"adv_key" text,
	"signature_switch" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sharer_user_id" uuid NOT NULL,
	"app_id" uuid,
	"share_type" text NOT NULL,
	"target_id" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"sharer_name" text DEFAULT '' NOT NULL,
	"user_type" text NOT NULL,
	"terminal_id" text DEFAULT '' NOT NULL,
	"with_signature" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_alerts" ADD CONSTRAINT "activity_alerts_app_id_agent_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."agent_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_alerts" ADD CONSTRAINT "activity_alerts_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_logs" ADD CONSTRAINT "app_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_logs" ADD CONSTRAINT "app_logs_app_id_agent_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."agent_apps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_logs" ADD CONSTRAINT "usage_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_logs" ADD CONSTRAINT "usage_logs_app_id_agent_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."agent_apps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_app_clients" ADD CONSTRAINT "agent_app_clients_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_app_clients" ADD CONSTRAINT "agent_app_clients_app_id_agent_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."agent_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_app_clients" ADD CONSTRAINT "agent_app_clients_previous_app_id_agent_apps_id_fk" FOREIGN KEY ("previous_app_id") REFERENCES "public"."agent_apps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_app_orders" ADD CONSTRAINT "agent_app_orders_app_id_agent_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."agent_apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_app_orders" ADD CONSTRAINT "agent_app_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_app_orders" ADD CONSTRAINT "agent_app_orders_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_apps" ADD CONSTRAINT "agent_apps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_sharer_user_id_users_id_fk" FOREIGN KEY ("sharer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_app_id_agent_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."agent_apps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_alerts_once_key" ON "activity_alerts" USING btree ("app_id","client_user_id","reason","subject");--> statement-breakpoint
CREATE INDEX "activity_alerts_app_idx" ON "activity_alerts" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "app_logs_user_idx" ON "app_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "usage_logs_user_idx" ON "usage_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "usage_logs_app_idx" ON "usage_logs" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_app_clients_app_idx" ON "agent_app_clients" USING btree ("app_id","first_at");--> statement-breakpoint
CREATE INDEX "agent_app_orders_app_idx" ON "agent_app_orders" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_app_orders_period_idx" ON "agent_app_orders" USING btree ("app_id","period_end") WHERE "agent_app_orders"."paid_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_app_orders_provider_ref_key" ON "agent_app_orders" USING btree ("provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_apps_user_key" ON "agent_apps" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_apps_subdomain_key" ON "agent_apps" USING btree ("subdomain");--> statement-breakpoint
CREATE INDEX "shares_sharer_idx" ON "shares" USING btree ("sharer_user_id","created_at");