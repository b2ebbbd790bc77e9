-- A pending showing answered by its agent: confirmed, declined with a reason, or another time proposed to the buyer.
ALTER TABLE "showings" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "showings" ADD COLUMN "proposed_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "showings" ADD COLUMN "decline_reason" text;