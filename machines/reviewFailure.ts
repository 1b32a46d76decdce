import { failureOf } from '../contract/errors';
import { REVIEW_MESSAGES as M } from '../contract/messages';

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
