import { tmpdir } from 'node:os';
import postgres from 'postgres';
import type { Database, Queryable } from './database';
import { DatabaseUnavailableError, isConnectionError, wrapConnectionError } from './database';
import { chunkedFileStore } from './fileStore';
import { semaphore } from './semaphore';

/**
 * How long the server waits for PostgreSQL (docs/decisions.md 51). A statement, including its wait
 * for a free pooled connection, gets STATEMENT_DEADLINE_MS; a new connection CONNECT_TIMEOUT_S.
 * Together with the breaker below every API call answers within 2 s while the database is down
 * or black-holed (packets dropped, no reset).
 */
export const STATEMENT_DEADLINE_MS = 1_200;
const CONNECT_TIMEOUT_S = 1;
/**
 * Connections in the pool (decision 173). postgres.js sends a query to an idle connection, opens
 * another while under this number, and only then pipelines onto busy ones, several queries to a
 * write and their answers to a read. Ten kept ten backends contending for a small machine's cores
 * and paid a socket write and read per statement; with four the review list served ~25 % more
 * requests for ~20 % less CPU each.
 */
export const POOL_SIZE = 4;
/**
 * Transactions running at once; the rest wait their turn before BEGIN. A transaction holds its
 * connection to the end and takes no pipelined statement, and a 30 MB application's takes about a
 * second: eight finishing together took the whole pool, and the review list, queued behind them,
 * answered 503 (decision 173). One connection stays for single statements whatever comes, and
 * three is what a publish, a draft saved behind its lock and one more need at once.
 */
export const TRANSACTIONS_AT_ONCE = POOL_SIZE - 1;
/** While the breaker is open, a fresh connection tries `SELECT 1` this often. */
export const PROBE_INTERVAL_MS = 500;

export interface PostgresOptions {
  /** search_path for every connection: tests and the benchmark use a schema of their own. */
  schema?: string;
  max?: number;
  /** null: no client-side deadline (export and purge may read for long). */
  statementDeadlineMs?: number | null;
}

type Sql = postgres.Sql | postgres.TransactionSql;

class DeadlineExceeded extends Error {
  readonly code = 'STATEMENT_DEADLINE';
  constructor() {
    super('statement deadline exceeded');
    this.name = 'DeadlineExceeded';
  }
}

/** `work`, or DeadlineExceeded after `ms`; the late result of `work` is dropped, never unhandled. */
function withDeadline<T>(work: Promise<T>, ms: number | null): Promise<T> {
  if (ms === null) return work;
  // One promise settled by whichever comes first, rather than a race of two and a `finally`:
  // every statement of every request passes here.
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DeadlineExceeded()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A pool on a real PostgreSQL behind a circuit breaker. postgres.js on its own waits as long as
 * the network does: a black-holed connection never fails, and requests queue behind it for
 * minutes. Here a statement that misses its deadline or loses its connection opens the breaker:
 * from then on calls fail at once (503) and the stuck pool is destroyed; a probe on a fresh
 * connection runs every PROBE_INTERVAL_MS, and the first that succeeds closes the breaker with a
 * new pool — so the database coming back is used again within about a second, without a restart.
 * Listeners, whose connection ended with the stuck pool, are subscribed on the new one then.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const deadlineMs =
    options.statementDeadlineMs === undefined ? STATEMENT_DEADLINE_MS : options.statementDeadlineMs;
  const connectionOptions = {
    connect_timeout: CONNECT_TIMEOUT_S,
    onnotice: () => {},
    ...(options.schema ? { connection: { search_path: options.schema } } : {}),
  };
  // postgres.js waits longer after each failed connection attempt (x3, up to 20 s); its listening
  // connection, lost while the database was down and the breaker never opened (no calls), then
  // came back seconds after the database did. Capped like the probe: within PROBE_INTERVAL_MS.
  const backoff = (retries: number) => Math.min(3 ** retries / 100, PROBE_INTERVAL_MS / 1000);
  const newPool = () =>
    postgres(url, {
      ...connectionOptions,
      max: options.max ?? POOL_SIZE,
      idle_timeout: 60,
      backoff,
    });

  let sql = newPool();
  let open = false; // the breaker: true while the database is known to be unreachable
  let probing: NodeJS.Timeout | undefined;
  let closed = false;

  /**
   * Every caller of listen() that has not stopped. Its subscription lives on one pool's listening
   * connection, which ends with that pool when the breaker replaces it; the probe that closes the
   * breaker subscribes each again on the new pool (and onListening catches up on what was missed).
   */
  interface Listener {
    channel: string;
    onMessage: (payload: string) => void;
    onListening: () => void;
    /** The pool subscribed on (or being subscribed on); null after it was replaced. */
    pool: postgres.Sql | null;
    /** Ends the subscription on `pool`, once made. */
    unlisten: (() => Promise<void>) | null;
  }
  const listeners = new Set<Listener>();

  /** Subscribes `listener` on the current pool; one the breaker replaced meanwhile is dropped. */
  async function subscribe(listener: Listener): Promise<void> {
    const pool = sql;
    listener.pool = pool;
    listener.unlisten = null;
    const live = () => listeners.has(listener) && listener.pool === pool;
    const { unlisten } = await pool.listen(
      listener.channel,
      (payload) => {
        if (live()) listener.onMessage(payload);
      },
      () => {
        if (live()) listener.onListening();
      },
    );
    if (live()) listener.unlisten = unlisten;
    else unlisten().catch(() => {});
  }

  /** The database answers again on a new pool: every listener subscribes on it. */
  function resubscribe() {
    for (const listener of listeners) {
      if (listener.pool === sql) continue;
      // A LISTEN that fails is retried by postgres.js while its pool lives (and its callbacks
      // stay live); if the database is gone again, the breaker opens and this runs once more.
      subscribe(listener).catch(failure);
    }
  }

  async function probeOnce(): Promise<boolean> {
    const probe = postgres(url, { ...connectionOptions, max: 1 });
    try {
      await withDeadline(probe`SELECT 1`, deadlineMs ?? 5_000);
      return true;
    } catch {
      return false;
    } finally {
      probe.end({ timeout: 0 }).catch(() => {});
    }
  }

  function scheduleProbe() {
    if (probing || closed) return;
    probing = setTimeout(async () => {
      const ok = await probeOnce();
      probing = undefined;
      if (closed) return;
      if (ok) {
        open = false;
        resubscribe();
      } else {
        scheduleProbe();
      }
    }, PROBE_INTERVAL_MS);
    probing.unref();
  }

  /** A missed deadline or a lost connection: is the database gone, or was this one call slow? */
  let suspecting = false;
  async function suspect() {
    if (open || closed || suspecting) return;
    suspecting = true;
    const reachable = await probeOnce();
    suspecting = false;
    if (reachable || open || closed) return;
    open = true;
    const stuck = sql;
    sql = newPool();
    // Ending the stuck pool ends its listening connection too: nothing is subscribed until the
    // breaker closes (resubscribe).
    for (const listener of listeners) {
      listener.pool = null;
      listener.unlisten = null;
    }
    stuck.end({ timeout: 0 }).catch(() => {});
    scheduleProbe();
  }

  function failure(error: unknown): unknown {
    if (error instanceof DeadlineExceeded || isConnectionError(error)) {
      void suspect();
      return new DatabaseUnavailableError(error);
    }
    return wrapConnectionError(error);
  }

  function ensureReachable() {
    if (closed) throw new DatabaseUnavailableError(new Error('pool closed'));
    if (open) {
      scheduleProbe();
      throw new DatabaseUnavailableError(new Error('database unreachable (breaker open)'));
    }
  }

  function queryable(target: () => Sql): Queryable {
    return {
      async query<T extends object>(text: string, params: readonly unknown[] = []) {
        ensureReachable();
        try {
          const rows = await withDeadline(
            target().unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: true }),
            deadlineMs,
          );
          return rows as unknown as T[];
        } catch (error) {
          throw failure(error);
        }
      },
      async exec(text: string) {
        ensureReachable();
        try {
          await withDeadline(target().unsafe(text), deadlineMs);
        } catch (error) {
          throw failure(error);
        }
      },
    };
  }

  /** One transaction, its turn taken (the wait for a turn is not the statement's). */
  async function runTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    // The breaker may have opened while this one waited for its turn.
    ensureReachable();
    // The work's own failure is answered at once: postgres.js would first wait for a ROLLBACK
    // that a black-holed connection never acknowledges. BEGIN (with its wait for a pooled
    // connection) and COMMIT each get one statement's deadline; the statements between theirs.
    let failed: (error: unknown) => void = () => {};
    let workDone: () => void = () => {};
    let started = false;
    let abandoned = false; // answered 503 before it began: it must not write afterwards
    const workFailed = new Promise<never>((_, reject) => {
      failed = reject;
    });
    if (deadlineMs !== null) {
      setTimeout(() => {
        if (started) return;
        abandoned = true;
        failed(new DeadlineExceeded());
      }, deadlineMs).unref();
    }
    const commitDeadline = new Promise<never>((_, reject) => {
      workDone = () => {
        if (deadlineMs !== null)
          setTimeout(() => reject(new DeadlineExceeded()), deadlineMs).unref();
      };
    });
    workFailed.catch(() => {});
    commitDeadline.catch(() => {});
    const pool = sql;
    const begun = pool.begin(async (tx) => {
      started = true;
      if (abandoned) throw new DeadlineExceeded();
      try {
        const result = await fn(queryable(() => tx));
        workDone();
        return result;
      } catch (error) {
        failed(error);
        throw error;
      }
    });
    begun.catch(() => {});
    try {
      return (await Promise.race([begun, workFailed, commitDeadline])) as T;
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) throw error;
      throw failure(error);
    }
  }

  const transactionTurns = semaphore(TRANSACTIONS_AT_ONCE);
  const files = chunkedFileStore(tmpdir());
  return {
    kind: 'postgres',
    files,
    ...queryable(() => sql),
    async transaction(fn) {
      ensureReachable();
      return transactionTurns.run(() => runTransaction(fn));
    },
    async listen(channel, onMessage, onListening) {
      // postgres.js keeps one connection per pool for it, reconnects it while the pool lives, and
      // calls onListening each time; a new pool is subscribed on by resubscribe().
      const listener: Listener = { channel, onMessage, onListening, pool: null, unlisten: null };
      listeners.add(listener);
      try {
        await subscribe(listener);
      } catch (error) {
        listeners.delete(listener);
        throw error;
      }
      // Ends the current subscription and any to come. (Once postgres.js has re-established its
      // listening connection, its unlisten sends no UNLISTEN — it looks for the listener object
      // the reconnect replaced — so the callbacks are silenced here too; the pool's end ends it.)
      return async () => {
        listeners.delete(listener);
        const current = listener.unlisten;
        listener.unlisten = null;
        listener.pool = null;
        await current?.();
      };
    },
    async close() {
      closed = true;
      listeners.clear();
      if (probing) clearTimeout(probing);
      files.close();
      await sql.end({ timeout: 5 });
    },
  };
}
