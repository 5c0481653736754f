-- Issue 37: a GSTR-2B upload is written in short transactions, never in one that holds the
-- database (PGlite: every other client) for seconds. Its documents are written a slice at a
-- time under a new generation of the month's upload, which no reader sees; one short
-- transaction then makes it the month's current generation (with the upload's fields and the
-- audit row), and the earlier generation is deleted a slice at a time.
-- - gstr2b_documents.generation: the generation a document belongs to (0: written before this).
-- - gstr2b_uploads.current_generation: the generation readers see; null while the month's first
--   upload is being written (the month is not listed yet).
-- - gstr2b_uploads.last_generation: the latest generation an upload claimed; only that one may
--   become current (two uploads of a month at once: the later one is kept).
-- - gstr2b_uploads.claimed_at: when that upload last wrote a slice; a claim not current and
--   silent for long (a crash) is left over, and deleted by the company's next upload.
ALTER TABLE "gstr2b_documents" ADD COLUMN "generation" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "gstr2b_documents" ALTER COLUMN "generation" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "gstr2b_uploads" ADD COLUMN "current_generation" integer DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "gstr2b_uploads" ALTER COLUMN "current_generation" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "gstr2b_uploads" ADD COLUMN "last_generation" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "gstr2b_uploads" ADD COLUMN "claimed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "gstr2b_uploads" ADD CONSTRAINT "gstr2b_uploads_generation_check" CHECK ("current_generation" IS NULL OR "current_generation" <= "last_generation");
--> statement-breakpoint
DROP INDEX "gstr2b_documents_key_uq";
--> statement-breakpoint
CREATE UNIQUE INDEX "gstr2b_documents_key_uq" ON "gstr2b_documents" USING btree ("company_id","upload_id","generation","doc_key");
--> statement-breakpoint
-- ANALYZE samples 300 rows per point of the largest statistics target of a table's columns:
-- 30,000 rows at the default 100, which after a 180,000-document upload held PGlite (one
-- statement at a time) for 1.3-2.3 s on a loaded machine (load 11-15), against 0.17-0.28 s at
-- 10 (the estimated row count was 180,007). Its queries
-- go by its unique index (company, upload, generation, document key) whatever the statistics.
-- Not on Citus, which does not take SET STATISTICS on a distributed table (and whose ANALYZE
-- holds no one).
DO $$
DECLARE
  col name;
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
    RETURN;
  END IF;
  FOR col IN SELECT attname FROM pg_attribute
              WHERE attrelid = 'gstr2b_documents'::regclass AND attnum > 0 AND NOT attisdropped LOOP
    EXECUTE format('ALTER TABLE gstr2b_documents ALTER COLUMN %I SET STATISTICS 10', col);
  END LOOP;
END;
$$;
