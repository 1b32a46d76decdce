import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// `npm run test:mutations`: do the machine tests notice when a machine does the wrong thing?
// Each mutation below is a behaviour change a careless edit could make. Every one is planted on
// its own in a temporary copy of machines/ (with contract/ and tests/machines/ beside it, so the
// real tree is never touched), the machine tests run on the copy, and the script reports which
// mutations they caught. Not part of `npm test`: ten runs of the suite take a while.

interface Mutation {
  file: string;
  what: string;
  find: string;
  replace: string;
}

const MUTATIONS: Mutation[] = [
  {
    file: 'headerMachine.ts',
    what: 'Escape leaves the mobile menu open',
    find: "ESCAPE_PRESSED: 'closed',",
    replace: "ESCAPE_PRESSED: 'open',",
  },
  {
    file: 'carouselMachine.ts',
    what: 'focus leaving the paused carousel keeps it paused',
    find: `FOCUS_LEFT: [
          { guard: 'staysHeld', actions: 'followHold' },
          { target: 'auto', actions: 'followHold' },`,
    replace: `FOCUS_LEFT: [
          { guard: 'staysHeld', actions: 'followHold' },
          { target: 'paused', actions: 'followHold' },`,
  },
  {
    file: 'reviewAccessMachine.ts',
    what: 'a failed review save drops the edit and shows the old review',
    find: `onError: {
              target: 'editing',`,
    replace: `onError: {
              target: 'viewing',`,
  },
  {
    file: 'tickerMachine.ts',
    what: 'the status table no longer jumps back to the top after resting at the bottom',
    find: "endPause: { target: 'scrolling', actions: ['backToTop', 'showOffset'] },",
    replace: "endPause: { target: 'scrolling', actions: ['showOffset'] },",
  },
  {
    file: 'consultationMachine.ts',
    what: 'an accepted consultation keeps the form filled',
    find: "actions: ['announceSuccess', 'clearForm'],",
    replace: "actions: ['announceSuccess'],",
  },
  {
    file: 'jobApplicationMachine.ts',
    what: 'starting a new application keeps the previous applicant',
    find: "RESET: { target: 'filling', actions: 'forgetApplicant' },",
    replace: "RESET: { target: 'filling' },",
  },
  {
    file: 'reviewBoardMachine.ts',
    what: 'a new page size keeps the current page instead of starting at page 1',
    find: 'return { search: { ...context.search, page: 1, size: event.size } };',
    replace: 'return { search: { ...context.search, size: event.size } };',
  },
  {
    file: 'reviewWriteMachine.ts',
    what: 'cancelling a typed review discards it without asking',
    find: "CANCEL: [{ guard: 'hasTypedAnything', target: 'confirmingCancel' }, { target: 'done' }],",
    replace: "CANCEL: { target: 'done' },",
  },
  {
    file: 'accordionMachine.ts',
    what: "pressing the open item's button again does not close it",
    find: 'isTheOpenItem: ({ context, event }) => event.id === context.openId,',
    replace: 'isTheOpenItem: ({ context, event }) => event.id !== context.openId,',
  },
  {
    file: 'headerMachine.ts',
    what: 'a new, untested way to close the menu (turning the phone)',
    find: "VIEWPORT_WIDENED: 'closed',",
    replace: "VIEWPORT_WIDENED: 'closed',\n            ORIENTATION_CHANGED: 'closed',",
  },
];

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'machine-mutations-'));
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');

function prepare() {
  for (const dir of ['machines', 'contract', 'tests/machines']) {
    rmSync(path.join(work, dir), { recursive: true, force: true });
    cpSync(path.join(root, dir), path.join(work, dir), { recursive: true });
  }
}

/** Runs the machine tests on the copy; true when they pass. */
function machineTestsPass(): boolean {
  const run = spawnSync(
    process.execPath,
    [vitest, 'run', '--root', work, '--config', path.join(work, 'vitest.config.ts')],
    { cwd: work, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  return run.status === 0;
}

try {
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  writeFileSync(
    path.join(work, 'vitest.config.ts'),
    "export default { test: { include: ['tests/machines/**/*.test.ts'], environment: 'node' } };\n",
  );
  prepare();
  if (!machineTestsPass()) {
    console.error('The machine tests fail without any mutation: fix them first.');
    process.exit(2);
  }
  let caught = 0;
  for (const [i, mutation] of MUTATIONS.entries()) {
    prepare();
    const file = path.join(work, 'machines', mutation.file);
    const source = readFileSync(file, 'utf8');
    const occurrences = source.split(mutation.find).length - 1;
    if (occurrences !== 1) {
      throw new Error(`mutation ${i + 1} (${mutation.file}) matches ${occurrences} places, not 1`);
    }
    writeFileSync(file, source.replace(mutation.find, mutation.replace));
    const survived = machineTestsPass();
    if (!survived) caught += 1;
    console.log(
      `${String(i + 1).padStart(2)}. ${survived ? 'SURVIVED' : 'caught  '}  ${mutation.file}: ${mutation.what}`,
    );
  }
  console.log(`\nThe machine tests caught ${caught} of ${MUTATIONS.length} planted mutations.`);
  process.exitCode = caught === MUTATIONS.length ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
