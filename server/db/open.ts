import type { Database } from './database';
import { openPGlite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when a URL is configured, otherwise the embedded PGlite in dataDir. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL's client-side deadline per statement; null for the long reads of scripts. */
  statementDeadlineMs?: number | null;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, {
        ...(options.statementDeadlineMs !== undefined
          ? { statementDeadlineMs: options.statementDeadlineMs }
          : {}),
      })
    : openPGlite(options.dataDir);
}
