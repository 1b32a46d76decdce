import type { FastifyInstance } from 'fastify';
import { STAFF_API, type StaffRole } from '../../contract/staff';
import {
  STAFF_SECOND_FACTOR,
  STAFF_SIGN_IN_MESSAGES,
  type StaffSignedIn,
  staffCodeSchema,
  TOTP_CODE_PATTERN,
} from '../../contract/staffAccess';
import type { StaffSession } from '../../contract/staffAnswers';
import { recordAudit } from '../db/audit';
import { staffRepository } from '../db/staff';
import type { StaffChallengeRow } from '../db/staffSignIn';
import { HttpError } from '../http';
import { guardedSignIn, type SignInClient, signInClientKey } from '../passwords/passwordGuard';
import { WRITE_LIMIT } from '../plugins/security';
import {
  checkForgery,
  deviceCookie,
  deviceIdFrom,
  hashSessionId,
  newSecret,
  sessionCookie,
  sessionIdFrom,
} from '../plugins/staffSession';
import { hashRecoveryCode, matchingStep, newRecoveryCodes, type SecretBox } from '../secondFactor';
import { local, staffInput } from './staffRequest';

/** What a code did: opened the sign-in, or why it did not (the access record's detail). */
type Outcome =
  | { ok: true; step?: number; recovery?: boolean }
  | { ok: false; detail: string; counts: boolean }
  | { ok: false; enrolledElsewhere: true };

const S = STAFF_SECOND_FACTOR;

/**
 * Step two of signing in (decision 306): the code goes through the password's limits first
 * (per address and name, per name from strangers, a known browser exempt as at the password),
 * a wrong one raises both counts, a spent or superseded challenge counts every code sent on it
 * as wrong, and a challenge answers only to the client that asked for it.
 */
export async function staffCodeRoute(
  app: FastifyInstance,
  options: {
    secrets: SecretBox;
    clock: () => number;
    session: (name: string, role: StaffRole, csrfToken: string) => StaffSession;
  },
) {
  /** The code step's client as the password step counted it: a known browser, else its address. */
  async function clientOf(
    device: string | undefined,
    staffId: number,
    ip: string,
  ): Promise<SignInClient> {
    const known = device ? await app.staff.knowsDevice(device, staffId, S.deviceDays) : false;
    return known && device ? { device } : { ip };
  }

  /** Checks the code against the challenge without spending anything but a TOTP step. */
  async function check(row: StaffChallengeRow, code: string, now: number): Promise<Outcome> {
    // Told first, even on a challenge a newer one voided: the member must hear of it at once.
    if (row.pending_secret && row.totp_secret) return { ok: false, enrolledElsewhere: true };
    if (row.wrong_codes >= S.challengeWrongCodes) {
      return { ok: false, detail: 'code on a spent challenge', counts: false };
    }
    if (row.pending_secret) {
      const key = options.secrets.open(row.pending_secret, row.staff_id);
      const step = TOTP_CODE_PATTERN.test(code) ? matchingStep(key, code, now) : null;
      if (step === null) return { ok: false, detail: 'wrong code (enrolment)', counts: true };
      return { ok: true, step };
    }
    if (row.totp_secret && TOTP_CODE_PATTERN.test(code)) {
      const step = matchingStep(options.secrets.open(row.totp_secret, row.staff_id), code, now);
      if (step === null) return { ok: false, detail: 'wrong code', counts: true };
      // The code's step is taken once, by one instance: a replay is a wrong code.
      if (!(await app.staff.takeStep(row.staff_id, step))) {
        return { ok: false, detail: 'code used before', counts: true };
      }
      return { ok: true };
    }
    if (!(await app.staff.spendRecoveryCode(row.staff_id, hashRecoveryCode(code)))) {
      return { ok: false, detail: 'wrong recovery code', counts: true };
    }
    return { ok: true, recovery: true };
  }

  app.post(local(STAFF_API.sessionCode), { config: WRITE_LIMIT }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    checkForgery(request, null);
    const { challenge, code } = staffInput(staffCodeSchema, request.body);
    const idHash = hashSessionId(challenge);
    const expired = () => new HttpError(401, STAFF_SIGN_IN_MESSAGES.challengeExpired);
    const row = await app.staff.challenge(idHash, S.challengeMinutes);
    if (!row) throw expired();
    const client = request.ip ?? null;
    const actor = { staffName: row.name, staffId: row.staff_id, client };
    const deviceId = deviceIdFrom(request);
    const from = await clientOf(
      deviceId ? hashSessionId(deviceId) : undefined,
      row.staff_id,
      client ?? 'gone',
    );
    let outcome: Outcome = { ok: false, detail: 'not checked', counts: false };
    try {
      await guardedSignIn(app.staff, from, row.name, async () => {
        // Another client's challenge: not this client's to answer, and counted as a wrong try.
        outcome =
          signInClientKey(from) === row.client
            ? await check(row, code, options.clock())
            : { ok: false, detail: 'challenge from another client', counts: false };
        return outcome.ok || 'enrolledElsewhere' in outcome;
      });
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) {
        await app.audit.record({ ...actor, action: 'sign_in_failed', detail: 'limited (code)' });
      }
      throw error;
    }
    // Set inside the guarded check, which TypeScript does not follow into.
    const result = outcome as Outcome;
    if ('enrolledElsewhere' in result) {
      await app.staff.endChallenge(idHash);
      await app.audit.record({
        ...actor,
        action: 'sign_in_failed',
        detail: 'enrolment confirmed after another one completed',
      });
      throw new HttpError(409, STAFF_SIGN_IN_MESSAGES.enrolledElsewhere);
    }
    if (!result.ok) {
      await app.audit.record({ ...actor, action: 'sign_in_failed', detail: result.detail });
      const goesOn = result.counts && (await app.staff.wrongCode(idHash, S.challengeWrongCodes));
      throw goesOn ? new HttpError(401, STAFF_SIGN_IN_MESSAGES.codeWrong) : expired();
    }
    if (!(await app.staff.endChallenge(idHash))) throw expired();
    let recoveryCodes: string[] | undefined;
    if (row.pending_secret && result.step !== undefined) {
      const codes = newRecoveryCodes();
      const sealed = row.pending_secret;
      const step = result.step;
      const enrolled = await app.db.transaction(async (tx) => {
        const repo = staffRepository(tx);
        if (!(await repo.enrol(row.staff_id, sealed, step, codes.map(hashRecoveryCode), client))) {
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
      if (!enrolled) throw new HttpError(409, STAFF_SIGN_IN_MESSAGES.enrolledElsewhere);
      recoveryCodes = codes;
    }
    if (result.recovery) {
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
    // Signing in again in the same browser ends the session it held: one browser, one session.
    const previous = sessionIdFrom(request);
    if (previous) await app.staff.endSession(hashSessionId(previous));
    await app.staff.clearMistakes(row.client, row.name);
    const device = newSecret();
    await app.staff.rememberDevice(hashSessionId(device), row.staff_id);
    await app.audit.record({ ...actor, sessionId, action: 'signed_in' });
    const signedIn: StaffSignedIn = {
      ...options.session(row.name, row.role, csrfToken),
      ...(recoveryCodes ? { recoveryCodes } : {}),
    };
    return reply.header('set-cookie', [sessionCookie(id), deviceCookie(device)]).send(signedIn);
  });
}
