import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_EDITOR_COPY as E } from '../../../contract/contentEditorCopy';
import { CONTENT_FIELD_HINTS } from '../../../contract/contentHints';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../../../contract/contentLimits';
import { firm } from '../../../contract/firm';
import {
  CONTENT_API,
  CONTENT_IMAGE_FIELD,
  type ContentState,
  repositoryContent,
  type SiteContent,
} from '../../../contract/siteContent';
import { STAFF_API, STAFF_CSRF_HEADER } from '../../../contract/staff';
import { STAFF_COPY } from '../../../staff/copy';
import { StaffConsole } from '../../../staff/StaffConsole';
import { session } from '../../machines/staffFixtures';
import { server } from '../msw';

vi.setConfig({ testTimeout: 30_000 });

const C = STAFF_COPY.content;
const PHONE = '02-555-1234';
const published: ContentState = {
  published: { version: 1, content: repositoryContent },
  draft: null,
  history: [
    {
      version: 1,
      published_by: 'seed',
      published_at: '2026-11-20T01:00:00.000Z',
      reverted_from: null,
      changed: [],
    },
  ],
};
const DRAFT_REVISION = 41;
const withDraft = (content: SiteContent): ContentState => ({
  ...published,
  draft: {
    revision: DRAFT_REVISION,
    content,
    updated_by: session.staff.name,
    updated_at: '2026-11-25T02:00:00.000Z',
  },
});

function open(role: 'owner' | 'staff', ...extra: Parameters<typeof server.use>) {
  server.use(
    ...extra,
    http.get(STAFF_API.session, () =>
      HttpResponse.json({ ...session, staff: { ...session.staff, role } }),
    ),
  );
  window.history.replaceState(null, '', '/staff/content');
  const user = userEvent.setup();
  render(<StaffConsole />);
  return user;
}

/** Unfolds a part of the form (folded parts have no fields). */
async function unfold(user: ReturnType<typeof userEvent.setup>, part: string) {
  await user.click(await screen.findByText(part, { selector: 'summary' }));
}

/** What is published, with `count` copies of the first question. */
function withFaq(count: number): ContentState {
  const [first] = repositoryContent.faq;
  if (!first) throw new Error('the repository has questions');
  const faq = Array.from({ length: count }, (_, index) => ({ ...first, id: index + 1 }));
  return { ...published, published: { version: 1, content: { ...repositoryContent, faq } } };
}

const phoneField = () => screen.findByRole('textbox', { name: /^대표 전화/ });

describe('사이트 내용', () => {
  it('staff save a checked draft: a wrong phone is said at the field and nothing is sent', async () => {
    const saved = vi.fn();
    const user = open(
      'staff',
      http.get(CONTENT_API.state, () => HttpResponse.json(published)),
      http.put(CONTENT_API.draft, async ({ request }) => {
        const body = (await request.json()) as SiteContent;
        saved(request.headers.get(STAFF_CSRF_HEADER), body);
        return HttpResponse.json(withDraft(body));
      }),
    );
    await unfold(user, '회사 정보');
    const phone = await phoneField();
    expect(phone).toHaveValue(firm.mainPhone);
    expect(screen.queryByRole('button', { name: C.publish })).toBeNull();
    expect(screen.getByText(C.ownerPublishes)).toBeInTheDocument();

    await user.clear(phone);
    await user.type(phone, '전화번호');
    await user.click(screen.getByRole('button', { name: C.save }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    // Its one line of help, then what is wrong.
    expect(phone).toHaveAccessibleDescription(
      `${CONTENT_FIELD_HINTS.firm.mainPhone} ${CONTENT_MESSAGES.phone}`,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      `회사 정보 · 대표 전화: ${CONTENT_MESSAGES.phone}`,
    );
    expect(saved).not.toHaveBeenCalled();

    await user.clear(phone);
    await user.type(phone, PHONE);
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: C.save }));
    expect(await screen.findByText(C.done.saved)).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith(session.csrfToken, {
      ...repositoryContent,
      firm: { ...firm, mainPhone: PHONE },
    });
    expect(screen.getByText(/저장된 초안:/)).toBeInTheDocument();
  });

  it('a new FAQ item starts blank and numbered after the last; a blank one is refused item by item', async () => {
    const saved = vi.fn();
    const user = open(
      'staff',
      http.get(CONTENT_API.state, () => HttpResponse.json(published)),
      http.put(CONTENT_API.draft, async ({ request }) => {
        saved(await request.json());
        return HttpResponse.json(published);
      }),
    );
    await unfold(user, '자주 묻는 질문');
    const list = screen.getByRole('group', { name: '자주 묻는 질문' });
    await user.click(within(list).getByRole('button', { name: '자주 묻는 질문 추가' }));
    const count = repositoryContent.faq.length + 1;
    const added = screen.getByRole('group', { name: `자주 묻는 질문 ${count}` });
    await user.click(screen.getByRole('button', { name: C.save }));
    expect(within(added).getByRole('textbox', { name: /^질문/ })).toHaveAccessibleDescription(
      `${CONTENT_FIELD_HINTS.faq.question} ${CONTENT_MESSAGES.required}`,
    );
    expect(saved).not.toHaveBeenCalled();

    await user.type(within(added).getByRole('textbox', { name: /^질문/ }), '새 질문인가요?');
    await user.type(within(added).getByRole('textbox', { name: /^답변 문단 1/ }), '새 답입니다.');
    await user.click(screen.getByRole('button', { name: C.save }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const body = saved.mock.calls[0]?.[0] as SiteContent;
    expect(body.faq.at(-1)).toEqual({
      id: count,
      question: '새 질문인가요?',
      answer: ['새 답입니다.'],
    });

    // Back to the server's answer (what is published): the added item is gone again.
    expect(await screen.findByText(C.done.saved)).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: '자주 묻는 질문 1' })).getByRole('checkbox', {
        name: E.optional.faq?.link ?? '',
      }),
    );
    expect(
      within(screen.getByRole('group', { name: '자주 묻는 질문 1' })).getByRole('combobox', {
        name: /^연결할 페이지/,
      }),
    ).toHaveValue('/center-info');
  });

  it('a list stays within its bounds: the last question cannot be removed, none added past the limit', async () => {
    const user = open(
      'staff',
      http.get(CONTENT_API.state, () => HttpResponse.json(withFaq(1))),
    );
    await unfold(user, '자주 묻는 질문');
    const list = screen.getByRole('group', { name: '자주 묻는 질문' });
    const removeFirst = C.remove('자주 묻는 질문 1');
    expect(within(list).queryByRole('button', { name: removeFirst })).toBeNull();
    await user.click(within(list).getByRole('button', { name: C.add('자주 묻는 질문') }));
    // Two now: either may go.
    expect(within(list).getByRole('button', { name: removeFirst })).toBeEnabled();
  });

  it('no question is offered past the limit', async () => {
    const user = open(
      'staff',
      http.get(CONTENT_API.state, () => HttpResponse.json(withFaq(CONTENT_LIMITS.faqItemsMax))),
    );
    await unfold(user, '자주 묻는 질문');
    const list = screen.getByRole('group', { name: '자주 묻는 질문' });
    expect(
      within(list).getByRole('group', { name: `자주 묻는 질문 ${CONTENT_LIMITS.faqItemsMax}` }),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: C.add('자주 묻는 질문') })).toBeNull();
  });

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

describe('사이트 내용: a success case’s picture', () => {
  it('uploads the chosen file with the CSRF token; the case takes its address and keeps its description', async () => {
    const uploads = vi.fn();
    const saved = vi.fn();
    const src = `/images/uploads/${'b'.repeat(64)}-640.webp`;
    const user = open(
      'staff',
      http.get(CONTENT_API.state, () => HttpResponse.json(published)),
      http.post(CONTENT_API.images, async ({ request }) => {
        const body = await request.formData();
        // jsdom's File does not survive the trip through fetch whole; that a file field went is
        // what this can see (the browser test sends a real picture).
        uploads(request.headers.get(STAFF_CSRF_HEADER), body.has(CONTENT_IMAGE_FIELD));
        return HttpResponse.json({ src, width: 640, height: 400 });
      }),
      http.put(CONTENT_API.draft, async ({ request }) => {
        saved(await request.json());
        return HttpResponse.json(published);
      }),
    );
    await unfold(user, '성공 사례');
    const [first] = repositoryContent.successCases;
    const chooser = screen.getAllByLabelText(/새로 올리기/)[0] as HTMLInputElement;
    await user.upload(
      chooser,
      new File([new Uint8Array(1024)], 'office.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText(C.done.uploaded)).toBeInTheDocument();
    expect(uploads).toHaveBeenCalledWith(session.csrfToken, true);

    // Too large for the server: said at once, nothing sent.
    const huge = new File([new Uint8Array(1)], 'raw.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: CONTENT_LIMITS.imageMaxBytes + 1 });
    await user.upload(chooser, huge);
    expect(await screen.findByText(CONTENT_MESSAGES.imageTooLarge)).toBeInTheDocument();
    expect(uploads).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: C.save }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const body = saved.mock.calls[0]?.[0] as SiteContent;
    expect(body.successCases[0]?.image).toEqual({
      src,
      width: 640,
      height: 400,
      alt: first?.image.alt,
    });
  });
});
