// The console's access records and sessions: their filters, the CSV link, ending a session.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_API, STAFF_CSRF_HEADER } from '../../../contract/staff';
import type { AuditEntry } from '../../../contract/staffAnswers';
import { publishWords } from '../../../contract/staffAuditWords';
import { STAFF_COPY } from '../../../staff/copy';
import { session } from '../../machines/staffFixtures';
import { page, renderConsole, signedIn } from './consoleHarness';

vi.setConfig({ testTimeout: 20_000 });

describe('access records and sessions', () => {
  it('sends the chosen staff, action and days, and the CSV link carries the same filters', async () => {
    const queries: string[] = [];
    signedIn(
      http.get(STAFF_API.audit, ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json(page([]));
      }),
    );
    const { user } = renderConsole('/staff/audit');
    await waitFor(() => expect(queries).toEqual(['?page=1']));
    await user.type(screen.getByLabelText(STAFF_COPY.audit.filterStaff), '김세무');
    await user.selectOptions(
      screen.getByLabelText(STAFF_COPY.audit.filterAction),
      STAFF_COPY.audit.actions.application_file_downloaded,
    );
    await user.type(screen.getByLabelText(STAFF_COPY.filters.from), '2026-10-01');
    await user.type(screen.getByLabelText(STAFF_COPY.filters.to), '2026-10-31');
    await user.click(screen.getByRole('button', { name: STAFF_COPY.filters.apply }));
    const expected = new URLSearchParams({
      page: '1',
      staff: '김세무',
      action: 'application_file_downloaded',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    await waitFor(() => expect(queries.at(-1)).toBe(`?${expected}`));
    expected.delete('page');
    expect(screen.getByRole('link', { name: STAFF_COPY.audit.csv })).toHaveAttribute(
      'href',
      `${STAFF_API.auditCsv}?${expected}`,
    );
  });

  it("reads a publish record's fields in the console's words, not as paths", async () => {
    const published: AuditEntry = {
      id: 5,
      staff_id: 1,
      staff_name: '박대표',
      session_id: 3,
      client: '203.0.113.9',
      action: 'content_published',
      target_type: null,
      target_id: null,
      target_ids: null,
      target_name: null,
      session_started_at: null,
      detail: 'v2: firm.legalName, faq[0].answer[0]',
      created_at: '2026-12-06T05:00:00.000Z',
    };
    signedIn(http.get(STAFF_API.audit, () => HttpResponse.json(page([published]))));
    renderConsole('/staff/audit');
    const row = (await screen.findByText('박대표')).closest('tr') as HTMLElement;
    expect(within(row).getByText(publishWords(published.detail))).toBeVisible();
    expect(within(row).queryByText(/firm\.legalName/)).toBeNull();
  });

  it('ends another session with the CSRF token, and ending this one returns to sign-in', async () => {
    const sessions = [
      {
        id: 8,
        created_at: '2026-11-25T01:00:00.000Z',
        last_seen_at: '2026-11-25T01:20:00.000Z',
        client: '203.0.113.9',
        current: true,
      },
      {
        id: 7,
        created_at: '2026-11-24T01:00:00.000Z',
        last_seen_at: '2026-11-24T01:20:00.000Z',
        client: '198.51.100.4',
        current: false,
      },
    ];
    const ended: { id: string; token: string | null }[] = [];
    signedIn(
      http.get(STAFF_API.sessions, () => HttpResponse.json(sessions)),
      http.delete(`${STAFF_API.sessions}/:id`, ({ params, request }) => {
        ended.push({ id: String(params.id), token: request.headers.get(STAFF_CSRF_HEADER) });
        const index = sessions.findIndex((s) => String(s.id) === params.id);
        sessions.splice(index, 1);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderConsole('/staff/sessions');
    const other = await screen.findByRole('row', { name: /198\.51\.100\.4/ });
    expect(
      screen.getByRole('row', { name: new RegExp(STAFF_COPY.sessions.thisBrowser) }),
    ).toHaveTextContent('203.0.113.9');
    await user.click(
      within(other).getByRole('button', { name: STAFF_COPY.sessions.revokeLabel(7) }),
    );
    expect(await screen.findByText(STAFF_COPY.sessions.revoked)).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /198\.51\.100\.4/ })).not.toBeInTheDocument(),
    );
    expect(ended).toEqual([{ id: '7', token: session.csrfToken }]);

    await user.click(screen.getByRole('button', { name: STAFF_COPY.sessions.revokeLabel(8) }));
    expect(await screen.findByRole('heading', { name: STAFF_COPY.signIn.heading })).toBeVisible();
    expect(ended.at(-1)).toEqual({ id: '8', token: session.csrfToken });
  });
});
