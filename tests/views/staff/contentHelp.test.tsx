import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_EDITOR_COPY as E } from '../../../contract/contentEditorCopy';
import { CONTENT_FIELD_HINTS } from '../../../contract/contentHints';
import { MAP_LINK_MESSAGES } from '../../../contract/mapLink';
import {
  CONTENT_API,
  type ContentState,
  repositoryContent,
  type SiteContent,
} from '../../../contract/siteContent';
import { STAFF_API } from '../../../contract/staff';
import { STAFF_COPY } from '../../../staff/copy';
import { StaffConsole } from '../../../staff/StaffConsole';
import { session } from '../../machines/staffFixtures';
import { server } from '../msw';

// The content editor explains itself (decisions 298, 300): each field's line of help, the
// office's location from a pasted map link, and the FAQ's optional button in plain words.
vi.setConfig({ testTimeout: 30_000 });

const C = STAFF_COPY.content;
const H = CONTENT_FIELD_HINTS;
const published: ContentState = {
  published: { version: 1, content: repositoryContent },
  draft: null,
  history: [],
};

function open(...extra: Parameters<typeof server.use>) {
  server.use(
    http.get(CONTENT_API.state, () => HttpResponse.json(published)),
    ...extra,
    http.get(STAFF_API.session, () =>
      HttpResponse.json({ ...session, staff: { ...session.staff, role: 'staff' } }),
    ),
  );
  window.history.replaceState(null, '', '/staff/content');
  const user = userEvent.setup();
  render(<StaffConsole />);
  return user;
}

async function unfold(user: ReturnType<typeof userEvent.setup>, part: string) {
  await user.click(await screen.findByText(part, { selector: 'summary' }));
}

const latitude = () => screen.getByRole('textbox', { name: /^위도/ });
const longitude = () => screen.getByRole('textbox', { name: /^경도/ });
const linkField = () => screen.getByRole('textbox', { name: E.mapLink.label });

describe('사이트 내용: help in the form', () => {
  it('every field says what it is and where it shows, a list once above its items', async () => {
    const user = open();
    await unfold(user, '회사 정보');
    expect(await screen.findByRole('textbox', { name: /^대표 전화/ })).toHaveAccessibleDescription(
      H.firm.mainPhone,
    );
    expect(screen.getByRole('textbox', { name: /^출구/ })).toHaveAccessibleDescription(
      H.firm['subway.exit'],
    );
    const phones = screen.getByRole('group', { name: '상담 전화' });
    expect(phones).toHaveAccessibleDescription(H.firm.counselPhones);
    expect(within(phones).getAllByText(H.firm.counselPhones ?? '')).toHaveLength(1);
    expect(screen.getAllByText(H.firm['counselPhones.number'] ?? '')).toHaveLength(
      repositoryContent.firm.counselPhones.length,
    );
  });

  it('the FAQ’s optional button is offered in words, and explained', async () => {
    const user = open();
    await unfold(user, '자주 묻는 질문');
    const [first] = await screen.findAllByRole('checkbox', { name: E.optional.faq?.link ?? '' });
    expect(first).toHaveAccessibleDescription(H.faq.link);
    expect(screen.queryByText(/연결 버튼 사용/)).toBeNull();
  });

  it('a yes/no field is named by its label alone and described by its hint', async () => {
    const user = open();
    await unfold(user, '채용 포지션');
    const [open_] = await screen.findAllByRole('checkbox', { name: '모집 중' });
    expect(open_).toHaveAccessibleDescription(H.jobs.open);
  });
});

describe('사이트 내용: the office’s location from a map link', () => {
  it('a pasted link fills both numbers, which stay editable; the save sends them', async () => {
    const saved = vi.fn();
    const user = open(
      http.put(CONTENT_API.draft, async ({ request }) => {
        const body = (await request.json()) as SiteContent;
        saved(body.firm.coordinates);
        return HttpResponse.json({ ...published, draft: null });
      }),
    );
    await unfold(user, '회사 정보');
    await screen.findByRole('textbox', { name: /^대표 전화/ });
    expect(screen.getByText(E.mapLink.numbersNote)).toBeInTheDocument();

    await user.click(linkField());
    await user.paste('https://map.kakao.com/link/map/사무실,37.5012,127.0396');
    expect(await screen.findByRole('status')).toHaveTextContent(
      E.mapLink.placed(37.5012, 127.0396),
    );
    expect(latitude()).toHaveValue('37.5012');
    expect(longitude()).toHaveValue('127.0396');

    // The numbers are still the firm's to set by hand.
    await user.clear(longitude());
    // Typed key by key: `127.` and `127.0` on the way stay as typed.
    await user.type(longitude(), '127.04');
    expect(longitude()).toHaveValue('127.04');
    await user.click(screen.getByRole('button', { name: C.save }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith({ lat: 37.5012, lng: 127.04 }));
  });

  it('a link without coordinates is said so at the field, and the numbers stay', async () => {
    const user = open();
    await unfold(user, '회사 정보');
    await screen.findByRole('textbox', { name: /^대표 전화/ });
    await user.type(linkField(), 'https://naver.me/5abcDEFg{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MAP_LINK_MESSAGES.shortLink);
    expect(linkField()).toHaveAttribute('aria-invalid', 'true');
    expect(linkField()).toHaveAccessibleDescription(
      `${E.mapLink.hint} ${MAP_LINK_MESSAGES.shortLink}`,
    );
    expect(latitude()).toHaveValue(String(repositoryContent.firm.coordinates.lat));
    // Enter read the link; it saved nothing.
    expect(screen.queryByText(C.done.saved)).toBeNull();

    await user.clear(linkField());
    await user.type(linkField(), 'https://www.google.com/maps/@37.4979,127.0276,17z');
    await user.click(screen.getByRole('button', { name: E.mapLink.read }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      E.mapLink.placed(37.4979, 127.0276),
    );
    expect(screen.queryByText(MAP_LINK_MESSAGES.shortLink)).toBeNull();
  });
});
