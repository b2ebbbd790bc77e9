CREATE TABLE "school_eqao_results" (
	"school_number" text NOT NULL,
	"year" integer NOT NULL,
	"grade" integer NOT NULL,
	"subject" text NOT NULL,
	"percent" real NOT NULL,
	CONSTRAINT "school_eqao_results_school_number_year_grade_subject_pk" PRIMARY KEY("school_number","year","grade","subject"),
	CONSTRAINT "school_eqao_results_percent_range" CHECK ("school_eqao_results"."percent" >= 0 and "school_eqao_results"."percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "school_fraser_rankings" (
	"school_number" text NOT NULL,
	"year" integer NOT NULL,
	"rating" real NOT NULL,
	"rank" integer NOT NULL,
	"out_of" integer NOT NULL,
	CONSTRAINT "school_fraser_rankings_school_number_year_pk" PRIMARY KEY("school_number","year"),
	CONSTRAINT "school_fraser_rankings_rating_range" CHECK ("school_fraser_rankings"."rating" >= 0 and "school_fraser_rankings"."rating" <= 10),
	CONSTRAINT "school_fraser_rankings_rank_range" CHECK ("school_fraser_rankings"."rank" >= 1 and "school_fraser_rankings"."rank" <= "school_fraser_rankings"."out_of")
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "neighbourhood" text;--> statement-breakpoint
ALTER TABLE "school_eqao_results" ADD CONSTRAINT "school_eqao_results_school_number_schools_school_number_fk" FOREIGN KEY ("school_number") REFERENCES "public"."schools"("school_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_fraser_rankings" ADD CONSTRAINT "school_fraser_rankings_school_number_schools_school_number_fk" FOREIGN KEY ("school_number") REFERENCES "public"."schools"("school_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schools_city_level_rating_idx" ON "schools" USING btree ("city","level","rating");