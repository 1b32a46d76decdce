-- Reviews: the password exists only as a scrypt hash with its parameters (see server/passwords.ts).
CREATE TABLE reviews (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  password_hash text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  consultation_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz,
  views integer NOT NULL DEFAULT 0
);
-- One index serves both sort orders (newest scans it backwards).
CREATE INDEX reviews_created_idx ON reviews (created_at, id);

CREATE TABLE consultations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  consultation_type text NOT NULL,
  name text NOT NULL,
  phone text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  notified boolean NOT NULL DEFAULT false
);
CREATE INDEX consultations_created_idx ON consultations (created_at);

CREATE TABLE job_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  position text NOT NULL,
  introduction text NOT NULL,
  experience text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_applications_created_idx ON job_applications (created_at);

-- Uploaded files live apart from the row so listing applications never reads megabytes.
CREATE TABLE job_application_files (
  application_id integer NOT NULL REFERENCES job_applications (id) ON DELETE CASCADE,
  field text NOT NULL,
  file_name text NOT NULL,
  kind text NOT NULL,
  size integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (application_id, field)
);

-- Wrong (and in-flight) password attempts: the brute-force limit counts these rows, so every
-- instance sharing the database shares the limit.
CREATE TABLE password_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  review_id integer NOT NULL,
  client text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_attempts_review_idx ON password_attempts (review_id, attempted_at);
CREATE INDEX password_attempts_client_idx ON password_attempts (client, attempted_at);

-- Fixed-window write counters for @fastify/rate-limit, shared by every instance.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);
