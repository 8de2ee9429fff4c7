-- Each report's part of the whole list's block line (api/src/reports/reportWire.ts), written by the
-- API's report writers with the report, so that a build of the list joins its blocks' wires instead of
-- writing every report's columns out of its row (issue 20's twenty-sixth session). Reports written before
-- have none; their blocks are written from their columns as before. Adding a column without a default
-- rewrites nothing.
ALTER TABLE "reports" ADD COLUMN "wire" text;--> statement-breakpoint
-- A write that changes a report without writing its wire (SQL by hand, anything but the API's writers)
-- leaves the wire of what the row was: it is emptied, and that report's block is written from its
-- columns. The API's writers always give a new wire (its version and time of update change with every
-- write), so the condition keeps them out of the function.
CREATE FUNCTION "reports_wire_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.wire := NULL;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reports_wire_kept" BEFORE UPDATE ON "reports"
  FOR EACH ROW WHEN (OLD.wire IS NOT NULL AND NEW.wire IS NOT DISTINCT FROM OLD.wire)
  EXECUTE FUNCTION "reports_wire_kept"();
