import { expect, test } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import { copyDatabase } from '../../../server/operations/dbCopy';
import { runAccountCommand } from '../../../server/operations/staffCommandLine';
import { createTestApp, describeEachDatabase, openTestDatabase, TEST_SCRYPT } from '../helpers';
import { as, openAccessRecordSuite, records, staffIdOf } from '../support/accessRecords';
import { NAME, PASSWORD, signIn } from '../support/staff';

// Records name accounts and sessions by id: an account's changes are recorded, and no id a record
// names is handed to a new account or session, neither here nor after db:copy.

describeEachDatabase('access records on %s', (kind) => {
  const { t } = openAccessRecordSuite(kind);

  test('the command line records account changes; a re-added name is a new id', async () => {
    await runAccountCommand(
      t.db,
      { command: 'add', name: '이중복', role: 'staff' },
      { password: PASSWORD, scrypt: TEST_SCRYPT, actor: { staffName: 'cli:ops', client: 'cli' } },
    );
    const firstId = await staffIdOf(t.app, '이중복');
    const before = await signIn(t.app, '이중복');
    await t.app.inject(as(before, { url: STAFF_API.consultations }));
    await runAccountCommand(
      t.db,
      { command: 'remove', name: '이중복' },
      { actor: { staffName: 'cli:ops', client: 'cli' } },
    );
    await runAccountCommand(
      t.db,
      { command: 'add', name: '이중복', role: 'staff' },
      { password: PASSWORD, scrypt: TEST_SCRYPT, actor: { staffName: 'cli:ops', client: 'cli' } },
    );
    const secondId = await staffIdOf(t.app, '이중복');
    expect(secondId).not.toBe(firstId);
    const after = await signIn(t.app, '이중복');
    await t.app.inject(as(after, { url: STAFF_API.consultations }));

    const lists = (await records(t.app, 'consultations_listed')).filter(
      (r) => r.staff_name === '이중복',
    );
    expect(lists.map((r) => r.staff_id)).toEqual([firstId, secondId]);
    const changes = [
      ...(await records(t.app, 'account_added')),
      ...(await records(t.app, 'account_removed')),
    ].filter((r) => r.detail?.startsWith('이중복'));
    expect(
      changes.map((r) => [r.action, r.target_type, r.target_id, r.staff_name, r.client]),
    ).toEqual([
      ['account_added', 'staff', firstId, 'cli:ops', 'cli'],
      ['account_added', 'staff', secondId, 'cli:ops', 'cli'],
      ['account_removed', 'staff', firstId, 'cli:ops', 'cli'],
    ]);
  });
});

describeEachDatabase(
  'db:copy from PGlite to %s keeps recorded ids unused and ids as runs',
  (kind) => {
    test('a removed account and an ended session do not lend their ids to new ones', async () => {
      const source = await createTestApp('pglite');
      const target = await openTestDatabase(kind);
      try {
        const cli = { staffName: 'cli:ops', client: 'cli' };
        await runAccountCommand(
          source.db,
          { command: 'add', name: NAME, role: 'staff' },
          { password: PASSWORD, scrypt: TEST_SCRYPT, actor: cli },
        );
        await runAccountCommand(
          source.db,
          { command: 'add', name: '퇴사자', role: 'staff' },
          { password: PASSWORD, scrypt: TEST_SCRYPT, actor: cli },
        );
        const leaver = await staffIdOf(source.app, '퇴사자');
        await signIn(source.app, '퇴사자');
        const [recorded] = await source.db.query<{ session_id: number }>(
          "SELECT session_id FROM audit_log WHERE action = 'signed_in'",
        );
        await runAccountCommand(source.db, { command: 'remove', name: '퇴사자' }, { actor: cli });
        // An export's ids, as runs (migration 019), cross over as they are.
        await source.app.audit.record({
          staffName: NAME,
          action: 'consultations_exported',
          targetIds: [1, 2, 3, 7, 9, 10],
        });

        await copyDatabase(source.db, target.db);
        expect(
          await target.db.query(
            "SELECT target_ids FROM audit_log WHERE action = 'consultations_exported'",
          ),
        ).toEqual([
          {
            target_ids: [
              [1, 3],
              [7, 7],
              [9, 10],
            ],
          },
        ]);
        await runAccountCommand(
          target.db,
          { command: 'add', name: '신입', role: 'staff' },
          { password: PASSWORD, scrypt: TEST_SCRYPT, actor: cli },
        );
        const [newcomer] = await target.db.query<{ id: number }>(
          "SELECT id FROM staff WHERE name = '신입'",
        );
        expect(newcomer?.id).toBeGreaterThan(leaver ?? Number.POSITIVE_INFINITY);
        const [account] = await target.db.query<{ id: number }>('SELECT id FROM staff LIMIT 1');
        const [session] = await target.db.query<{ id: number }>(
          `INSERT INTO staff_sessions (id_hash, staff_id, csrf_token) VALUES ('h', $1, 't')
         RETURNING id`,
          [account?.id],
        );
        expect(session?.id).toBeGreaterThan(recorded?.session_id ?? Number.POSITIVE_INFINITY);
      } finally {
        await source.close();
        await target.close();
      }
    });
  },
);
