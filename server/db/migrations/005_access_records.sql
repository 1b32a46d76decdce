-- 접속기록 (개인정보의 안전성 확보조치 기준 §8): the audit log becomes the access record —
-- who (a staff id that is never reused), from which session and address, which records, what.
-- Entries written before this migration keep only the name: which of two people who held one
-- name wrote them cannot be known any more, so staff_id stays NULL for them.
ALTER TABLE audit_log
  -- No foreign key: the record outlives the account. Identity values are never handed out
  -- twice, so a removed and re-added name gets a new id.
  ADD COLUMN staff_id integer,
  ADD COLUMN session_id integer,
  -- request.ip for the console; 'cli' for the command line.
  ADD COLUMN client text,
  -- Every record shown or handed out (a list page, an export), beside target_id for one record.
  ADD COLUMN target_ids integer[];
CREATE INDEX audit_log_created_idx ON audit_log (created_at, id);
CREATE INDEX audit_log_staff_idx ON audit_log (staff_name, created_at);

-- A session's public number: what the access record and the session list name it by. The id
-- hash stays the key and is never shown.
ALTER TABLE staff_sessions
  ADD COLUMN id integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  ADD COLUMN client text;

-- Append-only. UPDATE, DELETE and TRUNCATE are refused, with one exception: the retention job
-- (server/db/audit.ts purgeOlderThan) deletes inside a transaction that says so
-- (set_config('app.retention_purge', 'on', true)), and even then only rows older than two years.
-- Two years is the legal floor of 개인정보의 안전성 확보조치 기준 §8 for this firm's data, not the
-- retention: that is RETENTION.accessRecordsYears in contract/limits.ts (at least this floor, a
-- contract test says so), which the job deletes by. The floor is written here rather than passed
-- in, because a number passed in by the caller would let any caller pass 0.
-- This guards against every code path of the application and a mistaken statement typed by hand.
-- It does not guard against the database owner, who can drop the trigger — the monthly CSV kept
-- elsewhere is the copy that person cannot change (docs/operations.md).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
     AND current_setting('app.retention_purge', true) = 'on'
     AND OLD.created_at < now() - interval '2 years'
  THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$$;

CREATE FUNCTION audit_log_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: TRUNCATE refused' USING ERRCODE = '42501';
END
$$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_no_truncate();

-- Sign-in attempts are also limited per account name across addresses: counted by name alone.
CREATE INDEX staff_sign_in_attempts_name_idx ON staff_sign_in_attempts (name, attempted_at);
