import { expect, test } from 'vitest';
import { type CallFailure, failureOf, isErrorBody, readFailure } from '../../contract/errors';

// The one failure shape every machine reads, whether the client's ApiError carries it or a test
// (or another client) rejects with it bare.
const refused: CallFailure = { kind: 'http', status: 422, detail: '입력값을 확인해주세요.' };

test('a failure carried by an error (the API client) or given bare is read as it is', () => {
  expect(readFailure(Object.assign(new Error('HTTP 422'), { failure: refused }))).toBe(refused);
  expect(readFailure(refused)).toBe(refused);
  expect(readFailure({ kind: 'network' })).toEqual({ kind: 'network' });
});

test('anything else is no failure to read; failureOf takes it as an answer without detail', () => {
  for (const odd of [
    new Error('bug'),
    null,
    undefined,
    'x',
    { kind: 'timeout' },
    { failure: {} },
  ]) {
    expect(readFailure(odd)).toBeNull();
    expect(failureOf(odd)).toEqual({ kind: 'http', status: 0 });
  }
  expect(failureOf({ failure: { kind: 'network' } })).toEqual({ kind: 'network' });
});

test('an error body is a Korean detail, with per-field errors or none; nothing else is one', () => {
  expect(isErrorBody({ detail: '입력값을 확인해주세요.' })).toBe(true);
  expect(
    isErrorBody({ detail: '입력값을 확인해주세요.', errors: [{ field: 'name', message: '이름' }] }),
  ).toBe(true);
  for (const odd of [
    {},
    { detail: 1 },
    { message: '서버 점검 중' },
    { detail: 'x', errors: [{ field: 'name' }] },
    { detail: 'x', errors: 'name' },
    null,
    '오류',
  ]) {
    expect(isErrorBody(odd)).toBe(false);
  }
});
