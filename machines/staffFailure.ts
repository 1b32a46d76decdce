import { failureOf } from '../contract/errors';
import { STAFF_CONSOLE_MESSAGES as C, STAFF_MESSAGES as M } from '../contract/staff';
import { STAFF_SIGN_IN_MESSAGES as SM } from '../contract/staffAccess';
import type { StaffPage } from '../contract/staffAnswers';

/**
 * What a failed staff call says. A 401 never gets here as a message: the console's API layer
 * ends the session, and the sign-in screen says why (signInRequired). Without an answer, or with
 * 503, the typed input stays in the machine's context, so the message says to try again.
 */
export function staffErrorMessage(error: unknown): string {
  const failure = failureOf(error);
  if (failure.kind === 'network') return C.unavailable;
  // The password checks' designed refusal says how long to wait; any other 503 is the server's.
  if (failure.status === 503) {
    return failure.detail === SM.passwordChecksBusy ? failure.detail : C.unavailable;
  }
  // A 403 is a forged request unless it is the one refusal staff can meet in normal use.
  if (failure.status === 403) return failure.detail === M.ownerOnly ? M.ownerOnly : M.forgedRequest;
  return failure.detail ?? C.failed;
}

/** The first message of a failed contract check, for a field the machine shows it under. */
export function firstIssue(issues: readonly { message: string }[] | undefined): string | null {
  return issues?.[0]?.message ?? null;
}

/** The context update of a failed staff call: its message, everything typed left as it is. */
export const failedWith = (error: unknown) => ({ errorMessage: staffErrorMessage(error) });

/** Where every staff list starts: on page 1, nothing received yet, nothing failed. */
export const beforeFirstPage = { page: 1, items: [] as never[], total: 0, errorMessage: null };

/** The context update of a page a staff list received. */
export const pageOf = <T>({ items, total }: StaffPage<T>) => ({ items, total });
