-- A page of a staff list seen is recorded by one call (decision 315): the lock of its session,
-- list and search, the look for the record still open (within the window and under its most
-- pages, decision 317), that record when there is none, and the page under it (decision 297). As one statement of its own the call is its own
-- transaction, and the lock is held until it ends; each statement inside reads what committed
-- before it, so a page that waited on the lock finds the record the other page wrote.
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
  p_record_ids text,
  p_page_ids integer[],
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
              p_record_ids::integer[], p_detail)
      RETURNING id INTO record_id;
  END IF;
  INSERT INTO audit_list_pages (audit_id, page, target_ids, search_key)
    VALUES (record_id, p_page, p_page_ids, p_search_key);
END
$$;
