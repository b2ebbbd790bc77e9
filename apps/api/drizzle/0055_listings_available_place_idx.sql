-- Where the homes on the market of a place lie (the map's extent of a district's or a municipality's homes), written by
-- hand as drizzle-kit writes no INCLUDE: the entries of the place's neighbourhoods, of one market and type, carrying
-- their point, over the status codes a search of available homes keeps (core's AVAILABLE_LSC_CODES), so the extent
-- reads the place's entries alone rather than every home of the market (decision 0168).
CREATE INDEX "listings_available_place_idx" ON "listings" USING btree ("city", "neighbourhood", "sr", "room_type") INCLUDE ("location") WHERE "status" = 'A' AND "lsc" IN ('new', 'pc', 'ext', 'bom');
