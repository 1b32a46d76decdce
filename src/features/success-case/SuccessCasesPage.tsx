import { REVEAL } from '../../../contract/limits';
import { PageBanner } from '../../components/PageBanner';
import { Reveal } from '../../components/Reveal';
import { SUCCESS_CASE_PAGE } from '../../content/successCases';
import { useSuccessCaseCards } from '../../siteContent';
import * as sections from '../../styles/section.css';
import { SuccessCaseCard } from './SuccessCaseCard';
import * as styles from './SuccessCasesPage.css';

const copy = SUCCESS_CASE_PAGE.list;

export function SuccessCasesPage() {
  const cases = useSuccessCaseCards();
  return (
    <>
      <PageBanner titleId="success-case-title" copy={copy} />
      <div className={sections.sectionInner}>
        <ul className={styles.grid}>
          {cases.map((item, index) => (
            <Reveal
              as="li"
              key={item.id}
              className={styles.cell}
              delayMs={index * REVEAL.successCardStaggerMs}
            >
              <SuccessCaseCard item={item} headingLevel="h2" firstOnScreen={index === 0} />
            </Reveal>
          ))}
        </ul>
      </div>
    </>
  );
}
