-- A search by place (a district, a municipality, a neighbourhood) lists the homes of a few neighbourhoods, newest
-- first: it reads each neighbourhood's rows from this index rather than filtering a whole region's.
CREATE INDEX "listings_neighbourhood_idx" ON "listings" USING btree ("city","neighbourhood","sr","status","input_date" DESC NULLS FIRST,"ml_num" DESC NULLS FIRST);