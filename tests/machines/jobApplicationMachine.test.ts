import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { JOB_MESSAGES as M } from '../../contract/messages';
import {
  type ChosenFile,
  EMPTY_APPLICATION,
  type JobApplicationEvent,
  type JobApplicationRequest,
  jobApplicationMachine,
} from '../../machines/jobApplicationMachine';
import { describeModel, expectUnchanged } from './modelTest';

type Snapshot = SnapshotFrom<typeof jobApplicationMachine>;

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

const EVENTS: JobApplicationEvent[] = [
  { type: 'FIELD_CHANGED', field: 'name', value: ' 김지원 ' },
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
];

const REQUIRED = ['name', 'email', 'phone', 'position', 'introduction'] as const;
const isComplete = (s: Snapshot) =>
  REQUIRED.every((field) => s.context.values[field].trim() !== '') &&
  s.context.files.resume !== null &&
  s.context.agreed;

describeModel('jobApplicationMachine', {
  machine: jobApplicationMachine,
  events: EVENTS,
  answers: {
    submitApplication: [{ output: { status: 'success' } }, { error: refusal }, { error: {} }],
  },
  // Which fields are filled matters, not every combination of messages: this keeps the graph
  // small without hiding any state.
  serializeState: (s) =>
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
    }),
  expectStep: (step) => {
    const { before, event, after, emitted, started } = step;
    const e = event as JobApplicationEvent | { type: `xstate.${string}`; error?: typeof refusal };
    const filling = before.matches('filling');
    expect(after.hasTag('busy')).toBe(after.matches('submitting'));
    // A rejected file is never kept.
    if (after.context.files.resume) expect(after.context.files.resume.head).toEqual(PDF_HEAD);
    const focused = emitted.filter(({ type }) => type === 'focusFirstInvalidField').length;
    switch (e.type) {
      case 'FIELD_CHANGED':
      case 'AGREEMENT_CHANGED':
      case 'FILE_CHOSEN':
        if (!filling) {
          expectUnchanged(step);
          return;
        }
        expect(after.value).toEqual(before.value);
        if (e.type === 'FIELD_CHANGED') expect(after.context.values[e.field]).toBe(e.value);
        if (e.type === 'AGREEMENT_CHANGED') expect(after.context.agreed).toBe(e.agreed);
        if (e.type === 'FILE_CHOSEN') {
          const bad = e.file?.head === EXE_HEAD;
          expect(after.context.files[e.field]).toBe(bad ? null : e.file);
          expect(after.context.errors[e.field]).toBe(bad ? M.resumeType : undefined);
        }
        return;
      case 'POSITION_CHOSEN':
        if (before.matches('submitting')) {
          expectUnchanged(step);
          return;
        }
        // From the success view, a card's position starts a new application for it.
        expect(after.matches('filling')).toBe(true);
        expect(after.context.values.position).toBe(e.position);
        expect(after.context.applicant).toBeNull();
        return;
      case 'SUBMIT':
        if (!filling) {
          expectUnchanged(step);
          return;
        }
        expect(after.context.serverDetail).toBe('');
        if (isComplete(before)) {
          expect(after.matches('submitting')).toBe(true);
          expect(focused).toBe(0);
          // The request carries the trimmed fields and the chosen files.
          expect(started.map((call) => call.input)).toEqual([
            {
              fields: {
                name: '김지원',
                email: 'jiwon@example.com',
                phone: '010-0000-0000',
                position: 'tax-consultant',
                introduction: '안녕하세요.',
                experience: '',
                privacyAgreement: true,
              },
              resume: resume.file,
              portfolio: before.context.files.portfolio?.file ?? null,
            },
          ]);
        } else {
          expect(after.matches({ filling: 'editing' })).toBe(true);
          expect(Object.keys(after.context.errors).length).toBeGreaterThan(0);
          expect(focused).toBe(1);
          expect(started).toEqual([]);
        }
        return;
      case 'RESET':
        if (before.matches('submitted')) {
          expect(after.matches({ filling: 'editing' })).toBe(true);
          expect(after.context.applicant).toBeNull();
        } else {
          expectUnchanged(step);
        }
        return;
      case 'xstate.done.actor.submitApplication':
        // The success view echoes who applied; the form starts empty for the next one.
        expect(after.matches('submitted')).toBe(true);
        expect(after.context.applicant).toEqual({ name: '김지원', email: 'jiwon@example.com' });
        expect(after.context.values).toEqual(EMPTY_APPLICATION);
        expect(after.context.files).toEqual({ resume: null, portfolio: null });
        expect(after.context.agreed).toBe(false);
        return;
      case 'xstate.error.actor.submitApplication':
        // The form stays as typed under the spec's failure text and the server's own words.
        expect(after.matches({ filling: 'failed' })).toBe(true);
        expect(after.context.values).toEqual(before.context.values);
        expect(after.context.agreed).toBe(true);
        expect(after.context.serverDetail).toBe(e.error?.detail ?? '');
        if (e.error === refusal) expect(after.context.errors.email).toBe(M.emailInvalid);
        return;
    }
  },
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
