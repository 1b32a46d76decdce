import { expect } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import type { AuditEntry, StaffAccountInfo, StaffPage } from '../../../contract/staffAnswers';
import { createTestApp, type DatabaseKind, openForSuite, type TestApp } from '../helpers';
import { addStaff, asStaff, PASSWORD, type Signed } from './staff';

/**
 * The app, accounts and calls the suites about staff accounts and roles share (decision 146):
 * an owner who manages accounts and a clerk whose account is changed.
 */

export const OWNER = '박대표';
export const CLERK = '이직원';
export const NEW_PASSWORD = 'a brand new password 2026';

/** An app on `kind` with OWNER (an owner) and CLERK (staff), for one file. */
export function openAccountsSuite(kind: DatabaseKind): TestApp {
  return openForSuite(async () => {
    const opened = await createTestApp(kind);
    await addStaff(opened.app, OWNER, PASSWORD, 'owner');
    await addStaff(opened.app, CLERK, PASSWORD, 'staff');
    return opened;
  });
}

/** Calls on `t`'s app, read when called (the suite's app opens before its first test). */
export function accountCalls(t: TestApp) {
  const call = (
    signed: Signed,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject(asStaff(signed, { method, url, ...(payload ? { payload } : {}) }));
  const accounts = async (owner: Signed) => {
    const response = await call(owner, 'GET', STAFF_API.accounts);
    expect(response.statusCode).toBe(200);
    return response.json() as StaffAccountInfo[];
  };
  const idOf = async (owner: Signed, name: string) => {
    const account = (await accounts(owner)).find((a) => a.name === name);
    if (!account) throw new Error(`no account ${name}`);
    return account.id;
  };
  const recorded = async (owner: Signed, action: string) => {
    const response = await call(owner, 'GET', `${STAFF_API.audit}?action=${action}`);
    return (response.json() as StaffPage<AuditEntry>).items;
  };
  const sessionOk = async (signed: Signed) =>
    (await t.app.inject(asStaff(signed, { url: STAFF_API.session }))).statusCode;
  return { call, accounts, idOf, recorded, sessionOk };
}
