// The bound in front of PGlite (server/db/pglite.ts, decision 135): more requests at once than
// its queue holds are answered 503 with Retry-After and the Korean detail at once, the rest 200,
// and nothing is left over afterwards. PostgreSQL's pool has no such bound and answers them all.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { DatabaseBusyError } from '../../../server/db/database';
import {
  PGLITE_BUSY_RETRY_AFTER_S,
  PGLITE_QUEUE_MAX,
  statementQueue,
} from '../../../server/db/pglite';
import { createTestApp, describePostgres, openForSuite, type TestApp } from '../helpers';
import { captureLog } from '../support/logCapture';

const LIST = `${REVIEW_API.list}?page=1&items_per_page=10&sort_order=newest`;
/** Three times what the queue admits (each list request is one statement, decision 159). */
const FLOOD = 3 * PGLITE_QUEUE_MAX;

describe('the statement queue', () => {
  /** Work that runs until released, so the test decides when statements finish. */
  function held() {
    let release: () => void = () => {};
    let started = false;
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    return {
      work: async () => {
        started = true;
        await done;
        return 'row';
      },
      release: () => release(),
      started: () => started,
    };
  }

  test('refuses at once past its length, without running the refused work, and admits again as statements finish', async () => {
    const queue = statementQueue(3, 7);
    const statements = [held(), held(), held()];
    const running = statements.map((statement) => queue.run(statement.work));
    expect(queue.length).toBe(3);

    let refusedRan = false;
    const refused = queue.run(async () => {
      refusedRan = true;
      return 'row';
    });
    await expect(refused).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 7 });
    expect(refusedRan).toBe(false);
    expect(queue.length).toBe(3);

    statements[0]?.release();
    await expect(running[0]).resolves.toBe('row');
    expect(queue.length).toBe(2);
    const next = held();
    const admitted = queue.run(next.work);
    expect(queue.length).toBe(3);

    for (const statement of [...statements, next]) statement.release();
    await Promise.all([...running, admitted]);
    expect(queue.length).toBe(0);
  });

  test('a statement that fails leaves the queue too', async () => {
    const queue = statementQueue(1, 1);
    await expect(
      queue.run(async () => {
        throw new Error('syntax error');
      }),
    ).rejects.toThrow('syntax error');
    expect(queue.length).toBe(0);
    await expect(queue.run(async () => 'row')).resolves.toBe('row');
  });

  test('statements admitted together are all counted before the first runs', async () => {
    const queue = statementQueue(10, 1);
    const first = held();
    const second = held();
    const both = [queue.run(first.work), queue.run(second.work)];
    // Still in the turn that admitted them: nothing has started.
    await Promise.resolve();
    expect(first.started()).toBe(false);
    expect(queue.length).toBe(2);
    await new Promise((turn) => setImmediate(turn));
    expect(first.started()).toBe(true);
    first.release();
    second.release();
    await Promise.all(both);
  });
});

describe('a flood of list requests on PGlite', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    t = await createTestApp('pglite', { logger: { stream: log.stream } });
    for (let i = 0; i < 12; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: REVIEW_API.list,
        payload: {
          username: `후기${i}`,
          password: 'queue-pass1',
          title: `제목 ${i}`,
          content: '내용',
          consultation_type: 'gift',
        },
      });
      expect(response.statusCode).toBe(201);
    }
  });
  afterAll(() => t.close());

  test('past the queue: 503 at once with Retry-After and the Korean detail; the rest 200; then 200 again', async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: FLOOD }, () =>
        t.app.inject({ url: LIST }).then((response) => ({
          response,
          ms: performance.now() - started,
        })),
      ),
    );
    const ok = answers.filter(({ response }) => response.statusCode === 200);
    const refused = answers.filter(({ response }) => response.statusCode === 503);
    expect(ok.length + refused.length).toBe(FLOOD);
    // Admitted: at most the queue's statements, one per request; each a full page.
    expect(ok.length).toBeGreaterThan(0);
    expect(ok.length).toBeLessThanOrEqual(PGLITE_QUEUE_MAX);
    for (const { response } of ok) {
      expect(response.json()).toMatchObject({ total: 12 });
      expect(response.json().items).toHaveLength(10);
    }
    expect(refused.length).toBeGreaterThanOrEqual(FLOOD - PGLITE_QUEUE_MAX);
    for (const { response } of refused) {
      expect(response.json()).toEqual({ detail: API_MESSAGES.busy });
      expect(response.headers['retry-after']).toMatch(/^[1-9][0-9]*$/);
      expect(response.headers['retry-after']).toBe(String(PGLITE_BUSY_RETRY_AFTER_S));
      // Refused with every other answer's headers.
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    // A refusal never waits for a statement: all of them are answered before the first page.
    const firstPage = Math.min(...ok.map(({ ms }) => ms));
    expect(Math.max(...refused.map(({ ms }) => ms))).toBeLessThanOrEqual(firstPage);
    // And the admitted ones wait for one queue, not for the flood: seconds would mean minutes at scale.
    expect(Math.max(...ok.map(({ ms }) => ms))).toBeLessThan(5_000);

    // One warning line a second, not one per refusal.
    const busyLines = log
      .text()
      .split('\n')
      .filter((line) => line.includes('database busy'));
    expect(busyLines.length).toBeGreaterThan(0);
    expect(busyLines.length).toBeLessThan(refused.length / 10);

    // Nothing is left queued: everything answers 200 again.
    for (let i = 0; i < 20; i++) {
      expect((await t.app.inject({ url: LIST })).statusCode).toBe(200);
    }
    const again = await Promise.all(
      Array.from({ length: PGLITE_QUEUE_MAX }, () => t.app.inject({ url: LIST })),
    );
    expect(again.map((response) => response.statusCode)).toEqual(Array(PGLITE_QUEUE_MAX).fill(200));
  });

  test('health says the database is busy, not down, while the queue is full', async () => {
    // The queue held full by transactions that wait for the test: nothing drains meanwhile.
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const holding = Array.from({ length: PGLITE_QUEUE_MAX }, () =>
      t.db.transaction(async (tx) => {
        await gate;
        return tx.query('SELECT 1');
      }),
    );
    const health = await t.app.inject({ url: '/api/health' });
    const list = await t.app.inject({ url: LIST });
    open();
    await Promise.all(holding);
    expect(health.statusCode).toBe(503);
    expect(health.headers['retry-after']).toBe(String(PGLITE_BUSY_RETRY_AFTER_S));
    expect(health.json()).toEqual({
      detail: API_MESSAGES.busy,
      status: 'error',
      db: 'busy',
      storage: 'ok',
    });
    expect(log.text()).not.toContain('health check: database unreachable');
    expect(list.statusCode).toBe(503);
    expect(list.json()).toEqual({ detail: API_MESSAGES.busy });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: LIST })).statusCode).toBe(200);
  });
});

describePostgres('the same flood on PostgreSQL', () => {
  const t = openForSuite(() => createTestApp('postgres'));

  test('the pool answers every request 200: no queue bound there', async () => {
    const answers = await Promise.all(
      Array.from({ length: FLOOD }, () => t.app.inject({ url: LIST })),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(FLOOD).fill(200));
    expect(answers.every((response) => response.headers['retry-after'] === undefined)).toBe(true);
  });
});
