import { pageRanges } from '../../contract/staffAuditWords';
import type { AuditActor, NewAuditEntry } from './audit';
import { idRunsLiteral, recordAudit } from './audit';
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
 * One access record per session, list and search for `windowMinutes` from its first page and
 * at most `pagesMax` pages (decisions 297, 317): a page seen within them is added to that record
 * (audit_list_pages); another search, or the same after the window or past the pages, writes a
 * new one. Two pages asked at once wait on one
 * lock per session, list and search, so they find or write the same record, never two
 * (`record_list_view`, migration 022).
 */
export async function recordListView(
  db: Database,
  view: ListView,
  limits: { windowMinutes: number; pagesMax: number },
): Promise<void> {
  const { page, searchKey, ...entry } = view;
  if (entry.sessionId === undefined || entry.sessionId === null) {
    await recordAudit(db, { ...entry, detail: `${entry.detail} page=${page}` });
    return;
  }
  // One call, its own transaction (migrations 022, 024): a page costs one round trip, not six.
  await db.query('SELECT record_list_view($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)', [
    entry.staffName,
    entry.staffId ?? null,
    entry.sessionId,
    entry.client ?? null,
    entry.action,
    entry.detail,
    limits.windowMinutes,
    limits.pagesMax,
    page,
    idRunsLiteral(entry.targetIds),
    searchKey,
  ]);
}

/** A record's detail with the pages seen under it, as the record reads: `status=new page=1–3`. */
export const detailWithPages = (detail: string | null, pages: number[] | null) =>
  pages && pages.length > 0 ? `${detail ?? 'all'} page=${pageRanges(pages)}` : detail;
