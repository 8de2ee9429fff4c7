-- The reports as a sort by a column no index keeps reads them: per report its area, day and the value
-- each such column sorts by (view.ts SORT_VALUE: texts folded, the first sport, event, market, odds and
-- time, the stack's sum, the balances), a tenth of a report's row, one table per area. A view by dates
-- alone sorted by one of these columns takes its page from here: at 1,000,000 reports per area the
-- month's 560,000 report rows were read and sorted for every page (0.9-1.4 s). Kept by the writing
-- statement itself for every write path, as the searched texts are (migration 0027).
CREATE TABLE "report_sort" (
  "area" text NOT NULL,
  "id" uuid NOT NULL,
  "date" date NOT NULL,
  "agent" text,
  "origin" text,
  "sport" text,
  "event" text,
  "market" text,
  "odds" double precision,
  "stack" double precision,
  "time" text,
  "ac_balance" double precision,
  "after_void_balance" double precision,
  "catch_by" text,
  "proof_type" text,
  "proof_status" text,
  "void_status" text,
  "remark" text,
  "record_add_by" text,
  PRIMARY KEY ("area", "id")
) PARTITION BY LIST ("area");--> statement-breakpoint
CREATE TABLE "report_sort_turbo" PARTITION OF "report_sort" FOR VALUES IN ('turbo');--> statement-breakpoint
CREATE TABLE "report_sort_forex" PARTITION OF "report_sort" FOR VALUES IN ('forex');--> statement-breakpoint
CREATE TABLE "report_sort_other" PARTITION OF "report_sort" DEFAULT;--> statement-breakpoint
CREATE FUNCTION "report_sort_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "report_sort";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "report_sort" s USING old_rows o WHERE s."area" = o."area" AND s."id" = o."id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "report_sort"
      SELECT "area", "id", "date", report_fold("agent"), report_fold("origin"), "view_first_sport",
        "view_first_event", "view_first_market", "view_first_odds", "view_stack_sum", "view_first_time",
        "ac_balance", "after_void_balance", report_fold("catch_by"), report_fold("proof_type"),
        report_fold("proof_status"), report_fold("void_status"), report_fold("remark"), report_fold("record_add_by")
      FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reports_sort_insert" AFTER INSERT ON "reports" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "report_sort_change"();--> statement-breakpoint
CREATE TRIGGER "reports_sort_update" AFTER UPDATE ON "reports" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "report_sort_change"();--> statement-breakpoint
CREATE TRIGGER "reports_sort_delete" AFTER DELETE ON "reports" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "report_sort_change"();--> statement-breakpoint
CREATE TRIGGER "reports_sort_truncate" AFTER TRUNCATE ON "reports"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_sort_change"();--> statement-breakpoint
INSERT INTO "report_sort"
  SELECT "area", "id", "date", report_fold("agent"), report_fold("origin"), "view_first_sport",
    "view_first_event", "view_first_market", "view_first_odds", "view_stack_sum", "view_first_time",
    "ac_balance", "after_void_balance", report_fold("catch_by"), report_fold("proof_type"),
    report_fold("proof_status"), report_fold("void_status"), report_fold("remark"), report_fold("record_add_by")
  FROM "reports";--> statement-breakpoint
-- A short range (a day, a week) is found by its days rather than by reading the area's table.
CREATE INDEX "report_sort_date_idx" ON "report_sort" ("area", "date");
