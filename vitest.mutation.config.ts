import { defineConfig } from 'vitest/config';
import { MUTATION_AREAS } from './scripts/mutationAreas.mjs';
import { UnloadableTestFileFails } from './scripts/unloadableTestFile';

const area = MUTATION_AREAS[process.env.MUTATION_AREA ?? 'machines'];

// No Vite plugins (nothing here renders a view) and no PostgreSQL (the same tests run on it in
// `npm test`; a mutation run would hold a schema per worker for its whole length).
export default defineConfig({
  test: {
    name: 'mutation',
    environment: 'node',
    // Not CI either: there a missing TEST_DATABASE_URL fails the PostgreSQL suites on purpose.
    env: { TEST_DATABASE_URL: '', CI: '' },
    include: area?.tests ?? [],
    // These read the built site or the font files, not the mutated modules' behaviour.
    exclude: [
      'tests/contract/prerender.test.ts',
      'tests/contract/fonts.test.ts',
      'tests/contract/moduleOrder.test.ts',
    ],
    // A mutant that stops a test file from loading is caught, not survived (stryker-js#6150).
    reporters: ['default', new UnloadableTestFileFails()],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
