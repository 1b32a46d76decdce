import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_MESSAGES as CM } from '../../contract/calculatorMessages';
import { parseAmount } from '../../contract/calculatorParsing';
import { CONTENT_MESSAGES } from '../../contract/contentLimits';
import { firmSchema, successCaseSchema } from '../../contract/contentSchemas';
import { firm } from '../../contract/firm';
import { checkFile, jobApplicationFieldsSchema } from '../../contract/jobs';
import { CALCULATOR_LIMITS, JOB_LIMITS, TEXT_SHAPE } from '../../contract/limits';
import { JOB_MESSAGES, TEXT_MESSAGES } from '../../contract/messages';
import { STAFF_LIMITS, STAFF_MESSAGES } from '../../contract/staff';
import {
  STAFF_SIGN_IN_MESSAGES,
  staffCodeSchema,
  staffNewPasswordSchema,
  staffSignInSchema,
} from '../../contract/staffAccess';
import { successCases } from '../../contract/successCases';
import { requiredText } from '../../contract/text';
import { parseTyped } from './support/typedCalculator';

// The limits the contract enforces before any request is made (the calculator, which never asks
// the server) or that the API tests cannot reach cheaply (a job application's fields, staff
// passwords and codes, the firm's facts): each tried exactly at its limit and one past it, with
// the Korean message the form or the API answers with. tests/server/http/limitEdges.test.ts tries
// the same through the API where a request is cheap.

/** The first message valibot has for `value`, or undefined when it is accepted. */
function messageOf(schema: v.GenericSchema, value: unknown): string | undefined {
  const result = v.safeParse(schema, value);
  return result.success ? undefined : result.issues[0].message;
}

const chars = (n: number) => '가'.repeat(n);

describe('the calculator, at each limit and one past it', () => {
  const errorOf = (typed: Record<string, string>, field: string) => {
    const parsed = parseTyped('inheritance', { estate: '1억', ...typed });
    return parsed.ok ? undefined : (parsed.errors as Record<string, string>)[field];
  };
  const days = (n: number, entry: string) => Array.from({ length: n }, () => entry).join(', ');

  it.each([
    [
      'an amount',
      { estate: String(CALCULATOR_LIMITS.amountMax) },
      { estate: String(CALCULATOR_LIMITS.amountMax + 1) },
      'estate',
      CM.amountTooLarge,
    ],
    [
      'the first year',
      { eventDate: `${CALCULATOR_LIMITS.yearMin}-01-01` },
      { eventDate: `${CALCULATOR_LIMITS.yearMin - 1}-12-31` },
      'eventDate',
      CM.dateInvalid,
    ],
    [
      'the last year',
      { eventDate: `${CALCULATOR_LIMITS.yearMax}-12-31` },
      { eventDate: `${CALCULATOR_LIMITS.yearMax + 1}-01-01` },
      'eventDate',
      CM.dateInvalid,
    ],
    [
      'disabled heirs',
      { disabled: days(CALCULATOR_LIMITS.disabledMax, '남 45') },
      { disabled: days(CALCULATOR_LIMITS.disabledMax + 1, '남 45') },
      'disabled',
      CM.disabledInvalid,
    ],
    [
      'represented lines',
      { representedLines: days(CALCULATOR_LIMITS.childrenMax, '1') },
      { representedLines: days(CALCULATOR_LIMITS.childrenMax + 1, '1') },
      'representedLines',
      CM.representedLinesInvalid,
    ],
    [
      'heirs in one line',
      { representedLines: String(CALCULATOR_LIMITS.childrenMax) },
      { representedLines: String(CALCULATOR_LIMITS.childrenMax + 1) },
      'representedLines',
      CM.representedLinesInvalid,
    ],
    // Equal is allowed: every child of the rank may renounce while a spouse inherits.
    [
      'renounced, as many as the rank',
      { spouse: 'yes', children: '3', renounced: '3' },
      { spouse: 'yes', children: '3', renounced: '4' },
      'renounced',
      CM.tooManyRenounced,
    ],
  ] as const)('%s', (_limit, at, past, field, message) => {
    expect(errorOf(at, field)).toBeUndefined();
    expect(errorOf(past, field)).toBe(message);
  });

  it('the largest amount parses to itself, not only "not too large"', () => {
    expect(parseAmount(String(CALCULATOR_LIMITS.amountMax))).toEqual({
      ok: true,
      value: CALCULATOR_LIMITS.amountMax,
    });
  });
});

describe('a job application, at each limit and one past it', () => {
  const fields = {
    name: '김지원',
    email: 'applicant@example.com',
    phone: '010-1234-5678',
    position: 'accounting-staff',
    introduction: '안녕하세요.',
    experience: '',
    privacyAgreement: true,
  };
  // An address of exactly `n` characters: local part, @, a domain of 63-character labels.
  const emailOf = (n: number) => {
    const domain = `${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(63)}.com`;
    return `${'a'.repeat(n - domain.length - 1)}@${domain}`;
  };

  it.each([
    ['name', chars(JOB_LIMITS.nameMax), chars(JOB_LIMITS.nameMax + 1), JOB_MESSAGES.nameTooLong],
    [
      'email',
      emailOf(JOB_LIMITS.emailMax),
      emailOf(JOB_LIMITS.emailMax + 1),
      JOB_MESSAGES.emailInvalid,
    ],
    [
      'introduction',
      chars(JOB_LIMITS.introductionMax),
      chars(JOB_LIMITS.introductionMax + 1),
      JOB_MESSAGES.introductionTooLong,
    ],
    [
      'experience',
      chars(JOB_LIMITS.experienceMax),
      chars(JOB_LIMITS.experienceMax + 1),
      JOB_MESSAGES.experienceTooLong,
    ],
  ] as const)('%s', (field, at, past, message) => {
    expect(messageOf(jobApplicationFieldsSchema, { ...fields, [field]: at })).toBeUndefined();
    expect(messageOf(jobApplicationFieldsSchema, { ...fields, [field]: past })).toBe(message);
  });

  it.each([
    [
      'resume',
      'cv.pdf',
      new TextEncoder().encode('%PDF-1.7'),
      JOB_LIMITS.resumeMaxBytes,
      JOB_MESSAGES.resumeTooLarge,
    ],
    [
      'portfolio',
      'work.zip',
      new Uint8Array([0x50, 0x4b, 0x03, 0x04]),
      JOB_LIMITS.portfolioMaxBytes,
      JOB_MESSAGES.portfolioTooLarge,
    ],
  ] as const)(
    'a %s of exactly its most bytes is taken; one byte more is refused',
    (field, name, head, max, message) => {
      expect(checkFile(field, { name, size: max, head })).toBeNull();
      expect(checkFile(field, { name, size: max + 1, head })).toBe(message);
    },
  );

  it('a file name of the longest length is read; one character more is refused', () => {
    const pdf = new TextEncoder().encode('%PDF-1.7');
    const named = (length: number) => ({
      name: `${'가'.repeat(length - '.pdf'.length)}.pdf`,
      size: pdf.length,
      head: pdf,
    });
    expect(checkFile('resume', named(JOB_LIMITS.fileNameMax))).toBeNull();
    expect(checkFile('resume', named(JOB_LIMITS.fileNameMax + 1))).toBe(
      JOB_MESSAGES.fileNameInvalid,
    );
  });
});

describe('staff accounts and sign-in, at each limit and one past it', () => {
  it.each([
    [
      'a new password, shortest',
      'a'.repeat(STAFF_LIMITS.passwordMin),
      'a'.repeat(STAFF_LIMITS.passwordMin - 1),
      STAFF_MESSAGES.passwordTooShort,
    ],
    [
      'a new password, longest',
      'a'.repeat(STAFF_LIMITS.passwordMax),
      'a'.repeat(STAFF_LIMITS.passwordMax + 1),
      STAFF_MESSAGES.passwordTooLong,
    ],
  ] as const)('%s', (_limit, at, past, message) => {
    expect(messageOf(staffNewPasswordSchema, at)).toBeUndefined();
    expect(messageOf(staffNewPasswordSchema, past)).toBe(message);
  });

  it('an account name of nameMax characters signs in; one more is refused', () => {
    const signIn = (name: string) => messageOf(staffSignInSchema, { name, password: 'x' });
    expect(signIn(chars(STAFF_LIMITS.nameMax))).toBeUndefined();
    expect(signIn(chars(STAFF_LIMITS.nameMax + 1))).toBe(STAFF_MESSAGES.nameTooLong);
  });

  it.each([
    ['an authenticator code', '123456', '12345'],
    ['an authenticator code, a digit long', '123456', '1234567'],
    ['a recovery code', 'abcde-fghij', 'abcde-fghi'],
    ['a recovery code without its hyphen', 'abcdefghij', 'abcdefghi'],
  ] as const)('%s: the pattern, and one character off it', (_code, at, past) => {
    const challenge = 'c'.repeat(40);
    expect(messageOf(staffCodeSchema, { challenge, code: at })).toBeUndefined();
    expect(messageOf(staffCodeSchema, { challenge, code: past })).toBe(
      STAFF_SIGN_IN_MESSAGES.codeInvalid,
    );
  });

  it('a challenge of 20 to 100 characters is read; 19 or 101 is an expired one', () => {
    const code = '123456';
    for (const length of [20, 100]) {
      expect(messageOf(staffCodeSchema, { challenge: 'c'.repeat(length), code })).toBeUndefined();
    }
    for (const length of [19, 101]) {
      expect(messageOf(staffCodeSchema, { challenge: 'c'.repeat(length), code })).toBe(
        STAFF_SIGN_IN_MESSAGES.challengeExpired,
      );
    }
  });
});

describe('the content the firm publishes, at each limit and one past it', () => {
  const [first] = successCases;
  if (!first) throw new Error('no success case');

  it('a final tax equal to the expected tax is accepted; a won more is refused', () => {
    expect(messageOf(successCaseSchema, { ...first, finalTax: first.expectedTax })).toBeUndefined();
    expect(messageOf(successCaseSchema, { ...first, finalTax: first.expectedTax + 1 })).toBe(
      CONTENT_MESSAGES.finalTaxAboveExpected,
    );
  });

  it.each([
    ['postal code', 'postalCode', '04524', '0452', CONTENT_MESSAGES.postalCode],
    ['postal code, a digit long', 'postalCode', '04524', '045241', CONTENT_MESSAGES.postalCode],
    [
      'business registration number',
      'businessRegistrationNumber',
      '123-45-67890',
      '123-45-6789',
      CONTENT_MESSAGES.businessRegistrationNumber,
    ],
    [
      'business registration number, first part short',
      'businessRegistrationNumber',
      '123-45-67890',
      '12-45-67890',
      CONTENT_MESSAGES.businessRegistrationNumber,
    ],
  ] as const)('%s: the pattern, and one character off it', (_limit, field, at, past, message) => {
    expect(messageOf(firmSchema, { ...firm, [field]: at })).toBeUndefined();
    expect(messageOf(firmSchema, { ...firm, [field]: past })).toBe(message);
  });
});

describe('what one character may be made of, at each limit and one past it', () => {
  const field = (max: number) => requiredText(max, '필수', `${max}자 이내`);

  it('a character carries up to marksPerCharacterMax marks; one more is refused', () => {
    const marked = (marks: number) => `가${'\u0301'.repeat(marks)}`;
    expect(messageOf(field(10), marked(TEXT_SHAPE.marksPerCharacterMax))).toBeUndefined();
    expect(messageOf(field(10), marked(TEXT_SHAPE.marksPerCharacterMax + 1))).toBe(
      TEXT_MESSAGES.tooManyMarks,
    );
  });

  it('a field of one character holds codePointsPerCharacter code points; one more is refused', () => {
    // One character: a letter and the joiners that stay with it (no marks among them).
    const joined = (codePoints: number) => `a${'\u200d'.repeat(codePoints - 1)}`;
    expect(messageOf(field(1), joined(TEXT_SHAPE.codePointsPerCharacter))).toBeUndefined();
    expect(messageOf(field(1), joined(TEXT_SHAPE.codePointsPerCharacter + 1))).toBe(
      TEXT_MESSAGES.tooManyCodePoints,
    );
  });
});
