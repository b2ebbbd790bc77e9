CREATE INDEX "listings_available_count_idx" ON "listings" USING btree ("city","sr","room_type","price","beds","baths") WHERE "listings"."status" = 'A' and "listings"."lsc" in ('new', 'pc', 'ext', 'bom');--> statement-breakpoint
-- The map's index of homes on the market, written by hand as drizzle-kit writes no INCLUDE: one for sale and one for
-- lease, each over the status codes a search of available homes keeps (core's AVAILABLE_LSC_CODES), so that a view
-- walks only the entries it can keep and each entry carries only the columns the map's filters test and its lists
-- read (decision 0163).
CREATE INDEX "listings_map_sale_gist" ON "listings" USING gist ("location") INCLUDE ("city", "room_type", "price", "beds", "baths", "input_date", "ml_num", "neighbourhood", "year_built", "furnished") WHERE "status" = 'A' AND "sr" = 'Sale' AND "lsc" IN ('new', 'pc', 'ext', 'bom');--> statement-breakpoint
CREATE INDEX "listings_map_lease_gist" ON "listings" USING gist ("location") INCLUDE ("city", "room_type", "price", "beds", "baths", "input_date", "ml_num", "neighbourhood", "year_built", "furnished") WHERE "status" = 'A' AND "sr" = 'Lease' AND "lsc" IN ('new', 'pc', 'ext', 'bom');--> statement-breakpoint
DROP INDEX IF EXISTS "listings_map_active_gist";
