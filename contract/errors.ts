import * as v from 'valibot';
import type { FieldError } from './text';

/** Every API error body: `detail` is always one Korean sentence for the user. */
export const errorBodySchema = v.object({
  detail: v.string(),
  errors: v.optional(v.array(v.object({ field: v.string(), message: v.string() }))),
});
export type ErrorBody = v.InferOutput<typeof errorBodySchema>;

export function isErrorBody(value: unknown): value is ErrorBody {
  return v.is(errorBodySchema, value);
}

/**
 * Why a call failed, the one shape the API client, the machines and the views share: the server
 * answered with an error (its status, the Korean `detail`, per-field `errors`, or the bare
 * `message` some bodies carry instead of `detail`), or nothing answered.
 */
export type CallFailure =
  | { kind: 'http'; status: number; detail?: string; message?: string; errors?: FieldError[] }
  | { kind: 'network' };

function isCallFailure(value: unknown): value is CallFailure {
  const kind = (value as { kind?: unknown } | null)?.kind;
  return kind === 'http' || kind === 'network';
}

/**
 * The failure an API call rejected with, read structurally so machines need no import of the
 * client: src/api's ApiError carries it as `failure`, and a bare failure is taken as it is.
 * Null for anything else (a bug, not an answer).
 */
export function readFailure(error: unknown): CallFailure | null {
  const carried = (error as { failure?: unknown } | null)?.failure;
  if (isCallFailure(carried)) return carried;
  return isCallFailure(error) ? error : null;
}

/** As readFailure, with anything unreadable taken as an answer without detail: the server did respond. */
export function failureOf(error: unknown): CallFailure {
  return readFailure(error) ?? { kind: 'http', status: 0 };
}
