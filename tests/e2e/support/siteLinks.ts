import type { Page } from '@playwright/test';
import { FOOTER_LABELS } from '../../../src/content/layout';

/** The live region every page announces into. */
export const announcer = (page: Page) => page.locator('[data-announcer]');
/** The footer's links to the site's pages. */
export const footerLinks = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: FOOTER_LABELS.siteLinks });
