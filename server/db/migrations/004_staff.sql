-- The staff console. Accounts are made from the command line (npm run staff); the
-- password exists only as a scrypt hash, like review passwords (server/passwords.ts).
CREATE TABLE staff (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Sessions live here so every instance behind a load balancer knows them. Only a SHA-256 of the
-- cookie's random id is stored: a copy of this table does not let anyone sign in.
CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);

-- Sign-in attempts per client and account name, written before the password is checked and
-- deleted by a right one: the limit counts these rows, shared by instances.
CREATE TABLE staff_sign_in_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client text NOT NULL,
  name text NOT NULL,
  -- NULL while the password is being checked; only wrong ones count against the limit.
  wrong boolean,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sign_in_attempts_idx ON staff_sign_in_attempts (client, name, attempted_at);

-- Who did what, when. The name is copied, not referenced: the log outlives removed accounts.
CREATE TABLE audit_log (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_name text NOT NULL,
  action text NOT NULL,
  target_type text,
  target_id integer,
  detail text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Where each request and application stands; the last change only (the history is the audit log).
ALTER TABLE consultations
  ADD COLUMN status text NOT NULL DEFAULT 'new',
  ADD COLUMN note text,
  ADD COLUMN changed_at timestamptz,
  ADD COLUMN changed_by text;
CREATE INDEX consultations_status_idx ON consultations (status, created_at);
ALTER TABLE job_applications
  ADD COLUMN status text NOT NULL DEFAULT 'new',
  ADD COLUMN note text,
  ADD COLUMN changed_at timestamptz,
  ADD COLUMN changed_by text;

-- 임시조치: a hidden review is gone for every public call until restored.
ALTER TABLE reviews
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN hidden_reason text,
  ADD COLUMN hidden_by text;
-- The public board lists and counts visible reviews only.
CREATE INDEX reviews_visible_created_idx ON reviews (created_at, id) WHERE hidden_at IS NULL;
