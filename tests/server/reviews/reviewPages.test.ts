import { expect, test } from 'vitest';
import { PAGE_SIZES, SORT_ORDERS, type SortOrder } from '../../../contract/limits';
import { REVIEW_API } from '../../../contract/reviews';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import { openUnmigrated } from '../support/unmigrated';

// The public list finds where a page starts from per-block counts of visible reviews that
// triggers keep (migration 013, decision 213) instead of walking every earlier review. Whatever
// changes the reviews, every page must be exactly what counting from the start would give.
describeEachDatabase('review list pages on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind));

  interface ListAnswer {
    items: { id: number }[];
    total: number;
  }
  const listed = async (sort: SortOrder, size: number, page: number) => {
    const answer = await t.app.inject({
      url: `${REVIEW_API.list}?page=${page}&items_per_page=${size}&sort_order=${sort}`,
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json<ListAnswer>();
    return { ids: body.items.map((item) => item.id), total: body.total };
  };
  /** The page as OFFSET counts it: every visible review before it, walked one by one. */
  const counted = async (sort: SortOrder, size: number, page: number) => {
    const ids = await t.db.query<{ id: number }>(
      `SELECT id FROM reviews WHERE hidden_at IS NULL ORDER BY id ${sort === 'newest' ? 'DESC' : 'ASC'}
       LIMIT $1 OFFSET $2`,
      [size, (page - 1) * size],
    );
    const total = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reviews WHERE hidden_at IS NULL',
    );
    return { ids: ids.map((row) => row.id), total: total[0]?.n ?? 0 };
  };
  const insert = (count: number, hiddenEvery = 0) =>
    t.db.query(
      `INSERT INTO reviews (username, password_hash, title, content, consultation_type, hidden_at)
       SELECT '작성자' || i, 'x', '제목 ' || i, '내용', 'gift',
              CASE WHEN $2::int > 0 AND i % $2::int = 0 THEN now() END
       FROM generate_series(1, $1::int) AS i`,
      [count, hiddenEvery],
    );
  const blocksAgree = async () => {
    const kept = await t.db.query<{ block: number; visible: number }>(
      'SELECT block, visible FROM review_blocks WHERE visible > 0 ORDER BY block',
    );
    const real = await t.db.query<{ block: number; visible: number }>(
      `SELECT id / 1000 AS block, count(*)::int AS visible FROM reviews WHERE hidden_at IS NULL
       GROUP BY 1 ORDER BY 1`,
    );
    expect(kept).toEqual(real);
  };
  /** Every size and order, the pages around each block's edge, the middle, the last and past it. */
  const everyPageAgrees = async () => {
    const total = (await counted('newest', 10, 1)).total;
    for (const sort of SORT_ORDERS) {
      for (const size of PAGE_SIZES) {
        const last = Math.max(1, Math.ceil(total / size));
        const pages = new Set([1, 2, Math.ceil(last / 2), last - 1, last, last + 1]);
        for (let edge = 1000; edge < total + 1000; edge += 1000) {
          pages.add(Math.floor(edge / size));
          pages.add(Math.floor(edge / size) + 1);
        }
        for (const page of pages) {
          if (page < 1) continue;
          expect(await listed(sort, size, page), `${sort} ${size} page ${page}`).toEqual(
            await counted(sort, size, page),
          );
        }
      }
    }
  };

  test('every page across block edges, both orders, every size, hidden reviews scattered', async () => {
    await t.db.exec('TRUNCATE reviews RESTART IDENTITY CASCADE');
    await insert(2_600, 7);
    await t.db.exec('DELETE FROM reviews WHERE id BETWEEN 990 AND 1010 OR id % 97 = 0');
    await blocksAgree();
    await everyPageAgrees();
  });

  test('a board of one review, and an empty one, page as before', async () => {
    await t.db.exec('TRUNCATE reviews RESTART IDENTITY CASCADE');
    expect(await listed('newest', 10, 1)).toEqual({ ids: [], total: 0 });
    expect(await listed('oldest', 10, 2)).toEqual({ ids: [], total: 0 });
    await insert(1);
    expect(await listed('newest', 10, 1)).toEqual({ ids: [1], total: 1 });
    expect(await listed('oldest', 10, 1)).toEqual({ ids: [1], total: 1 });
    expect(await listed('oldest', 10, 2)).toEqual({ ids: [], total: 1 });
  });

  test('whatever is written, hidden, shown again or deleted between two requests, each page is exact', async () => {
    await t.db.exec('TRUNCATE reviews RESTART IDENTITY CASCADE');
    await insert(1_500, 5);
    // A fixed sequence of the changes a board sees, each followed by pages checked against a count.
    let seed = 53;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let step = 0; step < 40; step++) {
      const id = 1 + next(1_600);
      const change = next(4);
      if (change === 0) await insert(1 + next(30), 3);
      else if (change === 1)
        await t.db.query('UPDATE reviews SET hidden_at = now() WHERE id = $1', [id]);
      else if (change === 2)
        await t.db.query('UPDATE reviews SET hidden_at = NULL WHERE id = $1', [id]);
      else await t.db.query('DELETE FROM reviews WHERE id BETWEEN $1 AND $1 + 3', [id]);
      const sort = SORT_ORDERS[next(2)] ?? 'newest';
      const size = PAGE_SIZES[next(3)] ?? 10;
      const total = (await counted(sort, size, 1)).total;
      const page = 1 + next(Math.ceil(total / size) + 1);
      expect(await listed(sort, size, page), `step ${step}`).toEqual(
        await counted(sort, size, page),
      );
    }
    await blocksAgree();
  });

  test('what a visitor sees when a review is written between two pages: the board moved by one', async () => {
    await t.db.exec('TRUNCATE reviews RESTART IDENTITY CASCADE');
    await insert(25);
    const first = await listed('newest', 10, 1);
    expect(first.ids).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    await insert(1);
    // Pages are numbered on the board as it is now: the new review heads page 1, and page 2
    // starts with the review that ended page 1 a moment ago, with the total one higher.
    expect(await listed('newest', 10, 2)).toEqual({
      ids: [16, 15, 14, 13, 12, 11, 10, 9, 8, 7],
      total: 26,
    });
    await t.db.exec('UPDATE reviews SET hidden_at = now() WHERE id IN (26, 25)');
    // Two hidden above it: page 2 starts two later, and nothing hidden is ever listed.
    expect(await listed('newest', 10, 2)).toEqual({
      ids: [14, 13, 12, 11, 10, 9, 8, 7, 6, 5],
      total: 24,
    });
  });

  test('reviews written, hidden and deleted while pages are read: each answer is one moment of the board', async () => {
    await t.db.exec('TRUNCATE reviews RESTART IDENTITY CASCADE');
    await insert(1_200, 9);
    const reads: Promise<{ ids: number[]; total: number; page: number; size: number }>[] = [];
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 30; i++) {
      writes.push(
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
        t.db.query('UPDATE reviews SET hidden_at = now() WHERE id = $1', [1 + i * 37]),
        t.db.query('DELETE FROM reviews WHERE id = $1', [2 + i * 41]),
      );
      const page = 1 + ((i * 13) % 80);
      reads.push(listed('newest', 15, page).then((answer) => ({ ...answer, page, size: 15 })));
    }
    await Promise.all(writes);
    for (const read of await Promise.all(reads)) {
      // The page's length follows from its own total: counts and rows came from one snapshot.
      expect(read.ids).toHaveLength(
        Math.max(0, Math.min(read.size, read.total - (read.page - 1) * read.size)),
      );
      expect(read.ids).toEqual([...read.ids].sort((a, b) => b - a));
    }
    await blocksAgree();
    await everyPageAgrees();
  });

  test('one transaction of many statements and one statement of many rows keep the counts', async () => {
    await t.db.exec('TRUNCATE reviews RESTART IDENTITY CASCADE');
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 20; i++) {
        await tx.exec(`INSERT INTO reviews (username, password_hash, title, content, consultation_type)
                       SELECT '가', 'x', '제목', '내용', 'gift' FROM generate_series(1, 150)`);
      }
      await tx.exec('DELETE FROM reviews WHERE id % 4 = 0');
    });
    await blocksAgree();
    expect((await listed('oldest', 20, 1)).total).toBe(2_250);
  });
});

describeEachDatabase('migration 013 on %s', (kind) => {
  test('starts the block counts from the reviews already there', async () => {
    const t = await openUnmigrated(kind);
    try {
      const before = loadMigrations().filter((migration) => migration.version < '013');
      await migrate(t.db, before);
      await t.db.exec(`INSERT INTO reviews (username, password_hash, title, content, consultation_type, hidden_at)
                       SELECT '작성자', 'x', '제목', '내용', 'gift', CASE WHEN i % 3 = 0 THEN now() END
                       FROM generate_series(1, 2100) AS i`);
      expect(await migrate(t.db)).toContain('013_review_pages');
      const rows = await t.db.query<{ block: number; visible: number }>(
        'SELECT block, visible FROM review_blocks ORDER BY block',
      );
      // ids 1–999, 1000–1999, 2000–2100; every third hidden
      expect(rows).toEqual([
        { block: 0, visible: 666 },
        { block: 1, visible: 667 },
        { block: 2, visible: 67 },
      ]);
    } finally {
      await t.close();
    }
  });
});
