import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { API_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { describePostgres, TEST_DATABASE_URL } from '../helpers';
import { MARKER, outageUnderTraffic } from '../support/faultScenarios';
import { json, review, scannedLogs } from '../support/faultServers';
import { startServerProcess } from '../support/serverProcess';
import { type ProxyMode, startTcpProxy } from '../support/tcpProxy';

const logsToScan = scannedLogs();

// Defined only with a PostgreSQL to stop (CI sets TEST_DATABASE_URL); PGlite cannot go away.
describePostgres('PostgreSQL stopped or black-holed under traffic', () => {
  const schema = `faults_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = TEST_DATABASE_URL
    ? postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} })
    : null;
  beforeAll(async () => {
    await admin?.unsafe(`CREATE SCHEMA ${schema}`);
  });
  afterAll(async () => {
    await admin?.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.end();
  });

  test.each(['stopped', 'blackholed'] as ProxyMode[])(
    'database %s: every request answers within 2 s (503, Korean), health says so, 200s again within 5 s of its return',
    async (mode) => {
      const target = new URL(TEST_DATABASE_URL as string);
      const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
      const viaProxy = new URL(TEST_DATABASE_URL as string);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      viaProxy.searchParams.set('search_path', schema);
      const server = await startServerProcess({
        DATABASE_URL: viaProxy.toString(),
        WRITE_LIMIT_PER_MINUTE: '100000',
      });
      logsToScan.push(server);
      try {
        expect((await fetch(server.base + REVIEW_API.list, json(review))).status).toBe(201);
        const outage = await outageUnderTraffic(server, proxy, mode);
        const { samples, outageAt, restoredAt, recoveryMs } = outage;
        // A write during the outage is refused quickly (and not stored twice after a retry).
        expect(outage.write.status).toBe(503);
        expect(outage.write.ms).toBeLessThan(2_000);
        expect(samples.filter((s) => s.status === 0)).toEqual([]);
        const slowest = Math.max(...samples.map((s) => s.ms));
        expect(slowest).toBeLessThan(2_000);
        const during = samples.filter(
          (s) => s.started > outageAt + 50 && s.started + s.ms < restoredAt,
        );
        expect(during.length).toBeGreaterThan(20);
        for (const s of during) {
          expect(s.status).toBe(503);
          expect(s.detail).toBe(API_MESSAGES.unavailable);
        }
        expect(recoveryMs).toBeLessThan(5_000);
        const settled = samples.filter((s) => s.started > restoredAt + recoveryMs + 500);
        expect(settled.length).toBeGreaterThan(0);
        expect(settled.every((s) => s.status === 200)).toBe(true);
        console.info(
          `database ${mode}: ${samples.length} requests, slowest ${slowest} ms, ${during.length} answered 503 during the outage, 200 again ${recoveryMs} ms after its return`,
        );
        const retry = await fetch(
          server.base + CONSULTATION_API,
          json({
            consultation_type: 'gift',
            name: `장애 ${MARKER}`,
            phone: '02-123-4567',
            content: '',
          }),
        );
        expect(retry.status).toBe(201);
        const stored = await admin?.unsafe(
          `SELECT count(*)::int AS n FROM ${schema}.consultations`,
        );
        expect(stored?.[0]?.n).toBe(1);
        await admin?.unsafe(`DELETE FROM ${schema}.consultations`);
      } finally {
        await server.stop();
        await proxy.close();
      }
    },
    60_000,
  );
});
