import { expect, test } from '@playwright/test';
import { SECTIONS } from '../../staff/consoleRouter';
import { STAFF_COPY } from '../../staff/copy';
import { expectNoAxeViolations, horizontalOverflow } from './support/page';
import { consoleScreen } from './support/staff';
import { staffConsoleServer } from './support/staffConsole';

// Every console screen at a phone's and a tablet's width: nothing wider than the window, axe clean.

const { signIn } = staffConsoleServer();

// One test per width: both in one passed 120 s on CI's loaded cores (stop 34), each screen with
// axe, and the content screen's three preview frames with it.
for (const width of [375, 768]) {
  test(`staff console: every screen fits ${width} px, axe clean`, async ({ page }) => {
    const screen = consoleScreen(page);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    // Every section but the owner's accounts, whose widths staff-accounts walks.
    for (const section of SECTIONS.filter((s) => s !== 'accounts')) {
      // Signing in opens the first section; the others are one click each.
      if (section !== 'consultations') await screen.nav(section).click();
      await expect(screen.heading(section)).toBeFocused();
      if (section === 'content') {
        // Every part unfolded and the preview's three frames open: the widest it gets.
        const C = STAFF_COPY.content;
        await screen.main.getByRole('button', { name: C.save }).waitFor();
        for (const summary of await screen.main.locator('summary').all()) await summary.click();
        await screen.main.getByRole('button', { name: C.previewOpen }).click();
        await expect(screen.main.locator('iframe')).toHaveCount(3);
      } else {
        await expect(screen.main.getByRole('status').first()).not.toHaveText(STAFF_COPY.loading);
      }
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `${section} at ${width} px`).toBeLessThanOrEqual(innerWidth);
      await expectNoAxeViolations(page);
    }
    await screen.signOutButton.click();
    await expect(screen.signInHeading).toBeFocused();
  });
}
