import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENTS, REVIEW_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { renderBoard, rowsOf } from './renderBoard';
import { seedReviews } from './reviewApi';

// Whole user flows through the real router take seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

async function openWrite(url = '/review', overrides: Parameters<typeof renderBoard>[2] = []) {
  const rendered = await renderBoard(url, seedReviews(25), overrides);
  await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0));
  const writeButton = screen.getByRole('button', { name: '후기 작성' });
  await rendered.user.click(writeButton);
  const dialog = await screen.findByRole('dialog', { name: REVIEW_MESSAGES.writeTitle });
  return { ...rendered, writeButton, dialog };
}

type User = Awaited<ReturnType<typeof openWrite>>['user'];
async function fill(user: User, dialog: HTMLElement) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.type(field('작성자'), '  이몽룡 ');
  await user.type(field('비밀번호'), 'secret-1');
  await user.selectOptions(field('상담유형'), 'transfer');
  await user.type(field('제목'), ' 양도세 상담 후기 ');
  await user.type(field('내용'), '친절했습니다.');
}

describe('writing a review', () => {
  it('counts the content live as n/500 and masks the password', async () => {
    const { user, dialog } = await openWrite();
    await waitFor(() => expect(within(dialog).getByLabelText('작성자')).toHaveFocus());
    expect(within(dialog).getByLabelText('비밀번호')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('내용'), '상속세 😀');
    expect(within(dialog).getByText('5/500')).toBeInTheDocument();
  });

  it('counts what the check counts: trimmed, a combined emoji as one', async () => {
    const { user, dialog } = await openWrite();
    const content = within(dialog).getByLabelText('내용');
    // Pasted, as combined emoji come from the system picker in one piece.
    await user.click(content);
    await user.paste('  👨‍👩‍👧‍👦👍🏻가  ');
    expect(within(dialog).getByText('3/500')).toBeInTheDocument();
  });

  it('shows each field error next to its field, announced, and sends nothing', async () => {
    const { user, dialog, api } = await openWrite();
    await user.type(within(dialog).getByLabelText('비밀번호'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    const expected: Array<[string, string]> = [
      ['작성자', REVIEW_MESSAGES.usernameRequired],
      ['비밀번호', REVIEW_MESSAGES.passwordLength],
      ['상담유형', REVIEW_MESSAGES.typeRequired],
      ['제목', REVIEW_MESSAGES.titleRequired],
      ['내용', REVIEW_MESSAGES.contentRequired],
    ];
    for (const [label, message] of expected) {
      const field = within(dialog).getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    // One sentence for the five, not five alerts talking over each other; focus lands on the
    // first field to fix, which reads its own message.
    expect(within(dialog).queryAllByRole('alert')).toHaveLength(0);
    await waitFor(() => expect(within(dialog).getByLabelText('작성자')).toHaveFocus());
    expect(within(dialog).getByText(ANNOUNCEMENTS.formErrors(5))).toHaveAttribute(
      'aria-live',
      'assertive',
    );
    expect(within(dialog).getByLabelText('비밀번호')).toHaveValue('abc');
    expect(api.log.created).toEqual([]);
  });

  it('sends once with 등록 중..., then closes, resets and shows page 1 with the new review', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the request, then lets it through to the fake API (a resolver returning nothing).
    const { user, dialog, api, router, writeButton } = await openWrite('/review?page=2', [
      http.post(REVIEW_API.list, async () => {
        await gate;
      }),
    ]);

    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    const sending = await within(dialog).findByRole('button', { name: REVIEW_MESSAGES.submitting });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(sending).toHaveFocus());
    await user.click(sending);
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.log.created).toEqual([
      {
        username: '이몽룡',
        password: 'secret-1',
        consultation_type: 'transfer',
        title: '양도세 상담 후기',
        content: '친절했습니다.',
      },
    ]);
    expect(router.state.location.search).toEqual({});
    await waitFor(() =>
      expect(within(rowsOf()[0] as HTMLElement).getByRole('button')).toHaveTextContent(
        '양도세 상담 후기',
      ),
    );
    expect(within(rowsOf()[0] as HTMLElement).getByText('이*룡')).toBeInTheDocument();
    await waitFor(() => expect(writeButton).toHaveFocus());

    await user.click(writeButton);
    const again = await screen.findByRole('dialog', { name: REVIEW_MESSAGES.writeTitle });
    expect(within(again).getByLabelText('작성자')).toHaveValue('');
    expect(within(again).getByText('0/500')).toBeInTheDocument();
  });

  it.each([
    ['no answer', () => HttpResponse.error(), REVIEW_MESSAGES.noResponse],
    [
      'a server error',
      () => HttpResponse.json({ detail: '잠시 후 다시 시도해주세요.' }, { status: 503 }),
      'Error: 잠시 후 다시 시도해주세요.',
    ],
    [
      'a server error without detail',
      () => new HttpResponse(null, { status: 500 }),
      REVIEW_MESSAGES.serverError,
    ],
  ])('keeps everything typed and explains %s', async (_, failure, message) => {
    const { user, dialog } = await openWrite('/review', [http.post(REVIEW_API.list, failure)]);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText('제목')).toHaveValue(' 양도세 상담 후기 ');
    expect(within(dialog).getByRole('button', { name: '등록' })).toBeEnabled();
  });

  it('puts the server field messages (422) next to their fields', async () => {
    const { user, dialog } = await openWrite('/review', [
      http.post(REVIEW_API.list, () =>
        HttpResponse.json(
          {
            detail: '입력값을 확인해주세요.',
            errors: [{ field: 'title', message: REVIEW_MESSAGES.titleTooLong }],
          },
          { status: 422 },
        ),
      ),
    ]);
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: '등록' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('제목')).toHaveAccessibleDescription(
        REVIEW_MESSAGES.titleTooLong,
      ),
    );
  });

  it('closes at once when nothing was typed', async () => {
    const { user, writeButton } = await openWrite();
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(writeButton).toHaveFocus());
  });

  it.each([
    [
      'the cancel button',
      async (user: User) => user.click(screen.getByRole('button', { name: '취소' })),
    ],
    ['Esc', async (user: User) => user.keyboard('{Escape}')],
  ])('asks 작성을 취소하시겠습니까? on %s once something was typed', async (_, cancel) => {
    const { user, dialog, writeButton } = await openWrite();
    await user.type(within(dialog).getByLabelText('제목'), '쓰던 글');
    await cancel(user);
    const confirm = await screen.findByRole('alertdialog', {
      name: REVIEW_MESSAGES.cancelWriteConfirm,
    });

    await user.click(within(confirm).getByRole('button', { name: '계속 작성' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('제목')).toHaveValue('쓰던 글');

    await cancel(user);
    const again = await screen.findByRole('alertdialog', {
      name: REVIEW_MESSAGES.cancelWriteConfirm,
    });
    await user.click(within(again).getByRole('button', { name: '작성 취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(writeButton).toHaveFocus());
  });
});
