import { spawnSync } from 'node:child_process';
import { MUTATION_AREAS } from './mutationAreas.mjs';

// `npm run test:mutation -- [area…] [stryker options]`: Stryker once per area (all of them when
// none is named), each with its own tests, report (reports/mutation/<area>/) and incremental file
// (stryker-incremental/<area>.json). Options go to every run, e.g. `--force` for a full run.

const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('-'));
const named = firstOption === -1 ? args : args.slice(0, firstOption);
const strykerOptions = (firstOption === -1 ? [] : args.slice(firstOption)).filter(
  (arg) => arg !== '--',
);
const unknown = named.filter((area) => !(area in MUTATION_AREAS));
if (unknown.length > 0) {
  console.error(
    `Unknown area ${unknown.join(', ')}; areas: ${Object.keys(MUTATION_AREAS).join(', ')}`,
  );
  process.exit(2);
}

// A run narrowed with --mutate would write an incremental file holding only what it mutated, so
// it keeps its results beside its report instead of replacing the area's committed file.
const narrowed = strykerOptions.includes('--mutate');
if (narrowed && named.length !== 1) {
  console.error('--mutate narrows one area: name it first, e.g. `machines --mutate machines/x.ts`');
  process.exit(2);
}

let failed = false;
for (const area of named.length > 0 ? named : Object.keys(MUTATION_AREAS)) {
  const started = Date.now();
  console.log(`\n— mutation testing: ${area} —`);
  const incremental = narrowed
    ? ['--incrementalFile', `reports/mutation/${area}/narrowed-incremental.json`]
    : [];
  const run = spawnSync('npx', ['stryker', 'run', ...incremental, ...strykerOptions], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_AREA: area },
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `— ${area}: ${run.status === 0 ? 'done' : 'FAILED'} in ${minutes} min, report reports/mutation/${area}/index.html —`,
  );
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
