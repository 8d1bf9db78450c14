-- The content generation: how the page cache of the web server (scripts/page-cache.mjs) knows
-- that nothing a page shows has changed since it stored the page, across every process and
-- replica on this database. Not part of schema.prisma: Prisma models neither sequences
-- used this way nor triggers.
--
-- Writers: every statement on a table pages are built from takes a shared advisory lock
-- for the rest of its transaction, then bumps the sequence. The bump is not transactional,
-- so it is seen before the writer commits: the lock is what tells a reader that some
-- bumped writer has not committed yet (PostgreSQL releases transaction locks only after
-- the commit is visible).
--
-- Readers: storage_advisor_content_state() answers the generation and whether it is
-- settled: no writer held the lock just after the generation was read. Pages rendered
-- after a settled answer show every change up to that generation and may be stored under
-- it. An unsettled answer may serve stored pages but stores none.
--
-- The migration runner (the pg driver adapter of Prisma) splits the script at every
-- semicolon, even in comments and quotes: the function bodies write theirs as \073.
--
-- 1517219842 = 0x5a7ef002, one of the advisory lock ids of this app (lib/data/advisory-lock.ts has 0x5a7ef001).

CREATE SEQUENCE "storage_advisor_content_generation";
-- Called once, so that last_value changes with every later call (a fresh one reads 1 before and after its first).
SELECT nextval('storage_advisor_content_generation');

CREATE FUNCTION "storage_advisor_content_changed"() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_advisory_xact_lock_shared(1517219842)\073 PERFORM nextval(''storage_advisor_content_generation'')\073 RETURN NULL\073 END';

CREATE FUNCTION "storage_advisor_content_state"(OUT generation bigint, OUT settled boolean) LANGUAGE plpgsql AS
  E'BEGIN SELECT last_value INTO generation FROM storage_advisor_content_generation\073 settled := pg_try_advisory_xact_lock(1517219842)\073 END';

-- Every table a page reads. Not RateLimitBucket (written on every limited request, shown nowhere).
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "StorageOption" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Dataset" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "DatasetSystem" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "DatasetWorkload" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "DatasetResult" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "DatasetObservation" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "UploadedResult" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "UploadedJob" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PriceSnapshot" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PriceRecord" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PriceItem" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Recommendation" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "SavedWorkload" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
CREATE TRIGGER "storage_advisor_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ScheduledRun" FOR EACH STATEMENT EXECUTE FUNCTION "storage_advisor_content_changed"();
