import type postgres from 'postgres';

// PostgreSQL's LISTEN subscriptions kept across the breaker: a subscription lives on one pool's
// listening connection, which ends with that pool when the breaker replaces it, so every caller
// of listen() that has not stopped is remembered and subscribed again on the new pool.

interface Listener {
  channel: string;
  onMessage: (payload: string) => void;
  onListening: () => void;
  /** The pool subscribed on (or being subscribed on); null after it was replaced. */
  pool: postgres.Sql | null;
  /** Ends the subscription on `pool`, once made. */
  unlisten: (() => Promise<void>) | null;
}

/**
 * The listeners of one database. `currentPool` is the pool statements go to now; `failure` is
 * told of a LISTEN that failed, so a database gone again opens the breaker.
 */
export function postgresListeners(
  currentPool: () => postgres.Sql,
  failure: (error: unknown) => unknown,
) {
  const listeners = new Set<Listener>();

  /** Subscribes `listener` on the current pool; one the breaker replaced meanwhile is dropped. */
  async function subscribe(listener: Listener): Promise<void> {
    const pool = currentPool();
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

  return {
    /** The database answers again on a new pool: every listener subscribes on it. */
    resubscribe() {
      const pool = currentPool();
      for (const listener of listeners) {
        if (listener.pool === pool) continue;
        // A LISTEN that fails is retried by postgres.js while its pool lives (and its callbacks
        // stay live); if the database is gone again, the breaker opens and this runs once more.
        subscribe(listener).catch(failure);
      }
    },
    /** The breaker ended the pool and its listening connection: nothing is subscribed now. */
    detachAll() {
      for (const listener of listeners) {
        listener.pool = null;
        listener.unlisten = null;
      }
    },
    clear() {
      listeners.clear();
    },
    async listen(
      channel: string,
      onMessage: (payload: string) => void,
      onListening: () => void,
    ): Promise<() => Promise<void>> {
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
  };
}
