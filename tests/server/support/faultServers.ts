// The server under faults and hostile traffic, as a stranger would try it: the real server
// process, a database that stops or is black-holed, slow and broken clients, large uploads, a
// SIGKILL. Real time is measured here (latency and recovery are what is tested), so no fake timers.
// What the faults*.test.ts files share: the review they write, the contract's error answer, the
// server on PGlite they attack, and the scan of every process's log after a file's last test.

import { afterAll, expect } from 'vitest';
import { API_CONTENT_SECURITY_POLICY } from '../../../server/plugins/security';
import { openForSuite } from '../helpers';
import { MARKER, UNBOUNDED_UPLOADS } from './faultScenarios';
import { parseRaw } from './rawHttp';
import { type ServerProcess, startServerOnFreshPGlite } from './serverProcess';

const KOREAN = /[가-힣]/;

export const review = {
  username: '고장시험',
  password: `pw-${MARKER}`,
  title: '제목',
  content: `내용 ${MARKER}`,
  consultation_type: 'inheritance',
};

export const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * A Korean {detail} with the security headers: the site's whole set where the answer is written
 * before a request is known, an API answer's (decision 160) where Fastify knows the URL is one.
 */
export function expectContractAnswer(
  text: string,
  status: number,
  headers: 'site' | 'api' = 'site',
) {
  const answer = parseRaw(text);
  expect(answer.status, text.slice(0, 120)).toBe(status);
  expect(JSON.parse(answer.body).detail).toMatch(KOREAN);
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  if (headers === 'site') expect(answer.headers['permissions-policy']).toContain('camera=()');
  else expect(answer.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
}

/** The processes a file starts: after its last test, each one's log is scanned. */
export function scannedLogs(): ServerProcess[] {
  const logsToScan: ServerProcess[] = [];

  afterAll(() => {
    // Every process of this file, after fuzzing, failed uploads, outages and slow clients.
    for (const server of logsToScan) {
      const log = server.output();
      expect(log.length).toBeGreaterThan(0);
      expect(log.includes(MARKER), 'a planted personal-data marker reached the log').toBe(false);
      expect(log).not.toMatch(/"level":50/);
    }
  });
  return logsToScan;
}

/**
 * The server on PGlite, attacked from outside: started (its log in `logsToScan`) before the
 * suite's first test, stopped and its data directory (`dir`) removed after its last.
 */
export function attackedServer(logsToScan: ServerProcess[]) {
  return openForSuite(async () => {
    const server = await startServerOnFreshPGlite({
      LOG_LEVEL: 'debug',
      TRUST_PROXY: '1', // one proxy in front: the tests write X-Forwarded-For as it would
      WRITE_LIMIT_PER_MINUTE: '100000',
      ...UNBOUNDED_UPLOADS,
    });
    logsToScan.push(server);
    return {
      ...server,
      async close() {
        await server.stop();
      },
    };
  });
}
