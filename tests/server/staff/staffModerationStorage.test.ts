import { describe, expect, test } from 'vitest';
import { reviewModerationRepository } from '../../../server/db/reviewModeration';
import { describeEachDatabase } from '../helpers';
import { insertReviews, openStaffStorage } from '../support/staffStorage';

// Review moderation's storage: paging, the visibility filter, hide/restore/remove outcomes.

describeEachDatabase('staff storage on %s', (kind) => {
  const database = openStaffStorage(kind);
  const reviews = (n: number, hidden: number[] = []) => insertReviews(database.db, n, hidden);

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
});
