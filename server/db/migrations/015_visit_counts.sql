-- Visits counted without cookies (docs/product.md#visit-counting): only daily totals are kept.
-- One row per day, kind and key: a page's path, a conversion's name, a referring host, a device
-- class. The keys come from bounded sets (the site's paths, the contract's names, the day's first
-- referring hosts), so no flood of forged beacons can add rows without bound.
CREATE TABLE visit_counts (
  day date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('view', 'event', 'referrer', 'device')),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (day, kind, key)
);

-- A day's visitors, estimated by linear counting: each visitor's salted hash sets one bit, and the
-- number of bits set gives the estimate. `ones` is kept in the same statement as the bit, so
-- every instance adds to one sketch atomically. The salt is shared by the instances for that day
-- only and cleared once the day is over; without it a bit cannot be tied to anyone.
CREATE TABLE visit_sketches (
  day date PRIMARY KEY,
  salt bytea,
  bits bytea NOT NULL,
  ones integer NOT NULL DEFAULT 0 CHECK (ones >= 0)
);
