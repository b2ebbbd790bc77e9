-- Saved searches and their alerts. listing_changes is written by statement triggers on listings (an upsert fires
-- both), so every new listing and every change of price or status code is recorded whichever process or import makes
-- it; a transaction that sets maplenest.listing_changes to 'off' (the demo seed's bulk load) records nothing.
CREATE TABLE "listing_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ml_num" text NOT NULL,
	"before_price" integer,
	"before_lsc" text,
	"price" integer NOT NULL,
	"lsc" text NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"matched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"search_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"change_id" bigint NOT NULL,
	"ml_num" text NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"notice_id" uuid,
	"push_due_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"digest_due" boolean DEFAULT false NOT NULL,
	"digested_at" timestamp with time zone,
	"email_due" boolean DEFAULT false NOT NULL,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"polygon" jsonb,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"push_on" boolean DEFAULT true NOT NULL,
	"email_on" boolean DEFAULT false NOT NULL,
	"email_consent_at" timestamp with time zone,
	"email_consent_wording" text,
	"paused" boolean DEFAULT false NOT NULL,
	"stepped_down_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"last_pushed_at" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	"sr" text NOT NULL,
	"status" text NOT NULL,
	"city" text,
	"room_type" text,
	"price_min" integer,
	"price_max" integer,
	"beds_min" integer,
	"beds_max" integer,
	"area" "box",
	"neighbourhoods" text[]
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_changes_pending_idx" ON "listing_changes" USING btree ("id") WHERE "listing_changes"."matched_at" is null;--> statement-breakpoint
CREATE INDEX "listing_changes_changed_idx" ON "listing_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_search_change_key" ON "saved_search_alerts" USING btree ("search_id","change_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_search_at_idx" ON "saved_search_alerts" USING btree ("search_id","at");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_push_due_idx" ON "saved_search_alerts" USING btree ("push_due_at") WHERE "saved_search_alerts"."pushed_at" is null and "saved_search_alerts"."push_due_at" is not null;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_digest_due_idx" ON "saved_search_alerts" USING btree ("search_id") WHERE "saved_search_alerts"."digest_due" and "saved_search_alerts"."digested_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_email_due_idx" ON "saved_search_alerts" USING btree ("user_id") WHERE "saved_search_alerts"."email_due" and "saved_search_alerts"."emailed_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_user_emailed_idx" ON "saved_search_alerts" USING btree ("user_id","emailed_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_area_idx" ON "saved_searches" USING gist ("area",int4range("price_min", "price_max", '[]')) WHERE "saved_searches"."neighbourhoods" is null and not "saved_searches"."paused";--> statement-breakpoint
CREATE INDEX "saved_searches_neighbourhoods_idx" ON "saved_searches" USING gin ("neighbourhoods") WHERE "saved_searches"."neighbourhoods" is not null and not "saved_searches"."paused";
--> statement-breakpoint
CREATE FUNCTION "listing_changes_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('maplenest.listing_changes', true), '') = 'off' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_changes (ml_num, price, lsc, status)
      SELECT n.ml_num, n.price, n.lsc, n.status FROM new_rows n;
  ELSE
    INSERT INTO listing_changes (ml_num, before_price, before_lsc, price, lsc, status)
      SELECT n.ml_num, o.price, o.lsc, n.price, n.lsc, n.status
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE n.price IS DISTINCT FROM o.price OR n.lsc IS DISTINCT FROM o.lsc;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "listing_changes_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_record();
--> statement-breakpoint
CREATE TRIGGER "listing_changes_update" AFTER UPDATE ON "listings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_changes_record();

