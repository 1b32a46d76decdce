import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { auditRepository, withAudit } from '../../../server/db/audit';
import { HANDLING_COLUMNS, handlingQueries, isStorableId } from '../../../server/db/handling';
import { passwordAttemptsRepository } from '../../../server/db/passwordAttempts';
import { reviewModerationRepository } from '../../../server/db/reviewModeration';
import {
  describeEachDatabase,
  openForSuite,
  openMigratedDatabase,
  type TestDatabase,
} from '../helpers';

// The staff side's storage rules — paging, the visibility filter, hide/restore/remove outcomes,
// the audit entry in the change's transaction, the password attempts' counting — called directly,
// one database per kind, rows written with explicit times so every order and window is known.

describeEachDatabase('staff storage on %s', (kind) => {
  const database = openForSuite(() => openMigratedDatabase(kind));
  // audit_log is append-only (migration 005), so it is not cleared here: the audit tests each
  // have a database of their own.
  beforeEach(async () => {
    await database.db.exec(
      'DELETE FROM reviews; DELETE FROM consultations; DELETE FROM password_attempts; DELETE FROM password_check_queue;',
    );
  });

  /** Reviews 1..n by age: the first is the oldest; `hidden` lists the hidden ones' numbers. */
  async function reviews(n: number, hidden: number[] = [], db = database.db): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 1; i <= n; i++) {
      const rows = await db.query<{ id: number }>(
        `INSERT INTO reviews (username, password_hash, title, content, consultation_type, created_at,
           hidden_at, hidden_reason, hidden_by)
         VALUES ($1, 'x', $2, 'c', '상속', TIMESTAMPTZ '2026-01-01T00:00:00Z' + make_interval(days => $3),
           $4, $5, $6) RETURNING id`,
        [
          `u${i}`,
          `t${i}`,
          i,
          hidden.includes(i) ? new Date('2026-02-01T00:00:00Z') : null,
          hidden.includes(i) ? '광고' : null,
          hidden.includes(i) ? 'kim' : null,
        ],
      );
      ids.push(rows[0]?.id ?? 0);
    }
    return ids;
  }

  describe('review moderation', () => {
    test('a page lists newest first, the requested page of the given size, with the total', async () => {
      await reviews(5);
      const moderation = reviewModerationRepository(database.db);
      const first = await moderation.page('all', 1, 2);
      expect(first.rows.map((r) => r.title)).toEqual(['t5', 't4']);
      expect(first.total).toBe(5);
      const third = await moderation.page('all', 3, 2);
      expect(third.rows.map((r) => r.title)).toEqual(['t1']);
      expect(third.total).toBe(5);
    });

    test('the visibility filter: hidden only, visible only, or all', async () => {
      await reviews(4, [2, 3]);
      const moderation = reviewModerationRepository(database.db);
      const titles = async (visibility: 'all' | 'hidden' | 'visible') => {
        const { rows, total } = await moderation.page(visibility, 1, 10);
        return { titles: rows.map((r) => r.title), total };
      };
      expect(await titles('hidden')).toEqual({ titles: ['t3', 't2'], total: 2 });
      expect(await titles('visible')).toEqual({ titles: ['t4', 't1'], total: 2 });
      expect(await titles('all')).toEqual({ titles: ['t4', 't3', 't2', 't1'], total: 4 });
    });

    test('rows carry what staff see: content, views and who hid it why', async () => {
      const [, id] = await reviews(2, [2]);
      const moderation = reviewModerationRepository(database.db);
      const row = await moderation.find(id ?? 0);
      expect(row).toMatchObject({
        id,
        username: 'u2',
        title: 't2',
        content: 'c',
        consultation_type: '상속',
        views: 0,
        hidden_reason: '광고',
        hidden_by: 'kim',
        updated_at: null,
      });
      expect(row?.hidden_at).toBeInstanceOf(Date);
      expect(row?.created_at).toBeInstanceOf(Date);
      expect(await moderation.find(0)).toBeUndefined();
      expect(await moderation.find(2 ** 31)).toBeUndefined();
      expect(await moderation.find((id ?? 0) + 100)).toBeUndefined();
    });

    test('hide: the row with reason and who; hidden already is "unchanged"; missing is "notFound"', async () => {
      const [id] = await reviews(1);
      const moderation = reviewModerationRepository(database.db);
      const hidden = await moderation.hide(database.db, id ?? 0, '욕설', 'lee');
      expect(hidden).toMatchObject({ id, hidden_reason: '욕설', hidden_by: 'lee' });
      expect(typeof hidden === 'object' && hidden.hidden_at).toBeInstanceOf(Date);
      expect(await moderation.hide(database.db, id ?? 0, '다른 이유', 'park')).toBe('unchanged');
      expect((await moderation.find(id ?? 0))?.hidden_by).toBe('lee');
      expect(await moderation.hide(database.db, (id ?? 0) + 100, '욕설', 'lee')).toBe('notFound');
      expect(await moderation.hide(database.db, -1, '욕설', 'lee')).toBe('notFound');
      // Beyond PostgreSQL's integer: no query at all, which would fail instead of finding nothing.
      expect(await moderation.hide(database.db, 2 ** 31, '욕설', 'lee')).toBe('notFound');
    });

    test('restore: shows it again with why and by whom, keeping why it was hidden; a visible one is "unchanged"; missing is "notFound"', async () => {
      const [id] = await reviews(1, [1]);
      const moderation = reviewModerationRepository(database.db);
      const restored = await moderation.restore(database.db, id ?? 0, '신고 철회', 'park');
      expect(restored).toMatchObject({
        id,
        hidden_at: null,
        hidden_reason: '광고',
        hidden_by: 'kim',
        restored_reason: '신고 철회',
        restored_by: 'park',
      });
      expect(
        restored !== 'notFound' && restored !== 'unchanged' && restored.restored_at,
      ).toBeInstanceOf(Date);
      expect(await moderation.restore(database.db, id ?? 0, '다시', 'park')).toBe('unchanged');
      expect(await moderation.restore(database.db, (id ?? 0) + 100, '다시', 'park')).toBe(
        'notFound',
      );
      expect(await moderation.restore(database.db, 1.5, '다시', 'park')).toBe('notFound');
    });

    test('remove: true once, then false; ids that cannot exist are false', async () => {
      const [id, other] = await reviews(2);
      const moderation = reviewModerationRepository(database.db);
      expect(await moderation.remove(database.db, id ?? 0)).toBe(true);
      expect(await moderation.remove(database.db, id ?? 0)).toBe(false);
      expect(await moderation.remove(database.db, 2 ** 31)).toBe(false);
      expect((await moderation.page('all', 1, 10)).rows.map((r) => r.id)).toEqual([other]);
    });
  });

  describe('audit log', () => {
    let own: TestDatabase;
    beforeEach(async () => {
      own = await openMigratedDatabase(kind);
    });
    afterEach(() => own.close());

    test('an entry keeps who, from where, what, the targets and the detail; absent parts are null', async () => {
      const audit = auditRepository(own.db);
      await audit.record({
        staffName: 'kim',
        staffId: 3,
        sessionId: 12,
        client: '203.0.113.9',
        action: 'review_hidden',
        target: { type: 'review', id: 7 },
        detail: '광고',
      });
      await audit.record({
        staffName: 'park',
        staffId: 4,
        sessionId: 13,
        client: '198.51.100.2',
        action: 'consultations_listed',
        targetIds: [9, 2, 5],
      });
      await audit.record({ staffName: 'lee', action: 'signed_in' });
      const { rows, total } = await audit.page(1, 10);
      expect(total).toBe(3);
      expect(rows.map(({ created_at, id, ...rest }) => rest)).toEqual([
        {
          staff_id: null,
          staff_name: 'lee',
          session_id: null,
          client: null,
          action: 'signed_in',
          target_type: null,
          target_id: null,
          target_ids: null,
          detail: null,
        },
        {
          staff_id: 4,
          staff_name: 'park',
          session_id: 13,
          client: '198.51.100.2',
          action: 'consultations_listed',
          target_type: null,
          target_id: null,
          // The ids as a set, in runs (migration 019), not in the order shown.
          target_ids: [
            [2, 2],
            [5, 5],
            [9, 9],
          ],
          detail: null,
        },
        {
          staff_id: 3,
          staff_name: 'kim',
          session_id: 12,
          client: '203.0.113.9',
          action: 'review_hidden',
          target_type: 'review',
          target_id: 7,
          target_ids: null,
          detail: '광고',
        },
      ]);
      expect(rows[0]?.created_at).toBeInstanceOf(Date);
    });

    test('pages are newest first, of the given size, with the total', async () => {
      const audit = auditRepository(own.db);
      for (let i = 1; i <= 5; i++) await audit.record({ staffName: `s${i}`, action: 'signed_in' });
      const names = async (page: number) =>
        (await audit.page(page, 2)).rows.map((row) => row.staff_name);
      expect(await names(1)).toEqual(['s5', 's4']);
      expect(await names(2)).toEqual(['s3', 's2']);
      expect(await names(3)).toEqual(['s1']);
      expect((await audit.page(3, 2)).total).toBe(5);
    });

    test('a change and its entry happen together, or neither does', async () => {
      const [id] = await reviews(1, [], own.db);
      const moderation = reviewModerationRepository(own.db);
      const audit = auditRepository(own.db);
      const entry = {
        staffName: 'kim',
        action: 'review_hidden',
        target: { type: 'review', id: id ?? 0 },
        detail: '광고',
      } as const;
      const result = await withAudit(own.db, entry, (tx) =>
        moderation.hide(tx, id ?? 0, '광고', 'kim'),
      );
      expect(result).toMatchObject({ id, hidden_by: 'kim' });
      expect((await audit.page(1, 10)).rows.map((r) => [r.action, r.target_id])).toEqual([
        ['review_hidden', id],
      ]);

      await expect(
        withAudit(own.db, { staffName: 'kim', action: 'review_restored' }, async (tx) => {
          await moderation.restore(tx, id ?? 0, '신고 철회', 'kim');
          throw new Error('the request failed after the change');
        }),
      ).rejects.toThrow('the request failed after the change');
      expect((await moderation.find(id ?? 0))?.hidden_by).toBe('kim');
      expect((await audit.page(1, 10)).total).toBe(1);
    });
  });

  describe('handled records (consultations)', () => {
    async function consultations(days: number[], statuses: string[] = []) {
      const ids: number[] = [];
      for (const [i, day] of days.entries()) {
        const rows = await database.db.query<{ id: number }>(
          `INSERT INTO consultations (consultation_type, name, phone, content, created_at, status)
           VALUES ('상속', $1, '010', '', TIMESTAMPTZ '2026-01-01T00:00:00Z' + make_interval(days => $2), $3)
           RETURNING id`,
          [`n${i + 1}`, day, statuses[i] ?? 'new'],
        );
        ids.push(rows[0]?.id ?? 0);
      }
      return ids;
    }
    const queries = () =>
      handlingQueries<{ id: number; name: string; status: string; note: string | null }>(
        database.db,
        'consultations',
        'id, name, status, note, changed_by',
      );

    test('pages newest first with the total; filters by status and a half-open time range', async () => {
      await consultations([1, 2, 3, 4], ['new', 'closed', 'new', 'new']);
      const q = queries();
      const page = await q.page({}, 2, 3);
      expect(page.rows.map((r) => r.name)).toEqual(['n1']);
      expect(page.total).toBe(4);
      expect((await q.page({ status: 'new' }, 1, 10)).rows.map((r) => r.name)).toEqual([
        'n4',
        'n3',
        'n1',
      ]);
      const range = {
        from: new Date('2026-01-03T00:00:00Z'),
        until: new Date('2026-01-05T00:00:00Z'),
      };
      const ranged = await q.page(range, 1, 10);
      expect(ranged.rows.map((r) => r.name)).toEqual(['n3', 'n2']);
      expect(ranged.total).toBe(2);
      expect((await q.batchAfter(range, null, 10)).map((r) => r.name)).toEqual(['n2', 'n3']);
      expect((await q.batchAfter({ status: 'closed' }, null, 10)).map((r) => r.name)).toEqual([
        'n2',
      ]);
    });

    test('find and setStatus: the changed row, who changed it; ids that cannot exist find nothing', async () => {
      const [id] = await consultations([1]);
      const q = queries();
      expect(await q.find(id ?? 0)).toMatchObject({ name: 'n1', status: 'new' });
      const changed = await q.setStatus(database.db, id ?? 0, { status: 'closed' }, 'kim');
      expect(changed).toMatchObject({ id, status: 'closed', note: null, changed_by: 'kim' });
      // The same status again is no change: who changed it last stays.
      const again = await q.setStatus(database.db, id ?? 0, { status: 'closed' }, 'lee');
      expect(again).toMatchObject({ status: 'closed', changed_by: 'kim' });
      expect(await q.setStatus(database.db, 0, { status: 'closed' }, 'kim')).toBeUndefined();
      // Beyond PostgreSQL's integer: no query at all, which would fail instead of finding nothing.
      expect(await q.setStatus(database.db, 2 ** 31, { status: 'closed' }, 'kim')).toBeUndefined();
      expect(await q.find(2 ** 31)).toBeUndefined();
      expect(await q.find((id ?? 0) + 100)).toBeUndefined();
    });

    test('the handling columns are what staff see of a record’s handling', async () => {
      const [id] = await consultations([1]);
      await queries().setStatus(database.db, id ?? 0, { status: 'contacted' }, 'lee');
      await database.db.query("UPDATE consultations SET note = '메모' WHERE id = $1", [id]);
      const row = await handlingQueries<Record<string, unknown>>(
        database.db,
        'consultations',
        HANDLING_COLUMNS,
      ).find(id ?? 0);
      expect(Object.keys(row ?? {}).sort()).toEqual(['changed_at', 'changed_by', 'note', 'status']);
      expect(row).toMatchObject({ status: 'contacted', note: '메모', changed_by: 'lee' });
    });

    test('an id is storable from 1 to PostgreSQL’s largest integer, whole numbers only', () => {
      expect(isStorableId(1)).toBe(true);
      expect(isStorableId(2_147_483_647)).toBe(true);
      expect(isStorableId(0)).toBe(false);
      expect(isStorableId(2_147_483_648)).toBe(false);
      expect(isStorableId(2.5)).toBe(false);
    });
  });

  describe('password attempts', () => {
    const windows = { windowMinutes: 15, suspectHours: 24, staleAfterSeconds: 30 };

    /** An attempt by `client` on review 5, `minutesAgo`, wrong, right-but-unsettled (null). */
    async function attempt(client: string, minutesAgo: number, wrong: boolean | null) {
      const rows = await database.db.query<{ id: number }>(
        `INSERT INTO password_attempts (review_id, client, wrong, attempted_at)
         VALUES (5, $1, $2, now() - make_interval(secs => $3)) RETURNING id`,
        [client, wrong, minutesAgo * 60],
      );
      return String(rows[0]?.id);
    }

    test("the standing counts the client's wrong ones in the window and the suspect period, everyone's, and its own running checks", async () => {
      const attempts = passwordAttemptsRepository(database.db);
      await attempt('a', 5, true); // in the window
      await attempt('a', 14, true); // in the window
      await attempt('a', 16, true); // past the window, in the suspect period
      await attempt('a', 25 * 60, true); // past the suspect period
      await attempt('b', 5, true); // someone else
      await attempt('a', 0.1, null); // a running check of the same client
      await attempt('a', 1, null); // a check older than 30 s: its process died
      await attempt('b', 0.1, null); // someone else's running check
      const mine = await attempts.start(5, 'a');
      expect(await attempts.standing(5, 'a', mine, windows)).toEqual({
        recentWrong: 2,
        clientWrong: 3,
        reviewWrong: 4,
        ahead: 1,
      });
      expect(await attempts.standing(6, 'a', mine, windows)).toEqual({
        recentWrong: 0,
        clientWrong: 0,
        reviewWrong: 0,
        ahead: 0,
      });
    });

    test('a later check does not count as ahead of an earlier one', async () => {
      const attempts = passwordAttemptsRepository(database.db);
      const first = await attempts.start(5, 'a');
      await attempts.start(5, 'a');
      expect((await attempts.standing(5, 'a', first, windows)).ahead).toBe(0);
    });

    test('a wrong check counts from now; a right one and an abandoned one leave no trace', async () => {
      const attempts = passwordAttemptsRepository(database.db);
      const probe = await attempts.start(5, 'probe');
      const wrong = await attempts.start(5, 'a');
      await database.db.query(
        "UPDATE password_attempts SET attempted_at = now() - interval '20 minutes' WHERE id = $1",
        [wrong],
      );
      await attempts.settle(wrong, true);
      const right = await attempts.start(5, 'a');
      await attempts.settle(right, false);
      const gone = await attempts.start(5, 'a');
      await attempts.abandon(gone);
      expect(await attempts.standing(5, 'a', probe, windows)).toMatchObject({
        recentWrong: 1,
        clientWrong: 1,
        ahead: 0,
      });
      const left = await database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM password_attempts',
      );
      expect(left[0]?.n).toBe(2);
    });

    test('purging drops attempts older than the given hours and queue turns already past', async () => {
      const attempts = passwordAttemptsRepository(database.db);
      await attempt('a', 3 * 60, true);
      await attempt('a', 60, true);
      await database.db.query(
        `INSERT INTO password_check_queue (review_id, next_check_at) VALUES
           (1, now() - interval '1 minute'), (2, now() + interval '1 minute')`,
      );
      expect(await attempts.purgeOlderThan(2)).toBe(1);
      const queue = await database.db.query<{ review_id: number }>(
        'SELECT review_id FROM password_check_queue',
      );
      expect(queue.map((row) => row.review_id)).toEqual([2]);
      const probe = await attempts.start(5, 'p');
      expect((await attempts.standing(5, 'a', probe, windows)).clientWrong).toBe(1);
    });
  });
});
