-- The search's count reads the index alone: every search asks for the status codes of its view, so the index that
-- serves a filtered count carries the code too.
DROP INDEX "listings_search_price_idx";--> statement-breakpoint
CREATE INDEX "listings_search_price_idx" ON "listings" USING btree ("city","sr","status","room_type","price","ml_num","beds","baths","lsc");