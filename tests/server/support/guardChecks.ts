import { expect, vi } from 'vitest';
import { HttpError } from '../../../server/http';

// What a refused guarded check looks like to its caller.

export async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

/**
 * A check refused by a limit: 429 with `message`, `compare` (the password check) never called,
 * and the attempt given up: the store's last logged step is `givenUp`.
 */
export async function expectRefusedUnchecked(
  check: (compare: () => Promise<boolean>) => Promise<boolean>,
  message: string,
  log: string[],
  givenUp: string,
) {
  const compare = vi.fn(async () => true);
  const error = await refusal(check(compare));
  expect(error.statusCode).toBe(429);
  expect(error.message).toBe(message);
  expect(compare).not.toHaveBeenCalled();
  expect(log.at(-1)).toBe(givenUp);
}
