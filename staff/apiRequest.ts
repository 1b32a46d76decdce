import { ofetch } from 'ofetch';
import * as v from 'valibot';
import { STAFF_ROLES } from '../contract/staff';
import type { StaffAccountInfo, StaffPage, StaffSessionInfo } from '../contract/staffAnswers';
import type { StaffToday } from '../contract/staffToday';
import { ApiError, checkedAnswer } from '../src/api/client';

// One staff call and the shapes its answers are checked for (staff/api.ts's calls use them).

export const sessionSchema = v.object({
  staff: v.object({ name: v.string(), role: v.picklist(STAFF_ROLES) }),
  csrfToken: v.pipe(v.string(), v.nonEmpty()),
  readyToPublish: v.array(v.object({ label: v.string(), value: v.string() })),
});
/** What a right password answers: a challenge, and the new authenticator when enrolling. */
export const signInStepSchema = v.variant('next', [
  v.object({ next: v.literal('code'), challenge: v.string() }),
  v.object({
    next: v.literal('enrol'),
    challenge: v.string(),
    secret: v.string(),
    otpauthUri: v.string(),
    qrSvg: v.string(),
  }),
]);
export const signedInSchema = v.object({
  ...sessionSchema.entries,
  recoveryCodes: v.optional(v.array(v.string())),
});
export const sessionListSchema = v.pipe(
  v.array(v.looseObject({ id: v.number(), current: v.boolean() })),
  v.transform((sessions) => sessions as unknown as StaffSessionInfo[]),
);
export const accountListSchema = v.pipe(
  v.array(v.looseObject({ id: v.number(), name: v.string(), role: v.picklist(STAFF_ROLES) })),
  v.transform((accounts) => accounts as unknown as StaffAccountInfo[]),
);
export const recordSchema = <T>() =>
  v.pipe(
    v.looseObject({ id: v.number() }),
    v.transform((record) => record as unknown as T),
  );
export const pageSchema = <T>() =>
  v.pipe(
    v.object({ items: v.array(v.looseObject({ id: v.number() })), total: v.number() }),
    v.transform((page) => page as unknown as StaffPage<T>),
  );

export interface StaffRequestOptions {
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
export function request<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options: StaffRequestOptions = {},
): Promise<v.InferOutput<S>> {
  return checkedAnswer(staffFetch(path, options), schema);
}

/** A call answered 204. */
export const requestNoContent = (path: string, options: StaffRequestOptions) =>
  request(path, v.unknown(), options).then(() => undefined);

export const isSignedOut = (error: unknown) =>
  error instanceof ApiError && error.failure.kind === 'http' && error.failure.status === 401;

export const todaySchema = v.object({
  day: v.string(),
  consultations: v.number(),
  applications: v.number(),
}) satisfies v.GenericSchema<unknown, StaffToday>;
