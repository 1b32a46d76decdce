import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { API_MESSAGES } from '../contract/messages';
import { type FieldError, fieldErrors, hasForbiddenCharacters } from '../contract/text';

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

/**
 * Where forbidden characters (contract/text.ts) sit in `value`, keys included: refused here
 * instead of failing in the database (a 5xx) or reaching staff screens. Iterative, so no input
 * can overflow the stack (JSON bodies are also depth-checked when parsed, see `tooDeep`).
 */
function findForbidden(input: unknown): string | undefined {
  // Depth first, fields in order, as the recursion this replaces: the first bad field is reported.
  const stack: { value: unknown; path: string[]; key?: string }[] = [{ value: input, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path, key } = next;
    if (key !== undefined && hasForbiddenCharacters(key))
      return [...path.slice(0, -1), '?'].join('.');
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) return path.join('.');
    } else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [name, item] = entries[i] as [string, unknown];
        stack.push({ value: item, path: [...path, name], key: name });
      }
    }
  }
  return undefined;
}

/**
 * Whether parsed JSON nests arrays or objects deeper than `max`: walked with a stack of its own,
 * in work bounded by the body's size, so `[[[[…]]]]` is a 400 rather than a stack overflow.
 */
export function tooDeep(input: unknown, max: number): boolean {
  if (!input || typeof input !== 'object') return false;
  const stack: [object, number][] = [[input, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, depth] = next;
    if (depth > max) return true;
    for (const item of Object.values(value)) {
      if (item && typeof item === 'object') stack.push([item, depth + 1]);
    }
  }
  return false;
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
 * Validates with a contract schema. Failures become 422 (or `status`) with the first field's Korean message as
 * `detail` and one message per field in `errors`; checks without their own message (shape, type)
 * read 입력값을 확인해주세요.
 */
export function parseInput<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  /** The staff API answers bad input with 400 (contract/staff.ts); the public API keeps 422. */
  status: 400 | 422 = 422,
): v.InferOutput<S> {
  // The whole input, unknown fields and keys too: nothing with such characters is taken at all.
  const badField = findForbidden(input);
  if (badField !== undefined) {
    throw new HttpError(status, API_MESSAGES.invalidCharacters, [
      { field: badField, message: API_MESSAGES.invalidCharacters },
    ]);
  }
  const result = v.safeParse(schema, withEveryKey(schema, input), {
    message: API_MESSAGES.invalidInput,
  });
  if (!result.success) {
    const errors = fieldErrors(result.issues);
    throw new HttpError(status, errors[0]?.message ?? API_MESSAGES.invalidInput, errors);
  }
  return result.output;
}

/**
 * A URL for logs: the path, with its query and any `;` parameters replaced by `[redacted]`. A
 * query can carry a password (DELETE's ?password=) or, from a form sent natively as GET, a name
 * and a phone number — in its values or, sent by hand, its keys.
 */
export function redactUrl(url: string): string {
  const query = url.indexOf('?');
  const path = (query < 0 ? url : url.slice(0, query)).replace(/;[^/]*/g, ';[redacted]');
  return query < 0 ? path : `${path}?[redacted]`;
}

/**
 * A contract schema as the JSON Schema Fastify compiles an answer's serialiser from: the answer's
 * shape is written once, in `contract/`, for the client that reads it and the server that sends it.
 */
export function responseSchema(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _draft, ...json } = toJsonSchema(schema);
  return json;
}
