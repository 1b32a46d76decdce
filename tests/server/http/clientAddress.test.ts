import { expect, test } from 'vitest';
import { STAFF_API, STAFF_MESSAGES } from '../../../contract/staff';
import { readConfig } from '../../../server/config';
import { createTestApp, describeEachDatabase } from '../helpers';
import { addStaff, NAME } from '../support/staff';

/**
 * What one nginx in front of the server passes on: whatever X-Forwarded-For the client wrote,
 * with the address nginx saw appended ($proxy_add_x_forwarded_for).
 */
const throughProxy = (forged: string, client: string) => `${forged}, ${client}`;

describeEachDatabase('client addresses behind a proxy on %s', (kind) => {
  test('whatever TRUST_PROXY an operator can set, 40 wrong staff sign-ins with forged X-Forwarded-For are limited', async () => {
    for (const setting of ['true', '1', '10.0.0.1', 'loopback,10.0.0.0/8']) {
      let trustProxy: ReturnType<typeof readConfig>['trustProxy'];
      try {
        trustProxy = readConfig({ TRUST_PROXY: setting }).trustProxy;
      } catch {
        continue; // refused at start: no server runs with it
      }
      const t = await createTestApp(kind, { config: { trustProxy } });
      try {
        await addStaff(t.app);
        const statuses: number[] = [];
        let limitedMessage: string | undefined;
        for (let i = 0; i < 40; i++) {
          const response = await t.app.inject({
            method: 'POST',
            url: STAFF_API.session,
            payload: { name: NAME, password: `wrong ${i}` },
            remoteAddress: '10.0.0.1', // the proxy
            headers: { 'x-forwarded-for': throughProxy(`198.51.100.${i}`, '203.0.113.7') },
          });
          statuses.push(response.statusCode);
          if (response.statusCode === 429) limitedMessage = response.json().detail;
        }
        expect(statuses.filter((status) => status === 401).length, setting).toBeLessThanOrEqual(5);
        expect(statuses.at(-1), setting).toBe(429);
        expect(limitedMessage).toBe(STAFF_MESSAGES.signInRateLimited);
      } finally {
        await t.close();
      }
    }
  });
});
