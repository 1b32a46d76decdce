-- Version numbers count the published versions (decision 155). An identity column's sequence
-- is logged 32 values ahead, so after a crash the next publish jumped from v2 to v34; publishing
-- holds the content lock, so the next number is read from the table instead.
ALTER TABLE content_versions ALTER COLUMN version DROP IDENTITY;

-- The draft's revision: publish, revert and discard name the revision the owner saw and are
-- refused when another save has replaced it since. Never reused, so gaps do not matter.
CREATE SEQUENCE content_draft_revisions AS integer;
ALTER TABLE content_draft
  ADD COLUMN revision integer NOT NULL DEFAULT nextval('content_draft_revisions');
