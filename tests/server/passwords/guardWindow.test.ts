import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, test } from 'vitest';
import { PASSWORD_ATTEMPTS } from '../../../contract/limits';
import { REVIEW_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { STAFF_LIMITS, STAFF_MESSAGES } from '../../../contract/staff';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import { addStaff, NAME, PASSWORD, postSignIn } from '../support/staff';

// The lock-out windows measured in time, not only in count: wrong guesses are aged by
// backdating their rows (as the staff session-idle test does), so a window of 15 seconds, or of
// 15 hours, instead of 15 minutes fails here. The limits themselves are in contract/limits.ts and
// contract/staff.ts; the rules in server/passwords/passwordGuard.ts and the queries in
// server/db/passwordAttempts.ts and server/db/staff.ts.

const PASSWORD_OF_REVIEW = 'secret1';

let address = 0;
/** Each test its own client address, so one test's guesses never lock out another's. */
const nextClient = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;

async function createReview(app: FastifyInstance): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: REVIEW_API.list,
    payload: {
      username: '김상속',
      password: PASSWORD_OF_REVIEW,
      title: '상속세 상담 후기',
      content: '친절하게 상담해주셨습니다.',
      consultation_type: 'inheritance',
    },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

describeEachDatabase('password lock-out windows on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind));
  beforeAll(() => addStaff(t.app));

  /** Moves every wrong guess of `client` on `reviewId` `minutes` into the past. */
  const ageReviewGuesses = (reviewId: number, client: string, minutes: number) =>
    t.db.query(
      `UPDATE password_attempts SET attempted_at = now() - make_interval(secs => $3)
       WHERE review_id = $1 AND client = $2 AND wrong`,
      [reviewId, client, Math.round(minutes * 60)],
    );

  const verify = (reviewId: number, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: REVIEW_API.verify(reviewId),
      payload: { password },
      remoteAddress,
    });

  test(`a review's ${PASSWORD_ATTEMPTS.max} wrong guesses lock its client out for ${PASSWORD_ATTEMPTS.windowMinutes} minutes: still locked a minute before the end, free a minute after`, async () => {
    const id = await createReview(t.app);
    const guesser = nextClient();
    for (let i = 0; i < PASSWORD_ATTEMPTS.max; i++) {
      expect((await verify(id, `wrong${i}`, guesser)).json()).toEqual({ verified: false });
    }
    const locked = await verify(id, PASSWORD_OF_REVIEW, guesser);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: REVIEW_MESSAGES.tooManyAttempts });

    // Well inside the window (a minute before its end): even the right password is refused.
    await ageReviewGuesses(id, guesser, PASSWORD_ATTEMPTS.windowMinutes - 1);
    const stillLocked = await verify(id, PASSWORD_OF_REVIEW, guesser);
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json()).toEqual({ detail: REVIEW_MESSAGES.tooManyAttempts });

    // A minute past its end: the window is over and the right password opens the review.
    await ageReviewGuesses(id, guesser, PASSWORD_ATTEMPTS.windowMinutes + 1);
    const free = await verify(id, PASSWORD_OF_REVIEW, guesser);
    expect(free.statusCode).toBe(200);
    expect(free.json()).toMatchObject({ verified: true });
  });

  test('guesses older than the window no longer count: after four aged ones, five new wrong guesses are still checked', async () => {
    const id = await createReview(t.app);
    const guesser = nextClient();
    for (let i = 0; i < PASSWORD_ATTEMPTS.max - 1; i++) await verify(id, `old${i}`, guesser);
    await ageReviewGuesses(id, guesser, PASSWORD_ATTEMPTS.windowMinutes + 1);
    // Four aged guesses no longer count: five new wrong ones are checked (answered, not 429)...
    for (let i = 0; i < PASSWORD_ATTEMPTS.max; i++) {
      const response = await verify(id, `new${i}`, guesser);
      expect(response.statusCode, `new guess ${i + 1}`).toBe(200);
      expect(response.json()).toEqual({ verified: false });
    }
    // ...and the sixth inside the window is refused.
    expect((await verify(id, PASSWORD_OF_REVIEW, guesser)).statusCode).toBe(429);
  });

  test(`staff sign-in: ${STAFF_LIMITS.signInAttempts} wrong passwords lock the client out for ${STAFF_LIMITS.signInWindowMinutes} minutes: still locked a minute before the end, free a minute after`, async () => {
    const client = nextClient();
    const signIn = (password: string) => postSignIn(t.app, { name: NAME, password }, client);
    const age = (minutes: number) =>
      t.db.query(
        `UPDATE staff_sign_in_attempts SET attempted_at = now() - make_interval(secs => $2)
         WHERE client = $1 AND wrong`,
        [client, Math.round(minutes * 60)],
      );
    for (let i = 0; i < STAFF_LIMITS.signInAttempts; i++) {
      expect((await signIn('wrong password!')).statusCode).toBe(401);
    }
    expect((await signIn(PASSWORD)).statusCode).toBe(429);

    await age(STAFF_LIMITS.signInWindowMinutes - 1);
    const stillLocked = await signIn(PASSWORD);
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json()).toEqual({ detail: STAFF_MESSAGES.signInRateLimited });

    await age(STAFF_LIMITS.signInWindowMinutes + 1);
    expect((await signIn(PASSWORD)).statusCode).toBe(200);
  });
});
