import { FetchError, ofetch } from 'ofetch';
import * as v from 'valibot';
import { type CallFailure, isErrorBody } from '../../contract/errors';

export class ApiError extends Error {
  /** Why, in the shape every machine reads (contract/errors.ts). */
  readonly failure: CallFailure;
  constructor(failure: CallFailure) {
    super(failure.kind === 'http' ? (failure.detail ?? `HTTP ${failure.status}`) : 'network');
    this.name = 'ApiError';
    this.failure = failure;
  }
}

/** A `message` some error bodies carry instead of `detail` (docs/product.md#messages: detail, else message). */
function messageOf(body: unknown): { message?: string } {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? { message } : {};
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError && error.response) {
    const body: unknown = error.data;
    return new ApiError({
      kind: 'http',
      status: error.response.status,
      ...(isErrorBody(body)
        ? { detail: body.detail, ...(body.errors ? { errors: body.errors } : {}) }
        : {}),
      ...messageOf(body),
    });
  }
  return new ApiError({ kind: 'network' });
}

const fetcher = ofetch.create({
  retry: 0,
  // Relative paths resolve against the page, so the same build works on any host.
  baseURL: typeof window === 'undefined' ? undefined : window.location.origin,
});

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number>;
  body?: Record<string, unknown> | FormData;
  signal?: AbortSignal;
}

/**
 * A call's answer checked against its contract schema before anyone uses it; any failure, of the
 * call or of the check, is an ApiError. The staff console's calls are checked the same way.
 */
export async function checkedAnswer<S extends v.GenericSchema>(
  call: Promise<unknown>,
  schema: S,
): Promise<v.InferOutput<S>> {
  let data: unknown;
  try {
    data = await call;
  } catch (error) {
    throw toApiError(error);
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) throw new ApiError({ kind: 'http', status: 200 });
  return parsed.output;
}

/** One API call, its answer checked (see `checkedAnswer`). */
export function request<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<v.InferOutput<S>> {
  const call = fetcher(path, {
    method: options.method ?? 'GET',
    ...(options.query ? { query: options.query } : {}),
    ...(options.body ? { body: options.body } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return checkedAnswer(call, schema);
}

/** A call whose answer has no body worth reading (204). */
export async function requestNoContent(path: string, options: RequestOptions = {}): Promise<void> {
  await request(path, v.unknown(), options);
}
