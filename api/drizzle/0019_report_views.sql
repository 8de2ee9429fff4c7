-- Report lists answered by SQL at any size (issue 20): the same views the browser's index answers
-- (@console/contract/reports: query.ts, view.ts), with the same folding, from columns kept by the
-- writer's own statement and from indexes.
--
-- pg_trgm makes contains-search use an index. It ships with PostgreSQL (contrib); creating it needs
-- the CREATE privilege on the database (PostgreSQL 13+: trusted extension) or a superuser. Without it
-- the views answer the same, by scanning: the search indexes below are skipped, nothing else.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
  RAISE NOTICE 'pg_trgm is not available (%): report searches will scan instead of using an index', SQLERRM;
END
$$;--> statement-breakpoint
-- The one case folding (contract foldCase: JavaScript's toLowerCase, full Unicode mapping, final sigma
-- in context). PostgreSQL 18's builtin pg_unicode_fast applies the same Unicode 16 rules with its own
-- tables; older servers fold with ICU's root locale (their ICU's Unicode version: newer case pairs
-- differ). api/src/reports/folding.test.ts folds every code point both ways.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'pg_unicode_fast') THEN
    CREATE FUNCTION "report_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS 'SELECT lower($1 COLLATE pg_unicode_fast)';
  ELSE
    CREATE FUNCTION "report_fold"(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS 'SELECT lower($1 COLLATE "und-x-icu")';
  END IF;
END
$$;--> statement-breakpoint
-- String.prototype.trim's whitespace, as normalizeReport trims every text it reads.
CREATE FUNCTION "report_trim"(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT btrim($1, E' \t\n\r\u000b\u000c\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff') $$;--> statement-breakpoint
-- normalize.ts toText: a string trimmed, a number as text, anything else empty.
CREATE FUNCTION "report_text"(value jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE jsonb_typeof(value)
    WHEN 'string' THEN report_trim(value #>> '{}')
    WHEN 'number' THEN (value #>> '{}')::numeric::float8::text
    ELSE '' END
$$;--> statement-breakpoint
-- normalize.ts toNumber: a number, or decimal text (JavaScript's Number reads it the same), else 0.
-- Numbers, what every writer stores, take the short way (an inlined cast, no function call).
CREATE FUNCTION "report_number_text"(value text) RETURNS float8 LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  amount numeric;
BEGIN
  IF value !~ '^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]{1,4})?$' THEN
    RETURN 0;
  END IF;
  amount := value::numeric;
  -- Beyond a double's range JavaScript reads Infinity, which toNumber makes 0.
  RETURN CASE WHEN abs(amount) < 1.7976931348623157e308 THEN amount::float8 ELSE 0 END;
END
$$;--> statement-breakpoint
CREATE FUNCTION "report_number"(value jsonb) RETURNS float8 LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE jsonb_typeof(value)
    WHEN 'number' THEN value::float8
    WHEN 'string' THEN report_number_text(report_trim(value #>> '{}'))
    ELSE 0 END
$$;--> statement-breakpoint
-- normalize.ts textList: the list, else the older single field, as trimmed non-empty texts.
CREATE FUNCTION "report_names"(original jsonb, many text, one text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(name ORDER BY position) FILTER (WHERE name <> ''), '{}')
  FROM jsonb_array_elements(CASE
    WHEN jsonb_typeof(original -> many) = 'array' THEN original -> many
    WHEN jsonb_typeof(original -> one) IS NOT NULL AND jsonb_typeof(original -> one) <> 'null' THEN jsonb_build_array(original -> one)
    ELSE '[]'::jsonb END) WITH ORDINALITY AS entry(value, position),
  LATERAL report_text(entry.value) AS name
$$;--> statement-breakpoint
ALTER TABLE "reports"
  ADD COLUMN "view_search" text,
  ADD COLUMN "view_sports" text,
  ADD COLUMN "view_events" text,
  ADD COLUMN "view_markets" text,
  ADD COLUMN "view_first_sport" text,
  ADD COLUMN "view_first_event" text,
  ADD COLUMN "view_first_market" text,
  ADD COLUMN "view_first_odds" double precision,
  ADD COLUMN "view_first_time" text,
  ADD COLUMN "view_pls" double precision[],
  ADD COLUMN "view_odds" double precision[],
  ADD COLUMN "view_stacks" double precision[],
  ADD COLUMN "view_pl_sum" double precision,
  ADD COLUMN "view_stack_sum" double precision;--> statement-breakpoint
-- What the browser's index derives from a report (reportIndex.ts indexTable, query.ts sortValue),
-- kept with every write. The API's writers send them made (api/src/reports/viewColumns.ts: an import
-- of 10,000 reports would spend seconds here); any other write (restore, an older backup, SQL by
-- hand, an update that leaves them as they were) has them made here. Texts are trimmed as every
-- reader trims them; sums add in the same order as the browser (doubles).
CREATE FUNCTION "reports_derive_view"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sep constant text := E'\u0001';
  original jsonb;
  bet jsonb;
  position integer := 0;
  bet_position integer;
  sports text[] := '{}';
  events text[] := '{}';
  markets text[] := '{}';
  names text[];
  amount float8;
BEGIN
  IF NEW.view_search IS NOT NULL AND (TG_OP = 'INSERT' OR NEW.view_search IS DISTINCT FROM OLD.view_search) THEN
    RETURN NEW;
  END IF;
  NEW.user_name := report_trim(NEW.user_name);
  NEW.agent := report_trim(NEW.agent);
  NEW.origin := report_trim(NEW.origin);
  NEW.catch_by := report_trim(NEW.catch_by);
  NEW.proof_type := report_trim(NEW.proof_type);
  NEW.proof_status := report_trim(NEW.proof_status);
  NEW.void_status := report_trim(NEW.void_status);
  NEW.remark := report_trim(NEW.remark);
  NEW.record_add_by := report_trim(NEW.record_add_by);
  NEW.view_first_sport := '';
  NEW.view_first_event := '';
  NEW.view_first_market := '';
  NEW.view_first_odds := 0;
  NEW.view_first_time := '';
  NEW.view_pls := '{}';
  NEW.view_odds := '{}';
  NEW.view_stacks := '{}';
  NEW.view_pl_sum := 0;
  NEW.view_stack_sum := 0;
  IF jsonb_typeof(NEW.originals) = 'array' THEN
    FOR original IN SELECT value FROM jsonb_array_elements(NEW.originals) LOOP
      position := position + 1;
      IF jsonb_typeof(original) IS DISTINCT FROM 'object' THEN original := '{}'; END IF;
      names := report_names(original, 'sportNames', 'sportName');
      IF position = 1 THEN NEW.view_first_sport := report_fold(coalesce(names[1], '')); END IF;
      sports := sports || names;
      names := report_names(original, 'eventNames', 'eventName');
      IF position = 1 THEN NEW.view_first_event := report_fold(coalesce(names[1], '')); END IF;
      events := events || names;
      names := report_names(original, 'marketNames', 'marketName');
      IF position = 1 THEN NEW.view_first_market := report_fold(coalesce(names[1], '')); END IF;
      markets := markets || names;
      amount := report_number(original -> 'pl');
      NEW.view_pls := NEW.view_pls || amount;
      NEW.view_pl_sum := NEW.view_pl_sum + amount;
      IF jsonb_typeof(original -> 'betDetails') = 'array' THEN
        bet_position := 0;
        FOR bet IN SELECT value FROM jsonb_array_elements(original -> 'betDetails') LOOP
          bet_position := bet_position + 1;
          IF jsonb_typeof(bet) IS DISTINCT FROM 'object' THEN bet := '{}'; END IF;
          amount := report_number(bet -> 'stack');
          NEW.view_stacks := NEW.view_stacks || amount;
          NEW.view_stack_sum := NEW.view_stack_sum + amount;
          NEW.view_odds := NEW.view_odds || report_number(bet -> 'odds');
          IF position = 1 AND bet_position = 1 THEN
            NEW.view_first_odds := report_number(bet -> 'odds');
            NEW.view_first_time := report_text(bet -> 'time');
          END IF;
        END LOOP;
      END IF;
    END LOOP;
  END IF;
  NEW.view_sports := report_fold(sep || array_to_string(sports, sep) || sep);
  NEW.view_events := report_fold(array_to_string(events, sep));
  NEW.view_markets := report_fold(array_to_string(markets, sep));
  NEW.view_search := report_fold(concat_ws(sep, NEW.user_name, NEW.agent, NEW.origin,
    array_to_string(sports, sep), array_to_string(events, sep), array_to_string(markets, sep),
    NEW.catch_by, NEW.proof_type, NEW.proof_status, NEW.void_status, NEW.remark));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reports_derive_view" BEFORE INSERT OR UPDATE ON "reports"
  FOR EACH ROW EXECUTE FUNCTION "reports_derive_view"();--> statement-breakpoint
UPDATE "reports" SET "originals" = "originals";--> statement-breakpoint
-- The list's order with what the count and totals read: a date range is counted and summed from the
-- index alone (index-only scan), and page N of the list reads N * size index entries, no rows.
DROP INDEX "reports_area_date_id_idx";--> statement-breakpoint
CREATE INDEX "reports_area_date_id_idx" ON "reports" USING btree ("area", "date", "id")
  INCLUDE ("view_pl_sum", "view_stack_sum", "ac_balance", "after_void_balance");--> statement-breakpoint
-- Sorts people use most read their first page from an index (ties sorted in small groups).
CREATE INDEX "reports_area_user_idx" ON "reports" USING btree ("area", (report_fold("user_name")) COLLATE "C");--> statement-breakpoint
CREATE INDEX "reports_area_pl_idx" ON "reports" USING btree ("area", "view_pl_sum");--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "reports_search_trgm_idx" ON "reports" USING gin ("view_search" gin_trgm_ops);
  END IF;
END
$$;
