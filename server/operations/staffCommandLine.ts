// The command line of staff accounts (`npm run staff`, scripts/staff.ts): its arguments, who ran
// it, and what it prints. The changes themselves are server/operations/staffAccounts.ts, shared
// with the console.
import { userInfo } from 'node:os';
import * as v from 'valibot';
import { STAFF_ROLES, type StaffRole } from '../../contract/staff';
import { staffSignInSchema } from '../../contract/staffAccess';
import type { AuditActor } from '../db/audit';
import type { Database } from '../db/database';
import { staffRepository } from '../db/staff';
import { SCRYPT_PARAMS, type ScryptParams } from '../passwords/passwords';
import type { SecretBox } from '../secondFactor';
import {
  addAccount,
  changeRole,
  provisionSecondFactor,
  removeAccount,
  resetPassword,
  resetSecondFactor,
  roleLabel,
  StaffCommandError,
  setAccountDisabled,
} from './staffAccounts';

export const STAFF_USAGE =
  'usage: npm run staff -- add NAME [--owner] [--otpauth]  (asks for the password twice; or pipe it on stdin)\n' +
  '       npm run staff -- list\n' +
  '       npm run staff -- role NAME owner|staff\n' +
  '       npm run staff -- disable NAME        (ends their sessions too)\n' +
  '       npm run staff -- enable NAME\n' +
  '       npm run staff -- reset NAME          (a new password; ends their sessions too)\n' +
  '       npm run staff -- remove NAME         (ends their sessions too)\n' +
  '       npm run staff -- reset-2fa NAME [--otpauth]  (a new authenticator at the next sign-in)\n' +
  '  --otpauth: enrol the authenticator now and print its otpauth:// URI and recovery codes';

export type StaffCommand =
  | { command: 'add'; name: string; role: StaffRole; otpauth?: boolean }
  | { command: 'list' }
  | { command: 'role'; name: string; role: StaffRole }
  | { command: 'reset-2fa'; name: string; otpauth: boolean }
  | { command: 'disable' | 'enable' | 'reset' | 'remove'; name: string };

function firstIssue(result: v.SafeParseResult<v.GenericSchema>): string {
  return result.issues?.[0]?.message ?? STAFF_USAGE;
}

/** The account name as sign-in reads it: trimmed, 1 to nameMax characters. */
function accountName(raw: string): string {
  const result = v.safeParse(staffSignInSchema.entries.name, raw);
  if (!result.success) throw new StaffCommandError(firstIssue(result));
  return result.output;
}

const isRole = (value: string | undefined): value is StaffRole =>
  STAFF_ROLES.some((role) => role === value);

export function parseStaffArgs(argv: string[]): StaffCommand {
  const [command, name, ...rest] = argv;
  if (command === 'list' && name === undefined) return { command };
  if (name === undefined) throw new StaffCommandError(STAFF_USAGE);
  const flags = new Set(rest);
  const onlyFlags = (...allowed: string[]) =>
    flags.size === rest.length && rest.every((flag) => allowed.includes(flag));
  if (command === 'add' && onlyFlags('--owner', '--otpauth')) {
    return {
      command,
      name: accountName(name),
      role: flags.has('--owner') ? 'owner' : 'staff',
      ...(flags.has('--otpauth') ? { otpauth: true } : {}),
    };
  }
  if (command === 'reset-2fa' && onlyFlags('--otpauth')) {
    return { command, name: accountName(name), otpauth: flags.has('--otpauth') };
  }
  if (command === 'role' && rest.length === 1 && isRole(rest[0])) {
    return { command, name: accountName(name), role: rest[0] };
  }
  if (
    rest.length === 0 &&
    (command === 'disable' || command === 'enable' || command === 'reset' || command === 'remove')
  ) {
    return { command, name: accountName(name) };
  }
  throw new StaffCommandError(STAFF_USAGE);
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

/** What `npm run staff -- list` prints. */
export async function listStaffAccounts(db: Database): Promise<string> {
  const rows = await staffRepository(db).list();
  if (rows.length === 0) return '계정이 없습니다. (no accounts)';
  return rows
    .map((row) =>
      [
        row.name,
        row.role,
        row.created_at.toISOString(),
        ...(row.disabled_at ? [`disabled ${row.disabled_at.toISOString()}`] : []),
        `2fa: ${row.second_factor ? 'yes' : 'no'}`,
        `last sign-in: ${row.last_sign_in_at?.toISOString() ?? '-'}`,
        `failed since: ${row.failed_since}`,
        `sessions: ${row.sessions}`,
      ].join('\t'),
    )
    .join('\n');
}

export interface CommandOptions {
  /** For `add` and `reset`: asked for before the database is opened. */
  password?: string;
  /** For `--otpauth`: seals the new authenticator's key. */
  secrets?: SecretBox;
  actor?: AuditActor;
  scrypt?: ScryptParams;
}

/** Runs a parsed command that changes an account; what it printed. */
export async function runAccountCommand(
  db: Database,
  command: Exclude<StaffCommand, { command: 'list' }>,
  {
    password = '',
    actor = commandLineActor(),
    scrypt = SCRYPT_PARAMS,
    secrets,
  }: CommandOptions = {},
): Promise<string> {
  const { name } = command;
  const provisioned = async (said: string) => {
    if (!('otpauth' in command) || !command.otpauth) return said;
    if (!secrets) throw new StaffCommandError(STAFF_USAGE);
    return `${said}\n${await provisionSecondFactor(db, name, secrets, actor)}`;
  };
  switch (command.command) {
    case 'add':
      await addAccount(db, { name, role: command.role, password }, actor, scrypt);
      return provisioned(
        `'${name}' 계정을 만들었습니다 (${roleLabel(command.role)}). (account created)`,
      );
    case 'reset-2fa':
      await resetSecondFactor(db, { name }, actor);
      return provisioned(
        `'${name}' 계정의 인증 앱 등록을 지웠습니다. 다음 로그인 때 새로 등록합니다. (second factor reset)`,
      );
    case 'role':
      await changeRole(db, { name }, command.role, actor);
      return `'${name}' 계정의 권한을 ${roleLabel(command.role)}(으)로 바꿨습니다. (role changed)`;
    case 'disable':
      await setAccountDisabled(db, { name }, true, actor);
      return `'${name}' 계정의 사용을 중지하고 세션을 끝냈습니다. (account disabled)`;
    case 'enable':
      await setAccountDisabled(db, { name }, false, actor);
      return `'${name}' 계정을 다시 사용할 수 있습니다. (account enabled)`;
    case 'reset':
      await resetPassword(db, { name }, password, actor, scrypt);
      return `'${name}' 계정의 비밀번호를 바꾸고 세션을 끝냈습니다. (password reset)`;
    case 'remove':
      await removeAccount(db, { name }, actor);
      return `'${name}' 계정과 그 세션을 삭제했습니다. (account and its sessions removed)`;
  }
}
