import { ofetch } from 'ofetch';
import * as v from 'valibot';
import {
  CONTENT_API,
  CONTENT_IMAGE_FIELD,
  type ContentState,
  type DraftSeen,
  type SiteContent,
  type UploadedImage,
} from '../contract/siteContent';
import {
  type ReviewVisibility,
  STAFF_API,
  STAFF_CSRF_HEADER,
  STAFF_ROLES,
} from '../contract/staff';
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
  StaffAccountInfo,
  StaffApplication,
  StaffConsultation,
  StaffPage,
  StaffReview,
  StaffSession,
  StaffSessionInfo,
} from '../contract/staffAnswers';
import { type HandlingFilters, type HandlingUpdate, handlingQuery } from '../contract/staffLists';
import { type NotedRecord, STAFF_NOTES_API } from '../contract/staffNotes';
import { STAFF_OWN_PASSWORD_API, type StaffOwnPassword } from '../contract/staffOwnPassword';
import { STAFF_VISITS_API, type VisitsQuery, visitsAnswerSchema } from '../contract/visits';
import { type AuditFilters, auditQuery } from '../machines/auditLogMachine';
import { ApiError, checkedAnswer } from '../src/api/client';

// The staff API (contract/staff.ts). Answers are checked for the shape the console relies on (a
// record's id, a page's items and total); the fields themselves are the server's own types. Reads
// take no abort signal, like the public board's: React StrictMode restarts an actor once, and an
// answer for a stopped actor is ignored anyway.

const sessionSchema = v.object({
  staff: v.object({ name: v.string(), role: v.picklist(STAFF_ROLES) }),
  csrfToken: v.pipe(v.string(), v.nonEmpty()),
  readyToPublish: v.array(v.object({ label: v.string(), value: v.string() })),
});
/** What a right password answers: a challenge, and the new authenticator when enrolling. */
const signInStepSchema = v.variant('next', [
  v.object({ next: v.literal('code'), challenge: v.string() }),
  v.object({
    next: v.literal('enrol'),
    challenge: v.string(),
    secret: v.string(),
    otpauthUri: v.string(),
    qrSvg: v.string(),
  }),
]);
const signedInSchema = v.object({
  ...sessionSchema.entries,
  recoveryCodes: v.optional(v.array(v.string())),
});
const sessionListSchema = v.pipe(
  v.array(v.looseObject({ id: v.number(), current: v.boolean() })),
  v.transform((sessions) => sessions as unknown as StaffSessionInfo[]),
);
const accountListSchema = v.pipe(
  v.array(v.looseObject({ id: v.number(), name: v.string(), role: v.picklist(STAFF_ROLES) })),
  v.transform((accounts) => accounts as unknown as StaffAccountInfo[]),
);
const contentStateSchema = v.pipe(
  v.looseObject({
    published: v.looseObject({ version: v.number(), content: v.looseObject({}) }),
    history: v.array(v.looseObject({ version: v.number() })),
  }),
  v.transform((state) => state as unknown as ContentState),
);
const uploadedImageSchema = v.object({
  src: v.string(),
  width: v.number(),
  height: v.number(),
}) satisfies v.GenericSchema<unknown, UploadedImage>;
const recordSchema = <T>() =>
  v.pipe(
    v.looseObject({ id: v.number() }),
    v.transform((record) => record as unknown as T),
  );
const pageSchema = <T>() =>
  v.pipe(
    v.object({ items: v.array(v.looseObject({ id: v.number() })), total: v.number() }),
    v.transform((page) => page as unknown as StaffPage<T>),
  );

interface StaffRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, string | number>;
  body?: Record<string, unknown> | FormData;
  headers?: Record<string, string>;
}

const staffFetch = ofetch.create({ retry: 0, baseURL: window.location.origin });

/**
 * One staff call, failing as the site's calls fail (src/api/client.ts's ApiError), but with the
 * headers and PATCH the site's own `request` does without: the console's needs stay out of the
 * public pages' code (decision 91).
 */
function request<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options: StaffRequestOptions = {},
): Promise<v.InferOutput<S>> {
  return checkedAnswer(staffFetch(path, options), schema);
}

/** A call answered 204. */
const requestNoContent = (path: string, options: StaffRequestOptions) =>
  request(path, v.unknown(), options).then(() => undefined);

const isSignedOut = (error: unknown) =>
  error instanceof ApiError && error.failure.kind === 'http' && error.failure.status === 401;

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

/**
 * The calls of a signed-in console. Writes carry the session's CSRF token; any answer 401 means
 * the session is over wherever the call came from, so it is reported once, here.
 */
export function createStaffApi(session: StaffSession, onSessionEnded: () => void) {
  const csrf = { [STAFF_CSRF_HEADER]: session.csrfToken };
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
      watched(request(list, pageSchema<T>(), { query: handlingQuery(filters, page) })),
    fetchOne: ({ id }) => watched(request(one(id), recordSchema<T>())),
    saveStatus: ({ id, update }) =>
      watched(
        request(one(id), recordSchema<T>(), {
          method: 'PATCH',
          body: { ...update },
          headers: csrf,
        }),
      ),
    deleteRecord: ({ id }) =>
      watched(requestNoContent(one(id), { method: 'DELETE', headers: csrf })),
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
    fetchContent: () => watched(request(CONTENT_API.state, contentStateSchema)),
    saveDraft: (content: SiteContent) =>
      watched(
        request(CONTENT_API.draft, contentStateSchema, {
          method: 'PUT',
          body: { ...content },
          headers: csrf,
        }),
      ),
    /** Throws the draft away, then reads what is left (DELETE answers nothing). */
    discardDraft: async (seen: DraftSeen) => {
      await watched(
        requestNoContent(CONTENT_API.draft, { method: 'DELETE', body: seen, headers: csrf }),
      );
      return watched(request(CONTENT_API.state, contentStateSchema));
    },
    publishDraft: (seen: DraftSeen) =>
      watched(
        request(CONTENT_API.publish, contentStateSchema, {
          method: 'POST',
          body: seen,
          headers: csrf,
        }),
      ),
    revertTo: ({ version, ...seen }: DraftSeen & { version: number }) =>
      watched(
        request(CONTENT_API.revert(version), contentStateSchema, {
          method: 'POST',
          body: seen,
          headers: csrf,
        }),
      ),
    uploadImage: ({ file }: { file: File }) => {
      const body = new FormData();
      body.append(CONTENT_IMAGE_FIELD, file);
      return watched(
        request(CONTENT_API.images, uploadedImageSchema, { method: 'POST', body, headers: csrf }),
      );
    },
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
