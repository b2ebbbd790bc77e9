ALTER TABLE "rental_demands" ADD COLUMN "place_type" text DEFAULT 'wholeUnit' NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_demands" ADD COLUMN "deposit" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
-- Before the deposit had its own field, a month of rent paid ahead in Ontario was the rent deposit the law allows:
-- it becomes that deposit, and only the months beyond it stay rent prepaid by choice.
UPDATE "rental_demands" SET "deposit" = 'rentDeposit', "prepay" = "prepay" - 1 WHERE "city" = 'toronto' AND "prepay" >= 1;
