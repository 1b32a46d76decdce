import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** Runs a command script (`npm run staff -- …`) as a child process with `input` piped on stdin. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  input: string,
) {
  return new Promise<{ code: number | null; out: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => done({ code, out }));
    child.stdin.end(input);
  });
}
