// npm run staff -- add NAME [--owner] [--otpauth] | list | role NAME owner|staff | disable NAME
//                  | enable NAME | reset NAME | remove NAME | reset-2fa NAME [--otpauth]
//                  (staff console accounts; docs/operations.md)
// The password is typed without echo (twice), or read as one line from stdin when piped; it is
// never an argument, so it stays out of shell history and process listings.
import { createInterface } from 'node:readline';
import { readConfig } from '../server/config';
import { checkNewPassword, StaffCommandError } from '../server/operations/staffAccounts';
import {
  listStaffAccounts,
  parseStaffArgs,
  runAccountCommand,
  type StaffCommand,
} from '../server/operations/staffCommandLine';
import { loadTotpKey, secretBox } from '../server/secondFactor';
import { withCliDatabase } from './cliDatabase';

/** One line typed on the terminal with nothing echoed. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new StaffCommandError('취소했습니다. (cancelled)'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of a piped stdin. */
async function readLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function newPassword(): Promise<string> {
  if (!process.stdin.isTTY) return checkNewPassword(await readLine());
  const first = checkNewPassword(await askHidden('비밀번호 (password): '));
  const second = await askHidden('비밀번호 확인 (again): ');
  if (first !== second) {
    throw new StaffCommandError('두 비밀번호가 다릅니다. (the passwords differ)');
  }
  return first;
}

let command: StaffCommand;
try {
  command = parseStaffArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
// The password is asked before the database is opened, so no lock is held while someone types.
let password = '';
try {
  if (command.command === 'add' || command.command === 'reset') password = await newPassword();
} catch (error) {
  console.error((error as Error).message);
  process.exit(error instanceof StaffCommandError ? 2 : 1);
}
await withCliDatabase(async (db) => {
  // The key is read only to seal a new authenticator (--otpauth); its warning goes to stderr,
  // so a script reading the URI from stdout gets the URI alone.
  const secrets =
    'otpauth' in command && command.otpauth
      ? secretBox(loadTotpKey(readConfig(), (message) => console.error(message)))
      : undefined;
  console.log(
    command.command === 'list'
      ? await listStaffAccounts(db)
      : await runAccountCommand(db, command, { password, secrets }),
  );
});
