import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import type { AuditEntry, StaffSessionInfo } from '../../../contract/staffAnswers';
import { createTestApp, type DatabaseKind, openForSuite } from '../helpers';
import { addStaff, asStaff, type Signed, signIn } from './staff';

// The audit suites' two staff members and what they read back: the entries (or whole rows) a
// request wrote, asserted whole, so "who" cannot be a constant and a refused action shows none.

export const OTHER = '박직원';
export const OTHER_PASSWORD = 'another long password';
export const ADDRESS = '10.30.40.50';

export const as = (signed: Signed, options: InjectOptions) => asStaff(signed, options, ADDRESS);

export type Entry = Pick<
  AuditEntry,
  'staff_name' | 'action' | 'target_type' | 'target_id' | 'detail'
>;
/** An entry as `audited` reads it: who, what, on which record (or none), and the detail. */
export const entry = (
  staff_name: string,
  action: Entry['action'],
  target: { type: NonNullable<Entry['target_type']>; id: number } | null,
  detail: Entry['detail'],
): Entry => ({
  staff_name,
  action,
  target_type: target?.type ?? null,
  target_id: target?.id ?? null,
  detail,
});
/** An access record as stored, all but its id and time. */
export type Row = Omit<AuditEntry, 'id' | 'created_at'>;

/**
 * An app on `kind` with two staff members signed in (`first` is NAME, `second` OTHER), and the
 * reads of the audit log the suite asserts with; opened before the suite's first test.
 */
export function openAuditSuite(kind: DatabaseKind) {
  const t = openForSuite(async () => {
    const opened = await createTestApp(kind);
    await addStaff(opened.app);
    await addStaff(opened.app, OTHER, OTHER_PASSWORD);
    const first = await signIn(opened.app);
    const second = await signIn(opened.app, OTHER, OTHER_PASSWORD);
    return { ...opened, first, second };
  });

  /** The entries written since `since` (an audit_log id), oldest first. */
  async function entriesAfter(since: number): Promise<Entry[]> {
    return t.db.query<Entry>(
      `SELECT staff_name, action, target_type, target_id, detail FROM audit_log
       WHERE id > $1 ORDER BY id`,
      [since],
    );
  }
  /** The whole rows written since `since`, oldest first. */
  async function rowsAfter(since: number): Promise<Row[]> {
    return t.db.query<Row>(
      `SELECT staff_id, staff_name, session_id, client, action, target_type, target_id,
              target_ids, detail
       FROM audit_log WHERE id > $1 ORDER BY id`,
      [since],
    );
  }
  async function lastId(): Promise<number> {
    const rows = await t.db.query<{ id: number | null }>(
      'SELECT max(id)::int AS id FROM audit_log',
    );
    return rows[0]?.id ?? 0;
  }
  /** Runs one request and returns its status and the entries it wrote. */
  async function audited(options: InjectOptions) {
    const since = await lastId();
    const response = await t.app.inject(options);
    return { status: response.statusCode, entries: await entriesAfter(since) };
  }

  /** Runs one request as `signed`: answered `status`, it wrote exactly `entries`. */
  async function expectAudited(
    signed: Signed,
    options: InjectOptions,
    status: number,
    entries: Entry[],
  ) {
    expect(await audited(as(signed, options))).toEqual({ status, entries });
  }

  /** A status change by `signed` (staff member `name`): answered 200, with its one entry. */
  function expectStatusChanged(
    signed: Signed,
    name: string,
    target: 'consultation' | 'application',
    id: number,
    payload: { status: string; note?: string },
    detail: string,
  ) {
    return expectAudited(signed, { method: 'PATCH', url: STAFF_API[target](id), payload }, 200, [
      entry(name, `${target}_status_changed`, { type: target, id }, detail),
    ]);
  }

  /** Runs one request and returns its status and the whole rows it wrote. */
  async function recorded(options: InjectOptions) {
    const since = await lastId();
    const response = await t.app.inject(options);
    return { status: response.statusCode, rows: await rowsAfter(since) };
  }
  /** Who a signed-in request is, as its access record names them. */
  async function actorOf(signed: Signed, name: string) {
    const response = await t.app.inject(as(signed, { url: STAFF_API.sessions }));
    expect(response.statusCode).toBe(200);
    const sessionId = (response.json() as StaffSessionInfo[]).find((s) => s.current)?.id;
    const staffId = (await t.app.staff.findByName(name))?.id;
    expect([staffId, sessionId]).toEqual([expect.any(Number), expect.any(Number)]);
    return { staff_id: staffId, staff_name: name, session_id: sessionId, client: ADDRESS };
  }
  const noTarget = { target_type: null, target_id: null, target_ids: null };

  return {
    t,
    entriesAfter,
    rowsAfter,
    lastId,
    audited,
    expectAudited,
    expectStatusChanged,
    recorded,
    actorOf,
    noTarget,
  };
}
