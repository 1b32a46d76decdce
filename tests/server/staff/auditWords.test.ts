import { expect, test } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import type { AuditEntry, StaffPage } from '../../../contract/staffAnswers';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import { addConsultation, addStaff, asStaff, NAME, type Signed, signIn } from '../support/staff';

// The access records name whose record was looked at (read now, not stored in the record) and
// each session by when it signed in, so staff read them without looking numbers up.

describeEachDatabase('access records in words on %s', (kind) => {
  const t = openForSuite(async () => {
    const opened = await createTestApp(kind);
    await addStaff(opened.app, NAME);
    return opened;
  });
  const entries = async (signed: Signed, action: string) => {
    const response = await t.app.inject(
      asStaff(signed, { url: `${STAFF_API.audit}?action=${action}` }),
    );
    expect(response.statusCode).toBe(200);
    return (response.json() as StaffPage<AuditEntry>).items;
  };

  test('a viewed request is named by its requester; a deleted one by nothing; the session by its sign-in', async () => {
    const signed = await signIn(t.app, NAME);
    const kept = await addConsultation(t.app, '홍길동');
    const gone = await addConsultation(t.app, '김삭제');
    for (const id of [kept, gone]) {
      const seen = await t.app.inject(asStaff(signed, { url: STAFF_API.consultation(id) }));
      expect(seen.statusCode).toBe(200);
    }
    await t.app.inject(asStaff(signed, { method: 'DELETE', url: STAFF_API.consultation(gone) }));
    const viewed = await entries(signed, 'consultation_viewed');
    const byId = new Map(viewed.map((entry) => [entry.target_id, entry]));
    expect(byId.get(kept)?.target_name).toBe('홍길동');
    expect(byId.get(gone)?.target_name).toBeNull();
    const [signedIn] = await entries(signed, 'signed_in');
    expect(signedIn?.session_id).not.toBeNull();
    expect(byId.get(kept)?.session_id).toBe(signedIn?.session_id);
    expect(byId.get(kept)?.session_started_at).toBe(signedIn?.created_at);
  });
});
