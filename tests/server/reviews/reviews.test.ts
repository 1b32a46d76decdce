// The public review API: the list, a review, creating one, its views; each field's rule.
import type { AddressInfo } from 'node:net';
import { expect, test } from 'vitest';
import { REVIEW_VIEWS } from '../../../contract/limits';
import { API_MESSAGES, REVIEW_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { REMEMBERED_QUERY_MAX } from '../../../server/routes/reviews';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import { parseRaw, rawExchange } from '../support/rawHttp';
import { create, valid } from '../support/reviewWrites';

describeEachDatabase('reviews API on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind));

  test('an empty board lists nothing', async () => {
    const response = await t.app.inject({ url: REVIEW_API.list });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], total: 0 });
  });

  test('create answers 201 with the public fields: masked author, trimmed text, no content or password', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: REVIEW_API.list,
      payload: { ...valid, username: '  김상속  ', title: '  제목  ' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      username: '김*속',
      title: '제목',
      consultation_type: 'inheritance',
      created_at: expect.any(String),
      views: 0,
    });
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    expect(response.body).not.toContain('secret1');
  });

  test('the list pages, sorts both ways, counts the total and never carries content', async () => {
    const fresh = await createTestApp(kind);
    try {
      for (let i = 1; i <= 12; i++) await create(fresh.app, { title: `후기 ${i}`, username: '이' });
      const page2 = await fresh.app.inject({
        url: `${REVIEW_API.list}?page=2&items_per_page=10&sort_order=newest`,
      });
      expect(page2.statusCode).toBe(200);
      const body = page2.json();
      expect(body.total).toBe(12);
      expect(body.items.map((item: { title: string }) => item.title)).toEqual(['후기 2', '후기 1']);
      expect(body.items[0].username).toBe('이*');
      expect(body.items[0]).not.toHaveProperty('content');
      expect(body.items[0]).not.toHaveProperty('password');
      expect(body.items[0]).not.toHaveProperty('total');

      const oldest = await fresh.app.inject({
        url: `${REVIEW_API.list}?page=1&items_per_page=15&sort_order=oldest`,
      });
      expect(
        oldest
          .json()
          .items.map((item: { title: string }) => item.title)
          .slice(0, 3),
      ).toEqual(['후기 1', '후기 2', '후기 3']);
      const defaults = await fresh.app.inject({ url: REVIEW_API.list });
      expect(defaults.json().items).toHaveLength(10);
      expect(defaults.json().items[0].title).toBe('후기 12');
      const beyond = await fresh.app.inject({ url: `${REVIEW_API.list}?page=99` });
      expect(beyond.json()).toEqual({ items: [], total: 12 });
    } finally {
      await fresh.close();
    }
  });

  test('reviews written at the same instant keep their order by id, both ways', async () => {
    const fresh = await createTestApp(kind);
    try {
      for (let i = 1; i <= 3; i++) await create(fresh.app, { title: `동시 ${i}`, username: '박' });
      await fresh.db.query("UPDATE reviews SET created_at = '2026-01-02T03:04:05Z'");
      const titles = async (sort: string) =>
        (await fresh.app.inject({ url: `${REVIEW_API.list}?items_per_page=10&sort_order=${sort}` }))
          .json()
          .items.map((item: { title: string }) => item.title);
      expect(await titles('oldest')).toEqual(['동시 1', '동시 2', '동시 3']);
      expect(await titles('newest')).toEqual(['동시 3', '동시 2', '동시 1']);
    } finally {
      await fresh.close();
    }
  });

  test.each([
    ['items_per_page=13'],
    ['items_per_page=abc'],
    ['sort_order=random'],
    ['page=0'],
    ['page=-1'],
    ['page=1.5'],
    // Numbers no link writes: Number() read them as pages and sizes.
    ['page=1e3'],
    ['page=0x2'],
    ['page=%2B2'],
    ['page=%202'],
    ['items_per_page=10.0'],
    ['items_per_page=1e1'],
  ])('a bad list query (%s) is 422 with a Korean detail', async (query) => {
    const response = await t.app.inject({ url: `${REVIEW_API.list}?${query}` });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(API_MESSAGES.invalidInput);
  });

  test('a list query is checked anew for each query string: bad stays 422, good keeps its own page', async () => {
    // The check is memoised per query string: a bad one must never be, and one
    // query's answer must never stand in for another's.
    const fresh = await createTestApp(kind);
    try {
      for (let i = 1; i <= 12; i++) await create(fresh.app, { title: `후기 ${i}`, username: '최' });
      const listed = async (query: string) => {
        const response = await fresh.app.inject({ url: `${REVIEW_API.list}?${query}` });
        return response.statusCode === 200
          ? response.json().items.map((item: { title: string }) => item.title)
          : response.statusCode;
      };
      expect(await listed('page=0&items_per_page=10')).toBe(422);
      expect(await listed('page=0&items_per_page=10')).toBe(422);
      expect(await listed('page=2&items_per_page=10')).toEqual(['후기 2', '후기 1']);
      expect(await listed('page=1&items_per_page=15')).toHaveLength(12);
      expect(await listed('page=2&items_per_page=10')).toEqual(['후기 2', '후기 1']);
      // After a `#` the router reads no page (it is part of another name): the first page, however
      // often the same query string was asked for after a `?`. Only a socket sends a `#`.
      await fresh.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = fresh.app.server.address() as AddressInfo;
      const afterFragment = parseRaw(
        (
          await rawExchange(port, [
            `GET ${REVIEW_API.list}#x?page=2&items_per_page=10 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          ])
        ).text,
      );
      expect(afterFragment.status).toBe(200);
      expect(JSON.parse(afterFragment.body).items[0].title).toBe('후기 12');
      // Past the remembered length the query is read the same way, each time.
      const padding = `&from=${'x'.repeat(REMEMBERED_QUERY_MAX)}`;
      for (let ask = 0; ask < 2; ask++) {
        expect(await listed(`page=2&items_per_page=10${padding}`)).toEqual(['후기 2', '후기 1']);
        expect(await listed(`page=0&items_per_page=10${padding}`)).toBe(422);
      }
    } finally {
      await fresh.close();
    }
  });

  test('one review shows its public fields but not its content', async () => {
    const { id } = await create(t.app);
    const response = await t.app.inject({ url: REVIEW_API.one(id) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, username: '김*속', title: valid.title });
    expect(response.json()).not.toHaveProperty('content');
  });

  test('unknown and malformed ids: 404 and 400 with Korean details', async () => {
    const missing = await t.app.inject({ url: REVIEW_API.one(999_999) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: REVIEW_MESSAGES.notFound });
    const huge = await t.app.inject({ url: `${REVIEW_API.list}/99999999999` });
    expect(huge.statusCode).toBe(404);
    for (const bad of ['abc', '0', '-3', '1.5', '1e3']) {
      const response = await t.app.inject({ url: `${REVIEW_API.list}/${bad}` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ detail: API_MESSAGES.invalidId });
    }
  });

  test('the list path with a slash too many names no review: 404, for every method', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: `${REVIEW_API.list}/?page=2` });
      expect(response.statusCode, method).toBe(404);
      expect(response.json(), method).toEqual({ detail: API_MESSAGES.notFound });
    }
  });

  test('views count each browser once per window: a re-open inside it is not counted, one at its end is', async () => {
    const { id } = await create(t.app);
    const open = (userAgent: string, remoteAddress = '198.51.100.7') =>
      t.app.inject({
        method: 'POST',
        url: REVIEW_API.views(id),
        remoteAddress,
        headers: { 'user-agent': userAgent, 'content-type': 'application/json' },
        payload: '',
      });
    const first = await open('browser A');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ views: 1 });
    // The author re-opening their own review: the same address and browser.
    expect((await open('browser A')).json()).toEqual({ views: 1 });
    // Another browser, or the same browser from another address, is another viewer.
    expect((await open('browser B')).json()).toEqual({ views: 2 });
    expect((await open('browser A', '198.51.100.8')).json()).toEqual({ views: 3 });
    // The window, by the database's clock: a second short of it the mark still holds; at it, not.
    const age = async (seconds: number) =>
      t.db.query('UPDATE review_view_marks SET seen_at = now() - make_interval(secs => $1)', [
        seconds,
      ]);
    await age(REVIEW_VIEWS.repeatWindowSeconds - 1);
    expect((await open('browser A')).json()).toEqual({ views: 3 });
    await age(REVIEW_VIEWS.repeatWindowSeconds);
    expect((await open('browser A')).json()).toEqual({ views: 4 });
    expect((await t.app.inject({ url: REVIEW_API.one(id) })).json().views).toBe(4);
    // Nothing stored names the browser: a mark is a 32-byte hash; its salt is today's only.
    const marks = await t.db.query<{ mark: Uint8Array }>('SELECT mark FROM review_view_marks');
    expect(marks.every((row) => row.mark.length === 32)).toBe(true);
    const salts = await t.db.query<{ day: unknown }>('SELECT day FROM review_view_salts');
    expect(salts).toHaveLength(1);
    const missing = await t.app.inject({ method: 'POST', url: REVIEW_API.views(999_999) });
    expect(missing.statusCode).toBe(404);
    const beyond = await t.app.inject({ method: 'POST', url: REVIEW_API.views(2_147_483_648) });
    expect(beyond.statusCode).toBe(404);
  });

  test('create validates every field with the contract’s Korean messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '' }, 'username', REVIEW_MESSAGES.usernameRequired],
      [{ username: '가'.repeat(11) }, 'username', REVIEW_MESSAGES.usernameTooLong],
      [{ password: 'abc' }, 'password', REVIEW_MESSAGES.passwordLength],
      [{ password: 'a'.repeat(21) }, 'password', REVIEW_MESSAGES.passwordLength],
      [{ title: ' ' }, 'title', REVIEW_MESSAGES.titleRequired],
      [{ content: '가'.repeat(501) }, 'content', REVIEW_MESSAGES.contentTooLong],
      [{ consultation_type: 'other' }, 'consultation_type', REVIEW_MESSAGES.typeRequired],
      [{ title: 42 }, 'title', REVIEW_MESSAGES.titleRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: REVIEW_API.list,
        payload: { ...valid, ...overrides },
      });
      expect(response.statusCode, field).toBe(422);
      expect(response.json()).toEqual({ detail: message, errors: [{ field, message }] });
    }
    // 500 Korean syllables and a 10-character name are exactly at the limit.
    await create(t.app, { content: '가'.repeat(500), username: '가'.repeat(10) });
  });
});
