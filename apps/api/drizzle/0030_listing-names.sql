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
-- A listing's street: the feed's street name, or the address without its number. A scalar SQL function, inlined.
CREATE FUNCTION "listing_street_of"("street_name" text, "address" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce($1, regexp_replace($2, '^[0-9]+[A-Za-z]?\s+', ''))
$$;
--> statement-breakpoint
-- Adds each name's change in count, and drops the names left with none; rows are taken in key order, so two
-- writers lock shared names in the same order.
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
  -- The rows a statement added count one, those it removed minus one. An update counts only the rows whose place
  -- changed: one that keeps the names (a price, a status, the agent) reads the two tables and writes nothing.
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(x) INTO changes FROM (
      SELECT r.city, n.kind, n.name, count(*)::int AS delta
      FROM new_rows r
      CROSS JOIN LATERAL (VALUES ('neighbourhood', r.neighbourhood), ('street', listing_street_of(r.street_name, r.address))) AS n(kind, name)
      WHERE n.name <> ''
      GROUP BY 1, 2, 3) x;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT jsonb_agg(x) INTO changes FROM (
      SELECT r.city, n.kind, n.name, sum(r.delta)::int AS delta
      FROM (
        SELECT m.* FROM old_rows o JOIN new_rows w ON w.id = o.id
        CROSS JOIN LATERAL (VALUES
          (w.city, w.neighbourhood, w.street_name, w.address, 1),
          (o.city, o.neighbourhood, o.street_name, o.address, -1)
        ) AS m(city, neighbourhood, street_name, address, delta)
        WHERE (o.city, o.neighbourhood, o.street_name, o.address) IS DISTINCT FROM (w.city, w.neighbourhood, w.street_name, w.address)
      ) r
      CROSS JOIN LATERAL (VALUES ('neighbourhood', r.neighbourhood), ('street', listing_street_of(r.street_name, r.address))) AS n(kind, name)
      WHERE n.name <> ''
      GROUP BY 1, 2, 3 HAVING sum(r.delta) <> 0) x;
  ELSE
    SELECT jsonb_agg(x) INTO changes FROM (
      SELECT r.city, n.kind, n.name, -count(*)::int AS delta
      FROM old_rows r
      CROSS JOIN LATERAL (VALUES ('neighbourhood', r.neighbourhood), ('street', listing_street_of(r.street_name, r.address))) AS n(kind, name)
      WHERE n.name <> ''
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
  SELECT l.city, n.kind, n.name, count(*)::int
  FROM "listings" l
  CROSS JOIN LATERAL (VALUES ('neighbourhood', l.neighbourhood), ('street', listing_street_of(l.street_name, l.address))) AS n(kind, name)
  WHERE n.name <> ''
  GROUP BY 1, 2, 3;
