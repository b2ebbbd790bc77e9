-- The neighbourhood and street names of the listings' addresses, counted, for the search box's suggestions; kept by
-- statement triggers on listings from each statement's rows (an upsert fires both), whichever process writes them.
CREATE TABLE "listing_names" (
	"city" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"listings" integer NOT NULL,
	CONSTRAINT "listing_names_city_kind_name_pk" PRIMARY KEY("city","kind","name")
);
--> statement-breakpoint
-- A listing's names: its neighbourhood, and its street (the feed's street name, or the address without its number).
CREATE FUNCTION "listing_names_of"("in_city" text, "in_neighbourhood" text, "in_street_name" text, "in_address" text)
RETURNS TABLE ("city" text, "kind" text, "name" text) LANGUAGE sql IMMUTABLE AS $$
  SELECT $1, 'neighbourhood', $2 WHERE $2 IS NOT NULL AND $2 <> ''
  UNION ALL
  SELECT $1, 'street', s FROM (SELECT coalesce($3, regexp_replace($4, '^[0-9]+[A-Za-z]?\s+', '')) AS s) x
  WHERE s IS NOT NULL AND s <> ''
$$;
--> statement-breakpoint
-- Adds each name's change in count, and drops the names left with none; rows are taken in key order, so two writers lock shared names in the same order.
CREATE FUNCTION "listing_names_add"("changes" jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO listing_names AS n (city, kind, name, listings)
  SELECT c.city, c.kind, c.name, c.delta
  FROM jsonb_to_recordset(changes) AS c(city text, kind text, name text, delta int)
  WHERE c.delta <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (city, kind, name) DO UPDATE SET listings = n.listings + excluded.listings;
  -- a name no listing carries any more goes
  DELETE FROM listing_names n USING jsonb_to_recordset(changes) AS c(city text, kind text, name text, delta int)
  WHERE c.delta < 0 AND n.city = c.city AND n.kind = c.kind AND n.name = c.name AND n.listings <= 0
$$;
--> statement-breakpoint
CREATE FUNCTION "listing_names_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes jsonb;
BEGIN
  -- the rows a statement added count one, those it removed minus one: an update that keeps the names changes nothing
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(x) INTO changes FROM (
      SELECT n.city, n.kind, n.name, count(*)::int AS delta
      FROM new_rows r, listing_names_of(r.city, r.neighbourhood, r.street_name, r.address) n
      GROUP BY 1, 2, 3) x;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(x) INTO changes FROM (
      SELECT n.city, n.kind, n.name, sum(r.delta)::int AS delta
      FROM (SELECT city, neighbourhood, street_name, address, 1 AS delta FROM new_rows
            UNION ALL SELECT city, neighbourhood, street_name, address, -1 FROM old_rows) r,
        listing_names_of(r.city, r.neighbourhood, r.street_name, r.address) n
      GROUP BY 1, 2, 3 HAVING sum(r.delta) <> 0) x;
  ELSE
    SELECT jsonb_agg(x) INTO changes FROM (
      SELECT n.city, n.kind, n.name, -count(*)::int AS delta
      FROM old_rows r, listing_names_of(r.city, r.neighbourhood, r.street_name, r.address) n
      GROUP BY 1, 2, 3) x;
  END IF;
  IF changes IS NOT NULL THEN PERFORM listing_names_add(changes); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "listing_names_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_names_count();
--> statement-breakpoint
CREATE TRIGGER "listing_names_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_names_count();
--> statement-breakpoint
CREATE TRIGGER "listing_names_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_names_count();
--> statement-breakpoint
INSERT INTO "listing_names" ("city", "kind", "name", "listings")
  SELECT n.city, n.kind, n.name, count(*)::int
  FROM "listings" l, listing_names_of(l.city, l.neighbourhood, l.street_name, l.address) n
  GROUP BY 1, 2, 3;
