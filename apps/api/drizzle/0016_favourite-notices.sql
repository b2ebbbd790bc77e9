ALTER TABLE "favourites" ADD COLUMN "noticed_price" integer;--> statement-breakpoint
ALTER TABLE "favourites" ADD COLUMN "noticed_status" text;