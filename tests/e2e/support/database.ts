import { PGlite } from '@electric-sql/pglite';

/**
 * Reads a stopped server's PGlite directory. PGlite is single-process, so the server that owned
 * the directory must have shut down first (RunningServer.stop()).
 */
export async function queryDataDir<Row>(dataDir: string, sql: string, params: unknown[] = []) {
  const db = await PGlite.create(dataDir);
  try {
    const result = await db.query<Row>(sql, params);
    return result.rows;
  } finally {
    await db.close();
  }
}
