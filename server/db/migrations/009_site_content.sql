-- What the firm publishes from the console (decision 149): every published version of
-- the site's content, kept whole (a revert publishes an old one again as a new version), and the
-- one draft being edited. The body is the contract's shape (contract/siteContent.ts), checked by
-- the server before it is stored.
CREATE TABLE content_versions (
  version integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  body jsonb NOT NULL,
  published_by text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  reverted_from integer REFERENCES content_versions (version)
);

CREATE TABLE content_draft (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  body jsonb NOT NULL,
  updated_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
