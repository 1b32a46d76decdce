-- The staff's lists (requests, applications, reviews, access records) paged with OFFSET and
-- counted their matches on every request: at a million rows a deep page or a count walked the
-- whole index (decision 256). The database now keeps how many rows each list holds per Seoul day
-- and per value of the filters the console offers (k1, k2 below), in the same transaction as each
-- change. A page finds the day it starts in from these counts, then skips fewer rows than that
-- day holds; the total is a sum of the same counts.
--   consultations      k1 = status, k2 = consultation_type
--   job_applications   k1 = status, k2 = ''
--   reviews            k1 = 'hidden' or 'visible', k2 = ''
--   audit_log          k1 = action, k2 = staff_name
CREATE TABLE list_day_counts (
  list text NOT NULL,
  day integer NOT NULL,
  k1 text NOT NULL,
  k2 text NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (list, day, k1, k2)
);

-- Days since 1970-01-01 in Seoul (UTC+9; Korea keeps no daylight saving time), so that a filter's
-- day bounds, which are Seoul midnights, fall on day edges.
CREATE FUNCTION seoul_day(at timestamptz) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT floor((extract(epoch FROM at) + 32400) / 86400)::integer $$;

-- One function for every list and event. TG_ARGV: the list's name, then the SQL of k1 and k2 over
-- a row of its table. Inserts and deletes count once a statement through transition tables (a
-- purge batch or a bulk load is one upsert per touched day and key, not one per row); an update
-- of a key column moves the row's one count, per row (PostgreSQL gives no transition table to a
-- trigger with a column list). Rows are upserted in key order, so two writers cannot deadlock.
-- The schema it was made in is kept (SET search_path FROM CURRENT), so a write from a session with
-- another search_path still finds the counts table and seoul_day.
CREATE FUNCTION list_counts_follow() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
DECLARE
  keys text := format('seoul_day(created_at) AS day, %s AS k1, %s AS k2', TG_ARGV[1], TG_ARGV[2]);
  changes text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM list_day_counts WHERE list = TG_ARGV[0];
    RETURN NULL;
  ELSIF TG_LEVEL = 'ROW' THEN
    changes := format('SELECT %1$s, -1 AS n FROM (SELECT ($2).*) AS r
                       UNION ALL SELECT %1$s, 1 FROM (SELECT ($3).*) AS r', keys);
  ELSIF TG_OP = 'INSERT' THEN
    changes := format('SELECT %s, 1 AS n FROM added', keys);
  ELSE
    changes := format('SELECT %s, -1 AS n FROM removed', keys);
  END IF;
  EXECUTE format(
    'INSERT INTO list_day_counts AS c (list, day, k1, k2, n)
       SELECT $1, day, k1, k2, sum(n) FROM (%s) AS change
       GROUP BY day, k1, k2 HAVING sum(n) <> 0 ORDER BY day, k1, k2
     ON CONFLICT (list, day, k1, k2) DO UPDATE SET n = c.n + EXCLUDED.n', changes)
    USING TG_ARGV[0], OLD, NEW;
  RETURN NULL;
END
$$;

CREATE TRIGGER consultations_counted AFTER INSERT ON consultations REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('consultations', 'status', 'consultation_type');
CREATE TRIGGER consultations_uncounted AFTER DELETE ON consultations REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('consultations', 'status', 'consultation_type');
CREATE TRIGGER consultations_recounted AFTER UPDATE OF status, consultation_type, created_at ON consultations
  FOR EACH ROW EXECUTE FUNCTION list_counts_follow('consultations', 'status', 'consultation_type');
CREATE TRIGGER consultations_counts_emptied AFTER TRUNCATE ON consultations
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('consultations');

CREATE TRIGGER job_applications_counted AFTER INSERT ON job_applications REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('job_applications', 'status', '''''');
CREATE TRIGGER job_applications_uncounted AFTER DELETE ON job_applications REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('job_applications', 'status', '''''');
CREATE TRIGGER job_applications_recounted AFTER UPDATE OF status, created_at ON job_applications
  FOR EACH ROW EXECUTE FUNCTION list_counts_follow('job_applications', 'status', '''''');
CREATE TRIGGER job_applications_counts_emptied AFTER TRUNCATE ON job_applications
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('job_applications');

CREATE TRIGGER reviews_counted AFTER INSERT ON reviews REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('reviews',
    'CASE WHEN hidden_at IS NULL THEN ''visible'' ELSE ''hidden'' END', '''''');
CREATE TRIGGER reviews_uncounted AFTER DELETE ON reviews REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('reviews',
    'CASE WHEN hidden_at IS NULL THEN ''visible'' ELSE ''hidden'' END', '''''');
-- Only when hidden_at turns from null to a time or back: the view counter's updates and an
-- author's edits leave the counts alone.
CREATE TRIGGER reviews_recounted AFTER UPDATE OF hidden_at, created_at ON reviews
  FOR EACH ROW WHEN ((OLD.hidden_at IS NULL) <> (NEW.hidden_at IS NULL)
                     OR OLD.created_at <> NEW.created_at)
  EXECUTE FUNCTION list_counts_follow('reviews',
    'CASE WHEN hidden_at IS NULL THEN ''visible'' ELSE ''hidden'' END', '''''');
CREATE TRIGGER reviews_counts_emptied AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('reviews');

-- The access record is append-only (migration 005): inserts, and the retention purge's deletes.
CREATE TRIGGER audit_log_counted AFTER INSERT ON audit_log REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('audit_log', 'action', 'staff_name');
CREATE TRIGGER audit_log_uncounted AFTER DELETE ON audit_log REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('audit_log', 'action', 'staff_name');

INSERT INTO list_day_counts (list, day, k1, k2, n)
  SELECT 'consultations', seoul_day(created_at), status, consultation_type, count(*)
    FROM consultations GROUP BY 2, 3, 4;
INSERT INTO list_day_counts (list, day, k1, k2, n)
  SELECT 'job_applications', seoul_day(created_at), status, '', count(*)
    FROM job_applications GROUP BY 2, 3;
INSERT INTO list_day_counts (list, day, k1, k2, n)
  SELECT 'reviews', seoul_day(created_at),
         CASE WHEN hidden_at IS NULL THEN 'visible' ELSE 'hidden' END, '', count(*)
    FROM reviews GROUP BY 2, 3;
INSERT INTO list_day_counts (list, day, k1, k2, n)
  SELECT 'audit_log', seoul_day(created_at), action, staff_name, count(*)
    FROM audit_log GROUP BY 2, 3, 4;

-- The seek inside a day, newest first, with the filter's own columns leading where one is set.
CREATE INDEX consultations_status_created_id_idx ON consultations (status, created_at, id);
DROP INDEX consultations_status_idx;
CREATE INDEX audit_log_staff_created_id_idx ON audit_log (staff_name, created_at, id);
DROP INDEX audit_log_staff_idx;
