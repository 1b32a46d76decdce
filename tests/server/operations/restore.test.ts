// The documented PostgreSQL restore (docs/operations.md, "Backup") into an empty database exits 0:
// scripts/restore-check.sh runs it on a dump of a throwaway database holding this version's tables.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { migrate } from '../../../server/db/migrate';
import { openPostgres } from '../../../server/db/postgres';
import { runAccountCommand } from '../../../server/operations/staffCommandLine';
import { describePostgres, TEST_DATABASE_URL, TEST_SCRYPT } from '../helpers';

/** libpq's variables for the test server, so the command-line tools reach it as the docs' do. */
function libpqEnv(): NodeJS.ProcessEnv {
  const url = new URL(TEST_DATABASE_URL ?? 'postgres://localhost/test');
  return {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: 'postgres',
  };
}
const run = (command: string, args: string[]) =>
  spawnSync(command, args, { env: libpqEnv(), encoding: 'utf8' });
const urlOf = (db: string) => {
  const url = new URL(TEST_DATABASE_URL ?? 'postgres://localhost/test');
  url.pathname = `/${db}`;
  return url.toString();
};

describePostgres('restoring a backup into an empty PostgreSQL database', () => {
  const source = `restore_source_${process.pid}`;
  const bare = `restore_bare_${process.pid}`;
  const dir = mkdtempSync(join(tmpdir(), 'restore-'));
  const dump = join(dir, 'center.dump');

  beforeAll(async () => {
    expect(run('createdb', [source]).status).toBe(0);
    const db = openPostgres(urlOf(source));
    try {
      await migrate(db);
      await runAccountCommand(
        db,
        { command: 'add', name: '박대표', role: 'owner' },
        { password: 'restore check owner 2026', scrypt: TEST_SCRYPT },
      );
    } finally {
      await db.close();
    }
    const dumped = run('pg_dump', ['--format=custom', '--file', dump, source]);
    expect(dumped.status, dumped.stderr).toBe(0);
  }, 120_000);

  afterAll(() => {
    run('dropdb', ['--if-exists', source]);
    run('dropdb', ['--if-exists', bare]);
    rmSync(dir, { recursive: true, force: true });
  });

  test('scripts/restore-check.sh: the documented command exits 0 and the data is there', () => {
    const checked = run('sh', ['scripts/restore-check.sh', dump]);
    expect(checked.stderr).toBe('');
    expect(checked.status).toBe(0);
    expect(checked.stdout).toContain('staff accounts: 1');
    // One record: the account's creation.
    expect(checked.stdout).toContain('access records: 1');
    // It dropped its database.
    const left = run('psql', [
      '-tAc',
      "SELECT count(*) FROM pg_database WHERE datname LIKE 'restore_check_%'",
    ]);
    expect(left.stdout.trim()).toBe('0');
  });

  test('without --if-exists the same restore into an empty database exits 1 (why the docs say it)', () => {
    expect(run('createdb', [bare]).status).toBe(0);
    const old = run('pg_restore', ['--clean', '--no-owner', '--dbname', bare, dump]);
    expect(old.status).toBe(1);
    expect(old.stderr).toMatch(/does not exist/);
  });
});
