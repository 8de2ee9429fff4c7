-- The dashboard's figures are kept per revision of what they count (api/src/revisions/answerCache.ts):
-- proofs, and whitelabels (the proofs' figures name them). The same statement-level bump as reports.
INSERT INTO "list_revisions" ("area", "list") VALUES
  ('turbo', 'proofs'), ('forex', 'proofs'), ('turbo', 'whitelabels'), ('forex', 'whitelabels')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER "proofs_revision_insert" AFTER INSERT ON "proofs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"('proofs');--> statement-breakpoint
CREATE TRIGGER "proofs_revision_update" AFTER UPDATE ON "proofs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"('proofs');--> statement-breakpoint
CREATE TRIGGER "proofs_revision_delete" AFTER DELETE ON "proofs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"('proofs');--> statement-breakpoint
CREATE TRIGGER "proofs_revision_truncate" AFTER TRUNCATE ON "proofs"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"('proofs');--> statement-breakpoint
CREATE TRIGGER "whitelabels_revision_insert" AFTER INSERT ON "whitelabels" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"('whitelabels');--> statement-breakpoint
CREATE TRIGGER "whitelabels_revision_update" AFTER UPDATE ON "whitelabels" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"('whitelabels');--> statement-breakpoint
CREATE TRIGGER "whitelabels_revision_delete" AFTER DELETE ON "whitelabels" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"('whitelabels');--> statement-breakpoint
CREATE TRIGGER "whitelabels_revision_truncate" AFTER TRUNCATE ON "whitelabels"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"('whitelabels');
