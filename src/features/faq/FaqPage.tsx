import { Link } from '@tanstack/react-router';
import { AccordionItem } from '../../components/AccordionItem';
import { PageBanner } from '../../components/PageBanner';
import { Paragraphs } from '../../components/Paragraphs';
import { useAccordion } from '../../components/useAccordion';
import { FAQ_INTRO } from '../../content/faq';
import { useFaq } from '../../siteContent';
import { button } from '../../styles/button.css';
import * as sections from '../../styles/section.css';
import * as styles from './FaqPage.css';

export function FaqPage() {
  const { isOpen, toggle } = useAccordion();
  const items = useFaq();
  return (
    <>
      <PageBanner titleId="faq-title" copy={FAQ_INTRO} />
      <section className={sections.narrowSectionInner}>
        <div className={styles.list}>
          {items.map((item) => (
            <AccordionItem
              key={item.id}
              domId={`faq-${item.id}`}
              headingLevel={2}
              marker="Q"
              title={item.question}
              open={isOpen(item.id)}
              onToggle={() => toggle(item.id)}
            >
              <Paragraphs lines={item.answer} className={styles.paragraph} />
              {item.link && (
                <Link to={item.link.to} className={`${button({ tone: 'brand' })} ${styles.link}`}>
                  {item.link.label}
                </Link>
              )}
            </AccordionItem>
          ))}
        </div>
        <div className={styles.cta}>
          <Link to="/apply-counsel" className={button({ tone: 'primary', size: 'lg' })}>
            {FAQ_INTRO.ctaLabel}
          </Link>
        </div>
      </section>
    </>
  );
}
