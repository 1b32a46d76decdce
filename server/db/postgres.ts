import { tmpdir } from 'node:os';
import postgres from 'postgres';
import type { Database, Queryable } from './database';
import { DatabaseUnavailableError, isConnectionError, wrapConnectionError } from './database';
import { chunkedFileStore } from './fileStore';
import { DeadlineExceeded, withDeadline } from './postgresDeadline';
import { postgresListeners } from './postgresListeners';
import { runTransaction } from './postgresTransaction';
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
 * and paid a socket write and read per statement; four served more for less CPU each.
 */
export const POOL_SIZE = 4;
/**
 * Transactions running at once; the rest wait their turn before BEGIN. A transaction holds its
 * connection to the end and takes no pipelined statement, and a large application's is slow:
 * many finishing together took the whole pool, and the review list, queued behind them,
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
    // No JIT (decision 316): every statement reads a page or a batch, and a page whose estimate
    // crossed jit_above_cost spent most of a second compiling what it then ran in milliseconds.
    connection: { jit: 'off', ...(options.schema ? { search_path: options.schema } : {}) },
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

  const listeners = postgresListeners(() => sql, failure);

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
        listeners.resubscribe();
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
    listeners.detachAll();
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

  const transactionTurns = semaphore(TRANSACTIONS_AT_ONCE);
  const files = chunkedFileStore(tmpdir());
  return {
    kind: 'postgres',
    files,
    ...queryable(() => sql),
    async transaction(fn) {
      ensureReachable();
      return transactionTurns.run(() =>
        runTransaction({ pool: sql, deadlineMs, ensureReachable, failure, queryable }, fn),
      );
    },
    listen: listeners.listen,
    async close() {
      closed = true;
      listeners.clear();
      if (probing) clearTimeout(probing);
      files.close();
      await sql.end({ timeout: 5 });
    },
  };
}
