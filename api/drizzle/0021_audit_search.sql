-- The Audit Log's contains-searches at 1,000,000 entries (issue 23): text in the changes, the details
-- or the record id (q), and who by name (actor), each by a trigram index, as the queries stand in
-- api/src/audit/query.ts (PostgreSQL combines them for q's OR). Without pg_trgm (see 0019) they scan.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "audit_entries_changes_trgm_idx" ON "audit_entries" USING gin (("changes"::text) gin_trgm_ops);
    CREATE INDEX "audit_entries_detail_trgm_idx" ON "audit_entries" USING gin ((coalesce("detail"::text, '')) gin_trgm_ops);
    CREATE INDEX "audit_entries_record_trgm_idx" ON "audit_entries" USING gin ((coalesce("record_id", '')) gin_trgm_ops);
    CREATE INDEX "audit_entries_actor_trgm_idx" ON "audit_entries" USING gin ("actor_username" gin_trgm_ops);
  END IF;
END
$$;
