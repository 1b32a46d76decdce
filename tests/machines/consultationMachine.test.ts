import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ConsultationResponse } from '../../contract/consultations';
import type { CallFailure } from '../../contract/errors';
import { CONSULTATION_MESSAGES as M } from '../../contract/messages';
import {
  type ConsultationEvent,
  consultationFailureMessage,
  consultationMachine,
  EMPTY_CONSULTATION,
} from '../../machines/consultationMachine';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';

const networkDown: CallFailure = { kind: 'network' };
const withDetail: CallFailure = { kind: 'http', status: 422, detail: '입력값을 확인해주세요.' };
const withMessage: CallFailure = { kind: 'http', status: 503, message: '서버 점검 중입니다.' };
const bareHttp: CallFailure = { kind: 'http', status: 500 };

const EVENTS: ConsultationEvent[] = [
  { type: 'FIELD_CHANGED', field: 'consultation_type', value: 'gift' },
  { type: 'FIELD_CHANGED', field: 'name', value: ' 홍길동 ' },
  { type: 'FIELD_CHANGED', field: 'phone', value: '010-1234-5678' },
  { type: 'FIELD_CHANGED', field: 'name', value: '   ' },
  { type: 'AGREEMENT_CHANGED', agreed: true },
  { type: 'AGREEMENT_CHANGED', agreed: false },
  { type: 'SUBMIT' },
  { type: 'ALERT_DISMISSED' },
];

/** Spec §8's alert text for each answer the tests give, written out by hand. */
const ALERTS = new Map<unknown, string>([
  ['success', M.succeeded],
  ['partial_success', M.succeeded],
  ['error:처리할 수 없습니다.', '처리할 수 없습니다.'],
  ['error:', M.unknownError],
  [networkDown, M.noResponse],
  [withDetail, `${M.failedPrefix}입력값을 확인해주세요.`],
  [withMessage, `${M.failedPrefix}서버 점검 중입니다.`],
  [bareHttp, `${M.failedPrefix}${M.unknownErrorShort}`],
]);

const REQUIRED = ['consultation_type', 'name', 'phone'] as const;
const REQUIRED_MESSAGES = {
  consultation_type: M.typeRequired,
  name: M.nameRequired,
  phone: M.phoneRequired,
};

type Snapshot = ReturnType<(typeof consultationMachine)['getInitialSnapshot']>;
type Answer = { type: `xstate.${string}`; output?: ConsultationResponse; error?: unknown };

const ALERT_STATES = ['askingForAgreement', 'succeeded', 'failed'];

/** The whole observable result of one event, written from docs/architecture.md#machines, docs/product.md#text-rules, docs/product.md#messages. */
function expectedAfter(before: Snapshot, e: ConsultationEvent | Answer): Expected {
  const c = before.context;
  const editing = before.matches('editing');
  switch (e.type) {
    case 'FIELD_CHANGED': {
      if (!editing) return unchanged(before);
      // Typing into a field clears that field's message and leaves the others.
      const { [e.field]: _cleared, ...errors } = c.errors;
      return { value: 'editing', context: { values: { ...c.values, [e.field]: e.value }, errors } };
    }
    case 'AGREEMENT_CHANGED':
      if (!editing) return unchanged(before);
      return { value: 'editing', context: { agreed: e.agreed } };
    case 'SUBMIT': {
      if (!editing) return unchanged(before);
      const blank = REQUIRED.filter((field) => c.values[field].trim() === '');
      if (blank.length > 0) {
        // Field messages first (decision 13): every blank field's, focus on the first, nothing sent.
        return {
          value: 'editing',
          context: {
            errors: Object.fromEntries(blank.map((field) => [field, REQUIRED_MESSAGES[field]])),
          },
          emitted: [['focusFirstInvalidField', undefined]],
        };
      }
      if (!c.agreed)
        return { value: 'askingForAgreement', context: { alertMessage: M.consentRequired } };
      // The request carries trimmed values and the honeypot, never the agreement.
      const request = {
        consultation_type: c.values.consultation_type,
        name: c.values.name.trim(),
        phone: c.values.phone.trim(),
        content: c.values.content.trim(),
        website: c.values.website,
      };
      return { value: 'submitting', calls: [['submitConsultation', request]] };
    }
    case 'ALERT_DISMISSED':
      if (!ALERT_STATES.some((state) => before.matches(state as never))) return unchanged(before);
      return { value: 'editing', context: { alertMessage: '' } };
    case 'xstate.done.actor.submitConsultation': {
      const output = e.output as ConsultationResponse;
      const accepted = output.status === 'success' || output.status === 'partial_success';
      if (!accepted) {
        return {
          value: 'failed',
          context: { alertMessage: ALERTS.get(`error:${output.message ?? ''}`) },
        };
      }
      // Only an accepted request empties the form.
      return {
        value: 'succeeded',
        context: {
          alertMessage: ALERTS.get(output.status),
          values: EMPTY_CONSULTATION,
          agreed: false,
          errors: {},
        },
      };
    }
    case 'xstate.error.actor.submitConsultation':
      return { value: 'failed', context: { alertMessage: ALERTS.get(e.error) } };
  }
  throw new Error(`no expectation for ${e.type}`);
}

const filled = (value: string) =>
  value === '' ? 'empty' : value.trim() === '' ? 'blank' : 'typed';

describeModel('consultationMachine', {
  machine: consultationMachine,
  start: {
    value: 'editing',
    context: {
      values: { consultation_type: '', name: '', phone: '', content: '', website: '' },
      agreed: false,
      errors: {},
      alertMessage: '',
    },
  },
  transitions: [
    'editing —FIELD_CHANGED→ (stays)',
    'editing —AGREEMENT_CHANGED→ (stays)',
    'editing —SUBMIT [hasInvalidFields]→ (stays)',
    'editing —SUBMIT [isAgreementMissing]→ askingForAgreement',
    'editing —SUBMIT→ submitting',
    'askingForAgreement —ALERT_DISMISSED→ editing',
    'submitting —xstate.done.actor.submitConsultation [wasAccepted]→ succeeded',
    'submitting —xstate.done.actor.submitConsultation→ failed',
    'submitting —xstate.error.actor.submitConsultation→ failed',
    'succeeded —ALERT_DISMISSED→ editing',
    'failed —ALERT_DISMISSED→ editing',
  ],
  events: EVENTS,
  answers: {
    submitConsultation: [
      { output: { status: 'success', message: '접수' } },
      { output: { status: 'partial_success', message: '알림 실패' } },
      { output: { status: 'error', message: '처리할 수 없습니다.' } },
      { output: { status: 'error' } },
      { error: networkDown },
      { error: withDetail },
      { error: withMessage },
      { error: bareHttp },
    ],
  },
  serializeState: (s) => JSON.stringify(s.value),
  // Which required fields are filled (or only spaces), which show a message, and the agreement.
  situation: (s) =>
    JSON.stringify([
      REQUIRED.map((field) => filled(s.context.values[field])),
      Object.keys(s.context.errors).sort(),
      s.context.agreed,
    ]),
  expectStep: ({ before, event, after }) => {
    expect(after.hasTag('busy')).toBe(after.matches('submitting'));
    expect(after.hasTag('alert')).toBe(after.context.alertMessage !== '');
    return expectedAfter(before, event as ConsultationEvent | Answer);
  },
});

describe('consultationFailureMessage', () => {
  it.each([
    [networkDown, M.noResponse],
    [{ kind: 'http', detail: '상세', message: '메시지' }, `${M.failedPrefix}상세`],
    [withMessage, `${M.failedPrefix}서버 점검 중입니다.`],
    [bareHttp, `${M.failedPrefix}${M.unknownErrorShort}`],
    [new Error('브라우저 오류'), '브라우저 오류'],
    ['something odd', M.unknownError],
  ] as const)('%o → %s', (error, text) => {
    expect(consultationFailureMessage(error)).toBe(text);
  });
});

describe('consultationMachine behaviour', () => {
  it('shows the required-field messages before asking for the agreement', () => {
    const actor = createActor(consultationMachine).start();
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      consultation_type: M.typeRequired,
      name: M.nameRequired,
      phone: M.phoneRequired,
    });
    actor.send({ type: 'FIELD_CHANGED', field: 'name', value: '김' });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
  });
});
