import type { FileStore } from './fileStore';

/** The one small query layer both storages implement: parameterised SQL in, typed rows out. */
export interface Queryable {
  query<T extends object>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations only). */
  exec(text: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Where uploaded files are kept (server/db/fileStore.ts). */
  readonly files: FileStore;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onMessage` with each NOTIFY on `channel` (sent by any instance), and `onListening` each
   * time the listening connection is (re)established, when notifications may have been missed.
   * Resolves, once listening, to what stops it.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onListening: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The database cannot be reached right now; the API answers 503 and retries on the next call. */
export class DatabaseUnavailableError extends Error {
  /** Sent as `Retry-After` (seconds) when the wait is known. */
  readonly retryAfterSeconds: number | undefined;
  constructor(cause: unknown, retryAfterSeconds?: number) {
    super('database unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The database answers, but more statements already wait for it than it clears in the time a
 * visitor should wait (PGlite's queue, server/db/pglite.ts): refused at once, before queueing.
 */
export class DatabaseBusyError extends DatabaseUnavailableError {
  constructor(queued: number, retryAfterSeconds: number) {
    super(new Error(`${queued} statements already queued`), retryAfterSeconds);
    this.name = 'DatabaseBusyError';
  }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/** Connection failures, server shutdowns and "too many connections" — not bad queries. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (CONNECTION_CODES.has(code)) return true;
    if (code.startsWith('08')) return true; // connection exception class
    if (code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
  }
  if (error instanceof AggregateError) return error.errors.some(isConnectionError);
  return /PGlite is closed/i.test(error.message);
}

export function wrapConnectionError(error: unknown): unknown {
  return isConnectionError(error) ? new DatabaseUnavailableError(error) : error;
}
