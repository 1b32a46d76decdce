// How counts are written: atomic upserts, on the flush interval, by two instances, after a failed
// write, and purged after 25 months.
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { VISIT_API } from '../../../contract/visitBeacon';
import { VISIT_LIMITS } from '../../../contract/visits';
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
import {
  beacon,
  clock,
  DESKTOP,
  dayString,
  nextAddress,
  report,
  seoulNoon,
  written,
} from '../support/visitBeacons';

describeEachDatabase('stored visit counts on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind, { now: () => clock.at }));

  test('beacons at the same moment are each counted once (atomic upserts)', async () => {
    clock.at = seoulNoon(15);
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

  test('a count that fails never fails the consultation it follows, and is written with the next', async () => {
    clock.at = seoulNoon(22);
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
    first = await createTestApp('postgres', { now: () => clock.at });
    second = await buildApp({
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      database: openPostgresSchema(first.location),
      now: () => clock.at,
      config: { writeLimitPerMinute: 100_000, requestsInFlightPerAddress: 100_000 },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  test('one visitor seen by both instances is one visitor; every view is counted', async () => {
    clock.at = seoulNoon(20);
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
