CREATE TABLE "saved_search_places" (
	"search_id" uuid NOT NULL,
	"sr" text NOT NULL,
	"status" text NOT NULL,
	"city" text,
	"room_type" text,
	"price_min" integer,
	"price_max" integer,
	"beds_min" integer,
	"beds_max" integer,
	"created_at" timestamp with time zone NOT NULL,
	"exact" boolean NOT NULL,
	"place" text,
	"area" "box"
);
--> statement-breakpoint
DROP INDEX "saved_searches_area_idx";--> statement-breakpoint
DROP INDEX "saved_searches_neighbourhoods_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "places" text[];--> statement-breakpoint
-- IF NOT EXISTS: a database migrated by the release whose 0043 added this column alone upgrades too
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "reach_exact" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_places" ADD CONSTRAINT "saved_search_places_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_places_place_idx" ON "saved_search_places" USING btree ("sr","place","price_max","price_min","room_type","beds_min","beds_max","city","status","created_at","exact","search_id") WHERE "saved_search_places"."place" is not null;--> statement-breakpoint
CREATE INDEX "saved_search_places_area_idx" ON "saved_search_places" USING gist ("area",int4range("price_min", "price_max", '[]')) WHERE "saved_search_places"."place" is null;--> statement-breakpoint
CREATE INDEX "saved_search_places_search_idx" ON "saved_search_places" USING btree ("search_id");--> statement-breakpoint
CREATE FUNCTION "saved_search_places_write"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      (search_id, sr, status, city, room_type, price_min, price_max, beds_min, beds_max, created_at, exact, area)
      VALUES (NEW.id, NEW.sr, NEW.status, NEW.city, NEW.room_type, NEW.price_min, NEW.price_max, NEW.beds_min,
        NEW.beds_max, NEW.created_at, NEW.reach_exact, NEW.area);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "saved_search_places_insert" AFTER INSERT ON "saved_searches"
  FOR EACH ROW EXECUTE FUNCTION saved_search_places_write();
--> statement-breakpoint
CREATE TRIGGER "saved_search_places_update" AFTER UPDATE OF
  sr, status, city, room_type, price_min, price_max, beds_min, beds_max, created_at, area, places, paused, reach_exact
  ON "saved_searches" FOR EACH ROW EXECUTE FUNCTION saved_search_places_write();
--> statement-breakpoint
UPDATE "saved_searches" SET "places" = "neighbourhoods";
