import type { FastifyInstance } from 'fastify';
import {
  STAFF_OWN_PASSWORD_MESSAGES as M,
  STAFF_OWN_PASSWORD_API,
  staffOwnPasswordSchema,
} from '../../contract/staffOwnPassword';
import { recordAudit } from '../db/audit';
import { staffRepository } from '../db/staff';
import { HttpError } from '../http';
import { AccountError, checkPasswordFor } from '../operations/staffAccounts';
import { hashPassword, type ScryptParams, verifyPassword } from '../passwords/passwords';
import { WRITE_LIMIT } from '../plugins/security';
import { accessActor, staffOf } from '../plugins/staffSession';
import { matchingStep, type SecretBox } from '../secondFactor';
import { local, staffInput } from './staffRequest';

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
    if (!account) throw new HttpError(401, M.currentWrong);
    if (!(await verifyPassword(input.current, account.password_hash))) {
      return refuse(400, M.currentWrong, `${account.name}: wrong current password`);
    }
    const key = account.totp_secret ? options.secrets.open(account.totp_secret, account.id) : null;
    const step = key ? matchingStep(key, input.code, options.clock()) : null;
    // The code's step is taken once, as at sign-in: a code seen over a shoulder is spent.
    if (step === null || !(await app.staff.takeStep(account.id, step))) {
      return refuse(400, M.codeWrong, `${account.name}: wrong code`);
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
    const hash = await hashPassword(checked, options.scrypt);
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
    if (!changed) return refuse(409, M.currentWrong, `${account.name}: changed meanwhile`);
    return reply.code(204).send();
  });
}
