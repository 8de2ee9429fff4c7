-- The reports as a search reads them: per report its area, day, folded search text (view_search) and
-- sums in whole cents (each rounded as the views total it), a tenth of a report's row, one table per
-- area. A search's count and totals read these instead of the reports: a term found in most reports
-- (`void`, `agent`, one letter) has PostgreSQL test every one, and at 1,000,000 reports per area that
-- read 2 GB of report rows (0.7-1.2 s). Kept by the writing statement itself for every write path (API,
-- import, restore, SQL by hand, truncate), as the days' totals are (migration 0026).
CREATE TABLE "report_search" (
  "area" text NOT NULL,
  "id" uuid NOT NULL,
  "date" date NOT NULL,
  "search" text NOT NULL,
  "pl" double precision,
  "stack" double precision,
  "ac_balance" double precision NOT NULL,
  "after_void_balance" double precision NOT NULL,
  PRIMARY KEY ("area", "id")
) PARTITION BY LIST ("area");--> statement-breakpoint
CREATE TABLE "report_search_turbo" PARTITION OF "report_search" FOR VALUES IN ('turbo');--> statement-breakpoint
CREATE TABLE "report_search_forex" PARTITION OF "report_search" FOR VALUES IN ('forex');--> statement-breakpoint
CREATE TABLE "report_search_other" PARTITION OF "report_search" DEFAULT;--> statement-breakpoint
CREATE FUNCTION "report_search_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "report_search";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "report_search" s USING old_rows o WHERE s."area" = o."area" AND s."id" = o."id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "report_search"
      SELECT "area", "id", "date", coalesce("view_search", ''),
        floor("view_pl_sum" * 100 + 0.5), floor("view_stack_sum" * 100 + 0.5),
        floor("ac_balance" * 100 + 0.5), floor("after_void_balance" * 100 + 0.5)
      FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reports_search_insert" AFTER INSERT ON "reports" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "report_search_change"();--> statement-breakpoint
CREATE TRIGGER "reports_search_update" AFTER UPDATE ON "reports" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "report_search_change"();--> statement-breakpoint
CREATE TRIGGER "reports_search_delete" AFTER DELETE ON "reports" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "report_search_change"();--> statement-breakpoint
CREATE TRIGGER "reports_search_truncate" AFTER TRUNCATE ON "reports"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_search_change"();--> statement-breakpoint
INSERT INTO "report_search"
  SELECT "area", "id", "date", coalesce("view_search", ''),
    floor("view_pl_sum" * 100 + 0.5), floor("view_stack_sum" * 100 + 0.5),
    floor("ac_balance" * 100 + 0.5), floor("after_void_balance" * 100 + 0.5)
  FROM "reports";--> statement-breakpoint
-- A rare term is found by its trigrams, as in the reports (migration 0023); skipped where pg_trgm is not
-- available (a search then reads its area's table, still a tenth of the reports).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "report_search_trgm_idx" ON "report_search" USING gin ("search" gin_trgm_ops);
  END IF;
END
$$;
