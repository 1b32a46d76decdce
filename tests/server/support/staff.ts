import { createHash } from 'node:crypto';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { REVIEW_API } from '../../../contract/reviews';
import {
  CONTENT_API,
  type ContentState,
  type DraftSeen,
  draftSeenIn,
} from '../../../contract/siteContent';
import {
  STAFF_API,
  STAFF_CSRF_HEADER,
  STAFF_SESSION_COOKIE,
  type StaffRole,
} from '../../../contract/staff';
import {
  STAFF_DEVICE_COOKIE,
  STAFF_SECOND_FACTOR,
  type StaffSignedIn,
  type StaffSignInStep,
} from '../../../contract/staffAccess';
import { hashPassword } from '../../../server/passwords/passwords';
import {
  codeAt,
  hashRecoveryCode,
  parseTotpKey,
  secretBox,
  timeStep,
} from '../../../server/secondFactor';
import {
  createTestApp,
  type DatabaseKind,
  TEST_SCRYPT,
  TEST_TOTP_KEY,
  type TestApp,
  testClock,
} from '../helpers';

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

/** The authenticator key the helpers give an account: derived from its name, so any test knows it. */
export const totpKeyOf = (name: string) =>
  new Uint8Array(createHash('sha1').update(`totp:${name}`).digest());
/** The recovery codes the helpers give an account (`xxxxx-xxxxx`, base32). */
export const recoveryCodesOf = (name: string) =>
  Array.from({ length: STAFF_SECOND_FACTOR.recoveryCodes }, (_, i) => {
    const letters = createHash('sha256')
      .update(`recovery:${name}:${i}`)
      .digest('hex')
      .replace(/[^a-f]/g, '')
      .padEnd(10, 'a')
      .slice(0, 10);
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });

const TEST_SECRETS = secretBox(parseTotpKey(TEST_TOTP_KEY));

/** Gives the account the helpers' authenticator, as `npm run staff -- add --otpauth` does. */
export async function enrolStaff(app: FastifyInstance, name = NAME) {
  const account = await app.staff.findByName(name);
  if (!account) throw new Error(`no account ${name}`);
  await app.staff.setSecondFactor(
    account.id,
    TEST_SECRETS.seal(totpKeyOf(name), account.id),
    recoveryCodesOf(name).map(hashRecoveryCode),
  );
}

/** An account with the helpers' authenticator already enrolled (no enrolment record). */
export async function addStaff(
  app: FastifyInstance,
  name = NAME,
  password = PASSWORD,
  role: StaffRole = 'staff',
) {
  await app.staff.add(name, await hashPassword(password, TEST_SCRYPT), role);
  await enrolStaff(app, name);
}

/** An account with a password only: it enrols at its first sign-in. */
export async function addUnenrolledStaff(
  app: FastifyInstance,
  name = NAME,
  password = PASSWORD,
  role: StaffRole = 'staff',
) {
  await app.staff.add(name, await hashPassword(password, TEST_SCRYPT), role);
}

/** The code the app shows for `key` a step after the last one the helpers used: never a replay. */
export function nextCode(key: Uint8Array): string {
  testClock.offset += STAFF_SECOND_FACTOR.periodSeconds * 1000;
  return codeAt(key, timeStep(testClock.now()));
}

/** A sign-in as the console's form sends it (any body), from `remoteAddress`: the raw answer. */
export function postSignIn(
  app: FastifyInstance,
  payload: InjectOptions['payload'],
  remoteAddress = nextClient(),
) {
  return app.inject({ method: 'POST', url: STAFF_API.session, payload, remoteAddress });
}

/** The second step as the console sends it: the challenge and a code. */
export function postCode(
  app: FastifyInstance,
  payload: InjectOptions['payload'],
  remoteAddress = nextClient(),
  headers: InjectOptions['headers'] = {},
) {
  return app.inject({
    method: 'POST',
    url: STAFF_API.sessionCode,
    payload,
    remoteAddress,
    headers,
  });
}

/** A cookie's `name=value` from an answer's Set-Cookie headers, or ''. */
export function setCookie(response: { headers: Record<string, unknown> }, name: string): string {
  const headers = response.headers['set-cookie'];
  const all = Array.isArray(headers) ? headers : headers === undefined ? [] : [String(headers)];
  return all.map((h) => String(h).split(';')[0] ?? '').find((c) => c.startsWith(`${name}=`)) ?? '';
}

/**
 * Signs in with the password and then the account's code: the helpers' key for accounts they
 * enrolled, or (an account without one) the key the enrolment shows. `device` is the signed-in
 * browser's device cookie.
 */
export async function signIn(
  app: FastifyInstance,
  name = NAME,
  password = PASSWORD,
  remoteAddress = nextClient(),
): Promise<Signed & { device: string; recoveryCodes?: string[] }> {
  const first = await postSignIn(app, { name, password }, remoteAddress);
  expect(first.statusCode, first.body).toBe(200);
  const step = first.json() as StaffSignInStep;
  const key = step.next === 'enrol' ? decodeBase32IgnorePadding(step.secret) : totpKeyOf(name);
  const response = await postCode(
    app,
    { challenge: step.challenge, code: nextCode(key) },
    remoteAddress,
  );
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as StaffSignedIn;
  return {
    cookie: setCookie(response, STAFF_SESSION_COOKIE),
    csrf: body.csrfToken,
    device: setCookie(response, STAFF_DEVICE_COOKIE),
    ...(body.recoveryCodes ? { recoveryCodes: body.recoveryCodes } : {}),
  };
}

/** The text fields of a valid job application, as the public form sends them. */
export const APPLICATION_FIELDS = {
  name: '최지원',
  email: 'applicant@example.com',
  phone: '010-2222-3333',
  position: 'tax-accountant',
  introduction: '세무 경력 5년입니다.',
  experience: '',
  privacyAgreement: 'true',
};

/** A job application as the public form sends it: the résumé (PDF) and, if named, a portfolio (ZIP). */
export function applicationForm(files: { resume: string; portfolio?: string }): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(APPLICATION_FIELDS)) data.append(key, value);
  data.append('resume', new Blob([new Uint8Array(PDF)]), files.resume);
  if (files.portfolio) data.append('portfolio', new Blob([new Uint8Array(ZIP)]), files.portfolio);
  return data;
}

/** A consultation row, `daysAgo` days old. */
export async function addConsultation(app: FastifyInstance, name: string, daysAgo = 0) {
  const rows = await app.db.query<{ id: number }>(
    `INSERT INTO consultations (consultation_type, name, phone, content, created_at)
     VALUES ('inheritance', $1, '010-1111-2222', '상담 내용', now() - make_interval(days => $2))
     RETURNING id`,
    [name, daysAgo],
  );
  return rows[0]?.id ?? 0;
}

/** An application sent through the public API, with a résumé (named `resume`) and a portfolio. */
export async function addApplication(app: FastifyInstance, resume = '최지원 이력서.pdf') {
  const response = await app.inject({
    method: 'POST',
    url: JOB_APPLICATION_API,
    payload: applicationForm({ resume, portfolio: 'work.zip' }),
  });
  expect(response.statusCode).toBe(201);
  const rows = await app.db.query<{ id: number }>('SELECT max(id) AS id FROM job_applications');
  return rows[0]?.id ?? 0;
}

/** A review written through the public API. */
export async function addReview(app: FastifyInstance, title = '좋은 상담') {
  const response = await app.inject({
    method: 'POST',
    url: REVIEW_API.list,
    payload: {
      username: '박후기',
      password: 'secret1',
      title,
      content: '후기 내용입니다.',
      consultation_type: 'gift',
    },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

/** The audit log's actions, oldest first. */
export async function auditActions(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db.query<{ action: string }>('SELECT action FROM audit_log ORDER BY id');
  return rows.map((row) => row.action);
}

/** An app on `kind` with the staff member added and signed in: the start of every staff suite. */
export async function signedInApp(kind: DatabaseKind): Promise<TestApp & { signed: Signed }> {
  const t = await createTestApp(kind);
  await addStaff(t.app);
  return { ...t, signed: await signIn(t.app) };
}

/**
 * A publish, revert or discard as the console sends it: naming the draft the screen shows (read
 * just before), so another save since refuses it (decision 155).
 */
export async function asConfirmed(
  app: FastifyInstance,
  signed: Signed,
  options: { method: 'POST' | 'DELETE'; url: string },
) {
  const shown = (
    await app.inject(asStaff(signed, { url: CONTENT_API.state }))
  ).json() as ContentState;
  const seen: DraftSeen = draftSeenIn(shown);
  return app.inject(asStaff(signed, { ...options, payload: seen }));
}
