-- Uploaded files no longer pass through the database as one value (docs/decisions.md 53):
-- PGlite keeps them as files under DATA_DIR/uploads, PostgreSQL as 1 MiB chunks. `data` stays
-- for the files stored before this migration ('inline').
ALTER TABLE job_application_files ALTER COLUMN data DROP NOT NULL;
ALTER TABLE job_application_files ADD COLUMN storage text NOT NULL DEFAULT 'inline';

CREATE TABLE job_application_file_chunks (
  application_id integer NOT NULL,
  field text NOT NULL,
  seq integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (application_id, field, seq),
  FOREIGN KEY (application_id, field)
    REFERENCES job_application_files (application_id, field) ON DELETE CASCADE
);
