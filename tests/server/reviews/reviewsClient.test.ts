import { beforeAll, describe, expect, it } from 'vitest';
import { maskAuthor } from '../../../contract/format';
import { REVIEW_MESSAGES } from '../../../contract/messages';
import type * as Api from '../../../src/api/reviews';
import { appForBrowserClients } from '../support/browserClients';

// The browser's client (src/api/reviews.ts) against the real server (buildApp() on PGlite), so
// a change on either side of the contract fails here rather than in a visitor's browser.

const t = appForBrowserClients();
let api: typeof Api;
let ApiError: typeof import('../../../src/api/client').ApiError;

beforeAll(async () => {
  api = await import('../../../src/api/reviews');
  ({ ApiError } = await import('../../../src/api/client'));
});

const failureOf = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as InstanceType<typeof ApiError>).failure;
};

describe('review client against the real server', () => {
  it('writes, lists, verifies, counts, edits and deletes a review', async () => {
    const written = await api.createReview({
      username: '성춘향',
      password: 'pw-1234',
      title: '증여세 상담 후기',
      content: '처음부터 끝까지 꼼꼼했습니다.',
      consultation_type: 'gift',
    });
    expect(written).toMatchObject({
      username: maskAuthor('성춘향'),
      title: '증여세 상담 후기',
      consultation_type: 'gift',
      views: 0,
    });
    expect(written).not.toHaveProperty('content');
    expect(written).not.toHaveProperty('password');

    const list = await api.listReviews({ page: 1, size: 10, sort: 'newest' });
    expect(list.total).toBe(1);
    expect(list.items).toEqual([written]);

    expect(await api.verifyReviewPassword(written.id, 'wrong-pw')).toEqual({ verified: false });
    const verified = await api.verifyReviewPassword(written.id, 'pw-1234');
    expect(verified).toEqual({
      verified: true,
      review: { ...written, content: '처음부터 끝까지 꼼꼼했습니다.' },
    });

    expect(await api.countReviewView(written.id)).toEqual({ views: 1 });
    expect((await api.getReview(written.id)).views).toBe(1);

    const updated = await api.updateReview(written.id, {
      password: 'pw-1234',
      title: '고친 제목',
      content: '고친 내용',
      consultation_type: 'transfer',
    });
    expect(updated).toMatchObject({
      id: written.id,
      title: '고친 제목',
      content: '고친 내용',
      consultation_type: 'transfer',
      views: 1,
    });
    const [row] = (await api.listReviews({ page: 1, size: 10, sort: 'oldest' })).items;
    expect(row).toMatchObject({ title: '고친 제목', consultation_type: 'transfer' });

    const wrongDelete = await failureOf(api.deleteReview(written.id, 'wrong-pw'));
    expect(wrongDelete).toMatchObject({ kind: 'http', status: 403 });

    await api.deleteReview(written.id, 'pw-1234');
    expect(await api.listReviews({ page: 1, size: 10, sort: 'newest' })).toEqual({
      items: [],
      total: 0,
    });
    const gone = await failureOf(api.getReview(written.id));
    expect(gone).toMatchObject({ kind: 'http', status: 404 });
    expect(gone.kind === 'http' && typeof gone.detail).toBe('string');
  });

  it('gets per-field messages the write form can show next to its fields', async () => {
    const failure = await failureOf(
      api.createReview({
        username: '이몽룡',
        password: 'pw-1234',
        title: '제목',
        content: '가'.repeat(501),
        consultation_type: 'inheritance',
      }),
    );
    expect(failure).toMatchObject({ kind: 'http' });
    expect(failure.kind === 'http' && failure.errors).toContainEqual({
      field: 'content',
      message: REVIEW_MESSAGES.contentTooLong,
    });
  });

  // Last: it stops the server (afterAll's close is harmless on a closed app).
  it('reports no response when nothing listens', async () => {
    await t.app.close();
    const failure = await failureOf(api.listReviews({ page: 1, size: 10, sort: 'newest' }));
    expect(failure).toEqual({ kind: 'network' });
  });
});
