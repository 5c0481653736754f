-- Issue 37: an edit based on an older version of a bill answers 409 instead of silently
-- undoing the edit saved in between. Every edit of a bill adds one to its version; the bill's
-- reply carries it (and its ETag), and an edit or delete that names another version is refused.
ALTER TABLE "transactions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
