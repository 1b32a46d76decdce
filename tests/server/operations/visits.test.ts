// Counting visits: views, visitors, devices and conversions per day, the day's turn, what is kept
// of a visitor, and the console's report.
import { expect, test } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { REVIEW_API } from '../../../contract/reviews';
import { STAFF_SESSION_COOKIE } from '../../../contract/staff';
import { STAFF_VISITS_API, type VisitsAnswer } from '../../../contract/visits';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import { addStaff, asStaff, signIn } from '../support/staff';
import {
  beacon,
  clock,
  DESKTOP,
  dayString,
  nextAddress,
  PHONE,
  report,
  rowCount,
  seoulNoon,
  TABLET,
  written,
} from '../support/visitBeacons';

describeEachDatabase('visit counting on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind, { now: () => clock.at }));

  test('a page view is counted with its visitor and device, and answered 204 without a body', async () => {
    clock.at = seoulNoon(1);
    const response = await beacon(t, { body: { e: 'view', p: '/faq' } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['set-cookie']).toBeUndefined();
    const answer = await report(t, 1);
    expect(answer.days).toEqual([
      expect.objectContaining({ day: dayString(1), views: 1, visitors: 1 }),
    ]);
    expect(answer.pages).toEqual([{ key: '/faq', count: 1 }]);
    expect(answer.devices).toEqual([{ key: 'desktop', count: 1 }]);
  });

  test('the same address and browser is one visitor however many pages; another is a second', async () => {
    clock.at = seoulNoon(2);
    const address = nextAddress();
    for (const p of ['/', '/faq', '/calculator', '/']) {
      expect((await beacon(t, { body: { e: 'view', p }, address })).statusCode).toBe(204);
    }
    await beacon(t, { body: { e: 'view', p: '/' }, address, userAgent: PHONE });
    await beacon(t, { body: { e: 'view', p: '/' }, userAgent: TABLET });
    const answer = await report(t, 2);
    expect(answer.days[0]).toMatchObject({ views: 6, visitors: 3 });
    expect(answer.pages).toEqual([
      { key: '/', count: 4 },
      { key: '/calculator', count: 1 },
      { key: '/faq', count: 1 },
    ]);
    expect(answer.devices).toEqual([
      { key: 'desktop', count: 1 },
      { key: 'phone', count: 1 },
      { key: 'tablet', count: 1 },
    ]);
  });

  test.each([
    [
      'a bot',
      { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    ['a headless browser', { userAgent: DESKTOP.replace('Chrome/', 'HeadlessChrome/') }],
    ['no user agent', { userAgent: '' }],
    ['a prefetch (Sec-Purpose)', { headers: { 'sec-purpose': 'prefetch' } }],
    ['a prefetch (Purpose)', { headers: { purpose: 'prefetch' } }],
    ['Do Not Track', { headers: { dnt: '1' } }],
    ['Global Privacy Control', { headers: { 'sec-gpc': '1' } }],
    ['a staff browser', { headers: { cookie: `${STAFF_SESSION_COOKIE}=${'a'.repeat(43)}` } }],
  ])('%s: answered like any other, and nothing is counted', async (_name, send) => {
    clock.at = seoulNoon(3);
    const before = await rowCount(t);
    for (const body of [
      { e: 'view', p: '/', r: 'https://search.naver.com/' },
      { e: 'calculator_estimate', p: '/calculator' },
    ]) {
      expect((await beacon(t, { ...send, body })).statusCode).toBe(204);
    }
    expect(await rowCount(t)).toBe(before);
    expect((await report(t, 3)).days).toEqual([]);
  });

  test('conversions from the page are counted by name, per day', async () => {
    clock.at = seoulNoon(4);
    for (const e of [
      'calculator_estimate',
      'calculator_estimate',
      'estimate_carried',
      'phone_tapped',
    ]) {
      expect((await beacon(t, { body: { e, p: '/calculator' } })).statusCode).toBe(204);
    }
    expect((await report(t, 4)).days[0]).toMatchObject({
      views: 0,
      calculator_estimate: 2,
      estimate_carried: 1,
      phone_tapped: 1,
      consultation_sent: 0,
    });
  });

  test('only the server counts what it stores: a page cannot claim a consultation sent', async () => {
    clock.at = seoulNoon(5);
    const response = await beacon(t, { body: { e: 'consultation_sent', p: '/apply-counsel' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('알 수 없는 이벤트입니다.');
    expect((await report(t, 5)).days).toEqual([]);
  });

  test('a consultation and a review stored are counted; a honeypot, DNT or staff one is not', async () => {
    clock.at = seoulNoon(6);
    const consultation = {
      consultation_type: 'gift',
      name: '박증여',
      phone: '010-1234-5678',
      content: '',
    };
    const post = (payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: CONSULTATION_API,
        payload,
        headers: { 'user-agent': PHONE, ...headers },
      });
    expect((await post(consultation)).statusCode).toBe(201);
    expect((await post({ ...consultation, website: 'x' })).statusCode).toBe(201);
    expect((await post(consultation, { dnt: '1' })).statusCode).toBe(201);
    expect(
      (await post(consultation, { cookie: `${STAFF_SESSION_COOKIE}=${'b'.repeat(43)}` }))
        .statusCode,
    ).toBe(201);
    const review = await t.app.inject({
      method: 'POST',
      url: REVIEW_API.list,
      headers: { 'user-agent': DESKTOP },
      payload: {
        username: '김고객',
        password: 'pw-1234',
        title: '감사합니다',
        content: '친절한 상담',
        consultation_type: 'gift',
      },
    });
    expect(review.statusCode).toBe(201);
    expect((await report(t, 6)).days[0]).toMatchObject({ consultation_sent: 1, review_written: 1 });
  });

  test("the day turns at midnight in Seoul: the visitor counts again, yesterday's salt is gone", async () => {
    clock.at = Date.parse('2026-03-16T14:59:00Z'); // 23:59 in Seoul
    const address = nextAddress();
    await beacon(t, { address });
    clock.at = Date.parse('2026-03-16T15:01:00Z'); // 00:01 the next day
    await beacon(t, { address });
    expect((await report(t, 16)).days[0]).toMatchObject({ views: 1, visitors: 1 });
    expect((await report(t, 17)).days[0]).toMatchObject({ views: 1, visitors: 1 });
    await written(t);
    const salts = await t.db.query<{ day: string; salted: boolean }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, salt IS NOT NULL AS salted FROM visit_sketches
       WHERE day IN ('2026-03-16', '2026-03-17') ORDER BY day`,
    );
    expect(salts).toEqual([
      { day: '2026-03-16', salted: false },
      { day: '2026-03-17', salted: true },
    ]);
  });

  test('nothing about a visitor but totals is stored: no address, user agent or hash', async () => {
    clock.at = seoulNoon(18);
    await beacon(t, {
      address: '203.0.113.77',
      body: { e: 'view', p: '/', r: 'https://blog.example/' },
    });
    await written(t);
    const dump = JSON.stringify(
      await t.db.query('SELECT * FROM visit_counts WHERE day = $1::date', [dayString(18)]),
    );
    expect(dump).not.toContain('203.0.113');
    expect(dump).not.toContain('Chrome');
    expect(dump).not.toContain('/search');
  });

  test('the console reads the totals and consultations per week; a bad range is 400', async () => {
    clock.at = seoulNoon(19);
    await beacon(t, { body: { e: 'view', p: '/review' } });
    await t.db.query(
      `INSERT INTO consultations (consultation_type, name, phone, content, created_at) VALUES
       ('gift', '가', '010', '', '2026-03-19T03:00:00Z'), ('gift', '나', '010', '', '2026-03-16T00:00:00Z'),
       ('inheritance', '다', '010', '', '2026-03-15T14:00:00Z')`,
    );
    const url = (from: string, to: string) => `${STAFF_VISITS_API}?from=${from}&to=${to}`;
    expect((await t.app.inject({ url: url('2026-03-19', '2026-03-19') })).statusCode).toBe(401);
    await addStaff(t.app, '통계직원');
    const signed = await signIn(t.app, '통계직원');
    const read = (from: string, to: string) =>
      t.app.inject(asStaff(signed, { url: url(from, to) }));
    const answer = await read('2026-03-16', '2026-03-19');
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as VisitsAnswer;
    expect(body.pages).toContainEqual({ key: '/review', count: 1 });
    // 2026-03-15T14:00Z is 23:00 on Sunday in Seoul: the week before; the others are Monday's week.
    expect(body.consultationWeeks).toEqual([{ week: '2026-03-16', type: 'gift', count: 2 }]);
    expect((await read('2026-03-09', '2026-03-15')).json().consultationWeeks).toContainEqual({
      week: '2026-03-09',
      type: 'inheritance',
      count: 1,
    });
    expect((await read('2025-03-20', '2026-03-20')).statusCode).toBe(200); // 366 days
    for (const [from, to] of [
      ['2025-03-19', '2026-03-20'], // 367 days
      ['2026-03-20', '2026-03-19'],
      ['2026-02-30', '2026-03-01'],
      ['20260301', '2026-03-02'],
      ['2026-03-01\u0000', '2026-03-02'],
    ] as const) {
      const refused = await read(from, to);
      expect(refused.statusCode, `${from}..${to}`).toBe(400);
      expect(typeof refused.json().detail).toBe('string');
    }
  });
});
