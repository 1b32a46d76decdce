import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { firm } from '../../../contract/firm';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../../contract/limits';
import { isScrollLocked } from '../../../src/components/scrollLock';
import { HEADER_LABELS } from '../../../src/content/layout';
import { COUNSEL_CTA, MORE_NAV_ITEMS, NAV_ITEMS } from '../../../src/content/navigation';
import { renderApp } from './renderApp';

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

const header = () => screen.getByRole('banner');
const logo = () => within(header()).getByRole('img', { name: HEADER_LABELS.logoAlt });

describe('Header', () => {
  afterEach(() => {
    window.scrollY = 0;
  });

  it('shows the five menu labels, the consultation button and a logo linking home', async () => {
    await renderApp('/faq');
    const nav = within(header()).getByRole('navigation', { name: HEADER_LABELS.mainMenu });
    // The seed's five first, then the pages it leaves out (shown in the phone's menu only: the
    // browser tests check what each width shows).
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([...NAV_ITEMS, ...MORE_NAV_ITEMS].map((item) => [item.label, item.to]));
    expect(MORE_NAV_ITEMS.map((item) => item.to)).toEqual(['/calculator', '/job']);
    expect(within(header()).getByRole('link', { name: COUNSEL_CTA.label })).toHaveAttribute(
      'href',
      '/apply-counsel',
    );
    expect(within(header()).getByRole('link', { name: HEADER_LABELS.home })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('is transparent at the top of the home page and solid after scrolling more than 10 px', async () => {
    await renderApp('/');
    expect(header()).toHaveAttribute('data-look', 'transparent');
    expect(logo()).toHaveAttribute('src', expect.stringContaining('light'));

    scrollTo(HEADER_SCROLL_THRESHOLD_PX);
    expect(header()).toHaveAttribute('data-look', 'transparent');

    scrollTo(HEADER_SCROLL_THRESHOLD_PX + 1);
    expect(header()).toHaveAttribute('data-look', 'solid');
    expect(logo()).toHaveAttribute('src', expect.stringContaining('dark'));

    scrollTo(0);
    expect(header()).toHaveAttribute('data-look', 'transparent');
  });

  it('is solid at the top of /faq', async () => {
    await renderApp('/faq');
    expect(header()).toHaveAttribute('data-look', 'solid');
    expect(logo()).toHaveAttribute('src', expect.stringContaining('dark'));
  });

  it('the menu toggle opens the menu, locks page scrolling, and Esc closes it', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const toggle = within(header()).getByRole('button', { name: HEADER_LABELS.openMenu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(HEADER_LABELS.closeMenu);
    expect(isScrollLocked()).toBe(true);
    expect(panel).toHaveAttribute('data-open', 'true');
    // The open menu takes focus, and the header (bar over the dark hero) turns solid.
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    expect(header()).toHaveAttribute('data-look', 'solid');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName(HEADER_LABELS.openMenu);
    expect(isScrollLocked()).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it('keeps keyboard focus inside the header while the menu is open', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(within(header()).getByRole('button', { name: HEADER_LABELS.openMenu }));
    const counsel = within(header()).getByRole('link', { name: COUNSEL_CTA.label });
    counsel.focus();
    await user.tab();
    expect(header()).toContainElement(document.activeElement as HTMLElement);
    expect(within(header()).getByRole('link', { name: HEADER_LABELS.home })).toHaveFocus();
    await user.tab({ shift: true });
    expect(counsel).toHaveFocus();
  });

  it('closes after the consultation button and goes to /apply-counsel', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/');
    await user.click(within(header()).getByRole('button', { name: HEADER_LABELS.openMenu }));
    await user.click(within(header()).getByRole('link', { name: COUNSEL_CTA.label }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply-counsel'));
    expect(within(header()).getByRole('button', { name: HEADER_LABELS.openMenu })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(isScrollLocked()).toBe(false);
  });

  it('closes when a menu link navigates', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/');
    await user.click(within(header()).getByRole('button', { name: HEADER_LABELS.openMenu }));
    await user.click(within(header()).getByRole('link', { name: '자주 묻는 질문' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq'));
    expect(isScrollLocked()).toBe(false);
    expect(header()).toHaveAttribute('data-look', 'solid');
  });
});

describe('Footer', () => {
  it("shows the firm's facts and the 2025 copyright", async () => {
    await renderApp('/faq');
    const footer = screen.getByRole('contentinfo');
    for (const text of [
      ...firm.representatives,
      firm.mainPhone,
      firm.fax,
      firm.businessRegistrationNumber,
      firm.email,
    ]) {
      expect(footer).toHaveTextContent(text);
    }
    expect(footer).toHaveTextContent(firm.address);
    expect(footer).toHaveTextContent('강남구');
    expect(footer).toHaveTextContent(`© ${firm.copyrightYear}`);
    expect(firm.copyrightYear).toBe(2025);
  });
});
