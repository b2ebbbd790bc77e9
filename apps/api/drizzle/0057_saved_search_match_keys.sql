-- Each saved search gets a small number, which matching returns for its candidates instead of their ids; the places'
-- rows carry it, written by the trigger like the rest of their columns. The searches' areas get a GiST index that
-- carries every column matching reads (written by hand, as drizzle-kit writes no INCLUDE), so finding the areas that
-- hold a listing reads no row of the table.
ALTER TABLE "saved_searches" ADD COLUMN "match_key" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_match_key_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_match_key_idx" ON "saved_searches" USING btree ("match_key");--> statement-breakpoint
ALTER TABLE "saved_search_places" ADD COLUMN "match_key" integer;--> statement-breakpoint
UPDATE "saved_search_places" AS p SET "match_key" = s."match_key" FROM "saved_searches" AS s WHERE s."id" = p."search_id";--> statement-breakpoint
ALTER TABLE "saved_search_places" ALTER COLUMN "match_key" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "saved_search_places_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM saved_search_places WHERE search_id = NEW.id;
  IF NEW.paused THEN
    RETURN NULL;
  END IF;
  IF NEW.places IS NOT NULL THEN
    INSERT INTO saved_search_places
      (search_id, match_key, sr, status, city, room_type, price_min, price_max, beds_min, beds_max, created_at, exact,
        place)
      SELECT NEW.id, NEW.match_key, NEW.sr, NEW.status, NEW.city, NEW.room_type, NEW.price_min, NEW.price_max,
        NEW.beds_min, NEW.beds_max, NEW.created_at, NEW.reach_exact, p
      FROM unnest(NEW.places) AS p;
  ELSIF NEW.circles IS NOT NULL THEN
    -- a row for each centre, its area the box round that centre's circle
    INSERT INTO saved_search_places
      (search_id, match_key, sr, status, city, room_type, price_min, price_max, beds_min, beds_max, created_at, exact,
        area, centre, radius_m)
      SELECT NEW.id, NEW.match_key, NEW.sr, NEW.status, NEW.city, NEW.room_type, NEW.price_min, NEW.price_max,
        NEW.beds_min, NEW.beds_max, NEW.created_at, NEW.reach_exact, box(point(c.west, c.south), point(c.east, c.north)),
        point(c.lng, c.lat), (NEW.circles->>'radiusM')::float8
      FROM jsonb_to_recordset(NEW.circles->'centres')
        AS c(lat float8, lng float8, west float8, south float8, east float8, north float8);
  ELSIF NEW.area IS NOT NULL THEN
    INSERT INTO saved_search_places
      (search_id, match_key, sr, status, city, room_type, price_min, price_max, beds_min, beds_max, created_at, exact,
        area, ring)
      VALUES (NEW.id, NEW.match_key, NEW.sr, NEW.status, NEW.city, NEW.room_type, NEW.price_min, NEW.price_max,
        NEW.beds_min, NEW.beds_max, NEW.created_at, NEW.reach_exact, NEW.area, NEW.ring);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP INDEX "saved_search_places_place_idx";--> statement-breakpoint
CREATE INDEX "saved_search_places_place_idx" ON "saved_search_places" USING btree ("sr","place",coalesce("room_type", ''),coalesce("price_max", 2147483647),"price_max","price_min","room_type","beds_min","beds_max","city","status","created_at","exact","match_key") WHERE "saved_search_places"."place" is not null;--> statement-breakpoint
DROP INDEX "saved_search_places_area_idx";--> statement-breakpoint
CREATE INDEX "saved_search_places_area_idx" ON "saved_search_places" USING gist ("area", int4range("price_min", "price_max", '[]')) INCLUDE ("sr", "status", "created_at", "price_min", "price_max", "room_type", "beds_min", "beds_max", "city", "exact", "match_key", "ring", "centre", "radius_m") WHERE "place" IS NULL;
