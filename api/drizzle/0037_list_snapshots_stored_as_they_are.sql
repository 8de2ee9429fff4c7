-- The packed copies of a whole list (brotli, gzip) are stored out of line without PostgreSQL trying to
-- compress them again. A brotli copy begins with its first line's text as it is ({"kind":"head"...), so
-- pglz found matches in its first kilobyte, went on through all 8 MB of a 100,000-report list and then
-- kept the bytes as they were (less than a quarter saved): 0.19-0.33 s of PostgreSQL's CPU to store
-- such a copy, against 0.16-0.22 s with EXTERNAL (four rounds each, alternated; issue 20's
-- twenty-second session). A catalogue change only: copies stored before keep their form until replaced.
ALTER TABLE "list_snapshots" ALTER COLUMN "br" SET STORAGE EXTERNAL, ALTER COLUMN "gzip" SET STORAGE EXTERNAL;
