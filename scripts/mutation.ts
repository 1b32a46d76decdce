import { spawnSync } from 'node:child_process';
import { MUTATION_AREAS } from './mutationAreas.mjs';

// `npm run test:mutation [area…] [-- stryker options]`: Stryker once per area (all of them when
// none is named), each with its own tests, report (reports/mutation/<area>/) and incremental file
// (stryker-incremental/<area>.json). Options after `--` go to every run, e.g. `-- --force` for a
// full run or `-- --mutate machines/headerMachine.ts` to narrow one area.

const args = process.argv.slice(2);
const split = args.indexOf('--');
const named = split === -1 ? args : args.slice(0, split);
const strykerOptions = split === -1 ? [] : args.slice(split + 1);
const unknown = named.filter((area) => !(area in MUTATION_AREAS));
if (unknown.length > 0) {
  console.error(
    `Unknown area ${unknown.join(', ')}; areas: ${Object.keys(MUTATION_AREAS).join(', ')}`,
  );
  process.exit(2);
}

let failed = false;
for (const area of named.length > 0 ? named : Object.keys(MUTATION_AREAS)) {
  const started = Date.now();
  console.log(`\n— mutation testing: ${area} —`);
  const run = spawnSync('npx', ['stryker', 'run', ...strykerOptions], {
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
