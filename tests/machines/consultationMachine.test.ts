import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { ConsultationResponse } from '../../contract/consultations';
import { CONSULTATION_MESSAGES as M } from '../../contract/messages';
import {
  type ConsultationEvent,
  type ConsultationFailure,
  consultationFailureMessage,
  consultationMachine,
  EMPTY_CONSULTATION,
} from '../../machines/consultationMachine';
import { describeModel, expectUnchanged } from './modelTest';

const networkDown: ConsultationFailure = { kind: 'network' };
const withDetail: ConsultationFailure = { kind: 'http', detail: '입력값을 확인해주세요.' };
const withMessage: ConsultationFailure = { kind: 'http', message: '서버 점검 중입니다.' };
const bareHttp: ConsultationFailure = { kind: 'http' };

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

describeModel('consultationMachine', {
  machine: consultationMachine,
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
  expectStep: (step) => {
    const { before, event, after, emitted, started } = step;
    const e = event as
      | ConsultationEvent
      | { type: `xstate.${string}`; output?: ConsultationResponse; error?: unknown };
    const editing = before.matches('editing');
    expect(after.hasTag('busy')).toBe(after.matches('submitting'));
    expect(after.hasTag('alert')).toBe(after.context.alertMessage !== '');
    const focused = emitted.filter(({ type }) => type === 'focusFirstInvalidField').length;
    switch (e.type) {
      case 'FIELD_CHANGED':
      case 'AGREEMENT_CHANGED':
        if (!editing) {
          expectUnchanged(step);
          return;
        }
        if (e.type === 'FIELD_CHANGED') {
          expect(after.context.values[e.field]).toBe(e.value);
          // Typing into a field clears its message.
          expect(after.context.errors[e.field]).toBeUndefined();
        } else expect(after.context.agreed).toBe(e.agreed);
        return;
      case 'SUBMIT': {
        if (!editing) {
          expectUnchanged(step);
          return;
        }
        const blank = REQUIRED.filter((field) => before.context.values[field].trim() === '');
        if (blank.length > 0) {
          // Field messages first (decision 13), focus on the first, nothing sent.
          expect(after.value).toBe('editing');
          expect(after.context.errors).toEqual(
            Object.fromEntries(blank.map((field) => [field, REQUIRED_MESSAGES[field]])),
          );
          expect(focused).toBe(1);
        } else if (!before.context.agreed) {
          expect(after.value).toBe('askingForAgreement');
          expect(after.context.alertMessage).toBe(M.consentRequired);
        } else {
          expect(after.value).toBe('submitting');
          // The request carries trimmed values and the honeypot, never the agreement.
          expect(started.map((call) => call.input)).toEqual([
            {
              consultation_type: 'gift',
              name: '홍길동',
              phone: '010-1234-5678',
              content: '',
              website: '',
            },
          ]);
        }
        if (!after.matches('submitting')) expect(started).toEqual([]);
        return;
      }
      case 'ALERT_DISMISSED':
        if (!before.hasTag('alert')) {
          expectUnchanged(step);
          return;
        }
        expect(after.value).toBe('editing');
        expect(after.context.alertMessage).toBe('');
        return;
      case 'xstate.done.actor.submitConsultation': {
        const output = e.output as ConsultationResponse;
        const accepted = output.status === 'success' || output.status === 'partial_success';
        const key = accepted ? output.status : `error:${output.message ?? ''}`;
        expect(after.value).toBe(accepted ? 'succeeded' : 'failed');
        expect(after.context.alertMessage).toBe(ALERTS.get(key));
        // Only an accepted request empties the form.
        expect(after.context.values).toEqual(accepted ? EMPTY_CONSULTATION : before.context.values);
        expect(after.context.agreed).toBe(!accepted);
        return;
      }
      case 'xstate.error.actor.submitConsultation':
        expect(after.value).toBe('failed');
        expect(after.context.alertMessage).toBe(ALERTS.get(e.error));
        expect(after.context.values).toEqual(before.context.values);
        expect(after.context.agreed).toBe(true);
        return;
    }
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
