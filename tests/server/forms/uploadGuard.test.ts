// The upload guard alone (server/storage.ts): uploads in progress, the hourly quotas, the
// free-space floor and the health probe, each at its limit and one past it, on a clock it is given.
import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { describe, expect, test } from 'vitest';
import { API_MESSAGES } from '../../../contract/messages';
import { STORAGE_PROBE_AFTER_MS, storageGuard } from '../../../server/storage';
import { KB, limits } from '../support/uploadLimits';

describe('the upload guard', () => {
  const dir = () => tmpdir();

  test('caps uploads in progress per address and for the site (429), and frees them when they end', async () => {
    const guard = storageGuard(limits({ concurrentPerAddress: 2, concurrent: 3 }), dir);
    const a1 = await guard.begin('a', KB);
    const a2 = await guard.begin('a', KB);
    await expect(guard.begin('a', KB)).rejects.toMatchObject({
      statusCode: 429,
      detail: API_MESSAGES.uploadsBusy,
    });
    const b1 = await guard.begin('b', KB);
    await expect(guard.begin('c', KB)).rejects.toMatchObject({ statusCode: 429 });
    a1.end();
    a1.end(); // ending twice frees one slot, not two
    const c1 = await guard.begin('c', KB);
    await expect(guard.begin('d', KB)).rejects.toMatchObject({ statusCode: 429 });
    for (const ticket of [a2, b1, c1]) ticket.end();
  });

  test('ten uploads begun at once from one address: two admitted, eight 429, none slipping past while the disk is asked', async () => {
    const guard = storageGuard(limits({ concurrentPerAddress: 2, concurrent: 3 }), dir);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => guard.begin('a', KB)),
    );
    const admitted = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    expect(admitted).toHaveLength(2);
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ statusCode: 429 });
    }
    // The site-wide cap holds the same way across addresses.
    const others = await Promise.allSettled(['b', 'c', 'd'].map((a) => guard.begin(a, KB)));
    expect(others.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const ticket of admitted) ticket.end();
  });

  test('uploads begun at once cannot together pass the hourly quota or the free-space floor', async () => {
    const quota = storageGuard(
      limits({ bytesPerHourPerAddress: 100 * KB, concurrentPerAddress: 5 }),
      dir,
    );
    const byQuota = await Promise.allSettled([1, 2, 3].map(() => quota.begin('a', 40 * KB)));
    expect(byQuota.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((byQuota[2] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 507 });

    const disk = await statfs(tmpdir());
    const free = Number(disk.bavail) * Number(disk.bsize);
    // A floor that leaves room for exactly one of two large uploads declared at the same moment.
    const big = 1024 * 1024 * KB; // declared, never written; a margin of 500 MB for other writers
    const floor = storageGuard(
      limits({
        freeFloorBytes: free - big - big / 2,
        concurrentPerAddress: 5,
        bytesPerHourPerAddress: 10 * big,
        bytesPerHour: 10 * big,
      }),
      dir,
    );
    const byFloor = await Promise.allSettled([floor.begin('a', big), floor.begin('b', big)]);
    expect(byFloor.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = byFloor.find((o) => o.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 507, detail: API_MESSAGES.storageFull });
    // A refused upload holds nothing: once the first ends, the next one is admitted.
    for (const o of [...byQuota, ...byFloor]) if (o.status === 'fulfilled') o.value.end();
    (await floor.begin('b', big)).end();
  });

  test('an upload in progress counts with its declared size; stored bytes leave the quota after an hour', async () => {
    let clock = 0;
    const guard = storageGuard(limits({ bytesPerHourPerAddress: 100 * KB }), dir, () => clock);
    const first = await guard.begin('a', 60 * KB);
    await expect(guard.begin('a', 60 * KB)).rejects.toMatchObject({
      statusCode: 507,
      detail: API_MESSAGES.uploadQuotaReached,
    });
    first.stored(60 * KB);
    first.end();
    await expect(guard.begin('a', 60 * KB)).rejects.toMatchObject({ statusCode: 507 });
    clock += 3_600_000 + 1;
    (await guard.begin('a', 60 * KB)).end();
  });

  test.each([
    ['per address', { bytesPerHourPerAddress: 100 * KB }, ['a', 'a']],
    ['for the site', { bytesPerHour: 100 * KB }, ['a', 'b']],
  ] as const)(
    'the hourly quota %s admits uploads adding up to exactly it; one byte more is 507',
    async (_quota, quota, [first, second]) => {
      const guard = storageGuard(limits({ ...quota, concurrentPerAddress: 5 }), dir);
      const upTo = await guard.begin(first, 60 * KB);
      const exactly = await guard.begin(second, 40 * KB);
      await expect(guard.begin(second, 1)).rejects.toMatchObject({
        statusCode: 507,
        detail: API_MESSAGES.uploadQuotaReached,
      });
      upTo.end();
      exactly.end();
    },
  );

  test('stored bytes count until exactly an hour has passed, then no longer', async () => {
    const HOUR_MS = 3_600_000;
    let clock = 0;
    const guard = storageGuard(limits({ bytesPerHourPerAddress: 100 * KB }), dir, () => clock);
    const stored = await guard.begin('a', 100 * KB);
    stored.stored(100 * KB);
    stored.end();
    clock = HOUR_MS - 1;
    await expect(guard.begin('a', 1)).rejects.toMatchObject({ statusCode: 507 });
    clock = HOUR_MS;
    (await guard.begin('a', 100 * KB)).end();
  });

  test('health recovers from a failed write once a probe write works again', async () => {
    let clock = 0;
    const guard = storageGuard(limits({}), dir, () => clock);
    const log = { error: () => {} } as unknown as Parameters<typeof guard.writeFailed>[1];
    guard.writeFailed(new Error('ENOSPC'), log);
    expect(await guard.check()).toMatchObject({ ok: false, reason: 'write_failed' });
    clock += STORAGE_PROBE_AFTER_MS;
    expect(await guard.check()).toMatchObject({ ok: true });
  });
});
