-- The searches whose drawn area or radius holds a listing, found by a GiST walk over the area's box and the price range
-- that carries every column matching reads (written by hand, as drizzle-kit writes no INCLUDE): the walk no longer
-- reads a row of the table for each area it finds, which was most of a change's time where many areas overlap.
DROP INDEX "saved_search_places_area_idx";--> statement-breakpoint
CREATE INDEX "saved_search_places_area_idx" ON "saved_search_places" USING gist ("area", int4range("price_min", "price_max", '[]')) INCLUDE ("sr", "status", "created_at", "price_min", "price_max", "room_type", "beds_min", "beds_max", "city", "exact", "search_id", "ring", "centre", "radius_m") WHERE "place" IS NULL;
