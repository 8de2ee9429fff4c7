-- The audit trail (README "Audit trail"): one entry per change, written in the writer's transaction,
-- append-only, sealed into a hash chain after commit by one sealer at a time.
CREATE TABLE "audit_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_username" text,
	"address" text,
	"user_agent" text,
	"request_id" text,
	"area" text,
	"resource" text NOT NULL,
	"record_id" text,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"detail" jsonb,
	"sections" text[] DEFAULT '{}'::text[] NOT NULL,
	"admin_only" boolean DEFAULT false NOT NULL,
	"seal_seq" bigint,
	"prev_hash" text,
	"hash" text,
	CONSTRAINT "audit_entries_seal_seq_unique" UNIQUE("seal_seq")
);
--> statement-breakpoint
CREATE INDEX "audit_entries_record_idx" ON "audit_entries" USING btree ("resource","record_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_entries_area_idx" ON "audit_entries" USING btree ("area","id");--> statement-breakpoint
CREATE INDEX "audit_entries_action_idx" ON "audit_entries" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entries_sections_idx" ON "audit_entries" USING gin ("sections");--> statement-breakpoint
CREATE INDEX "audit_entries_unsealed_idx" ON "audit_entries" USING btree ("id") WHERE "seal_seq" IS NULL;--> statement-breakpoint
-- The hash of one entry: its content (an explicit column list, so a later column does not change old
-- hashes; the time as epoch seconds, so the session's time zone does not matter), its place in the
-- chain and the previous entry's hash.
CREATE FUNCTION audit_entry_hash(prev text, e audit_entries) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT encode(sha256(convert_to(coalesce(prev, '') || '|' || jsonb_build_array(
		e.seal_seq, e.id, extract(epoch FROM e.at)::text, e.actor_id, e.actor_username, e.address, e.user_agent,
		e.request_id, e.area, e.resource, e.record_id, e.action, e.changes, e.detail, e.sections, e.admin_only
	)::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- Append-only: an insert never brings its own seal; an update may only seal an unsealed entry once,
-- leaving its content as it was; a delete only removes the chain's head part that audit_prune names.
CREATE FUNCTION audit_entries_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	through text := current_setting('audit.prune_through', true);
BEGIN
	IF TG_OP = 'INSERT' THEN
		NEW.seal_seq := NULL;
		NEW.prev_hash := NULL;
		NEW.hash := NULL;
		RETURN NEW;
	ELSIF TG_OP = 'UPDATE' THEN
		IF OLD.seal_seq IS NULL AND OLD.hash IS NULL AND NEW.seal_seq IS NOT NULL AND NEW.hash IS NOT NULL
			AND (to_jsonb(NEW) - 'seal_seq' - 'prev_hash' - 'hash') = (to_jsonb(OLD) - 'seal_seq' - 'prev_hash' - 'hash') THEN
			RETURN NEW;
		END IF;
		RAISE EXCEPTION 'audit entries are append-only: entry % cannot be changed', OLD.id USING ERRCODE = '42501';
	ELSIF TG_OP = 'DELETE' THEN
		IF through IS NOT NULL AND through <> '' AND OLD.seal_seq IS NOT NULL AND OLD.seal_seq <= through::bigint THEN
			RETURN OLD;
		END IF;
		RAISE EXCEPTION 'audit entries are append-only: entry % cannot be deleted (npm run audit:prune removes old ones)', OLD.id USING ERRCODE = '42501';
	END IF;
	RAISE EXCEPTION 'audit entries are append-only' USING ERRCODE = '42501';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_entries_append_only BEFORE INSERT OR UPDATE OR DELETE ON "audit_entries" FOR EACH ROW EXECUTE FUNCTION audit_entries_guard();--> statement-breakpoint
CREATE TRIGGER audit_entries_no_truncate BEFORE TRUNCATE ON "audit_entries" FOR EACH STATEMENT EXECUTE FUNCTION audit_entries_guard();--> statement-breakpoint
-- Seals up to max_rows committed, unsealed entries in the order they became visible (then id), each
-- chained to the one before. One sealer at a time (a transaction-level advisory lock): -1 when another
-- holds it, else how many were sealed.
CREATE FUNCTION audit_seal(max_rows integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	last_seq bigint;
	last_hash text;
	e audit_entries;
	sealed integer := 0;
BEGIN
	IF NOT pg_try_advisory_xact_lock(727023) THEN
		RETURN -1;
	END IF;
	SELECT a.seal_seq, a.hash INTO last_seq, last_hash FROM audit_entries a
		WHERE a.seal_seq IS NOT NULL ORDER BY a.seal_seq DESC LIMIT 1;
	FOR e IN SELECT * FROM audit_entries a WHERE a.seal_seq IS NULL ORDER BY a.id LIMIT max_rows LOOP
		last_seq := coalesce(last_seq, 0) + 1;
		e.seal_seq := last_seq;
		e.prev_hash := last_hash;
		last_hash := audit_entry_hash(e.prev_hash, e);
		UPDATE audit_entries SET seal_seq = e.seal_seq, prev_hash = e.prev_hash, hash = last_hash WHERE id = e.id;
		sealed := sealed + 1;
	END LOOP;
	RETURN sealed;
END
$$;--> statement-breakpoint
-- Removes the sealed entries older than `before` from the head of the chain (never the newest sealed
-- one, which the chain continues from); the caller records the returned figures as an entry in the
-- same transaction. Holds the sealer's lock so the chain does not move meanwhile.
CREATE FUNCTION audit_prune(before timestamp with time zone)
	RETURNS TABLE(removed bigint, through_seq bigint, through_hash text) LANGUAGE plpgsql AS $$
DECLARE
	newest bigint;
	first_kept bigint;
BEGIN
	PERFORM pg_advisory_xact_lock(727023);
	SELECT max(a.seal_seq) INTO newest FROM audit_entries a;
	IF newest IS NULL THEN
		RETURN QUERY SELECT 0::bigint, NULL::bigint, NULL::text;
		RETURN;
	END IF;
	SELECT min(a.seal_seq) INTO first_kept FROM audit_entries a WHERE a.seal_seq IS NOT NULL AND a.at >= before;
	through_seq := least(coalesce(first_kept, newest + 1), newest) - 1;
	SELECT a.hash INTO through_hash FROM audit_entries a WHERE a.seal_seq = through_seq;
	PERFORM set_config('audit.prune_through', coalesce(through_seq, 0)::text, true);
	DELETE FROM audit_entries a WHERE a.seal_seq <= through_seq;
	GET DIAGNOSTICS removed = ROW_COUNT;
	PERFORM set_config('audit.prune_through', '', true);
	RETURN NEXT;
END
$$;
