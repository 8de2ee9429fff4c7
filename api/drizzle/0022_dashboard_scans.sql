-- The dashboard's figures read from indexes alone (api/src/dashboard/stats.ts), so a month of a
-- million-proof area is counted without reading the proofs or reports themselves.
-- A proof's client as the dashboard counts it (the user trimmed and folded as JavaScript does,
-- report_trim and report_fold of migration 0019), kept by PostgreSQL for every write path.
ALTER TABLE "proofs" ADD COLUMN "view_client" text
  GENERATED ALWAYS AS (report_fold(report_trim("proof_user"))) STORED;--> statement-breakpoint
DROP INDEX IF EXISTS "proofs_area_date_idx";--> statement-breakpoint
CREATE INDEX "proofs_area_date_idx" ON "proofs" USING btree ("area", "date")
  INCLUDE ("whitelabel_id", "proof_maker", "view_client");--> statement-breakpoint
-- The reports' figures: catch by and the two statuses (stored trimmed by migration 0019's trigger).
CREATE INDEX "reports_area_date_status_idx" ON "reports" USING btree ("area", "date")
  INCLUDE ("catch_by", "proof_status", "void_status");--> statement-breakpoint
ANALYZE "proofs";--> statement-breakpoint
ANALYZE "reports";
