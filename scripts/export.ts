// npm run export -- consultations [--since YYYY-MM-DD]   (CSV on stdout; see docs/operations.md)
import { exportCsv, parseExportArgs } from '../server/operations';
import { withCliDatabase } from './cliDatabase';

let args: ReturnType<typeof parseExportArgs>;
try {
  args = parseExportArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
await withCliDatabase(async (db) => {
  process.stdout.write(await exportCsv(db, args));
});
