import {
  type Database,
  DatabaseBusyError,
  DatabaseUnavailableError,
} from '../../../server/db/database';
import { openPostgres } from '../../../server/db/postgres';
import { type DatabaseKind, TEST_DATABASE_URL } from '../helpers';

/**
 * A database that can be stopped under a running app: on PostgreSQL its statements then go to a
 * port nothing listens on (the pool's own connection errors, turned into DatabaseUnavailableError
 * by server/db/postgres.ts); PGlite lives in the process and cannot be stopped on its own, so its
 * statements then fail as an unreachable database does.
 */
export function stoppable(db: Database, kind: DatabaseKind, schema: string) {
  let failing: (() => Error) | null = null;
  let refused: Database | null = null;
  const target = (): Database | null => {
    if (!failing) return db;
    if (kind === 'postgres' && TEST_DATABASE_URL && failing === stopped) {
      const url = new URL(TEST_DATABASE_URL);
      url.port = '9';
      refused ??= openPostgres(url.toString(), { schema });
      return refused;
    }
    return null;
  };
  const stopped = () => new DatabaseUnavailableError(new Error('stopped'));
  const wrapped: Database = {
    kind: db.kind,
    files: db.files,
    query: <T extends object>(text: string, params?: readonly unknown[]) => {
      const to = target();
      return to ? to.query<T>(text, params) : Promise.reject(failing?.());
    },
    exec: (text) => {
      const to = target();
      return to ? to.exec(text) : Promise.reject(failing?.());
    },
    transaction: (fn) => {
      const to = target();
      return to ? to.transaction(fn) : Promise.reject(failing?.());
    },
    listen: (channel, onMessage, onListening) => db.listen(channel, onMessage, onListening),
    close: async () => {
      await refused?.close();
    },
  };
  return {
    db: wrapped,
    stop: () => {
      failing = stopped;
    },
    busy: () => {
      failing = () => new DatabaseBusyError(100, 1);
    },
    start: () => {
      failing = null;
    },
  };
}
