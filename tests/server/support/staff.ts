import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { STAFF_API, STAFF_CSRF_HEADER, type StaffSession } from '../../../contract/staff';
import { hashPassword } from '../../../server/passwords';
import { TEST_SCRYPT } from '../helpers';

export const NAME = '김직원';
export const PASSWORD = 'correct horse battery';
export const PDF = Buffer.from('%PDF-1.7\n% 이력서\n');
export const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 7)]);

let address = 0;
/** Each sign-in test its own client address, so the attempt limit stays per test. */
export const nextClient = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;

export interface Signed {
  cookie: string;
  csrf: string;
}

/**
 * A request as the console sends it: the session cookie, the forgery token, the browser's
 * same-origin header, and (for the access records' `client`) the address it comes from.
 */
export function asStaff(
  signed: Signed,
  options: InjectOptions,
  remoteAddress?: string,
): InjectOptions {
  return {
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
    ...options,
    headers: {
      cookie: signed.cookie,
      [STAFF_CSRF_HEADER]: signed.csrf,
      'sec-fetch-site': 'same-origin',
      ...options.headers,
    },
  };
}

export async function addStaff(app: FastifyInstance, name = NAME, password = PASSWORD) {
  await app.staff.add(name, await hashPassword(password, TEST_SCRYPT));
}

export async function signIn(
  app: FastifyInstance,
  name = NAME,
  password = PASSWORD,
): Promise<Signed> {
  const response = await app.inject({
    method: 'POST',
    url: STAFF_API.session,
    payload: { name, password },
    remoteAddress: nextClient(),
  });
  expect(response.statusCode).toBe(200);
  const cookie = String(response.headers['set-cookie']).split(';')[0] ?? '';
  return { cookie, csrf: (response.json() as StaffSession).csrfToken };
}

/** A job application as the public form sends it: the résumé (PDF) and, if named, a portfolio (ZIP). */
export function applicationForm(files: { resume: string; portfolio?: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries({
    name: '최지원',
    email: 'applicant@example.com',
    phone: '010-2222-3333',
    position: 'tax-accountant',
    introduction: '세무 경력 5년입니다.',
    experience: '',
    privacyAgreement: 'true',
  })) {
    data.append(key, value);
  }
  data.append('resume', new Blob([new Uint8Array(PDF)]), files.resume);
  if (files.portfolio) data.append('portfolio', new Blob([new Uint8Array(ZIP)]), files.portfolio);
  return data;
}
