-- The whole list's blocks as PostgreSQL last wrote their columns (api/src/reports/blockColumns.ts), by
-- the print of their reports (blockPlan.ts), per area and epoch of the list's revisions: a build after a
-- change reads again only the blocks whose print is not here, on any instance, after a restart too.
-- A cache: nothing is lost without it, and backups leave it out. Its texts are not compressed
-- (STORAGE EXTERNAL): a build writes them once and reads them back whole, and compressing 30 MB of
-- them at 100,000 reports would cost the build's CPU.
CREATE TABLE "list_blocks" (
  "area" text NOT NULL,
  "epoch" uuid NOT NULL,
  "print" text NOT NULL,
  "columns" text NOT NULL,
  PRIMARY KEY ("area", "epoch", "print")
);--> statement-breakpoint
ALTER TABLE "list_blocks" ALTER COLUMN "columns" SET STORAGE EXTERNAL;
