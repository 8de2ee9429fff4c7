-- The proofs as a filter or a sort reads them (api/src/proofs/page.ts): per proof what the drawer
-- filters and the table sorts by, its texts lowered, without the images and the view columns: about
-- 250 bytes a proof against 420, one table per area. A filter term of one or two letters has no trigram
-- to look up, so PostgreSQL tests every proof of the area: at 1,000,000 proofs per area counting agent
-- "a" read both areas' proof rows and lowered each field (0.38 s), and user "a" sorted by user took
-- 0.7 s more for the page; here 0.14 s and 0.23 s. A text sorts in natural order (case and accents
-- ignored, migration 0009), so its lowered copy sorts as it does. Kept by the writing statement itself
-- for every write path (API, restore, SQL by hand, truncate), as the reports' search table is (0027).
CREATE TABLE "proof_filter" (
  "area" text NOT NULL,
  "id" uuid NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "date" date NOT NULL,
  "whitelabel_id" uuid NOT NULL,
  "proof_type_id" uuid NOT NULL,
  "sport_id" uuid NOT NULL,
  "amount" bigint NOT NULL,
  "profit_and_loss" bigint NOT NULL,
  "whatsapp_group" text NOT NULL,
  "agent_name" text NOT NULL,
  "proof_user" text NOT NULL,
  "event_name" text NOT NULL,
  "market_name" text NOT NULL,
  "navigation" text NOT NULL,
  "navigation2" text NOT NULL,
  "proof_maker" text NOT NULL,
  PRIMARY KEY ("area", "id")
) PARTITION BY LIST ("area");--> statement-breakpoint
CREATE TABLE "proof_filter_turbo" PARTITION OF "proof_filter" FOR VALUES IN ('turbo');--> statement-breakpoint
CREATE TABLE "proof_filter_forex" PARTITION OF "proof_filter" FOR VALUES IN ('forex');--> statement-breakpoint
CREATE TABLE "proof_filter_other" PARTITION OF "proof_filter" DEFAULT;--> statement-breakpoint
CREATE FUNCTION "proof_filter_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    TRUNCATE "proof_filter";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM "proof_filter" f USING old_rows o WHERE f."area" = o."area" AND f."id" = o."id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "proof_filter"
      SELECT "area", "id", "created_at", "date", "whitelabel_id", "proof_type_id", "sport_id", "amount",
        "profit_and_loss", lower("whatsapp_group"), lower("agent_name"), lower("proof_user"), lower("event_name"),
        lower("market_name"), lower("navigation"), lower("navigation2"), lower("proof_maker")
      FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "proofs_filter_insert" AFTER INSERT ON "proofs" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "proof_filter_change"();--> statement-breakpoint
CREATE TRIGGER "proofs_filter_update" AFTER UPDATE ON "proofs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "proof_filter_change"();--> statement-breakpoint
CREATE TRIGGER "proofs_filter_delete" AFTER DELETE ON "proofs" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "proof_filter_change"();--> statement-breakpoint
CREATE TRIGGER "proofs_filter_truncate" AFTER TRUNCATE ON "proofs"
  FOR EACH STATEMENT EXECUTE FUNCTION "proof_filter_change"();--> statement-breakpoint
INSERT INTO "proof_filter"
  SELECT "area", "id", "created_at", "date", "whitelabel_id", "proof_type_id", "sport_id", "amount",
    "profit_and_loss", lower("whatsapp_group"), lower("agent_name"), lower("proof_user"), lower("event_name"),
    lower("market_name"), lower("navigation"), lower("navigation2"), lower("proof_maker")
  FROM "proofs";
