import { screen, waitFor, within } from '@testing-library/react';
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
import { STAFF_CSRF_HEADER } from '../../../contract/staff';
import { session } from '../../machines/staffFixtures';
import { C, open, PHONE, phoneField, published, unfold, withDraft } from './contentHarness';

// The content editor's drafts (decision 150): a draft checked before it is sent, a list kept
// within its bounds, and a success case's picture uploaded into it.
vi.setConfig({ testTimeout: 30_000 });

/** What is published, with `count` copies of the first question. */
function withFaq(count: number): ContentState {
  const [first] = repositoryContent.faq;
  if (!first) throw new Error('the repository has questions');
  const faq = Array.from({ length: count }, (_, index) => ({ ...first, id: index + 1 }));
  return { ...published, published: { version: 1, content: { ...repositoryContent, faq } } };
}

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
