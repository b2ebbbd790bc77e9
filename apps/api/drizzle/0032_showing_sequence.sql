-- A showing remembers what the buyer wrote when cancelling, and counts its changes for the calendar file's SEQUENCE.
ALTER TABLE "showings" ADD COLUMN "cancel_note" text;--> statement-breakpoint
ALTER TABLE "showings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;