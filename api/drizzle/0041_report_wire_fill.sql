-- The reports without a wire (written before migration 0039, restored from an archive, or changed by SQL
-- by hand) are given one in the background (api/src/reports/wireFill.ts), in transactions that say so with
-- `SET LOCAL console.wire_fill = 'on'` and write nothing but `wire`. Such a write changes neither the
-- report nor anything kept from it, so what every other update of a report sets off is skipped for it:
-- the view's columns made again (reports_derive_view), the day totals, searched texts, sort keys, field
-- values and day groups, and the list's revision with the keys of the changed reports (every open Reports
-- page would otherwise read its list again, and the next build every block a fill went through). Each
-- trigger is otherwise as it was; in a transaction that does not set the flag (every other writer)
-- `current_setting(…, true)` is null, so they all run.
DROP TRIGGER "reports_derive_view" ON "reports";--> statement-breakpoint
CREATE TRIGGER "reports_derive_view" BEFORE INSERT OR UPDATE ON "reports"
  FOR EACH ROW WHEN (current_setting('console.wire_fill', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "reports_derive_view"();--> statement-breakpoint
DO $$
DECLARE
  kept record;
BEGIN
  FOR kept IN SELECT * FROM (VALUES
    ('reports_day_totals_update', 'report_day_totals_change', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'),
    ('reports_search_update', 'report_search_change', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'),
    ('reports_sort_update', 'report_sort_change', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'),
    ('reports_field_values_update', 'report_field_values_change', 'NEW TABLE AS new_rows'),
    ('reports_day_groups_update', 'report_day_groups_change', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'),
    ('reports_revision_update', 'bump_report_list_revision', 'OLD TABLE AS old_rows NEW TABLE AS new_rows')
  ) AS t(name, function, tables) LOOP
    EXECUTE format('DROP TRIGGER %I ON reports', kept.name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON reports REFERENCING %s FOR EACH STATEMENT'
      ' WHEN (current_setting(''console.wire_fill'', true) IS DISTINCT FROM ''on'') EXECUTE FUNCTION %I()',
      kept.name, kept.tables, kept.function);
  END LOOP;
END
$$;
