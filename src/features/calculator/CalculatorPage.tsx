import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { PageBanner } from '../../components/PageBanner';
import { PageSection } from '../../components/PageSection';
import { TextList } from '../../components/TextList';
import {
  CALCULATOR_BANNER as banner,
  CALCULATOR_COPY as copy,
  CALCULATOR_RULES as rules,
} from '../../content/calculator';
import { button } from '../../styles/button.css';
import * as sections from '../../styles/section.css';
import { CalculatorForm } from './CalculatorForm';
import * as styles from './CalculatorPage.css';
import { EstimatePanel } from './EstimatePanel';
import { useCalculator } from './useCalculator';

export function CalculatorPage() {
  const titleId = useId();
  const formHeadingId = useId();
  const resultHeadingId = useId();
  const rulesHeadingId = useId();
  const { state, send, calculate, announcement, fieldRef, result } = useCalculator();
  const { mode, values, errors } = state.context;

  return (
    <>
      <PageBanner titleId={titleId} copy={banner} />
      <section className={sections.sectionInner} aria-labelledby={formHeadingId}>
        <p className={styles.noScript}>{rules.noScript}</p>
        <div className={styles.columns}>
          <div className={styles.card}>
            <h2 id={formHeadingId} className={styles.heading}>
              {copy.heading}
            </h2>
            <CalculatorForm
              headingId={formHeadingId}
              mode={mode}
              values={values}
              errors={errors}
              fieldRef={fieldRef}
              onModeChange={(next) => send({ type: 'MODE_CHOSEN', mode: next })}
              onChange={(field, value) => send({ type: 'FIELD_CHANGED', field, value })}
              onCalculate={calculate}
            />
          </div>
          <EstimatePanel
            panelRef={result}
            headingId={resultHeadingId}
            announcement={announcement}
            estimate={state.context.result?.estimate ?? null}
            law={state.context.result?.law ?? []}
            inputs={state.context.result?.draft.content.split('\n').slice(1, -2) ?? []}
            onCounsel={() => send({ type: 'COUNSEL_REQUESTED' })}
          />
        </div>
      </section>
      <PageSection
        titleId={rulesHeadingId}
        title={rules.heading}
        className={styles.rules}
        titleClassName={styles.heading}
        innerClassName={sections.sectionInner}
      >
        <p className={styles.rulesLead}>{rules.lead}</p>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>{rules.bracketCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{rules.bracketColumns.range}</th>
                <th scope="col">{rules.bracketColumns.rate}</th>
                <th scope="col">{rules.bracketColumns.deduction}</th>
              </tr>
            </thead>
            <tbody>
              {rules.brackets.map((row) => (
                <tr key={row.range}>
                  <th scope="row">{row.range}</th>
                  <td>{row.rate}</td>
                  <td>{row.deduction}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className={styles.ruleColumns}>
          {[
            { heading: rules.inheritanceHeading, items: rules.inheritance },
            { heading: rules.giftHeading, items: rules.gift },
          ].map((group) => (
            <div key={group.heading}>
              <h3 className={styles.subheading}>{group.heading}</h3>
              <TextList items={group.items} className={styles.ruleList} />
            </div>
          ))}
        </div>
        <p className={styles.rulesLead}>{rules.filing}</p>
        <Link to="/apply-counsel" className={button({ tone: 'brand', size: 'lg' })}>
          {rules.counselLink}
        </Link>
      </PageSection>
    </>
  );
}
