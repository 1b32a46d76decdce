import { PageBanner } from '../../components/PageBanner';
import { TextList } from '../../components/TextList';
import { type PolicyBlock, privacyIntro, privacySections } from '../../content/privacyPolicy';
import { SKIPPABLE_ATTRIBUTE } from '../../earlyReveal';
import { useFirm } from '../../siteContent';
import * as sections from '../../styles/section.css';
import * as styles from './PrivacyPage.css';

function Block({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className={styles.paragraph}>{block.text}</p>;
    case 'list':
      return <TextList items={block.items} className={styles.list} />;
    case 'table':
      return (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([rowHeader, ...cells]) => (
                <tr key={rowHeader}>
                  <th scope="row">{rowHeader}</th>
                  {cells.map((cell, column) => (
                    <td key={block.head[column + 1]}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

export function PrivacyPage() {
  const firm = useFirm();
  const PRIVACY_INTRO = privacyIntro(firm);
  const PRIVACY_SECTIONS = privacySections(firm);
  return (
    <>
      <PageBanner titleId="privacy-title" copy={PRIVACY_INTRO} />
      <div className={sections.narrowSectionInner}>
        <nav aria-labelledby="privacy-toc" className={styles.toc}>
          <h2 id="privacy-toc" className={styles.tocHeading}>
            {PRIVACY_INTRO.tocLabel}
          </h2>
          <ol className={styles.tocList}>
            {PRIVACY_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {/* After the contents, not above them: when Pretendard replaces the fallback font this
            paragraph may wrap differently, and nothing in a phone's first screen may move (CLS). */}
        <p className={styles.preamble}>{PRIVACY_INTRO.preamble}</p>
        {PRIVACY_SECTIONS.map((section) => (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className={styles.section}
            {...{ [SKIPPABLE_ATTRIBUTE]: '' }}
          >
            <h2 id={section.id} className={styles.heading}>
              {section.heading}
            </h2>
            {section.blocks.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a section's blocks are fixed text in a fixed order
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
        <p className={styles.effective}>
          {PRIVACY_INTRO.effectiveLabel}: <time>{firm.privacyPolicyEffectiveDate}</time>
        </p>
      </div>
    </>
  );
}
