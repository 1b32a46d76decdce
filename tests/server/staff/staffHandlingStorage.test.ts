import { describe, expect, test } from 'vitest';
import { HANDLING_COLUMNS, handlingQueries, isStorableId } from '../../../server/db/handling';
import { describeEachDatabase } from '../helpers';
import { openStaffStorage } from '../support/staffStorage';

// The handled records' storage (requests here): paging, filters, status changes and their columns.

describeEachDatabase('staff storage on %s', (kind) => {
  const database = openStaffStorage(kind);

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
});
