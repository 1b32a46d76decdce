import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS, REVIEW_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { renderBoard, rowsOf } from './renderBoard';
import { seedReviews } from './reviewApi';

// Whole user flows through the real router take seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const VERIFY = REVIEW_API.verify(':id' as unknown as number);
const VIEWS = REVIEW_API.views(':id' as unknown as number);
const ONE = REVIEW_API.one(':id' as unknown as number);

/** The board with review 25 (newest, password pw-0025) as its first row, opened. */
async function openFirstReview(overrides: Parameters<typeof renderBoard>[2] = []) {
  const rendered = await renderBoard('/review', seedReviews(25), overrides);
  const titleButton = await screen.findByRole('button', { name: '후기 제목 25' });
  await rendered.user.click(titleButton);
  const dialog = await screen.findByRole('dialog', { name: '비밀번호 확인' });
  return { ...rendered, titleButton, dialog };
}

async function verify(user: Awaited<ReturnType<typeof openFirstReview>>['user'], password: string) {
  const input = screen.getByLabelText('비밀번호');
  await user.clear(input);
  if (password) await user.type(input, password);
  await user.keyboard('{Enter}');
}

describe('opening a review', () => {
  it('asks for the password first, offering nothing but close', async () => {
    const { dialog } = await openFirstReview();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(within(dialog).getByLabelText('비밀번호')).toHaveFocus());
    expect(within(dialog).getByLabelText('비밀번호')).toHaveAttribute('type', 'password');
    expect(within(dialog).queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('후기 내용 25')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '닫기' })).toBeInTheDocument();
  });

  it('opens from a click anywhere on the row too', async () => {
    const { user } = await renderBoard();
    const row = await waitFor(() => rowsOf()[1] as HTMLElement);
    await user.click(within(row).getAllByRole('cell')[4] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: '비밀번호 확인' })).toBeInTheDocument();
  });

  it.each([
    ['an empty password', '', [], REVIEW_MESSAGES.passwordEmpty],
    ['a wrong password', 'wrong-pw', [], REVIEW_MESSAGES.passwordWrong],
    [
      'a failed check',
      'pw-0025',
      [http.post(VERIFY, () => HttpResponse.json({ detail: '오류' }, { status: 500 }))],
      REVIEW_MESSAGES.passwordCheckFailed,
    ],
    [
      'no answer',
      'pw-0025',
      [http.post(VERIFY, () => HttpResponse.error())],
      REVIEW_MESSAGES.passwordCheckFailed,
    ],
  ])(
    'explains %s next to the field and keeps what was typed',
    async (_, password, overrides, message) => {
      const { user, api } = await openFirstReview(overrides);
      await verify(user, password);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      const input = screen.getByLabelText('비밀번호');
      expect(input).toHaveValue(password);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input.getAttribute('aria-describedby')).toContain(alert.id);
      expect(api.log.viewCounts).toBe(0);
    },
  );

  it("locks the review after five wrong passwords, in the server's own words", async () => {
    const { user, api } = await openFirstReview();
    for (let attempt = 0; attempt < 5; attempt++) {
      await verify(user, `wrong-${attempt}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.passwordWrong);
    }
    // Even the right password is refused while locked (decision 26).
    await verify(user, 'pw-0025');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.tooManyAttempts),
    );
    expect(api.log.viewCounts).toBe(0);
  });

  it('shows the detail after the right password and counts the view exactly once', async () => {
    const { user, api } = await openFirstReview();
    await verify(user, 'pw-0025');
    const detail = await screen.findByRole('dialog', { name: '후기 제목 25' });
    expect(within(detail).getByText('후기 내용 25')).toBeInTheDocument();
    expect(within(detail).getByText('홍***5')).toBeInTheDocument();
    expect(within(detail).getByText('상속세')).toBeInTheDocument();
    expect(within(detail).getByText('2026-01-25')).toBeInTheDocument();
    // 250 views before, one more for this open, shown in the detail and the list.
    expect(await within(detail).findByText('251')).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: '수정' })).toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: '삭제' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowsOf()[0] as HTMLElement).getByText('251')).toBeInTheDocument(),
    );
    expect(api.log.viewCounts).toBe(1);
  });

  it('still shows the review when counting the view fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await openFirstReview([http.post(VIEWS, () => HttpResponse.error())]);
    await verify(user, 'pw-0025');
    const detail = await screen.findByRole('dialog', { name: '후기 제목 25' });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(within(detail).getByText('후기 내용 25')).toBeInTheDocument();
    expect(within(detail).queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });

  it('returns focus to the row after the detail is closed too', async () => {
    const { user, titleButton } = await openFirstReview();
    await verify(user, 'pw-0025');
    const detail = await screen.findByRole('dialog', { name: '후기 제목 25' });
    await waitFor(() => expect(within(detail).getByRole('button', { name: '수정' })).toHaveFocus());
    await user.click(within(detail).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(titleButton).toHaveFocus());
  });

  it('returns focus to the row that opened it when closed (Esc)', async () => {
    const { user, titleButton } = await openFirstReview();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(titleButton).toHaveFocus());
  });
});

describe('editing a review', () => {
  async function openEditor(overrides: Parameters<typeof renderBoard>[2] = []) {
    const opened = await openFirstReview(overrides);
    await verify(opened.user, 'pw-0025');
    const detail = await screen.findByRole('dialog', { name: '후기 제목 25' });
    await within(detail).findByText('251');
    await opened.user.click(within(detail).getByRole('button', { name: '수정' }));
    const editor = await screen.findByRole('dialog', { name: '후기 수정' });
    return { ...opened, editor };
  }

  it('copies title, content and type in, saves with PUT and updates detail and list', async () => {
    const { user, editor, api } = await openEditor();
    const title = within(editor).getByLabelText('제목');
    expect(title).toHaveValue('후기 제목 25');
    await waitFor(() => expect(title).toHaveFocus());
    expect(within(editor).getByLabelText('내용')).toHaveValue('후기 내용 25');
    expect(within(editor).getByLabelText('상담유형')).toHaveValue('inheritance');

    await user.clear(title);
    await user.type(title, '  고친 제목  ');
    await user.selectOptions(within(editor).getByLabelText('상담유형'), 'gift');
    await user.click(within(editor).getByRole('button', { name: '저장' }));

    const detail = await screen.findByRole('dialog', { name: '고친 제목' });
    expect(within(detail).getByText('증여세')).toBeInTheDocument();
    expect(api.log.updated).toEqual([
      {
        password: 'pw-0025',
        title: '고친 제목',
        content: '후기 내용 25',
        consultation_type: 'gift',
      },
    ]);
    await waitFor(() =>
      expect(within(rowsOf()[0] as HTMLElement).getByText('고친 제목')).toBeInTheDocument(),
    );
    expect(within(rowsOf()[0] as HTMLElement).getByText('증여세')).toBeInTheDocument();
  });

  it('applies the writing limits and keeps the text', async () => {
    const { user, editor, api } = await openEditor();
    const content = within(editor).getByLabelText('내용');
    await user.clear(content);
    await user.click(content);
    await user.paste('가'.repeat(501));
    expect(within(editor).getByText('501/500')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(content).toHaveFocus());
    expect(content).toHaveAttribute('aria-invalid', 'true');
    expect(content).toHaveAccessibleDescription(
      expect.stringContaining(REVIEW_MESSAGES.contentTooLong),
    );
    expect(within(editor).getByText(ANNOUNCEMENTS.formErrors(1))).toBeInTheDocument();
    expect(content).toHaveValue('가'.repeat(501));
    expect(api.log.updated).toEqual([]);
  });

  it('shows the no-response text when saving gets no answer', async () => {
    const { user, editor } = await openEditor([http.put(ONE, () => HttpResponse.error())]);
    await user.click(within(editor).getByRole('button', { name: '저장' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.noResponse);
    expect(within(editor).getByLabelText('제목')).toHaveValue('후기 제목 25');
  });

  it('goes back to the detail on cancel', async () => {
    const { user, editor } = await openEditor();
    await user.click(within(editor).getByRole('button', { name: '취소' }));
    const detail = await screen.findByRole('dialog', { name: '후기 제목 25' });
    await waitFor(() => expect(within(detail).getByRole('button', { name: '수정' })).toHaveFocus());
  });
});

describe('deleting a review', () => {
  async function askToDelete(url = '/review', overrides: Parameters<typeof renderBoard>[2] = []) {
    const rendered = await renderBoard(url, seedReviews(21), overrides);
    const first = await waitFor(() => {
      const row = rowsOf()[0] as HTMLElement;
      return within(row).getByRole('button');
    });
    const id = Number(first.textContent?.replace('후기 제목 ', ''));
    await rendered.user.click(first);
    await screen.findByRole('dialog', { name: '비밀번호 확인' });
    await verify(rendered.user, `pw-${String(id).padStart(4, '0')}`);
    const detail = await screen.findByRole('dialog', { name: `후기 제목 ${id}` });
    await rendered.user.click(within(detail).getByRole('button', { name: '삭제' }));
    const confirm = await screen.findByRole('alertdialog', { name: REVIEW_MESSAGES.deleteConfirm });
    return { ...rendered, id, detail, confirm };
  }

  it('asks first, and keeps the review when the visitor says no', async () => {
    const { user, confirm, api } = await askToDelete();
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '후기 제목 21' })).toBeInTheDocument();
    expect(api.log.deleted).toEqual([]);
  });

  it('deletes, reloads the list on the same page and closes', async () => {
    const { user, confirm, api } = await askToDelete();
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.log.deleted).toEqual([21]);
    await waitFor(() =>
      expect(within(rowsOf()[0] as HTMLElement).getByRole('button')).toHaveTextContent(
        '후기 제목 20',
      ),
    );
    expect(screen.getByText('총 20건')).toBeInTheDocument();
    // The deleted row's button is gone; focus lands on the new count, not on the page body.
    await waitFor(() => expect(screen.getByText('총 20건')).toHaveFocus());
  });

  it('steps back a page when the deleted review was the last one on its page', async () => {
    const { user, confirm, router } = await askToDelete('/review?page=3');
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(screen.getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the server detail when deleting fails and keeps the review open', async () => {
    const { user, confirm } = await askToDelete('/review');
    // Someone else deleted it meanwhile: the server answers 404 with its own detail.
    const gone = await fetch(new URL(REVIEW_API.one(21), window.location.origin), {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'pw-0021' }),
    });
    expect(gone.status).toBe(204);
    await user.click(within(confirm).getByRole('button', { name: '삭제' }));
    const detail = await screen.findByRole('dialog', { name: '후기 제목 21' });
    expect(await within(detail).findByRole('alert')).toHaveTextContent(
      `Error: ${REVIEW_MESSAGES.notFound}`,
    );
  });
});
