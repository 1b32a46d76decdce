import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { REVIEW_API } from '../../../contract/reviews';
import { STAFF_SESSION_COOKIE } from '../../../contract/staff';
import { VISIT_API } from '../../../contract/visitBeacon';
import { STAFF_VISITS_API, VISIT_LIMITS, type VisitsAnswer } from '../../../contract/visits';
import { buildApp } from '../../../server/app';
import { type VisitsRepository, visitorEstimate } from '../../../server/db/visits';
import { visitCounter } from '../../../server/visits';
import {
  createTestApp,
  describeEachDatabase,
  describePostgres,
  openForSuite,
  openPostgresSchema,
  TEST_SCRYPT,
  type TestApp,
} from '../helpers';
import { addStaff, asStaff, signIn } from '../support/staff';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Noon in Seoul on 2026-03-`day`: each test counts on a day of its own. */
const seoulNoon = (day: number) => Date.parse(`2026-03-${String(day).padStart(2, '0')}T03:00:00Z`);
const dayString = (day: number) => `2026-03-${String(day).padStart(2, '0')}`;

let clock = seoulNoon(1);
let client = 0;
/** A new client address each call, so no test meets the beacons' per-address budget by accident. */
const nextAddress = () => `10.55.${Math.floor(++client / 250)}.${client % 250}`;

interface Send {
  body?: unknown;
  raw?: string | Buffer;
  userAgent?: string;
  headers?: Record<string, string>;
  address?: string;
  contentType?: string;
}

function beacon(t: TestApp, options: Send = {}) {
  const payload =
    options.raw ?? JSON.stringify('body' in options ? options.body : { e: 'view', p: '/' });
  return t.app.inject({
    method: 'POST',
    url: VISIT_API,
    remoteAddress: options.address ?? nextAddress(),
    headers: {
      'content-type': options.contentType ?? 'text/plain;charset=UTF-8',
      'user-agent': options.userAgent ?? DESKTOP,
      ...options.headers,
    },
    payload,
  });
}

/** What the app has gathered, written now rather than at its next interval. */
const written = (t: TestApp) => t.app.visitCounter.flush();

async function report(t: TestApp, day: number): Promise<VisitsAnswer> {
  await written(t);
  return t.app.visits.report(dayString(day), dayString(day));
}

async function rowCount(t: TestApp) {
  await written(t);
  const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM visit_counts');
  return rows[0]?.n ?? 0;
}

describeEachDatabase('visit counting on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind, { now: () => clock }));

  test('a page view is counted with its visitor and device, and answered 204 without a body', async () => {
    clock = seoulNoon(1);
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
    clock = seoulNoon(2);
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
    clock = seoulNoon(3);
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
    clock = seoulNoon(4);
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
    clock = seoulNoon(5);
    const response = await beacon(t, { body: { e: 'consultation_sent', p: '/apply-counsel' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('알 수 없는 이벤트입니다.');
    expect((await report(t, 5)).days).toEqual([]);
  });

  test('a consultation and a review stored are counted; a honeypot, DNT or staff one is not', async () => {
    clock = seoulNoon(6);
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

  test('an external referrer is kept as its host; this site, odd schemes and addresses are not', async () => {
    clock = seoulNoon(7);
    const referrers = [
      'https://www.google.com/search?q=%EC%83%81%EC%86%8D%EC%84%B8',
      'https://search.naver.com/search.naver?query=x',
      'https://M.Search.Naver.com/',
      'http://localhost:80/faq',
      'javascript:alert(1)',
      'https://192.168.0.1/',
      'https://[::1]/',
      'not a url',
      '',
    ];
    for (const r of referrers) {
      expect((await beacon(t, { body: { e: 'view', p: '/', r } })).statusCode).toBe(204);
    }
    expect((await report(t, 7)).referrers).toEqual([
      { key: 'google.com', count: 1 },
      { key: 'm.search.naver.com', count: 1 },
      { key: 'search.naver.com', count: 1 },
    ]);
  });

  test('a referring host of 100 characters is kept; of 101 it is dropped, the view still counted', async () => {
    clock = seoulNoon(8);
    const host = (length: number) => `${'a'.repeat(length - 4)}.com`;
    await beacon(t, { body: { e: 'view', p: '/', r: `https://${host(100)}/` } });
    await beacon(t, { body: { e: 'view', p: '/', r: `https://${host(101)}/` } });
    const answer = await report(t, 8);
    expect(answer.referrers).toEqual([{ key: host(100), count: 1 }]);
    expect(answer.days[0]?.views).toBe(2);
  });

  test('a referrer of 512 characters is taken; of 513 it is refused 422', async () => {
    clock = seoulNoon(9);
    const r = (length: number) => `https://example.org/${'x'.repeat(length - 20)}`;
    expect((await beacon(t, { body: { e: 'view', p: '/', r: r(512) } })).statusCode).toBe(204);
    const refused = await beacon(t, { body: { e: 'view', p: '/', r: r(513) } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('유입 주소가 너무 깁니다.');
  });

  test("a flood of one-off referrers keeps the day's bound of rows, the busiest host among them, the sum exact", async () => {
    clock = seoulNoon(10);
    const spam = VISIT_LIMITS.referrersPerDay * 4;
    let busy = 0;
    for (let i = 0; i < spam; i++) {
      await beacon(t, { body: { e: 'view', p: '/', r: `https://spam${i}.example/` } });
      // The busy host first comes once the day's bound is taken by spam, and is written between
      // batches as well as gathered within them.
      if (i >= VISIT_LIMITS.referrersPerDay && i % 6 === 0) {
        await beacon(t, { body: { e: 'view', p: '/', r: 'https://search.naver.com/x' } });
        busy++;
      }
      if (i % 70 === 0) await written(t);
    }
    await written(t);
    const rows = await t.db.query<{ key: string; count: number }>(
      `SELECT key, count FROM visit_counts WHERE day = $1::date AND kind = 'referrer'`,
      [dayString(10)],
    );
    expect(rows).toHaveLength(VISIT_LIMITS.referrersPerDay);
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(spam + busy);
    expect(rows.find((row) => row.key === 'search.naver.com')?.count).toBeGreaterThanOrEqual(busy);
    expect((await report(t, 10)).referrers[0]?.key).toBe('search.naver.com');
  });

  test('forged paths and events are refused 422 and add no row', async () => {
    clock = seoulNoon(11);
    const before = await rowCount(t);
    for (const body of [
      { e: 'view', p: '/wp-admin' },
      { e: 'view', p: '/faq/' },
      { e: 'view', p: '/success-case/7' },
      { e: 'view', p: `/${'a'.repeat(VISIT_LIMITS.pathMax)}` },
      { e: 'view', p: '/faq\u0000' },
      { e: 'view', p: '/', r: 'https://evil.example/\u0000' },
      { e: 'view', p: '/', r: 'https://evil.example/\ud800' },
      { e: 'view', p: 5 },
      { e: 'views', p: '/' },
      { e: 'VIEW', p: '/' },
      { p: '/' },
      { e: 'view' },
      [],
      'view',
      null,
    ]) {
      const response = await beacon(t, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(typeof response.json().detail).toBe('string');
    }
    expect(await rowCount(t)).toBe(before);
  });

  test.each([
    ['not JSON', '{"e":"view",'],
    ['empty', ''],
    ['of bytes that are not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
    ['nested too deep', `${'['.repeat(40)}${']'.repeat(40)}`],
  ])('a body %s is 400, never a 5xx', async (_name, raw) => {
    const response = await beacon(t, { raw });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().detail).toBe('string');
  });

  test('a body of exactly 1,024 bytes is taken; one byte more is 413', async () => {
    clock = seoulNoon(12);
    const json = JSON.stringify({ e: 'view', p: '/' });
    const padded = (length: number) => json.padEnd(length, ' ');
    expect((await beacon(t, { raw: padded(VISIT_LIMITS.bodyBytesMax) })).statusCode).toBe(204);
    const over = await beacon(t, { raw: padded(VISIT_LIMITS.bodyBytesMax + 1) });
    expect(over.statusCode).toBe(413);
    expect(typeof over.json().detail).toBe('string');
  });

  test('JSON is taken as application/json too; a form body is 415', async () => {
    clock = seoulNoon(13);
    expect((await beacon(t, { contentType: 'application/json' })).statusCode).toBe(204);
    const form = await beacon(t, {
      contentType: 'application/x-www-form-urlencoded',
      raw: 'e=view&p=%2F',
    });
    expect(form.statusCode).toBe(415);
  });

  test('a page of another site cannot post beacons (403)', async () => {
    const response = await beacon(t, {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  test('one address sends 60 beacons a minute; the 61st is 429', async () => {
    clock = seoulNoon(14);
    const address = nextAddress();
    for (let i = 0; i < VISIT_LIMITS.beaconsPerMinute; i++) {
      expect((await beacon(t, { address })).statusCode).toBe(204);
    }
    const limited = await beacon(t, { address });
    expect(limited.statusCode).toBe(429);
    expect((await report(t, 14)).days[0]?.views).toBe(VISIT_LIMITS.beaconsPerMinute);
  });

  test('beacons at the same moment are each counted once (atomic upserts)', async () => {
    clock = seoulNoon(15);
    const address = nextAddress();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        beacon(t, {
          body: { e: 'view', p: i % 2 ? '/' : '/faq' },
          address: i < 20 ? address : undefined,
        }),
      ),
    );
    const answer = await report(t, 15);
    expect(answer.days[0]).toMatchObject({ views: 40, visitors: 21 });
    expect(answer.devices).toEqual([{ key: 'desktop', count: 21 }]);
  });

  test("the day turns at midnight in Seoul: the visitor counts again, yesterday's salt is gone", async () => {
    clock = Date.parse('2026-03-16T14:59:00Z'); // 23:59 in Seoul
    const address = nextAddress();
    await beacon(t, { address });
    clock = Date.parse('2026-03-16T15:01:00Z'); // 00:01 the next day
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
    clock = seoulNoon(18);
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
    clock = seoulNoon(19);
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

  test('a flood over every path, event, referrer and browser adds no more rows than the bounds', async () => {
    clock = seoulNoon(21);
    const { SITE_PATHS } = await import('../../../contract/site');
    const { BEACON_EVENTS } = await import('../../../contract/visitBeacon');
    const { BEACON_EVENT_PAGES } = await import('../../../contract/visits');
    let i = 0;
    for (const p of SITE_PATHS) {
      for (const e of BEACON_EVENTS.filter((event) => BEACON_EVENT_PAGES[event].includes(p))) {
        for (const userAgent of [DESKTOP, PHONE, TABLET]) {
          i++;
          const response = await beacon(t, {
            body: { e, p, r: `https://flood${i}.example/` },
            userAgent: `${userAgent} v${i}`,
          });
          expect(response.statusCode).toBe(204);
        }
      }
    }
    await written(t);
    const rows = await t.db.query<{ kind: string; n: number }>(
      `SELECT kind, count(*)::int AS n FROM visit_counts WHERE day = $1::date GROUP BY kind ORDER BY kind`,
      [dayString(21)],
    );
    expect(rows).toEqual([
      { kind: 'device', n: 3 },
      { kind: 'event', n: BEACON_EVENTS.length - 1 },
      // Only a view carries a referrer: one per path and browser, or the day's bound.
      { kind: 'referrer', n: Math.min(SITE_PATHS.length * 3, VISIT_LIMITS.referrersPerDay) },
      { kind: 'view', n: SITE_PATHS.length },
    ]);
    const sketches = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM visit_sketches WHERE day = $1::date',
      [dayString(21)],
    );
    expect(sketches).toEqual([{ n: 1 }]);
  });

  test('a count that fails never fails the consultation it follows, and is written with the next', async () => {
    clock = seoulNoon(22);
    const add = t.app.visits.add;
    t.app.visits.add = async () => {
      throw new Error('database gone for counts');
    };
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: CONSULTATION_API,
        headers: { 'user-agent': DESKTOP },
        payload: { consultation_type: 'gift', name: '카운트', phone: '010-1111-2222', content: '' },
      });
      expect(response.statusCode).toBe(201);
      await expect(written(t)).rejects.toThrow('database gone for counts');
    } finally {
      t.app.visits.add = add;
    }
    const stored = await t.db.query("SELECT 1 FROM consultations WHERE name = '카운트'");
    expect(stored).toHaveLength(1);
    expect((await report(t, 22)).days[0]).toMatchObject({ consultation_sent: 1 });
  });

  test('the beacon path answers only POST: GET is 405 with Allow', async () => {
    const response = await t.app.inject({ method: 'GET', url: VISIT_API });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('POST');
  });

  test('npm run purge deletes days older than 25 months and keeps the rest', async () => {
    await t.db.query(
      `INSERT INTO visit_counts (day, kind, key, count) VALUES
       ((now() - interval '25 months' - interval '2 days')::date, 'view', '/', 3),
       ((now() - interval '25 months' + interval '2 days')::date, 'view', '/', 4)`,
    );
    const { purge } = await import('../../../server/operations/operations');
    const result = await purge(t.db);
    expect(result.visitDays).toBe(1);
    const left = await t.db.query<{ count: number }>(
      `SELECT count FROM visit_counts WHERE day < (now() - interval '24 months')::date`,
    );
    expect(left).toEqual([{ count: 4 }]);
  });
});

test('linear counting is exact for a few visitors and monotone to a full sketch', () => {
  expect(visitorEstimate(0)).toBe(0);
  expect(visitorEstimate(1)).toBe(1);
  expect(visitorEstimate(50)).toBe(50);
  expect(visitorEstimate(30_000)).toBeGreaterThan(30_000);
  expect(visitorEstimate(VISIT_LIMITS.sketchBits)).toBeGreaterThanOrEqual(
    visitorEstimate(VISIT_LIMITS.sketchBits - 1),
  );
});

describePostgres('visit counting with two instances on one PostgreSQL', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    first = await createTestApp('postgres', { now: () => clock });
    second = await buildApp({
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      database: openPostgresSchema(first.location),
      now: () => clock,
      config: { writeLimitPerMinute: 100_000, requestsInFlightPerAddress: 100_000 },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  test('one visitor seen by both instances is one visitor; every view is counted', async () => {
    clock = seoulNoon(20);
    const address = nextAddress();
    const send = (app: typeof second) =>
      app.inject({
        method: 'POST',
        url: VISIT_API,
        remoteAddress: address,
        headers: { 'content-type': 'text/plain', 'user-agent': DESKTOP },
        payload: JSON.stringify({ e: 'view', p: '/' }),
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(i % 2 ? first.app : second)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(204));
    await Promise.all([first.app.visitCounter.flush(), second.visitCounter.flush()]);
    const answer = await first.app.visits.report(dayString(20), dayString(20));
    expect(answer.days[0]).toMatchObject({ views: 20, visitors: 1 });
    expect(answer.devices).toEqual([{ key: 'desktop', count: 1 }]);
  });
});

test('gathered counts are written once the flush interval passes, with no request to prompt it', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const added: unknown[][] = [];
    const repository = {
      add: async (...args: unknown[]) => {
        added.push(args);
      },
    } as unknown as VisitsRepository;
    const counter = visitCounter(repository, { now: () => seoulNoon(23) });
    const request = { headers: { 'user-agent': DESKTOP } } as unknown as FastifyRequest;
    counter.event(request, 'review_written');
    counter.event(request, 'review_written');
    await vi.advanceTimersByTimeAsync(VISIT_LIMITS.flushSeconds * 1000 - 1);
    expect(added).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(added).toEqual([[dayString(23), 'event', 'review_written', 2]]);
  } finally {
    vi.useRealTimers();
  }
});
