import type { InjectOptions } from 'fastify';
import { expect, test } from 'vitest';
import { PASSWORD_ATTEMPTS } from '../../../contract/limits';
import { REVIEW_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import { review } from '../support/concurrency';
import { deleteWithPassword } from '../support/reviewPasswords';

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
