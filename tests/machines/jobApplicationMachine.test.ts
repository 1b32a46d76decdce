import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { TestModel } from 'xstate/graph';
import { JOB_MESSAGES as M } from '../../contract/messages';
import {
  applicationErrors,
  type ChosenFile,
  EMPTY_APPLICATION,
  type JobApplicationEvent,
  type JobApplicationRequest,
  jobApplicationMachine,
} from '../../machines/jobApplicationMachine';
import { expectEveryStateReached, promiseUnderTest } from './modelTest';

type Snapshot = SnapshotFrom<typeof jobApplicationMachine>;

const DONE = 'xstate.done.actor.submitApplication';
const ERROR = 'xstate.error.actor.submitApplication';
type ActorEvent = { type: typeof DONE; output: unknown } | { type: typeof ERROR; error: unknown };

const bytes = (...values: number[]): Uint8Array<ArrayBuffer> => new Uint8Array(values);
const PDF_HEAD = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37);
const EXE_HEAD = bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0);
const ZIP_HEAD = bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0);
const chosen = (name: string, head: Uint8Array<ArrayBuffer>): ChosenFile => ({
  file: new Blob([head]),
  name,
  size: 2048,
  head,
});
const resume = chosen('이력서.pdf', PDF_HEAD);
const disguised = chosen('이력서.pdf', EXE_HEAD);
const portfolio = chosen('작업물.zip', ZIP_HEAD);

const refusal = {
  detail: '입력값을 확인해주세요.',
  errors: [{ field: 'email', message: M.emailInvalid }],
};

const EVENTS: (JobApplicationEvent | ActorEvent)[] = [
  { type: 'FIELD_CHANGED', field: 'name', value: '김지원' },
  { type: 'FIELD_CHANGED', field: 'email', value: 'jiwon@example.com' },
  { type: 'FIELD_CHANGED', field: 'phone', value: '010-0000-0000' },
  { type: 'FIELD_CHANGED', field: 'introduction', value: '안녕하세요.' },
  { type: 'POSITION_CHOSEN', position: 'tax-consultant' },
  { type: 'FILE_CHOSEN', field: 'resume', file: resume },
  { type: 'FILE_CHOSEN', field: 'resume', file: disguised },
  { type: 'FILE_CHOSEN', field: 'portfolio', file: portfolio },
  { type: 'AGREEMENT_CHANGED', agreed: true },
  { type: 'SUBMIT' },
  { type: 'RESET' },
  { type: DONE, output: { status: 'success' } },
  { type: ERROR, error: refusal },
  { type: ERROR, error: {} },
];

const isComplete = (s: Snapshot) => Object.keys(applicationErrors(s.context)).length === 0;

/** What must hold in each state, checked on the model and on the real running actor. */
const invariants: Record<string, (s: Snapshot) => void> = {
  filling: (s) => {
    expect(s.hasTag('busy')).toBe(false);
    expect(s.context.applicant).toBeNull();
    // A rejected file is never kept.
    if (s.context.files.resume) expect(s.context.files.resume.head).toEqual(PDF_HEAD);
  },
  'filling.editing': (s) => {
    expect(s.context.serverDetail).toBe('');
  },
  'filling.failed': (s) => {
    // The form is kept as typed: only a success clears it.
    expect(s.context.values.name).toBe('김지원');
    expect(s.context.agreed).toBe(true);
  },
  submitting: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(isComplete(s)).toBe(true);
  },
  submitted: (s) => {
    expect(s.context.applicant).toEqual({ name: '김지원', email: 'jiwon@example.com' });
    expect(s.context.values).toEqual(EMPTY_APPLICATION);
    expect(s.context.files).toEqual({ resume: null, portfolio: null });
    expect(s.context.agreed).toBe(false);
  },
};

// The state is summarised for the traversal: which fields are filled matters, not every
// combination of messages, which keeps the graph small without hiding any state.
const summary = (s: Snapshot) =>
  JSON.stringify({
    value: s.value,
    filled: Object.entries(s.context.values)
      .filter(([, value]) => value !== '')
      .map(([field]) => field),
    resume: s.context.files.resume?.name ?? null,
    portfolio: Boolean(s.context.files.portfolio),
    agreed: s.context.agreed,
    resumeError: s.context.errors.resume ?? null,
    serverDetail: s.context.serverDetail,
    applicant: s.context.applicant,
  });

// createTestModel refuses machines that invoke actors, so the model is built directly: the
// actor's answers are ordinary events of the traversal, and the test settles a real promise.
const model = new TestModel(jobApplicationMachine, {
  events: EVENTS as JobApplicationEvent[],
  serializeState: summary,
  stateMatcher: (snapshot, key) => snapshot.matches(key as never),
});

type Path = ReturnType<typeof model.getShortestPaths>[number];

function runPath(path: Path) {
  const submit = promiseUnderTest<unknown, JobApplicationRequest>();
  const actor = createActor(
    jobApplicationMachine.provide({ actors: { submitApplication: submit.logic } }),
  ).start();
  const forward = ({ event }: { event: JobApplicationEvent }) => actor.send(event);
  const answer = submit.answer(actor, 'submitting');
  const events = {
    FIELD_CHANGED: forward,
    AGREEMENT_CHANGED: forward,
    FILE_CHOSEN: forward,
    POSITION_CHOSEN: forward,
    SUBMIT: forward,
    RESET: forward,
    [DONE]: answer,
    [ERROR]: answer,
  } as unknown as Parameters<Path['test']>[0]['events'];
  const agree = (key: string) => (expected: Snapshot) => {
    const real = actor.getSnapshot();
    // The traversal keeps one snapshot per summary, so the actor is compared by summary.
    expect(summary(real)).toBe(summary(expected));
    invariants[key]?.(real);
    invariants[key]?.(expected);
    if (key === 'submitting') {
      expect(submit.inputs.at(-1)).toMatchObject({
        fields: {
          name: '김지원',
          email: 'jiwon@example.com',
          position: 'tax-consultant',
          privacyAgreement: true,
        },
        resume: resume.file,
      });
    }
  };
  return path.test({
    events,
    states: Object.fromEntries(Object.keys(invariants).map((key) => [key, agree(key)])),
  });
}

describe('jobApplicationMachine (model-based)', () => {
  const paths = model.getShortestPaths();
  for (const path of paths) it(path.description, () => runPath(path));

  it('the paths reach every state node of the machine', () => {
    expectEveryStateReached(jobApplicationMachine, paths);
  });
});

describe('jobApplicationMachine behaviour', () => {
  it('rejects a renamed executable on selection and keeps its message', () => {
    const actor = createActor(jobApplicationMachine).start();
    actor.send({ type: 'FILE_CHOSEN', field: 'resume', file: disguised });
    expect(actor.getSnapshot().context.files.resume).toBeNull();
    expect(actor.getSnapshot().context.errors.resume).toBe(M.resumeType);
    actor.send({ type: 'FILE_CHOSEN', field: 'resume', file: resume });
    expect(actor.getSnapshot().context.errors.resume).toBeUndefined();
  });

  it('lists every missing field in form order', () => {
    const actor = createActor(jobApplicationMachine).start();
    actor.send({ type: 'SUBMIT' });
    expect(Object.entries(actor.getSnapshot().context.errors)).toEqual([
      ['name', M.nameRequired],
      ['email', M.emailRequired],
      ['phone', M.phoneRequired],
      ['position', M.positionRequired],
      ['introduction', M.introductionRequired],
      ['resume', M.resumeRequired],
      ['privacyAgreement', M.privacyRequired],
    ]);
  });

  it('starts a new application for a position chosen after submitting', async () => {
    const actor = createActor(
      jobApplicationMachine.provide({
        actors: {
          submitApplication: fromPromise<unknown, JobApplicationRequest>(async () => ({
            status: 'success',
          })),
        },
      }),
    ).start();
    for (const [field, value] of [
      ['name', '김지원'],
      ['email', 'jiwon@example.com'],
      ['phone', '010'],
      ['introduction', '소개'],
    ] as const) {
      actor.send({ type: 'FIELD_CHANGED', field, value });
    }
    actor.send({ type: 'POSITION_CHOSEN', position: 'tax-accountant' });
    actor.send({ type: 'FILE_CHOSEN', field: 'resume', file: resume });
    actor.send({ type: 'AGREEMENT_CHANGED', agreed: true });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('submitted'));
    actor.send({ type: 'POSITION_CHOSEN', position: 'accounting-staff' });
    expect(actor.getSnapshot().matches({ filling: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual({
      ...EMPTY_APPLICATION,
      position: 'accounting-staff',
    });
  });
});
