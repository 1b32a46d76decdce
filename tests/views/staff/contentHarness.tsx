import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import {
  type ContentState,
  repositoryContent,
  type SiteContent,
} from '../../../contract/siteContent';
import { STAFF_API } from '../../../contract/staff';
import { STAFF_COPY } from '../../../staff/copy';
import { StaffConsole } from '../../../staff/StaffConsole';
import { session } from '../../machines/staffFixtures';
import { server } from '../msw';

// What the content editor's view tests share: the console opened on 사이트 내용 as staff or an
// owner, what is published, a saved draft, and unfolding a part of the form.

export const C = STAFF_COPY.content;
export const PHONE = '02-555-1234';
export const published: ContentState = {
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
export const DRAFT_REVISION = 41;
export const withDraft = (content: SiteContent): ContentState => ({
  ...published,
  draft: {
    revision: DRAFT_REVISION,
    content,
    updated_by: session.staff.name,
    updated_at: '2026-11-25T02:00:00.000Z',
  },
});

export function open(role: 'owner' | 'staff', ...extra: Parameters<typeof server.use>) {
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
export async function unfold(user: ReturnType<typeof userEvent.setup>, part: string) {
  await user.click(await screen.findByText(part, { selector: 'summary' }));
}

export const phoneField = () => screen.findByRole('textbox', { name: /^대표 전화/ });
