import type { FastifyInstance } from 'fastify';
import { PASSWORD_GUARD } from '../../contract/limits';
import { STAFF_LIMITS } from '../../contract/staff';
import {
  STAFF_OWN_PASSWORD_MESSAGES as M,
  STAFF_OWN_PASSWORD_API,
  staffOwnPasswordSchema,
} from '../../contract/staffOwnPassword';
import { recordAudit } from '../db/audit';
import { staffRepository } from '../db/staff';
import { HttpError } from '../http';
import { AccountError, checkPasswordFor } from '../operations/staffAccounts';
import { staffPasswordSlots } from '../passwords/hashSlots';
import { clientKey } from '../passwords/passwordGuard';
import { hashPassword, type ScryptParams, verifyPassword } from '../passwords/passwords';
import { WRITE_LIMIT } from '../plugins/security';
import { accessActor, CLEARED_SESSION_COOKIE, staffOf } from '../plugins/staffSession';
import { matchingStep, type SecretBox } from '../secondFactor';
import { local, staffInput } from './staffRequest';

const WINDOWS = {
  windowMinutes: STAFF_LIMITS.signInWindowMinutes,
  staleAfterSeconds: PASSWORD_GUARD.staleAfterSeconds,
};

/**
 * A member changes their own password (decision 290): the current password and a current
 * authenticator code first, both checked before the new password is weighed, so a desk left
 * signed in is not enough. A refusal is recorded with why (never what was typed); the change
 * ends the account's other sessions and keeps this one.
 */
export async function staffOwnPasswordRoutes(
  app: FastifyInstance,
  options: { scrypt: ScryptParams; secrets: SecretBox; clock: () => number },
) {
  app.put(local(STAFF_OWN_PASSWORD_API), { config: WRITE_LIMIT }, async (request, reply) => {
    const input = staffInput(staffOwnPasswordSchema, request.body);
    const staff = staffOf(request);
    const actor = accessActor(request);
    const target = { type: 'staff', id: staff.staffId } as const;
    const refuse = async (status: number, message: string, why: string): Promise<never> => {
      await app.audit.record({
        ...actor,
        action: 'own_password_change_failed',
        target,
        detail: why,
      });
      throw new HttpError(status, message);
    };
    const account = await app.staff.findById(staff.staffId);
    if (!account) throw new HttpError(401, M.proofWrong);
    // Wrong proofs count as wrong sign-ins of this address on the name (decision 308): at the
    // limit the session ends, so a desk left signed in gives a handful of guesses, no more.
    const client = clientKey(request.ip ?? 'gone');
    const endSession = async (why: string): Promise<never> => {
      await app.staff.endSession(staff.idHash);
      await app.audit.record({
        ...actor,
        action: 'own_password_change_failed',
        target,
        detail: why,
      });
      reply.header('set-cookie', CLEARED_SESSION_COOKIE);
      throw new HttpError(401, M.tooManyWrong);
    };
    const limited = async () =>
      (await app.staff.signInStanding(client, account.name, '0', WINDOWS)).recentWrong >=
      STAFF_LIMITS.signInAttempts;
    if (await limited()) return endSession(`${account.name}: too many wrong, session ended`);
    const wrongProof = async (why: string): Promise<never> => {
      await app.staff.countWrong(client, account.name);
      if (await limited()) return endSession(`${account.name}: ${why}, session ended`);
      return refuse(400, M.proofWrong, `${account.name}: ${why}`);
    };
    const current = input.current;
    if (!(await staffPasswordSlots.run(() => verifyPassword(current, account.password_hash)))) {
      return wrongProof('wrong current password');
    }
    const key = account.totp_secret ? options.secrets.open(account.totp_secret, account.id) : null;
    const step = key ? matchingStep(key, input.code, options.clock()) : null;
    // The code's step is taken once, as at sign-in: a code seen over a shoulder is spent.
    if (step === null || !(await app.staff.takeStep(account.id, step))) {
      return wrongProof('wrong code');
    }
    let checked: string;
    try {
      checked = await checkPasswordFor(input.password, {
        name: account.name,
        previousHash: account.password_hash,
      });
    } catch (error) {
      if (error instanceof AccountError) return refuse(error.status, error.message, account.name);
      throw error;
    }
    const hash = await staffPasswordSlots.run(() => hashPassword(checked, options.scrypt));
    const changed = await app.db.transaction(async (tx) => {
      const done = await staffRepository(tx).setOwnPassword(
        account.id,
        account.password_hash,
        hash,
        staff.idHash,
      );
      if (done)
        await recordAudit(tx, {
          ...actor,
          action: 'own_password_changed',
          target,
          detail: account.name,
        });
      return done;
    });
    // Changed meanwhile (another session, an owner's reset): the password proved is no longer it.
    if (!changed) return refuse(409, M.proofWrong, `${account.name}: changed meanwhile`);
    return reply.code(204).send();
  });
}
