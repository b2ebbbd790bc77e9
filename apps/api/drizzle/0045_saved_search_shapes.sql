ALTER TABLE "saved_search_places" ADD COLUMN "ring" "polygon";--> statement-breakpoint
ALTER TABLE "saved_search_places" ADD COLUMN "circles" jsonb;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "ring" "polygon";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "circles" jsonb;--> statement-breakpoint
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
  ELSIF NEW.area IS NOT NULL THEN
    INSERT INTO saved_search_places
      (search_id, sr, status, city, room_type, price_min, price_max, beds_min, beds_max, created_at, exact, area,
        ring, circles)
      VALUES (NEW.id, NEW.sr, NEW.status, NEW.city, NEW.room_type, NEW.price_min, NEW.price_max, NEW.beds_min,
        NEW.beds_max, NEW.created_at, NEW.reach_exact, NEW.area, NEW.ring, NEW.circles);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "saved_search_places_update" ON "saved_searches";
--> statement-breakpoint
CREATE TRIGGER "saved_search_places_update" AFTER UPDATE OF
  sr, status, city, room_type, price_min, price_max, beds_min, beds_max, created_at, area, ring, circles, places,
  paused, reach_exact
  ON "saved_searches" FOR EACH ROW EXECUTE FUNCTION saved_search_places_write();
