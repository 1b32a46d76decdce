// Staff accounts: what `npm run staff` (server/operations/staffCommandLine.ts) and an owner in
// the console (server/routes/staffAccounts.ts) do to them, in one place, so both check and record
// alike.
import * as v from 'valibot';
import {
  type AuditAction,
  STAFF_MESSAGES,
  STAFF_ROLE_LABELS,
  type StaffRole,
} from '../../contract/staff';
import { staffNewPasswordSchema } from '../../contract/staffAccess';
import { type AuditActor, recordAudit } from '../db/audit';
import type { Database } from '../db/database';
import { type StaffAccountRow, type StaffRepository, staffRepository } from '../db/staff';
import { passwordProblem } from '../passwords/passwordRule';
import { hashPassword, SCRYPT_PARAMS, type ScryptParams } from '../passwords/passwords';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpKey,
  otpauthUri,
  type SecretBox,
} from '../secondFactor';

/** A failure to show as is (Korean, from contract/staff.ts, or the usage). */
export class StaffCommandError extends Error {}

/** A change refused because of the accounts as they stand; `status` is the API's answer. */
export class AccountError extends StaffCommandError {
  constructor(
    message: string,
    readonly status: 400 | 403 | 404 | 409,
  ) {
    super(message);
  }
}

/** Checks a new password against the contract's rule; returns it unchanged (it is never trimmed). */
export function checkNewPassword(password: string): string {
  const result = v.safeParse(staffNewPasswordSchema, password);
  if (!result.success) throw new StaffCommandError(result.issues[0].message);
  return result.output;
}

/**
 * The whole rule for the account's new password (decision 182): the contract's length, then the
 * list, the estimator, the name and (a reset) the password it replaces. 400 in the console.
 */
export async function checkPasswordFor(
  password: string,
  account: { name: string; previousHash?: string },
): Promise<string> {
  checkNewPassword(password);
  const problem = await passwordProblem(password, account);
  if (problem) throw new AccountError(problem, 400);
  return password;
}

/** An account named on the command line, or picked by id in the console. */
export type AccountRef = { name: string } | { id: number };

interface AccountChange {
  action: AuditAction;
  /** What the access record says beside the account's name. */
  detail?: string;
  change: (staff: StaffRepository, account: StaffAccountRow) => Promise<void>;
}

/**
 * One change to an existing account, with its access record, in one transaction: both happen or
 * neither. Changes run one at a time (an advisory lock), and one that would leave no owner able to
 * sign in where there was one is undone: nobody could manage the accounts from the console again.
 */
async function changeAccount(
  db: Database,
  ref: AccountRef,
  actor: AuditActor,
  { action, detail, change }: AccountChange,
): Promise<StaffAccountRow> {
  return db.transaction(async (tx) => {
    const staff = staffRepository(tx);
    await staff.lockAccounts();
    await checkActor(staff, actor);
    const account = 'id' in ref ? await staff.findById(ref.id) : await staff.findByName(ref.name);
    if (!account) throw new AccountError(STAFF_MESSAGES.accountNotFound, 404);
    const ownersBefore = await staff.activeOwners();
    await change(staff, account);
    if (ownersBefore > 0 && (await staff.activeOwners()) === 0) {
      throw new AccountError(STAFF_MESSAGES.lastOwner, 409);
    }
    await recordAudit(tx, {
      ...actor,
      action,
      target: { type: 'staff', id: account.id },
      detail: detail ? `${account.name}: ${detail}` : account.name,
    });
    return account;
  });
}

export const roleLabel = (role: StaffRole) => STAFF_ROLE_LABELS[role];

/**
 * A change made in the console is an owner's: checked again here, under the lock, because the
 * request's own check ran before it waited for the lock, and the role may have changed meanwhile.
 * The command line (no account id) is the operator's and is not checked.
 */
export async function checkActor(staff: StaffRepository, actor: AuditActor): Promise<void> {
  if (actor.staffId == null) return;
  const account = await staff.findById(actor.staffId);
  if (account?.role !== 'owner' || account.disabled_at) {
    throw new AccountError(STAFF_MESSAGES.ownerOnly, 403);
  }
}

/** Makes an account; its id. */
export async function addAccount(
  db: Database,
  input: { name: string; role: StaffRole; password: string },
  actor: AuditActor,
  scrypt: ScryptParams = SCRYPT_PARAMS,
): Promise<number> {
  const checked = await checkPasswordFor(input.password, { name: input.name });
  const hash = await hashPassword(checked, scrypt);
  return db.transaction(async (tx) => {
    const staff = staffRepository(tx);
    await staff.lockAccounts();
    await checkActor(staff, actor);
    const id = await staff.add(input.name, hash, input.role);
    if (id === undefined) throw new AccountError(STAFF_MESSAGES.accountExists, 409);
    await recordAudit(tx, {
      ...actor,
      action: 'account_added',
      target: { type: 'staff', id },
      detail: `${input.name}: ${roleLabel(input.role)}`,
    });
    return id;
  });
}

export function changeRole(db: Database, ref: AccountRef, role: StaffRole, actor: AuditActor) {
  return changeAccount(db, ref, actor, {
    action: 'account_role_changed',
    detail: roleLabel(role),
    change: (staff, account) => staff.setRole(account.id, role),
  });
}

/** Stops an account from signing in (ending its sessions), or lets it again. */
export function setAccountDisabled(
  db: Database,
  ref: AccountRef,
  disabled: boolean,
  actor: AuditActor,
) {
  return changeAccount(db, ref, actor, {
    action: disabled ? 'account_disabled' : 'account_enabled',
    change: (staff, account) => staff.setDisabled(account.id, disabled),
  });
}

/** A new password for the account; its sessions end. The password is never recorded. */
export async function resetPassword(
  db: Database,
  ref: AccountRef,
  password: string,
  actor: AuditActor,
  scrypt: ScryptParams = SCRYPT_PARAMS,
) {
  const before =
    'id' in ref
      ? await staffRepository(db).findById(ref.id)
      : await staffRepository(db).findByName(ref.name);
  if (!before) throw new AccountError(STAFF_MESSAGES.accountNotFound, 404);
  const checked = await checkPasswordFor(password, {
    name: before.name,
    previousHash: before.password_hash,
  });
  const hash = await hashPassword(checked, scrypt);
  return changeAccount(db, ref, actor, {
    action: 'account_password_reset',
    change: (staff, account) => staff.setPassword(account.id, hash),
  });
}

/**
 * Ends the account's authenticator (its recovery codes, sessions and known browsers too): it
 * enrols a new one at its next sign-in. Recorded like every account change.
 */
export function resetSecondFactor(db: Database, ref: AccountRef, actor: AuditActor) {
  return changeAccount(db, ref, actor, {
    action: 'second_factor_reset',
    change: (staff, account) => staff.resetSecondFactor(account.id),
  });
}

/**
 * Enrols an authenticator from the command line (`--otpauth`): what an operator's script hands
 * to the member's app. Printed to stdout only; neither the URI nor the codes are recorded.
 */
export async function provisionSecondFactor(
  db: Database,
  name: string,
  secrets: SecretBox,
  actor: AuditActor,
): Promise<string> {
  const key = newTotpKey();
  const codes = newRecoveryCodes();
  await changeAccount(db, { name }, actor, {
    action: 'second_factor_enrolled',
    detail: 'command line',
    change: (staff, account) =>
      staff.setSecondFactor(account.id, secrets.seal(key, account.id), codes.map(hashRecoveryCode)),
  });
  return [otpauthUri(name, key), ...codes].join('\n');
}

/** Removes the account; its sessions go with it, its access records stay. Command line only. */
export function removeAccount(db: Database, ref: AccountRef, actor: AuditActor) {
  return changeAccount(db, ref, actor, {
    action: 'account_removed',
    change: async (staff, account) => {
      await staff.remove(account.name);
    },
  });
}

/** The start-up warning while no owner can sign in: nobody can manage accounts from the console. */
export async function ownerWarning(db: Database): Promise<string | null> {
  if ((await staffRepository(db).activeOwners()) > 0) return null;
  return STAFF_NO_OWNER_WARNING;
}
export const STAFF_NO_OWNER_WARNING =
  'No staff account is an owner: nobody can manage accounts from the console. Run `npm run staff -- role NAME owner` (관리자 계정이 없습니다).';
