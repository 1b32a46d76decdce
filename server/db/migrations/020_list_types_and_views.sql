-- The request and application lists filter by type too: a request's consultation_type (already
-- the consultations' k2 in migration 018) and an application's position, which the applications'
-- day counts now key as k2 instead of ''. A page with a type then starts from the counts like any
-- other filter (decision 295). Within the day a page starts in, the rows of one type are read from
-- an index that leads with it, so a rare type does not walk past every other type's rows.
DROP TRIGGER job_applications_counted ON job_applications;
DROP TRIGGER job_applications_uncounted ON job_applications;
DROP TRIGGER job_applications_recounted ON job_applications;

CREATE TRIGGER job_applications_counted AFTER INSERT ON job_applications REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('job_applications', 'status', 'position');
CREATE TRIGGER job_applications_uncounted AFTER DELETE ON job_applications REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION list_counts_follow('job_applications', 'status', 'position');
CREATE TRIGGER job_applications_recounted AFTER UPDATE OF status, position, created_at ON job_applications
  FOR EACH ROW EXECUTE FUNCTION list_counts_follow('job_applications', 'status', 'position');

DELETE FROM list_day_counts WHERE list = 'job_applications';
INSERT INTO list_day_counts (list, day, k1, k2, n)
  SELECT 'job_applications', seoul_day(created_at), status, position, count(*)
    FROM job_applications GROUP BY 2, 3, 4;

CREATE INDEX consultations_type_created_id_idx ON consultations (consultation_type, created_at, id);
CREATE INDEX job_applications_position_created_id_idx ON job_applications (position, created_at, id);

-- A list seen page after page under one search is one access record (decision 297): the record
-- (audit_log) names the list and its filters once; each page seen is appended here, with the ids
-- it showed, so the record still says who saw which records. Append-only like the record: a page
-- goes only with its record, when the retention purge deletes that (ON DELETE CASCADE).
CREATE TABLE audit_list_pages (
  audit_id integer NOT NULL REFERENCES audit_log (id) ON DELETE CASCADE,
  page integer NOT NULL,
  target_ids integer[] NOT NULL,
  -- Which search it was, as a keyed hash of `q` (never `q` itself, a visitor's name or number);
  -- null without a search. Two searches alike but for `q` are two records.
  search_key text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_list_pages_audit_idx ON audit_list_pages (audit_id);

CREATE FUNCTION audit_list_pages_append_only() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM audit_log WHERE id = OLD.audit_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_list_pages is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$$;
CREATE TRIGGER audit_list_pages_append_only BEFORE UPDATE OR DELETE ON audit_list_pages
  FOR EACH ROW EXECUTE FUNCTION audit_list_pages_append_only();
CREATE TRIGGER audit_list_pages_no_truncate BEFORE TRUNCATE ON audit_list_pages
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_no_truncate();

-- The open record of a session's list and search is looked up by these, newest first.
CREATE INDEX audit_log_session_action_idx ON audit_log (session_id, action, created_at);
