import { expect, test } from 'vitest';
import { REVIEW_API } from '../../../contract/reviews';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import { openUnmigrated } from '../support/unmigrated';

// The list's total is read from a row the database keeps (migration 007, decision 141) rather
// than counted per request; whatever changes the reviews, it must equal a real count.
describeEachDatabase('the review total on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind));

  const listedTotal = async () =>
    (await t.app.inject({ url: REVIEW_API.list })).json<{ total: number }>().total;
  const countedTotal = async () =>
    (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM reviews WHERE hidden_at IS NULL',
      )
    )[0]?.n;
  const insert = (count: number) =>
    t.db.query(
      `INSERT INTO reviews (username, password_hash, title, content, consultation_type)
       SELECT '작성자' || i, 'x', '제목 ' || i, '내용', 'gift' FROM generate_series(1, $1::int) AS i`,
      [count],
    );
  const expectTotal = async (expected: number) => {
    expect(await countedTotal()).toBe(expected);
    expect(await listedTotal()).toBe(expected);
  };

  test('follows inserts, hiding, showing again, deletes and emptying', async () => {
    await t.db.exec('TRUNCATE reviews RESTART IDENTITY CASCADE');
    await expectTotal(0);
    await insert(7);
    await expectTotal(7);
    await t.db.exec('UPDATE reviews SET hidden_at = now() WHERE id IN (1, 2, 3)');
    await expectTotal(4);
    // hidden again, or its reason changed: no change in what is visible
    await t.db.exec(`UPDATE reviews SET hidden_at = now(), hidden_reason = '사유' WHERE id = 1`);
    await t.db.exec(`UPDATE reviews SET title = '바뀐 제목' WHERE id IN (4, 5)`);
    await expectTotal(4);
    await t.db.exec('UPDATE reviews SET hidden_at = NULL WHERE id = 2');
    await expectTotal(5);
    await t.db.exec('DELETE FROM reviews WHERE id IN (1, 4)'); // one hidden, one visible
    await expectTotal(4);
    await t.db.exec('TRUNCATE reviews RESTART IDENTITY CASCADE');
    await expectTotal(0);
  });

  test('a change rolled back leaves the total as it was', async () => {
    await t.db.exec('TRUNCATE reviews RESTART IDENTITY CASCADE');
    await insert(3);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.exec(`INSERT INTO reviews (username, password_hash, title, content, consultation_type)
                       VALUES ('가', 'x', '제목', '내용', 'gift')`);
        await tx.exec('DELETE FROM reviews WHERE id = 1');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expectTotal(3);
  });

  test('twenty reviews written at once through the API are twenty', async () => {
    await t.db.exec('TRUNCATE reviews RESTART IDENTITY CASCADE');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: REVIEW_API.list,
          payload: {
            username: `작성자${i}`,
            password: 'secret1',
            title: `제목 ${i}`,
            content: '내용입니다.',
            consultation_type: 'gift',
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    await expectTotal(20);
  });
});

describeEachDatabase('migration 007 on %s', (kind) => {
  test('starts the total from the reviews already there', async () => {
    const t = await openUnmigrated(kind);
    try {
      const before = loadMigrations().filter((migration) => migration.version < '007');
      await migrate(t.db, before);
      await t.db.exec(`INSERT INTO reviews (username, password_hash, title, content, consultation_type, hidden_at)
                       SELECT '작성자', 'x', '제목', '내용', 'gift', CASE WHEN i % 3 = 0 THEN now() END
                       FROM generate_series(1, 10) AS i`);
      expect(await migrate(t.db)).toContain('007_review_totals');
      const rows = await t.db.query<{ visible: number }>('SELECT visible FROM review_totals');
      expect(rows).toEqual([{ visible: 7 }]);
    } finally {
      await t.close();
    }
  });
});
