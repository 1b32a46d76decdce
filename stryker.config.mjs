// @ts-check
// `npm run test:mutation`: which small changes to the rules do the tests fail to notice?
// docs/mutation-testing.md says what is mutated, how long a run takes and which survivors are
// equivalent.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'machines/**/*.ts',
    'contract/text.ts',
    'contract/limits.ts',
    'contract/calculatorInput.ts',
    'contract/format.ts',
    'contract/messages.ts',
    'contract/graphemes.ts',
    'contract/taxLaw.ts',
    'contract/taxEstimate.ts',
    'server/passwordGuard.ts',
    'server/db/passwordAttempts.ts',
    'server/plugins/staffSession.ts',
    'server/db/audit.ts',
    'server/db/reviewModeration.ts',
    'server/db/handling.ts',
  ],
  coverageAnalysis: 'perTest',
  // The machine is shared: two test processes at most.
  concurrency: 2,
  incremental: true,
  incrementalFile: 'stryker-incremental.json',
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { reportMutants: false },
  thresholds: { high: 90, low: 80, break: null },
  timeoutMS: 10_000,
  tempDirName: '.stryker-tmp',
  // Stryker rewrites the sandbox's tsconfig with the TypeScript 5 API, which TypeScript 7 (the
  // project's compiler, native) no longer has. The project's tsconfig has no `extends` or
  // `references` to rewrite, so it is copied as it is.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
};
export default config;
