import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import * as messages from '../../contract/messages';
import * as staffAccess from '../../contract/staffAccess';

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
  'bench/README.md',
  'docs/forms.md',
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

// architecture.md's server section is where a newcomer learns what the server is made of; a
// plugin or route module registered without it would be a part of the server no document shows.
const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const serverSection = architecture.slice(
  architecture.indexOf('<a id="server"></a>'),
  architecture.indexOf('<a id="http-api"></a>'),
);

/** The names `file` passes to `<something>.register(`, in order; a scope written inline has none. */
function registered(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/\.register\(\s*([A-Za-z_$][\w$]*)/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== 'async' && name !== 'function');
}

test('the server section exists', () => {
  expect(serverSection.length).toBeGreaterThan(1000);
});

test('architecture.md names every plugin and route module server/app.ts registers, in its order', () => {
  const plugins = registered('server/app.ts');
  expect(plugins.length).toBeGreaterThan(10);
  const places = plugins.map((name) => serverSection.indexOf(`\`${name}\``));
  expect(plugins.filter((_name, index) => places[index] === -1)).toEqual([]);
  expect(places).toEqual([...places].sort((a, b) => a - b));
});

test('architecture.md names every route module the staff routes register', () => {
  const routes = registered('server/routes/staff.ts');
  expect(routes.length).toBeGreaterThan(3);
  expect(routes.filter((name) => !serverSection.includes(`\`${name}\``))).toEqual([]);
});

test("architecture.md's repositories table has a row for every decorator repositories.ts adds", () => {
  const text = readFileSync(join(root, 'server/plugins/repositories.ts'), 'utf8');
  const decorators = [...text.matchAll(/app\.decorate\(\s*'(\w+)'/g)].map((match) => match[1]);
  expect(decorators.length).toBeGreaterThan(5);
  const rows = serverSection.split('\n').filter((line) => /^\s*\| `app\.\w+` \|/.test(line));
  const documented = rows.map((line) => /`app\.(\w+)`/.exec(line)?.[1]);
  expect(decorators.filter((name) => !documented.includes(name))).toEqual([]);
});

test("architecture.md's repositories table names every repository factory in server/db", () => {
  const factories = readdirSync(join(root, 'server/db'))
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) => [
      ...readFileSync(join(root, 'server/db', file), 'utf8').matchAll(
        /export function (\w+Repository)\(/g,
      ),
    ])
    .map((match) => match[1] ?? '');
  expect(factories.length).toBeGreaterThan(5);
  expect(factories.filter((name) => !serverSection.includes(`\`${name}\``))).toEqual([]);
});

const MESSAGE_GROUPS = { ...messages, ...staffAccess };

// A walk quotes the Korean a visitor reads beside the constant's name, so a reader need not open
// contract/; a reworded message must not leave the old words in the walk.
test('every message the documents quote beside its constant is that constant, word for word', () => {
  // A quote may hold one level of parentheses of its own: 대표(소유자)에게.
  const QUOTE =
    /`([A-Z_]+_MESSAGES)\.(\w+)`\s*\(((?:[^()]|\([^()]*\))*[\uAC00-\uD7A3](?:[^()]|\([^()]*\))*)\)/g;
  const quotes = DOCUMENTS.flatMap((document) => [
    ...readFileSync(join(root, document), 'utf8').matchAll(QUOTE),
  ]).map(([, group = '', key = '', text = '']) => ({
    name: `${group}.${key}`,
    quoted: text.replace(/\s*\n\s*/g, ' '),
    actual: (MESSAGE_GROUPS as unknown as Record<string, Record<string, unknown>>)[group]?.[key],
  }));
  expect(quotes.length).toBeGreaterThan(2);
  expect(quotes.filter(({ quoted, actual }) => quoted !== actual)).toEqual([]);
});
