import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_LABELS } from '../../../src/content/layout';
import { NAV_ITEMS } from '../../../src/content/navigation';
import { renderApp } from './renderApp';

// Spec §2 scrolls every navigation to the top; the page the visitor opened is not a navigation
// away from anything, and stays where they (or the browser, on a reload) scrolled it.
describe('scroll when the page goes live', () => {
  beforeEach(() => {
    vi.mocked(window.scrollTo).mockClear();
  });

  it('leaves the first page where it is scrolled, and takes the next one to the top', async () => {
    await renderApp('/faq');
    await act(async () => {});
    expect(window.scrollTo).not.toHaveBeenCalled();

    const nav = screen.getByRole('navigation', { name: HEADER_LABELS.mainMenu });
    const other = NAV_ITEMS.find((item) => item.to !== '/faq');
    await userEvent.click(within(nav).getByRole('link', { name: other?.label }));
    await vi.waitFor(() =>
      expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })),
    );
  });
});
