// What every staff console view test shares: rendering the console, a signed-in session whose
// lists answer with the fixtures, and opening or deleting a request.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { vi } from 'vitest';
import { STAFF_API, STAFF_CSRF_HEADER, STAFF_MESSAGES } from '../../../contract/staff';
import { STAFF_NOTICE_COPY } from '../../../contract/staffConsoleNotices';
import { STAFF_COPY } from '../../../staff/copy';
import { StaffConsole } from '../../../staff/StaffConsole';
import { consultation, review, session } from '../../machines/staffFixtures';
import { server } from '../msw';

// A required field's label ends in a mark (*) that screen readers skip.
export const REQUIRED = { exact: false } as const;
export const page = <T,>(items: T[]) => ({ items, total: items.length });
export const signedOut = () =>
  HttpResponse.json({ detail: STAFF_MESSAGES.signInRequired }, { status: 401 });

export function renderConsole(path = '/staff') {
  window.history.replaceState(null, '', path);
  const user = userEvent.setup();
  render(<StaffConsole />);
  return { user };
}

/** A signed-in console whose lists answer with the fixtures; `extra` handlers come first. */
export function signedIn(...extra: Parameters<typeof server.use>) {
  server.use(
    ...extra,
    http.get(STAFF_API.session, () => HttpResponse.json(session)),
    http.get(STAFF_API.consultations, () => HttpResponse.json(page([consultation]))),
    http.get(STAFF_API.consultation(consultation.id), () => HttpResponse.json(consultation)),
    http.get(STAFF_API.reviews, () => HttpResponse.json(page([review]))),
  );
}

/** Opens the consultation from its row; resolves to the record's dialog. */
export async function openConsultation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /홍길동.*열기/ }));
  return screen.findByRole('dialog', { name: /홍길동/ });
}

/** Opens the dialog's folded delete (unless open) and presses its button. */
export async function pressDelete(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const summary = within(dialog).getByText(STAFF_NOTICE_COPY.deleteRecordSummary);
  if (!summary.closest('details')?.open) await user.click(summary);
  await user.click(within(dialog).getByRole('button', { name: STAFF_COPY.detail.delete }));
}

/** The consultation's `method` call refused as a forged request would be (403). */
export const forged = (method: 'patch' | 'delete') =>
  http[method](STAFF_API.consultation(consultation.id), () =>
    HttpResponse.json({ detail: STAFF_MESSAGES.forgedRequest }, { status: 403 }),
  );

/** A DELETE of `url` answered 204; `deleted` is called with the CSRF token each one carried. */
export function recordedDelete(url: string) {
  const deleted = vi.fn();
  const handler = http.delete(url, ({ request }) => {
    deleted(request.headers.get(STAFF_CSRF_HEADER));
    return new HttpResponse(null, { status: 204 });
  });
  return { deleted, handler };
}
