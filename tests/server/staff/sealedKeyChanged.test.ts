import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { STAFF_SIGN_IN_MESSAGES, type StaffSignInStep } from '../../../contract/staffAccess';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers';
import { captureLog } from '../support/logCapture';
import {
  addStaff,
  NAME,
  nextClient,
  nextCode,
  PASSWORD,
  postCode,
  postSignIn,
  totpKeyOf,
} from '../support/staff';

// STAFF_TOTP_KEY changed (or lost) since a member enrolled: the stored key no longer opens. The
// member is told whom to ask, the operator's log names the cause, and nothing else breaks.
describeEachDatabase('an authenticator key sealed under another STAFF_TOTP_KEY on %s', (kind) => {
  test('the code step says to ask for a reset, and the log names the key and the member', async () => {
    const log = captureLog();
    let t: TestApp | undefined;
    try {
      // The helpers seal under the tests' usual key; this server was started with a new one.
      t = await createTestApp(kind, {
        logger: { level: 'error', stream: log.stream },
        config: { staffTotpKey: randomBytes(32).toString('base64') },
      });
      await addStaff(t.app, NAME, PASSWORD);
      const client = nextClient();
      const step = await postSignIn(t.app, { name: NAME, password: PASSWORD }, client);
      expect(step.statusCode).toBe(200);
      const { challenge } = step.json() as StaffSignInStep;

      const answer = await postCode(t.app, { challenge, code: nextCode(totpKeyOf(NAME)) }, client);
      expect(answer.statusCode).toBe(500);
      expect(answer.json()).toEqual({ detail: STAFF_SIGN_IN_MESSAGES.keyUnreadable });
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(log.text()).toContain('STAFF_TOTP_KEY');
      expect(log.text()).toContain('reset-2fa');
    } finally {
      await t?.close();
    }
  });
});
