// npm run db:copy: copies the PGlite data directory (DATA_DIR) into the empty PostgreSQL
// database of DATABASE_URL, then verifies it (docs/operations.md, "Moving to PostgreSQL").
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readConfig } from '../server/config';
import { openPGlite, PGLITE_SUBDIR } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { copyDatabase } from '../server/operations/dbCopy';
import { cliErrorMessage } from './cliDatabase';

const config = readConfig();
if (!config.databaseUrl) {
  console.error(
    'DATABASE_URL가 없습니다: 복사할 PostgreSQL 데이터베이스를 지정하세요.\n' +
      'DATABASE_URL is not set: name the (empty) PostgreSQL database to copy into.',
  );
  process.exit(2);
}
// Opening PGlite on a directory without a database creates an empty one: a mistyped DATA_DIR
// would then "copy" 0 rows and report success.
if (!existsSync(join(config.dataDir, PGLITE_SUBDIR, 'PG_VERSION'))) {
  console.error(
    `DATA_DIR(${resolve(config.dataDir)})에 데이터베이스가 없습니다: 경로를 확인하세요. 아무것도 만들거나 복사하지 않았습니다.\n` +
      `DATA_DIR (${resolve(config.dataDir)}) holds no database: check the path. Nothing was created or copied.`,
  );
  process.exit(2);
}
try {
  const source = await openPGlite(config.dataDir);
  try {
    const target = openPostgres(config.databaseUrl, { statementDeadlineMs: null });
    try {
      const reports = await copyDatabase(source, target);
      for (const report of reports) {
        console.log(
          `${report.table.padEnd(24)} ${String(report.rows).padStart(8)} rows  sha256 ${report.checksum.slice(0, 16)}`,
        );
      }
      console.log('복사와 검증을 마쳤습니다. (copied and verified)');
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
} catch (error) {
  console.error(cliErrorMessage(error));
  process.exit(1);
}
