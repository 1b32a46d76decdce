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
