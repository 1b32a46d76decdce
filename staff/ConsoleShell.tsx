import { useMemo } from 'react';
import type { StaffSession } from '../contract/staffAnswers';
import { button } from '../src/styles/button.css';
import { AccountsSection } from './AccountsSection';
import { ApplicationsSection } from './ApplicationsSection';
import { AuditSection } from './AuditSection';
import { createStaffApi } from './api';
import { ConsultationsSection } from './ConsultationsSection';
import { ContentSection } from './ContentSection';
import { type Section, sectionPath, sectionsFor, useSection } from './consoleRouter';
import { STAFF_COPY as COPY } from './copy';
import { AlertMessage } from './Messages';
import { ReadyToPublishNotice } from './ReadyToPublishNotice';
import { ReviewsSection } from './ReviewsSection';
import { SessionsSection } from './SessionsSection';
import * as styles from './StaffConsole.css';
import { VisitsSection } from './VisitsSection';

interface ConsoleShellProps {
  session: StaffSession;
  signingOut: boolean;
  errorMessage: string | null;
  onSignOut: () => void;
  onSessionEnded: () => void;
}

const SECTION_VIEWS = {
  consultations: ConsultationsSection,
  applications: ApplicationsSection,
  reviews: ReviewsSection,
  audit: AuditSection,
  sessions: SessionsSection,
  content: ContentSection,
  accounts: AccountsSection,
  visits: VisitsSection,
} satisfies Record<Section, unknown>;

/** The signed-in console: who is signed in, the sections, sign-out, and the open section. */
export function ConsoleShell({
  session,
  signingOut,
  errorMessage,
  onSignOut,
  onSessionEnded,
}: ConsoleShellProps) {
  const [section, go] = useSection(session.staff.role);
  const api = useMemo(() => createStaffApi(session, onSessionEnded), [session, onSessionEnded]);
  const View = SECTION_VIEWS[section];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <p className={styles.brand}>{COPY.heading}</p>
          <div className={styles.account}>
            <span>{COPY.signedInAs(session.staff.name)}</span>
            <button
              type="button"
              className={button({ tone: 'onDark', size: 'sm' })}
              disabled={signingOut}
              onClick={onSignOut}
            >
              {COPY.signOut}
            </button>
          </div>
        </div>
      </header>
      <nav className={styles.nav} aria-label={COPY.navLabel}>
        <ul className={styles.navList}>
          {sectionsFor(session.staff.role).map((name) => (
            <li key={name}>
              <a
                className={styles.navLink}
                href={sectionPath(name)}
                aria-current={name === section ? 'page' : undefined}
                onClick={(event) => {
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  go(name);
                }}
              >
                {COPY.sections[name]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>
        <ReadyToPublishNotice
          items={session.readyToPublish}
          role={session.staff.role}
          onOpenContent={() => go('content')}
        />
        <AlertMessage message={errorMessage} />
        <View key={section} api={api} />
      </main>
    </div>
  );
}
