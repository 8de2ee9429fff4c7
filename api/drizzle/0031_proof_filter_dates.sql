-- proof_filter by day (migration 0029): the proof page's default view is this month's proofs, so a
-- one-letter filter there (at 1,000,000 proofs per area, 540,000 of them in the month) read the proofs'
-- rows through their own date index and lowered each field: 0.55-0.63 s. With this index the month's
-- part of proof_filter is read instead: 0.12 s for the count, 0.17 s for a page sorted by user.
CREATE INDEX "proof_filter_area_date_idx" ON "proof_filter" ("area", "date");
