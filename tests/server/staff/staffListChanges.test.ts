import { expect, test } from 'vitest';
import { auditRepository } from '../../../server/db/audit';
import { consultationsRepository } from '../../../server/db/consultations';
import { jobApplicationsRepository } from '../../../server/db/jobApplications';
import { reviewModerationRepository } from '../../../server/db/reviewModeration';
import { describeEachDatabase, openForSuite, openMigratedDatabase } from '../helpers';
import { listPageOracle, SIZE } from '../support/listPages';

// Whatever is written, changed, hidden or deleted, between reads or while they run, the per-day
// counts stay true and every page is still the one counting from the newest gives.
describeEachDatabase('staff list pages on %s', (kind) => {
  const t = openForSuite(() => openMigratedDatabase(kind));
  const { seed, countsAgree, everyPageAgrees } = listPageOracle(t);

  test('whatever is written, changed, hidden or deleted between two requests, each page is exact', async () => {
    await seed();
    const requests = consultationsRepository(t.db);
    const applications = jobApplicationsRepository(t.db);
    let seed53 = 53;
    const next = (n: number) => {
      seed53 = (seed53 * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed53 % n;
    };
    for (let step = 0; step < 30; step++) {
      const id = 1 + next(950);
      const change = next(6);
      if (change === 0) {
        await requests.create({
          consultation_type: 'gift',
          name: '새고객',
          phone: '010-1111-2222',
          content: '내용',
        });
        await t.db.query(
          `INSERT INTO consultations (consultation_type, name, phone, content, created_at)
           VALUES ('inheritance', '지난고객', '02-123-4567', '내용', TIMESTAMPTZ '2026-11-10 00:00:00+09')`,
        );
      } else if (change === 1) {
        await requests.setStatus(t.db, id, { status: 'new' }, '박상담');
        // An application moved to another position moves its count with it.
        await t.db.query("UPDATE job_applications SET position = 'tax-consultant' WHERE id = $1", [
          id,
        ]);
      } else if (change === 2) {
        await t.db.query('DELETE FROM consultations WHERE id BETWEEN $1 AND $1 + 2', [id]);
      } else if (change === 3) {
        await t.db.query(
          'UPDATE reviews SET hidden_at = CASE WHEN hidden_at IS NULL THEN now() END WHERE id = $1',
          [id],
        );
      } else if (change === 4) {
        await t.db.query('DELETE FROM reviews WHERE id = $1', [id]);
      } else {
        await auditRepository(t.db).record({ staffName: '박상담', action: 'consultation_viewed' });
      }
      expect((await applications.page({}, 1, SIZE)).total).toBe(600);
    }
    await countsAgree();
    await everyPageAgrees();
  });

  test('written, changed, hidden and deleted while pages are read: each answer is one moment of the list', async () => {
    await seed();
    const requests = consultationsRepository(t.db);
    const moderation = reviewModerationRepository(t.db);
    const reads: Promise<{
      page: number;
      rows: { id: number; created_at: Date }[];
      total: number;
    }>[] = [];
    const writes: Promise<unknown>[] = [];
    // Twelve rounds: PGlite queues at most 100 statements, and each round is seven.
    for (let i = 0; i < 12; i++) {
      writes.push(
        requests.create({
          consultation_type: 'gift',
          name: `동시${i}`,
          phone: '010-1111-2222',
          content: '내용',
        }),
        requests.setStatus(t.db, 1 + i * 29, { status: 'closed' }, '박상담'),
        t.db.query('DELETE FROM consultations WHERE id = $1', [2 + i * 31]),
        t.db.query('UPDATE reviews SET hidden_at = now() WHERE id = $1', [1 + i * 23]),
        t.db.query('DELETE FROM reviews WHERE id = $1', [3 + i * 19]),
      );
      const page = 1 + ((i * 7) % 40);
      reads.push(
        requests.page({ status: 'closed' }, page, SIZE).then((answer) => ({ page, ...answer })),
        moderation.page('visible', page, SIZE).then((answer) => ({ page, ...answer })),
      );
    }
    await Promise.all(writes);
    for (const read of await Promise.all(reads)) {
      // The page's length follows from its own total: the rows and the counts came from one snapshot.
      expect(read.rows).toHaveLength(
        Math.max(0, Math.min(SIZE, read.total - (read.page - 1) * SIZE)),
      );
      const order = read.rows.map((row) => [row.created_at.getTime(), row.id]);
      expect(order).toEqual(
        [...order].sort(([atA = 0, idA = 0], [atB = 0, idB = 0]) => atB - atA || idB - idA),
      );
    }
    await countsAgree();
    await everyPageAgrees();
  });
});
