import type postgres from 'postgres';
import type { Queryable } from './database';
import { DatabaseUnavailableError } from './database';
import { DeadlineExceeded } from './postgresDeadline';

export interface TransactionContext {
  pool: postgres.Sql;
  /** null: no client-side deadline. */
  deadlineMs: number | null;
  /** Throws while the breaker is open or the pool closed. */
  ensureReachable: () => void;
  /** The error to throw for `error`, opening the breaker when the database seems gone. */
  failure: (error: unknown) => unknown;
  queryable: (target: () => postgres.TransactionSql) => Queryable;
}

/**
 * One transaction on PostgreSQL, its turn already taken (the wait for a turn is not the
 * statement's). BEGIN (with its wait for a pooled connection) and COMMIT each get one statement's
 * deadline; the statements between have theirs.
 */
export async function runTransaction<T>(
  context: TransactionContext,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { pool, deadlineMs, failure } = context;
  // The breaker may have opened while this one waited for its turn.
  context.ensureReachable();
  // The work's own failure is answered at once: postgres.js would first wait for a ROLLBACK
  // that a black-holed connection never acknowledges.
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
      if (deadlineMs !== null) setTimeout(() => reject(new DeadlineExceeded()), deadlineMs).unref();
    };
  });
  workFailed.catch(() => {});
  commitDeadline.catch(() => {});
  const begun = pool.begin(async (tx) => {
    started = true;
    if (abandoned) throw new DeadlineExceeded();
    try {
      const result = await fn(context.queryable(() => tx));
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
