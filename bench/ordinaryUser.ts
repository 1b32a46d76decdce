// Chromium for the audits runs as an ordinary user runs it (decision 174). Started as root, it
// raises its own UI and IO threads (and the GPU process's) to nice -8, which an ordinary user's
// Chromium cannot do; on two cores those threads then take the CPU from the page's main thread,
// and Lantern counts the page's tasks at four times their wall time, waiting included.

import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A launcher that starts `chromium` without the capability to raise priorities, or none needed. */
export function ordinaryUserScript(chromium: string, isRoot: boolean): string | null {
  if (!isRoot) return null;
  const quoted = `'${chromium.replace(/'/g, `'\\''`)}'`;
  return `#!/bin/sh\nexec setpriv --bounding-set -sys_nice --inh-caps -sys_nice ${quoted} "$@"\n`;
}

function hasSetpriv(): boolean {
  try {
    execFileSync('setpriv', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface OrdinaryUserChromium {
  /** The path to give chrome-launcher: `chromium` itself, or a launcher script around it. */
  executable: string;
  /** Removes the launcher script, once the browser has closed. */
  remove(): Promise<void>;
}

export async function ordinaryUserChromium(chromium: string): Promise<OrdinaryUserChromium> {
  const script = ordinaryUserScript(chromium, process.getuid?.() === 0 && hasSetpriv());
  if (!script) return { executable: chromium, remove: async () => {} };
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-chromium-'));
  const executable = path.join(dir, 'chromium');
  await writeFile(executable, script);
  await chmod(executable, 0o755);
  return { executable, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The nice value of a thread from its /proc stat line (field 19; the name may hold spaces). */
export function niceOf(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[16]);
}

/** How many of a process's threads run above normal priority (a negative nice value). */
export async function raisedThreads(pid: number): Promise<number> {
  const tasks = await readdir(`/proc/${pid}/task`);
  const nices = await Promise.all(
    tasks.map(async (task) => niceOf(await readFile(`/proc/${pid}/task/${task}/stat`, 'utf8'))),
  );
  return nices.filter((nice) => nice < 0).length;
}
