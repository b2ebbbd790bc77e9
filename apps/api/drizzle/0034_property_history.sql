-- A property's listings over time (same city, address and unit) and a building's (same address), newest first;
-- how many people saved an item.
CREATE INDEX "favourites_target_idx" ON "favourites" USING btree ("type","target_id");--> statement-breakpoint
CREATE INDEX "listings_property_idx" ON "listings" USING btree ("city",lower("address"),lower(coalesce("unit", '')),"input_date" DESC NULLS LAST);
