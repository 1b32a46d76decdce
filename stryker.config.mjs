// @ts-check
// `npm run test:mutation [area…]` (scripts/mutation.ts) runs Stryker once per area below with
// MUTATION_AREA set: which small changes to the rules do the tests fail to notice?
// docs/mutation-testing.md says what is mutated, how long a run takes and which survivors are
// equivalent.
import { MUTATION_AREAS } from './scripts/mutationAreas.mjs';

const name = process.env.MUTATION_AREA ?? 'machines';
const area = MUTATION_AREAS[name];
if (!area)
  throw new Error(`MUTATION_AREA must be one of ${Object.keys(MUTATION_AREAS).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: area.mutate,
  coverageAnalysis: 'perTest',
  // The machine is shared: two test processes at most.
  concurrency: 2,
  // Only mutants in changed code, or covered by changed tests, are run again; the file is
  // committed so the next run (anyone's, CI's) starts from the last full one.
  incremental: true,
  incrementalFile: `stryker-incremental/${name}.json`,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `reports/mutation/${name}/index.html` },
  jsonReporter: { fileName: `reports/mutation/${name}/mutation.json` },
  clearTextReporter: { reportMutants: false, allowEmojis: false },
  thresholds: { high: 90, low: 80, break: null },
  // A loaded machine (six people's tests on two cores) can take seconds to start a test file.
  timeoutMS: 10_000,
  tempDirName: '.stryker-tmp',
  // Stryker rewrites the sandbox's tsconfig with the TypeScript 5 API, which TypeScript 7 (the
  // project's compiler, native) no longer has. The project's tsconfig has no `extends` or
  // `references` to rewrite, so it is copied as it is.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
};
export default config;
