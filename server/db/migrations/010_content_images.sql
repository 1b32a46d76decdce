-- Pictures staff upload for the success cases (decision 154): each upload re-encoded to WebP at
-- the size the pages show and at twice it, kept here rather than on one instance's disk so every
-- instance on PostgreSQL serves the same bytes. A picture is named by the SHA-256 of the file as
-- uploaded; each of its widths is a row. Rows are never changed: the URL is cached for a year.
CREATE TABLE content_images (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  format text NOT NULL CHECK (format = 'webp'),
  bytes bytea NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (sha256, width)
);
