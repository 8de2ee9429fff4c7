-- The whole list's gzip copy is made when an answer in gzip first asks for it (most browsers take brotli).
ALTER TABLE "list_snapshots" ALTER COLUMN "gzip" DROP NOT NULL;
