import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { openPGlite } from '../../../server/db/pglite';
import { type DatabaseKind, openTestDatabase } from '../helpers';

/**
 * A database no migration has touched, for tests of one migration on the rows before it:
 * PGlite's test template is migrated already, so PGlite gets a directory of its own.
 */
export async function openUnmigrated(kind: DatabaseKind) {
  if (kind === 'postgres') return openTestDatabase(kind);
  const dir = mkdtempSync(join(tmpdir(), 'pglite-unmigrated-'));
  const db = await openPGlite(dir);
  return {
    db,
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A database migrated up to, not including, `version`: the rows a migration finds before it. */
export async function openMigratedBefore(kind: DatabaseKind, version: string) {
  const t = await openUnmigrated(kind);
  await migrate(
    t.db,
    loadMigrations().filter((migration) => migration.version < version),
  );
  return t;
}
