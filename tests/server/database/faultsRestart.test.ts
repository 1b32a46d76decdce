import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { REVIEW_API } from '../../../contract/reviews';
import { pgliteTemplate } from '../helpers';
import { json, review, scannedLogs } from '../support/faultServers';
import { startServerProcess } from '../support/serverProcess';

// The process killed mid-write and started again at once on the same PGlite directory.

const logsToScan = scannedLogs();

async function seededDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'faults-'));
  cpSync(await pgliteTemplate(), join(dir, 'pglite'), { recursive: true });
  return dir;
}

test('SIGKILL during writes, then an immediate restart: the first start succeeds and no acknowledged write is lost', async () => {
  const dataDir = await seededDataDir();
  try {
    const first = await startServerProcess({ DATA_DIR: dataDir, WRITE_LIMIT_PER_MINUTE: '100000' });
    logsToScan.push(first);
    const acknowledged: number[] = [];
    let writing = true;
    const writers = Array.from({ length: 4 }, async () => {
      while (writing) {
        try {
          const response = await fetch(first.base + REVIEW_API.list, json(review));
          if (response.status === 201)
            acknowledged.push(((await response.json()) as { id: number }).id);
        } catch {
          return; // the server is gone
        }
      }
    });
    const deadline = Date.now() + 30_000;
    while (acknowledged.length < 8 && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 50));
    }
    // A supervisor restarts as soon as it sees the exit.
    const exited = new Promise((done) => first.child.once('exit', done));
    first.child.kill('SIGKILL');
    await exited;
    const second = await startServerProcess({ DATA_DIR: dataDir }, { port: first.port });
    logsToScan.push(second);
    writing = false;
    await Promise.all(writers);
    try {
      expect(acknowledged.length).toBeGreaterThan(5);
      for (const id of acknowledged) {
        expect((await fetch(second.base + REVIEW_API.one(id))).status, `review ${id}`).toBe(200);
      }
    } finally {
      await second.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
