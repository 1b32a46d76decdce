// A PostgreSQL statement's client-side deadline: postgres.js on its own waits as long as the
// network does, and a black-holed connection never fails (decision 51).

export class DeadlineExceeded extends Error {
  readonly code = 'STATEMENT_DEADLINE';
  constructor() {
    super('statement deadline exceeded');
    this.name = 'DeadlineExceeded';
  }
}

/** `work`, or DeadlineExceeded after `ms`; the late result of `work` is dropped, never unhandled. */
export function withDeadline<T>(work: Promise<T>, ms: number | null): Promise<T> {
  if (ms === null) return work;
  // One promise settled by whichever comes first, rather than a race of two and a `finally`:
  // every statement of every request passes here.
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DeadlineExceeded()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
