// npm run export -- consultations [--since YYYY-MM-DD]   (CSV on stdout; see docs/operations.md)
import { readConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/db/open';
import { exportCsv, parseExportArgs } from '../server/operations';

let args: ReturnType<typeof parseExportArgs>;
try {
  args = parseExportArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
try {
  const db = await openDatabase({ ...readConfig(), statementDeadlineMs: null });
  try {
    await migrate(db);
    process.stdout.write(await exportCsv(db, args));
  } finally {
    await db.close();
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
