-- The dashboard's figures of the small lists (notes, proof types, sports) are kept per revision of
-- each (api/src/dashboard/index.ts), as the large lists' are: counted on every call, 50 people landing at
-- once made 200 counts (the notes' in range took 87 ms of the database's time at 1,000,000 reports per
-- area). The same statement-level bump as the other lists (migrations 0008 and 0020), made in a loop.
INSERT INTO "list_revisions" ("area", "list")
  SELECT area, list FROM unnest(ARRAY['turbo', 'forex']) AS area, unnest(ARRAY['notes', 'prooftypes', 'sports']) AS list
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DO $$
DECLARE
  list_table text[];
BEGIN
  FOREACH list_table SLICE 1 IN ARRAY ARRAY[['notes', 'notes'], ['prooftypes', 'proof_types'], ['sports', 'sports']] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"(%L)', list_table[2] || '_revision_insert', list_table[2], list_table[1]);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"(%L)', list_table[2] || '_revision_update', list_table[2], list_table[1]);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"(%L)', list_table[2] || '_revision_delete', list_table[2], list_table[1]);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_revision"(%L)', list_table[2] || '_revision_truncate', list_table[2], list_table[1]);
  END LOOP;
END
$$;
