ALTER TABLE "listings" ADD COLUMN "list_agent_id" uuid;--> statement-breakpoint
CREATE INDEX "listings_list_agent_idx" ON "listings" USING btree ("list_agent_id","input_date" DESC NULLS LAST);