import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_API, STAFF_MESSAGES } from '../../contract/staff';
import {
  staffAccountChangeSchema,
  staffNewAccountSchema,
  staffPasswordResetSchema,
} from '../../contract/staffAccess';
import type { StaffAccountInfo } from '../../contract/staffAnswers';
import type { StaffAccountListRow } from '../db/staff';
import { HttpError } from '../http';
import {
  AccountError,
  addAccount,
  changeRole,
  resetPassword,
  resetSecondFactor,
  setAccountDisabled,
} from '../operations/staffAccounts';
import type { ScryptParams } from '../passwords/passwords';
import { WRITE_LIMIT } from '../plugins/security';
import { accessActor, requireOwner, staffOf } from '../plugins/staffSession';
import { ID_PARAM, local, recordId, staffInput } from './staffRequest';

const accountInfo = (row: StaffAccountListRow, ownId: number): StaffAccountInfo => ({
  id: row.id,
  name: row.name,
  role: row.role,
  created_at: row.created_at.toISOString(),
  disabled_at: row.disabled_at?.toISOString() ?? null,
  sessions: row.sessions,
  second_factor: row.second_factor,
  second_factor_enrolled_at: row.second_factor_enrolled_at?.toISOString() ?? null,
  second_factor_enrolled_from: row.second_factor_enrolled_from,
  last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
  failed_since: row.failed_since,
  own: row.id === ownId,
});

/** The account a change names; never the owner's own (their role, sign-in and password stay theirs). */
function otherAccount(request: FastifyRequest): number {
  const id = recordId(request);
  if (id === staffOf(request).staffId) throw new HttpError(409, STAFF_MESSAGES.ownAccount);
  return id;
}

/** An account change refused by the accounts as they stand becomes its HTTP answer. */
export async function answered<T>(change: Promise<T>): Promise<T> {
  try {
    return await change;
  } catch (error) {
    if (error instanceof AccountError) throw new HttpError(error.status, error.message);
    throw error;
  }
}

/**
 * Accounts, for owners only (decision 146): list, add, change the role, stop or allow sign-in,
 * set a new password. Each change is recorded with who made it, as the command line's are.
 */
export async function staffAccountRoutes(app: FastifyInstance, options: { scrypt: ScryptParams }) {
  app.addHook('preHandler', async (request) => requireOwner(request));

  const list = async (request: FastifyRequest) => {
    const ownId = staffOf(request).staffId;
    return (await app.staff.list()).map((row) => accountInfo(row, ownId));
  };

  app.get(local(STAFF_API.accounts), list);

  app.post(local(STAFF_API.accounts), { config: WRITE_LIMIT }, async (request, reply) => {
    const input = staffInput(staffNewAccountSchema, request.body);
    await answered(addAccount(app.db, input, accessActor(request), options.scrypt));
    return reply.code(201).send(await list(request));
  });

  app.patch(local(STAFF_API.account(ID_PARAM)), async (request) => {
    const id = otherAccount(request);
    const change = staffInput(staffAccountChangeSchema, request.body);
    const actor = accessActor(request);
    await answered(
      'role' in change
        ? changeRole(app.db, { id }, change.role, actor)
        : setAccountDisabled(app.db, { id }, change.disabled, actor),
    );
    return list(request);
  });

  app.put(
    local(STAFF_API.accountPassword(ID_PARAM)),
    { config: WRITE_LIMIT },
    async (request, reply) => {
      const id = otherAccount(request);
      const { password } = staffInput(staffPasswordResetSchema, request.body);
      await answered(resetPassword(app.db, { id }, password, accessActor(request), options.scrypt));
      return reply.code(204).send();
    },
  );

  // A lost phone: the member enrols a new authenticator at their next sign-in (decision 185).
  app.delete(local(STAFF_API.accountSecondFactor(ID_PARAM)), async (request) => {
    const id = otherAccount(request);
    await answered(resetSecondFactor(app.db, { id }, accessActor(request)));
    return list(request);
  });
}
