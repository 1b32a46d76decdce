import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import type { AuditEntry, StaffSessionInfo } from '../../../contract/staffAnswers';
import { createTestApp, type DatabaseKind, openForSuite } from '../helpers';
import { addStaff, asStaff, NAME, type Signed, signIn } from './staff';

// 접속기록 (decision 125, 개인정보의 안전성 확보조치 기준 §8): every view, search, export and download
// of personal data is recorded with the account id, session, address, records and action. What
// the accessRecord*.test.ts files share: the records as stored, and a staff member signed in.

export const ADDRESS = '10.20.30.40';

export const as = (signed: Signed, options: InjectOptions) => asStaff(signed, options, ADDRESS);

export type Row = Omit<AuditEntry, 'created_at'> & { created_at: Date };

export async function records(app: FastifyInstance, action: string): Promise<Row[]> {
  const rows = await app.db.query<Row>(
    `SELECT id, staff_id, staff_name, session_id, client, action, target_type,
            target_id, target_ids, detail, created_at
     FROM audit_log WHERE action = $1 ORDER BY id`,
    [action],
  );
  return rows;
}
export const last = async (app: FastifyInstance, action: string) =>
  (await records(app, action)).at(-1);
/** The ids a record's runs name, one by one. */
export const idsIn = (row: Pick<Row, 'target_ids'> | undefined) =>
  (row?.target_ids ?? []).flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i),
  );
/** The pages seen under a list's record (audit_list_pages), in the order seen; ids as runs. */
export const pagesOf = (app: FastifyInstance, id: number | undefined) =>
  app.db.query<{ page: number; target_ids: [number, number][] }>(
    'SELECT page, target_ids FROM audit_list_pages WHERE audit_id = $1 ORDER BY created_at',
    [id],
  );

export async function staffIdOf(app: FastifyInstance, name = NAME) {
  return (await app.staff.findByName(name))?.id;
}

export async function sessionsOf(app: FastifyInstance, signed: Signed) {
  const response = await app.inject(as(signed, { url: STAFF_API.sessions }));
  expect(response.statusCode).toBe(200);
  return response.json() as StaffSessionInfo[];
}

/**
 * An app on `kind` with NAME signed in from ADDRESS (`signed`), its account and session ids, and
 * `actor()`: who its records name. Opened before the suite's first test.
 */
export function openAccessRecordSuite(kind: DatabaseKind) {
  const t = openForSuite(async () => {
    const opened = await createTestApp(kind);
    await addStaff(opened.app);
    const staffId = await staffIdOf(opened.app);
    const signed = await signIn(opened.app);
    const sessionId = (await sessionsOf(opened.app, signed)).find((s) => s.current)?.id ?? 0;
    return { ...opened, signed, staffId, sessionId };
  });
  const actor = () => ({
    staff_id: t.staffId,
    staff_name: NAME,
    session_id: t.sessionId,
    client: ADDRESS,
  });
  return { t, actor };
}
