import type { FastifyInstance } from 'fastify';
import { type Firm, firmFactLabel } from '../../contract/firm';
import { placeholderFactsOf } from '../../contract/readyToPublish';
import { STAFF_API, STAFF_MESSAGES, type StaffRole } from '../../contract/staff';
import {
  STAFF_SECOND_FACTOR,
  type StaffSignInStep,
  staffSignInSchema,
} from '../../contract/staffAccess';
import type { StaffSession } from '../../contract/staffAnswers';
import type { StaffAccountRow } from '../db/staff';
import { HttpError } from '../http';
import { staffPasswordSlots } from '../passwords/hashSlots';
import { guardedSignIn, type SignInClient, signInClientKey } from '../passwords/passwordGuard';
import { hashPassword, type ScryptParams, verifyPassword } from '../passwords/passwords';
import { WRITE_LIMIT } from '../plugins/security';
import { checkForgery, deviceIdFrom, hashSessionId, newSecret } from '../plugins/staffSession';
import { base32Key, newTotpKey, otpauthUri, qrSvg, type SecretBox } from '../secondFactor';
import { local, staffInput } from './staffRequest';
import { staffCodeRoute } from './staffSignInCode';

/** The published facts still holding example values, each named as the firm reads it. */
const readyToPublishOf = (facts: Firm) =>
  placeholderFactsOf(facts).map(({ path, value }) => ({ label: firmFactLabel(path), value }));

/** What a session answers (GET, and a completed sign-in): who, its token and the facts' check. */
export const sessionAnswer =
  (app: FastifyInstance) =>
  (name: string, role: StaffRole, csrfToken: string): StaffSession => ({
    staff: { name, role },
    csrfToken,
    readyToPublish: readyToPublishOf(app.publisher.current().content.firm),
  });

/** Signing in, the only calls without a session: the password, then the code (decision 179). */
export async function staffSignInRoutes(
  app: FastifyInstance,
  options: { scrypt: ScryptParams; secrets: SecretBox; clock: () => number },
) {
  const session = sessionAnswer(app);
  // An unknown name costs a hash check too, so its answer takes as long as a wrong password's.
  // The hash it is checked against is made at start, not on the first unknown name.
  const dummyHash = hashPassword(newSecret(), options.scrypt);
  const checkAgainstDummy = async (password: string) => {
    const hash = await dummyHash;
    await staffPasswordSlots.run(() => verifyPassword(password, hash));
    return false;
  };

  const spentAt = STAFF_SECOND_FACTOR.challengeWrongCodes;
  /** The answer to a right password: a challenge, and a new authenticator when there is none. */
  async function challengeFor(account: StaffAccountRow, client: string): Promise<StaffSignInStep> {
    const challenge = newSecret();
    if (account.totp_secret) {
      await app.staff.startChallenge(hashSessionId(challenge), account, null, client, spentAt);
      return { next: 'code', challenge };
    }
    const key = newTotpKey();
    const sealed = options.secrets.seal(key, account.id);
    await app.staff.startChallenge(hashSessionId(challenge), account, sealed, client, spentAt);
    const uri = otpauthUri(account.name, key);
    return { next: 'enrol', challenge, secret: base32Key(key), otpauthUri: uri, qrSvg: qrSvg(uri) };
  }

  // Step one: the password. Right, it gives a challenge, never a session (decision 179).
  app.post(local(STAFF_API.session), { config: WRITE_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    checkForgery(request, null);
    const { name, password } = staffInput(staffSignInSchema, request.body);
    const account = await app.staff.findByName(name);
    const client = request.ip ?? null;
    // A failed sign-in is recorded with the name tried, whether or not it is an account's.
    const failed = (detail: string) =>
      app.audit.record({
        staffName: name,
        staffId: account?.id ?? null,
        client,
        action: 'sign_in_failed',
        detail,
      });
    // A browser that completed a sign-in to this very account is not a stranger (decision 183).
    const deviceId = deviceIdFrom(request);
    const device = deviceId ? hashSessionId(deviceId) : undefined;
    // Looked up whether or not the name is an account's (id 0 is none), so that a cookie sent
    // with a guessed name does not time the name's existence.
    const known = device
      ? await app.staff.knowsDevice(device, account?.id ?? 0, STAFF_SECOND_FACTOR.deviceDays)
      : false;
    const from: SignInClient = known && device ? { device } : { ip: client ?? 'gone' };
    let matches: boolean;
    try {
      matches = await guardedSignIn(app.staff, from, name, () =>
        account
          ? staffPasswordSlots.run(() => verifyPassword(password, account.password_hash))
          : checkAgainstDummy(password),
      );
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) await failed('limited');
      throw error;
    }
    if (!account || !matches) {
      await failed(account ? 'wrong password' : 'no such account');
      throw new HttpError(401, STAFF_MESSAGES.signInFailed);
    }
    // Told apart only in the access records: the answer is a wrong password's.
    if (account.disabled_at) {
      await failed('account disabled');
      throw new HttpError(401, STAFF_MESSAGES.signInFailed);
    }
    return challengeFor(account, signInClientKey(from));
  });

  await staffCodeRoute(app, { ...options, session });
}
