-- Map views and drawn areas over available listings: the point with the columns the search filters and the map
-- reads, so clusters, counts and areas are index-only scans (no heap row for a listing outside the filters).
CREATE INDEX "listings_map_active_gist" ON "listings" USING gist ("location") INCLUDE ("sr", "city", "room_type", "price", "beds", "baths", "input_date", "year_built", "furnished", "ml_num") WHERE "status" = 'A';
