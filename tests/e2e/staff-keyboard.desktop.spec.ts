import { expect, test } from '@playwright/test';
import { STAFF_COPY } from '../../staff/copy';
import { focusIndicator, tabTo } from './support/keyboard';
import { consoleScreen, nextCodeOf, STAFF_ACCOUNT } from './support/staff';
import { savedLine, staffConsoleServer } from './support/staffConsole';

// The console by keyboard alone: sign-in, its code step, a request's status changed, sign-out.
const server = staffConsoleServer();

test('staff console: keyboard only, from sign-in to a changed status and sign-out', async ({
  page,
}) => {
  const screen = consoleScreen(page);
  await page.goto(`${server.url}/staff`);
  await expect(screen.signInHeading).toBeFocused();
  await tabTo(page, screen.name);
  await page.keyboard.type(STAFF_ACCOUNT.name);
  await page.keyboard.press('Tab');
  await expect(screen.password).toBeFocused();
  await page.keyboard.type(STAFF_ACCOUNT.password);
  await page.keyboard.press('Enter');
  // The code step puts focus in the code box: the six digits go straight in.
  await expect(screen.code).toBeFocused();
  await page.keyboard.type(await nextCodeOf(STAFF_ACCOUNT.name));
  await page.keyboard.press('Enter');
  await expect(screen.heading('consultations')).toBeFocused();

  const open = screen.main.getByRole('button', { name: /홍길동.*열기/ });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: /홍길동/ });
  const status = detail.getByLabel(STAFF_COPY.detail.newStatus);
  // The dialog opens at its top with focus on itself; the status is a few stops on.
  await expect(detail).toBeFocused();
  await tabTo(page, status);
  await status.selectOption({ label: '종결' });
  await tabTo(page, detail.getByRole('button', { name: STAFF_COPY.detail.save }));
  await page.keyboard.press('Enter');
  await expect(detail).toBeHidden();
  await expect(screen.main.getByRole('status').filter({ hasText: savedLine(false) })).toBeVisible();
  // Focus returns to the button that opened the dialog.
  await expect(open).toBeFocused();
  expect(await focusIndicator(page)).toBe('visible');
  await expect(screen.main.getByRole('row', { name: /홍길동/ })).toContainText('종결');

  // Back up the page to the header.
  await tabTo(page, screen.signOutButton, 30, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(screen.signInHeading).toBeFocused();
});
