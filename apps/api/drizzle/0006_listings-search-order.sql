DROP INDEX "listings_search_idx";--> statement-breakpoint
CREATE INDEX "listings_search_price_idx" ON "listings" USING btree ("city","sr","status","room_type","price","ml_num","beds","baths");--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING btree ("city","sr","status","room_type","input_date" DESC NULLS LAST,"ml_num" DESC NULLS LAST);