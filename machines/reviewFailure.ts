import { REVIEW_MESSAGES as M } from '../contract/messages';
import type { FieldError } from '../contract/text';

/**
 * Why an injected API call failed, read structurally so the machines need no import of the
 * client: src/api's ApiError carries exactly this `failure`. Anything else is treated as a
 * failed answer rather than a lost connection, because the server did respond.
 */
export type ReviewCallFailure =
  | { kind: 'http'; status: number; detail?: string; errors?: FieldError[] }
  | { kind: 'network' };

export function failureOf(error: unknown): ReviewCallFailure {
  if (typeof error === 'object' && error !== null && 'failure' in error) {
    const failure = (error as { failure: unknown }).failure;
    if (typeof failure === 'object' && failure !== null && 'kind' in failure) {
      return failure as ReviewCallFailure;
    }
  }
  return { kind: 'http', status: 0 };
}

/** Spec §8 for reviews: `Error: ` + the server's detail, else 서버 오류; no answer at all: 통신 오류. */
export function reviewErrorMessage(error: unknown): string {
  const failure = failureOf(error);
  if (failure.kind === 'network') return M.noResponse;
  return failure.detail ? `${M.serverErrorPrefix}${failure.detail}` : M.serverError;
}

/** Spec §5: a failed check reads 비밀번호 확인 중 오류; only the lock-out (429) shows its own detail. */
export function passwordCheckErrorMessage(error: unknown): string {
  const failure = failureOf(error);
  if (failure.kind === 'http' && failure.status === 429 && failure.detail) return failure.detail;
  return M.passwordCheckFailed;
}

/** The server's per-field messages (422), keyed by field, first message wins. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const failure = failureOf(error);
  const result: Record<string, string> = {};
  if (failure.kind !== 'http') return result;
  for (const { field, message } of failure.errors ?? []) result[field] ??= message;
  return result;
}
