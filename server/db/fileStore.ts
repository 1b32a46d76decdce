import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { copyFile, open, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Queryable } from './database';

/** An upload written to disk while it arrived (never held in memory as a whole). */
export interface SpooledFile {
  path: string;
  size: number;
}

export interface StoredFileRef {
  application_id: number;
  field: string;
  storage: 'inline' | 'file' | 'chunks';
}

/** A validated upload on its way into storage, with the columns of its row. */
export interface NewStoredFile {
  application_id: number;
  field: string;
  fileName: string;
  kind: string;
  spooled: SpooledFile;
}

const INSERT_FILE_ROW = `INSERT INTO job_application_files (application_id, field, file_name, kind, size, storage)
  VALUES ($1, $2, $3, $4, $5, $6)`;
const fileRow = (file: NewStoredFile, storage: StoredFileRef['storage']) => [
  file.application_id,
  file.field,
  file.fileName,
  file.kind,
  file.spooled.size,
  storage,
];

/**
 * Where uploaded files live (docs/decisions.md 53). Both stores take a file that is already on
 * disk, so a 30 MB résumé costs the server a 64 KB stream buffer, not 30 MB (or, through PGlite's
 * WebAssembly heap, a hex string of 60 MB that the heap keeps for good).
 */
export interface FileStore {
  readonly kind: 'file' | 'chunks';
  /** Where uploads are spooled while they arrive; on the same file system as the store. */
  readonly spoolDir: string;
  /** A path in spoolDir for a new upload. */
  spoolPath(): string;
  /** Work done before the database transaction (so the transaction stays short). */
  prepare(file: SpooledFile): Promise<void>;
  /** Inside the application's transaction: the file's row and its bytes. */
  save(tx: Queryable, file: NewStoredFile): Promise<void>;
  /** After a failed transaction: removes what save() left outside the database. */
  discard(file: NewStoredFile): Promise<void>;
  /** Copies a stored file to `destination`, a chunk at a time. */
  copyTo(db: Queryable, ref: StoredFileRef, destination: string): Promise<void>;
  /**
   * A stored file's bytes, a chunk at a time (the staff console's download), or null when the
   * bytes are gone (a partial restore): known before anything is sent, so the answer can say so.
   */
  open(db: Queryable, ref: StoredFileRef): Promise<Readable | null>;
  /** After the rows of a deleted application are gone: removes its bytes kept outside them. */
  remove(refs: StoredFileRef[]): Promise<void>;
  /** Removes stored files whose rows are gone (purge, a crash between the two). */
  sweep(db: Queryable): Promise<number>;
  /** Removes the spool directory when it is this process's own. */
  close(): void;
}

/** Files stored before migration 003 sit in their row, whole. */
async function* readInline(db: Queryable, ref: StoredFileRef) {
  const rows = await db.query<{ data: Uint8Array | null }>(
    'SELECT data FROM job_application_files WHERE application_id = $1 AND field = $2',
    [ref.application_id, ref.field],
  );
  yield rows[0]?.data ?? new Uint8Array();
}

async function openInline(db: Queryable, ref: StoredFileRef): Promise<Readable | null> {
  const rows = await db.query<{ present: boolean }>(
    'SELECT data IS NOT NULL AS present FROM job_application_files WHERE application_id = $1 AND field = $2',
    [ref.application_id, ref.field],
  );
  return rows[0]?.present ? Readable.from(readInline(db, ref)) : null;
}

async function* readChunks(db: Queryable, ref: StoredFileRef) {
  for (let seq = 0; ; seq++) {
    const rows = await db.query<{ data: Uint8Array }>(
      'SELECT data FROM job_application_file_chunks WHERE application_id = $1 AND field = $2 AND seq = $3',
      [ref.application_id, ref.field, seq],
    );
    if (!rows[0]) return;
    yield rows[0].data;
  }
}

const writeTo = (chunks: AsyncIterable<Uint8Array>, destination: string) =>
  pipeline(chunks, createWriteStream(destination));

async function fsyncPath(path: string) {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * PGlite: files under `<dataDir>/uploads`, named by application and field. A file is fsynced
 * before the transaction and renamed into place inside it (the directory fsynced too), so a
 * committed row always has its file; a crash before the commit leaves a file no row names,
 * which sweep() removes.
 */
export function diskFileStore(root: string): FileStore {
  const spoolDir = join(root, '.incoming');
  // Anything still spooling belonged to a process that is gone (we hold DATA_DIR's lock).
  rmSync(spoolDir, { recursive: true, force: true });
  mkdirSync(spoolDir, { recursive: true });
  const pathOf = (ref: { application_id: number; field: string }) =>
    join(root, `${ref.application_id}-${ref.field}`);
  return {
    kind: 'file',
    spoolDir,
    spoolPath: () => join(spoolDir, randomUUID()),
    prepare: (file) => fsyncPath(file.path),
    async save(tx, file) {
      await tx.query(INSERT_FILE_ROW, fileRow(file, 'file'));
      await rename(file.spooled.path, pathOf(file));
      await fsyncPath(root);
    },
    async discard(file) {
      await unlink(pathOf(file)).catch(() => {});
    },
    async copyTo(db, ref, destination) {
      if (ref.storage === 'inline') return writeTo(readInline(db, ref), destination);
      await copyFile(pathOf(ref), destination);
    },
    async open(db, ref) {
      if (ref.storage === 'inline') return openInline(db, ref);
      try {
        // Opened here, not by the stream: a missing file is known before the answer starts.
        return (await open(pathOf(ref), 'r')).createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(refs) {
      await Promise.all(refs.map((ref) => unlink(pathOf(ref)).catch(() => {})));
      await fsyncPath(root);
    },
    async sweep(db) {
      const rows = await db.query<{ application_id: number; field: string }>(
        "SELECT application_id, field FROM job_application_files WHERE storage = 'file'",
      );
      const kept = new Set(rows.map((row) => `${row.application_id}-${row.field}`));
      let removed = 0;
      for (const name of readdirSync(root)) {
        if (name === '.incoming' || kept.has(name)) continue;
        rmSync(join(root, name), { force: true });
        removed++;
      }
      return removed;
    },
    close: () => {},
  };
}

export const CHUNK_BYTES = 1024 * 1024;

/**
 * PostgreSQL: the bytes in 1 MiB rows of job_application_file_chunks, written from the spooled
 * file inside the application's transaction, so every instance behind a load balancer reads them.
 */
export function chunkedFileStore(spoolRoot: string): FileStore {
  const spoolDir = join(spoolRoot, `uploads-${process.pid}-${randomUUID().slice(0, 8)}`);
  mkdirSync(spoolDir, { recursive: true });
  const read = (db: Queryable, ref: StoredFileRef) =>
    ref.storage === 'inline' ? readInline(db, ref) : readChunks(db, ref);
  return {
    kind: 'chunks',
    spoolDir,
    spoolPath: () => join(spoolDir, randomUUID()),
    prepare: async () => {},
    async save(tx, file) {
      await tx.query(INSERT_FILE_ROW, fileRow(file, 'chunks'));
      let seq = 0;
      for await (const chunk of createReadStream(file.spooled.path, {
        highWaterMark: CHUNK_BYTES,
      })) {
        await tx.query(
          'INSERT INTO job_application_file_chunks (application_id, field, seq, data) VALUES ($1, $2, $3, $4)',
          [file.application_id, file.field, seq++, chunk],
        );
      }
    },
    discard: async () => {},
    async open(db, ref) {
      if (ref.storage === 'inline') return openInline(db, ref);
      const first = await db.query<{ seq: number }>(
        'SELECT seq FROM job_application_file_chunks WHERE application_id = $1 AND field = $2 AND seq = 0',
        [ref.application_id, ref.field],
      );
      return first.length > 0 ? Readable.from(readChunks(db, ref)) : null;
    },
    // The chunks are rows that go with their application (ON DELETE CASCADE).
    remove: async () => {},
    copyTo: (db, ref, destination) => writeTo(read(db, ref), destination),
    sweep: async () => 0,
    close: () => rmSync(spoolDir, { recursive: true, force: true }),
  };
}
