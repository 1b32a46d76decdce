// postgres.js keeps its pool's connections (and waiting queries) in the queue of its queue.js, as
// patched by patches/postgres+3.4.9.patch (decision 160). Under steady load the pool pipelines:
// a busy connection is shifted out and pushed back for every query, and the queue never empties.
// Unpatched, each shift left a hole that every later move scanned: a tenth of the review list's
// CPU time after fifteen seconds of load, and one array slot per query served kept in memory.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, test, vi } from 'vitest';

interface Queue<T> {
  readonly length: number;
  push(item: T): T;
  shift(): T | undefined;
  remove(item: T): T | null;
}

// The package's exports map hides its internals, so the file is loaded by its path.
const packageDir = join(createRequire(import.meta.url).resolve('postgres'), '..', '..', '..');
const queueFile = join(packageDir, 'src', 'queue.js');
const { default: createQueue } = (await import(pathToFileURL(queueFile).href)) as {
  default: <T>(initial?: T[]) => Queue<T>;
};

const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  version: string;
};

/** Ten pooled connections, kept busy: each query takes the first and puts it back last. */
function pipelined(queries: number) {
  const connections = Array.from({ length: 10 }, (_, id) => ({ id }));
  const busy = createQueue<{ id: number }>();
  for (const connection of connections) busy.push(connection);
  for (let query = 0; query < queries; query++) {
    const connection = busy.shift();
    if (!connection) throw new Error('the queue lost a connection');
    // What postgres.js's move() does: take it off the queue it is on (it was shifted already).
    expect(busy.remove(connection)).toBeNull();
    busy.push(connection);
  }
  return { busy, connections };
}

/** The array the queue searches when a connection that is not on it moves, and where it starts. */
function searchOfAMove(queue: Queue<{ id: number }>) {
  const searches: { length: number; from: number }[] = [];
  const indexOf = Array.prototype.indexOf;
  vi.spyOn(Array.prototype, 'indexOf').mockImplementation(function (
    this: unknown[],
    item: unknown,
    from?: number,
  ) {
    searches.push({ length: this.length, from: from ?? 0 });
    return indexOf.call(this, item, from);
  });
  queue.remove({ id: -1 });
  vi.restoreAllMocks();
  const [first] = searches;
  if (!first) throw new Error('remove searched nothing');
  return first;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("postgres.js's pool queue, patched", () => {
  test('the patch is for the installed version, and npm ci applied it', () => {
    expect(readFileSync(join('patches', `postgres+${version}.patch`), 'utf8')).toContain(
      'xs.indexOf(x, index)',
    );
    expect(readFileSync(queueFile, 'utf8')).toContain('xs.indexOf(x, index)');
  });

  test('under steady load it stays first in, first out, and remove takes the one asked for', () => {
    const { busy, connections } = pipelined(5_003);
    expect(busy.length).toBe(10);
    // 5,003 turns of ten: the first three connections went round once more than the rest.
    const order = [3, 4, 5, 6, 7, 8, 9, 0, 1, 2];
    const middle = connections[order[4] ?? -1];
    if (!middle) throw new Error('no such connection');
    expect(busy.remove(middle)).toBe(middle);
    expect(busy.remove(middle)).toBeNull();
    const left: number[] = [];
    for (let item = busy.shift(); item; item = busy.shift()) left.push(item.id);
    expect(left).toEqual(order.filter((id) => id !== middle.id));
    expect(busy.length).toBe(0);
  });

  test('a move scans the ten connections still queued, not every query served before', () => {
    const search = searchOfAMove(pipelined(50_000).busy);
    expect(search.length - search.from).toBe(10);
  });

  test('the holes left by shifting are dropped, so the array stays small under steady load', () => {
    // Compacted once a thousand and more holes outnumber what is queued.
    expect(searchOfAMove(pipelined(50_000).busy).length).toBeLessThan(2 * 1024 + 10);
  });
});
