// How the operations commands (export, purge, staff, db:copy) open the server's database.
import { readConfig } from '../server/config';
import type { Database } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/db/open';
import { DATA_DIR_IN_USE } from '../server/db/pglite';

/**
 * The message for an error that ends a command. PGlite's data directory held by the running
 * server is the usual one, and the person reading it may not read English.
 */
export function cliErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.includes(DATA_DIR_IN_USE)
    ? `${message}\n서버가 데이터 디렉터리(DATA_DIR)를 사용 중입니다. 서버를 멈춘 뒤 다시 실행하거나, 여러 프로세스가 함께 쓰려면 PostgreSQL(DATABASE_URL)로 옮기세요 (docs/operations.md).`
    : message;
}

/** Runs `work` on the configured database (migrated first), then closes it; exit 1 on failure. */
export async function withCliDatabase(work: (db: Database) => Promise<void>): Promise<void> {
  try {
    const db = await openDatabase({ ...readConfig(), statementDeadlineMs: null });
    try {
      await migrate(db);
      await work(db);
    } finally {
      await db.close();
    }
  } catch (error) {
    console.error(cliErrorMessage(error));
    process.exit(1);
  }
}
