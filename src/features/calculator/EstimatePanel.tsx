import type { Ref } from 'react';
import { formatNumber } from '../../../contract/format';
import { wonInWords } from '../../../contract/taxBreakdown';
import type { Estimate } from '../../../contract/taxEstimate';
import { TextList } from '../../components/TextList';
import { CALCULATOR_COPY as copy, CALCULATOR_NOTICE as notice } from '../../content/calculator';
import { button } from '../../styles/button.css';
import * as form from '../../styles/form.css';
import { visuallyHidden } from '../../styles/utilities.css';
import * as styles from './CalculatorPage.css';

const SIGN_TEXT = { '+': '더하기', '-': '빼기', '=': '' } as const;

export interface EstimatePanelProps {
  panelRef: Ref<HTMLElement>;
  headingId: string;
  /** The sentence said once per computation; '' while there is no estimate. */
  announcement: string;
  estimate: Estimate | null;
  onCounsel: () => void;
}

/** The result beside the form: the tax to pay, every step in one line, and what it leaves out. */
export function EstimatePanel({
  panelRef,
  headingId,
  announcement,
  estimate,
  onCounsel,
}: EstimatePanelProps) {
  return (
    <section ref={panelRef} className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.resultHeading}
      </h2>
      {/* Always in the page, so its new text is announced: once per computation. */}
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
      {estimate ? (
        <>
          <div className={styles.payable}>
            <span className={styles.payableLabel}>{copy.payableLabel}</span>
            <strong className={styles.payableWords}>{wonInWords(estimate.payable)}</strong>
            <span className={styles.payableDigits}>{formatNumber(estimate.payable)}원</span>
          </div>
          <h3 className={styles.subheading}>{copy.breakdownHeading}</h3>
          <ol className={styles.lines}>
            {estimate.lines.map((line) => (
              <li key={line.label} className={styles.line} data-sign={line.sign}>
                <span className={styles.lineLabel}>
                  <span className={styles.sign} aria-hidden="true">
                    {line.sign === '=' ? '' : line.sign}
                  </span>
                  {SIGN_TEXT[line.sign] && (
                    <span className={visuallyHidden}>{SIGN_TEXT[line.sign]} </span>
                  )}
                  {line.label}
                </span>
                <span className={styles.lineAmount}>
                  {wonInWords(line.amount)}
                  <span className={styles.lineDigits}>{formatNumber(line.amount)}원</span>
                </span>
                <span className={styles.lineNote}>{line.note}</span>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={`${button({ tone: 'primary', size: 'lg' })} ${form.submit}`}
            onClick={onCounsel}
            aria-describedby={`${headingId}-counsel`}
          >
            {copy.counsel}
          </button>
          <p id={`${headingId}-counsel`} className={form.hint}>
            {copy.counselHint}
          </p>
        </>
      ) : (
        <p className={styles.placeholder}>{copy.resultPlaceholder}</p>
      )}
      <aside className={styles.notice} aria-labelledby={`${headingId}-notice`}>
        <h3 id={`${headingId}-notice`} className={styles.subheading}>
          {notice.heading}
        </h3>
        <p>{notice.lead}</p>
        <TextList items={notice.omitted} className={styles.omitted} />
      </aside>
    </section>
  );
}
