ALTER TABLE "saved_search_places" ADD COLUMN "centre" "point";--> statement-breakpoint
ALTER TABLE "saved_search_places" ADD COLUMN "radius_m" double precision;--> statement-breakpoint
ALTER TABLE "saved_search_places" DROP COLUMN "circles";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "saved_search_places_write"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM saved_search_places WHERE search_id = NEW.id;
  IF NEW.paused THEN
    RETURN NULL;
  END IF;
  IF NEW.places IS NOT NULL THEN
    INSERT INTO saved_search_places
      (search_id, sr, status, city, room_type, price_min, price_max, beds_min, beds_max, created_at, exact, place)
      SELECT NEW.id, NEW.sr, NEW.status, NEW.city, NEW.room_type, NEW.price_min, NEW.price_max, NEW.beds_min,
        NEW.beds_max, NEW.created_at, NEW.reach_exact, p
      FROM unnest(NEW.places) AS p;
  ELSIF NEW.circles IS NOT NULL THEN
    -- a row for each centre, its area the box round that centre's circle
    INSERT INTO saved_search_places
      (search_id, sr, status, city, room_type, price_min, price_max, beds_min, beds_max, created_at, exact, area,
        centre, radius_m)
      SELECT NEW.id, NEW.sr, NEW.status, NEW.city, NEW.room_type, NEW.price_min, NEW.price_max, NEW.beds_min,
        NEW.beds_max, NEW.created_at, NEW.reach_exact, box(point(c.west, c.south), point(c.east, c.north)),
        point(c.lng, c.lat), (NEW.circles->>'radiusM')::float8
      FROM jsonb_to_recordset(NEW.circles->'centres')
        AS c(lat float8, lng float8, west float8, south float8, east float8, north float8);
  ELSIF NEW.area IS NOT NULL THEN
    INSERT INTO saved_search_places
      (search_id, sr, status, city, room_type, price_min, price_max, beds_min, beds_max, created_at, exact, area,
        ring)
      VALUES (NEW.id, NEW.sr, NEW.status, NEW.city, NEW.room_type, NEW.price_min, NEW.price_max, NEW.beds_min,
        NEW.beds_max, NEW.created_at, NEW.reach_exact, NEW.area, NEW.ring);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- the searches with a radius written again, a row for each centre
UPDATE "saved_searches" SET "circles" = "circles" WHERE "circles" IS NOT NULL;
