import { Link } from '@tanstack/react-router';
import { useId, useRef } from 'react';
import type { CounselDraft } from '../../../contract/counselDraft';
import { PageBanner } from '../../components/PageBanner';
import { COUNSEL_BANNER, COUNSEL_FORM_COPY } from '../../content/counsel';
import { CALCULATOR_LINK } from '../../content/pages';
import * as styles from './ApplyCounselPage.css';
import { CallPanel } from './CallPanel';
import { ConsultationForm } from './ConsultationForm';
import { Directions } from './Directions';
import { StatusTicker } from './StatusTicker';
import { useBlockHorizontalWheel } from './useBlockHorizontalWheel';

export function ApplyCounselPage({ draft = null }: { draft?: CounselDraft | null }) {
  const titleId = useId();
  const formHeadingId = useId();
  const mapArea = useRef<HTMLDivElement>(null);
  useBlockHorizontalWheel(mapArea);

  return (
    <>
      <PageBanner titleId={titleId} copy={{ ...COUNSEL_BANNER, title: COUNSEL_BANNER.slogan }} />
      <section className={styles.section} aria-labelledby={formHeadingId}>
        <div className={styles.columns}>
          <div className={styles.formCard}>
            <h2 id={formHeadingId} className={styles.heading}>
              {COUNSEL_FORM_COPY.heading}
            </h2>
            <ConsultationForm headingId={formHeadingId} draft={draft} />
          </div>
          <div className={styles.aside}>
            <StatusTicker />
            <CallPanel />
            <p className={styles.calculatorLink}>
              {CALCULATOR_LINK.lead} <Link to="/calculator">{CALCULATOR_LINK.label}</Link>
            </p>
          </div>
        </div>
      </section>
      <Directions mapArea={mapArea} />
    </>
  );
}
