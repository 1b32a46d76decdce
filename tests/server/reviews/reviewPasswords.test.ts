// A review's password: what it reveals, edits and deletes, compared as typed, and the limits on
// guessing it.
import { expect, test } from 'vitest';
import { PASSWORD_ATTEMPTS, REVIEW_LIMITS } from '../../../contract/limits';
import { API_MESSAGES, REVIEW_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { hashPassword } from '../../../server/passwords/passwords';
import {
  createTestApp,
  describeEachDatabase,
  fieldErrors,
  openForSuite,
  TEST_SCRYPT,
} from '../helpers';
import { checkPassword, deleteWithPassword } from '../support/reviewPasswords';
import { create, nextClient, valid } from '../support/reviewWrites';

describeEachDatabase('review passwords on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind));

  test('the right password reveals the content; a wrong one answers verified:false', async () => {
    const { id } = await create(t.app);
    const remoteAddress = nextClient();
    const wrong = await checkPassword(t.app, id, 'nope', remoteAddress);
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toEqual({ verified: false });
    const right = await checkPassword(t.app, id, valid.password, remoteAddress);
    expect(right.json()).toEqual({
      verified: true,
      review: expect.objectContaining({ id, username: '김*속', content: valid.content }),
    });
  });

  test('the password is compared exactly as typed (not trimmed)', async () => {
    const { id } = await create(t.app, { password: ' pad ' });
    const trimmed = await checkPassword(t.app, id, 'pad', nextClient());
    expect(trimmed.json()).toEqual({ verified: false });
    const exact = await checkPassword(t.app, id, ' pad ', nextClient());
    expect(exact.json().verified).toBe(true);
  });

  test('an empty password check is 422 비밀번호를 입력해주세요.; an unknown review is 404', async () => {
    const { id } = await create(t.app);
    const empty = await t.app.inject({
      method: 'POST',
      url: REVIEW_API.verify(id),
      payload: { password: '' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().detail).toBe(REVIEW_MESSAGES.passwordEmpty);
    const missing = await t.app.inject({
      method: 'POST',
      url: REVIEW_API.verify(999_999),
      payload: { password: 'abcd' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(REVIEW_MESSAGES.notFound);
  });

  test('PUT edits title, content and type with the password; a wrong one is 403 and changes nothing', async () => {
    const { id } = await create(t.app);
    const remoteAddress = nextClient();
    const edit = { title: '수정한 제목', content: '수정한 내용', consultation_type: 'gift' };
    const wrong = await t.app.inject({
      method: 'PUT',
      url: REVIEW_API.one(id),
      payload: { ...edit, password: 'wrong-pw' },
      remoteAddress,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ detail: API_MESSAGES.forbidden });
    const right = await t.app.inject({
      method: 'PUT',
      url: REVIEW_API.one(id),
      payload: { ...edit, password: valid.password },
      remoteAddress,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ id, ...edit, username: '김*속' });
    const one = await t.app.inject({ url: REVIEW_API.one(id) });
    expect(one.json()).toMatchObject({ title: '수정한 제목', consultation_type: 'gift' });
  });

  test('a review kept from before the password length rule opens, edits and deletes with its own password', async () => {
    const legacy = await t.app.reviews.create(
      { username: '이상속', title: '예전 후기', content: '예전 내용', consultation_type: 'gift' },
      await hashPassword('abc', TEST_SCRYPT),
    );
    const remoteAddress = nextClient();
    const verified = await checkPassword(t.app, legacy.id, 'abc', remoteAddress);
    expect(verified.json()).toMatchObject({ verified: true });
    const edited = await t.app.inject({
      method: 'PUT',
      url: REVIEW_API.one(legacy.id),
      payload: {
        password: 'abc',
        title: '고친 제목',
        content: '예전 내용',
        consultation_type: 'gift',
      },
      remoteAddress,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: '고친 제목' });
    const deleted = await deleteWithPassword(t.app, legacy.id, 'abc', remoteAddress);
    expect(deleted.statusCode).toBe(204);
  });

  test('PUT validates like create: 422 with one Korean message per field', async () => {
    const { id } = await create(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: REVIEW_API.one(id),
      payload: {
        password: valid.password,
        title: 'x'.repeat(REVIEW_LIMITS.titleMax + 1),
        content: '   ',
        consultation_type: 'tax',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(
      fieldErrors(
        ['title', REVIEW_MESSAGES.titleTooLong],
        ['content', REVIEW_MESSAGES.contentRequired],
        ['consultation_type', REVIEW_MESSAGES.typeRequired],
      ),
    );
  });

  test('DELETE with the password in a JSON body: 204, then the review is gone', async () => {
    const { id } = await create(t.app);
    const remoteAddress = nextClient();
    const wrong = await deleteWithPassword(t.app, id, 'wrong-pw', remoteAddress);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().detail).toBe(API_MESSAGES.forbidden);
    const right = await deleteWithPassword(t.app, id, valid.password, remoteAddress);
    expect(right.statusCode).toBe(204);
    expect(right.body).toBe('');
    expect((await t.app.inject({ url: REVIEW_API.one(id) })).statusCode).toBe(404);
  });

  test('DELETE with the spec’s ?password= query works too', async () => {
    const { id } = await create(t.app, { password: '비번 1234' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${REVIEW_API.one(id)}?password=${encodeURIComponent('비번 1234')}`,
      remoteAddress: nextClient(),
    });
    expect(response.statusCode).toBe(204);
    const missing = await t.app.inject({ method: 'DELETE', url: REVIEW_API.one(id) });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe(REVIEW_MESSAGES.passwordEmpty);
  });

  test(`after ${PASSWORD_ATTEMPTS.max} wrong passwords on one review, that client gets 429 — even with the right password — and the owner elsewhere still gets in`, async () => {
    const { id } = await create(t.app);
    const guesser = nextClient();
    for (let i = 0; i < PASSWORD_ATTEMPTS.max; i++) {
      const response = await checkPassword(t.app, id, `wrong${i}`, guesser);
      expect(response.json()).toEqual({ verified: false });
    }
    for (const method of ['verify', 'put', 'delete'] as const) {
      const response = await t.app.inject({
        method: method === 'verify' ? 'POST' : method === 'put' ? 'PUT' : 'DELETE',
        url: method === 'verify' ? REVIEW_API.verify(id) : REVIEW_API.one(id),
        payload: { ...valid, password: valid.password },
        remoteAddress: guesser,
      });
      expect(response.statusCode, method).toBe(429);
      expect(response.json()).toEqual({ detail: REVIEW_MESSAGES.tooManyAttempts });
    }
    const owner = await checkPassword(t.app, id, valid.password, nextClient());
    expect(owner.json().verified).toBe(true);
  });

  test("one client's mistakes on one review do not lock it out of other reviews", async () => {
    const guesser = nextClient();
    const guessed = (await create(t.app)).id;
    const other = (await create(t.app)).id;
    for (let i = 0; i < PASSWORD_ATTEMPTS.max; i++) {
      await checkPassword(t.app, guessed, 'guess', guesser);
    }
    const elsewhere = await checkPassword(t.app, other, valid.password, guesser);
    expect(elsewhere.json().verified).toBe(true);
  });

  test('addresses of one IPv6 /64 are one client', async () => {
    const { id } = await create(t.app);
    for (let i = 0; i < PASSWORD_ATTEMPTS.max; i++) {
      await checkPassword(t.app, id, 'guess', `2001:db8:7:${id}::${(i + 1).toString(16)}`);
    }
    const sameNetwork = await checkPassword(t.app, id, valid.password, `2001:db8:7:${id}:ffff::1`);
    expect(sameNetwork.statusCode).toBe(429);
  });

  test('correct passwords do not count towards the limit', async () => {
    const { id } = await create(t.app);
    const client = nextClient();
    for (let i = 0; i < PASSWORD_ATTEMPTS.max + 2; i++) {
      const response = await checkPassword(t.app, id, valid.password, client);
      expect(response.json().verified).toBe(true);
    }
  });
});
