import { type ReviewVisibility, STAFF_API, STAFF_CSRF_HEADER } from '../contract/staff';
import type {
  StaffAccountChange,
  StaffCode,
  StaffNewAccount,
  StaffSignedIn,
  StaffSignIn,
  StaffSignInStep,
} from '../contract/staffAccess';
import type {
  AuditEntry,
  StaffApplication,
  StaffConsultation,
  StaffPage,
  StaffReview,
  StaffSession,
} from '../contract/staffAnswers';
import { type HandlingFilters, type HandlingUpdate, handlingQuery } from '../contract/staffLists';
import { type NotedRecord, STAFF_NOTES_API } from '../contract/staffNotes';
import { STAFF_OWN_PASSWORD_API, type StaffOwnPassword } from '../contract/staffOwnPassword';
import { STAFF_TODAY_API } from '../contract/staffToday';
import { STAFF_VISITS_API, type VisitsQuery, visitsAnswerSchema } from '../contract/visits';
import { type AuditFilters, auditQuery } from '../machines/auditLogMachine';
import {
  accountListSchema,
  isSignedOut,
  pageSchema,
  recordSchema,
  request,
  requestNoContent,
  sessionListSchema,
  sessionSchema,
  signedInSchema,
  signInStepSchema,
  todaySchema,
} from './apiRequest';
import { contentCalls } from './contentApi';

// The staff API (contract/staff.ts). Answers are checked for the shape the console relies on (a
// record's id, a page's items and total); the fields themselves are the server's own types. Reads
// take no abort signal, like the public board's: React StrictMode restarts an actor once, and an
// answer for a stopped actor is ignored anyway.

/** Whether a session exists: null when the server answers 401. */
export async function loadStaffSession(): Promise<StaffSession | null> {
  try {
    return await request(STAFF_API.session, sessionSchema);
  } catch (error) {
    if (isSignedOut(error)) return null;
    throw error;
  }
}

export function signInStaff(input: StaffSignIn): Promise<StaffSignInStep> {
  return request(STAFF_API.session, signInStepSchema, { method: 'POST', body: { ...input } });
}

export function submitStaffCode(input: StaffCode): Promise<StaffSignedIn> {
  return request(STAFF_API.sessionCode, signedInSchema, { method: 'POST', body: { ...input } });
}

export function signOutStaff(csrfToken: string): Promise<void> {
  return requestNoContent(STAFF_API.session, {
    method: 'DELETE',
    headers: { [STAFF_CSRF_HEADER]: csrfToken },
  });
}

/** The CSV of the records the filters select (every page): `path` is the contract's CSV path. */
export function csvHref(path: string, filters: HandlingFilters): string {
  const { page: _all, ...query } = handlingQuery(filters, 1);
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The access records the filters select (every page), as CSV for the monthly review. */
export function auditCsvHref(filters: AuditFilters): string {
  const { page: _all, ...query } = auditQuery(filters, 1);
  const search = new URLSearchParams(query).toString();
  return search ? `${STAFF_API.auditCsv}?${search}` : STAFF_API.auditCsv;
}

/** The calls of a handled list (handlingListMachine's actors). */
export interface HandlingCalls<T> {
  fetchPage: (input: { filters: HandlingFilters; page: number }) => Promise<StaffPage<T>>;
  fetchOne: (input: { id: number }) => Promise<T>;
  saveStatus: (input: { id: number; update: HandlingUpdate }) => Promise<T>;
  deleteRecord: (input: { id: number }) => Promise<void>;
  strikeNote: (input: { id: number; noteId: number }) => Promise<T>;
}

/** What a call that succeeded may have changed, for what the console shows above its sections. */
export type ConsoleChange = 'records' | 'content';

/**
 * The calls of a signed-in console. Writes carry the session's CSRF token; any answer 401 means
 * the session is over wherever the call came from, so it is reported once, here. A list read
 * again, a record changed, and a publish or revert are told to `onChanged` (decision 296).
 */
export function createStaffApi(
  session: StaffSession,
  onSessionEnded: () => void,
  onChanged: (change: ConsoleChange) => void = () => {},
) {
  const csrf = { [STAFF_CSRF_HEADER]: session.csrfToken };
  const telling =
    (change: ConsoleChange) =>
    async <T>(call: Promise<T>): Promise<T> => {
      const answer = await call;
      onChanged(change);
      return answer;
    };
  const records = telling('records');
  const watched = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call;
    } catch (error) {
      if (isSignedOut(error)) onSessionEnded();
      throw error;
    }
  };
  const handlingCalls = <T>(
    list: string,
    one: (id: number) => string,
    noted: NotedRecord,
  ): HandlingCalls<T> => ({
    fetchPage: ({ filters, page }) =>
      records(watched(request(list, pageSchema<T>(), { query: handlingQuery(filters, page) }))),
    fetchOne: ({ id }) => watched(request(one(id), recordSchema<T>())),
    saveStatus: ({ id, update }) =>
      records(
        watched(
          request(one(id), recordSchema<T>(), {
            method: 'PATCH',
            body: { ...update },
            headers: csrf,
          }),
        ),
      ),
    deleteRecord: ({ id }) =>
      records(watched(requestNoContent(one(id), { method: 'DELETE', headers: csrf }))),
    strikeNote: ({ id, noteId }) =>
      watched(
        request(STAFF_NOTES_API.strike(noted, id, noteId), recordSchema<T>(), {
          method: 'POST',
          headers: csrf,
        }),
      ),
  });
  return {
    /** The signed-in account's role: the server refuses an owner's calls to staff anyway. */
    role: session.staff.role,
    /** The signed-in account's name: its own notes are the ones it may strike through. */
    name: session.staff.name,
    /** The console's own session was ended from within (내 세션): back to the sign-in screen. */
    sessionEnded: onSessionEnded,
    consultations: handlingCalls<StaffConsultation>(
      STAFF_API.consultations,
      STAFF_API.consultation,
      'consultations',
    ),
    applications: handlingCalls<StaffApplication>(
      STAFF_API.applications,
      STAFF_API.application,
      'job-applications',
    ),
    fetchReviews: (input: { visibility: ReviewVisibility; page: number }) =>
      watched(
        request(STAFF_API.reviews, pageSchema<StaffReview>(), {
          query: { visibility: input.visibility, page: input.page },
        }),
      ),
    hideReview: ({ id, reason }: { id: number; reason: string }) =>
      watched(
        request(STAFF_API.reviewHide(id), recordSchema<StaffReview>(), {
          method: 'POST',
          body: { reason },
          headers: csrf,
        }),
      ),
    restoreReview: ({ id, reason }: { id: number; reason: string }) =>
      watched(
        request(STAFF_API.reviewRestore(id), recordSchema<StaffReview>(), {
          method: 'POST',
          body: { reason },
          headers: csrf,
        }),
      ),
    deleteReview: ({ id }: { id: number }) =>
      watched(requestNoContent(STAFF_API.review(id), { method: 'DELETE', headers: csrf })),
    fetchAudit: ({ filters, page }: { filters: AuditFilters; page: number }) =>
      watched(
        request(STAFF_API.audit, pageSchema<AuditEntry>(), { query: auditQuery(filters, page) }),
      ),
    fetchVisits: (range: VisitsQuery) =>
      watched(request(STAFF_VISITS_API, visitsAnswerSchema, { query: { ...range } })),
    fetchSessions: () => watched(request(STAFF_API.sessions, sessionListSchema)),
    revokeSession: ({ id }: { id: number }) =>
      watched(requestNoContent(STAFF_API.sessionById(id), { method: 'DELETE', headers: csrf })),
    fetchAccounts: () => watched(request(STAFF_API.accounts, accountListSchema)),
    addAccount: (account: StaffNewAccount) =>
      watched(
        request(STAFF_API.accounts, accountListSchema, {
          method: 'POST',
          body: { ...account },
          headers: csrf,
        }),
      ),
    changeAccount: ({ id, ...change }: { id: number } & StaffAccountChange) =>
      watched(
        request(STAFF_API.account(id), accountListSchema, {
          method: 'PATCH',
          body: change,
          headers: csrf,
        }),
      ),
    ...contentCalls(watched, csrf, telling('content')),
    fetchToday: () => watched(request(STAFF_TODAY_API, todaySchema)),
    /** The published facts' check again (the session's answer holds it). */
    fetchReadyToPublish: async () =>
      (await watched(request(STAFF_API.session, sessionSchema))).readyToPublish,
    changeOwnPassword: (change: StaffOwnPassword) =>
      watched(
        requestNoContent(STAFF_OWN_PASSWORD_API, {
          method: 'PUT',
          body: { ...change },
          headers: csrf,
        }),
      ),
    resetPassword: ({ id, password }: { id: number; password: string }) =>
      watched(
        requestNoContent(STAFF_API.accountPassword(id), {
          method: 'PUT',
          body: { password },
          headers: csrf,
        }),
      ),
    resetSecondFactor: ({ id }: { id: number }) =>
      watched(
        request(STAFF_API.accountSecondFactor(id), accountListSchema, {
          method: 'DELETE',
          headers: csrf,
        }),
      ),
  };
}

export type StaffApi = ReturnType<typeof createStaffApi>;
