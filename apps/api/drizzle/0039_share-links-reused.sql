ALTER TABLE "favourite_shares" ADD COLUMN "selection_hash" text;--> statement-breakpoint
-- Each share's selection as core's toShareSelectionKey writes it (distinct "kind:id", sorted by character code,
-- joined by commas), hashed as the server hashes it.
UPDATE "favourite_shares" AS "s" SET "selection_hash" = "k"."hash"
FROM (
	SELECT "token", encode(sha256(convert_to(string_agg("key", ',' ORDER BY "key" COLLATE "C"), 'UTF8')), 'hex') AS "hash"
	FROM (
		SELECT DISTINCT "f"."token", ("e"->>'type') || ':' || ("e"->>'targetId') AS "key"
		FROM "favourite_shares" AS "f", jsonb_array_elements("f"."items") AS "e"
	) AS "keys"
	GROUP BY "token"
) AS "k"
WHERE "k"."token" = "s"."token";--> statement-breakpoint
-- Of live shares that repeat one selection, the newest keeps its hash and is the link reused from now on; the older
-- ones stay readable as they are.
UPDATE "favourite_shares" AS "s" SET "selection_hash" = NULL
WHERE "s"."revoked_at" IS NULL AND EXISTS (
	SELECT 1 FROM "favourite_shares" AS "n"
	WHERE "n"."user_id" = "s"."user_id" AND "n"."selection_hash" = "s"."selection_hash" AND "n"."revoked_at" IS NULL
		AND ("n"."created_at", "n"."token") > ("s"."created_at", "s"."token")
);--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_shares_selection_key" ON "favourite_shares" USING btree ("user_id","selection_hash") WHERE "favourite_shares"."revoked_at" is null;
