import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { auditRepository, withAudit } from '../../../server/db/audit';
import { reviewModerationRepository } from '../../../server/db/reviewModeration';
import { describeEachDatabase, openMigratedDatabase, type TestDatabase } from '../helpers';
import { insertReviews } from '../support/staffStorage';

// The audit log's storage: whole entries, paging, and the entry in the change's transaction.
// audit_log is append-only (migration 005): each test has a database of its own.

describeEachDatabase('staff storage on %s', (kind) => {
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
      const [id] = await insertReviews(own.db, 1);
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
});
