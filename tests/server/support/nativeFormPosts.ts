import { expect } from 'vitest';
import { NATIVE_FORM_MESSAGES } from '../../../contract/messages';
import { NATIVE_FORM_PATHS } from '../../../contract/site';

// What a visitor posts through the forms without JavaScript, and what the page must show back.
export const CONSULTATION = NATIVE_FORM_PATHS.consultation.action;
export const JOB = NATIVE_FORM_PATHS.job.action;

/** What a visitor typed into the consultation form (a phone number the rule accepts). */
export const typed = {
  consultation_type: 'gift',
  name: '김증여',
  phone: '010-1234-5678',
  content: '아파트 증여 문의',
  website: '',
  agreement: 'on',
};
export const typedBody = new URLSearchParams(typed).toString();

export const applicant = {
  name: '최지원',
  email: 'applicant@example.com',
  phone: '010-2222-3333',
  position: 'tax-accountant',
  introduction: '세무 경력 5년',
  experience: '',
  privacyAgreement: 'on',
};
export const PDF = Buffer.from('%PDF-1.7\n% resume\n');

/** The consultation's typed values, as the page must show them again. */
export function expectConsultationBack(html: string) {
  expect(html).toContain('<option value="gift" selected="">');
  expect(html).toContain('name="name" value="김증여"');
  expect(html).toContain('name="phone" value="010-1234-5678"');
  expect(html).toContain('name="content">아파트 증여 문의</textarea>');
  expect(html).toContain('name="agreement" checked=""');
  expect(html).toContain('role="alert"');
  expect(html).toContain(NATIVE_FORM_MESSAGES.refusedHeading);
  expect(html).toContain(NATIVE_FORM_MESSAGES.valuesKept);
  expect(html).not.toMatch(/<script|modulepreload/);
}

export function expectApplicationBack(html: string) {
  expect(html).toContain('name="name" value="최지원"');
  expect(html).toContain('name="email" value="applicant@example.com"');
  expect(html).toContain('<option value="tax-accountant" selected="">');
  expect(html).toContain('name="introduction">세무 경력 5년</textarea>');
  expect(html).toContain(NATIVE_FORM_MESSAGES.valuesKeptFilesAgain);
}
