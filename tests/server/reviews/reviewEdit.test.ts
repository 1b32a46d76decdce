import { beforeAll, expect, test } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { REVIEW_LIMITS } from '../../../contract/limits';
import { REVIEW_MESSAGES } from '../../../contract/messages';
import { REVIEW_API, type ReviewUpdate, type ReviewWithContent } from '../../../contract/reviews';
import { reviewAccessMachine } from '../../../machines/reviewAccessMachine';
import type * as Api from '../../../src/api/reviews';
import { describeEachDatabase } from '../helpers';
import { appForBrowserClients } from '../support/browserClients';

// A 422 on review edit, end to end: the real server refuses the PUT, the browser's client
// (src/api) carries its per-field messages, and the review dialog (reviewAccessMachine, with the
// actors its view provides) shows them under their fields, keeps the draft, and the review in
// the database stays as it was. The refusal comes before the password check, so it neither says
// whether the password was right nor costs the visitor a guess.

const PASSWORD = 'secret1';
const original = {
  username: '김상속',
  title: '상속세 상담 후기',
  content: '친절하게 상담해주셨습니다.',
  consultation_type: 'inheritance' as const,
};

describeEachDatabase('a refused review edit (422) on %s', (kind) => {
  const t = appForBrowserClients(kind);
  let api: typeof Api;
  beforeAll(async () => {
    api = await import('../../../src/api/reviews');
  });

  const createReview = async () => (await api.createReview({ ...original, password: PASSWORD })).id;
  const stored = async (id: number) =>
    (
      await t.db.query<{ title: string; content: string; consultation_type: string }>(
        'SELECT title, content, consultation_type FROM reviews WHERE id = $1',
        [id],
      )
    )[0];
  const attempts = async (id: number) =>
    (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM password_attempts WHERE review_id = $1',
        [id],
      )
    )[0]?.n;

  test('the dialog shows the server’s message under each refused field and keeps the draft', async () => {
    const id = await createReview();
    const tooLong = '가'.repeat(REVIEW_LIMITS.titleMax + 1);
    // The view's actors, calling the real server. The save goes out with a title the page's own
    // check would have stopped (as from a page built with an older contract), so the server's
    // check is the one that answers.
    const dialog = createActor(
      reviewAccessMachine.provide({
        actors: {
          verifyPassword: fromPromise(({ input }: { input: { id: number; password: string } }) =>
            api.verifyReviewPassword(input.id, input.password),
          ),
          countView: fromPromise(({ input }: { input: { id: number } }) =>
            api.countReviewView(input.id),
          ),
          saveReview: fromPromise<ReviewWithContent, { id: number; update: ReviewUpdate }>(
            ({ input }) =>
              api.updateReview(input.id, { ...input.update, title: tooLong, content: '   ' }),
          ),
        },
      }),
      {
        input: {
          row: {
            id,
            username: '김*속',
            title: original.title,
            consultation_type: original.consultation_type,
            created_at: new Date().toISOString(),
            views: 0,
          },
        },
      },
    ).start();
    dialog.send({ type: 'PASSWORD_CHANGED', password: PASSWORD });
    dialog.send({ type: 'SUBMIT_PASSWORD' });
    await waitFor(dialog, (s) => s.matches({ unlocked: 'viewing' }));
    dialog.send({ type: 'EDIT' });
    dialog.send({ type: 'DRAFT_CHANGED', field: 'title', value: '고친 제목' });
    dialog.send({ type: 'SAVE' });
    const refused = await waitFor(
      dialog,
      (s) => s.matches({ unlocked: 'editing' }) && s.context.errorMessage !== null,
    );
    expect(refused.context.fieldErrors).toEqual({
      title: REVIEW_MESSAGES.titleTooLong,
      content: REVIEW_MESSAGES.contentRequired,
    });
    expect(refused.context.errorMessage).toBe(
      `${REVIEW_MESSAGES.serverErrorPrefix}${REVIEW_MESSAGES.titleTooLong}`,
    );
    expect(refused.context.draft).toEqual({
      title: '고친 제목',
      content: original.content,
      consultation_type: original.consultation_type,
    });
    // Typing into the title clears its message only.
    dialog.send({ type: 'DRAFT_CHANGED', field: 'title', value: '다시 고친 제목' });
    expect(dialog.getSnapshot().context.fieldErrors).toEqual({
      content: REVIEW_MESSAGES.contentRequired,
    });
    dialog.stop();
    expect(await stored(id)).toEqual({
      title: original.title,
      content: original.content,
      consultation_type: original.consultation_type,
    });
  });

  test('a refused edit says nothing about the password and costs no guess', async () => {
    const id = await createReview();
    const invalid = { title: '', content: '내용', consultation_type: 'inheritance' };
    for (const password of ['wrong-pw', PASSWORD]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: REVIEW_API.one(id),
        payload: { ...invalid, password },
      });
      expect(response.statusCode, password).toBe(422);
      expect(response.json()).toEqual({
        detail: REVIEW_MESSAGES.titleRequired,
        errors: [{ field: 'title', message: REVIEW_MESSAGES.titleRequired }],
      });
    }
    expect(await attempts(id)).toBe(0);
    expect(await stored(id)).toMatchObject({ title: original.title });
  });
});
