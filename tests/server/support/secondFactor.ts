import { expect } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import { STAFF_SECOND_FACTOR, type StaffSignInStep } from '../../../contract/staffAccess';
import type { AuditEntry, StaffPage } from '../../../contract/staffAnswers';
import { codeAt, timeStep } from '../../../server/secondFactor';
import {
  createTestApp,
  type DatabaseKind,
  openForSuite,
  type TestApp,
  testClock,
} from '../helpers';
import { addStaff, asStaff, NAME, PASSWORD, postSignIn, signIn, totpKeyOf } from './staff';

/**
 * The clock, staff and calls the suites about the second factor share: codes are made for
 * the step the server reads, so the clock moves by whole steps only.
 */

const PERIOD_MS = STAFF_SECOND_FACTOR.periodSeconds * 1000;

/**
 * Stops the suite's clock 15 s into a step, so that a code two steps away is two steps away
 * when the server reads it; the clock the suite's apps are built with.
 */
export function freezeClock(): () => number {
  testClock.frozenAt = Date.UTC(2026, 11, 6, 0, 0, 15);
  return testClock.now;
}

/** Moves the clock past every step used so far. */
export const freshSteps = () => {
  testClock.offset += 10 * PERIOD_MS;
  return timeStep(testClock.now());
};

export const code = (name: string, step: number) => codeAt(totpKeyOf(name), step);

export const OWNER = '박대표';

/** An app on `kind` with NAME (staff) and OWNER (an owner), enrolled, for one file. */
export function openSecondFactorSuite(kind: DatabaseKind, clock: () => number): TestApp {
  return openForSuite(async () => {
    const opened = await createTestApp(kind, { clock });
    await addStaff(opened.app);
    await addStaff(opened.app, OWNER, PASSWORD, 'owner');
    return opened;
  });
}

/** Calls on `t`'s app, read when called (the suite's app opens before its first test). */
export function secondFactorCalls(t: TestApp) {
  /** Step one from `client`: the challenge. */
  const challenge = async (client: string, name = NAME, password = PASSWORD) => {
    const response = await postSignIn(t.app, { name, password }, client);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as StaffSignInStep).challenge;
  };
  const recorded = async (action: string) => {
    const owner = await signIn(t.app, OWNER, PASSWORD);
    const response = await t.app.inject(
      asStaff(owner, { url: `${STAFF_API.audit}?action=${action}` }),
    );
    return (response.json() as StaffPage<AuditEntry>).items;
  };
  return { challenge, recorded };
}
