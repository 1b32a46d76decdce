import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';

// The documents a newcomer reads name files; a file moved without its documents would send them
// to nothing (a timed cold review found a walk naming code that had changed). decisions.md is the
// record of what was decided when, so it keeps the paths of its day and is not checked.
const root = resolve(import.meta.dirname, '../..');
const DOCUMENTS = [
  'README.md',
  'docs/architecture.md',
  'docs/product.md',
  'docs/operations.md',
  'docs/mutation-testing.md',
];
const PATH =
  /(?<![\w/.$-])((?:[\w.-]+\/)+[\w.$-]+\.(?:tsx?|mjs|json|sql|md|html|sh|conf))(?![\w/])/g;
/** Written by the build, not kept in the repository. */
const BUILD_OUTPUT = /^(dist|DIST_DIR)\//;

test.each(DOCUMENTS)('every file %s names exists', (document) => {
  const text = readFileSync(join(root, document), 'utf8');
  const named = [...new Set([...text.matchAll(PATH)].map((match) => match[1] ?? ''))];
  expect(named.length).toBeGreaterThan(5);
  const missing = named.filter(
    (path) =>
      !BUILD_OUTPUT.test(path) &&
      !existsSync(join(root, path)) &&
      !existsSync(join(root, 'docs', path)),
  );
  expect(missing).toEqual([]);
});
