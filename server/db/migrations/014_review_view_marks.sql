-- Who opened which review lately, so that re-opening it does not raise its views again
-- (decision 192). A mark is an HMAC, under the day's salt, of the client's address, its user agent
-- and the review's id: it names no one, is kept for the window only, and once the day's salt is
-- gone (the next day) no mark can be linked to an address even by whoever reads the database.
-- In the database, not in one process's memory, so that every instance sees the same marks.
CREATE TABLE review_view_marks (
  mark bytea PRIMARY KEY,
  seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX review_view_marks_seen_at ON review_view_marks (seen_at);

-- One random salt per day of the database's clock, made by whichever instance asks first.
CREATE TABLE review_view_salts (
  day date PRIMARY KEY,
  salt bytea NOT NULL
);
