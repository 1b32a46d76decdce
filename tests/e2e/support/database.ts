import { openPGlite } from '../../../server/db/pglite';
import type { RunningServer } from './server';

/**
 * Reads a stopped server's PGlite directory through the server's own storage layer. PGlite is
 * single-process, so the server that owned the directory must have shut down first
 * (RunningServer.stop()); openPGlite refuses a directory a live process still holds.
 */
async function queryDataDir<Row extends object>(
  dataDir: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const db = await openPGlite(dataDir);
  try {
    return await db.query<Row>(sql, params);
  } finally {
    await db.close();
  }
}

/** The consultations `server` stored (the `columns` asked for), read after stopping it. */
export async function storedConsultations(server: RunningServer, columns: string) {
  await server.stop();
  return queryDataDir(server.dataDir, `SELECT ${columns} FROM consultations`);
}
