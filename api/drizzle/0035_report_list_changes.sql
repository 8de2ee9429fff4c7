-- The keys (day, id) of the reports each statement wrote, per area, epoch and the list revision the
-- statement made. A build of the whole list after a change finds the blocks the change fell in from
-- these and the list's keys (an index-only walk), instead of hashing every report to compare the
-- blocks' prints (180-190 ms of PostgreSQL's CPU at 100,000 reports): api/src/reports/blockChanges.ts.
-- Written by the revision's bump itself, so every write path records them (API, import, restore, SQL by
-- hand). A statement of more than 100 reports of an area (an import's batch, a restore) or a truncate
-- is recorded as one row without a key: every block may have changed. A cache: a build that finds a
-- revision missing here, or a row without a key, compares prints; backups leave it out. Every 1,024th
-- revision of an area drops its rows 1,024 revisions old or of another epoch. The bump is the same as
-- migration 0008's, made by this function for the reports.
CREATE TABLE "report_list_changes" (
  "area" text NOT NULL,
  "epoch" uuid NOT NULL,
  "revision" bigint NOT NULL,
  "date" date,
  "id" uuid
);--> statement-breakpoint
CREATE INDEX "report_list_changes_revision_idx" ON "report_list_changes" ("area", "epoch", "revision");--> statement-breakpoint
CREATE FUNCTION "bump_report_list_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  areas text[];
  days date[];
  ids uuid[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    WITH bumped AS (
      UPDATE "list_revisions" SET "revision" = "revision" + 1 WHERE "list" = 'reports'
        RETURNING "area", "epoch", "revision")
    INSERT INTO "report_list_changes" ("area", "epoch", "revision") SELECT "area", "epoch", "revision" FROM bumped;
    RETURN NULL;
  END IF;
  -- The reports the statement wrote (both versions of an update: a report moved to another day leaves
  -- one block and joins another). Static statements, planned once per connection (a statement made
  -- with EXECUTE is planned on every write: it made one report's create 1 ms slower).
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("area"), array_agg("date"), array_agg("id") INTO areas, days, ids FROM new_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg("area"), array_agg("date"), array_agg("id") INTO areas, days, ids
      FROM (SELECT "area", "date", "id" FROM new_rows UNION ALL SELECT "area", "date", "id" FROM old_rows) AS k;
  ELSE
    SELECT array_agg("area"), array_agg("date"), array_agg("id") INTO areas, days, ids FROM old_rows;
  END IF;
  -- The bump, the keys and the pruning in one statement: the keys' rows carry the revision the bump made.
  WITH "keys" AS (SELECT * FROM unnest(areas, days, ids) AS k("area", "date", "id")),
  "sized" AS (SELECT "area", count(*) AS "n" FROM "keys" GROUP BY "area"),
  "bumped" AS (
    UPDATE "list_revisions" AS r SET "revision" = r."revision" + 1 FROM "sized" AS s
      WHERE r."list" = 'reports' AND r."area" = s."area"
      RETURNING r."area", r."epoch", r."revision", s."n"),
  "recorded" AS (
    INSERT INTO "report_list_changes" ("area", "epoch", "revision", "date", "id")
      SELECT b."area", b."epoch", b."revision", k."date", k."id"
        FROM "bumped" AS b JOIN "keys" AS k ON k."area" = b."area" WHERE b."n" <= 100
      UNION ALL
      SELECT "area", "epoch", "revision", NULL, NULL FROM "bumped" WHERE "n" > 100)
  DELETE FROM "report_list_changes" AS c USING "bumped" AS b
    WHERE b."revision" % 1024 = 0 AND c."area" = b."area"
      AND (c."epoch" <> b."epoch" OR c."revision" <= b."revision" - 1024);
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "reports_revision_insert" ON "reports";--> statement-breakpoint
DROP TRIGGER "reports_revision_update" ON "reports";--> statement-breakpoint
DROP TRIGGER "reports_revision_delete" ON "reports";--> statement-breakpoint
DROP TRIGGER "reports_revision_truncate" ON "reports";--> statement-breakpoint
CREATE TRIGGER "reports_revision_insert" AFTER INSERT ON "reports" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_list_revision"();--> statement-breakpoint
CREATE TRIGGER "reports_revision_update" AFTER UPDATE ON "reports" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_list_revision"();--> statement-breakpoint
CREATE TRIGGER "reports_revision_delete" AFTER DELETE ON "reports" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_list_revision"();--> statement-breakpoint
CREATE TRIGGER "reports_revision_truncate" AFTER TRUNCATE ON "reports"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_report_list_revision"();
