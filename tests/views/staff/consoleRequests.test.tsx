// A consultation request in the signed-in console: its status, notes, print, delete and dates.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CONSULTATION_TYPE_LABELS } from '../../../contract/consultationTypes';
import {
  HANDLING_STATUS_LABELS,
  STAFF_API,
  STAFF_CSRF_HEADER,
  STAFF_MESSAGES,
} from '../../../contract/staff';
import { STAFF_NOTICE_COPY } from '../../../contract/staffConsoleNotices';
import { STAFF_FILTER_COPY } from '../../../contract/staffFilters';
import { STAFF_NOTE_COPY, STAFF_NOTES_API } from '../../../contract/staffNotes';
import { STAFF_COPY } from '../../../staff/copy';
import { consultation, session } from '../../machines/staffFixtures';
import {
  forged,
  openConsultation,
  page,
  pressDelete,
  REQUIRED,
  recordedDelete,
  renderConsole,
  signedIn,
  signedOut,
} from './consoleHarness';

vi.setConfig({ testTimeout: 20_000 });

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
    // Focus starts on the dialog, opened at its top, so the request is read before the status.
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(dialog.scrollTop).toBe(0);
    expect(
      within(dialog).getByRole('link', { name: STAFF_NOTICE_COPY.call(consultation.phone) }),
    ).toHaveAttribute('href', `tel:${consultation.phone.replaceAll('-', '')}`);
    const status = within(dialog).getByLabelText(STAFF_COPY.detail.newStatus, REQUIRED);
    await user.selectOptions(status, '종결');
    await user.type(within(dialog).getByLabelText(STAFF_NOTE_COPY.newNote), '상담 완료');
    await user.click(within(dialog).getByRole('button', { name: STAFF_COPY.detail.save }));
    // Saved closes the dialog, and the list says what was saved.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(
      screen.getByText(STAFF_NOTICE_COPY.savedAndClosed(`${consultation.name} · 증여세`, true), {
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
    // Another's note offers nothing; one's own, 메모 취소 in words that say what it does.
    expect(within(entries[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    const strike = within(entries[1] as HTMLElement).getByRole('button', {
      name: STAFF_NOTE_COPY.strikeLabel('2026-12-06 09:10'),
    });
    expect(strike).toHaveTextContent(STAFF_NOTE_COPY.strike);
    await user.click(strike);
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
    // What the filters are set to, which a phone shows with the filters folded behind it.
    expect(
      screen.getByText(
        STAFF_FILTER_COPY.disclosure(
          `${HANDLING_STATUS_LABELS.new} · ${CONSULTATION_TYPE_LABELS.inheritance}`,
        ),
      ),
    ).toBeInTheDocument();
  });
});
