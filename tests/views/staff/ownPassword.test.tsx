import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_API, STAFF_CSRF_HEADER, STAFF_MESSAGES } from '../../../contract/staff';
import {
  STAFF_OWN_PASSWORD_COPY as COPY,
  STAFF_OWN_PASSWORD_MESSAGES as M,
  STAFF_OWN_PASSWORD_API,
} from '../../../contract/staffOwnPassword';
import { StaffConsole } from '../../../staff/StaffConsole';
import { session } from '../../machines/staffFixtures';
import { server } from '../msw';

vi.setConfig({ testTimeout: 20_000 });

// A required field's label ends in a mark (*) that screen readers skip; 새 비밀번호 is also the
// start of 새 비밀번호 확인, so the label is matched whole.
const labelled = (label: string) => new RegExp(`^${label}\\s*\\*?$`);
const NEW_PASSWORD = 'a brand new password 2026';

/** 내 세션 of a signed-in console, whose session list is read `reads` times. */
function renderSessions(...extra: Parameters<typeof server.use>) {
  const reads = vi.fn();
  server.use(
    ...extra,
    http.get(STAFF_API.session, () => HttpResponse.json(session)),
    http.get(STAFF_API.sessions, () => {
      reads();
      return HttpResponse.json([]);
    }),
  );
  window.history.replaceState(null, '', '/staff/sessions');
  const user = userEvent.setup();
  render(<StaffConsole />);
  return { user, reads };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  const formEl = await screen.findByRole('form', { name: COPY.heading });
  for (const [field, value] of Object.entries(values)) {
    const input = within(formEl).getByLabelText(labelled(COPY[field as keyof typeof COPY]));
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  return formEl;
}

describe('비밀번호 변경 under 내 세션', () => {
  it('says what is missing or mistyped without a call', async () => {
    const sent = vi.fn();
    const { user } = renderSessions(http.put(STAFF_OWN_PASSWORD_API, sent));
    const formEl = await fill(user, {
      current: '',
      password: 'short',
      confirm: 'other',
      code: '12',
    });
    await user.click(within(formEl).getByRole('button', { name: COPY.submit }));
    expect(within(formEl).getByText(STAFF_MESSAGES.passwordRequired)).toBeInTheDocument();
    expect(
      within(formEl).getByText(STAFF_MESSAGES.passwordTooShort, { selector: '[id$=-error]' }),
    ).toBeInTheDocument();
    expect(within(formEl).getByText(M.codeRequired)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the current password, the new one and the code with the CSRF token; says so and reads the sessions again', async () => {
    let received: { token: string | null; body: unknown } | undefined;
    const { user, reads } = renderSessions(
      http.put(STAFF_OWN_PASSWORD_API, async ({ request }) => {
        received = { token: request.headers.get(STAFF_CSRF_HEADER), body: await request.json() };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const formEl = await fill(user, {
      current: 'correct horse battery',
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
      code: '123 456',
    });
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    await user.click(within(formEl).getByRole('button', { name: COPY.submit }));
    expect(await within(formEl).findByRole('status')).toHaveTextContent(COPY.done);
    expect(received).toEqual({
      token: session.csrfToken,
      body: { current: 'correct horse battery', password: NEW_PASSWORD, code: '123456' },
    });
    // The other sessions ended: the list is read again; the form is empty.
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(2));
    expect(within(formEl).getByLabelText(labelled(COPY.current))).toHaveValue('');
  });

  it('keeps what was typed but the spent code when the server refuses', async () => {
    const { user } = renderSessions(
      http.put(STAFF_OWN_PASSWORD_API, () =>
        HttpResponse.json({ detail: M.proofWrong }, { status: 400 }),
      ),
    );
    const formEl = await fill(user, {
      current: 'not it',
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
      code: '123456',
    });
    await user.click(within(formEl).getByRole('button', { name: COPY.submit }));
    expect(await within(formEl).findByRole('alert')).toHaveTextContent(M.proofWrong);
    expect(within(formEl).getByLabelText(labelled(COPY.current))).toHaveValue('not it');
    expect(within(formEl).getByLabelText(labelled(COPY.password))).toHaveValue(NEW_PASSWORD);
    expect(within(formEl).getByLabelText(labelled(COPY.code))).toHaveValue('');
  });
});
