import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import type { CallFailure } from '../../contract/errors';
import { JOB_LIMITS } from '../../contract/limits';
import { JOB_MESSAGES as M } from '../../contract/messages';
import {
  type ChosenFile,
  EMPTY_APPLICATION,
  type JobApplicationEvent,
  type JobApplicationRequest,
  jobApplicationMachine,
} from '../../machines/jobApplicationMachine';
import { describeModel, type Expected, unchanged } from './modelTest';

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

const refusal: CallFailure = {
  kind: 'http',
  status: 422,
  detail: '입력값을 확인해주세요.',
  errors: [{ field: 'email', message: M.emailInvalid }],
};

const EVENTS: JobApplicationEvent[] = [
  { type: 'FIELD_CHANGED', field: 'name', value: ' 김지원 ' },
  { type: 'FIELD_CHANGED', field: 'name', value: '   ' },
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

const REQUIRED_MESSAGES = {
  name: M.nameRequired,
  email: M.emailRequired,
  phone: M.phoneRequired,
  position: M.positionRequired,
  introduction: M.introductionRequired,
} as const;

/** Every message SUBMIT shows for these values, from the spec's wording (blank = only spaces). */
function messagesFor(c: Snapshot['context']): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const field of Object.keys(REQUIRED_MESSAGES) as (keyof typeof REQUIRED_MESSAGES)[]) {
    if (c.values[field].trim() === '') messages[field] = REQUIRED_MESSAGES[field];
  }
  // A résumé refused when chosen keeps its reason; only a résumé never chosen asks for one.
  if (!c.files.resume) messages.resume = c.errors.resume ?? M.resumeRequired;
  if (!c.agreed) messages.privacyAgreement = M.privacyRequired;
  return messages;
}

const without = (errors: Record<string, string>, field: string) => {
  const { [field]: _fixed, ...rest } = errors;
  return rest;
};

type Answer = { type: `xstate.${string}`; error?: typeof refusal };

/** The whole observable result of one event, written from docs/architecture.md#machines, docs/product.md#text-rules and docs/product.md#job. */
function expectedAfter(before: Snapshot, e: JobApplicationEvent | Answer): Expected {
  const c = before.context;
  const errors = c.errors as Record<string, string>;
  const filling = before.matches('filling');
  switch (e.type) {
    case 'FIELD_CHANGED':
      if (!filling) return unchanged(before);
      // Typing into a field clears that field's message and leaves the others.
      return {
        value: before.value,
        context: { values: { ...c.values, [e.field]: e.value }, errors: without(errors, e.field) },
      };
    case 'AGREEMENT_CHANGED':
      if (!filling) return unchanged(before);
      return {
        value: before.value,
        context: { agreed: e.agreed, errors: without(errors, 'privacyAgreement') },
      };
    case 'FILE_CHOSEN': {
      if (!filling) return unchanged(before);
      // A file is checked on selection by its first bytes; a rejected one is never kept.
      const bad = e.file?.head === EXE_HEAD;
      return {
        value: before.value,
        context: {
          files: { ...c.files, [e.field]: bad ? null : e.file },
          errors: bad
            ? { ...without(errors, e.field), [e.field]: M.resumeType }
            : without(errors, e.field),
        },
      };
    }
    case 'POSITION_CHOSEN': {
      if (before.matches('submitting')) return unchanged(before);
      const context = {
        values: { ...c.values, position: e.position },
        errors: without(errors, 'position'),
      };
      // From the success view, a card's position starts a new application for it.
      if (before.matches('submitted')) {
        return { value: { filling: 'editing' }, context: { ...context, applicant: null } };
      }
      return { value: before.value, context };
    }
    case 'SUBMIT': {
      if (!filling) return unchanged(before);
      const messages = messagesFor(c);
      if (Object.keys(messages).length > 0) {
        return {
          value: { filling: 'editing' },
          context: { errors: messages, serverDetail: '' },
          emitted: [['focusFirstInvalidField', undefined]],
        };
      }
      // The request carries the trimmed fields and the chosen files.
      const fields = {
        name: c.values.name.trim(),
        email: c.values.email.trim(),
        phone: c.values.phone.trim(),
        position: c.values.position,
        introduction: c.values.introduction.trim(),
        experience: c.values.experience.trim(),
        privacyAgreement: true,
      };
      return {
        value: 'submitting',
        context: { serverDetail: '' },
        calls: [
          [
            'submitApplication',
            { fields, resume: c.files.resume?.file, portfolio: c.files.portfolio?.file ?? null },
          ],
        ],
      };
    }
    case 'RESET':
      if (!before.matches('submitted')) return unchanged(before);
      return { value: { filling: 'editing' }, context: { applicant: null } };
    case 'xstate.done.actor.submitApplication':
      // The success view echoes who applied; the form starts empty for the next one.
      return {
        value: 'submitted',
        context: {
          applicant: { name: c.values.name.trim(), email: c.values.email.trim() },
          values: EMPTY_APPLICATION,
          agreed: false,
          files: { resume: null, portfolio: null },
          errors: {},
          serverDetail: '',
        },
      };
    case 'xstate.error.actor.submitApplication':
      // The form stays as typed under the spec's failure text, the server's words and its
      // per-field messages.
      return {
        value: { filling: 'failed' },
        context: {
          serverDetail: e.error?.detail ?? '',
          errors: e.error === refusal ? { ...errors, email: M.emailInvalid } : errors,
        },
      };
  }
  throw new Error(`no expectation for ${e.type}`);
}

describeModel('jobApplicationMachine', {
  machine: jobApplicationMachine,
  start: {
    value: { filling: 'editing' },
    context: {
      values: { name: '', email: '', phone: '', position: '', introduction: '', experience: '' },
      agreed: false,
      files: { resume: null, portfolio: null },
      errors: {},
      serverDetail: '',
      applicant: null,
    },
  },
  transitions: [
    'filling —FIELD_CHANGED→ (stays)',
    'filling —AGREEMENT_CHANGED→ (stays)',
    'filling —FILE_CHOSEN→ (stays)',
    'filling —POSITION_CHOSEN→ (stays)',
    'filling —SUBMIT [hasErrors]→ filling.editing',
    'filling —SUBMIT→ submitting',
    'submitting —xstate.done.actor.submitApplication→ submitted',
    'submitting —xstate.error.actor.submitApplication→ filling.failed',
    'submitted —RESET→ filling',
    'submitted —POSITION_CHOSEN→ filling',
  ],
  events: EVENTS,
  answers: {
    submitApplication: [
      { output: { status: 'success' } },
      { error: refusal },
      { error: { kind: 'network' } },
    ],
  },
  // How many required fields are filled, and whether one holds only spaces, matters; which ones
  // do does not (every field follows the same rules), which keeps the graph small.
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      filled: Object.values(s.context.values).filter((value) => value.trim() !== '').length,
      blank: Object.values(s.context.values).some((value) => value !== '' && value.trim() === ''),
      resume: s.context.files.resume?.name ?? null,
      portfolio: Boolean(s.context.files.portfolio),
      agreed: s.context.agreed,
      serverDetail: s.context.serverDetail,
      applicant: s.context.applicant !== null,
    }),
  // How many fields show a message (typing must clear one and leave the others), and whether
  // the server's sentence shows (a new submission must clear it).
  situation: (s) =>
    JSON.stringify([
      Math.min(Object.keys(s.context.errors).length, 2),
      s.context.serverDetail !== '',
    ]),
  expectStep: ({ before, event, after }) => {
    expect(after.hasTag('busy')).toBe(after.matches('submitting'));
    return expectedAfter(before, event as JobApplicationEvent | Answer);
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

  it("keeps a refused résumé's reason when the form is sent, instead of asking for a file", () => {
    const actor = createActor(jobApplicationMachine).start();
    actor.send({ type: 'FILE_CHOSEN', field: 'resume', file: disguised });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.errors.resume).toBe(M.resumeType);
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

  it('lists an experience too long in its place, between introduction and resume', () => {
    const actor = createActor(jobApplicationMachine).start();
    actor.send({
      type: 'FIELD_CHANGED',
      field: 'experience',
      value: '가'.repeat(JOB_LIMITS.experienceMax + 1),
    });
    actor.send({ type: 'SUBMIT' });
    expect(Object.entries(actor.getSnapshot().context.errors)).toEqual([
      ['name', M.nameRequired],
      ['email', M.emailRequired],
      ['phone', M.phoneRequired],
      ['position', M.positionRequired],
      ['introduction', M.introductionRequired],
      ['experience', M.experienceTooLong],
      ['resume', M.resumeRequired],
      ['privacyAgreement', M.privacyRequired],
    ]);
  });

  /** The machine with its upload answered by `upload`. */
  const startUploadingTo = (upload: () => Promise<unknown>) =>
    createActor(
      jobApplicationMachine.provide({
        actors: { submitApplication: fromPromise<unknown, JobApplicationRequest>(upload) },
      }),
    ).start();

  /** A form that passes, with the e-mail typed between spaces. */
  const fillIn = (actor: { send: (event: JobApplicationEvent) => void }) => {
    for (const [field, value] of [
      ['name', ' 김지원 '],
      ['email', ' jiwon@example.com '],
      ['phone', '010-0000-0000'],
      ['introduction', '소개'],
    ] as const) {
      actor.send({ type: 'FIELD_CHANGED', field, value });
    }
    actor.send({ type: 'POSITION_CHOSEN', position: 'tax-accountant' });
    actor.send({ type: 'FILE_CHOSEN', field: 'resume', file: resume });
    actor.send({ type: 'AGREEMENT_CHANGED', agreed: true });
  };

  it('echoes the applicant trimmed on the success view', async () => {
    const actor = startUploadingTo(async () => ({ status: 'success' }));
    fillIn(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(actor.getSnapshot().context.applicant).toEqual({
      name: '김지원',
      email: 'jiwon@example.com',
    });
  });

  it("shows the server's messages for the form's fields, the portfolio too, and no other", async () => {
    const refused: CallFailure = {
      kind: 'http',
      status: 422,
      detail: '입력값을 확인해주세요.',
      errors: [
        { field: 'portfolio', message: M.portfolioType },
        { field: 'website', message: '허용되지 않는 필드입니다.' },
      ],
    };
    const actor = startUploadingTo(async () => {
      throw refused;
    });
    fillIn(actor);
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches({ filling: 'failed' }));
    expect(actor.getSnapshot().context.errors).toEqual({ portfolio: M.portfolioType });
    expect(actor.getSnapshot().context.serverDetail).toBe('입력값을 확인해주세요.');
  });

  it('starts a new application for a position chosen after submitting', async () => {
    const actor = startUploadingTo(async () => ({ status: 'success' }));
    for (const [field, value] of [
      ['name', '김지원'],
      ['email', 'jiwon@example.com'],
      ['phone', '010-1234-5678'],
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
