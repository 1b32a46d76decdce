import { expect, test } from 'vitest';
import { SITE_PATHS } from '../../../contract/site';
import { BEACON_EVENTS, VISIT_API } from '../../../contract/visitBeacon';
import { BEACON_EVENT_PAGES } from '../../../contract/visits';
import { createTestApp, describeEachDatabase, openForSuite, type TestApp } from '../helpers';

// An event is taken only from a page that can send it (decision 304): the calculator's two from
// /calculator, a view and a phone number tapped from any page. A stranger posted "estimate
// carried to the consultation" for /faq, and it was counted.

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const NOON = Date.parse('2026-04-01T03:00:00Z');
const DAY = '2026-04-01';

let client = 0;
function beacon(t: TestApp, body: { e: string; p: string }) {
  client++;
  return t.app.inject({
    method: 'POST',
    url: VISIT_API,
    remoteAddress: `10.77.${Math.floor(client / 250)}.${client % 250}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': DESKTOP },
    payload: JSON.stringify(body),
  });
}

async function events(t: TestApp) {
  await t.app.visitCounter.flush();
  return t.db.query<{ key: string; n: number }>(
    `SELECT key, sum(count)::int AS n FROM visit_counts
     WHERE day = $1::date AND kind = 'event' GROUP BY key ORDER BY key`,
    [DAY],
  );
}

test('the pairs are those of the pages that send them', () => {
  expect(BEACON_EVENT_PAGES).toEqual({
    view: SITE_PATHS,
    phone_tapped: SITE_PATHS,
    calculator_estimate: ['/calculator'],
    estimate_carried: ['/calculator'],
  });
});

describeEachDatabase('which page sends which event, on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind, { now: () => NOON }));

  test('every event is counted from every page that can send it', async () => {
    for (const e of BEACON_EVENTS) {
      for (const p of BEACON_EVENT_PAGES[e]) {
        expect((await beacon(t, { e, p })).statusCode, `${e} ${p}`).toBe(204);
      }
    }
    expect(await events(t)).toEqual([
      { key: 'calculator_estimate', n: 1 },
      { key: 'estimate_carried', n: 1 },
      { key: 'phone_tapped', n: SITE_PATHS.length },
    ]);
  });

  test('an event from a page that cannot send it is refused 422 in Korean and counts nothing', async () => {
    const before = await events(t);
    const forged = BEACON_EVENTS.flatMap((e) =>
      SITE_PATHS.filter((p) => !BEACON_EVENT_PAGES[e].includes(p)).map((p) => ({ e, p })),
    );
    expect(forged).toContainEqual({ e: 'estimate_carried', p: '/faq' });
    expect(forged).toHaveLength(2 * (SITE_PATHS.length - 1));
    for (const body of forged) {
      const response = await beacon(t, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().detail).toBe('이 페이지에서는 보낼 수 없는 이벤트입니다.');
    }
    expect(await events(t)).toEqual(before);
  });
});
