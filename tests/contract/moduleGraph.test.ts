import { expect, test } from 'vitest';
import { cutIntoFiles } from '../../scripts/fileCut';
import { analyseGraph } from '../../scripts/moduleGraph';

const node = (importedIds: string[], dynamicallyImportedIds: string[] = [], code = 'x') => ({
  importedIds,
  dynamicallyImportedIds,
  isEntry: false,
  code,
});

// boot → import(main) → router → import(formPage), import(calcPage), import(reviewPage)
const nodes = new Map([
  ['boot', { ...node([], ['main']), isEntry: true }],
  ['main', node(['router'])],
  ['router', node(['text'], ['formPage', 'calcPage', 'reviewPage'])],
  ['text', node([])],
  ['formPage', node(['dialog', 'field'])],
  ['reviewPage', node(['dialog'])],
  ['calcPage', node(['field'])],
  ['dialog', node(['text'], [], 'd'.repeat(9_000))],
  ['field', node([], [], 'f'.repeat(500))],
]);

const graph = analyseGraph(nodes, (id) => id === 'main', {
  share: (id, facts) => !facts.loadedAtStartUp(id) && facts.rootsReaching(id) >= 2,
  fileBytes: 1_000,
});

test('what the start-up imports is known, and how many chunk roots reach each module', () => {
  expect(['main', 'router', 'text'].every(graph.loadedAtStartUp)).toBe(true);
  expect(['boot', 'formPage', 'dialog', 'field'].some(graph.loadedAtStartUp)).toBe(false);
  // Roots: boot, main, formPage, calcPage, reviewPage; text through main and the dialog's two.
  expect(graph.rootsReaching('text')).toBe(3);
  expect(graph.rootsReaching('dialog')).toBe(2);
  expect(graph.rootsReaching('field')).toBe(2);
  expect(graph.rootsReaching('calcPage')).toBe(1);
});

test('shared modules get files; the calculator does not download the dialog with its field', () => {
  expect(graph.sharedFileOf('dialog')).toMatch(/^shared-\d+$/);
  expect(graph.sharedFileOf('field')).toMatch(/^shared-\d+$/);
  expect(graph.sharedFileOf('dialog')).not.toBe(graph.sharedFileOf('field'));
  // Not picked out: loaded at start-up, or one root's own.
  expect(graph.sharedFileOf('text')).toBeUndefined();
  expect(graph.sharedFileOf('calcPage')).toBeUndefined();
});

test('small shared pieces merge when one more file costs more than the bytes it spares', () => {
  const cheap = analyseGraph(
    new Map([...nodes, ['dialog', node(['text'], [], 'd'.repeat(300))]]),
    (id) => id === 'main',
    {
      share: (id, facts) => !facts.loadedAtStartUp(id) && facts.rootsReaching(id) >= 2,
      fileBytes: 1_000,
    },
  );
  expect(cheap.sharedFileOf('dialog')).toBe(cheap.sharedFileOf('field'));
});

test('the cut: every item once, same input same files, pieces of one page set together', () => {
  const pieces = [
    { item: 'a', bytes: 100, pages: 0b011n },
    { item: 'b', bytes: 100, pages: 0b011n },
    { item: 'c', bytes: 50_000, pages: 0b100n },
  ];
  const files = cutIntoFiles(pieces, 1_000);
  expect(files).toEqual([['a', 'b'], ['c']]);
  expect(cutIntoFiles(pieces, 1_000)).toEqual(files);
  // A small piece of one of the two pages joins them: its 100 bytes on the other page cost less
  // than a file of its own.
  const withSmall = [...pieces, { item: 'd', bytes: 100, pages: 0b001n }];
  expect(cutIntoFiles(withSmall, 1_000)).toEqual([['a', 'b', 'd'], ['c']]);
  expect(cutIntoFiles(withSmall, 50)).toEqual([['a', 'b'], ['c'], ['d']]);
});
