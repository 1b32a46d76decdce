import { pageRanges } from '../../contract/staffAuditWords';
import type { AuditActor, NewAuditEntry } from './audit';
import { recordAudit } from './audit';
import type { Database } from './database';

/** A page of a list seen: the record's action and filters (no page), and what the page showed. */
export interface ListView extends AuditActor {
  action: NewAuditEntry['action'];
  /** The list's filters as the record keeps them (`status=new`, `all`); the page is apart. */
  detail: string;
  page: number;
  targetIds: readonly number[];
  /** The search told apart without being kept (a keyed hash of `q`); null without one. */
  searchKey: string | null;
}

/**
 * One access record per session, list and search for `windowMinutes` from its first page
 * (decision 297): a page seen within it is added to that record (audit_list_pages); another
 * search, or the same after the window, writes a new one. Two pages asked at once wait on one
 * lock per session, list and search, so they find or write the same record, never two.
 */
export async function recordListView(
  db: Database,
  view: ListView,
  windowMinutes: number,
): Promise<void> {
  const { page, searchKey, ...entry } = view;
  if (entry.sessionId === undefined || entry.sessionId === null) {
    await recordAudit(db, { ...entry, detail: `${entry.detail} page=${page}` });
    return;
  }
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `list view ${entry.sessionId} ${entry.action} ${entry.detail} ${searchKey ?? ''}`,
    ]);
    const open = await tx.query<{ id: number }>(
      `SELECT a.id FROM audit_log a
       WHERE a.session_id = $1 AND a.action = $2 AND a.detail = $3
         AND a.created_at > now() - make_interval(mins => $4)
         AND EXISTS (SELECT 1 FROM audit_list_pages p
                     WHERE p.audit_id = a.id AND p.search_key IS NOT DISTINCT FROM $5::text)
       ORDER BY a.created_at DESC, a.id DESC LIMIT 1`,
      [entry.sessionId, entry.action, entry.detail, windowMinutes, searchKey],
    );
    const id = open[0]?.id ?? (await recordAudit(tx, entry));
    await tx.query(
      'INSERT INTO audit_list_pages (audit_id, page, target_ids, search_key) VALUES ($1, $2, $3, $4)',
      [id, page, [...entry.targetIds], searchKey],
    );
  });
}

/** A record's detail with the pages seen under it, as the record reads: `status=new page=1–3`. */
export const detailWithPages = (detail: string | null, pages: number[] | null) =>
  pages && pages.length > 0 ? `${detail ?? 'all'} page=${pageRanges(pages)}` : detail;
