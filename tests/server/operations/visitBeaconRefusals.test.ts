// What a beacon may not do: referrers past their bounds, forged paths, large or foreign bodies,
// floods; each refused, or kept within the day's bound of rows.
import { expect, test } from 'vitest';
import { VISIT_API } from '../../../contract/visitBeacon';
import { VISIT_LIMITS } from '../../../contract/visits';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
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

describeEachDatabase('visit beacon bounds on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind, { now: () => clock.at }));

  test('an external referrer is kept as its host; this site, odd schemes and addresses are not', async () => {
    clock.at = seoulNoon(7);
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
    clock.at = seoulNoon(8);
    const host = (length: number) => `${'a'.repeat(length - 4)}.com`;
    await beacon(t, { body: { e: 'view', p: '/', r: `https://${host(100)}/` } });
    await beacon(t, { body: { e: 'view', p: '/', r: `https://${host(101)}/` } });
    const answer = await report(t, 8);
    expect(answer.referrers).toEqual([{ key: host(100), count: 1 }]);
    expect(answer.days[0]?.views).toBe(2);
  });

  test('a referrer of 512 characters is taken; of 513 it is refused 422', async () => {
    clock.at = seoulNoon(9);
    const r = (length: number) => `https://example.org/${'x'.repeat(length - 20)}`;
    expect((await beacon(t, { body: { e: 'view', p: '/', r: r(512) } })).statusCode).toBe(204);
    const refused = await beacon(t, { body: { e: 'view', p: '/', r: r(513) } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail).toBe('유입 주소가 너무 깁니다.');
  });

  test("a flood of one-off referrers keeps the day's bound of rows, the busiest host among them, the sum exact", async () => {
    clock.at = seoulNoon(10);
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
    // 통계 shows what each host sent itself, not what it inherited from the host it replaced:
    // the busy host's own visits, and each one-off host once (a stranger saw 13 for each).
    const shown = (await report(t, 10)).referrers;
    expect(shown[0]).toEqual({ key: 'search.naver.com', count: busy });
    expect(shown.slice(1).map((referrer) => referrer.count)).toEqual(
      Array(VISIT_LIMITS.referrersPerDay - 1).fill(1),
    );
  });

  test('forged paths and events are refused 422 and add no row', async () => {
    clock.at = seoulNoon(11);
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
    clock.at = seoulNoon(12);
    const json = JSON.stringify({ e: 'view', p: '/' });
    const padded = (length: number) => json.padEnd(length, ' ');
    expect((await beacon(t, { raw: padded(VISIT_LIMITS.bodyBytesMax) })).statusCode).toBe(204);
    const over = await beacon(t, { raw: padded(VISIT_LIMITS.bodyBytesMax + 1) });
    expect(over.statusCode).toBe(413);
    expect(typeof over.json().detail).toBe('string');
  });

  test('JSON is taken as application/json too; a form body is 415', async () => {
    clock.at = seoulNoon(13);
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
    clock.at = seoulNoon(14);
    const address = nextAddress();
    for (let i = 0; i < VISIT_LIMITS.beaconsPerMinute; i++) {
      expect((await beacon(t, { address })).statusCode).toBe(204);
    }
    const limited = await beacon(t, { address });
    expect(limited.statusCode).toBe(429);
    expect((await report(t, 14)).days[0]?.views).toBe(VISIT_LIMITS.beaconsPerMinute);
  });

  test('a flood over every path, event, referrer and browser adds no more rows than the bounds', async () => {
    clock.at = seoulNoon(21);
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

  test('the beacon path answers only POST: GET is 405 with Allow', async () => {
    const response = await t.app.inject({ method: 'GET', url: VISIT_API });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('POST');
  });
});
