ALTER TABLE "leads" ADD COLUMN "urgency" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_urgency_known" CHECK ("leads"."urgency" in (1, 2, 3));