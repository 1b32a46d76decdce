import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_EDITOR_COPY as E } from '../../../contract/contentEditorCopy';
import { CONTENT_MESSAGES } from '../../../contract/contentLimits';
import { firm } from '../../../contract/firm';
import { CONTENT_API, type ContentState, repositoryContent } from '../../../contract/siteContent';
import { STAFF_CSRF_HEADER } from '../../../contract/staff';
import { session } from '../../machines/staffFixtures';
import {
  C,
  DRAFT_REVISION,
  open,
  PHONE,
  phoneField,
  published,
  unfold,
  withDraft,
} from './contentHarness';

// Publishing the firm's content from the console (decision 150): the saved draft previewed at
// three widths, published by an owner after confirming, and an older version brought back.
vi.setConfig({ testTimeout: 30_000 });

describe('사이트 내용', () => {
  it('an owner publishes the saved draft only after confirming, and sees the history name what changed', async () => {
    const published2: ContentState = {
      published: {
        version: 2,
        content: { ...repositoryContent, firm: { ...firm, mainPhone: PHONE } },
      },
      draft: null,
      history: [
        {
          version: 2,
          published_by: session.staff.name,
          published_at: '2026-11-25T03:00:00.000Z',
          reverted_from: null,
          changed: ['firm.mainPhone', 'faq[0].answer[1]'],
        },
        ...published.history,
      ],
    };
    const calls = vi.fn();
    const user = open(
      'owner',
      http.get(CONTENT_API.state, () =>
        HttpResponse.json(withDraft({ ...repositoryContent, firm: { ...firm, mainPhone: PHONE } })),
      ),
      http.post(CONTENT_API.publish, async ({ request }) => {
        calls('publish', request.headers.get(STAFF_CSRF_HEADER), await request.json());
        return HttpResponse.json(published2);
      }),
      http.post(CONTENT_API.revert(1), async ({ request }) => {
        calls('revert', request.headers.get(STAFF_CSRF_HEADER), await request.json());
        return HttpResponse.json({
          ...published,
          published: { ...published.published, version: 3 },
        });
      }),
    );
    await unfold(user, '회사 정보');
    const phone = await phoneField();
    expect(phone).toHaveValue(PHONE);

    // Typed since it was saved: publishing would not publish what the screen shows.
    await user.type(phone, '9');
    await user.click(screen.getByRole('button', { name: C.publish }));
    expect(await screen.findByText(CONTENT_MESSAGES.unsaved)).toBeInTheDocument();
    await user.type(phone, '{Backspace}');

    await user.click(screen.getByRole('button', { name: C.publish }));
    const dialog = await screen.findByRole('alertdialog', { name: C.confirm.publish.title });
    // Before confirming, the owner reads what the publish changes.
    expect(within(dialog).getByRole('list', { name: E.publish.changesHeading })).toHaveTextContent(
      '회사 정보: 대표 전화',
    );
    await user.click(within(dialog).getByRole('button', { name: C.confirm.cancel }));
    expect(calls).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: C.publish }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: C.confirm.publish.submit,
      }),
    );
    expect(await screen.findByText(C.done.published)).toBeInTheDocument();
    // The draft it saw is named: one saved by someone else since would be refused, not published.
    expect(calls).toHaveBeenCalledWith('publish', session.csrfToken, { draft: DRAFT_REVISION });
    const history = screen.getByRole('region', { name: C.historyHeading });
    expect(history).toHaveTextContent('회사 정보 · 대표 전화, 자주 묻는 질문 1 · 답변 문단 2');

    await user.click(within(history).getByRole('button', { name: C.revertLabel(1) }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: C.confirm.revert.title(1) })).getByRole(
        'button',
        { name: C.confirm.revert.submit },
      ),
    );
    expect(await screen.findByText(C.done.reverted)).toBeInTheDocument();
    expect(calls).toHaveBeenLastCalledWith('revert', session.csrfToken, { draft: null });
  });

  it('shows the saved draft at three widths in frames from the preview call, each page by its name', async () => {
    const retitled = repositoryContent.successCases.map((item) =>
      item.id === 2 ? { ...item, title: '초안의 새 제목' } : item,
    );
    const user = open(
      'staff',
      http.get(CONTENT_API.state, () =>
        HttpResponse.json(withDraft({ ...repositoryContent, successCases: retitled })),
      ),
    );
    await screen.findByRole('button', { name: C.save });
    const pages = screen.getByRole('combobox', { name: C.previewPage });
    // Every page, by the name the firm knows it by; a case by the draft's title.
    expect(
      within(pages)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '홈',
      '센터 소개',
      '서비스',
      '성공사례',
      '고객후기',
      '상담신청',
      '자주 묻는 질문',
      '인재채용',
      '상속·증여세 계산기',
      '개인정보 처리방침',
      ...repositoryContent.successCases.map(
        (item) => `성공사례 ${item.id}: ${item.id === 2 ? '초안의 새 제목' : item.title}`,
      ),
    ]);
    await user.selectOptions(pages, '자주 묻는 질문');
    await user.click(screen.getByRole('button', { name: C.previewOpen }));
    for (const width of [375, 768, 1280]) {
      const frame = screen.getByTitle(E.preview.frameTitle('자주 묻는 질문', width));
      expect(frame).toHaveAttribute('width', String(width));
      expect(frame.getAttribute('src')).toMatch(/^\/api\/staff\/content\/preview\?path=%2Ffaq&v=/);
    }
    await user.click(screen.getByRole('button', { name: C.previewClose }));
    expect(screen.queryByTitle(E.preview.frameTitle('자주 묻는 질문', 375))).toBeNull();
  });
});
