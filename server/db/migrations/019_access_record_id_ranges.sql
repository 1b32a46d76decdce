-- An export's access record named every exported id in target_ids: at a million rows that one
-- INSERT outlasted the statement deadline and the record of the export was lost. target_ids now
-- holds the same set as ascending inclusive runs, one [from, to] pair a row of a two-dimensional
-- array: {{1,1000000}} for an export of a whole table, {{3,3},{5,9}} for 3 and 5 to 9. A list
-- page's ids are kept as a set too; the order they were shown in was never what a review asks.
-- Entries written before this migration are converted here; a rewrite by ALTER TABLE fires no
-- row trigger, so the append-only rule of migration 005 stands.
CREATE FUNCTION audit_id_runs(ids integer[]) RETURNS integer[] LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT COALESCE(array_agg(ARRAY[lo, hi] ORDER BY lo), '{}')
  FROM (
    SELECT min(id) AS lo, max(id) AS hi
    FROM (
      SELECT id, id - row_number() OVER (ORDER BY id) AS run
      FROM (SELECT DISTINCT unnest(ids) AS id) AS distinct_ids
    ) AS numbered
    GROUP BY run
  ) AS runs
$$;

ALTER TABLE audit_log ALTER COLUMN target_ids TYPE integer[] USING audit_id_runs(target_ids);
DROP FUNCTION audit_id_runs(integer[]);

-- Pairs only: an empty set is '{}', anything else has a second dimension of exactly two.
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_ids_runs
  CHECK (cardinality(target_ids) = 0 OR (array_ndims(target_ids) = 2 AND array_length(target_ids, 2) = 2));
