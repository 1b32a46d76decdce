import type { Database } from './database';
import { openPGlite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when a URL is configured, otherwise the embedded PGlite in dataDir. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPGlite(options.dataDir);
}
