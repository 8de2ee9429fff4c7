-- The proof list's text filters search proof_filter's lowered texts (api/src/proofs/page.ts) instead of
-- the proofs' own view_search (migration 0024): one trigram index per area partition over the eight
-- texts, each its own column of the index, so a term of three letters or more is looked up in the field
-- it filters (a GIN index of several columns answers a condition on any of them) and counts and pages in
-- the narrow copy the one- and two-letter filters read already (about 250 bytes a proof against the
-- proofs' 420 with their images' lists). After a start at 1,000,000 proofs per area, user "amit" read
-- 42,500 of the proofs' pages (332 MB) from disk for its count: 0.8 s. The API reads proof_filter before
-- it serves (proofs/warmProofFilter.ts), so every proof filter is answered from memory. The proofs'
-- trigram indexes go: one trigram index per proof write, as before.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "proof_filter_search_trgm_idx" ON "proof_filter" USING gin (
      "whatsapp_group" gin_trgm_ops, "agent_name" gin_trgm_ops, "proof_user" gin_trgm_ops,
      "event_name" gin_trgm_ops, "market_name" gin_trgm_ops, "navigation" gin_trgm_ops,
      "navigation2" gin_trgm_ops, "proof_maker" gin_trgm_ops);
  END IF;
END
$$;--> statement-breakpoint
DROP INDEX IF EXISTS "proofs_search_turbo_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "proofs_search_forex_trgm_idx";
