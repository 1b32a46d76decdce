import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { StaffSession } from '../contract/staffAnswers';
import { consoleGlanceMachine } from '../machines/consoleGlanceMachine';
import { button } from '../src/styles/button.css';
import { AccountsSection } from './AccountsSection';
import { ApplicationsSection } from './ApplicationsSection';
import { AuditSection } from './AuditSection';
import { type ConsoleChange, createStaffApi } from './api';
import { ConsultationsSection } from './ConsultationsSection';
import { ContentSection } from './ContentSection';
import { type Section, sectionPath, sectionsFor, useSection } from './consoleRouter';
import { STAFF_COPY as COPY } from './copy';
import { AlertMessage } from './Messages';
import { ReadyToPublishNotice } from './ReadyToPublishNotice';
import { ReviewsSection } from './ReviewsSection';
import { SessionsSection } from './SessionsSection';
import * as styles from './StaffConsole.css';
import { TabBadge, TodayGlance } from './TodayGlance';
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
  // The api is made before the glance's machine runs: what it is told goes through this ref.
  const changed = useRef<(change: ConsoleChange) => void>(() => {});
  const api = useMemo(
    () => createStaffApi(session, onSessionEnded, (change) => changed.current(change)),
    [session, onSessionEnded],
  );
  const [glance, sendGlance] = useMachine(
    consoleGlanceMachine.provide({
      actors: {
        fetchToday: fromPromise(() => api.fetchToday()),
        fetchReadyToPublish: fromPromise(() => api.fetchReadyToPublish()),
      },
    }),
    { input: { readyToPublish: session.readyToPublish } },
  );
  useEffect(() => {
    changed.current = (change) =>
      sendGlance({ type: change === 'records' ? 'RECORDS_CHANGED' : 'CONTENT_CHANGED' });
  }, [sendGlance]);
  const { today, readyToPublish } = glance.context;
  // A glance link opens its list anew, with the filters its address holds, even from that list.
  const [opened, setOpened] = useState(0);
  const open = (next: Section, href: string) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
    if (next === section) setOpened((n) => n + 1);
  };
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
                {(name === 'consultations' || name === 'applications') && (
                  <TabBadge count={today?.[name]} />
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>
        <TodayGlance today={today} onOpen={open} />
        <ReadyToPublishNotice
          items={readyToPublish}
          role={session.staff.role}
          onOpenContent={() => go('content')}
        />
        <AlertMessage message={errorMessage} />
        <View key={`${section}-${opened}`} api={api} />
      </main>
    </div>
  );
}
