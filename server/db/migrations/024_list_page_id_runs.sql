-- A list view's pages kept the ids each showed one by one, and the access records' page read
-- every one of them for every record it showed: a record holds up to 100 pages of 20 ids
-- (decision 317), so a page of 20 such records unnested and sent 40,000 ids to show 20 rows
-- (~10 ms of SQL at a million records, decision 322). A page's ids are now kept as ascending
-- inclusive runs like the record's own (migration 019): a page of a list in date order is one
-- run or a few. Pages written before are converted here; a rewrite by ALTER TABLE fires no row
-- trigger, so the append-only rule of migration 020 stands.
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

ALTER TABLE audit_list_pages ALTER COLUMN target_ids TYPE integer[] USING audit_id_runs(target_ids);
DROP FUNCTION audit_id_runs(integer[]);

ALTER TABLE audit_list_pages ADD CONSTRAINT audit_list_pages_target_ids_runs
  CHECK (cardinality(target_ids) = 0 OR (array_ndims(target_ids) = 2 AND array_length(target_ids, 2) = 2));

-- As in migration 022, with one literal of runs for both the record and the page (they name the
-- same ids when the page starts the record).
DROP FUNCTION record_list_view(text, integer, integer, text, text, text, integer, integer, integer,
                               text, integer[], text);
CREATE FUNCTION record_list_view(
  p_staff_name text,
  p_staff_id integer,
  p_session_id integer,
  p_client text,
  p_action text,
  p_detail text,
  p_window_minutes integer,
  p_pages_max integer,
  p_page integer,
  p_id_runs text,
  p_search_key text
) RETURNS void LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
DECLARE
  record_id integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(
    concat_ws(' ', 'list view', p_session_id, p_action, p_detail, coalesce(p_search_key, ''))));
  SELECT a.id INTO record_id FROM audit_log a
   WHERE a.session_id = p_session_id AND a.action = p_action AND a.detail = p_detail
     AND a.created_at > now() - make_interval(mins => p_window_minutes)
     AND EXISTS (SELECT 1 FROM audit_list_pages p
                 WHERE p.audit_id = a.id AND p.search_key IS NOT DISTINCT FROM p_search_key)
     AND (SELECT count(*) FROM audit_list_pages p WHERE p.audit_id = a.id) < p_pages_max
   ORDER BY a.created_at DESC, a.id DESC LIMIT 1;
  IF record_id IS NULL THEN
    INSERT INTO audit_log (staff_name, staff_id, session_id, client, action, target_ids, detail)
      VALUES (p_staff_name, p_staff_id, p_session_id, p_client, p_action,
              p_id_runs::integer[], p_detail)
      RETURNING id INTO record_id;
  END IF;
  INSERT INTO audit_list_pages (audit_id, page, target_ids, search_key)
    VALUES (record_id, p_page, p_id_runs::integer[], p_search_key);
END
$$;
