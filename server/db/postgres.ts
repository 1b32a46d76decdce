import postgres from 'postgres';
import type { Database, Queryable } from './database';
import { wrapConnectionError } from './database';

export interface PostgresOptions {
  /** search_path for every connection: tests and the benchmark use a schema of their own. */
  schema?: string;
  max?: number;
}

type Sql = postgres.Sql | postgres.TransactionSql;

function queryable(sql: Sql): Queryable {
  return {
    async query<T extends object>(text: string, params: readonly unknown[] = []) {
      try {
        const rows = await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[], {
          prepare: true,
        });
        return rows as unknown as T[];
      } catch (error) {
        throw wrapConnectionError(error);
      }
    },
    async exec(text: string) {
      try {
        await sql.unsafe(text);
      } catch (error) {
        throw wrapConnectionError(error);
      }
    },
  };
}

/**
 * A pool on a real PostgreSQL. The pool reconnects by itself, so a database that comes back is
 * used again without restarting; until then calls fail fast (connect_timeout) and answer 503.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const sql = postgres(url, {
    max: options.max ?? 10,
    connect_timeout: 5,
    idle_timeout: 60,
    onnotice: () => {},
    ...(options.schema ? { connection: { search_path: options.schema } } : {}),
  });
  return {
    kind: 'postgres',
    ...queryable(sql),
    async transaction(fn) {
      try {
        return (await sql.begin((tx) => fn(queryable(tx)))) as Awaited<ReturnType<typeof fn>>;
      } catch (error) {
        throw wrapConnectionError(error);
      }
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
