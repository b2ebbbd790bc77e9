-- An agent app's default language (the one it opens in for a person who has chosen none), and short invite links:
-- a random code standing for an app and, when the agent chose one, the language the link opens in (decision 0133).
CREATE TABLE "agent_app_invites" (
	"code" text PRIMARY KEY NOT NULL,
	"app_id" uuid NOT NULL,
	"language" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_app_invites_app_language_key" UNIQUE NULLS NOT DISTINCT("app_id","language")
);
--> statement-breakpoint
ALTER TABLE "agent_apps" ADD COLUMN "default_language" text DEFAULT 'en-GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_app_invites" ADD CONSTRAINT "agent_app_invites_app_id_agent_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."agent_apps"("id") ON DELETE cascade ON UPDATE no action;