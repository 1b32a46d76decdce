-- A second factor for every staff account (개인정보의 안전성 확보조치 기준 §6③): an RFC 6238
-- authenticator, enrolled at the account's first sign-in after this migration.

-- The key, sealed with AES-256-GCM under STAFF_TOTP_KEY (server/secondFactor.ts): a copy of the
-- database alone does not give anyone codes. NULL until the account enrols (or after a reset).
ALTER TABLE staff ADD COLUMN totp_secret text;
ALTER TABLE staff ADD COLUMN totp_enrolled_at timestamptz;
-- The time step of the last code accepted: a code of that step or an earlier one is refused, so
-- each code opens one sign-in, whichever instance checks it (one conditional UPDATE decides).
-- integer: steps are about 5.9e7 now and stay under 2^31 for thousands of years; bigint would
-- come back as a string from one driver and a number from the other.
ALTER TABLE staff ADD COLUMN totp_last_step integer;

-- Ten single-use codes for a lost phone; only their SHA-256 is kept (they are random, 50 bits).
CREATE TABLE staff_recovery_codes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_recovery_codes_staff_idx ON staff_recovery_codes (staff_id);

-- A right password waiting for its code. Only the challenge's SHA-256 is stored; the row names
-- the password hash it was checked against, so a reset meanwhile ends it. `pending_secret` is the
-- new authenticator's key (sealed) while the account enrols.
CREATE TABLE staff_sign_in_challenges (
  id_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  password_hash text NOT NULL,
  pending_secret text,
  client text NOT NULL,
  wrong_codes integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sign_in_challenges_staff_idx ON staff_sign_in_challenges (staff_id);

-- Browsers that completed a sign-in to an account (OWASP's device cookies): their sign-ins are
-- not held back by what strangers try on the name. Only the cookie's SHA-256 is stored.
CREATE TABLE staff_devices (
  id_hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_devices_staff_idx ON staff_devices (staff_id);

-- Sessions opened with a password alone end here: everyone signs in again, with a code.
DELETE FROM staff_sessions;
