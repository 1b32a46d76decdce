import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { consultationRequestSchema } from '../../contract/consultations';
import { jobApplicationFieldsSchema } from '../../contract/jobs';
import { CONSULTATION_LIMITS } from '../../contract/limits';
import { CONSULTATION_MESSAGES, PHONE_MESSAGES } from '../../contract/messages';
import { isInternationalPhone, normalizePhone } from '../../contract/phone';

// Each prefix class at its lengths: the shortest and longest number it has, and one digit short
// of the first and one long of the second.
const CLASSES: { name: string; valid: [string, string][]; invalid: string[] }[] = [
  {
    name: 'mobile 010',
    valid: [['01012345678', '010-1234-5678']],
    invalid: ['0101234567', '010123456789', '0111234567', '01112345678'],
  },
  {
    name: 'Seoul 02',
    valid: [
      ['021234567', '02-123-4567'],
      ['0212345678', '02-1234-5678'],
    ],
    invalid: ['02123456', '02123456789'],
  },
  {
    name: 'area codes 031–064',
    valid: [
      ['0311234567', '031-123-4567'],
      ['03112345678', '031-1234-5678'],
      ['0331234567', '033-123-4567'],
      ['0411234567', '041-123-4567'],
      ['0441234567', '044-123-4567'],
      ['0511234567', '051-123-4567'],
      ['0551234567', '055-123-4567'],
      ['0611234567', '061-123-4567'],
      ['06412345678', '064-1234-5678'],
    ],
    // Next to the real codes: 030, 034, 040, 045, 050, 056, 060, 065 are no area's.
    invalid: [
      '031123456',
      '031123456789',
      '0301234567',
      '0341234567',
      '0401234567',
      '0451234567',
      '0501234567',
      '0561234567',
      '0601234567',
      '0651234567',
    ],
  },
  {
    name: 'internet phones 070',
    valid: [['07012345678', '070-1234-5678']],
    invalid: ['0701234567', '070123456789', '08012345678'],
  },
  {
    name: 'representative 15xx/16xx/18xx',
    valid: [
      ['15881234', '1588-1234'],
      ['16001234', '1600-1234'],
      ['18991234', '1899-1234'],
    ],
    invalid: ['1588123', '158812345', '14001234', '17001234', '19001234'],
  },
];

describe('a Korean phone number a person can call', () => {
  for (const { name, valid, invalid } of CLASSES) {
    it(`${name}: accepted at each length and normalised, refused a digit short or long`, () => {
      for (const [digits, normal] of valid) expect(normalizePhone(digits)).toBe(normal);
      for (const digits of invalid) expect(normalizePhone(digits)).toBeNull();
    });
  }

  it('hyphens, spaces and dots between the groups are accepted and normalised away', () => {
    for (const written of [
      '010-1234-5678',
      '010 1234 5678',
      '010.1234.5678',
      ' 010 - 1234 - 5678 ',
      '010-12345678',
    ]) {
      expect(normalizePhone(written)).toBe('010-1234-5678');
    }
    expect(normalizePhone('1588.1234')).toBe('1588-1234');
  });

  it('other characters are not a number: letters, brackets, a hyphen-only or empty text', () => {
    for (const written of ['010-1234-567O', '(02) 123-4567', '010/1234/5678', '---', '', '12']) {
      expect(normalizePhone(written)).toBeNull();
    }
  });

  it("Korea's country code becomes the number dialled at home; other countries are abroad", () => {
    expect(normalizePhone('+82 10-1234-5678')).toBe('010-1234-5678');
    expect(normalizePhone('+82 010 1234 5678')).toBe('010-1234-5678');
    expect(normalizePhone('0082-2-123-4567')).toBe('02-123-4567');
    expect(isInternationalPhone('+82 10-1234-5678')).toBe(false);
    for (const abroad of ['+1 212-555-0100', '+81 3-1234-5678', '001-1-212-555-0100']) {
      expect(isInternationalPhone(abroad)).toBe(true);
      expect(normalizePhone(abroad)).toBeNull();
    }
    expect(isInternationalPhone('010-1234-5678')).toBe(false);
  });
});

describe('the forms’ phone field (API, form without JavaScript, page)', () => {
  const consultation = (phone: string) =>
    v.safeParse(consultationRequestSchema, { consultation_type: 'gift', name: '김', phone });
  const messages = (phone: string) => {
    const result = consultation(phone);
    return result.success ? [] : result.issues.map((issue) => issue.message);
  };

  it('stores the normalised number', () => {
    const result = consultation('010 1234 5678');
    expect(result.success && result.output.phone).toBe('010-1234-5678');
    const job = v.safeParse(jobApplicationFieldsSchema, {
      name: '최',
      email: 'a@example.com',
      phone: '+82 2.1234.5678',
      position: 'tax-accountant',
      introduction: '소개',
      privacyAgreement: 'on',
    });
    expect(job.success && job.output.phone).toBe('02-1234-5678');
  });

  it('says what is wrong with an example, and a number abroad gets its own message', () => {
    expect(messages('12')).toEqual([PHONE_MESSAGES.invalid]);
    expect(PHONE_MESSAGES.invalid).toContain('010-1234-5678');
    expect(messages('+1 212 555 0100')).toEqual([PHONE_MESSAGES.international]);
    expect([...new Set(messages(''))]).toEqual([CONSULTATION_MESSAGES.phoneRequired]);
  });

  it('the length limit comes first: at it a number is read, past it only "too long" is said', () => {
    const max = CONSULTATION_LIMITS.phoneMax;
    const at = `010-1234-567${' '.repeat(max - 13)}x`;
    expect(at.length).toBe(max);
    expect(messages(at)).toEqual([PHONE_MESSAGES.invalid]);
    const padded = `010${' '.repeat(max - 11)}12345678`;
    expect(padded.length).toBe(max);
    expect(messages(padded)).toEqual([]);
    expect(messages(`${padded}0`)).toEqual([CONSULTATION_MESSAGES.phoneTooLong]);
  });
});
