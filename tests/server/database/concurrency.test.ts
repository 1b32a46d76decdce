import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { expect, test } from 'vitest';
import { PASSWORD_ATTEMPTS, REVIEW_VIEWS } from '../../../contract/limits';
import { REVIEW_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { buildApp } from '../../../server/app';
import { POOL_SIZE, TRANSACTIONS_AT_ONCE } from '../../../server/db/postgres';
import { reviewViewsRepository } from '../../../server/db/reviewViews';
import {
  createTestApp,
  describeEachDatabase,
  describePostgres,
  openForSuite,
  openPostgresSchema,
  openTestDatabase,
  TEST_SCRYPT,
} from '../helpers';
import { checkPassword, deleteWithPassword } from '../support/reviewPasswords';

const review = {
  username: '동시성',
  password: 'parallel1',
  title: '동시 요청',
  content: '내용',
  consultation_type: 'consulting',
};

describeEachDatabase('concurrent requests on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind));

  async function create() {
    const response = await t.app.inject({ method: 'POST', url: REVIEW_API.list, payload: review });
    expect(response.statusCode).toBe(201);
    return response.json().id as number;
  }

  /** `count` requests sent at once, the i-th made by `request(i)`; their answers in order. */
  function atOnce(count: number, request: (i: number) => InjectOptions) {
    return Promise.all(Array.from({ length: count }, (_, i) => t.app.inject(request(i))));
  }

  test('100 parallel view increments from 100 browsers give exactly +100, each answer a distinct count', async () => {
    const id = await create();
    const open = (i: number): InjectOptions => ({
      method: 'POST',
      url: REVIEW_API.views(id),
      headers: { 'user-agent': `browser ${i}` },
    });
    let responses = await atOnce(100, open);
    // On a loaded machine the database's queue may refuse some (503 with Retry-After, counting
    // nothing); those browsers open again, as the page does, until every one is answered.
    for (let round = 0; round < 5; round++) {
      const refused = responses.flatMap((response, i) => (response.statusCode === 200 ? [] : [i]));
      if (refused.length === 0) break;
      for (const i of refused) {
        expect(responses[i]?.statusCode).toBe(503);
        expect(responses[i]?.headers['retry-after']).toBeDefined();
      }
      const again = await Promise.all(refused.map((i) => t.app.inject(open(i))));
      responses = responses.map((response, i) => again[refused.indexOf(i)] ?? response);
    }
    expect(responses.map((response) => response.statusCode)).toEqual(Array(100).fill(200));
    const counts = responses.map((response) => response.json().views as number);
    expect(new Set(counts).size).toBe(100);
    expect(Math.max(...counts)).toBe(100);
    expect((await t.app.inject({ url: REVIEW_API.one(id) })).json().views).toBe(100);
  });

  test('ten identical opens at once from one browser count once, and all answer that count', async () => {
    const id = await create();
    const responses = await atOnce(10, () => ({
      method: 'POST',
      url: REVIEW_API.views(id),
      headers: { 'user-agent': 'one browser' },
    }));
    expect(responses.map((response) => response.json().views)).toEqual(Array(10).fill(1));
    expect((await t.app.inject({ url: REVIEW_API.one(id) })).json().views).toBe(1);
  });

  test('50 parallel creates all appear, with the right total', async () => {
    const before = (await t.app.inject({ url: REVIEW_API.list })).json().total as number;
    const responses = await atOnce(50, (i) => ({
      method: 'POST',
      url: REVIEW_API.list,
      payload: { ...review, title: `병렬 ${i}` },
    }));
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const ids = new Set(responses.map((response) => response.json().id));
    expect(ids.size).toBe(50);
    const list = (await t.app.inject({ url: `${REVIEW_API.list}?items_per_page=20` })).json();
    expect(list.total).toBe(before + 50);
    let seen = 0;
    for (let page = 1; page <= Math.ceil(list.total / 20); page++) {
      const items = (
        await t.app.inject({ url: `${REVIEW_API.list}?items_per_page=20&page=${page}` })
      ).json().items as { id: number }[];
      seen += items.filter((item) => ids.has(item.id)).length;
    }
    expect(seen).toBe(50);
  });

  test('a concurrent edit and delete of one review leave a consistent state', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await create();
      const [edit, remove] = await Promise.all([
        t.app.inject({
          method: 'PUT',
          url: REVIEW_API.one(id),
          payload: { ...review, title: '수정' },
          remoteAddress: `10.50.${round}.1`,
        }),
        deleteWithPassword(t.app, id, review.password, `10.50.${round}.2`),
      ]);
      // Whichever ran first, the delete wins and the edit either happened before it or saw it gone.
      expect(remove.statusCode).toBe(204);
      expect([200, 404]).toContain(edit.statusCode);
      if (edit.statusCode === 404) expect(edit.json().detail).toBe(REVIEW_MESSAGES.notFound);
      expect((await t.app.inject({ url: REVIEW_API.one(id) })).statusCode).toBe(404);
    }
  });

  test('parallel wrong guesses from one client never get more than the allowed number of checks', async () => {
    const id = await create();
    const responses = await atOnce(12, (i) => ({
      method: 'POST',
      url: REVIEW_API.verify(id),
      payload: { password: `wrong-${i}` },
      remoteAddress: '10.60.0.1',
    }));
    const checked = responses.filter((response) => response.statusCode === 200).length;
    expect(checked).toBe(PASSWORD_ATTEMPTS.max);
    expect(responses.filter((response) => response.statusCode === 429).length).toBe(12 - checked);
  });

  test('parallel checks of the right password all succeed, from one address or many', async () => {
    const id = await create();
    const responses = await atOnce(10, (i) => ({
      method: 'POST',
      url: REVIEW_API.verify(id),
      payload: { password: review.password },
      remoteAddress: i < 5 ? '10.61.0.1' : `10.61.1.${i}`,
    }));
    expect(responses.map((response) => response.json().verified)).toEqual(Array(10).fill(true));
  });
});

// Two instances need a database both can reach: only PostgreSQL (PGlite is single-process).
describePostgres('two instances on one PostgreSQL', () => {
  test('share the wrong-password limit of a client on a review; the owner still gets in', async () => {
    const first = await createTestApp('postgres');
    const secondDb = openPostgresSchema(first.location);
    const second = await buildApp({
      database: secondDb,
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      distDir: join(tmpdir(), 'none'),
      config: { writeLimitPerMinute: 100_000 },
    });
    try {
      const created = await first.app.inject({
        method: 'POST',
        url: REVIEW_API.list,
        payload: review,
      });
      const id = created.json().id as number;
      const instances = [first.app, second];
      for (let i = 0; i < PASSWORD_ATTEMPTS.max; i++) {
        const response = await instances[i % 2]?.inject({
          method: 'POST',
          url: REVIEW_API.verify(id),
          payload: { password: `nope-${i}` },
          remoteAddress: '10.70.0.1',
        });
        expect(response?.json()).toEqual({ verified: false });
      }
      for (const app of instances) {
        const response = await checkPassword(app, id, review.password, '10.70.0.1');
        expect(response.statusCode).toBe(429);
        expect(response.json().detail).toBe(REVIEW_MESSAGES.tooManyAttempts);
      }
      for (const app of instances) {
        const owner = await checkPassword(app, id, review.password, '10.70.1.1');
        expect(owner.json().verified).toBe(true);
      }
    } finally {
      await second.close();
      await secondDb.close();
      await first.close();
    }
  });
});

describePostgres('a re-open waiting on an open still committing', () => {
  test('answers the count that open committed, not the one its own statement began with', async () => {
    const t = await createTestApp('postgres');
    try {
      const created = await t.app.inject({ method: 'POST', url: REVIEW_API.list, payload: review });
      const id = created.json().id as number;
      const views = reviewViewsRepository(t.db);
      const mark = Buffer.alloc(32, 1);
      let reopened: Promise<number | undefined> | undefined;
      await t.db.transaction(async (tx) => {
        // The first open, held uncommitted while the second one starts and waits on its mark.
        await tx.query('INSERT INTO review_view_marks (mark) VALUES ($1)', [mark]);
        await tx.query('UPDATE reviews SET views = views + 1 WHERE id = $1', [id]);
        reopened = views.count(id, mark, REVIEW_VIEWS.repeatWindowSeconds);
        for (;;) {
          const waiting = await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE wait_event_type = 'Lock' AND query LIKE '%review_view_marks%'`,
          );
          if ((waiting[0]?.n ?? 0) > 0) break;
        }
      });
      expect(await reopened).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describePostgres("the day's first opens on two instances at once", () => {
  test("each reads the one salt written, not an error, when the other's insert commits while it waits", async () => {
    const t = await createTestApp('postgres');
    try {
      await t.db.query('DELETE FROM review_view_salts');
      const views = reviewViewsRepository(t.db);
      const written = Buffer.alloc(32, 9);
      let salted: Promise<Buffer> | undefined;
      await t.db.transaction(async (tx) => {
        // The other instance's salt, held uncommitted while this one starts and waits on it.
        await tx.query('INSERT INTO review_view_salts (day, salt) VALUES (current_date, $1)', [
          written,
        ]);
        salted = views.salt();
        for (;;) {
          const waiting = await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE wait_event_type = 'Lock' AND query LIKE '%review_view_salts%'`,
          );
          if ((waiting[0]?.n ?? 0) > 0) break;
        }
      });
      expect(await salted).toEqual(written);
    } finally {
      await t.close();
    }
  });
});

describePostgres("the server's PostgreSQL pool", () => {
  test(`forty statements at once share ${POOL_SIZE} connections, pipelined, and all are answered`, async () => {
    const database = await openTestDatabase('postgres');
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          database.db.query<{ pid: number; i: number }>(
            'SELECT pg_backend_pid() AS pid, $1::int AS i, pg_sleep(0.01)',
            [i],
          ),
        ),
      );
      expect(answers.map((rows) => rows[0]?.i)).toEqual(Array.from({ length: 40 }, (_, i) => i));
      expect(new Set(answers.map((rows) => rows[0]?.pid)).size).toBe(POOL_SIZE);
    } finally {
      await database.close();
    }
  });

  test(`eight long transactions at once run ${TRANSACTIONS_AT_ONCE} at a time, and single statements meanwhile are answered at once`, async () => {
    const database = await openTestDatabase('postgres');
    try {
      let running = 0;
      let most = 0;
      const transactions = Array.from({ length: 8 }, (_, i) =>
        database.db.transaction(async (tx) => {
          running += 1;
          most = Math.max(most, running);
          // As long as a 30 MB application's chunks take to write.
          await tx.query('SELECT pg_sleep(0.4)');
          running -= 1;
          return i;
        }),
      );
      const singles = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          await new Promise((wait) => setTimeout(wait, i * 50));
          const started = performance.now();
          await database.db.query('SELECT 1');
          return performance.now() - started;
        }),
      );
      expect(await Promise.all(transactions)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(most).toBe(TRANSACTIONS_AT_ONCE);
      // Behind a transaction they would wait its 0.4 s (or, with every connection taken, miss
      // the statement deadline and be refused).
      expect(Math.max(...singles)).toBeLessThan(300);
    } finally {
      await database.close();
    }
  });
});
