import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { STAFF_API, type StaffSession } from '../../../contract/staff';
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
