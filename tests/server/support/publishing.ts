import { afterAll } from 'vitest';
import { firm } from '../../../contract/firm';
import { NATIVE_FORM_PATHS } from '../../../contract/site';
import { repositoryContent } from '../../../contract/siteContent';
import { STAFF_API } from '../../../contract/staff';
import type { AuditEntry, StaffPage } from '../../../contract/staffAnswers';
import { contentRepository } from '../../../server/db/content';
import { createTestApp, type DatabaseKind, openForSuite, type TestApp } from '../helpers';
import { fakeBuild } from './fakeBuild';
import { addStaff, asConfirmed, asStaff, PASSWORD, type Signed } from './staff';

/**
 * The app, staff and calls the suites about publishing the firm's content share (decision 149):
 * an owner who publishes, a clerk who drafts, and what a visitor's page shows afterwards.
 */

export const OWNER = '박대표';
export const CLERK = '이직원';
export const REAL_PHONE = '02-555-1234';

export const withPhone = (mainPhone: string) => ({
  ...repositoryContent,
  firm: { ...firm, mainPhone },
});

export const openTitles = (jobs: readonly { title: string; open: boolean }[]) =>
  jobs
    .filter((job) => job.open)
    .map((job) => job.title)
    .join('|');

/** An app on `kind` serving a fake build, with OWNER (an owner) and CLERK (staff), for one file. */
export function openPublishingSuite(kind: DatabaseKind): TestApp {
  const build = fakeBuild();
  const t = openForSuite(async () => {
    const opened = await createTestApp(kind, { distDir: build.dir });
    await addStaff(opened.app, OWNER, PASSWORD, 'owner');
    await addStaff(opened.app, CLERK, PASSWORD, 'staff');
    return opened;
  });
  afterAll(() => build.dispose());
  return t;
}

/** Calls on `t`'s app, read when called (the suite's app opens before its first test). */
export function publishingCalls(t: TestApp) {
  const call = (
    signed: Signed,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject(asStaff(signed, { method, url, ...(payload ? { payload } : {}) }));
  /** Stored as a publish stores it, without this instance's refresh (the test makes its own). */
  const publishStored = (content: object) =>
    t.db.transaction(async (tx) => {
      const repository = contentRepository(tx);
      await repository.lock();
      await repository.publish(content, OWNER);
    });
  const confirm = (signed: Signed, method: 'POST' | 'DELETE', url: string) =>
    asConfirmed(t.app, signed, { method, url });
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers });
  const phoneOn = async (url: string) => /class="phone">([^<]*)</.exec((await page(url)).body)?.[1];
  /** The phone on the page a consultation form sent without JavaScript comes back on. */
  const phoneSentWithoutScript = async () =>
    /class="phone">([^<]*)</.exec(
      (
        await t.app.inject({
          method: 'POST',
          url: NATIVE_FORM_PATHS.consultation.action,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'consultation_type=inheritance&name=&phone=&content=',
        })
      ).body,
    )?.[1];
  const caseOn = async (url: string) => /class="case">([^<]*)</.exec((await page(url)).body)?.[1];
  const titleOn = async (url: string) => /<title>([^<]*)</.exec((await page(url)).body)?.[1];
  const answerOn = async (url: string) => /class="faq">([^<]*)</.exec((await page(url)).body)?.[1];
  const jobsOn = async (url: string) => /class="jobs">([^<]*)</.exec((await page(url)).body)?.[1];
  const heroOn = async (url: string) => /class="hero">([^<]*)</.exec((await page(url)).body)?.[1];
  const records = async (signed: Signed, action: string) =>
    (
      (
        await call(signed, 'GET', `${STAFF_API.audit}?action=${action}`)
      ).json() as StaffPage<AuditEntry>
    ).items;
  return {
    call,
    publishStored,
    confirm,
    page,
    phoneOn,
    phoneSentWithoutScript,
    caseOn,
    titleOn,
    answerOn,
    jobsOn,
    heroOn,
    records,
  };
}
