import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CONSULTATION_TYPE_LABELS } from '../../../contract/consultationTypes';
import { formatDateTime } from '../../../contract/format';
import {
  STAFF_API,
  STAFF_CONSOLE_MESSAGES,
  STAFF_CSRF_HEADER,
  STAFF_MESSAGES,
  STAFF_ROLE_LABELS,
} from '../../../contract/staff';
import type { StaffAccountInfo } from '../../../contract/staffAnswers';
import { STAFF_NOTICE_COPY } from '../../../contract/staffConsoleNotices';
import { STAFF_FILTER_COPY } from '../../../contract/staffFilters';
import { STAFF_NOTE_COPY, STAFF_NOTES_API } from '../../../contract/staffNotes';
import { STAFF_COPY } from '../../../staff/copy';
import { StaffConsole } from '../../../staff/StaffConsole';
import { consultation, review, session } from '../../machines/staffFixtures';
import { server } from '../msw';

vi.setConfig({ testTimeout: 20_000 });

// A required field's label ends in a mark (*) that screen readers skip.
const REQUIRED = { exact: false } as const;
const page = <T,>(items: T[]) => ({ items, total: items.length });
const signedOut = () =>
  HttpResponse.json({ detail: STAFF_MESSAGES.signInRequired }, { status: 401 });

function renderConsole(path = '/staff') {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(<StaffConsole />);
  return { user };
}

/** A signed-in console whose lists answer with the fixtures; `extra` handlers come first. */
function signedIn(...extra: Parameters<typeof server.use>) {
  server.use(
    ...extra,
    http.get(STAFF_API.session, () => HttpResponse.json(session)),
    http.get(STAFF_API.consultations, () => HttpResponse.json(page([consultation]))),
    http.get(STAFF_API.consultation(consultation.id), () => HttpResponse.json(consultation)),
    http.get(STAFF_API.reviews, () => HttpResponse.json(page([review]))),
  );
}

/** Opens the consultation from its row; resolves to the record's dialog. */
async function openConsultation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /홍길동.*열기/ }));
  return screen.findByRole('dialog', { name: /홍길동/ });
}

/** Opens the dialog's folded delete (unless open) and presses its button. */
async function pressDelete(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const summary = within(dialog).getByText(STAFF_NOTICE_COPY.deleteRecordSummary);
  if (!summary.closest('details')?.open) await user.click(summary);
  await user.click(within(dialog).getByRole('button', { name: STAFF_COPY.detail.delete }));
}

/** The consultation's `method` call refused as a forged request would be (403). */
const forged = (method: 'patch' | 'delete') =>
  http[method](STAFF_API.consultation(consultation.id), () =>
    HttpResponse.json({ detail: STAFF_MESSAGES.forgedRequest }, { status: 403 }),
  );

/** A DELETE of `url` answered 204; `deleted` is called with the CSRF token each one carried. */
function recordedDelete(url: string) {
  const deleted = vi.fn();
  const handler = http.delete(url, ({ request }) => {
    deleted(request.headers.get(STAFF_CSRF_HEADER));
    return new HttpResponse(null, { status: 204 });
  });
  return { deleted, handler };
}

describe('signing in', () => {
  it('shows the server’s message for a wrong password and keeps the name', async () => {
    server.use(
      http.get(STAFF_API.session, signedOut),
      http.post(STAFF_API.session, () =>
        HttpResponse.json({ detail: STAFF_MESSAGES.signInFailed }, { status: 401 }),
      ),
    );
    const { user } = renderConsole();
    const heading = await screen.findByRole('heading', { name: STAFF_COPY.signIn.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    await user.type(screen.getByLabelText(STAFF_COPY.signIn.name, REQUIRED), '김세무');
    await user.type(screen.getByLabelText(STAFF_COPY.signIn.password, REQUIRED), 'wrong password');
    await user.click(screen.getByRole('button', { name: STAFF_COPY.signIn.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.signInFailed);
    expect(screen.getByLabelText(STAFF_COPY.signIn.name, REQUIRED)).toHaveValue('김세무');
  });

  it('says what is missing without asking the server', async () => {
    const signIn = vi.fn();
    server.use(
      http.get(STAFF_API.session, signedOut),
      http.post(STAFF_API.session, () => {
        signIn();
        return HttpResponse.json(session);
      }),
    );
    const { user } = renderConsole();
    await user.click(await screen.findByRole('button', { name: STAFF_COPY.signIn.submit }));
    expect(screen.getByText(STAFF_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(STAFF_COPY.signIn.name, REQUIRED)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(signIn).not.toHaveBeenCalled();
  });

  it('keeps everything typed when the server is unavailable (503)', async () => {
    server.use(
      http.get(STAFF_API.session, signedOut),
      http.post(STAFF_API.session, () => new HttpResponse(null, { status: 503 })),
    );
    const { user } = renderConsole();
    await user.type(await screen.findByLabelText(STAFF_COPY.signIn.name, REQUIRED), '김세무');
    await user.type(
      screen.getByLabelText(STAFF_COPY.signIn.password, REQUIRED),
      'correct horse battery',
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_CONSOLE_MESSAGES.unavailable);
    expect(screen.getByLabelText(STAFF_COPY.signIn.name, REQUIRED)).toHaveValue('김세무');
    expect(screen.getByLabelText(STAFF_COPY.signIn.password, REQUIRED)).toHaveValue(
      'correct horse battery',
    );
  });
});

describe('a signed-in console', () => {
  it('says 로그아웃되었습니다 on the sign-in form after signing out, until staff type', async () => {
    signedIn(http.delete(STAFF_API.session, () => new HttpResponse(null, { status: 204 })));
    const { user } = renderConsole();
    await user.click(await screen.findByRole('button', { name: STAFF_COPY.signOut }));
    const heading = await screen.findByRole('heading', { name: STAFF_COPY.signIn.heading });
    expect(screen.getByRole('status')).toHaveTextContent(STAFF_NOTICE_COPY.signedOut);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(heading).toHaveFocus();
    await user.type(screen.getByLabelText(STAFF_COPY.signIn.name, REQUIRED), '김');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('returns to sign-in with signInRequired when a call answers 401', async () => {
    signedIn(http.get(STAFF_API.audit, signedOut));
    const { user } = renderConsole('/staff/consultations');
    await screen.findByRole('cell', { name: consultation.name });
    await user.click(screen.getByRole('link', { name: STAFF_COPY.sections.audit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.signInRequired);
    expect(screen.getByRole('heading', { name: STAFF_COPY.signIn.heading })).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: STAFF_COPY.navLabel })).not.toBeInTheDocument();
  });

  it('changes a status with the session’s CSRF token and shows the new status', async () => {
    let sent: { token: string | null; body: unknown } | undefined;
    signedIn(
      http.patch(STAFF_API.consultation(consultation.id), async ({ request }) => {
        sent = { token: request.headers.get(STAFF_CSRF_HEADER), body: await request.json() };
        return HttpResponse.json({ ...consultation, status: 'closed', note: '상담 완료' });
      }),
    );
    const { user } = renderConsole();
    const dialog = await openConsultation(user);
    const status = within(dialog).getByLabelText(STAFF_COPY.detail.newStatus, REQUIRED);
    await waitFor(() => expect(status).toHaveFocus());
    await user.selectOptions(status, '종결');
    await user.type(within(dialog).getByLabelText(STAFF_NOTE_COPY.newNote), '상담 완료');
    await user.click(within(dialog).getByRole('button', { name: STAFF_COPY.detail.save }));
    // Saved closes the dialog, and the list says what was saved.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(
      screen.getByText(STAFF_NOTICE_COPY.savedAndClosed(`${consultation.name} · 증여세`), {
        exact: false,
      }),
    ).toHaveAttribute('role', 'status');
    expect(sent).toEqual({
      token: session.csrfToken,
      body: { status: 'closed', note: '상담 완료' },
    });
    const row = screen.getByRole('row', { name: /홍길동/ });
    expect(within(row).getByText('종결')).toBeInTheDocument();
    // Focus is back on the button that opened the dialog.
    expect(within(row).getByRole('button', { name: /열기/ })).toHaveFocus();
  });

  it('shows the note log, strikes through only the signed-in account’s own note, and keeps it', async () => {
    const note = (id: number, author: string, body: string) => ({
      id,
      body,
      author,
      created_at: '2026-12-06T00:10:00.000Z',
      struck_at: null,
      struck_by: null,
    });
    const mine = note(2, session.staff.name, '잘못 쓴 메모');
    const theirs = note(1, '이직원', '오전에 통화');
    let token: string | null = null;
    signedIn(
      http.get(STAFF_API.consultation(consultation.id), () =>
        HttpResponse.json({ ...consultation, note: mine.body, notes: [theirs, mine] }),
      ),
      http.post(
        STAFF_NOTES_API.strike('consultations', consultation.id, mine.id),
        ({ request }) => {
          token = request.headers.get(STAFF_CSRF_HEADER);
          return HttpResponse.json({
            ...consultation,
            note: theirs.body,
            notes: [
              theirs,
              { ...mine, struck_at: '2026-12-06T00:20:00.000Z', struck_by: mine.author },
            ],
          });
        },
      ),
    );
    const { user } = renderConsole();
    const dialog = await openConsultation(user);
    const log = within(dialog).getByRole('region', { name: STAFF_NOTE_COPY.log });
    const entries = within(log).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('2026-12-06 09:10 · 이직원오전에 통화'),
      expect.stringContaining(`2026-12-06 09:10 · ${session.staff.name}잘못 쓴 메모`),
    ]);
    // Another's note offers nothing; one's own, 취소선.
    expect(within(entries[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    await user.click(
      within(entries[1] as HTMLElement).getByRole('button', {
        name: STAFF_NOTE_COPY.strikeLabel('2026-12-06 09:10'),
      }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(STAFF_NOTE_COPY.struckDone);
    expect(token).toBe(session.csrfToken);
    const struck = within(log).getAllByRole('listitem')[1] as HTMLElement;
    expect(struck.querySelector('del')).toHaveTextContent('잘못 쓴 메모');
    expect(struck).toHaveTextContent(STAFF_NOTE_COPY.struck(mine.author, '2026-12-06 09:20'));
    expect(within(struck).queryByRole('button')).not.toBeInTheDocument();
    // The row behind the dialog shows the latest note left standing.
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));
    const row = screen.getByRole('row', { name: /홍길동/ });
    expect(row).toHaveTextContent('오전에 통화');
  });

  it('shows forgedRequest on 403 and keeps the note as typed', async () => {
    signedIn(forged('patch'));
    const { user } = renderConsole();
    const dialog = await openConsultation(user);
    await user.type(within(dialog).getByLabelText(STAFF_NOTE_COPY.newNote), '메모 그대로');
    await user.click(within(dialog).getByRole('button', { name: STAFF_COPY.detail.save }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      STAFF_MESSAGES.forgedRequest,
    );
    expect(within(dialog).getByLabelText(STAFF_NOTE_COPY.newNote)).toHaveValue('메모 그대로');
  });

  it('prints the open request from its dialog', async () => {
    signedIn();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderConsole();
    const dialog = await openConsultation(user);
    await user.click(within(dialog).getByRole('button', { name: STAFF_NOTICE_COPY.print }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('deletes a request only after the confirmation, with the CSRF token, and drops its row', async () => {
    const { deleted, handler } = recordedDelete(STAFF_API.consultation(consultation.id));
    signedIn(handler);
    const { user } = renderConsole();
    const dialog = await openConsultation(user);
    // The delete is folded away after 저장: not a button until its disclosure is opened.
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '×',
      STAFF_NOTICE_COPY.print,
      STAFF_COPY.detail.save,
      STAFF_COPY.detail.delete,
    ]);
    expect(
      within(dialog).getByRole('button', { name: STAFF_COPY.detail.delete }),
    ).not.toBeVisible();
    await pressDelete(user, dialog);
    const question = STAFF_COPY.detail.confirmDelete(`${consultation.name} · 증여세`);
    const confirm = await screen.findByRole('alertdialog', { name: question });
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    expect(deleted).not.toHaveBeenCalled();
    // Cancelled: the record's dialog is back, nothing removed.
    const again = await screen.findByRole('dialog', { name: /홍길동/ });
    await pressDelete(user, again);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: question })).getByRole('button', {
        name: STAFF_COPY.detail.delete,
      }),
    );
    const outcome = await screen.findByText(STAFF_COPY.detail.deleted);
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(deleted).toHaveBeenCalledWith(session.csrfToken);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: consultation.name })).not.toBeInTheDocument();
  });

  it('keeps the record open with the server’s message when a delete fails', async () => {
    signedIn(forged('delete'));
    const { user } = renderConsole();
    const dialog = await openConsultation(user);
    await pressDelete(user, dialog);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: STAFF_COPY.detail.delete,
      }),
    );
    const back = await screen.findByRole('dialog', { name: /홍길동/ });
    expect(await within(back).findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.forgedRequest);
    expect(screen.getByRole('cell', { name: consultation.name })).toBeInTheDocument();
  });

  it('refuses a date range that ends before it starts, without a request', async () => {
    const pages: string[] = [];
    signedIn(
      http.get(STAFF_API.consultations, ({ request }) => {
        pages.push(new URL(request.url).search);
        return HttpResponse.json(page([consultation]));
      }),
    );
    const { user } = renderConsole();
    await screen.findByRole('cell', { name: consultation.name });
    await user.type(screen.getByLabelText(STAFF_COPY.filters.from), '2026-11-20');
    await user.type(screen.getByLabelText(STAFF_COPY.filters.to), '2026-11-01');
    await user.click(screen.getByRole('button', { name: STAFF_COPY.filters.apply }));
    expect(await screen.findByText(STAFF_MESSAGES.invalidDateRange)).toBeInTheDocument();
    expect(pages).toEqual(['?page=1']);
    expect(screen.getByRole('link', { name: STAFF_COPY.filters.csv })).toHaveAttribute(
      'href',
      STAFF_API.consultationsCsv,
    );
  });
});

describe('the type filter', () => {
  it('filters requests by type beside the status: in the request, the address and the CSV', async () => {
    const pages: string[] = [];
    signedIn(
      http.get(STAFF_API.consultations, ({ request }) => {
        pages.push(new URL(request.url).search);
        return HttpResponse.json(page([consultation]));
      }),
    );
    const { user } = renderConsole('/staff/consultations');
    await screen.findByRole('cell', { name: consultation.name });
    await user.selectOptions(
      screen.getByLabelText(STAFF_FILTER_COPY.type.consultations),
      CONSULTATION_TYPE_LABELS.gift,
    );
    await user.click(screen.getByRole('button', { name: STAFF_COPY.filters.apply }));
    await waitFor(() => expect(pages).toEqual(['?page=1', '?page=1&type=gift']));
    expect(window.location.search).toBe('?type=gift');
    expect(screen.getByRole('link', { name: STAFF_COPY.filters.csv })).toHaveAttribute(
      'href',
      `${STAFF_API.consultationsCsv}?type=gift`,
    );
  });

  it('opens at the type an address holds', async () => {
    const pages: string[] = [];
    signedIn(
      http.get(STAFF_API.consultations, ({ request }) => {
        pages.push(new URL(request.url).search);
        return HttpResponse.json(page([consultation]));
      }),
    );
    renderConsole('/staff/consultations?type=inheritance&status=new');
    await screen.findByRole('cell', { name: consultation.name });
    expect(pages).toEqual(['?page=1&status=new&type=inheritance']);
    expect(screen.getByLabelText(STAFF_FILTER_COPY.type.consultations)).toHaveValue('inheritance');
  });
});

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

describe('accounts (owners only)', () => {
  const ownerSession = { ...session, staff: { ...session.staff, role: 'owner' as const } };
  const me: StaffAccountInfo = {
    id: 1,
    name: session.staff.name,
    role: 'owner',
    created_at: '2026-11-20T01:00:00.000Z',
    disabled_at: null,
    second_factor: true,
    second_factor_enrolled_at: null,
    second_factor_enrolled_from: null,
    last_sign_in_at: null,
    failed_since: 0,
    sessions: 1,
    own: true,
  };
  const clerk: StaffAccountInfo = {
    ...me,
    id: 2,
    name: '이직원',
    role: 'staff',
    own: false,
    second_factor_enrolled_at: '2026-11-21T02:30:00.000Z',
    second_factor_enrolled_from: '203.0.113.66',
  };
  const nav = () => screen.findByRole('navigation', { name: STAFF_COPY.navLabel });

  it('staff see no accounts section, and its address opens the first section instead', async () => {
    signedIn();
    renderConsole('/staff/accounts');
    expect(
      await screen.findByRole('heading', { name: STAFF_COPY.sections.consultations }),
    ).toBeInTheDocument();
    expect(
      within(await nav()).queryByRole('link', { name: STAFF_COPY.sections.accounts }),
    ).toBeNull();
  });

  it('an owner adds an account: what is missing is said first, then the list is the server’s answer', async () => {
    const added = vi.fn();
    server.use(
      http.get(STAFF_API.session, () => HttpResponse.json(ownerSession)),
      http.get(STAFF_API.accounts, () => HttpResponse.json([me, clerk])),
      http.post(STAFF_API.accounts, async ({ request }) => {
        added(await request.json(), request.headers.get(STAFF_CSRF_HEADER));
        return HttpResponse.json([me, clerk, { ...clerk, id: 3, name: '최신입' }], {
          status: 201,
        });
      }),
    );
    const { user } = renderConsole('/staff/accounts');
    const table = await screen.findByRole('table');
    expect(within(table).getByText(STAFF_COPY.accounts.you, { exact: false })).toBeVisible();
    // When and where each authenticator was enrolled: one nobody in the firm made shows here.
    expect(
      within(table).getByText(
        STAFF_COPY.accounts.enrolledAt(formatDateTime('2026-11-21T02:30:00.000Z'), '203.0.113.66'),
      ),
    ).toBeVisible();
    // Their own row offers no change; another's offers all three.
    expect(
      screen.queryByRole('button', {
        name: STAFF_COPY.accounts.actionLabel(STAFF_COPY.accounts.disable, me.name),
      }),
    ).toBeNull();
    expect(
      screen.getByRole('button', {
        name: STAFF_COPY.accounts.actionLabel(STAFF_COPY.accounts.makeOwner, clerk.name),
      }),
    ).toBeEnabled();

    await user.click(screen.getByRole('button', { name: STAFF_COPY.accounts.add }));
    expect(screen.getByText(STAFF_MESSAGES.nameRequired)).toBeVisible();
    expect(screen.getByText(STAFF_MESSAGES.roleRequired)).toBeVisible();
    expect(screen.getByText(STAFF_MESSAGES.passwordRequired)).toBeVisible();
    expect(added).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText(STAFF_COPY.accounts.name, REQUIRED), '최신입');
    await user.selectOptions(
      screen.getByLabelText(STAFF_COPY.accounts.role, REQUIRED),
      STAFF_ROLE_LABELS.staff,
    );
    await user.type(
      screen.getByLabelText(STAFF_COPY.accounts.password, REQUIRED),
      'a long enough password',
    );
    await user.click(screen.getByRole('button', { name: STAFF_COPY.accounts.add }));
    expect(await screen.findByText(STAFF_COPY.accounts.done.added)).toBeVisible();
    expect(added).toHaveBeenCalledWith(
      { name: '최신입', role: 'staff', password: 'a long enough password' },
      session.csrfToken,
    );
    expect(within(screen.getByRole('table')).getByText('최신입')).toBeVisible();
    expect(screen.getByLabelText(STAFF_COPY.accounts.password, REQUIRED)).toHaveValue('');
  });

  it('a refused change keeps the list and says why; a reset password is asked in a dialog', async () => {
    const reset = vi.fn();
    server.use(
      http.get(STAFF_API.session, () => HttpResponse.json(ownerSession)),
      http.get(STAFF_API.accounts, () => HttpResponse.json([me, clerk])),
      http.patch(STAFF_API.account(clerk.id), () =>
        HttpResponse.json({ detail: STAFF_MESSAGES.ownerOnly }, { status: 403 }),
      ),
      http.put(STAFF_API.accountPassword(clerk.id), async ({ request }) => {
        reset(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderConsole('/staff/accounts');
    await user.click(
      await screen.findByRole('button', {
        name: STAFF_COPY.accounts.actionLabel(STAFF_COPY.accounts.disable, clerk.name),
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.ownerOnly);
    expect(within(screen.getByRole('table')).getByText(clerk.name)).toBeVisible();

    await user.click(
      screen.getByRole('button', {
        name: STAFF_COPY.accounts.actionLabel(STAFF_COPY.accounts.reset, clerk.name),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: STAFF_COPY.accounts.resetHeading(clerk.name),
    });
    await user.type(
      within(dialog).getByLabelText(STAFF_COPY.accounts.newPassword, REQUIRED),
      'short',
    );
    await user.click(within(dialog).getByRole('button', { name: STAFF_COPY.accounts.resetSubmit }));
    expect(within(dialog).getByText(STAFF_MESSAGES.passwordTooShort)).toBeVisible();
    expect(reset).not.toHaveBeenCalled();
    await user.type(
      within(dialog).getByLabelText(STAFF_COPY.accounts.newPassword, REQUIRED),
      ' and now long enough',
    );
    await user.click(within(dialog).getByRole('button', { name: STAFF_COPY.accounts.resetSubmit }));
    expect(await screen.findByText(STAFF_COPY.accounts.done.reset)).toBeVisible();
    expect(reset).toHaveBeenCalledWith({ password: 'short and now long enough' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ready to publish', () => {
  const items = [
    { label: '대표 전화', value: '02-0000-0000' },
    { label: '개인정보 보호책임자 · 이메일', value: 'privacy@example.com' },
  ];

  it('tells an owner in one line, with the way to fix them and the values folded away', async () => {
    const owner = { ...session, staff: { ...session.staff, role: 'owner' }, readyToPublish: items };
    signedIn(http.get(STAFF_API.session, () => HttpResponse.json(owner)));
    const { user } = renderConsole();
    const notice = await screen.findByRole('region', {
      name: new RegExp(STAFF_COPY.readyToPublish.heading(items.length)),
    });
    const first = STAFF_COPY.readyToPublish.item(items[0]?.label ?? '', items[0]?.value ?? '');
    expect(within(notice).getByText(first)).not.toBeVisible();
    await user.click(within(notice).getByText(STAFF_COPY.readyToPublish.show));
    for (const item of items) {
      expect(
        within(notice).getByText(STAFF_COPY.readyToPublish.item(item.label, item.value)),
      ).toBeVisible();
    }
    expect(
      within(notice).getByRole('link', { name: STAFF_COPY.readyToPublish.fix }),
    ).toHaveAttribute('href', '/staff/content');
  });

  it('tells other staff nothing: they cannot fix the values', async () => {
    signedIn(
      http.get(STAFF_API.session, () => HttpResponse.json({ ...session, readyToPublish: items })),
    );
    renderConsole();
    await screen.findByRole('heading', { name: STAFF_COPY.sections.consultations });
    expect(screen.queryByRole('region', { name: /예시 값/ })).toBeNull();
  });

  it('says nothing once every fact is real', async () => {
    signedIn();
    renderConsole();
    await screen.findByRole('heading', { name: STAFF_COPY.sections.consultations });
    expect(screen.queryByRole('region', { name: /예시 값/ })).toBeNull();
  });
});
