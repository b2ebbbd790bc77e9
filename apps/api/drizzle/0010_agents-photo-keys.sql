ALTER TABLE "agent_applications" ALTER COLUMN "photo" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "agent_profiles" ADD COLUMN "photo_key" text;--> statement-breakpoint
CREATE INDEX "agent_profiles_photo_key_idx" ON "agent_profiles" USING btree ("photo_key");