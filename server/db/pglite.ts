import { createHash } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable } from './database';
import { DatabaseBusyError, wrapConnectionError } from './database';
import { diskFileStore } from './fileStore';

/** The words of the error a second opener of DATA_DIR gets (scripts/cliDatabase.ts looks for them). */
export const DATA_DIR_IN_USE = 'is already in use by';

/** Names the process holding DATA_DIR, for the message a second opener gets. */
export const LOCK_FILE = 'server.lock';

/**
 * The kernel object that says "this data directory is open": a Unix socket bound to a name
 * derived from the directory. Only one process can bind a name, and the kernel releases it the
 * moment its holder dies (SIGKILL and not-yet-reaped zombies included: their sockets are closed
 * at exit), so a supervisor restarting at once always gets in, and two starters never both do.
 * Linux has an abstract namespace for this (no file to go stale); elsewhere the socket is a file
 * in the directory, taken over when nobody answers on it.
 */
const LOCK_ATTEMPTS = 20;
const LOCK_RETRY_MS = 100;

function lockAddress(dataDir: string): string {
  if (process.platform === 'linux') {
    const key = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 40);
    return `\0inheritance-center-data:${key}`;
  }
  return join(dataDir, 'server.sock');
}

function listen(server: Server, address: string): Promise<void> {
  return new Promise((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(address, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
}

function answers(address: string): Promise<boolean> {
  return new Promise((resolveProbe) => {
    const socket = connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolveProbe(true);
    });
    socket.once('error', () => resolveProbe(false));
  });
}

async function acquireLock(dataDir: string): Promise<() => void> {
  const address = lockAddress(dataDir);
  const pidFile = join(dataDir, LOCK_FILE);
  const server = createServer((socket) => socket.destroy());
  try {
    // A holder that was just killed may take a moment to let go: its threads still exit.
    for (let attempt = 1; ; attempt++) {
      try {
        await listen(server, address);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= LOCK_ATTEMPTS)
          throw error;
        await new Promise((retry) => setTimeout(retry, LOCK_RETRY_MS));
      }
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const stale = !address.startsWith('\0') && !(await answers(address));
    if (!stale) {
      let owner = 'another process';
      try {
        owner = `process ${Number(readFileSync(pidFile, 'utf8').trim())}`;
      } catch {
        // the holder has not written its pid yet
      }
      throw new Error(
        `The data directory ${resolve(dataDir)} ${DATA_DIR_IN_USE} ${owner}. ` +
          'PGlite allows one process at a time: stop that server first (or use DATABASE_URL with ' +
          'PostgreSQL to run several).',
      );
    }
    unlinkSync(address);
    await listen(server, address);
  }
  server.unref();
  writeFileSync(pidFile, String(process.pid));
  return () => {
    server.close();
    rmSync(pidFile, { force: true });
  };
}

/**
 * Statements that may wait for or run on PGlite at once (decision 135). PGlite is one
 * WebAssembly instance on the server's own thread: a statement runs to its end before anything
 * else, the next request included. Measured on the review list (1,000 reviews, this 2-core
 * machine shared with other work): ~1.15 ms a statement at load average 4 (list 1.4 ms, count
 * 0.85 ms), 3–6 ms at load 8–12. A full queue of 100 drains in ~120 ms on the first, and the
 * slowest admitted request under a 200-connection flood was answered within 0.5–0.6 s of being
 * read on the second; a longer queue only lengthens that wait. 100 is also 100 list requests at
 * once, one statement each since decision 159 (bench:api's 50 connections): never refused.
 */
export const PGLITE_QUEUE_MAX = 100;
/** Seconds a refused client is told to wait (`Retry-After`): a full queue drains well within it. */
export const PGLITE_BUSY_RETRY_AFTER_S = 1;

export interface StatementQueue {
  /** Statements admitted and not yet finished (waiting for their turn or running). */
  readonly length: number;
  /** Runs `work` in its turn, or fails at once with DatabaseBusyError when `max` are queued. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * The counter in front of PGlite. Without it there is nothing to count: each request's
 * statements run to their end within the turn of the event loop that read it, so PGlite never
 * holds more than one request's statements, and the queue is the requests not yet read from
 * their sockets — as long as there are connections, invisible, unbounded (200 connections:
 * p99 0.4–0.6 s, growing with every connection). Each admitted statement therefore first waits
 * for the event loop's check phase (setImmediate): the requests read in one turn are all counted
 * before any of their statements runs, and those past `max` are refused before costing a
 * statement. At rest the wait is one turn of the loop, microseconds.
 */
export function statementQueue(max: number, retryAfterSeconds: number): StatementQueue {
  let length = 0;
  return {
    get length() {
      return length;
    },
    async run(work) {
      if (length >= max) throw new DatabaseBusyError(length, retryAfterSeconds);
      length += 1;
      try {
        await new Promise((turn) => setImmediate(turn));
        return await work();
      } finally {
        length -= 1;
      }
    },
  };
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

/**
 * The extension modules PGlite loads: pg_trgm for the staff's name and phone search (migration
 * 013). Every PGlite the project opens loads them, the tests' template too.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** The embedded PostgreSQL; `dataDir` undefined keeps everything in memory (tests). */
/** Where under DATA_DIR PGlite keeps its files (scripts/dbCopy.ts checks for a database there). */
export const PGLITE_SUBDIR = 'pglite';

export async function openPGlite(dataDir: string | undefined): Promise<Database> {
  let release = () => {};
  let pgDir: string | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    release = await acquireLock(dataDir);
    pgDir = join(dataDir, PGLITE_SUBDIR);
  }
  let db: PGlite;
  try {
    db = await PGlite.create({
      extensions: PGLITE_EXTENSIONS,
      ...(pgDir ? { dataDir: pgDir } : {}),
    });
  } catch (error) {
    release();
    throw error;
  }
  // In memory (tests), files go to a temporary directory that lives as long as the database.
  const filesDir = dataDir
    ? join(dataDir, 'uploads')
    : mkdtempSync(join(tmpdir(), 'pglite-uploads-'));
  const files = diskFileStore(filesDir);
  // Calls on the database itself are queued; statements inside a transaction are not: the
  // transaction was counted once, and refusing its third statement would only waste the first two.
  const queue = statementQueue(PGLITE_QUEUE_MAX, PGLITE_BUSY_RETRY_AFTER_S);
  const direct = queryable(db);
  return {
    kind: 'pglite',
    files,
    query: (text, params) => queue.run(() => direct.query(text, params)),
    exec: (text) => queue.run(() => direct.exec(text)),
    transaction: (fn) => queue.run(() => db.transaction((tx) => fn(queryable(tx)))),
    async listen(channel, onMessage, onListening) {
      // One process: its own NOTIFYs are the only ones there are.
      const unlisten = await db.listen(channel, onMessage);
      onListening();
      return unlisten;
    },
    async close() {
      try {
        if (!db.closed) await db.close();
      } finally {
        if (!dataDir) rmSync(filesDir, { recursive: true, force: true });
        release();
      }
    },
  };
}
