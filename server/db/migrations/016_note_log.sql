-- Staff notes as a log (decision 233): every note a dated entry with its author, never replaced
-- or erased by a status change. A wrong note is struck through by its author (struck_at,
-- struck_by) and stays readable. The record's own `note` column now keeps the latest note not
-- struck through, written in the same transaction as the log, so the lists show it without
-- reading the log.
CREATE TABLE consultation_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  record_id integer NOT NULL,
  body text NOT NULL,
  author text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  struck_at timestamptz,
  struck_by text
);
CREATE INDEX consultation_notes_record_idx ON consultation_notes (record_id, id);

CREATE TABLE job_application_notes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  record_id integer NOT NULL,
  body text NOT NULL,
  author text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  struck_at timestamptz,
  struck_by text
);
CREATE INDEX job_application_notes_record_idx ON job_application_notes (record_id, id);

-- A record's notes go with it. Not a foreign key: its cascade runs one DELETE per record, and the
-- retention purge and a bulk delete remove thousands of records in one statement; these
-- statement triggers remove the notes of all of them in one. Each keeps the schema it was made in
-- (SET search_path FROM CURRENT), so a delete run from a session with another search_path (an
-- operator's psql, a copy or test tool) still finds the notes table.
CREATE FUNCTION consultation_notes_follow() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  DELETE FROM consultation_notes WHERE record_id IN (SELECT id FROM removed);
  RETURN NULL;
END
$$;
CREATE TRIGGER consultation_notes_follow AFTER DELETE ON consultations
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION consultation_notes_follow();

CREATE FUNCTION job_application_notes_follow() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  DELETE FROM job_application_notes WHERE record_id IN (SELECT id FROM removed);
  RETURN NULL;
END
$$;
CREATE TRIGGER job_application_notes_follow AFTER DELETE ON job_applications
  REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION job_application_notes_follow();

-- Today's single notes become each record's first entry, by whoever last changed it and when
-- (a note was only ever written with a status change, so both are set; the fallbacks are for
-- rows written by hand).
INSERT INTO consultation_notes (record_id, body, author, created_at)
  SELECT id, note, COALESCE(changed_by, ''), COALESCE(changed_at, created_at)
  FROM consultations WHERE note IS NOT NULL AND note <> '' ORDER BY id;
INSERT INTO job_application_notes (record_id, body, author, created_at)
  SELECT id, note, COALESCE(changed_by, ''), COALESCE(changed_at, created_at)
  FROM job_applications WHERE note IS NOT NULL AND note <> '' ORDER BY id;
