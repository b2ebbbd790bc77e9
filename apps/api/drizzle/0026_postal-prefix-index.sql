-- A search by postal-code prefix (M2N) reads the homes of that prefix from an index of prefixes, and so does the
-- suggestion that names the prefix's area.
CREATE INDEX "listings_postal_prefix_idx" ON "listings" USING btree (upper(left("postal_code", 3)),"status");