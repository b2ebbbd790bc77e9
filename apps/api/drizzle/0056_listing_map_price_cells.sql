CREATE TABLE "listing_map_price_cells" (
	"sr" text NOT NULL,
	"city" text NOT NULL,
	"room_type" text NOT NULL,
	"band" integer NOT NULL,
	"cx" integer NOT NULL,
	"cy" integer NOT NULL,
	"n" integer NOT NULL,
	"sum_lng" double precision NOT NULL,
	"sum_lat" double precision NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL,
	CONSTRAINT "listing_map_price_cells_sr_city_room_type_band_cx_cy_pk" PRIMARY KEY("sr","city","room_type","band","cx","cy")
);
--> statement-breakpoint
CREATE INDEX "listing_map_price_cells_cell_idx" ON "listing_map_price_cells" USING btree ("sr","city","cx","cy");--> statement-breakpoint
-- a listing's type is counted too now: a change of type marks its point, as a change of price does
CREATE OR REPLACE FUNCTION "listing_map_stale_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_map_stale (sr, city, location) SELECT n.sr, n.city, n.location FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO listing_map_stale (sr, city, location) SELECT o.sr, o.city, o.location FROM old_rows o;
  ELSE
    -- an updated listing's point before and after, when what the map counts of it changed
    INSERT INTO listing_map_stale (sr, city, location)
      SELECT p.sr, p.city, p.location
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (VALUES (o.sr, o.city, o.location), (n.sr, n.city, n.location)) AS p(sr, city, location)
      WHERE n.sr IS DISTINCT FROM o.sr OR n.city IS DISTINCT FROM o.city OR n.status IS DISTINCT FROM o.status
        OR n.lsc IS DISTINCT FROM o.lsc OR n.price IS DISTINCT FROM o.price OR n.room_type IS DISTINCT FROM o.room_type
        OR n.location[0] IS DISTINCT FROM o.location[0] OR n.location[1] IS DISTINCT FROM o.location[1];
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- every listing's cell is counted again at the next refresh, by type and price band too
INSERT INTO listing_map_stale (sr, city, location) SELECT sr, city, location FROM listings;
