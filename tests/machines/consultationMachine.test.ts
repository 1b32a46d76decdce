import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';
import type { ConsultationRequest, ConsultationResponse } from '../../contract/consultations';
import { CONSULTATION_MESSAGES as M } from '../../contract/messages';
import {
  type ConsultationEvent,
  type ConsultationFailure,
  consultationFailureMessage,
  consultationMachine,
  EMPTY_CONSULTATION,
} from '../../machines/consultationMachine';
import { expectActorAgrees, expectEveryStateReached, promiseUnderTest } from './modelTest';

type Snapshot = SnapshotFrom<typeof consultationMachine>;

const DONE = 'xstate.done.actor.submitConsultation';
const ERROR = 'xstate.error.actor.submitConsultation';
type ActorEvent =
  | { type: typeof DONE; output: ConsultationResponse }
  | { type: typeof ERROR; error: unknown };

const networkDown: ConsultationFailure = { kind: 'network' };
const withDetail: ConsultationFailure = { kind: 'http', detail: '입력값을 확인해주세요.' };
const withMessage: ConsultationFailure = { kind: 'http', message: '서버 점검 중입니다.' };
const bareHttp: ConsultationFailure = { kind: 'http' };

const EVENTS: (ConsultationEvent | ActorEvent)[] = [
  { type: 'FIELD_CHANGED', field: 'consultation_type', value: 'gift' },
  { type: 'FIELD_CHANGED', field: 'name', value: ' 홍길동 ' },
  { type: 'FIELD_CHANGED', field: 'phone', value: '010-1234-5678' },
  { type: 'FIELD_CHANGED', field: 'name', value: '   ' },
  { type: 'AGREEMENT_CHANGED', agreed: true },
  { type: 'AGREEMENT_CHANGED', agreed: false },
  { type: 'SUBMIT' },
  { type: 'ALERT_DISMISSED' },
  { type: DONE, output: { status: 'success', message: '접수' } },
  { type: DONE, output: { status: 'partial_success', message: '알림 실패' } },
  { type: DONE, output: { status: 'error', message: '처리할 수 없습니다.' } },
  { type: DONE, output: { status: 'error' } },
  { type: ERROR, error: networkDown },
  { type: ERROR, error: withDetail },
  { type: ERROR, error: withMessage },
  { type: ERROR, error: bareHttp },
];

const FAILURE_TEXTS = [
  '처리할 수 없습니다.',
  M.unknownError,
  M.noResponse,
  `${M.failedPrefix}입력값을 확인해주세요.`,
  `${M.failedPrefix}서버 점검 중입니다.`,
  `${M.failedPrefix}${M.unknownErrorShort}`,
];

const isFilled = (s: Snapshot) =>
  s.context.values.consultation_type !== '' &&
  s.context.values.name.trim() !== '' &&
  s.context.values.phone.trim() !== '';

/** What must hold in each state, checked on the model and on the real running actor. */
const invariants: Record<string, (s: Snapshot) => void> = {
  editing: (s) => {
    expect(s.hasTag('alert')).toBe(false);
    expect(s.hasTag('busy')).toBe(false);
    expect(s.context.alertMessage).toBe('');
  },
  askingForAgreement: (s) => {
    expect(s.hasTag('alert')).toBe(true);
    expect(s.context.alertMessage).toBe(M.consentRequired);
    expect(s.context.agreed).toBe(false);
    expect(isFilled(s)).toBe(true);
  },
  submitting: (s) => {
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.agreed).toBe(true);
    expect(isFilled(s)).toBe(true);
    expect(s.context.errors).toEqual({});
  },
  succeeded: (s) => {
    expect(s.context.alertMessage).toBe(M.succeeded);
    expect(s.context.values).toEqual(EMPTY_CONSULTATION);
    expect(s.context.agreed).toBe(false);
  },
  failed: (s) => {
    expect(s.hasTag('alert')).toBe(true);
    expect(FAILURE_TEXTS).toContain(s.context.alertMessage);
    // Nothing the visitor typed is lost.
    expect(isFilled(s)).toBe(true);
    expect(s.context.agreed).toBe(true);
  },
};

// createTestModel refuses machines that invoke actors, so the model is built directly: the
// actor's answers are ordinary events of the traversal, and the test settles a real promise.
const model = new TestModel(consultationMachine, {
  events: EVENTS as ConsultationEvent[],
  serializeState: (snapshot) => serializeSnapshot(snapshot),
  stateMatcher: (_, key) => key === '*',
});

type Path = ReturnType<typeof model.getShortestPaths>[number];

function runPath(path: Path) {
  const submit = promiseUnderTest<ConsultationResponse, ConsultationRequest>();
  const focused: number[] = [];
  const actor = createActor(
    consultationMachine.provide({
      actors: { submitConsultation: submit.logic },
      actions: { focusFirstInvalidField: () => void focused.push(1) },
    }),
  ).start();
  const forward = ({ event }: { event: ConsultationEvent }) => actor.send(event);
  const answer = submit.answer(actor, 'submitting');
  const events = {
    FIELD_CHANGED: forward,
    AGREEMENT_CHANGED: forward,
    SUBMIT: forward,
    ALERT_DISMISSED: forward,
    [DONE]: answer,
    [ERROR]: answer,
  } as unknown as Parameters<Path['test']>[0]['events'];
  const check = (expected: Snapshot) => {
    const real = actor.getSnapshot();
    expectActorAgrees(real, expected, invariants);
    if (real.matches('submitting')) {
      // The request carries trimmed values, the honeypot, and never the agreement.
      expect(submit.inputs.at(-1)).toEqual({
        consultation_type: 'gift',
        name: '홍길동',
        phone: '010-1234-5678',
        content: '',
        website: '',
      });
    }
    if (Object.keys(real.context.errors).length > 0) expect(focused.length).toBeGreaterThan(0);
  };
  return path.test({ events, states: { '*': check } });
}

describe('consultationMachine (model-based)', () => {
  const paths = model.getShortestPaths();
  for (const path of paths) it(path.description, () => runPath(path));

  it('the paths reach every state node of the machine', () => {
    expectEveryStateReached(consultationMachine, paths);
  });

  it('every failure text of the catalogue is reached', () => {
    const texts = new Set(
      paths.filter((p) => p.state.matches('failed')).map((p) => p.state.context.alertMessage),
    );
    expect(texts).toEqual(new Set(FAILURE_TEXTS));
  });
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
