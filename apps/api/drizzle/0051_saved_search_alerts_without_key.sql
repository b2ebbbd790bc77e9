ALTER TABLE "saved_search_alerts" DROP CONSTRAINT "saved_search_alerts_search_id_saved_searches_id_fk";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "saved_search_alerts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM saved_search_alerts a USING gone WHERE a.search_id = gone.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "saved_search_alerts_delete" AFTER DELETE ON "saved_searches"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION saved_search_alerts_delete();
