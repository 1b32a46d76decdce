import { defineConfig } from 'vitest/config';

// The test run Stryker repeats for each mutant (stryker.config.mjs): only the fast tests that
// judge the mutated modules. A mutant in code that runs when a module loads (a machine's
// configuration, a schema, an SQL constant) reruns every test file that imports the module, so the
// server's rule modules are judged by tests that call them directly (tests/server/*Rules.test.ts,
// staffRepositories.test.ts), not through the whole app (staff.test.ts: seconds per mutant).
// No Vite plugins — nothing here renders a view — and no PostgreSQL: the same tests run on it in
// `npm test`.
export default defineConfig({
  test: {
    env: { TEST_DATABASE_URL: '' },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          // These read the built site or the font files, not the mutated modules' behaviour.
          exclude: [
            'tests/contract/prerender.test.ts',
            'tests/contract/fonts.test.ts',
            'tests/contract/moduleOrder.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'tests/server/passwordGuard.test.ts',
            'tests/server/passwordGuardRules.test.ts',
            'tests/server/staffSessionRules.test.ts',
            'tests/server/staffRepositories.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
