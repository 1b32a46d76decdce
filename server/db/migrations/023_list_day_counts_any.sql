-- A list page summed its day counts over every value of the keys it was not filtered by: at a
-- million rows the requests' unfiltered page read ~5,600 rows of counts (696 days × status ×
-- type) and grouped them by day, three quarters of the statement's time (decision 319). The
-- counts now also keep, for each day, the sum over any k1, over any k2 and over both, under the
-- key list_count_any(); every filter the console offers then reads one row a day.
-- The marker is chr(1): no key can hold it (statuses, actions, types and positions are fixed
-- words; a staff name refuses control characters), and '' is already reviews' k2.
CREATE FUNCTION list_count_any() RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT chr(1) $$;

-- As in migration 018, with each change counted under its own keys and under "any" of them.
CREATE OR REPLACE FUNCTION list_counts_follow() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
DECLARE
  keys text := format('seoul_day(created_at) AS day, %s AS k1, %s AS k2', TG_ARGV[1], TG_ARGV[2]);
  changes text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM list_day_counts WHERE list = TG_ARGV[0];
    RETURN NULL;
  ELSIF TG_LEVEL = 'ROW' THEN
    changes := format('SELECT %1$s, -1 AS n FROM (SELECT ($2).*) AS r
                       UNION ALL SELECT %1$s, 1 FROM (SELECT ($3).*) AS r', keys);
  ELSIF TG_OP = 'INSERT' THEN
    changes := format('SELECT %s, 1 AS n FROM added', keys);
  ELSE
    changes := format('SELECT %s, -1 AS n FROM removed', keys);
  END IF;
  EXECUTE format(
    'INSERT INTO list_day_counts AS c (list, day, k1, k2, n)
       SELECT $1, day,
              CASE WHEN GROUPING(k1) = 1 THEN list_count_any() ELSE k1 END,
              CASE WHEN GROUPING(k2) = 1 THEN list_count_any() ELSE k2 END, sum(n)
       FROM (%s) AS change
       GROUP BY GROUPING SETS ((day, k1, k2), (day, k1), (day, k2), (day))
       HAVING sum(n) <> 0 ORDER BY 2, 3, 4
     ON CONFLICT (list, day, k1, k2) DO UPDATE SET n = c.n + EXCLUDED.n', changes)
    USING TG_ARGV[0], OLD, NEW;
  RETURN NULL;
END
$$;

INSERT INTO list_day_counts (list, day, k1, k2, n)
  SELECT list, day,
         CASE WHEN GROUPING(k1) = 1 THEN list_count_any() ELSE k1 END,
         CASE WHEN GROUPING(k2) = 1 THEN list_count_any() ELSE k2 END, sum(n)
  FROM list_day_counts
  GROUP BY list, GROUPING SETS ((day, k1), (day, k2), (day));

-- One filter's days in order: list, both keys (or the marker), then the day. Without n, which
-- every write changes: an index holding it made each count's update write new index entries
-- (no HOT update), and the day's busiest rows gathered dead entries between vacuums.
CREATE INDEX list_day_counts_filter_idx ON list_day_counts (list, k1, k2, day);
