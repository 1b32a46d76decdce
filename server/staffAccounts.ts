// `npm run staff`: staff accounts from the command line, kept apart from the CLI wrapper
// (scripts/staff.ts) so they can be tested against a real database.
import { userInfo } from 'node:os';
import * as v from 'valibot';
import { staffNewPasswordSchema, staffSignInSchema } from '../contract/staff';
import { type AuditActor, recordAudit } from './db/audit';
import type { Database } from './db/database';
import { type StaffRepository, staffRepository } from './db/staff';
import { hashPassword, SCRYPT_PARAMS, type ScryptParams } from './passwords';

export const STAFF_USAGE =
  'usage: npm run staff -- add NAME      (asks for the password twice; or pipe it on stdin)\n' +
  '       npm run staff -- list\n' +
  '       npm run staff -- remove NAME   (ends their sessions too)';

export type StaffCommand =
  | { command: 'add'; name: string }
  | { command: 'list' }
  | { command: 'remove'; name: string };

/** A failure to show as is (Korean, from contract/staff.ts, or the usage). */
export class StaffCommandError extends Error {}

function firstIssue(result: v.SafeParseResult<v.GenericSchema>): string {
  return result.issues?.[0]?.message ?? STAFF_USAGE;
}

/** The account name as sign-in reads it: trimmed, 1 to nameMax characters. */
function accountName(raw: string): string {
  const result = v.safeParse(staffSignInSchema.entries.name, raw);
  if (!result.success) throw new StaffCommandError(firstIssue(result));
  return result.output;
}

export function parseStaffArgs(argv: string[]): StaffCommand {
  const [command, name, ...rest] = argv;
  if (rest.length > 0) throw new StaffCommandError(STAFF_USAGE);
  if (command === 'list' && name === undefined) return { command };
  if ((command === 'add' || command === 'remove') && name !== undefined) {
    return { command, name: accountName(name) };
  }
  throw new StaffCommandError(STAFF_USAGE);
}

/** Checks a new password against the contract's rule; returns it unchanged (it is never trimmed). */
export function checkNewPassword(password: string): string {
  const result = v.safeParse(staffNewPasswordSchema, password);
  if (!result.success) throw new StaffCommandError(firstIssue(result));
  return result.output;
}

/**
 * Who ran a command, for the access record: the system user (the one behind sudo, when there
 * is one). The command line has no session and no address; its client is 'cli'.
 */
export function commandLineActor(): AuditActor {
  let user = process.env.SUDO_USER;
  if (!user) {
    try {
      user = userInfo().username;
    } catch {
      user = 'unknown';
    }
  }
  return { staffName: `${CLI_CLIENT}:${user}`, client: CLI_CLIENT };
}
const CLI_CLIENT = 'cli';

/**
 * Adds or removes the account named `name` and records it as `actor`'s: the change and its
 * record are made together, or neither. The account's id, or undefined when nothing changed.
 */
async function changeAccount(
  db: Database,
  name: string,
  actor: AuditActor,
  action: 'account_added' | 'account_removed',
  change: (staff: StaffRepository) => Promise<number | undefined>,
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const id = await change(staffRepository(tx));
    if (id !== undefined) {
      await recordAudit(tx, { ...actor, action, target: { type: 'staff', id }, detail: name });
    }
    return id;
  });
}

export async function addStaffAccount(
  db: Database,
  name: string,
  password: string,
  scrypt: ScryptParams = SCRYPT_PARAMS,
  actor: AuditActor = commandLineActor(),
): Promise<string> {
  const hash = await hashPassword(checkNewPassword(password), scrypt);
  const added = await changeAccount(db, name, actor, 'account_added', (staff) =>
    staff.add(name, hash),
  );
  if (added === undefined) {
    throw new StaffCommandError(`'${name}' 계정이 이미 있습니다. (account already exists)`);
  }
  return `'${name}' 계정을 만들었습니다. (account created)`;
}

export async function listStaffAccounts(db: Database): Promise<string> {
  const rows = await staffRepository(db).list();
  if (rows.length === 0) return '계정이 없습니다. (no accounts)';
  return rows
    .map((row) => `${row.name}\t${row.created_at.toISOString()}\tsessions: ${row.sessions}`)
    .join('\n');
}

export async function removeStaffAccount(
  db: Database,
  name: string,
  actor: AuditActor = commandLineActor(),
): Promise<string> {
  const removed = await changeAccount(db, name, actor, 'account_removed', (staff) =>
    staff.remove(name),
  );
  if (removed === undefined) {
    throw new StaffCommandError(`'${name}' 계정이 없습니다. (no such account)`);
  }
  return `'${name}' 계정과 그 세션을 삭제했습니다. (account and its sessions removed)`;
}
