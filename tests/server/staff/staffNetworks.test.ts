// STAFF_ALLOWED_NETWORKS: the console answers only from the firm's own addresses.
import { expect, test } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import { STAFF_SIGN_IN_MESSAGES } from '../../../contract/staffAccess';
import { allowedNetworks } from '../../../server/config';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import { freezeClock } from '../support/secondFactor';
import { addStaff, PASSWORD, signIn } from '../support/staff';

const clock = freezeClock();

test('STAFF_ALLOWED_NETWORKS: addresses and CIDR ranges, anything else stops the start', () => {
  expect(allowedNetworks(undefined)).toEqual([]);
  expect(allowedNetworks('203.0.113.0/24, 2001:db8::/48,192.0.2.7')).toEqual([
    '203.0.113.0/24',
    '2001:db8::/48',
    '192.0.2.7/32',
  ]);
  expect(allowedNetworks('10.0.0.0/32')).toEqual(['10.0.0.0/32']);
  for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.0/8/1', '2001:db8::/129', '']) {
    expect(() => allowedNetworks(bad), bad).toThrow(/STAFF_ALLOWED_NETWORKS/);
  }
});

describeEachDatabase('the staff network allow-list on %s', (kind) => {
  const t = openForSuite(() =>
    createTestApp(kind, {
      clock,
      config: { staffAllowedNetworks: ['203.0.113.0/24', '2001:db8::/48'] },
    }),
  );

  test('outside the ranges /staff and /api/staff answer 403 before any session or password', async () => {
    await addStaff(t.app, '망확인');
    for (const [method, url] of [
      ['GET', '/staff'],
      ['GET', '/staff/'],
      ['GET', STAFF_API.session],
      ['POST', STAFF_API.session],
      ['POST', STAFF_API.sessionCode],
      ['GET', STAFF_API.consultations],
    ] as const) {
      for (const remoteAddress of ['198.51.100.7', '::ffff:198.51.100.7', '2001:db9::1']) {
        const response = await t.app.inject({
          method,
          url,
          remoteAddress,
          ...(method === 'POST' ? { payload: { name: '망확인', password: PASSWORD } } : {}),
        });
        expect(response.statusCode, `${method} ${url} ${remoteAddress}`).toBe(403);
        expect(response.json().detail).toBe(STAFF_SIGN_IN_MESSAGES.networkNotAllowed);
      }
    }
    // Nothing was tried: no failed sign-in recorded.
    expect(await t.db.query("SELECT 1 FROM audit_log WHERE action = 'sign_in_failed'")).toEqual([]);
    // Inside the ranges the console works as ever, and public pages are open to everyone.
    for (const remoteAddress of ['203.0.113.9', '::ffff:203.0.113.9', '2001:db8:0:1::5']) {
      const inside = await t.app.inject({ url: STAFF_API.session, remoteAddress });
      expect(inside.statusCode, remoteAddress).toBe(401);
    }
    const signed = await signIn(t.app, '망확인', PASSWORD, '203.0.113.10');
    expect(signed.cookie).not.toBe('');
    const publicApi = await t.app.inject({ url: '/api/health', remoteAddress: '198.51.100.7' });
    expect(publicApi.statusCode).not.toBe(403);
    const lookalike = await t.app.inject({ url: '/staffing', remoteAddress: '198.51.100.7' });
    expect(lookalike.statusCode).not.toBe(403);
  });
});
