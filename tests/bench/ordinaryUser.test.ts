import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  niceOf,
  ordinaryUserChromium,
  ordinaryUserScript,
  raisedThreads,
} from '../../bench/ordinaryUser';

describe('Chromium as an ordinary user runs it', () => {
  it('needs no launcher when the bench is not root', () => {
    expect(ordinaryUserScript('/usr/bin/chromium', false)).toBeNull();
  });

  it('as root, starts Chromium without the capability to raise priorities, passing every argument', () => {
    const script = ordinaryUserScript('/usr/bin/chromium', true);
    expect(script).toBe(
      '#!/bin/sh\nexec setpriv --bounding-set -sys_nice --inh-caps -sys_nice \'/usr/bin/chromium\' "$@"\n',
    );
  });

  it('passes the arguments through untouched to a Chromium that cannot raise priorities', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ordinary-user-'));
    // A stand-in for Chromium, at a path with a quote in it: prints its arguments and whether it
    // may still raise priorities (CAP_SYS_NICE, bit 23 of its capability bounding set).
    const fake = path.join(dir, "it's 'the' chromium");
    writeFileSync(
      fake,
      '#!/bin/sh\nfor a in "$@"; do echo "[$a]"; done\ngrep CapBnd /proc/self/status\n',
      { mode: 0o755 },
    );
    const launcher = path.join(dir, 'launcher');
    writeFileSync(launcher, ordinaryUserScript(fake, true) ?? '', { mode: 0o755 });
    const output = execFileSync(launcher, ['--a=b c', '--flag'], { encoding: 'utf8' });
    expect(output.startsWith('[--a=b c]\n[--flag]\n')).toBe(true);
    const bounding = BigInt(`0x${/CapBnd:\s*([0-9a-f]+)/.exec(output)?.[1] ?? '0'}`);
    expect(bounding & (1n << 23n)).toBe(0n);
  });
});

describe('the Chromium the bench gives chrome-launcher', () => {
  const root = process.getuid?.() === 0;

  it(
    root
      ? 'is an executable launcher around Chromium, removed after, as root'
      : 'is Chromium itself, not as root',
    async () => {
      const chromium = await ordinaryUserChromium('/usr/bin/chromium');
      if (!root) {
        expect(chromium.executable).toBe('/usr/bin/chromium');
        await chromium.remove();
        expect(existsSync('/usr/bin/chromium')).toBe(true);
        return;
      }
      expect(chromium.executable).not.toBe('/usr/bin/chromium');
      expect(statSync(chromium.executable).mode & 0o111).toBe(0o111);
      expect(execFileSync('cat', [chromium.executable], { encoding: 'utf8' })).toBe(
        ordinaryUserScript('/usr/bin/chromium', true),
      );
      await chromium.remove();
      expect(existsSync(path.dirname(chromium.executable))).toBe(false);
    },
  );
});

describe('reading a thread’s priority', () => {
  it('takes the nice value from /proc stat, whatever the thread’s name holds', () => {
    const stat = '4242 (Chrome_IO Thread) S 1 1 1 0 -1 4194560 10 0 0 0 5 3 0 0 12 -8 9 0 100 0 0';
    expect(niceOf(stat)).toBe(-8);
    expect(niceOf('17 (cat) R 1 1 1 0 -1 0 0 0 0 0 0 0 0 0 20 0 1 0 9 0 0')).toBe(0);
    expect(niceOf('99 (a) b) S 1 1 1 0 -1 0 0 0 0 0 0 0 0 0 39 19 1 0 9 0 0')).toBe(19);
  });

  it('counts none raised in a process started as this one was', async () => {
    await expect(raisedThreads(process.pid)).resolves.toBe(0);
  });
});
