import { describe, expect, it } from 'vitest';
import { failureOf } from '../../contract/errors';
import { CONSULTATION_MESSAGES, REVIEW_MESSAGES } from '../../contract/messages';
import { STAFF_CONSOLE_MESSAGES, STAFF_MESSAGES } from '../../contract/staff';
import { STAFF_SIGN_IN_MESSAGES } from '../../contract/staffAccess';
import { consultationFailureMessage } from '../../machines/consultationMachine';
import {
  passwordCheckErrorMessage,
  reviewErrorMessage,
  serverFieldErrors,
} from '../../machines/reviewFailure';
import { firstIssue, staffErrorMessage } from '../../machines/staffFailure';

// How the machines read a failed call (src/api's ApiError carries `failure`). The machine tests
// only ever reject with well-formed failures; these are the other shapes a call may throw — a
// plain Error, a string, null, a failure without a kind — and the edges of each message rule.

const http = (status: number, extra: Record<string, unknown> = {}) => ({
  failure: { kind: 'http', status, ...extra },
});

describe('failureOf (contract/errors.ts), as the machines use it', () => {
  it('reads the failure an ApiError carries', () => {
    expect(failureOf({ failure: { kind: 'network' } })).toEqual({ kind: 'network' });
    expect(failureOf(http(404, { detail: '없음' }))).toEqual({
      kind: 'http',
      status: 404,
      detail: '없음',
    });
  });

  it('takes anything else for an answer without a status, not for a lost connection', () => {
    for (const thrown of [
      new Error('boom'),
      'boom',
      null,
      undefined,
      42,
      {},
      { failure: null },
      { failure: 'network' },
      { failure: {} },
    ]) {
      expect(failureOf(thrown), JSON.stringify(thrown)).toEqual({ kind: 'http', status: 0 });
    }
  });
});

describe('reviewErrorMessage (spec §8)', () => {
  it('shows the server detail after "Error: ", 서버 오류 without one, 통신 오류 without an answer', () => {
    expect(reviewErrorMessage(http(404, { detail: '후기를 찾을 수 없습니다.' }))).toBe(
      'Error: 후기를 찾을 수 없습니다.',
    );
    expect(reviewErrorMessage(http(500))).toBe(REVIEW_MESSAGES.serverError);
    expect(reviewErrorMessage(new Error('boom'))).toBe(REVIEW_MESSAGES.serverError);
    expect(reviewErrorMessage({ failure: { kind: 'network' } })).toBe(REVIEW_MESSAGES.noResponse);
  });
});

describe('passwordCheckErrorMessage (spec §5)', () => {
  it("shows only the lock-out's own detail; every other failure reads 비밀번호 확인 중 오류", () => {
    const lockedOut = '잠시 후 다시 시도해주세요.';
    expect(passwordCheckErrorMessage(http(429, { detail: lockedOut }))).toBe(lockedOut);
    expect(passwordCheckErrorMessage(http(429))).toBe(REVIEW_MESSAGES.passwordCheckFailed);
    expect(passwordCheckErrorMessage(http(500, { detail: lockedOut }))).toBe(
      REVIEW_MESSAGES.passwordCheckFailed,
    );
    expect(passwordCheckErrorMessage({ failure: { kind: 'network', status: 429 } })).toBe(
      REVIEW_MESSAGES.passwordCheckFailed,
    );
    expect(passwordCheckErrorMessage(null)).toBe(REVIEW_MESSAGES.passwordCheckFailed);
  });
});

describe('serverFieldErrors', () => {
  it("keys the 422's messages by field, the first message of a field winning", () => {
    const refused = http(422, {
      errors: [
        { field: 'title', message: '제목을 입력해주세요.' },
        { field: 'title', message: '제목이 너무 깁니다.' },
        { field: 'content', message: '내용을 입력해주세요.' },
      ],
    });
    expect(serverFieldErrors(refused)).toEqual({
      title: '제목을 입력해주세요.',
      content: '내용을 입력해주세요.',
    });
  });

  it('has none for an answer without messages, a lost connection or anything else', () => {
    // toStrictEqual: a key holding `undefined` would still be a key the view walks.
    expect(serverFieldErrors(http(500))).toStrictEqual({});
    expect(
      serverFieldErrors({
        failure: { kind: 'network', errors: [{ field: 'title', message: 'x' }] },
      }),
    ).toStrictEqual({});
    expect(serverFieldErrors(new Error('boom'))).toStrictEqual({});
  });
});

describe('staffErrorMessage', () => {
  it('says to try again without an answer or on 503, never shows a raw status', () => {
    expect(staffErrorMessage({ failure: { kind: 'network' } })).toBe(
      STAFF_CONSOLE_MESSAGES.unavailable,
    );
    expect(staffErrorMessage(http(503, { detail: 'Service Unavailable' }))).toBe(
      STAFF_CONSOLE_MESSAGES.unavailable,
    );
    // The password checks' refusal says when to try again, in the contract's words.
    expect(
      staffErrorMessage(http(503, { detail: STAFF_SIGN_IN_MESSAGES.passwordChecksBusy })),
    ).toBe(STAFF_SIGN_IN_MESSAGES.passwordChecksBusy);
    expect(staffErrorMessage(http(403, { detail: 'forbidden' }))).toBe(
      STAFF_MESSAGES.forgedRequest,
    );
    expect(staffErrorMessage(http(404, { detail: '기록이 없습니다.' }))).toBe('기록이 없습니다.');
    expect(staffErrorMessage(http(500))).toBe(STAFF_CONSOLE_MESSAGES.failed);
    expect(staffErrorMessage(new Error('boom'))).toBe(STAFF_CONSOLE_MESSAGES.failed);
  });
});

describe('firstIssue', () => {
  it("is the first issue's message, or none", () => {
    expect(firstIssue([{ message: '첫째' }, { message: '둘째' }])).toBe('첫째');
    expect(firstIssue([])).toBeNull();
    expect(firstIssue(undefined)).toBeNull();
  });
});

describe('consultationFailureMessage', () => {
  it("shows an Error's own message, and the general sentence for anything else", () => {
    expect(consultationFailureMessage(new Error('요청 시간이 지났습니다.'))).toBe(
      '요청 시간이 지났습니다.',
    );
    expect(consultationFailureMessage(new Error(''))).toBe(CONSULTATION_MESSAGES.unknownError);
    expect(consultationFailureMessage({ message: '객체의 글' })).toBe(
      CONSULTATION_MESSAGES.unknownError,
    );
    expect(consultationFailureMessage(null)).toBe(CONSULTATION_MESSAGES.unknownError);
    expect(consultationFailureMessage(undefined)).toBe(CONSULTATION_MESSAGES.unknownError);
  });
});
