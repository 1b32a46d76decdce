import { STAFF_PASSWORD_CHECKS, STAFF_SIGN_IN_MESSAGES } from '../../contract/staffAccess';
import { HttpError } from '../http';

/** A password check refused because every slot and queue place is taken: 503 with Retry-After. */
export class PasswordChecksBusyError extends HttpError {
  readonly retryAfterSeconds = STAFF_PASSWORD_CHECKS.retryAfterSeconds;
  constructor() {
    super(503, STAFF_SIGN_IN_MESSAGES.passwordChecksBusy);
    this.name = 'PasswordChecksBusyError';
  }
}

/**
 * At most `concurrent` hashes at once, `queue` more waiting first come first served, the next
 * refused at once: a flood of wrong passwords takes a bounded share of the CPU, never all of it.
 */
export function hashSlots(limits: { concurrent: number; queue: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    stats: () => ({ running, waiting: waiting.length }),
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < limits.concurrent) running += 1;
      else if (waiting.length < limits.queue) {
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else throw new PasswordChecksBusyError();
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/** The process's slots, shared by every staff route that hashes a password. */
export const staffPasswordSlots = hashSlots(STAFF_PASSWORD_CHECKS);
