// What the review access machine does beyond its model: an empty password, the edit form's
// copy and limits, a legacy consultation type.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { REVIEW_MESSAGES } from '../../contract/messages';
import type { PasswordCheckResult, ReviewWithContent, ViewsResult } from '../../contract/reviews';
import { reviewAccessMachine } from '../../machines/reviewAccessMachine';
import { review, row } from './reviewFixtures';

describe('reviewAccessMachine details', () => {
  /** A review listed as `listed` whose right password opens `opened`; the view count never answers. */
  const open = (opened: ReviewWithContent = review, listed = row) =>
    createActor(
      reviewAccessMachine.provide({
        actors: {
          verifyPassword: fromPromise<PasswordCheckResult, { id: number; password: string }>(
            async () => ({ verified: true, review: opened }),
          ),
          countView: fromPromise(() => new Promise<ViewsResult>(() => {})),
        },
      }),
      { input: { row: listed } },
    ).start();

  /** Types the right password, waits for the review to open, and starts editing it. */
  const unlockAndEdit = async (actor: ReturnType<typeof open>) => {
    actor.send({ type: 'PASSWORD_CHANGED', password: 'pw-1234' });
    actor.send({ type: 'SUBMIT_PASSWORD' });
    await waitFor(actor, (snapshot) => snapshot.matches('unlocked'));
    actor.send({ type: 'EDIT' });
  };

  it('asks for the password without calling the server when it is empty', () => {
    const actor = open();
    actor.send({ type: 'SUBMIT_PASSWORD' });
    expect(actor.getSnapshot().value).toBe('askingPassword');
    expect(actor.getSnapshot().context.errorMessage).toBe(REVIEW_MESSAGES.passwordEmpty);
  });

  it('copies title, content and type into the edit form and checks the same limits', async () => {
    const actor = open();
    await unlockAndEdit(actor);
    expect(actor.getSnapshot().context.draft).toEqual({
      title: review.title,
      content: review.content,
      consultation_type: 'gift',
    });
    actor.send({ type: 'DRAFT_CHANGED', field: 'content', value: '가'.repeat(501) });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches({ unlocked: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      content: REVIEW_MESSAGES.contentTooLong,
    });
  });

  it('asks again for a legacy type (shown as 기타): writes accept only the known ones', async () => {
    const legacy: ReviewWithContent = { ...review, consultation_type: 'legacy-other' };
    const actor = open(legacy, { ...row, consultation_type: 'legacy-other' });
    await unlockAndEdit(actor);
    expect(actor.getSnapshot().context.draft).toEqual({
      title: legacy.title,
      content: legacy.content,
      consultation_type: '',
    });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches({ unlocked: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      consultation_type: REVIEW_MESSAGES.typeRequired,
    });
  });
});
