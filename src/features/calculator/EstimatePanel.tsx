import type { Ref } from 'react';
import { wonInDigits } from '../../../contract/format';
import { wonInWords } from '../../../contract/taxBreakdown';
import type { Estimate } from '../../../contract/taxEstimate';
import { TextList } from '../../components/TextList';
import { CALCULATOR_COPY as copy, CALCULATOR_NOTICE as notice } from '../../content/calculator';
import { button } from '../../styles/button.css';
import * as form from '../../styles/form.css';
import { visuallyHidden } from '../../styles/utilities.css';
import * as pageStyles from './CalculatorPage.css';
import * as styles from './EstimatePanel.css';
import { EstimatePicture } from './EstimatePicture';

const SIGN_TEXT = { '+': '더하기', '-': '빼기', '=': '' } as const;

export interface EstimatePanelProps {
  panelRef: Ref<HTMLElement>;
  headingId: string;
  /** The sentence said once per computation; '' while there is no estimate. */
  announcement: string;
  estimate: Estimate | null;
  /** What the estimate says of the law it applies (contract/calculatorInput.ts lawNotes). */
  law: readonly string[];
  /** The visitor's inputs in words, printed above the result (the consultation draft's lines). */
  inputs: readonly string[];
  onCounsel: () => void;
}

// A4 for the printed estimate: the page size is not a style of an element. Inside `@media print`
// because jsdom reads a bare `@page` as a style rule that matches every element and then fails.
const PAGE_RULE = '@media print { @page { size: A4; margin: 8mm; } }';

/** The result beside the form: the tax to pay, every step in one line, and what it leaves out. */
export function EstimatePanel({
  panelRef,
  headingId,
  announcement,
  estimate,
  law,
  inputs,
  onCounsel,
}: EstimatePanelProps) {
  return (
    <section ref={panelRef} className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageStyles.heading}>
        {copy.resultHeading}
      </h2>
      {/* Always in the page, so its new text is announced: once per computation. */}
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
      {estimate ? (
        <>
          <style href="calculator-print-page" precedence="low">
            {PAGE_RULE}
          </style>
          <section className={styles.printOnly} aria-labelledby={`${headingId}-inputs`}>
            <h3 id={`${headingId}-inputs`} className={pageStyles.subheading}>
              {copy.inputsHeading}
            </h3>
            <TextList items={inputs} className={styles.law} />
          </section>
          <div className={styles.payable}>
            <span className={styles.payableLabel}>{copy.payableLabel}</span>
            <strong className={styles.payableWords}>{wonInWords(estimate.payable)}</strong>
            <span className={styles.payableDigits}>{wonInDigits(estimate.payable)}</span>
          </div>
          <h3 className={pageStyles.subheading}>{copy.lawHeading}</h3>
          <TextList items={law} className={styles.law} />
          {/* On paper the shares are in the inputs' list (the consultation draft names them). */}
          {estimate.shares.length > 0 && (
            <div className={styles.noPrint}>
              <h3 className={pageStyles.subheading}>{copy.sharesHeading}</h3>
              <TextList items={estimate.shares} className={styles.law} />
            </div>
          )}
          <h3 id={`${headingId}-picture-heading`} className={pageStyles.subheading}>
            {copy.pictureHeading}
          </h3>
          <EstimatePicture estimate={estimate} headingId={headingId} />
          <h3 className={pageStyles.subheading}>{copy.breakdownHeading}</h3>
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
                  <span className={styles.lineDigits}>{wonInDigits(line.amount)}</span>
                </span>
                <span className={styles.lineNote}>{line.note}</span>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={`${button({ tone: 'primary', size: 'lg' })} ${form.submit} ${styles.noPrint}`}
            onClick={onCounsel}
            aria-describedby={`${headingId}-counsel`}
          >
            {copy.counsel}
          </button>
          <p id={`${headingId}-counsel`} className={`${form.hint} ${styles.noPrint}`}>
            {copy.counselHint}
          </p>
          <button
            type="button"
            className={`${button({ tone: 'outline', size: 'md' })} ${styles.noPrint}`}
            onClick={() => window.print()}
            aria-describedby={`${headingId}-print`}
          >
            {copy.print}
          </button>
          <p id={`${headingId}-print`} className={`${form.hint} ${styles.noPrint}`}>
            {copy.printHint}
          </p>
        </>
      ) : (
        <p className={styles.placeholder}>{copy.resultPlaceholder}</p>
      )}
      <aside className={styles.notice} aria-labelledby={`${headingId}-notice`}>
        <h3 id={`${headingId}-notice`} className={pageStyles.subheading}>
          {notice.heading}
        </h3>
        <p>{notice.lead}</p>
        <TextList items={notice.omitted} className={styles.omitted} />
      </aside>
    </section>
  );
}
