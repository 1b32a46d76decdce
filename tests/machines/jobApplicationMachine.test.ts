import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { CallFailure } from '../../contract/errors';
import { JOB_MESSAGES as M } from '../../contract/messages';
import {
  EMPTY_APPLICATION,
  type JobApplicationEvent,
  jobApplicationMachine,
} from '../../machines/jobApplicationMachine';
import { disguised, EXE_HEAD, portfolio, resume } from './jobFiles';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';

type Snapshot = SnapshotFrom<typeof jobApplicationMachine>;

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
