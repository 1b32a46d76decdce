import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { wrapConnectionError } from './database';

export const LOCK_FILE = 'server.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: a second process opening the same files would corrupt
 * them. The lock file holds the owner's pid; a lock left by a dead process (crash, SIGKILL) is
 * taken over.
 */
function acquireLock(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(path);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `The data directory ${resolve(dataDir)} is already in use by process ${owner}. ` +
            'PGlite allows one process at a time: stop that server first (or use DATABASE_URL with ' +
            `PostgreSQL to run several). If no such process exists, delete ${resolve(path)}.`,
        );
      }
      unlinkSync(path);
    }
  }
  throw new Error(`Could not lock ${resolve(path)}`);
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends object>(text: string, params: readonly unknown[] = []) {
      try {
        const result = await target.query<T>(text, params as unknown[]);
        return result.rows;
      } catch (error) {
        throw wrapConnectionError(error);
      }
    },
    async exec(text: string) {
      try {
        await target.exec(text);
      } catch (error) {
        throw wrapConnectionError(error);
      }
    },
  };
}

/** The embedded PostgreSQL; `dataDir` undefined keeps everything in memory (tests). */
export async function openPGlite(dataDir: string | undefined): Promise<Database> {
  let release = () => {};
  let pgDir: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = acquireLock(dataDir);
    pgDir = join(dataDir, 'pglite');
  }
  let db: PGlite;
  try {
    db = await PGlite.create(pgDir ? { dataDir: pgDir } : {});
  } catch (error) {
    release();
    throw error;
  }
  return {
    kind: 'pglite',
    ...queryable(db),
    transaction: (fn) => db.transaction((tx) => fn(queryable(tx))),
    async close() {
      try {
        if (!db.closed) await db.close();
      } finally {
        release();
      }
    },
  };
}
