import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_API, type ContentState, repositoryContent } from '../../../contract/siteContent';
import { STAFF_API } from '../../../contract/staff';
import { STAFF_TODAY_API, STAFF_TODAY_COPY } from '../../../contract/staffToday';
import { STAFF_COPY } from '../../../staff/copy';
import { StaffConsole } from '../../../staff/StaffConsole';
import { consultation, session } from '../../machines/staffFixtures';
import { server } from '../msw';

vi.setConfig({ testTimeout: 30_000 });

// Above every section: today's new requests and applications, on the tabs too, each a link to
// the list of them, counted again as lists are read and records change; and the owner's
// example-values warning, read again after a publish.
const DAY = '2026-12-06';
const page = <T,>(items: T[]) => ({ items, total: items.length });

function renderConsole(path: string, ...extra: Parameters<typeof server.use>) {
  server.use(
    ...extra,
    http.get(STAFF_API.consultations, () => HttpResponse.json(page([consultation]))),
    http.get(STAFF_API.consultation(consultation.id), () => HttpResponse.json(consultation)),
  );
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(<StaffConsole />);
  return user;
}

describe('today at a glance', () => {
  it('counts on the tabs read with their meaning, and a count opens the list of them', async () => {
    const asked: string[] = [];
    const user = renderConsole(
      '/staff/reviews',
      http.get(STAFF_API.session, () => HttpResponse.json(session)),
      http.get(STAFF_API.reviews, () => HttpResponse.json(page([]))),
      http.get(STAFF_TODAY_API, () =>
        HttpResponse.json({ day: DAY, consultations: 3, applications: 0 }),
      ),
      http.get(STAFF_API.consultations, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(page([consultation]));
      }),
    );
    const nav = await screen.findByRole('navigation', { name: STAFF_COPY.navLabel });
    const tab = await within(nav).findByRole('link', {
      name: new RegExp(`^${STAFF_COPY.sections.consultations}\\s+${STAFF_TODAY_COPY.badge(3)}$`),
    });
    expect(tab).toHaveTextContent('3');
    // No count, no badge: the tab is its name alone.
    expect(
      within(nav).getByRole('link', { name: STAFF_COPY.sections.applications }),
    ).toBeInTheDocument();

    const filtered = `?status=new&from=${DAY}&to=${DAY}`;
    const link = screen.getByRole('link', { name: STAFF_TODAY_COPY.count.consultations(3) });
    expect(link).toHaveAttribute('href', `/staff/consultations${filtered}`);
    await user.click(link);
    await screen.findByRole('heading', { name: STAFF_COPY.sections.consultations });
    await waitFor(() => expect(asked).toEqual([`?page=1&status=new&from=${DAY}&to=${DAY}`]));
    expect(window.location.search).toBe(filtered);
  });

  it('counts again once a status is saved', async () => {
    let count = 1;
    const user = renderConsole(
      '/staff/consultations',
      http.get(STAFF_API.session, () => HttpResponse.json(session)),
      http.get(STAFF_TODAY_API, () =>
        HttpResponse.json({ day: DAY, consultations: count, applications: 0 }),
      ),
      http.patch(STAFF_API.consultation(consultation.id), () => {
        count = 0;
        return HttpResponse.json({ ...consultation, status: 'contacted' });
      }),
    );
    expect(
      await screen.findByRole('link', { name: STAFF_TODAY_COPY.count.consultations(1) }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /홍길동.*열기/ }));
    const dialog = await screen.findByRole('dialog', { name: /홍길동/ });
    await user.selectOptions(
      within(dialog).getByLabelText(STAFF_COPY.detail.newStatus, { exact: false }),
      '연락함',
    );
    await user.click(within(dialog).getByRole('button', { name: STAFF_COPY.detail.save }));
    expect(
      await screen.findByRole('link', { name: STAFF_TODAY_COPY.count.consultations(0) }),
    ).toBeInTheDocument();
  });
});

describe('the example-values warning', () => {
  it('is gone without a reload once a publish fixed the values', async () => {
    const C = STAFF_COPY.content;
    const items = [{ label: '대표 전화', value: '02-0000-0000' }];
    let ready = items;
    const state: ContentState = {
      published: { version: 1, content: repositoryContent },
      draft: {
        revision: 7,
        content: repositoryContent,
        updated_by: '김세무',
        updated_at: '2026-11-25T02:00:00.000Z',
      },
      history: [],
    };
    const owner = { ...session, staff: { ...session.staff, role: 'owner' as const } };
    const user = renderConsole(
      '/staff/content',
      http.get(STAFF_API.session, () => HttpResponse.json({ ...owner, readyToPublish: ready })),
      http.get(CONTENT_API.state, () => HttpResponse.json(state)),
      http.post(CONTENT_API.publish, () => {
        ready = [];
        return HttpResponse.json({ ...state, draft: null });
      }),
    );
    const warning = STAFF_COPY.readyToPublish.heading(items.length);
    expect(await screen.findByRole('region', { name: new RegExp(warning) })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: C.publish }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: C.confirm.publish.submit,
      }),
    );
    expect(await screen.findByText(C.done.published)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: new RegExp(warning) })).toBeNull(),
    );
  });
});
