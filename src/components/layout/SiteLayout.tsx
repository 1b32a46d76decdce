import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header } from './Header';
import * as styles from './SiteLayout.css';

export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className={styles.skipLink} href="#main">
        본문 바로가기
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
