import * as v from 'valibot';
import { API_MESSAGES } from '../contract/messages';
import { type FieldError, fieldErrors } from '../contract/text';

/** An error the client should see as is: status plus the Korean `detail` (and field errors). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly detail: string;
  readonly errors: FieldError[] | undefined;
  constructor(statusCode: number, detail: string, errors?: FieldError[]) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.detail = detail;
    this.errors = errors;
  }
}

/** PostgreSQL text cannot hold U+0000; such input is refused instead of failing in the database. */
function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : undefined;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * A missing key is reported by valibot as an object-level issue; present but undefined, it
 * reaches the field's own schema, whose message says which field is required.
 */
function withEveryKey(schema: v.GenericSchema, input: unknown): unknown {
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  if (!entries || !input || typeof input !== 'object' || Array.isArray(input)) return input;
  const filled: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const key of Object.keys(entries)) if (!Object.hasOwn(filled, key)) filled[key] = undefined;
  return filled;
}

/**
 * Validates with a contract schema. Failures become 422 with the first field's Korean message as
 * `detail` and one message per field in `errors`; checks without their own message (shape, type)
 * read 입력값을 확인해주세요.
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, withEveryKey(schema, input), {
    message: API_MESSAGES.invalidInput,
  });
  if (!result.success) {
    const errors = fieldErrors(result.issues);
    throw new HttpError(422, errors[0]?.message ?? API_MESSAGES.invalidInput, errors);
  }
  const nulField = findNul(result.output);
  if (nulField !== undefined) {
    throw new HttpError(422, API_MESSAGES.invalidInput, [
      { field: nulField, message: API_MESSAGES.invalidInput },
    ]);
  }
  return result.output;
}

/** `?password=secret` → `?password=[redacted]`, for logs. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]password=)[^&#]*/gi, '$1[redacted]');
}
