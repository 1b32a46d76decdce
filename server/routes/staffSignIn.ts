import type { FastifyInstance } from 'fastify';
import { type Firm, firmFactLabel } from '../../contract/firm';
import { placeholderFactsOf } from '../../contract/readyToPublish';
import { STAFF_API, STAFF_MESSAGES, type StaffRole } from '../../contract/staff';
import {
  STAFF_SECOND_FACTOR,
  STAFF_SIGN_IN_MESSAGES,
  type StaffSignedIn,
  type StaffSignInStep,
  staffCodeSchema,
  staffSignInSchema,
  TOTP_CODE_PATTERN,
} from '../../contract/staffAccess';
import type { StaffSession } from '../../contract/staffAnswers';
import { recordAudit } from '../db/audit';
import { type StaffAccountRow, staffRepository } from '../db/staff';
import { HttpError } from '../http';
import { guardedSignIn, type SignInClient, signInClientKey } from '../passwords/passwordGuard';
import { hashPassword, type ScryptParams, verifyPassword } from '../passwords/passwords';
import { WRITE_LIMIT } from '../plugins/security';
import {
  checkForgery,
  deviceCookie,
  deviceIdFrom,
  hashSessionId,
  newSecret,
  sessionCookie,
} from '../plugins/staffSession';
import {
  base32Key,
  hashRecoveryCode,
  matchingStep,
  newRecoveryCodes,
  newTotpKey,
  otpauthUri,
  qrSvg,
  type SecretBox,
} from '../secondFactor';
import { local, staffInput } from './staffRequest';

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
    await verifyPassword(password, await dummyHash);
    return false;
  };

  /** The answer to a right password: a challenge, and a new authenticator when there is none. */
  async function challengeFor(account: StaffAccountRow, client: string): Promise<StaffSignInStep> {
    const challenge = newSecret();
    if (account.totp_secret) {
      await app.staff.startChallenge(hashSessionId(challenge), account, null, client);
      return { next: 'code', challenge };
    }
    const key = newTotpKey();
    const sealed = options.secrets.seal(key, account.id);
    await app.staff.startChallenge(hashSessionId(challenge), account, sealed, client);
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
        account ? verifyPassword(password, account.password_hash) : checkAgainstDummy(password),
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

  // Step two: the authenticator's code, a recovery code, or (enrolling) the new app's first code.
  app.post(local(STAFF_API.sessionCode), { config: WRITE_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    checkForgery(request, null);
    const { challenge, code } = staffInput(staffCodeSchema, request.body);
    const idHash = hashSessionId(challenge);
    const row = await app.staff.challenge(idHash, STAFF_SECOND_FACTOR.challengeMinutes);
    if (!row) throw new HttpError(401, STAFF_SIGN_IN_MESSAGES.challengeExpired);
    const client = request.ip ?? null;
    const actor = { staffName: row.name, staffId: row.staff_id, client };
    const expired = () => new HttpError(401, STAFF_SIGN_IN_MESSAGES.challengeExpired);
    // A wrong code counts as a wrong sign-in of the client on the name, and ends the challenge
    // at challengeWrongCodes: knowing the password buys a handful of guesses, no more.
    const wrong = async (detail: string): Promise<never> => {
      await app.audit.record({ ...actor, action: 'sign_in_failed', detail });
      await app.staff.countWrong(row.client, row.name);
      const goesOn = await app.staff.wrongCode(idHash, STAFF_SECOND_FACTOR.challengeWrongCodes);
      throw goesOn ? new HttpError(401, STAFF_SIGN_IN_MESSAGES.codeWrong) : expired();
    };
    const now = options.clock();
    let recoveryCodes: string[] | undefined;
    if (row.pending_secret) {
      const key = options.secrets.open(row.pending_secret, row.staff_id);
      const step = TOTP_CODE_PATTERN.test(code) ? matchingStep(key, code, now) : null;
      if (step === null) return wrong('wrong code (enrolment)');
      if (!(await app.staff.endChallenge(idHash))) throw expired();
      const codes = newRecoveryCodes();
      const sealed = row.pending_secret;
      const enrolled = await app.db.transaction(async (tx) => {
        if (
          !(await staffRepository(tx).enrol(
            row.staff_id,
            sealed,
            step,
            codes.map(hashRecoveryCode),
          ))
        ) {
          return false;
        }
        await recordAudit(tx, {
          ...actor,
          action: 'second_factor_enrolled',
          target: { type: 'staff', id: row.staff_id },
          detail: row.name,
        });
        return true;
      });
      if (!enrolled) throw expired();
      recoveryCodes = codes;
    } else if (row.totp_secret && TOTP_CODE_PATTERN.test(code)) {
      const step = matchingStep(options.secrets.open(row.totp_secret, row.staff_id), code, now);
      if (step === null) return wrong('wrong code');
      // The code's step is taken once, by one instance: a replay is a wrong code.
      if (!(await app.staff.takeStep(row.staff_id, step))) return wrong('code used before');
      if (!(await app.staff.endChallenge(idHash))) throw expired();
    } else {
      if (!(await app.staff.spendRecoveryCode(row.staff_id, hashRecoveryCode(code)))) {
        return wrong('wrong recovery code');
      }
      if (!(await app.staff.endChallenge(idHash))) throw expired();
      await app.audit.record({
        ...actor,
        action: 'recovery_code_used',
        target: { type: 'staff', id: row.staff_id },
        detail: `${row.name}: ${await app.staff.recoveryCodesLeft(row.staff_id)}`,
      });
    }
    const id = newSecret();
    const csrfToken = newSecret();
    const sessionId = await app.staff.startSession(
      hashSessionId(id),
      { id: row.staff_id, password_hash: row.password_hash },
      csrfToken,
      client,
    );
    if (sessionId === undefined) {
      await app.audit.record({
        ...actor,
        action: 'sign_in_failed',
        detail: 'password changed or account disabled meanwhile',
      });
      throw expired();
    }
    await app.staff.clearMistakes(row.client, row.name);
    const device = newSecret();
    await app.staff.rememberDevice(hashSessionId(device), row.staff_id);
    await app.audit.record({ ...actor, sessionId, action: 'signed_in' });
    const signedIn: StaffSignedIn = {
      ...session(row.name, row.role, csrfToken),
      ...(recoveryCodes ? { recoveryCodes } : {}),
    };
    return reply.header('set-cookie', [sessionCookie(id), deviceCookie(device)]).send(signedIn);
  });
}
