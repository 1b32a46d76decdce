import { expect, test } from 'vitest';
import { type CallFailure, failureOf, readFailure } from '../../contract/errors';

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
