-- The public list's page p used to be `OFFSET (p - 1) * size`: the database walked every review
-- before the page, so a deep page cost in proportion to its number and `?page=` is public
-- (decision 213). The list now follows the order of writing (id) and finds where a page starts
-- from how many visible reviews each block of 1,000 ids holds, kept by the triggers below in the
-- same transaction as each change; then it seeks inside one block by the index of visible ids.
CREATE TABLE review_blocks (
  block integer PRIMARY KEY,
  visible integer NOT NULL CHECK (visible >= 0)
);
INSERT INTO review_blocks (block, visible)
  SELECT id / 1000, count(*) FILTER (WHERE hidden_at IS NULL) FROM reviews GROUP BY 1;

-- Only visible reviews, in id order: the seek inside a block reads this index alone.
CREATE INDEX reviews_visible_id_idx ON reviews (id) WHERE hidden_at IS NULL;

-- Migration 007's row trigger updated the one totals row once per review: inside one transaction
-- each update walks every earlier version of that row, so a bulk load was quadratic. Inserts and
-- deletes now change the counts once per statement (transition tables); hiding and showing again
-- stay per row (PostgreSQL allows no transition tables on a trigger with a column list). Every
-- path locks block rows in ascending order and the totals row last, so two writers cannot
-- deadlock on them.
DROP TRIGGER review_totals_follow ON reviews;
DROP FUNCTION review_totals_follow();

CREATE FUNCTION review_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer;
BEGIN
  INSERT INTO review_blocks AS b (block, visible)
    SELECT id / 1000, count(*) FILTER (WHERE hidden_at IS NULL) FROM added GROUP BY 1 ORDER BY 1
  ON CONFLICT (block) DO UPDATE SET visible = b.visible + EXCLUDED.visible;
  SELECT count(*) INTO change FROM added WHERE hidden_at IS NULL;
  IF change <> 0 THEN
    UPDATE review_totals SET visible = visible + change;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER review_counts_added AFTER INSERT ON reviews REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION review_counts_added();

CREATE FUNCTION review_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer;
BEGIN
  UPDATE review_blocks AS b SET visible = b.visible - gone.n
    FROM (SELECT id / 1000 AS block, count(*) AS n FROM removed WHERE hidden_at IS NULL
          GROUP BY 1 ORDER BY 1) AS gone
    WHERE b.block = gone.block;
  SELECT count(*) INTO change FROM removed WHERE hidden_at IS NULL;
  IF change <> 0 THEN
    UPDATE review_totals SET visible = visible - change;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER review_counts_removed AFTER DELETE ON reviews REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION review_counts_removed();

CREATE FUNCTION review_counts_moderated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer;
BEGIN
  IF (OLD.hidden_at IS NULL) = (NEW.hidden_at IS NULL) THEN
    RETURN NULL;
  END IF;
  change := CASE WHEN NEW.hidden_at IS NULL THEN 1 ELSE -1 END;
  INSERT INTO review_blocks AS b (block, visible) VALUES (NEW.id / 1000, greatest(change, 0))
    ON CONFLICT (block) DO UPDATE SET visible = b.visible + change;
  UPDATE review_totals SET visible = visible + change;
  RETURN NULL;
END
$$;
CREATE TRIGGER review_counts_moderated AFTER UPDATE OF hidden_at ON reviews
  FOR EACH ROW EXECUTE FUNCTION review_counts_moderated();

CREATE FUNCTION review_blocks_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM review_blocks;
  RETURN NULL;
END
$$;
CREATE TRIGGER review_blocks_emptied AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION review_blocks_emptied();

-- The id of the review that starts a page: the one after `skip` visible reviews, newest (highest
-- id) first or oldest first; NULL past the end. It walks the blocks from whichever end of the
-- board is nearer (at most half of them, a few hundred small rows at a million reviews), then
-- skips fewer than 1,000 entries of the index of visible ids. STABLE: it reads with the snapshot
-- of the statement that calls it, so the page, the counts and the total agree.
CREATE FUNCTION review_page_start(newest boolean, skip bigint) RETURNS integer
LANGUAGE plpgsql STABLE AS $$
DECLARE
  total bigint;
  k bigint;
  downward boolean;
  found integer;
  before bigint;
BEGIN
  SELECT visible INTO total FROM review_totals;
  IF skip < 0 OR skip >= total THEN
    RETURN NULL;
  END IF;
  IF skip * 2 < total THEN
    k := skip;
    downward := newest;
  ELSE
    k := total - 1 - skip;
    downward := NOT newest;
  END IF;
  IF downward THEN
    SELECT walked.block, walked.upto - walked.visible INTO found, before
      FROM (SELECT block, visible,
                   sum(visible) OVER (ORDER BY block DESC ROWS UNBOUNDED PRECEDING) AS upto
              FROM review_blocks ORDER BY block DESC) AS walked
     WHERE walked.upto > k LIMIT 1;
    RETURN (SELECT id FROM reviews
             WHERE hidden_at IS NULL AND id >= found * 1000 AND id < (found + 1) * 1000
             ORDER BY id DESC OFFSET k - before LIMIT 1);
  END IF;
  SELECT walked.block, walked.upto - walked.visible INTO found, before
    FROM (SELECT block, visible,
                 sum(visible) OVER (ORDER BY block ROWS UNBOUNDED PRECEDING) AS upto
            FROM review_blocks ORDER BY block) AS walked
   WHERE walked.upto > k LIMIT 1;
  RETURN (SELECT id FROM reviews
           WHERE hidden_at IS NULL AND id >= found * 1000 AND id < (found + 1) * 1000
           ORDER BY id OFFSET k - before LIMIT 1);
END
$$;

-- Staff lists (decision 215): an index for each filter the console offers that had none, so a
-- filtered page reads its rows in order instead of sorting every match.
CREATE INDEX job_applications_status_idx ON job_applications (status, created_at, id);
CREATE INDEX reviews_hidden_created_idx ON reviews (created_at, id) WHERE hidden_at IS NOT NULL;
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at, id);

-- The staff search `q` (decision 216): a phone number's digits whatever way it was typed
-- (010-1234-5678, 010 1234 5678, +82…), kept by the database, so a search by digits matches any.
ALTER TABLE consultations
  ADD COLUMN phone_digits text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED;
ALTER TABLE job_applications
  ADD COLUMN phone_digits text GENERATED ALWAYS AS (regexp_replace(phone, '[^0-9]', '', 'g')) STORED;

-- Names and digits are searched anywhere inside (`%…%`), which no B-tree serves: pg_trgm's
-- trigram indexes do, on PostgreSQL and on PGlite (which loads the module, server/db/pglite.ts).
-- In schema public, so that a database of many schemas (the tests') shares one extension. Where
-- the extension cannot be created (a role without the right), the search still answers, by
-- reading every row of the filtered range.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
  CREATE INDEX consultations_name_trgm_idx ON consultations USING gin (name public.gin_trgm_ops);
  CREATE INDEX consultations_phone_trgm_idx ON consultations
    USING gin (phone_digits public.gin_trgm_ops);
  CREATE INDEX job_applications_name_trgm_idx ON job_applications
    USING gin (name public.gin_trgm_ops);
  CREATE INDEX job_applications_phone_trgm_idx ON job_applications
    USING gin (phone_digits public.gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm unavailable (%): staff searches read the filtered rows', SQLERRM;
END
$$;
