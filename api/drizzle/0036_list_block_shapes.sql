-- The shape of the build whose blocks an area's list_blocks holds: each block's place (its oldest
-- report and size) and print in the list's order, and the revision that build read. With it, an instance
-- that did not make that build (another one, or this one after a restart) plans its next build from the
-- keys the writes since recorded (report_list_changes, api/src/reports/blockChanges.ts) instead of
-- hashing every report to compare prints (180-220 ms of PostgreSQL's CPU at 100,000 reports). Written
-- with the blocks, in the same transaction. A cache: a shape missing or unreadable only means the next
-- build compares prints; backups leave it out.
CREATE TABLE "list_block_shapes" (
  "area" text PRIMARY KEY,
  "epoch" uuid NOT NULL,
  "revision" bigint NOT NULL,
  "blocks" jsonb NOT NULL
);
