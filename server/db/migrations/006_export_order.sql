-- Exports read requests and applications in batches in (created_at, id) order, each batch
-- starting after the last row of the one before (keyset). This index answers every batch with a
-- short range scan, already in order; the created_at index it replaces is its prefix.
CREATE INDEX consultations_created_id_idx ON consultations (created_at, id);
DROP INDEX consultations_created_idx;
CREATE INDEX job_applications_created_id_idx ON job_applications (created_at, id);
DROP INDEX job_applications_created_idx;
