// The staff console's sign-in form: what it says before and after asking the server.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { STAFF_API, STAFF_CONSOLE_MESSAGES, STAFF_MESSAGES } from '../../../contract/staff';
import { STAFF_COPY } from '../../../staff/copy';
import { session } from '../../machines/staffFixtures';
import { server } from '../msw';
import { REQUIRED, renderConsole, signedOut } from './consoleHarness';

vi.setConfig({ testTimeout: 20_000 });

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

  it('after the password, focus is in the code box: the six digits go straight in', async () => {
    server.use(
      http.get(STAFF_API.session, signedOut),
      http.post(STAFF_API.session, () =>
        HttpResponse.json({ next: 'code', challenge: 'c'.repeat(43) }),
      ),
    );
    const { user } = renderConsole();
    await user.type(await screen.findByLabelText(STAFF_COPY.signIn.name, REQUIRED), '김세무');
    await user.type(screen.getByLabelText(STAFF_COPY.signIn.password, REQUIRED), 'correct horse');
    await user.keyboard('{Enter}');
    const form = await screen.findByRole('form', { name: STAFF_COPY.secondFactor.heading });
    const code = within(form).getByRole('textbox', {
      name: new RegExp(`^${STAFF_COPY.secondFactor.code}`),
    });
    await waitFor(() => expect(code).toHaveFocus());
    await user.keyboard('123456');
    expect(code).toHaveValue('123456');
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
