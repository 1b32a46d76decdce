// npm run --silent export -- consultations [--since YYYY-MM-DD] [--out FILE]   (docs/operations.md)
import { EXPORT_USAGE, parseExportArgs, writeExport } from '../server/operations/operations';
import { withCliDatabase } from './cliDatabase';

let args: ReturnType<typeof parseExportArgs>;
try {
  args = parseExportArgs(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
// `npm run` without --silent has already printed its "> … export" banner on stdout, ahead of
// where the BOM must be: Excel would show the Korean garbled. Refuse instead of writing that file.
if (!args.out && process.env.npm_lifecycle_event && process.env.npm_config_loglevel !== 'silent') {
  console.error(
    `npm이 CSV 앞에 실행 안내를 출력했습니다. --out FILE 로 파일에 쓰거나 npm run --silent export 로 실행하세요.\n${EXPORT_USAGE}`,
  );
  process.exit(2);
}
await withCliDatabase((db) => writeExport(db, args, process.stdout));
