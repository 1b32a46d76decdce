import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { CONSULTATION_TYPES } from '../../../contract/consultationTypes';

// What the fuzz tests send (fast-check), and what every answer to it must be.
export const RUNS = 120;

/** Any text, including NUL, lone surrogates, emoji and Korean. */
export const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 600 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', '가'.repeat(501), '🙂'.repeat(21), 'abcd'),
);
export const anyValue = fc.oneof(
  text,
  fc.anything({ maxDepth: 2 }),
  fc.integer(),
  fc.constant(null),
);
export const field = (valid: fc.Arbitrary<unknown>) =>
  fc.option(fc.oneof(valid, anyValue), { nil: undefined });
export const type = fc.constantFrom(...CONSULTATION_TYPES, 'other', '');

export const reviewBody = fc.oneof(
  fc.record(
    {
      username: field(text),
      password: field(text),
      title: field(text),
      content: field(text),
      consultation_type: field(type),
    },
    { requiredKeys: [] },
  ),
  anyValue,
);
export const consultationBody = fc.oneof(
  fc.record(
    {
      consultation_type: field(type),
      name: field(text),
      phone: field(text),
      content: field(text),
      website: field(fc.constantFrom('', 'x')),
    },
    { requiredKeys: [] },
  ),
  anyValue,
);
export const idSegment = fc.oneof(
  fc.nat({ max: 5 }).map(String),
  fc.string({ unit: 'binary', maxLength: 12 }).map(encodeURIComponent),
  fc.constantFrom('0', '-1', '1.0', '1e2', '99999999999999999999', '%00', '..', '%2F'),
);

export function expectClientSafe(response: LightMyRequestResponse) {
  expect(response.statusCode).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = response.json();
    expect(typeof body.detail).toBe('string');
    expect(body.detail).toMatch(/[가-힣]/);
  }
}
