import { expect, test } from 'vitest';
import { consultationsRepository } from '../../../server/db/consultations';
import { describeEachDatabase, openForSuite, openMigratedDatabase } from '../helpers';
import { listPageOracle, SIZE } from '../support/listPages';

// Every page of every staff list, as the per-day counts find it, against counting from the
// newest; the changes made between and during reads are in staffListChanges.test.ts.
describeEachDatabase('staff list pages on %s', (kind) => {
  const t = openForSuite(() => openMigratedDatabase(kind));
  const { seed, countsAgree, everyPageAgrees } = listPageOracle(t);

  test('every page of every filter across day edges, the same instant twice, past the end', async () => {
    await seed();
    await countsAgree();
    await everyPageAgrees();
  });

  test('a list emptied, and one of one row, page as before', async () => {
    await t.db.exec('TRUNCATE consultations RESTART IDENTITY CASCADE');
    const requests = consultationsRepository(t.db);
    expect(await requests.page({}, 1, SIZE)).toEqual({ rows: [], total: 0 });
    expect(await requests.page({ status: 'new' }, 3, SIZE)).toEqual({ rows: [], total: 0 });
    await requests.create({
      consultation_type: 'gift',
      name: '한명',
      phone: '010-1111-2222',
      content: '내용',
    });
    const one = await requests.page({}, 1, SIZE);
    expect([one.rows.map((row) => row.name), one.total]).toEqual([['한명'], 1]);
    expect(await requests.page({}, 2, SIZE)).toEqual({ rows: [], total: 1 });
  });
});
