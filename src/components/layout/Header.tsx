import { Link } from '@tanstack/react-router';
import { type RefObject, useEffect, useRef } from 'react';
import { hasTransparentTop } from '../../../contract/limits';
import type { headerMachine } from '../../../machines/headerMachine';
import { HEADER_LABELS, LOGOS } from '../../content/layout';
import { COUNSEL_CTA, MORE_NAV_ITEMS, NAV_ITEMS } from '../../content/navigation';
import { button } from '../../styles/button.css';
import { media } from '../../styles/theme.css';
import { visuallyHidden } from '../../styles/utilities.css';
import { focusableWithin, trapTab } from '../focus';
import { lockScroll } from '../scrollLock';
import { useDeferredActor, useDeferredSelector } from '../useDeferredActor';
import * as styles from './Header.css';
import { useShownPath } from './useShownPath';

type HeaderMachine = typeof headerMachine;

// One header a page, so a fixed id: without JavaScript the menu opens as the link's `:target`.
const MENU_ID = 'site-menu';

/** The header machine with the DOM side of its actors, loaded after hydration. */
async function loadHeaderMachine(
  headerRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
): Promise<HeaderMachine> {
  const [{ headerMachine }, { fromCallback }] = await Promise.all([
    import('../../../machines/headerMachine'),
    import('xstate'),
  ]);
  return headerMachine.provide({
    actors: {
      pageScrollLock: fromCallback(() => lockScroll()),
      menuFocusTrap: fromCallback(({ sendBack }) => {
        const header = headerRef.current;
        if (!header) return () => {};
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key === 'Escape') {
            sendBack({ type: 'ESCAPE_PRESSED' });
            return;
          }
          trapTab(event, header);
        };
        document.addEventListener('keydown', onKeyDown);
        return () => {
          document.removeEventListener('keydown', onKeyDown);
          // Focus goes back to the toggle unless it already moved on (e.g. to a new page).
          if (!document.activeElement || header.contains(document.activeElement)) {
            toggleRef.current?.focus();
          }
        };
      }),
    },
  });
}

export function Header() {
  const path = useShownPath();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const actor = useDeferredActor(() => loadHeaderMachine(headerRef, toggleRef), { path });
  // Until the machine runs: its initial state, at the top of the page with the menu closed.
  const look = useDeferredSelector(
    actor,
    (snapshot) => (snapshot.matches({ look: 'transparent' }) ? 'transparent' : 'solid'),
    hasTransparentTop(path) ? 'transparent' : 'solid',
  );
  const menuOpen = useDeferredSelector(
    actor,
    (snapshot) => snapshot.matches({ menu: 'open' }),
    false,
  );

  useEffect(() => {
    actor.send({ type: 'ROUTE_CHANGED', path });
  }, [actor, path]);

  useEffect(() => {
    const report = () => actor.send({ type: 'SCROLLED', y: window.scrollY });
    report();
    window.addEventListener('scroll', report, { passive: true });
    return () => window.removeEventListener('scroll', report);
  }, [actor]);

  useEffect(() => {
    const desktop = window.matchMedia(media.desktop);
    const onChange = () => {
      if (desktop.matches) actor.send({ type: 'VIEWPORT_WIDENED' });
    };
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [actor]);

  // The open menu's first link takes focus so keyboard users land inside the trap.
  useEffect(() => {
    if (!menuOpen) return;
    const panel = document.getElementById(MENU_ID);
    if (panel) focusableWithin(panel)[0]?.focus();
  }, [menuOpen]);

  const chooseLink = () => actor.send({ type: 'LINK_CHOSEN' });
  const logo = look === 'transparent' ? 'light' : 'dark';

  return (
    <header ref={headerRef} className={styles.header} data-look={look} data-menu-open={menuOpen}>
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={HEADER_LABELS.home} onClick={chooseLink}>
          <picture>
            <source media={media.mobile} srcSet={LOGOS.src.compact[logo]} {...LOGOS.compact} />
            <img src={LOGOS.src.full[logo]} alt={HEADER_LABELS.logoAlt} {...LOGOS.full} />
          </picture>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? HEADER_LABELS.closeMenu : HEADER_LABELS.openMenu}
          onClick={() => actor.send({ type: 'MENU_TOGGLED' })}
        >
          <span className={styles.toggleBars} aria-hidden="true" />
        </button>
        {/* Without JavaScript (scripting: none) the button above is hidden and these links open
            and close the menu through the address's fragment, which Back also closes. */}
        <a href={`#${MENU_ID}`} className={styles.noScriptOpen}>
          <span className={styles.toggleBars} aria-hidden="true" />
          <span className={visuallyHidden}>{HEADER_LABELS.openMenu}</span>
        </a>
        <a href="#main" className={styles.noScriptClose}>
          <span className={styles.toggleBars} aria-hidden="true" data-crossed="true" />
          <span className={visuallyHidden}>{HEADER_LABELS.closeMenu}</span>
        </a>
        <div id={MENU_ID} className={styles.panel} data-open={menuOpen}>
          <nav aria-label={HEADER_LABELS.mainMenu}>
            <ul className={styles.menu}>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={styles.menuLink} onClick={chooseLink}>
                    {item.label}
                  </Link>
                </li>
              ))}
              {MORE_NAV_ITEMS.map((item) => (
                <li key={item.to} className={styles.mobileOnly}>
                  <Link to={item.to} className={styles.menuLink} onClick={chooseLink}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Link
            to={COUNSEL_CTA.to}
            className={`${button({ tone: look === 'transparent' ? 'onDark' : 'brand', size: 'sm' })} ${styles.counsel}`}
            onClick={chooseLink}
          >
            {COUNSEL_CTA.label}
          </Link>
        </div>
      </div>
    </header>
  );
}
