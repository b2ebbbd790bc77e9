DROP INDEX "saved_search_alerts_search_change_key";--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_change_search_key" ON "saved_search_alerts" USING btree ("change_id","search_id");