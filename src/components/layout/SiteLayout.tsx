import type { ReactNode } from 'react';
import { hasTransparentTop } from '../../../contract/limits';
import { SKIP_LINK_LABEL } from '../../content/layout';
import { Announcer } from '../announcer';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './SiteLayout.css';
import { UnknownPathNotice } from './UnknownPathNotice';
import { useFocusOnNavigation } from './useFocusOnNavigation';
import { useShownPath } from './useShownPath';

export function SiteLayout({ children }: { children: ReactNode }) {
  const path = useShownPath();
  useFocusOnNavigation(path);
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {SKIP_LINK_LABEL}
      </a>
      <Announcer />
      <Header />
      {/* Pages with a transparent header start with a dark banner that runs under it; on the
          others the fixed header would cover the first lines, so the content starts below it. */}
      <main
        id="main"
        tabIndex={-1}
        className={styles.main}
        data-under-header={hasTransparentTop(path) ? '' : undefined}
      >
        {children}
      </main>
      <Footer />
      {path === '/' && <UnknownPathNotice />}
    </>
  );
}
