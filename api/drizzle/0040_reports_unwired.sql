-- The reports without a wire (migration 0039), by the list's keys: a build asks whether a block holds one
-- before it joins the block's wires, so that a block written from its columns (reports written before
-- wires were kept, or by hand) is read once, not once for its wires and again for its columns. Empty once
-- every report has a wire; on a database from before 0039 it holds every report until each is written again.
CREATE INDEX "reports_unwired_idx" ON "reports" USING btree ("area", "date", "id") WHERE "wire" IS NULL;
