CREATE TABLE "list_revisions" (
	"area" text NOT NULL,
	"list" text NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	"epoch" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "list_revisions_area_list_pk" PRIMARY KEY("area","list")
);
--> statement-breakpoint
DROP INDEX "reports_area_date_idx";--> statement-breakpoint
DROP INDEX "proofs_area_created_idx";--> statement-breakpoint
CREATE INDEX "reports_area_date_id_idx" ON "reports" USING btree ("area","date","id");--> statement-breakpoint
CREATE INDEX "proofs_area_date_idx" ON "proofs" USING btree ("area","date");--> statement-breakpoint
CREATE INDEX "proofs_area_created_idx" ON "proofs" USING btree ("area","created_at","id");--> statement-breakpoint
INSERT INTO "list_revisions" ("area", "list") VALUES ('turbo', 'reports'), ('forex', 'reports');--> statement-breakpoint
-- Every statement that writes reports bumps the revision of each area it touched, in its own
-- transaction: the bump commits (or rolls back) with the rows. Statement-level, so an import of
-- 100,000 rows bumps once per batch, not once per row.
CREATE FUNCTION "bump_list_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "list_revisions" SET "revision" = "revision" + 1
      WHERE "list" = TG_ARGV[0] AND "area" IN (SELECT DISTINCT "area" FROM new_rows);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "list_revisions" SET "revision" = "revision" + 1
      WHERE "list" = TG_ARGV[0]
        AND "area" IN (SELECT "area" FROM new_rows UNION SELECT "area" FROM old_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "list_revisions" SET "revision" = "revision" + 1
      WHERE "list" = TG_ARGV[0] AND "area" IN (SELECT DISTINCT "area" FROM old_rows);
  ELSE
    UPDATE "list_revisions" SET "revision" = "revision" + 1 WHERE "list" = TG_ARGV[0];
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reports_revision_insert" AFTER INSERT ON "reports" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"('reports');--> statement-breakpoint
CREATE TRIGGER "reports_revision_update" AFTER UPDATE ON "reports" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"('reports');--> statement-breakpoint
CREATE TRIGGER "reports_revision_delete" AFTER DELETE ON "reports" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"('reports');--> statement-breakpoint
CREATE TRIGGER "reports_revision_truncate" AFTER TRUNCATE ON "reports"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"('reports');
