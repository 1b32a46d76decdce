import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatWon } from '../../../contract/format';
import type { SuccessCaseId } from '../../../contract/site';
import { BackgroundBlock } from '../../components/BackgroundBlock';
import { CtaSection } from '../../components/CtaSection';
import { PageSection } from '../../components/PageSection';
import { Paragraphs } from '../../components/Paragraphs';
import {
  findSuccessCase,
  neighbourCases,
  SUCCESS_CASE_LABELS,
  SUCCESS_CASE_PAGE,
  SUCCESS_RESULT_TEXT,
  savedTax,
} from '../../content/successCases';
import { useSuccessCaseCards, useSuccessStory } from '../../siteContent';
import { bannerBlock } from '../../styles/section.css';
import { CaseImage } from './CaseImage';
import * as styles from './SuccessCaseDetailPage.css';

const copy = SUCCESS_CASE_PAGE.detail;

/**
 * One part of the case's story under its own heading, named by its part: its paragraphs, or
 * content of its own.
 */
function Chapter({
  part,
  paragraphs = [],
  children,
}: {
  part: 'situation' | 'strategy' | 'result';
  paragraphs?: readonly string[];
  children?: ReactNode;
}) {
  const titleId = `case-${part}-title`;
  const title = copy[`${part}Title`];
  return (
    <PageSection
      titleId={titleId}
      title={title}
      className={styles.chapter}
      titleClassName={styles.chapterTitle}
    >
      <Paragraphs lines={paragraphs} className={styles.paragraph} />
      {children}
    </PageSection>
  );
}

export function SuccessCaseDetailPage({ caseId }: { caseId: SuccessCaseId }) {
  // The route only lets known ids through, so the lookup always finds a case.
  const cases = useSuccessCaseCards();
  const story = useSuccessStory(caseId);
  const item = findSuccessCase(cases, caseId);
  if (!item) return null;
  const { previous, next } = neighbourCases(cases, caseId);

  return (
    <>
      <BackgroundBlock
        className={bannerBlock}
        image={{ src: item.image.src, width: item.image.width, height: item.image.height }}
        overlay
        priority
        aria-labelledby="case-title"
      >
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>
            {copy.eyebrow} · {item.category}
          </p>
          <h1 id="case-title" className={styles.title}>
            {item.title}
          </h1>
          <p className={styles.client}>
            {copy.clientLabel}: {story.client}
          </p>
        </div>
      </BackgroundBlock>

      <div className={styles.body}>
        <section className={styles.summary} aria-labelledby="case-summary-title">
          <h2 id="case-summary-title" className={styles.summaryTitle}>
            {copy.summaryTitle}
          </h2>
          <div className={styles.summaryGrid}>
            <div className={styles.figure}>
              <CaseImage image={item.image} className={styles.image} loading="eager" />
              <p className={styles.stamp}>
                <span className={styles.stampLabel}>{SUCCESS_CASE_LABELS.stamp}</span>
                {item.stamp}
              </p>
            </div>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>{SUCCESS_CASE_LABELS.expectedTax}</dt>
                <dd className={styles.factValue}>{formatWon(item.expectedTax)}</dd>
              </div>
              <div className={styles.fact}>
                <dt>{SUCCESS_CASE_LABELS.finalTax}</dt>
                <dd className={styles.factValue}>{formatWon(item.finalTax)}</dd>
              </div>
              <div className={`${styles.fact} ${styles.factHighlight}`}>
                <dt>{SUCCESS_CASE_LABELS.saved}</dt>
                <dd className={`${styles.factValue} ${styles.factValueOnDark}`}>
                  {formatWon(savedTax(item))}
                </dd>
              </div>
              <div className={styles.fact}>
                <dt>{SUCCESS_CASE_LABELS.result}</dt>
                <dd className={`${styles.factValue} ${styles.factValueSuccess}`}>
                  {SUCCESS_RESULT_TEXT}
                </dd>
              </div>
            </dl>
          </div>
        </section>

        <Chapter part="situation" paragraphs={story.situation} />

        <Chapter part="strategy">
          <ol className={styles.steps}>
            {story.strategy.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3 className={styles.stepTitle}>{step.title}</h3>
                  <p className={styles.paragraph}>{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </Chapter>

        <Chapter part="result" paragraphs={story.result} />

        <nav className={styles.pager} aria-label={copy.otherCasesLabel}>
          <Link
            to="/success-case/$caseId"
            params={{ caseId: previous.id }}
            className={styles.pagerLink}
            rel="prev"
          >
            <span className={styles.pagerLabel}>← {copy.previousLabel}</span>
            {previous.title}
          </Link>
          <Link to="/success-case" className={styles.back}>
            {copy.backLabel}
          </Link>
          <Link
            to="/success-case/$caseId"
            params={{ caseId: next.id }}
            className={`${styles.pagerLink} ${styles.pagerNext}`}
            rel="next"
          >
            <span className={styles.pagerLabel}>{copy.nextLabel} →</span>
            {next.title}
          </Link>
        </nav>
      </div>

      <CtaSection titleId="case-cta-title" copy={copy.cta} />
    </>
  );
}
