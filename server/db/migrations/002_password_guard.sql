-- Password checks (docs/decisions.md 52). An attempt row is written when a check starts
-- (wrong IS NULL: in flight) and settled afterwards: a right password deletes it, a wrong one
-- sets wrong = true. Rows kept from 001 were all wrong guesses.
ALTER TABLE password_attempts ADD COLUMN wrong boolean;
UPDATE password_attempts SET wrong = true;
-- Limits are per client and review now; one address's mistakes no longer lock it out of every review.
DROP INDEX password_attempts_client_idx;
CREATE INDEX password_attempts_review_client_idx ON password_attempts (review_id, client, attempted_at);

-- The shared queue of one review: checks by clients that have guessed it wrong take turns,
-- spaced further apart the more wrong guesses the review has had.
CREATE TABLE password_check_queue (
  review_id integer PRIMARY KEY,
  next_check_at timestamptz NOT NULL
);
