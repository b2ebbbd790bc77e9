-- A suggestion for the first characters of an MLS number (C118…) reads the numbers from this index in byte order:
-- the database's collation may not let the unique index answer a prefix.
CREATE INDEX "listings_ml_num_prefix_idx" ON "listings" USING btree ("ml_num" text_pattern_ops);