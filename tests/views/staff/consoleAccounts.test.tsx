// Staff accounts in the console (owners only): adding, refusals, resetting a password.
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../contract/format';
import {
  STAFF_API,
  STAFF_CSRF_HEADER,
  STAFF_MESSAGES,
  STAFF_ROLE_LABELS,
} from '../../../contract/staff';
import type { StaffAccountInfo } from '../../../contract/staffAnswers';
import { STAFF_COPY } from '../../../staff/copy';
import { session } from '../../machines/staffFixtures';
import { server } from '../msw';
import { REQUIRED, renderConsole, signedIn } from './consoleHarness';

vi.setConfig({ testTimeout: 20_000 });

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
