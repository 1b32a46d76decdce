// Review moderation in the console: hiding, restoring and deleting, each with its reason.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_API, STAFF_CSRF_HEADER, STAFF_MESSAGES } from '../../../contract/staff';
import { STAFF_NOTICE_COPY } from '../../../contract/staffConsoleNotices';
import { STAFF_COPY } from '../../../staff/copy';
import { review, session } from '../../machines/staffFixtures';
import { page, REQUIRED, recordedDelete, renderConsole, signedIn } from './consoleHarness';

vi.setConfig({ testTimeout: 20_000 });

describe('review moderation', () => {
  it('hides a review only with a reason, sent with the CSRF token', async () => {
    let sent: { token: string | null; body: unknown } | undefined;
    signedIn(
      http.post(STAFF_API.reviewHide(review.id), async ({ request }) => {
        sent = { token: request.headers.get(STAFF_CSRF_HEADER), body: await request.json() };
        return HttpResponse.json({ ...review, hidden_at: '2026-11-23T00:00:00.000Z' });
      }),
    );
    const { user } = renderConsole('/staff/reviews');
    await user.click(
      await screen.findByRole('button', { name: `${review.title} ${STAFF_COPY.reviews.hide}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: STAFF_COPY.reviews.hideHeading });
    const reason = within(dialog).getByLabelText(STAFF_COPY.reviews.hideReason, REQUIRED);
    await waitFor(() => expect(reason).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: STAFF_COPY.reviews.hideSubmit }));
    expect(within(dialog).getByText(STAFF_MESSAGES.hideReasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBeUndefined();

    await user.type(reason, '명예훼손 신고');
    await user.click(within(dialog).getByRole('button', { name: STAFF_COPY.reviews.hideSubmit }));
    expect(await screen.findByText(STAFF_COPY.reviews.done.hidden)).toBeInTheDocument();
    expect(sent).toEqual({ token: session.csrfToken, body: { reason: '명예훼손 신고' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('restores a hidden review only with a reason, and shows it beside why it was hidden', async () => {
    const hidden = {
      ...review,
      hidden_at: '2026-11-21T00:00:00.000Z',
      hidden_reason: '명예훼손 신고',
      hidden_by: '이직원',
    };
    let sent: unknown;
    let restored = false;
    signedIn(
      http.get(STAFF_API.reviews, () =>
        HttpResponse.json(
          page([
            restored
              ? {
                  ...hidden,
                  hidden_at: null,
                  restored_at: '2026-11-22T00:00:00.000Z',
                  restored_reason: '신고 철회',
                  restored_by: session.staff.name,
                }
              : hidden,
          ]),
        ),
      ),
      http.post(STAFF_API.reviewRestore(review.id), async ({ request }) => {
        sent = await request.json();
        restored = true;
        return HttpResponse.json({ ...hidden, hidden_at: null });
      }),
    );
    const { user } = renderConsole('/staff/reviews');
    await user.click(
      await screen.findByRole('button', { name: `${review.title} ${STAFF_COPY.reviews.restore}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: STAFF_NOTICE_COPY.restoreHeading });
    await user.click(within(dialog).getByRole('button', { name: STAFF_NOTICE_COPY.restoreSubmit }));
    expect(within(dialog).getByText(STAFF_MESSAGES.restoreReasonRequired)).toBeInTheDocument();
    expect(sent).toBeUndefined();
    await user.type(
      within(dialog).getByLabelText(STAFF_NOTICE_COPY.restoreReason, REQUIRED),
      '신고 철회',
    );
    await user.click(within(dialog).getByRole('button', { name: STAFF_NOTICE_COPY.restoreSubmit }));
    expect(await screen.findByText(STAFF_COPY.reviews.done.restored)).toBeInTheDocument();
    expect(sent).toEqual({ reason: '신고 철회' });
    expect(
      await screen.findByText(/복원 사유: 신고 철회 .*숨겼던 사유: 명예훼손 신고/),
    ).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const { deleted, handler } = recordedDelete(STAFF_API.review(review.id));
    signedIn(handler);
    const { user } = renderConsole('/staff/reviews');
    const remove = await screen.findByRole('button', {
      name: `${review.title} ${STAFF_COPY.reviews.delete}`,
    });
    // Folded after 숨김, the harmless action: opened first, then pressed.
    expect(remove).not.toBeVisible();
    await user.click(
      screen.getByText(STAFF_NOTICE_COPY.deleteReviewSummary, { selector: 'summary' }),
    );
    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', {
      name: STAFF_COPY.reviews.confirmDelete(review.title),
    });
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(deleted).not.toHaveBeenCalled();
    await waitFor(() => expect(remove).toHaveFocus());

    await user.click(remove);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: STAFF_COPY.reviews.delete,
      }),
    );
    expect(await screen.findByText(STAFF_COPY.reviews.done.deleted)).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledWith(session.csrfToken);
  });
});
