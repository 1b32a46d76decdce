import type { Vitest } from 'vitest/node';
import type { Reporter } from 'vitest/reporters';

type RunnerFile = ReturnType<Vitest['state']['getFiles']>[number];
type RunnerTest = Extract<RunnerFile['tasks'][number], { type: 'test' }>;

/**
 * Counts a test file that fails to load as one failed test, in mutation runs only
 * (vitest.mutation.config.ts).
 *
 * Stryker's vitest runner (9.6.1, stryker-js#6150) builds a mutant's result from the tests vitest
 * collected, and a file whose import or `describe` body throws collects none: a mutant that stops
 * the module from loading at all — a machine whose `states` are gone, a guard that no longer
 * exists — was scored *survived*, although `vitest run` fails on it. Nothing is invented: the
 * file did fail, and the failed test carries its load error.
 */
export class UnloadableTestFileFails implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
      const loadFailure = {
        type: 'test',
        id: `${file.id}_load`,
        name: 'the test file loads',
        fullName: `${file.name} > the test file loads`,
        mode: 'run',
        meta: {},
        file,
        suite: file,
        timeout: 0,
        annotations: [],
        artifacts: [],
        context: undefined,
        result: { state: 'fail', errors: file.result.errors ?? [] },
      };
      file.tasks.push(loadFailure as unknown as RunnerTest);
    }
  }
}
